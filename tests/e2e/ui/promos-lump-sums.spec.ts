import type { APIRequestContext, Page } from "@playwright/test";
import {
  test,
  expect,
  registerViaApi,
  setPlanInDatabase,
  chooseOption,
  scrollUntilDrawn,
  sidewaysOverflow,
  whatIfDrawn,
} from "../fixtures";
import { expectAccessible } from "../accessibility";

// Promotions and lump sums on screen (docs/payoff.md): debt types and promotional rates in the calculator, on the
// dashboard and in the results (deferred interest warned with its month and amount); Pro's dated lump sums and more
// orders in the what-if, saved as the plan; Basic sees neither.

const SHORT_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "YYYY-MM", `monthsAhead` calendar months after the current UTC month (the plan's first payment month). */
function yearMonthAhead(monthsAhead: number): string {
  const now = new Date();
  const index = now.getUTCFullYear() * 12 + now.getUTCMonth() + monthsAhead;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** "2027-03" -> "Mar 2027", as the screens write months. */
function shortMonth(yearMonth: string): string {
  return `${SHORT_MONTHS[Number(yearMonth.slice(5)) - 1]} ${yearMonth.slice(0, 4)}`;
}

function calculatorForm(page: Page) {
  return page.getByRole("form", { name: "Debt payoff calculator" });
}

async function post<T = unknown>(request: APIRequestContext, path: string, data?: unknown): Promise<T> {
  const res = await request.post(path, data === undefined ? {} : { data });
  expect(res.ok(), `${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** After a viewport change the charts resize on their ResizeObserver's next turn: wait for the page to settle. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await expect.poll(() => sidewaysOverflow(page), { message: "page scrolls sideways" }).toBeLessThanOrEqual(0);
}

test("calculator: a store card with a 0% deferred-interest promo; results warn with the month and the amount", async ({
  page,
}) => {
  // The calculator, the results and two axe checks in one journey: generous on a loaded machine, not a speed check.
  test.setTimeout(360_000);
  await registerViaApi(page.context().request);
  await page.goto("/calculator");
  const entry = calculatorForm(page).getByRole("group", { name: /^Debt 1/ });
  await entry.getByLabel("Debt Name", { exact: true }).fill("Store card");
  await entry.getByRole("combobox", { name: "Type" }).click();
  await page.getByRole("option", { name: "Credit card" }).click();
  await entry.getByLabel("Balance", { exact: true }).fill("3000");
  await entry.getByLabel("Interest Rate (APR)", { exact: true }).fill("26.99");
  await entry.getByLabel("Minimum Payment", { exact: true }).fill("90");

  // Collapsed by default; the button says so.
  const disclosure = entry.getByRole("button", { name: /^Promo rate/ });
  await expect(disclosure).toHaveAttribute("aria-expanded", "false");
  await expect(entry.getByLabel("Promo APR")).toBeHidden();
  await disclosure.click();
  await expect(disclosure).toHaveAttribute("aria-expanded", "true");
  await expect(
    entry.getByText(
      "Store cards: if any balance is left when the promo ends, all the interest it deferred is charged at once",
    ),
  ).toBeVisible();

  // The promo fields go together: inline messages from the shared schema.
  await entry.getByRole("checkbox", { name: "Deferred interest" }).check();
  await entry.getByLabel("Promo APR").fill("0");
  const submit = calculatorForm(page).getByRole("button", { name: "Calculate My Payoff Plan" });
  await submit.click();
  await expect(entry.getByText("Enter the last month of the promo rate")).toBeVisible();
  await expect(page).toHaveURL(/\/calculator$/);

  const endsOn = yearMonthAhead(6);
  await entry.getByLabel("Promo ends").fill(endsOn);
  await expect(disclosure).toContainText(`0% until ${shortMonth(endsOn)}, deferred interest`);

  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, "calculator with the promo open");
  await page.setViewportSize({ width: 1280, height: 800 });

  const created = page.waitForRequest((r) => r.url().endsWith("/api/debts") && r.method() === "POST");
  await submit.click();
  expect((await created).postDataJSON()).toMatchObject({
    name: "Store card",
    kind: "credit_card",
    promoRate: "0.000",
    promoEndsOn: endsOn,
    deferredInterest: true,
  });
  await expect(page).toHaveURL(/\/results$/);

  // $90 a month for 6 months cannot clear $3,000: the deferred interest is charged the month after the promo.
  const card = page.getByRole("region", { name: "Promotional rates" });
  await expect(card).toContainText(`0% until ${shortMonth(endsOn)}`);
  await expect(card.getByRole("alert")).toHaveText(
    new RegExp(
      `\\$[\\d,]+\\.\\d{2} of deferred interest is charged in ${shortMonth(yearMonthAhead(7))} unless Store card is paid off by the end of ${shortMonth(endsOn)}`,
    ),
  );
  // The what-if runs the same promo in the browser and names the charge too.
  await scrollUntilDrawn(page.getByTestId("what-if-slot"), whatIfDrawn(page)); // drawn when it nears the screen
  await expect(page.getByTestId("what-if-deferred")).toContainText(
    new RegExp(
      `of deferred interest on Store card is charged in ${shortMonth(yearMonthAhead(7))}; paying it off by the end of ${shortMonth(endsOn)} avoids it`,
    ),
  );
  const table = page.getByRole("table", { name: "Your Monthly Payment Schedule" });
  await expect(table.getByRole("row", { name: /Store card/ })).toContainText(
    `Promo 0% until ${shortMonth(endsOn)}, deferred interest`,
  );
  const schedule = page.getByRole("region", { name: /Store card payment schedule/ });
  await expect(schedule.getByText("Promo rate this month").first()).toBeAttached();
  await expect(schedule.getByText(/deferred interest$/).first()).toBeVisible();

  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, "results with a promo");

  // Back in the calculator the promo is saved, so its disclosure starts open.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/calculator");
  const saved = calculatorForm(page).getByRole("group", { name: /^Debt 1/ });
  await expect(saved.getByRole("button", { name: /^Promo rate/ })).toHaveAttribute("aria-expanded", "true");
  await expect(saved.getByLabel("Promo ends")).toHaveValue(endsOn);
  await expect(saved.getByRole("combobox", { name: "Type" })).toHaveText("Credit card");
});

test("dashboard: each debt shows its type, and a running promo with its deferred-interest flag", async ({ page }) => {
  const request = page.context().request;
  const { email } = await registerViaApi(request);
  await setPlanInDatabase(email, "basic");
  const endsOn = yearMonthAhead(4);
  await post(request, "/api/debts", {
    name: "Store card",
    balance: "900",
    interestRate: "29.99",
    minPayment: "35",
    kind: "credit_card",
    promoRate: "2.99",
    promoEndsOn: endsOn,
    deferredInterest: true,
  });
  await post(request, "/api/debts", {
    name: "Car",
    balance: "6500",
    interestRate: "6.8",
    minPayment: "120",
    kind: "auto",
  });

  await page.goto("/dashboard");
  const rows = page.getByTestId("debt-row");
  const store = rows.filter({ hasText: "Store card" });
  await expect(store).toContainText("Credit card");
  await expect(store).toContainText(`Promo rate 2.99% until ${shortMonth(endsOn)}`);
  await expect(store).toContainText("Deferred interest");
  const car = rows.filter({ has: page.getByText("Car", { exact: true }) });
  await expect(car).toContainText("Auto loan");
  await expect(car).not.toContainText("Promo");
});

test("pro: dated lump sums in the what-if move the debt-free date and are saved as the plan", async ({ page }) => {
  const request = page.context().request;
  const { email } = await registerViaApi(request);
  await setPlanInDatabase(email, "pro");
  await post(request, "/api/debts", { name: "Visa", balance: "5000", interestRate: "18.9", minPayment: "150" });
  await post(request, "/api/debts", { name: "Car loan", balance: "8000", interestRate: "6.5", minPayment: "250" });
  await post(request, "/api/calculate-strategies", { extraPayment: 100 });

  await page.goto("/results");
  // Pro compares the more orders too, each of which can become the plan.
  const comparison = page.getByRole("region", { name: "Strategy Comparison" });
  await expect(comparison.getByRole("article")).toHaveCount(6);
  await expect(comparison.getByRole("heading", { name: "Highest interest cost" })).toBeVisible();
  await expect(comparison.getByRole("heading", { name: "Highest utilization" })).toBeVisible();
  await expect(comparison.getByRole("button", { name: "Make this my plan: Cash flow index" })).toBeVisible();

  await scrollUntilDrawn(page.getByTestId("what-if-slot"), whatIfDrawn(page)); // drawn when it nears the screen
  const whatIf = page.getByRole("region", { name: "What-If Simulator" });
  const date = whatIf.getByTestId("what-if-date");
  await expect(date).toBeVisible();
  const before = (await date.textContent()) ?? "";
  expect(before).toMatch(/\w+ \d{4}/);

  // The more orders are offered to Pro.
  const strategyList = whatIf.getByRole("combobox", { name: "Payoff strategy" });
  await strategyList.click();
  await expect(page.getByRole("option", { name: /^Cash flow index/ })).toBeVisible();
  await page.keyboard.press("Escape");
  await chooseOption(page, strategyList, { name: /^Highest interest cost/ });

  await whatIf.getByRole("button", { name: "Add lump sum" }).click();
  await expect(whatIf.getByLabel("Amount of lump sum 1")).toBeFocused();
  await whatIf.getByLabel("Amount of lump sum 1").fill("2000");
  await expect(whatIf.getByText("Choose the month")).toBeVisible();
  await whatIf.getByLabel("Month of lump sum 1").fill(yearMonthAhead(2));
  await whatIf.getByRole("button", { name: "Add lump sum" }).click();
  await whatIf.getByLabel("Amount of lump sum 2").fill("1500");
  await whatIf.getByLabel("Month of lump sum 2").fill(yearMonthAhead(5));
  await expect(date).not.toHaveText(before);

  // One far in the future is reported as unused, and goes again.
  await whatIf.getByRole("button", { name: "Add lump sum" }).click();
  await whatIf.getByLabel("Amount of lump sum 3").fill("500");
  await whatIf.getByLabel("Month of lump sum 3").fill(yearMonthAhead(480));
  await expect(whatIf.getByTestId("unused-lump-sums")).toContainText(
    `$500 in ${shortMonth(yearMonthAhead(480))} comes after you are debt-free, so it is not used`,
  );
  await whatIf.getByRole("button", { name: "Remove lump sum 3" }).click();
  await expect(whatIf.getByTestId("unused-lump-sums")).toHaveCount(0);

  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  const saved = page.waitForRequest((r) => r.url().endsWith("/api/plan") && r.method() === "PUT");
  await whatIf.getByRole("button", { name: "Make this my plan: the what-if above" }).click();
  expect((await saved).postDataJSON()).toEqual({
    strategy: "highest_interest_cost",
    extraPayment: "100.00",
    lumpSums: [
      { amount: "2000.00", month: yearMonthAhead(2) },
      { amount: "1500.00", month: yearMonthAhead(5) },
    ],
  });
  await expect(
    page
      .getByRole("region", { name: /Notifications/ })
      .getByText(/Highest interest cost with \$100\.00 extra a month and 2 lump sums is now your plan/),
  ).toBeVisible();
  await expect(whatIf.getByTestId("your-plan")).toBeVisible();

  const plan = (await (await request.get("/api/plan")).json()) as {
    strategy: string;
    lumpSums: { amount: string; month: string }[];
  };
  expect(plan.strategy).toBe("highest_interest_cost");
  expect(plan.lumpSums).toEqual([
    { amount: "2000.00", month: yearMonthAhead(2) },
    { amount: "1500.00", month: yearMonthAhead(5) },
  ]);

  await page.reload();
  await scrollUntilDrawn(page.getByTestId("what-if-slot"), whatIfDrawn(page));
  // The what-if starts from the saved plan, not the recommendation (avalanche): nothing to reset, the same figures.
  await expect(whatIf.getByRole("combobox", { name: "Payoff strategy" })).toContainText("Highest interest cost");
  await expect(whatIf.getByTestId("your-plan")).toBeVisible();
  await expect(whatIf.getByRole("button", { name: "Reset" })).toBeDisabled();
  await expect(whatIf.getByText("Same as your saved plan")).toHaveCount(2);
  await expect(whatIf.getByLabel("Amount of lump sum 1")).toHaveValue("2000");
  await expect(whatIf.getByLabel("Month of lump sum 1")).toHaveValue(yearMonthAhead(2));
  await expect(whatIf.getByLabel("Amount of lump sum 2")).toHaveValue("1500");
  await expectAccessible(page, "results with lump sums");
});

test("basic: no lump-sum inputs and no more orders in the what-if or the comparison", async ({ page }) => {
  const request = page.context().request;
  const { email } = await registerViaApi(request);
  await setPlanInDatabase(email, "basic");
  await post(request, "/api/debts", { name: "Visa", balance: "5000", interestRate: "18.9", minPayment: "150" });
  await post(request, "/api/debts", { name: "Car loan", balance: "8000", interestRate: "6.5", minPayment: "250" });
  await post(request, "/api/calculate-strategies", { extraPayment: 100 });

  await page.goto("/results");
  await scrollUntilDrawn(page.getByTestId("what-if-slot"), whatIfDrawn(page)); // drawn when it nears the screen
  const whatIf = page.getByRole("region", { name: "What-If Simulator" });
  await expect(whatIf.getByRole("slider", { name: "Extra monthly payment" })).toBeVisible();
  await expect(whatIf.getByText(/Pro adds advanced simulations: dated lump sums, more payoff orders/)).toBeVisible();
  await expect(whatIf.getByRole("button", { name: "Add lump sum" })).toHaveCount(0);
  await expect(whatIf.getByLabel(/lump sum/)).toHaveCount(0);
  await expect(whatIf.getByRole("combobox", { name: "Payoff strategy" })).toHaveCount(0);
  await expect(whatIf.getByRole("button", { name: /Make this my plan/ })).toHaveCount(0);

  const comparison = page.getByRole("region", { name: "Strategy Comparison" });
  await expect(comparison.getByRole("article")).toHaveCount(3);
  await expect(comparison.getByRole("heading", { name: "Highest interest cost" })).toHaveCount(0);
  await expect(comparison.getByRole("heading", { name: "Cash flow index" })).toHaveCount(0);
  await expect(comparison.getByRole("heading", { name: "Highest utilization" })).toHaveCount(0);
});
