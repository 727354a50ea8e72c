import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { addCompileHints, COMPILE_HINT, startupChunks } from "@/scripts/lib/compile-hints";

// The compile hint goes on the chunks a page runs as it starts, once, with their source maps moved down a line
// (ARCHITECTURE.md "Speed").

let dist: string;

function write(relative: string, content: string) {
  const file = path.join(dist, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

const read = (relative: string) => readFileSync(path.join(dist, relative), "utf8");

beforeEach(() => {
  dist = mkdtempSync(path.join(os.tmpdir(), "compile-hints-"));
  write(
    "build-manifest.json",
    JSON.stringify({
      polyfillFiles: ["static/chunks/polyfills.js"],
      rootMainFiles: ["static/chunks/framework.js", "static/chunks/turbopack-runtime.js"],
    }),
  );
  const route = {
    clientModules: { "[project]/app/page.tsx": { id: 1, name: "*", chunks: ["/_next/static/chunks/page-a.js"] } },
    ssrModuleMapping: { 1: { "*": { id: 1, chunks: ["server/chunks/ssr/page-a.js"] } } },
    entryJSFiles: { "[project]/app/layout": ["static/chunks/layout.js"] },
  };
  write(
    "server/app/(group)/page/page_client-reference-manifest.js",
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST["/page"] = ${JSON.stringify(route)};`,
  );
  for (const chunk of ["framework", "turbopack-runtime", "page-a", "layout", "lazy-dialog", "polyfills"]) {
    write(`static/chunks/${chunk}.js`, `console.log("${chunk}");\n//# sourceMappingURL=${chunk}.js.map`);
  }
  write("static/chunks/page-a.js.map", JSON.stringify({ version: 3, sources: ["a.ts"], names: [], mappings: "AAAA" }));
  // Turbopack names most maps after their content hash; the chunk's last comment says which.
  write("static/chunks/layout.js", 'console.log("layout");\n//# sourceMappingURL=0hash42.js.map');
  write("static/chunks/0hash42.js.map", JSON.stringify({ version: 3, sources: ["l.ts"], names: [], mappings: "AAAA" }));
});

afterEach(() => rmSync(dist, { recursive: true, force: true }));

it("finds the framework's chunks and every route's client chunks, not the lazy ones or the polyfills", () => {
  expect(startupChunks(dist)).toEqual([
    "static/chunks/framework.js",
    "static/chunks/layout.js",
    "static/chunks/page-a.js",
    "static/chunks/turbopack-runtime.js",
  ]);
});

it("hints each start-up chunk once and moves its source map down the hint's line", () => {
  expect(addCompileHints(dist)).toBe(4);
  expect(read("static/chunks/page-a.js")).toBe(
    `${COMPILE_HINT}console.log("page-a");\n//# sourceMappingURL=page-a.js.map`,
  );
  expect(JSON.parse(read("static/chunks/page-a.js.map")).mappings).toBe(";AAAA");
  expect(JSON.parse(read("static/chunks/0hash42.js.map")).mappings).toBe(";AAAA");
  expect(read("static/chunks/lazy-dialog.js")).toBe(
    'console.log("lazy-dialog");\n//# sourceMappingURL=lazy-dialog.js.map',
  );
  expect(read("static/chunks/polyfills.js").startsWith(COMPILE_HINT)).toBe(false);

  expect(addCompileHints(dist)).toBe(0);
  expect(read("static/chunks/framework.js").split(COMPILE_HINT)).toHaveLength(2);
  expect(JSON.parse(read("static/chunks/page-a.js.map")).mappings).toBe(";AAAA");
});

it("changes nothing in a directory without a build", () => {
  rmSync(dist, { recursive: true, force: true });
  expect(addCompileHints(dist)).toBe(0);
});
