import { readFile } from "node:fs/promises";
import type { APIRequestContext } from "@playwright/test";
import { test, expect, registerViaApi, setPlanInDatabase } from "../fixtures";

// Exports by plan on the screens (docs/product-rules.md "Plans and limits"). Pro downloads the PDF plan report from the
// results page; Free and Basic see an upgrade note where it would be, and Free sees one instead of the payments CSV
// button.

/** A new user on `plan` with one card and a calculated plan; answers the user's e-mail. */
async function withStrategy(request: APIRequestContext, plan: "free" | "basic" | "pro"): Promise<string> {
  const { email } = await registerViaApi(request);
  await setPlanInDatabase(email, plan);
  const debt = await request.post("/api/debts", {
    data: { name: "Visa Card", balance: "2400", interestRate: "19.99", minPayment: "75" },
  });
  expect(debt.ok()).toBe(true);
  const calculated = await request.post("/api/calculate-strategies", { data: { extraPayment: 100 } });
  expect(calculated.ok()).toBe(true);
  return email;
}

test("Pro downloads the PDF plan report from the results page, and can print", async ({ page }) => {
  await withStrategy(page.context().request, "pro");
  await page.goto("/results");
  await expect(page.getByRole("heading", { level: 1, name: "Your Debt Payoff Plan" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Print" })).toBeVisible();

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download PDF report" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("debtwise-plan-report.pdf");
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  await expect(
    page.getByText("The PDF plan report (summary, chart and every debt's schedule) is included in Pro."),
  ).toHaveCount(0);
});

test("printed, the results page keeps the plan and drops the controls", async ({ page }) => {
  await withStrategy(page.context().request, "pro");
  await page.goto("/results");
  const heading = page.getByRole("heading", { level: 1, name: "Your Debt Payoff Plan" });
  await expect(heading).toBeVisible();
  const print = page.getByRole("button", { name: "Print" });
  await expect(print).toBeVisible();

  // The print rules in app/globals.css: no navigation, footer or buttons on paper; the plan's sections stay.
  await page.emulateMedia({ media: "print" });
  await expect(print).toBeHidden();
  await expect(page.getByRole("button", { name: "Download PDF report" })).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await expect(page.locator("footer")).toBeHidden();
  await expect(heading).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Your plan analysis" })).toBeVisible();

  await page.emulateMedia({ media: "screen" });
  await expect(print).toBeVisible();
});

test("the plan's message is titled by its depth and plan, and never called AI without a model", async ({ page }) => {
  const request = page.context().request;
  const email = await withStrategy(request, "free");
  // The depth is decided when the plan is calculated (Free: in brief; Basic and Pro: the analysis); the test run
  // has no model key, so the built-in writer wrote each and nothing may say AI.
  for (const [plan, title] of [
    ["free", "Your plan in brief"],
    ["basic", "Your plan analysis"],
    ["pro", "Your plan analysis"],
  ] as const) {
    await setPlanInDatabase(email, plan);
    expect((await request.post("/api/calculate-strategies", { data: { extraPayment: 100 } })).ok()).toBe(true);
    await page.goto("/results");
    const card = page.locator("[data-slot=card]", { has: page.getByRole("heading", { level: 2, name: title }) });
    await expect(card).toBeVisible();
    await expect(card).toContainText("Written from your plan's numbers.");
    await expect(card).not.toContainText(/\bAI\b/);
    await expect(page.getByRole("heading", { name: /\bAI\b/ })).toHaveCount(0);
  }
});

test("Basic exports CSV but sees the PDF report as a Pro upgrade", async ({ page }) => {
  await withStrategy(page.context().request, "basic");
  await page.goto("/results");
  await expect(page.getByRole("button", { name: "Export CSV" })).toBeEnabled();
  await expect(page.getByRole("button", { name: "Download PDF report" })).toHaveCount(0);
  await expect(
    page.getByText("The PDF plan report (summary, chart and every debt's schedule) is included in Pro."),
  ).toBeVisible();
});

test("Free sees upgrade notes instead of the report and the payments CSV", async ({ page }) => {
  await withStrategy(page.context().request, "free");
  await page.goto("/results");
  await expect(page.getByRole("button", { name: "Download PDF report" })).toHaveCount(0);
  await expect(
    page.getByText("The PDF plan report (summary, chart and every debt's schedule) is included in Pro."),
  ).toBeVisible();

  await page.goto("/payments");
  await expect(page.getByRole("heading", { level: 1, name: "Payment history" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Download CSV" })).toHaveCount(0);
  await expect(page.getByText("CSV export is included in Basic and Pro.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Upgrade to download" })).toHaveAttribute("href", "/subscribe");
});
