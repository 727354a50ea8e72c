import { spawn, type ChildProcess } from "node:child_process";
import { expect, PASSWORD, test, uniqueEmail, verifyEmailInDatabase } from "../fixtures";
import { expectAccessible } from "../accessibility";
import { freePort } from "../../../scripts/lib/free-port";
import { waitForHealth } from "../../../scripts/lib/wait-for-health";

// Passkeys in Chromium with its virtual authenticator (docs/product-rules.md "Second factor"). WebAuthn refuses an
// IP address as relying party, and the shared e2e server lives at http://127.0.0.1 (playwright.config.ts), so this
// file starts its own server from the same build at http://localhost, where APP_URL (the relying party) matches the
// page's origin. The API's checks are in tests/integration/passkeys.test.ts.

test.describe.configure({ mode: "serial" });

let server: ChildProcess;
let baseUrl: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  baseUrl = `http://localhost:${port}`;
  server = spawn(process.execPath, ["--import", "tsx", "scripts/serve.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      AUTH_TRUST_HOST: "true",
      PORT: String(port),
      APP_URL: baseUrl,
      TRUST_PROXY: "1",
    },
    stdio: "ignore",
  });
  await waitForHealth(baseUrl, server);
});

test.afterAll(() => {
  server?.kill("SIGTERM");
});

test("add a passkey in Settings > Security, sign out, sign in with it from /login", async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  const email = uniqueEmail("passkey");
  const registered = await page.request.post(`${baseUrl}/api/register`, {
    data: { email, password: PASSWORD, firstName: "Grace", lastName: "Hopper" },
  });
  expect(registered.status()).toBe(201);
  await verifyEmailInDatabase(email);

  await page.goto(`${baseUrl}/settings/security`);
  await expect(page.getByRole("heading", { level: 1, name: "Security" })).toBeVisible();
  const card = page.getByRole("region", { name: "Passkeys" });
  await expect(card.getByText("You have no passkeys yet.")).toBeVisible();
  await expectAccessible(page, "Settings > Security, no passkey");

  await card.getByRole("button", { name: "Add a passkey" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a passkey" });
  await expect(dialog.getByLabel("Name")).toHaveValue(/Chrome/);
  await dialog.getByLabel("Name").fill("Test laptop");
  await dialog.getByRole("button", { name: "Continue" }).click();

  // The account's first factor: ten recovery codes, shown once.
  const saveCodes = page.getByRole("dialog", { name: "Save your recovery codes" });
  await expect(saveCodes.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
  await expectAccessible(page, "Settings > Security, recovery codes shown");
  await saveCodes.getByRole("button", { name: "I saved them" }).click();
  const row = card.getByTestId("passkey-row");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Test laptop");
  await expect(row).toContainText("Never used");

  expect((await page.request.post(`${baseUrl}/api/logout`, { maxRedirects: 0 })).status()).toBe(303);
  await page.goto(`${baseUrl}/login`);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back, Grace!");
  await expect(page).toHaveURL(`${baseUrl}/`);
});
