import type { APIRequestContext, Page } from "@playwright/test";
import { test, expect, registerViaApi, scrollUntilDrawn, setPlanInDatabase, sql } from "../fixtures";

// The dashboard's "Forecast" card (docs/product-rules.md "Plans and limits"): Pro sees its plan's date next to the date
// at its own pace; Free and Basic see a note naming Pro and no numbers. (The pace's arithmetic, with backdated
// payments, is proven in tests/unit/forecast-rules.test.ts and tests/integration/forecast.test.ts.)

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
  await scrollUntilDrawn(chart, card.locator(".recharts-wrapper"));
  await card.getByRole("button", { name: "Show the numbers as a table" }).click();
  await expect(card.getByRole("table").getByRole("row").nth(1).getByRole("cell").first()).toHaveText("—");
});

/** "YYYY-MM" of the calendar month `back` months before this one (UTC, as the server counts months). */
function monthsAgo(back: number): string {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  return d.toISOString().slice(0, 7);
}

test("Pro with three months of payments sees both dates, the gap in months and dollars, and both lines", async ({
  page,
}) => {
  const request = page.context().request;
  const { email } = await registerViaApi(request);
  await setPlanInDatabase(email, "pro");
  await addDebt(request);
  // The balance was entered four months ago (its opening row moved back), so payments can be logged in the last
  // three full months: $200 a month, against a saved plan of $450 a month.
  const [debt] = await sql<{ id: string }>(
    `SELECT d.id FROM "Debt" d JOIN "User" u ON u.id = d."userId" WHERE u.email = $1`,
    [email],
  );
  await sql(`UPDATE "LedgerEntry" SET "effectiveOn" = $2::date WHERE "debtId" = $1 AND kind = 'opening'`, [
    debt!.id,
    `${monthsAgo(4)}-01`,
  ]);
  for (const back of [3, 2, 1]) {
    const res = await request.post("/api/payments/log", {
      data: { debtId: debt!.id, amount: "200", paymentDate: `${monthsAgo(back)}-15` },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  const saved = await request.put("/api/plan", { data: { strategy: "avalanche", extraPayment: "300" } });
  expect(saved.status(), await saved.text()).toBe(200);
  const forecast = (await (await request.get("/api/progress/forecast")).json()) as {
    gapMonths: number;
    plan: { months: number };
    atPace: { months: number };
  };
  expect(forecast.gapMonths).toBeGreaterThan(0);

  await page.goto("/");
  const card = forecastCard(page);
  await expect(card.getByTestId("forecast-plan-date")).toHaveText(
    new RegExp(`^[A-Z][a-z]+ \\d{4} \\(${forecast.plan.months} months\\)$`),
  );
  await expect(card.getByTestId("forecast-pace-date")).toHaveText(
    new RegExp(`^[A-Z][a-z]+ \\d{4} \\(${forecast.atPace.months} months\\)$`),
  );
  await expect(card.getByTestId("forecast-summary")).toContainText(
    new RegExp(
      `^${forecast.gapMonths} months? later and \\$[\\d,]+\\.\\d{2} more interest than your plan at your pace of \\$200\\.00/month over the last 3 months\\.$`,
    ),
  );
  // Both lines, and their numbers as a table (the first month has a balance on each).
  const chart = card.getByRole("img", { name: /Line chart of your total balance by month/ });
  await scrollUntilDrawn(chart, card.locator(".recharts-wrapper"));
  await expect(card.locator(".recharts-line")).toHaveCount(2);
  await card.getByRole("button", { name: "Show the numbers as a table" }).click();
  const table = card.getByRole("table");
  await expect(table.getByRole("columnheader")).toContainText(["At your pace", "Plan"]);
  const first = table.getByRole("row").nth(1);
  await expect(first.getByRole("rowheader")).toHaveText(/^[A-Z][a-z]+ \d{4}$/);
  await expect(first.getByRole("cell")).toHaveText([/^\$[\d,]+\.\d{2}$/, /^\$[\d,]+\.\d{2}$/]);
});
