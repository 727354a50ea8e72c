import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { twMerge } from "tailwind-merge";

import { badgeVariants } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { toastVariants } from "@/components/ui/toast";
import { cn } from "@/lib/utils";

// cn returns a lone class string without merging it (lib/utils.ts), so every such string must already be what
// tailwind-merge (the reference lib/class-merge.ts is tested against) would make of it: no two classes of the same
// group, no duplicates.
const conflictFree = (classes: string) => expect(twMerge(classes)).toBe(classes);

describe("cn", () => {
  it("lets a later class win over an earlier one of the same group", () => {
    expect(cn("px-2 py-1", "px-4")).toBe("py-1 px-4");
    expect(cn("bg-primary", false, undefined, "bg-destructive")).toBe("bg-destructive");
    expect(cn(["p-2", { "p-4": true }])).toBe("p-4");
  });

  it("returns a lone class string unchanged, whatever else is empty", () => {
    expect(cn("h-9 px-4", undefined, false, "")).toBe("h-9 px-4");
    expect(cn(undefined, "w-full")).toBe("w-full");
    expect(cn()).toBe("");
  });
});

describe("the shared primitives' variants are conflict-free", () => {
  const combos = <T extends Record<string, readonly string[]>>(axes: T) =>
    Object.entries(axes).reduce<Record<string, string>[]>(
      (acc, [axis, values]) => acc.flatMap((combo) => values.map((value) => ({ ...combo, [axis]: value }))),
      [{}],
    );

  it.each(
    combos({
      variant: ["default", "destructive", "outline", "secondary", "ghost", "link", "success"],
      size: ["default", "sm", "lg", "icon"],
    }),
  )("button %o", (props) => conflictFree(buttonVariants(props as Parameters<typeof buttonVariants>[0])));

  it.each(combos({ variant: ["default", "secondary", "destructive", "outline", "success"] }))("badge %o", (props) =>
    conflictFree(badgeVariants(props as Parameters<typeof badgeVariants>[0])),
  );

  it.each(combos({ variant: ["default", "destructive"] }))("toast %o", (props) =>
    conflictFree(toastVariants(props as Parameters<typeof toastVariants>[0])),
  );
});

// Every string literal written inside a cn(...) call in the app's source, with the file it is in.
function literalsPassedToCn(): [string, string][] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name)) files.push(path);
    }
  };
  ["app", "components", "lib"].forEach(walk);
  const found: [string, string][] = [];
  for (const file of files) {
    const source = readFileSync(file, "utf8");
    for (const call of source.matchAll(/\bcn\(/g)) {
      // Walk to the call's closing parenthesis, skipping string contents.
      let depth = 1;
      let i = call.index + call[0].length;
      const start = i;
      for (; i < source.length && depth > 0; i++) {
        const ch = source[i];
        if (ch === '"' || ch === "'" || ch === "`") {
          const end = source.indexOf(ch, i + 1);
          i = end;
        } else if (ch === "(") depth++;
        else if (ch === ")") depth--;
      }
      for (const literal of source.slice(start, i).matchAll(/"([^"]*)"|`([^`$]*)`/g)) {
        found.push([file, literal[1] ?? literal[2]!]);
      }
    }
  }
  return found;
}

describe("class strings passed to cn", () => {
  const literals = literalsPassedToCn();

  it("finds the calls (the scan itself works)", () => {
    expect(literals.length).toBeGreaterThan(100);
    expect(literals).toContainEqual([join("components", "ui", "card.tsx"), expect.stringContaining("bg-card")]);
  });

  it.each(literals)("%s: %s", (_file, classes) => conflictFree(classes));
});
