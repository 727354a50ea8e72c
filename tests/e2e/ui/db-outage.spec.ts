import { spawn, type ChildProcess } from "node:child_process";
import { expect, registerViaApi, test } from "../fixtures";
import { freePort } from "../../../scripts/lib/free-port";
import { waitForHealth } from "../../../scripts/lib/wait-for-health";
import { startDbRelay, type DbRelay } from "../../support/db-relay";

// What a signed-in person sees when the database goes away and comes back (the API side is in
// tests/integration/db-outage.test.ts). The shared e2e server must stay healthy for the other tests, so this file
// starts its own server (scripts/serve.ts) from the same build, reaching the same database through a relay it can cut.

test.describe.configure({ mode: "serial" });

let relay: DbRelay;
let server: ChildProcess;
let baseUrl: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  relay = await startDbRelay(process.env.DATABASE_URL!);
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ["--import", "tsx", "scripts/serve.ts"], {
    env: {
      ...process.env,
      DATABASE_URL: relay.url,
      NODE_ENV: "production",
      AUTH_TRUST_HOST: "true",
      PORT: String(port),
      APP_URL: baseUrl,
    },
    stdio: "ignore",
  });
  await waitForHealth(baseUrl, server);
});

test.afterAll(async () => {
  server?.kill("SIGTERM");
  await relay?.close();
});

test("an outage shows a clear, retryable error page and the same server recovers when the database returns", async ({
  page,
  context,
}) => {
  await registerViaApi(context.request);
  await page.goto(`${baseUrl}/dashboard`);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome, Grace!" })).toBeVisible();

  await relay.cut();

  // A page: the error boundary, in plain words, with a way to try again; no internals.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeVisible();
  // (The page's own alert, not Next's empty route announcer.)
  const notice = page.getByRole("main").getByRole("alert");
  await expect(notice).toContainText("This is usually temporary, so please try again.");
  await expect(notice).not.toContainText(/prisma|ECONN|postgres/i);
  // The API: 503 in the error shape, with Retry-After, and the health check says so too.
  const debts = await context.request.get(`${baseUrl}/api/debts`);
  expect(debts.status()).toBe(503);
  expect(debts.headers()["retry-after"]).toBe("5");
  expect(((await debts.json()) as { error: { code: string } }).error.code).toBe("unavailable");
  expect((await context.request.get(`${baseUrl}/api/health`)).status()).toBe(503);

  await relay.restore();

  // The person's own "Try again" brings the page back: same process, same pool, no restart.
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Welcome, Grace!" })).toBeVisible();
  expect((await context.request.get(`${baseUrl}/api/debts`)).status()).toBe(200);
});
