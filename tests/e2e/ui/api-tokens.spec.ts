import type { Page } from "@playwright/test";
import { test, expect, registerViaApi, setPlanInDatabase, verifyEmailInDatabase } from "../fixtures";

// API access (docs/product-rules.md "Plans and limits") on the account settings screen (Pro creates, copies once,
// revokes; Free sees the upgrade) and the public /developers page. The API itself is proven in
// tests/integration/api-tokens.test.ts.

function toast(page: Page) {
  return page.locator("[data-slot=toast]").first();
}

test("a Pro user creates a token, copies it once, uses it, and revokes it", async ({ page, context, playwright }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const { email } = await registerViaApi(context.request);
  await setPlanInDatabase(email, "pro");
  await page.goto("/settings/account");
  const card = page.getByRole("region", { name: "API access" });
  // Unverified, the card says why instead of offering a button the server refuses (lib/auth/verified-email.ts).
  await expect(card.getByTestId("api-access-verify-first")).toContainText("Verify your e-mail first.");
  await expect(card.getByRole("button", { name: "Create token" })).toHaveCount(0);
  await verifyEmailInDatabase(email);
  await page.goto("/settings/account");
  await expect(card.getByText("You have no tokens yet.")).toBeVisible();
  // When tokens end, as lib/account/settings.ts and lib/billing/subscription.ts revoke them.
  await expect(card.getByTestId("api-access-revocation")).toHaveText(
    "A token stops working when you revoke it, change or set your password, change your e-mail address, use “Sign out everywhere”, or leave the Pro plan.",
  );

  await card.getByRole("button", { name: "Create token" }).click();
  const dialog = page.getByRole("dialog", { name: "Create an API token" });
  // The shared schema refuses a blank name beside the field.
  await dialog.getByRole("button", { name: "Create token" }).click();
  await expect(dialog.getByText("Name is required")).toBeVisible();
  await dialog.getByLabel("Name").fill("Budget spreadsheet");
  await dialog.getByRole("button", { name: "Create token" }).click();
  await expect(dialog).toBeHidden();

  const reveal = card.getByTestId("api-token-reveal");
  await expect(reveal).toContainText("won't be shown again");
  const token = await reveal.getByLabel("Your new API token").inputValue();
  expect(token).toMatch(/^dw_pat_[A-Za-z0-9_-]{43}$/);
  await reveal.getByRole("button", { name: "Copy" }).click();
  await expect(toast(page)).toContainText("Token copied");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);

  const row = card.getByTestId("api-token-row");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Budget spreadsheet");
  await expect(row).toContainText("Read only");
  await expect(row).toContainText(`${token.slice(0, 15)}…`);
  await expect(row).toContainText("Never used");

  // Shown once: after Done, or on a fresh load, the secret is nowhere on the page.
  await reveal.getByRole("button", { name: "Done" }).click();
  await expect(reveal).toBeHidden();
  await page.reload();
  await expect(page.getByRole("region", { name: "API access" }).getByTestId("api-token-row")).toHaveCount(1);
  expect(await page.content()).not.toContain(token.slice(15));

  // The token reads the API without a cookie, and "last used" shows up.
  const api = await playwright.request.newContext({
    baseURL: new URL(page.url()).origin,
    extraHTTPHeaders: { authorization: `Bearer ${token}` },
  });
  expect((await api.get("/api/debts")).status()).toBe(200);
  expect(
    (await api.post("/api/debts", { data: { name: "x", balance: "1", interestRate: "1", minPayment: "1" } })).status(),
  ).toBe(403);
  await page.reload();
  await expect(page.getByRole("region", { name: "API access" }).getByTestId("api-token-row")).toContainText(
    "Last used",
  );

  await page.getByRole("button", { name: "Revoke Budget spreadsheet" }).click();
  const confirm = page.getByRole("alertdialog", { name: 'Revoke "Budget spreadsheet"?' });
  await confirm.getByRole("button", { name: "Revoke token" }).click();
  await expect(confirm).toBeHidden();
  await expect(toast(page)).toContainText("Token revoked");
  await expect(page.getByRole("region", { name: "API access" }).getByText("You have no tokens yet.")).toBeVisible();
  expect((await api.get("/api/debts")).status()).toBe(401);
  await api.dispose();
});

test("a write token is labelled read and write", async ({ page, context }) => {
  const { email } = await registerViaApi(context.request);
  await setPlanInDatabase(email, "pro");
  await verifyEmailInDatabase(email); // tokens need a verified address
  await page.goto("/settings/account");
  const card = page.getByRole("region", { name: "API access" });
  await card.getByRole("button", { name: "Create token" }).click();
  const dialog = page.getByRole("dialog", { name: "Create an API token" });
  await dialog.getByLabel("Name").fill("Payment logger");
  await dialog.getByRole("checkbox", { name: "Allow changes (write access)" }).check();
  await dialog.getByRole("button", { name: "Create token" }).click();
  await expect(card.getByTestId("api-token-row")).toContainText("Read and write");
});

test("Free sees what API access is and an upgrade link, with no form", async ({ page, context }) => {
  await registerViaApi(context.request);
  await page.goto("/settings/account");
  const card = page.getByRole("region", { name: "API access" });
  await expect(card.getByTestId("api-access-upgrade")).toHaveText("API access is included in the Pro plan.");
  await expect(card.getByRole("link", { name: "Upgrade to Pro" })).toHaveAttribute("href", "/subscribe");
  await expect(card.getByRole("button", { name: "Create token" })).toHaveCount(0);
});

test("/developers documents the token routes and links the OpenAPI document", async ({ page, request }) => {
  await page.goto("/developers");
  await expect(page.getByRole("heading", { level: 1, name: "The DebtWise API" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Authentication" })).toBeVisible();
  const doc = (await (await request.get("/api/openapi.json")).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  const operations = Object.values(doc.paths).reduce((n, ops) => n + Object.keys(ops).length, 0);
  await expect(page.getByTestId("api-operation")).toHaveCount(operations);
  await expect(page.getByRole("heading", { name: /^GET \/api\/plan\/this-month/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "/api/openapi.json" })).toHaveAttribute("href", "/api/openapi.json");
});
