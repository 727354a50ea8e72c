import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as lucide from "lucide-react";
import createLucideIcon, { type IconProps } from "@/components/ui/lucide-icon";
import { LUCIDE_FACTORY } from "@/components/ui/lucide-factory";

// The app's builds draw lucide-react's icons with components/ui/lucide-icon.ts (next.config.ts). Jest resolves
// lucide-react as published, so each icon the app imports is drawn both ways here and must come out the same.

function importedIcons(): string[] {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name)) {
        for (const m of readFileSync(path, "utf8").matchAll(/import \{([^}]+)\} from "lucide-react"/g))
          for (const part of m[1]!.split(",")) {
            const word = part.trim();
            if (word && !word.startsWith("type ")) names.add(word.split(/\s+as\s+/)[0]!);
          }
      }
    }
  };
  ["app", "components", "lib"].forEach(walk);
  return [...names].sort();
}

/** Each icon name lucide-react exports, with the module it comes from (read from its ESM entry's re-exports). */
function iconFiles(): Map<string, string> {
  const entry = readFileSync(require.resolve("lucide-react/dist/esm/lucide-react.mjs"), "utf8");
  const files = new Map<string, string>();
  for (const m of entry.matchAll(/export \{([^}]+)\} from '\.\/icons\/([^']+)\.mjs'/g))
    for (const alias of m[1]!.matchAll(/default as (\w+)/g)) files.set(alias[1]!, m[2]!);
  return files;
}

/**
 * The `__iconData` object literal of lucide-react's ESM module for an icon (what the module hands its factory),
 * read from the file: Jest loads lucide-react's CommonJS build, which does not export it.
 */
function iconData(file: string): Parameters<typeof createLucideIcon>[0] {
  const source = readFileSync(require.resolve(`lucide-react/dist/esm/icons/${file}.mjs`), "utf8");
  const literal = /const __iconData = (\{[\s\S]*?\n\});/.exec(source)?.[1];
  if (!literal) throw new Error(`no icon data in ${file}.mjs`);
  return new Function(`return (${literal});`)() as Parameters<typeof createLucideIcon>[0];
}

const PROPS: (IconProps & Record<`data-${string}`, string>)[] = [
  {},
  { className: "size-4 text-muted-foreground" },
  { "aria-hidden": "true", className: "size-4" },
  { "aria-label": "Close", role: "img" },
  { size: 16, strokeWidth: 1.5, color: "red" },
  { size: 48, absoluteStrokeWidth: true },
  { className: "lucide extra", width: 20, id: "x", "data-testid": "icon" },
];

describe("the app's lucide icon factory", () => {
  const icons = importedIcons();
  const files = iconFiles();

  it("finds the icons the app imports", () => {
    expect(icons.length).toBeGreaterThan(50);
    expect(icons).toContain("TriangleAlert");
  });

  it.each(icons)("%s draws as lucide-react draws it", (name) => {
    const real = (lucide as unknown as Record<string, ComponentType<IconProps>>)[name];
    expect(real).toBeDefined();
    // The icon's own module, as the build sees it: its data, handed to our factory.
    const ours = createLucideIcon(iconData(files.get(name)!));
    for (const props of PROPS)
      expect(renderToStaticMarkup(createElement(ours, props))).toBe(renderToStaticMarkup(createElement(real!, props)));
  });

  it("is what every lucide-react icon module imports (else the alias in next.config.ts no longer applies)", () => {
    const source = readFileSync(require.resolve("lucide-react/dist/esm/icons/sun.mjs"), "utf8");
    expect(source).toContain(`from '${LUCIDE_FACTORY}'`);
    expect(readFileSync("next.config.ts", "utf8")).toContain('[LUCIDE_FACTORY]: "./components/ui/lucide-icon.ts"');
  });
});
