import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

/** Every file under `dir`, at any depth, whose name `keep` accepts; none when `dir` does not exist. */
export function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(full, keep));
    else if (entry.isFile() && keep(entry.name)) out.push(full);
  }
  return out;
}
