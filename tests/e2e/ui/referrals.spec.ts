import type { Page } from "@playwright/test";
import { test, expect, registerViaApi, uniqueEmail, uniqueIp, PASSWORD } from "../fixtures";

// The Referral Program screen (docs/product-rules.md "Referrals"): stats, create / copy / share of the
// link, how it works, the history and its empty state; and a friend arriving through the link.

/** The visible toast (Radix also copies its text into a screen-reader announcement). */
function toast(page: Page) {
  return page.locator("[data-slot=toast]").first();
}

function stat(page: Page, title: string) {
  return page.getByRole("group", { name: title }).getByTestId("stat-value");
}

async function createLink(page: Page): Promise<string> {
  await page.getByRole("button", { name: "Create Referral Link" }).click();
  await expect(toast(page)).toContainText("Referral link created successfully!");
  const input = page.getByTestId("referral-link");
  await expect(input).toHaveValue(/\/r\/[0-9a-z]{8}$/);
  return input.inputValue();
}

test("a new user sees empty stats and history, creates a link, and copies it", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await registerViaApi(context.request);
  await page.goto("/referrals");

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Referral Program");
  await expect(stat(page, "Total Referrals")).toHaveText("0");
  await expect(stat(page, "Paid Subscribers")).toHaveText("0");
  await expect(stat(page, "Total Earnings")).toHaveText("$0.00");
  await expect(page.getByText("No referrals yet")).toBeVisible();
  await expect(page.getByRole("heading", { name: "How It Works" })).toBeVisible();
  await expect(page.getByText("$10 for every friend who becomes a paid subscriber.").first()).toBeVisible();

  const link = await createLink(page);
  expect(new URL(link).pathname).toMatch(/^\/r\/[0-9a-z]{8}$/);
  await expect(page.getByRole("button", { name: "Create Referral Link" })).toHaveCount(0);

  // Copy: the clipboard holds the link, the button confirms, then resets after 2 seconds.
  const copy = page.getByRole("button", { name: "Copy", exact: true });
  await copy.click();
  await expect(toast(page)).toContainText("Referral link copied to clipboard!");
  const copied = page.getByRole("button", { name: "Copied!" });
  await expect(copied).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expect(copied).toHaveCount(0, { timeout: 4_000 });
  await expect(copy).toBeVisible();

  // The link is created once: after a reload the same one is shown.
  await page.reload();
  await expect(page.getByTestId("referral-link")).toHaveValue(link);
});

test("share falls back to copying when sharing fails", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await context.addInitScript(() => {
    Object.defineProperty(navigator, "share", {
      configurable: true,
      value: () => Promise.reject(new Error("Share failed")),
    });
  });
  await registerViaApi(context.request);
  await page.goto("/referrals");
  const link = await createLink(page);

  await page.getByRole("button", { name: "Share" }).click();
  await expect(toast(page)).toContainText("Referral link copied to clipboard!");
  await expect(page.getByRole("button", { name: "Copied!" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
});

test("a friend who follows the link and signs up appears in the history as Signed Up", async ({
  page,
  context,
  browser,
}) => {
  await registerViaApi(context.request);
  await page.goto("/referrals");
  const link = await createLink(page);

  // The friend, in a browser of their own: /r/<code> opens the sign-up form, which they fill in.
  const friendContext = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": uniqueIp() } });
  try {
    const friend = await friendContext.newPage();
    await friend.goto(link);
    await expect(friend).toHaveURL(/\/login\?mode=register$/);
    const form = friend.getByRole("form", { name: "Create account" });
    const email = uniqueEmail("buddy");
    await form.getByLabel("First name").fill("Buddy");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Password").fill(PASSWORD);
    await form.getByRole("button", { name: "Create account" }).click();
    await expect(friend).toHaveURL(/\/$/);
  } finally {
    await friendContext.close();
  }

  await page.reload();
  await expect(stat(page, "Total Referrals")).toHaveText("1");
  await expect(stat(page, "Paid Subscribers")).toHaveText("0");
  const row = page.getByTestId("referral-row");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("b***@example.com");
  await expect(row).toContainText("Signed Up");
  await expect(page.getByText("No referrals yet")).toHaveCount(0);
});
