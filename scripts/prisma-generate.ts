/**
 * Runs `prisma generate` without network access (also used as the npm `postinstall` hook).
 *
 * The Prisma CLI insists on locating its native schema engine before any command, and downloads it when missing.
 * `generate` never runs that engine, so pointing PRISMA_SCHEMA_ENGINE_BINARY at an empty stub file lets it
 * work offline. Migrations do not use the CLI here: see scripts/db.ts and scripts/lib/migrate.ts.
 *
 * Quiet on success. Skips the work when prisma/schema.prisma and the Prisma version are unchanged since the last
 * run and the client exists (`--force` regenerates anyway, `--verbose` shows the CLI's output).
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(__dirname, "..");
const args = new Set(process.argv.slice(2));
const force = args.has("--force");
const verbose = args.has("--verbose");

const schemaPath = path.join(root, "prisma", "schema.prisma");
const clientEntry = path.join(root, "lib", "generated", "prisma", "client.ts");
const cacheDir = path.join(root, "node_modules", ".cache", "prisma-offline");
const engineStub = path.join(cacheDir, "schema-engine-stub");
const stampFile = path.join(cacheDir, "generate.stamp");

function main(): number {
  if (!fs.existsSync(schemaPath)) {
    console.error(`prisma-generate: ${path.relative(root, schemaPath)} not found`);
    return 1;
  }
  const cliPath = require.resolve("prisma/build/index.js", { paths: [root] });
  const prismaVersion = (
    JSON.parse(fs.readFileSync(path.join(path.dirname(cliPath), "..", "package.json"), "utf8")) as {
      version: string;
    }
  ).version;
  const stamp = createHash("sha256")
    .update(prismaVersion)
    .update("\0")
    .update(fs.readFileSync(schemaPath))
    .update("\0")
    .update(fs.readFileSync(path.join(root, "prisma.config.ts")))
    .digest("hex");

  if (!force && fs.existsSync(clientEntry) && readIfExists(stampFile) === stamp) return 0;

  fs.mkdirSync(cacheDir, { recursive: true });
  if (!fs.existsSync(engineStub)) fs.writeFileSync(engineStub, "");

  const result = spawnSync(process.execPath, [cliPath, "generate"], {
    cwd: root,
    encoding: "utf8",
    stdio: verbose ? "inherit" : "pipe",
    env: {
      ...process.env,
      PRISMA_SCHEMA_ENGINE_BINARY: engineStub,
      PRISMA_HIDE_UPDATE_MESSAGE: "1",
      CHECKPOINT_DISABLE: "1",
      PRISMA_DISABLE_WARNINGS: "1",
    },
  });

  if (result.status !== 0) {
    if (!verbose) {
      process.stderr.write(result.stdout ?? "");
      process.stderr.write(result.stderr ?? "");
    }
    console.error(`prisma-generate: \`prisma generate\` failed (exit ${result.status ?? result.signal})`);
    return result.status || 1;
  }
  fs.writeFileSync(stampFile, stamp);
  return 0;
}

function readIfExists(file: string): string | null {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return null;
  }
}

process.exitCode = main();
