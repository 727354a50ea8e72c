import nextJest from "next/jest.js";

// Jest through Next's SWC transform. Auth.js and the AI SDK (7 and later) ship ESM only, so those packages (and
// their ESM deps) are transformed too; everything else in node_modules is left alone.
const ESM_PACKAGES = [
  "next-auth",
  "@auth",
  "jose",
  "oauth4webapi",
  "preact",
  "preact-render-to-string",
  "@panva",
  "ai",
  "@ai-sdk",
  "@workflow/serde",
  "throttleit",
];

const createJestConfig = nextJest({ dir: "./" });

/** @type {import('jest').Config} */
const shared = {
  testEnvironment: "node",
  // Extra build directories (NEXT_DIST_DIR, see next.config.ts) hold copies of the app's modules.
  modulePathIgnorePatterns: ["<rootDir>/.next-"],
  moduleNameMapper: {
    "^server-only$": "<rootDir>/tests/support/empty-module.js",
    "^@/(.*)$": "<rootDir>/$1",
    // The AI SDK imports a zod locale by its ESM file name; Node 20's require() needs zod's CommonJS twin.
    "^zod/v4/locales/(.*)\\.js$": "<rootDir>/node_modules/zod/v4/locales/$1.cjs",
  },
  // A minute per test (tests/support/test-timeout.ts); each file starts on real time (lib/clock.ts; tests move it
  // through tests/support/clock.ts).
  setupFilesAfterEnv: ["<rootDir>/tests/support/test-timeout.ts", "<rootDir>/tests/support/clock-reset.ts"],
};

const projects = [
  { ...shared, displayName: "unit", testMatch: ["<rootDir>/tests/unit/**/*.test.ts?(x)"] },
  {
    ...shared,
    displayName: "integration",
    testMatch: ["<rootDir>/tests/integration/**/*.test.ts?(x)"],
    setupFiles: ["<rootDir>/tests/support/integration-env.ts"],
  },
];

export default async function config() {
  const resolved = await Promise.all(projects.map((p) => createJestConfig(p)()));
  return {
    // A worker ends by letting its event loop drain, and Node then frees the whole V8 heap: measured here at 0.5-1 s
    // for the 0.4-1 GB an integration worker holds after its files, past Jest's 500 ms default, so Jest killed it
    // and warned of a leak that was not one. A worker that really leaks a handle still gets the warning.
    workerGracefulExitTimeout: 5_000,
    projects: resolved.map((p) => ({
      ...p,
      transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join("|")})/)`, "^.+\\.module\\.(css|sass|scss)$"],
    })),
  };
}
