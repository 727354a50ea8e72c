import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { filesUnder } from "./files-under";

// V8's explicit compile hint (ARCHITECTURE.md "Speed"): a script that starts with this comment has all of its
// functions compiled while it streams, on a background thread, instead of each one on the main thread the first
// time it is called. Turbopack wraps every module in a function, so without it the first page load compiles the
// framework and the page's modules one by one inside its start-up task. Browsers without the hint read a comment.
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

const CLIENT_CHUNK = /static\/chunks\/[\w.-]+\.js/g;

/**
 * The chunks a page runs as it starts, relative to `distDir`: the framework's (build-manifest.json's rootMainFiles)
 * and those of every client component a route renders (its client reference manifest). A chunk fetched later by
 * a dynamic import is in neither, so what loads on first use is not compiled ahead.
 */
export function startupChunks(distDir: string): string[] {
  const chunks = new Set<string>();
  const buildManifest = path.join(distDir, "build-manifest.json");
  if (existsSync(buildManifest)) {
    const { rootMainFiles = [] } = JSON.parse(readFileSync(buildManifest, "utf8")) as { rootMainFiles?: string[] };
    for (const file of rootMainFiles) if (file.endsWith(".js")) chunks.add(file);
  }
  const manifests = filesUnder(path.join(distDir, "server", "app"), (name) =>
    name.endsWith("_client-reference-manifest.js"),
  );
  for (const manifest of manifests) {
    for (const match of readFileSync(manifest, "utf8").matchAll(CLIENT_CHUNK)) chunks.add(match[0]);
  }
  return [...chunks].filter((chunk) => existsSync(path.join(distDir, chunk))).sort();
}

// Turbopack names a chunk's map after its content hash, not after the chunk: the chunk's last comment says which.
const SOURCE_MAPPING_URL = /\/\/# sourceMappingURL=([\w.-]+\.map)\s*$/;

function sourceMapOf(file: string, code: string): string | null {
  const named = SOURCE_MAPPING_URL.exec(code)?.[1];
  return named ? path.join(path.dirname(file), named) : null;
}

/**
 * Puts the hint at the top of every start-up chunk of the build in `distDir`, once (a second run changes nothing),
 * and moves its source map, when there is one, down the same line. Returns how many chunks it changed.
 */
export function addCompileHints(distDir: string): number {
  let changed = 0;
  for (const chunk of startupChunks(distDir)) {
    const file = path.join(distDir, chunk);
    const code = readFileSync(file, "utf8");
    if (code.startsWith(COMPILE_HINT)) continue;
    writeFileSync(file, COMPILE_HINT + code);
    const map = sourceMapOf(file, code);
    if (map && existsSync(map)) {
      const sourceMap = JSON.parse(readFileSync(map, "utf8")) as { mappings?: string };
      // A ";" in the mappings is one generated line with nothing mapped: the hint's.
      if (typeof sourceMap.mappings === "string") {
        writeFileSync(map, JSON.stringify({ ...sourceMap, mappings: `;${sourceMap.mappings}` }));
      }
    }
    changed++;
  }
  return changed;
}
