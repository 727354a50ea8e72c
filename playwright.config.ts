import { defineConfig, devices } from "@playwright/test";
import { generateVapidKeys } from "./scripts/lib/local-env";
import { LAUNCH_ARGS, defaultBrowser } from "./tests/e2e/browsers";

// End-to-end tests against the production build (`npm test` builds first and passes DATABASE_URL, a fresh
// database, and E2E_PORT). Chromium comes from the system (Debian's packages; tests/e2e/browsers.ts).
const port = Number(process.env.E2E_PORT ?? 3100);
const vapid = generateVapidKeys();
const baseURL = `http://127.0.0.1:${port}`;
export default defineConfig({
  testDir: "./tests/e2e",
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // Generous: CI shares 2 cores between the server, Chromium and two workers, and a loaded machine can make a long
  // journey three times slower. A whole-test limit only catches a hang; it is not a performance assertion.
  timeout: 180_000,
  // A first visit to a page compiles nothing but can wait behind the other worker's server work on 2 cores.
  expect: { timeout: 15_000 },
  reporter: "list",
  use: {
    baseURL,
    // Recording a trace snapshots the page at every step, for every test, to keep only the failures': on 2 shared
    // cores that is minutes of a run. Off by default; `E2E_TRACE=retain-on-failure npm test -- --only=e2e <spec>`
    // records them when a failure needs one.
    trace: (process.env.E2E_TRACE as "retain-on-failure" | "on" | undefined) ?? "off",
    launchOptions: { executablePath: defaultBrowser, args: LAUNCH_ARGS },
  },
  projects: [
    { name: "api", testDir: "./tests/e2e/api", use: { ...devices["Desktop Chrome"] } },
    { name: "ui", testDir: "./tests/e2e/ui", use: { ...devices["Desktop Chrome"] } },
  ],
  webServer: {
    // Our server (scripts/serve.ts), as `npm start` runs it. No HOSTNAME: Next builds proxy.ts URLs on
    // "localhost", and a rewrite whose host differs from the bound host name is proxied back over HTTP instead of
    // served in-process (flaky under load).
    command: "node --import tsx scripts/serve.ts",
    url: `${baseURL}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    // TRUST_PROXY=1: the tests play the host's proxy and give each test its own client address in
    // X-Forwarded-For (tests/e2e/fixtures.ts). APP_URL: mailed links point back at this server.
    env: {
      AUTH_TRUST_HOST: "true",
      NODE_ENV: "production",
      OUTBOX_PAGE: "1",
      PORT: String(port),
      APP_URL: baseURL,
      TRUST_PROXY: "1",
      // Web Push: a pair for this run, and the test's local push endpoint (tests/support/push-endpoint.ts) allowed.
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      PUSH_ALLOW_PRIVATE_ENDPOINTS: "1",
    },
    stdout: "ignore",
    stderr: "pipe",
  },
});
