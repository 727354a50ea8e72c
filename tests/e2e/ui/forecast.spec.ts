import type { APIRequestContext, Page } from "@playwright/test";
import { test, expect, registerViaApi, setPlanInDatabase } from "../fixtures";

// The dashboard's "Forecast" card (issue 16 item 2): Pro sees its plan's date next to the date at its own pace;
// Free and Basic see a note naming Pro and no numbers. (The pace's arithmetic, with backdated payments, is proven in
// tests/unit/forecast-rules.test.ts and tests/integration/forecast.test.ts.)

async function addDebt(request: APIRequestContext): Promise<void> {
  const res = await request.post("/api/debts", {
    data: { name: "Visa Card", balance: "5000", interestRate: "18.9", minPayment: "150" },
  });
  expect(res.status(), await res.text()).toBe(201);
}

function forecastCard(page: Page) {
  return page.getByRole("region", { name: "Forecast" });
}

test("Free and Basic see the upgrade note naming Pro, and no numbers", async ({ page }) => {
  const request = page.context().request;
  const { email } = await registerViaApi(request);
  await addDebt(request);
  for (const plan of ["free", "basic"] as const) {
    await setPlanInDatabase(email, plan);
    await page.goto("/");
    const card = forecastCard(page);
    await expect(card).toContainText("Forecasting is included in the Pro plan.");
    await expect(card.getByRole("link", { name: "Compare plans" })).toHaveAttribute("href", "/subscribe");
    await expect(card.getByTestId("forecast-plan-date")).toHaveCount(0);
    await expect(card.getByRole("img")).toHaveCount(0);
  }
});

test("Pro sees the plan's date, and a note until a full month of payments is logged", async ({ page }) => {
  const request = page.context().request;
  const { email } = await registerViaApi(request);
  await setPlanInDatabase(email, "pro");
  await addDebt(request);
  await page.goto("/");

  const card = forecastCard(page);
  await expect(card.getByTestId("forecast-plan-date")).toHaveText(/^[A-Z][a-z]+ \d{4} \(\d+ months\)$/);
  await expect(card.getByTestId("forecast-pace-date")).toHaveText("Not enough history yet");
  await expect(card.getByTestId("forecast-summary")).toContainText("full calendar month");
  await expect(card.getByRole("link", { name: "Compare plans" })).toHaveCount(0);
  // The plan's line alone, with its numbers as a table when asked for.
  const chart = card.getByRole("img", { name: /Line chart of your total balance by month/ });
  await expect(chart).toBeVisible();
  await chart.scrollIntoViewIfNeeded();
  await expect(card.locator(".recharts-wrapper")).toBeVisible();
  await card.getByRole("button", { name: "Show the numbers as a table" }).click();
  await expect(card.getByRole("table").getByRole("row").nth(1).getByRole("cell").first()).toHaveText("—");
});
