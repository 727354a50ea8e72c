import type { APIRequestContext, Page } from "@playwright/test";
import { test, expect, registerViaApi } from "../fixtures";

// Offline and install (docs/product-rules.md "Offline and install"): the app is installable (manifest, icons, the
// service worker controlling the page); the last known plan shows on an offline reload with the offline note; a
// payment logged offline waits on the device and is sent once back online, once however often the browser
// reconnects; signing out deletes the user's caches, and the next account on the browser sees nothing of them.

const VISA = { name: "Visa Card", balance: "5000", interestRate: "22", minPayment: "150" };

function toast(page: Page) {
  return page.locator("[data-slot=toast]").first();
}

async function paymentCount(request: APIRequestContext): Promise<number> {
  const res = await request.get("/api/payments");
  expect(res.status()).toBe(200);
  return ((await res.json()) as unknown[]).length;
}

/** The names of the caches holding some user's answers. */
function userCaches(page: Page): Promise<string[]> {
  return page.evaluate(async () => (await caches.keys()).filter((name) => /^debtwise-(pages|api)-/.test(name)));
}

/** Whether the worker has kept `path`'s page for the signed-in user. */
function pageKept(page: Page, path: string): Promise<boolean> {
  return page.evaluate(async (wanted) => {
    for (const name of await caches.keys()) {
      if (!name.startsWith("debtwise-pages-")) continue;
      if (await (await caches.open(name)).match(wanted, { ignoreVary: true })) return true;
    }
    return false;
  }, path);
}

test("offline: the last known plan, a payment queued and sent once, caches gone on signing out", async ({ page }) => {
  test.setTimeout(120_000);
  const request = page.context().request;
  await registerViaApi(request);
  expect((await request.post("/api/debts", { data: VISA })).status()).toBe(201);
  expect((await request.post("/api/calculate-strategies", { data: { extraPayment: 300 } })).ok()).toBe(true);

  // Installable: the manifest linked, its icons served, the worker registered and controlling the page.
  await page.goto("/dashboard");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  for (const icon of ["/icons/icon-192.png", "/icons/icon-512.png"])
    expect((await request.get(icon)).status()).toBe(200);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 30_000 })
    .toMatch(/\/sw\.js$/);

  // Through the worker now: the plan screens are kept for this user.
  await page.goto("/payments");
  await expect(page.getByRole("heading", { name: "Payment history" })).toBeVisible();
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Grace!");
  await expect.poll(() => pageKept(page, "/dashboard"), { timeout: 15_000 }).toBe(true);
  await expect.poll(() => pageKept(page, "/payments"), { timeout: 15_000 }).toBe(true);

  // Offline, a reload shows the last known plan and says so.
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Grace!");
  await expect(page.getByTestId("debt-row").filter({ hasText: "Visa Card" })).toBeVisible();
  const note = page.getByRole("status").filter({ hasText: "You're offline." });
  await expect(note).toContainText(/Showing your plan as of \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}/);

  // A payment logged offline waits on the device.
  await page.getByRole("button", { name: "Log Payment", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Amount").fill("75");
  await dialog.getByRole("button", { name: "Log Payment" }).click();
  await expect(toast(page)).toContainText("Saved on this device; it will be sent when you're back online.");
  await expect(dialog).toHaveCount(0);
  await page.goto("/payments");
  await expect(page.getByTestId("queued-payment")).toHaveText(/\$75\.00 to Visa Card on .*\(pending\)/);
  expect(await paymentCount(request)).toBe(0);

  // Back online: sent, once; reconnecting again sends nothing more.
  await page.context().setOffline(false);
  await expect(toast(page)).toContainText("Payment sent");
  await expect(page.getByTestId("queued-payment")).toHaveCount(0);
  await expect(note).toHaveCount(0);
  await expect.poll(() => paymentCount(request)).toBe(1);
  await page.context().setOffline(true);
  await page.context().setOffline(false);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Payment history" })).toBeVisible();
  expect(await paymentCount(request)).toBe(1);

  // Signing out deletes this user's caches.
  expect(await userCaches(page)).not.toHaveLength(0);
  await page.getByRole("button", { name: "Logout", exact: true }).first().click();
  await expect(page).toHaveURL(/\/$/);
  expect(await userCaches(page)).toEqual([]);

  // Another account on this browser, offline: nothing of the first user, before or after its own plan is kept.
  await registerViaApi(request, { firstName: "Ada" });
  await page.context().setOffline(true);
  await page.goto("/dashboard").catch(() => undefined);
  await expect(page.getByText("Visa Card")).toHaveCount(0);
  await page.context().setOffline(false);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Ada!");
  await expect.poll(() => pageKept(page, "/dashboard"), { timeout: 15_000 }).toBe(true);
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Ada!");
  await expect(page.getByText("Visa Card")).toHaveCount(0);
  await page.context().setOffline(false);
});
