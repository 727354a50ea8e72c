/**
 * `npm test`: every check against a real PostgreSQL, in two lanes side by side, then the end-to-end suite:
 *   typecheck -> lint (ESLint) -> build -> bundle secret scan
 *   integration (two Jest workers, a database each) -> unit -> Prettier's check
 *   then e2e against the build.
 * Without DATABASE_URL (the usual case) it starts a throw-away embedded PostgreSQL in a temp dir and gives
 * the integration and end-to-end suites a fresh database each. `--only=unit,integration` runs a subset; any other
 * argument narrows the Jest and Playwright steps to the test files whose paths contain it
 * (`npm test -- --only=integration,e2e plan this-month`).
 * Prints one closing line "N passed, N failed" over all test suites.
 */
import { spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, startEmbeddedPostgres, type RunningPostgres } from "./lib/embedded-postgres";
import { nextBin, productionBuildSteps } from "./lib/next-build";
import { prepareDatabase } from "./lib/prepare-database";

const STEPS = ["typecheck", "lint", "unit", "integration", "e2e"] as const;
/**
 * The integration suite's Jest workers. Two, not one: the checks lane ends minutes before the integration suite
 * does, and a single in-band runner then leaves a core idle until the end-to-end suite can start.
 */
const INTEGRATION_WORKERS = 2;
type Step = (typeof STEPS)[number];

const onlyArg = process.argv.find((a) => a.startsWith("--only="));
const selected = new Set<Step>(onlyArg ? (onlyArg.slice(7).split(",") as Step[]) : STEPS);
/** Path filters for the test steps (none: every test file). */
const fileFilters = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const tmp = mkdtempSync(path.join(os.tmpdir(), "debtwise-test-"));
// Run as root, PostgreSQL runs as a separate `postgres` user, which must be able to enter this folder.
chmodSync(tmp, 0o755);
const totals = { passed: 0, failed: 0, skipped: 0 };

/**
 * One step of the run: prints "=== label ===", the command's output and "--- label: ok|FAILED (Ns)". Streamed as it
 * comes, or, while another lane runs beside it (`buffered`), printed as one block when the step ends so the two
 * lanes' lines never interleave. With `keepServerErrors`, what the app server wrote to stderr (Playwright prefixes it
 * "[WebServer]") is printed again at the end of a failed step: a red test's cause is often a server error logged
 * minutes earlier, far above the summary a CI log excerpt shows.
 */
async function run(
  label: string,
  command: string,
  args: string[],
  env: Record<string, string> = {},
  options: { buffered?: boolean; keepServerErrors?: boolean } = {},
): Promise<boolean> {
  const started = Date.now();
  const block: string[] = [];
  const say = (text: string) => (options.buffered ? block.push(text) : process.stdout.write(text));
  say(`\n=== ${label} ===\n`);
  const serverLines: string[] = [];
  const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...env } });
  for (const [from, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    let partial = "";
    from.on("data", (chunk: Buffer) => {
      if (options.buffered) block.push(chunk.toString("utf8"));
      else to.write(chunk);
      if (!options.keepServerErrors) return;
      const lines = (partial + chunk.toString("utf8")).split("\n");
      partial = lines.pop() ?? "";
      for (const line of lines) if (line.includes("[WebServer]")) serverLines.push(line);
    });
  }
  const status = await new Promise<number | null>((resolve) => child.on("close", resolve));
  if (status !== 0 && serverLines.length > 0) {
    say(
      `\n--- what the app server wrote to stderr during the run (last ${Math.min(serverLines.length, 80)} lines) ---\n`,
    );
    say(`${serverLines.slice(-80).join("\n")}\n`);
  }
  say(`--- ${label}: ${status === 0 ? "ok" : "FAILED"} (${((Date.now() - started) / 1000).toFixed(1)}s)\n`);
  if (options.buffered) process.stdout.write(block.join(""));
  return status === 0;
}

const bin = (name: string) => path.resolve("node_modules", ".bin", name);

/** Jest's arguments for fileFilters: a project with no matching file passes instead of failing. */
function jestFilters(): string[] {
  return fileFilters.length > 0 ? ["--passWithNoTests", "--testPathPatterns", fileFilters.join("|")] : [];
}

function countJest(file: string) {
  if (!existsSync(file)) return;
  const r = JSON.parse(readFileSync(file, "utf8")) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
  };
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests;
  totals.skipped += r.numPendingTests;
}

function countPlaywright(file: string) {
  if (!existsSync(file)) return;
  const r = JSON.parse(readFileSync(file, "utf8")) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  totals.passed += r.stats.expected + r.stats.flaky;
  totals.failed += r.stats.unexpected;
  totals.skipped += r.stats.skipped;
}

/**
 * Realistic-looking secrets the build runs with, so the bundle scan has real values to look for. Only keys that
 * switch no feature on by themselves: STRIPE_SECRET_KEY, OPENAI_API_KEY or RESEND_API_KEY would change what pages
 * rendered at build time show, and the end-to-end suite runs keyless.
 */
const BUNDLE_CANARIES = {
  AUTH_SECRET: "bundle-canary-auth-secret-5f1d2c3b4a596877",
  CRON_SECRET: "bundle-canary-cron-secret-8e7d6c5b4a39",
  STRIPE_WEBHOOK_SECRET: "whsec_bundleCanary0123456789abcdefABCD",
  TWILIO_AUTH_TOKEN: "c0ffee00c0ffee00c0ffee00c0ffee00",
  AUTH_GITHUB_SECRET: "bundle-canary-github-secret-1a2b3c4d5e",
  // Alone (no VAPID_PUBLIC_KEY) it switches push on nowhere.
  VAPID_PRIVATE_KEY: "bundle-canary-vapid-private-key-6f7e8d9c0b1a",
};

async function main(): Promise<number> {
  const testEnv = { AUTH_SECRET: "test-secret-only-for-the-test-run-0123456789", NODE_ENV: "test" };
  const needsDb = selected.has("integration") || selected.has("e2e");
  let postgres: RunningPostgres | undefined;
  let starting: Promise<RunningPostgres> | undefined;
  const databaseUrl = async (name: string) => {
    if (process.env.DATABASE_URL) {
      // A provided server: use it as the base and create the per-run database beside it.
      const url = new URL(process.env.DATABASE_URL);
      url.pathname = `/${name}`;
      return url.toString();
    }
    // One server for every database, however many are asked for at once.
    starting ??= freePort().then((port) =>
      startEmbeddedPostgres({ dataDir: path.join(tmp, "pg"), port, persistent: false }),
    );
    postgres = await starting;
    await postgres.ensureDatabase(name);
    return postgres.urlFor(name);
  };

  // Two lanes side by side, each about six minutes on 2 cores: the integration suite's workers (which mostly wait on
  // the database), the unit tests and Prettier's check, beside tsc, ESLint and the production build. The end-to-end
  // suite needs both lanes' results (a build, a database) and the whole machine, so it runs after them.
  const checksLane = selected.has("typecheck") || selected.has("lint") || selected.has("unit") || selected.has("e2e");
  const buffered = checksLane && needsDb;

  async function checks(): Promise<{ ok: boolean; built: boolean }> {
    let ok = true;
    const step = (label: string, command: string, args: string[], env: Record<string, string> = {}) =>
      run(label, command, args, env, { buffered });
    if (selected.has("typecheck"))
      ok =
        (await step("typecheck", process.execPath, [nextBin(), "typegen"])) &&
        (await step("tsc", bin("tsc"), ["--noEmit"])) &&
        ok;
    if (selected.has("lint")) ok = (await step("lint", bin("eslint"), ["--max-warnings=0", "."])) && ok;
    if (selected.has("lint") && !selected.has("integration")) ok = (await formatCheck()) && ok;
    if (selected.has("unit") && !selected.has("integration")) ok = (await unitTests()) && ok;
    if (!selected.has("e2e")) return { ok, built: false };
    // The typecheck step above already ran tsc over the whole project; the build need not check again.
    const buildEnv = { NODE_ENV: "production", SKIP_BUILD_TYPECHECK: "1", ...BUNDLE_CANARIES };
    for (const { label, args } of productionBuildSteps())
      if (!(await step(label, process.execPath, args, buildEnv))) return { ok: false, built: false };
    // What browsers receive must hold no secret: the canaries the build saw, the run's own, provider key shapes.
    const clean = await step("bundle secret scan", bin("tsx"), ["scripts/check-bundle-secrets.ts"], {
      ...BUNDLE_CANARIES,
      TEST_RUN_AUTH_SECRET: testEnv.AUTH_SECRET,
    });
    if (clean) totals.passed += 1;
    else totals.failed += 1;
    return { ok: ok && clean, built: true };
  }

  // Formatting is part of the lint step: one Prettier pass over the tree, nothing rewritten (CODE_STYLE.md).
  function formatCheck(): Promise<boolean> {
    return run("format", bin("prettier"), ["--check", "."], {}, { buffered });
  }

  async function unitTests(): Promise<boolean> {
    const out = path.join(tmp, "unit.json");
    const ok = await run(
      "unit tests",
      bin("jest"),
      ["--ci", "--selectProjects", "unit", "--json", `--outputFile=${out}`, ...jestFilters()],
      testEnv,
      { buffered },
    );
    countJest(out);
    return ok;
  }

  async function databases(): Promise<{ ok: boolean; e2eUrl?: string }> {
    if (!needsDb) return { ok: true };
    if (!process.env.DATABASE_URL) console.log("\nStarting a throw-away embedded PostgreSQL...");
    let e2eUrl: string | undefined;
    if (selected.has("e2e")) {
      e2eUrl = await databaseUrl(`debtwise_e2e_${Date.now()}`);
      await prepareDatabase(e2eUrl);
    }
    if (!selected.has("integration")) return { ok: true, e2eUrl };
    // One database per Jest worker (tests/support/integration-env.ts picks its own): a file sees only its worker's
    // rows, as it would running alone.
    const base = `debtwise_it_${Date.now()}`;
    const urls = await Promise.all(
      Array.from({ length: INTEGRATION_WORKERS }, async (_, i) => {
        const url = await databaseUrl(`${base}_${i + 1}`);
        await prepareDatabase(url);
        return url;
      }),
    );
    const out = path.join(tmp, "integration.json");
    const ok = await run(
      "integration tests",
      bin("jest"),
      [
        "--ci",
        "--selectProjects",
        "integration",
        `--maxWorkers=${INTEGRATION_WORKERS}`,
        "--json",
        `--outputFile=${out}`,
        ...jestFilters(),
      ],
      {
        ...testEnv,
        DATABASE_URL: urls[0]!,
        ...Object.fromEntries(urls.map((url, i) => [`DATABASE_URL_WORKER_${i + 1}`, url])),
      },
    );
    countJest(out);
    // The unit tests and Prettier's check follow the integration suite in this lane, which then ends about when the
    // checks lane does.
    const unitOk = selected.has("unit") ? await unitTests() : true;
    const formatOk = selected.has("lint") ? await formatCheck() : true;
    return { ok: ok && unitOk && formatOk, e2eUrl };
  }

  let ok = true;
  try {
    const [checked, db] = await Promise.all([
      checks(),
      databases().catch((error: unknown) => {
        console.error("\nCould not prepare the test databases:", error);
        return { ok: false, e2eUrl: undefined };
      }),
    ]);
    ok = checked.ok && db.ok;
    if (selected.has("e2e") && checked.built && db.e2eUrl) {
      const out = path.join(tmp, "e2e.json");
      ok =
        (await run(
          "end-to-end tests",
          bin("playwright"),
          ["test", "--reporter=list,json", ...fileFilters, ...(fileFilters.length > 0 ? ["--pass-with-no-tests"] : [])],
          {
            DATABASE_URL: db.e2eUrl,
            AUTH_SECRET: testEnv.AUTH_SECRET,
            PLAYWRIGHT_JSON_OUTPUT_NAME: out,
            E2E_PORT: String(await freePort()),
          },
          { keepServerErrors: true },
        )) && ok;
      countPlaywright(out);
    }
  } finally {
    await postgres?.stop().catch(() => {});
    rmSync(tmp, { recursive: true, force: true });
  }

  console.log(`\n${ok ? "All checks passed." : "Some checks FAILED."}`);
  console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  return ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
