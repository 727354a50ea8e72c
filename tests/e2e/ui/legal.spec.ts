import type { Page } from "@playwright/test";
import { test, expect } from "../fixtures";

// The three static legal pages: heading, 'Last updated' on privacy and terms, key clauses, and
// 'Back to Home'.

async function todayInBrowser(page: Page): Promise<string> {
  return page.evaluate(() =>
    new Date().toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" }),
  );
}

const BILLING_CLAUSES = [
  "1 debt",
  "$15 per month",
  "14-day free trial",
  "$25 per month",
  "30-day money-back guarantee",
  "5-10 business days",
  "end of the current billing period",
];

test("privacy policy: heading, today's date, plans and billing clauses", async ({ page }) => {
  await page.goto("/privacy-policy");
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  await expect(page.getByText(/^Last updated:/)).toHaveText(`Last updated: ${await todayInBrowser(page)}`);
  const main = page.getByRole("main");
  for (const clause of BILLING_CLAUSES) await expect(main).toContainText(clause);
  await expect(main).toContainText(/30 days.{0,2}notice/);
  await expect(main).toContainText("aged 18 or older");
  await expect(main).toContainText("We do not sell your personal information");
});

test("terms of service: heading, today's date, plans and billing clauses", async ({ page }) => {
  await page.goto("/terms-of-service");
  await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
  await expect(page.getByText(/^Last updated:/)).toHaveText(`Last updated: ${await todayInBrowser(page)}`);
  const main = page.getByRole("main");
  for (const clause of BILLING_CLAUSES) await expect(main).toContainText(clause);
  await expect(main).toContainText("at least 30 days before a new price applies");
  await expect(main).toContainText("One free trial is available per account, on either plan.");
  await expect(main).toContainText("at least 18 years old");
  await expect(main.getByRole("heading", { name: /Cancellation/ })).toBeVisible();
  await expect(main.getByRole("heading", { name: /Refunds and money-back guarantee/ })).toBeVisible();
});

test("financial disclaimer: educational only, not advice, monthly compounding, professionals", async ({ page }) => {
  await page.goto("/financial-disclaimer");
  await expect(page.getByRole("heading", { level: 1, name: "Financial Disclaimer" })).toBeVisible();
  await expect(page.getByText(/^Last updated:/)).toHaveCount(0);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: /Educational information only/ })).toBeVisible();
  await expect(main.getByRole("heading", { name: /Not financial, legal or tax advice/ })).toBeVisible();
  await expect(main).toContainText("Interest compounds monthly at the annual percentage rate (APR) divided by 12");
  await expect(main.getByRole("heading", { name: /No guarantee of outcomes/ })).toBeVisible();
  await expect(main.getByRole("heading", { name: /Consult qualified professionals/ })).toBeVisible();
});

for (const path of ["/privacy-policy", "/terms-of-service", "/financial-disclaimer"]) {
  test(`'Back to Home' on ${path} returns to /`, async ({ page }) => {
    await page.goto(path);
    await page.getByRole("link", { name: "Back to Home" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("debt-free");
  });
}

test("a signed-out visitor sees the signed-out bar on a legal page", async ({ page }) => {
  await page.goto("/privacy-policy");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Login" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Pricing" })).toHaveAttribute("href", "/#pricing");
});
