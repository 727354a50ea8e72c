import fs from "node:fs";
import path from "node:path";

// Comments and documents cite documents of this repository by section (CODE_STYLE.md "Comments":
// `docs/product-rules.md "The balance ledger"`) and name the tests that hold a rule (SECURITY.md's last column).
// A citation is only worth its words while it resolves, so every one is checked here: the document exists and has
// that section, and the named test file exists under tests/.

const ROOT = path.resolve(__dirname, "../..");
const CODE_DIRS = ["app", "components", "lib", "scripts"];
const CODE_FILES = ["proxy.ts", "instrumentation.ts", "next.config.ts", "prisma/schema.prisma"];
const SKIPPED = new Set(["node_modules", ".next", "generated"]);
const DOCS = ["SECURITY.md", "ARCHITECTURE.md", "CODE_STYLE.md", "README.md"];

function walk(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : walk(rel);
    return /\.(tsx?|mjs|prisma|md)$/.test(entry.name) ? [rel] : [];
  });
}

const docFiles = [...DOCS, ...walk("docs")];
const scanned = [
  ...CODE_DIRS.flatMap(walk),
  ...CODE_FILES.filter((f) => fs.existsSync(path.join(ROOT, f))),
  ...docFiles,
];
const testFiles = walk("tests").filter((f) => /\.(test|spec)\.tsx?$/.test(f));

type Reference = { from: string; line: number; target: string; section?: string };

/** What a document can be cited by: its headings, its bold paragraph leads, and its table rows' first cells. */
function sectionsOf(doc: string): string[] {
  const text = fs.readFileSync(path.join(ROOT, doc), "utf8");
  const names: string[] = [];
  for (const line of text.split("\n")) {
    const heading = /^#+\s+(.+?)\s*$/.exec(line);
    if (heading) names.push(heading[1]!);
    const lead = /^\s*(?:- )?\*\*([^*]+?)[.:]?\*\*/.exec(line);
    if (lead) names.push(lead[1]!);
    const row = /^\|\s*([^|]+?)\s*\|/.exec(line);
    if (row) names.push(row[1]!);
  }
  return names;
}

/** A cited section resolves to a name that is it, or that starts with it and goes on after ":", " (" or ". ". */
function resolves(section: string, names: string[]): boolean {
  return names.some((name) => name === section || [":", " (", ". "].some((cut) => name.startsWith(section + cut)));
}

/** `docs/payoff.md "Deferred interest"`, `SECURITY.md's "..."`, `[payoff.md](payoff.md) "..."`, across line breaks. */
const SECTION_REFERENCE =
  /((?:docs\/)?[\w-]+\.md)`?\)?(?:'s)?[,:]?(?:\s+section)?\s*(?:\n[ \t]*(?:\/\/|\*|#)?[ \t]*)?"([^"]{1,200}?)"/g;
/** A section name wrapped over comment lines, as one line. */
const unwrapped = (section: string) => section.replace(/\s*\n[ \t]*(?:\/{2,3}|\*|#)?[ \t]*/g, " ");
const TEST_PATH = /tests\/[\w./[\]()-]+?\.(?:test|spec)\.tsx?/g;
const TEST_NAME = /`([\w./-]+\.(?:test|spec)\.tsx?)`/g;

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split("\n").length;
}

function sectionReferences(): Reference[] {
  return scanned.flatMap((from) => {
    const text = fs.readFileSync(path.join(ROOT, from), "utf8");
    return [...text.matchAll(SECTION_REFERENCE)].flatMap((m): Reference[] => {
      const cited = m[1]!;
      // A bare name in docs/ ("payoff.md") is that folder's; elsewhere only the documents named at the root count.
      const target = cited.includes("/")
        ? cited
        : from.startsWith("docs/") && fs.existsSync(path.join(ROOT, "docs", cited))
          ? `docs/${cited}`
          : cited;
      if (!target.startsWith("docs/") && !DOCS.includes(target)) return [];
      const section = unwrapped(m[2]!);
      if (section.includes("<")) return []; // a placeholder: `docs/product-rules.md "<section>"`
      return [{ from, line: lineOf(text, m.index), target, section }];
    });
  });
}

function testReferences(): Reference[] {
  return scanned.flatMap((from) => {
    const text = fs.readFileSync(path.join(ROOT, from), "utf8");
    const paths = [...text.matchAll(TEST_PATH)].map((m) => ({ from, line: lineOf(text, m.index), target: m[0] }));
    // Documents also name tests inside their folder (`integration/plan.test.ts`) or by file name (`totp.test.ts`).
    const names = from.endsWith(".md")
      ? [...text.matchAll(TEST_NAME)]
          .filter((m) => !m[1]!.startsWith("tests/"))
          .map((m) => ({ from, line: lineOf(text, m.index), target: m[1]! }))
      : [];
    return [...paths, ...names];
  });
}

/** The test file a reference names: itself, under tests/, or the one test file whose path ends with it. */
function testFileOf(name: string): string | null {
  if (testFiles.includes(name)) return name;
  if (testFiles.includes(`tests/${name}`)) return `tests/${name}`;
  const matches = testFiles.filter((f) => f.endsWith(`/${name}`));
  return matches.length === 1 ? matches[0]! : null;
}

const describeRef = (r: Reference) => `${r.from}:${r.line} -> ${r.target}${r.section ? ` "${r.section}"` : ""}`;

it("finds the citations it checks", () => {
  const sections = sectionReferences();
  // The engine's own citations are the oldest; a scanner that finds none of them is broken, not the code clean.
  expect(sections.filter((r) => r.from === "lib/payoff/engine.ts").map((r) => r.section)).toEqual(
    expect.arrayContaining(["A month, step by step", "Deferred interest", "Target order"]),
  );
  expect(sections.length).toBeGreaterThan(100);
  expect(testReferences().filter((r) => r.from === "SECURITY.md").length).toBeGreaterThan(50);
});

it("cites only documents and sections that exist", () => {
  const names = new Map<string, string[]>();
  const broken = sectionReferences().filter((r) => {
    if (!fs.existsSync(path.join(ROOT, r.target))) return true;
    if (!names.has(r.target)) names.set(r.target, sectionsOf(r.target));
    return !resolves(r.section!, names.get(r.target)!);
  });
  expect(broken.map(describeRef)).toEqual([]);
});

it("names only test files that exist under tests/", () => {
  const broken = testReferences().filter((r) => testFileOf(r.target) === null);
  expect(broken.map(describeRef)).toEqual([]);
});

it("resolves a section by its heading, its bold lead or its table row, and nothing looser", () => {
  const names = ["Deferred interest", "The saved plan: a monthly budget", "Second factor (passkeys)", "The projection"];
  expect(resolves("Deferred interest", names)).toBe(true);
  expect(resolves("The saved plan", names)).toBe(true);
  expect(resolves("Second factor", names)).toBe(true);
  expect(resolves("Deferred", names)).toBe(false);
  expect(resolves("The projection is continuous", names)).toBe(false);
  expect(testFileOf("unit/doc-references.test.ts")).toBe("tests/unit/doc-references.test.ts");
  expect(testFileOf("doc-references.test.ts")).toBe("tests/unit/doc-references.test.ts");
  expect(testFileOf("no-such.test.ts")).toBeNull();
});
