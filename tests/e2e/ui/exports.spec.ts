import { readFile } from "node:fs/promises";
import type { APIRequestContext } from "@playwright/test";
import { test, expect, registerViaApi, setPlanInDatabase } from "../fixtures";

// Issue 16 item 4: exports by plan on the screens. Pro downloads the PDF plan report from the results page; Free
// and Basic see an upgrade note where it would be, and Free sees one instead of the payments CSV button.

async function withStrategy(request: APIRequestContext, plan: "free" | "basic" | "pro"): Promise<void> {
  const { email } = await registerViaApi(request);
  await setPlanInDatabase(email, plan);
  const debt = await request.post("/api/debts", {
    data: { name: "Visa Card", balance: "2400", interestRate: "19.99", minPayment: "75" },
  });
  expect(debt.ok()).toBe(true);
  const calculated = await request.post("/api/calculate-strategies", { data: { extraPayment: 100 } });
  expect(calculated.ok()).toBe(true);
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
