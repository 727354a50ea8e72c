import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { twMerge } from "tailwind-merge";
import { mergeClasses } from "@/lib/class-merge";

// lib/class-merge.ts knows the utility families the app writes. Both it and tailwind-merge drop a class when a later
// one covers its group, so agreeing on every pair of classes means agreeing on any list of them: every pair of the
// classes written anywhere in app/, components/ and lib/ must merge as tailwind-merge merges it.

function sourceFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (name === "generated") continue;
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name)) files.push(path);
    }
  };
  ["app", "components", "lib"].forEach(walk);
  return files;
}

/** A class tailwind-merge knows: it keeps one of two copies (a class it does not know, it leaves alone). */
const known = (token: string) => twMerge(`${token} ${token}`) === token;

/**
 * Every class of every string literal that is a class list (what className, cn and cva are given): one whose
 * classes are mostly ones tailwind-merge knows. Their other classes ("group", "dw-confetti") come along.
 */
function classVocabulary(): string[] {
  const tokens = new Set<string>();
  for (const file of sourceFiles()) {
    const source = readFileSync(file, "utf8");
    for (const literal of source.matchAll(/"([^"\n]*)"|`([^`$\n]*)`/g)) {
      // A template's fixed part ("@container/" of `@container/${name}`) is not a class.
      const words = (literal[1] ?? literal[2]!).split(/\s+/).filter((w) => w && !w.endsWith("/"));
      if (words.length > 0 && words.filter(known).length * 2 >= words.length) words.forEach((w) => tokens.add(w));
    }
  }
  return [...tokens].sort();
}

/** The variant part of a token ("md:hover:" of "md:hover:px-2"), to pair only the tokens that can meet. */
const variantsOf = (token: string) => token.slice(0, token.lastIndexOf(":") + 1);

describe("mergeClasses", () => {
  it("lets a later class of the same group win, and a wider group replace a narrower one", () => {
    expect(mergeClasses("px-2 py-1 px-4")).toBe("py-1 px-4");
    expect(mergeClasses("p-4 px-2")).toBe("p-4 px-2");
    expect(mergeClasses("px-2 p-4")).toBe("p-4");
    expect(mergeClasses("text-sm text-primary text-lg")).toBe("text-primary text-lg");
    expect(mergeClasses("bg-primary hover:bg-primary/90 bg-destructive")).toBe("hover:bg-primary/90 bg-destructive");
    expect(mergeClasses("border border-input border-2")).toBe("border-input border-2");
    expect(mergeClasses("dw-confetti h-9 h-8 dw-confetti")).toBe(twMerge("dw-confetti h-9 h-8 dw-confetti"));
  });

  const vocabulary = classVocabulary();

  it("finds the app's classes (the scan itself works)", () => {
    expect(vocabulary.length).toBeGreaterThan(500);
    expect(vocabulary).toEqual(expect.arrayContaining(["px-4", "text-muted-foreground", "focus-visible:ring-[3px]"]));
  });

  it("merges every pair of the app's classes as tailwind-merge does", () => {
    const byVariants = new Map<string, string[]>();
    for (const token of vocabulary)
      byVariants.set(variantsOf(token), [...(byVariants.get(variantsOf(token)) ?? []), token]);
    const wrong: string[] = [];
    let pairs = 0;
    for (const tokens of byVariants.values()) {
      for (const a of tokens) {
        for (const b of tokens) {
          const list = `${a} ${b}`;
          pairs++;
          const ours = mergeClasses(list);
          const theirs = twMerge(list);
          if (ours !== theirs) wrong.push(`${list} -> ${ours} (tailwind-merge: ${theirs})`);
        }
      }
    }
    expect(pairs).toBeGreaterThan(100_000);
    expect(wrong.slice(0, 40)).toEqual([]);
  });
});
