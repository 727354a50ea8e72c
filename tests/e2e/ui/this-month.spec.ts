import type { APIRequestContext, Page } from "@playwright/test";
import {
  test,
  expect,
  chooseOption,
  registerViaApi,
  scrollUntilDrawn,
  setPlanInDatabase,
  sql,
  whatIfDrawn,
} from "../fixtures";

// The saved plan on screen (docs/payoff.md "The saved plan"): the dashboard's "Pay this month", the calculator starting
// from the plan's extra payment, and the results' "Make this my plan" (and, for Pro, a custom order).
//
// Two debts where the strategies disagree: avalanche targets Visa Card (highest rate), snowball Store Card
// (smallest balance). With $300 extra the target's month is its minimum + $300, the other's its minimum.
const VISA = { name: "Visa Card", balance: "5000", interestRate: "22", minPayment: "150" };
const STORE = { name: "Store Card", balance: "800", interestRate: "9", minPayment: "40" };

async function addDebt(request: APIRequestContext, debt: typeof VISA): Promise<string> {
  const res = await request.post("/api/debts", { data: debt });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const STATUS_LABELS = { on_track: "On track", ahead: "Ahead of plan", behind: "Behind plan" } as const;

function thisMonthCard(page: Page) {
  return page.getByRole("region", { name: "Pay this month" });
}

function planRow(page: Page, name: string) {
  return thisMonthCard(page).getByTestId("plan-row").filter({ hasText: name });
}

function comparisonCard(page: Page, heading: string) {
  return page
    .getByRole("region", { name: "Strategy Comparison" })
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: heading }) });
}

function toast(page: Page) {
  return page.locator("[data-slot=toast]").first();
}

test("calculate with $300 extra, pay the target from its row, then make snowball the plan", async ({ page }) => {
  const request = page.context().request;
  const { email } = await registerViaApi(request);
  await setPlanInDatabase(email, "basic");
  await addDebt(request, VISA);
  await addDebt(request, STORE);

  // No plan saved yet: the calculator starts from no extra and says what calculating does.
  await page.goto("/calculator");
  const form = page.getByRole("form", { name: "Debt payoff calculator" });
  const extra = form.getByLabel("Extra Monthly Payment (optional)");
  await expect(extra).toHaveValue("0");
  await expect(form.getByText("Calculating saves it as your plan's extra.")).toBeVisible();
  await extra.fill("300");
  await form.getByRole("button", { name: "Calculate My Payoff Plan" }).click();
  await expect(page).toHaveURL(/\/results$/);

  // The dashboard leads with this month: the avalanche target gets its minimum + $300, the other its minimum.
  await page.goto("/");
  const card = thisMonthCard(page);
  await expect(card).toBeVisible();
  // Above the summary cards.
  const cardTop = (await card.boundingBox())!.y;
  expect(cardTop).toBeLessThan((await page.getByRole("region", { name: "Summary" }).boundingBox())!.y);
  await expect(card).toContainText("Avalanche, $490.00 a month ($300.00 extra)");
  await expect(planRow(page, "Visa Card")).toContainText("Planned$450.00");
  await expect(planRow(page, "Store Card")).toContainText("Planned$40.00");
  await expect(planRow(page, "Visa Card")).toContainText("Paid$0.00");
  await expect(planRow(page, "Visa Card")).toContainText("No due day set");
  await expect(card.getByTestId("plan-status")).toHaveText("On track");
  await expect(card).toContainText(
    "compares today's total balance with where your plan, as it stands since its last change, projected it",
  );
  await expect(card.getByTestId("debt-free-outlook")).toHaveText(/^Debt-free in \d+ months · [A-Z][a-z]+ \d{4}$/);

  // A due day set on the debts list shows on the plan's row.
  await chooseOption(page, page.getByRole("combobox", { name: "Due day for Visa Card" }), { name: "10th" });
  await expect(planRow(page, "Visa Card")).toContainText("Due on the 10th");

  // Log payment on the row opens the dialog on that debt; paying the planned amount marks it done.
  // It starts from what the row has left this month.
  await planRow(page, "Visa Card").getByRole("button", { name: "Log payment for Visa Card" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("combobox", { name: "Debt" })).toContainText("Visa Card");
  await expect(dialog.getByLabel("Amount")).toHaveValue("450.00");
  await dialog.getByRole("button", { name: "Log Payment" }).click();
  await expect(dialog.getByRole("heading", { name: "Payment logged!" })).toBeVisible();
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog).toBeHidden();

  await expect(planRow(page, "Visa Card")).toContainText("Done");
  await expect(planRow(page, "Visa Card")).toContainText("Paid$450.00");
  await expect(planRow(page, "Visa Card")).toContainText("Left$0.00");
  await expect(planRow(page, "Store Card")).not.toContainText("Done");
  await expect(card).toContainText("$450.00 of $490.00");
  // A done row has nothing left: its dialog starts blank. The other row starts from its own amount.
  await planRow(page, "Visa Card").getByRole("button", { name: "Log payment for Visa Card" }).click();
  await expect(dialog.getByLabel("Amount")).toHaveValue("");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await planRow(page, "Store Card").getByRole("button", { name: "Log payment for Store Card" }).click();
  await expect(dialog.getByRole("combobox", { name: "Debt" })).toContainText("Store Card");
  await expect(dialog.getByLabel("Amount")).toHaveValue("40.00");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  // The badge says what the server concluded (lib/plan/this-month.ts planStatus; this month's interest may not be
  // charged yet, so a paid target can already read as ahead).
  const { status } = (await (await request.get("/api/plan/this-month")).json()) as {
    status: keyof typeof STATUS_LABELS;
  };
  await expect(card.getByTestId("plan-status")).toHaveText(STATUS_LABELS[status]);

  // Results: the saved plan's card says so; snowball can be made the plan.
  await page.goto("/results");
  await expect(comparisonCard(page, "Avalanche").getByTestId("your-plan")).toHaveText("Your plan");
  await expect(comparisonCard(page, "Minimums Only").getByRole("button")).toHaveCount(0);
  // Basic: a custom order needs Pro.
  await expect(
    page.getByRole("region", { name: "Your own payoff order" }).getByRole("link", { name: "Upgrade to Pro" }),
  ).toHaveAttribute("href", "/subscribe");

  await comparisonCard(page, "Snowball").getByRole("button", { name: "Make this my plan: Snowball" }).click();
  await expect(toast(page)).toContainText("Snowball with $300.00 extra a month is now your plan.");
  await expect(comparisonCard(page, "Snowball").getByTestId("your-plan")).toBeVisible();
  await expect(
    comparisonCard(page, "Avalanche").getByRole("button", { name: "Make this my plan: Avalanche" }),
  ).toBeVisible();
  const saved = (await (await request.get("/api/plan")).json()) as { strategy: string; extraPayment: string };
  expect(saved).toMatchObject({ strategy: "snowball", extraPayment: "300.00" });

  // The what-if starts from the saved plan (snowball), not the recommendation (avalanche), and measures against it.
  await page.reload();
  await scrollUntilDrawn(page.getByTestId("what-if-slot"), whatIfDrawn(page)); // drawn when it nears the screen
  const whatIf = page.getByRole("region", { name: "What-If Simulator" });
  await expect(whatIf.getByText("Snowball strategy")).toBeVisible();
  await expect(whatIf.getByText("Same as your saved plan")).toHaveCount(2);
  await expect(whatIf.getByRole("button", { name: "Reset" })).toBeDisabled();

  // The dashboard follows: the smallest balance is now the target; Visa's $450 covers its minimum.
  await page.goto("/");
  await expect(thisMonthCard(page)).toContainText("Snowball, $490.00 a month ($300.00 extra)");
  await expect(planRow(page, "Store Card")).toContainText("Planned$340.00");
  await expect(planRow(page, "Visa Card")).toContainText("Planned$150.00");
  await expect(planRow(page, "Visa Card")).toContainText("Done");

  // The calculator now starts from the saved extra and says where it came from.
  await page.goto("/calculator");
  await expect(form.getByLabel("Extra Monthly Payment (optional)")).toHaveValue("300.00");
  await expect(form.getByText("Your saved plan's extra, paid on top of your minimums every month.")).toBeVisible();
});

test("Pro: a custom order arranged by keyboard becomes the plan", async ({ page }) => {
  const request = page.context().request;
  const { email } = await registerViaApi(request);
  await setPlanInDatabase(email, "pro");
  const visaId = await addDebt(request, VISA);
  const storeId = await addDebt(request, STORE);
  const calculated = await request.post("/api/calculate-strategies", { data: { extraPayment: 300 } });
  expect(calculated.ok(), await calculated.text()).toBe(true);

  await page.goto("/results");
  const custom = page.getByRole("region", { name: "Your own payoff order" });
  const order = custom.getByRole("list", { name: "Pay off first to last" });
  await scrollUntilDrawn(custom, order); // the order editor is drawn when it nears the screen
  // Starts from the recommended (avalanche) order.
  await expect(order.getByRole("listitem")).toHaveText([/Visa Card/, /Store Card/]);

  const up = custom.getByRole("button", { name: "Move Store Card up" });
  await up.focus();
  await page.keyboard.press("Enter");
  await expect(order.getByRole("listitem")).toHaveText([/Store Card/, /Visa Card/]);
  // At the top the button stays focusable (aria-disabled) and pressing it again changes nothing.
  await expect(up).toBeFocused();
  await expect(up).toHaveAttribute("aria-disabled", "true");
  await page.keyboard.press("Enter");
  await expect(order.getByRole("listitem")).toHaveText([/Store Card/, /Visa Card/]);

  await custom.getByRole("button", { name: "Save custom order" }).click();
  await expect(toast(page)).toContainText("Custom order with $300.00 extra a month is now your plan.");
  await expect(custom.getByTestId("your-plan")).toBeVisible();
  const saved = (await (await request.get("/api/plan")).json()) as { strategy: string; customOrder: string[] };
  expect(saved).toMatchObject({ strategy: "custom", customOrder: [storeId, visaId] });

  await page.goto("/");
  await expect(thisMonthCard(page)).toContainText("Custom order, $490.00 a month ($300.00 extra)");
  await expect(planRow(page, "Store Card")).toContainText("Planned$340.00");
});

test("no open debts: the month says so and links to adding one", async ({ page }) => {
  await registerViaApi(page.context().request);
  await page.goto("/");
  const card = thisMonthCard(page);
  await expect(card).toContainText("Nothing to pay this month.");
  await expect(card.getByRole("link", { name: "Add a debt" })).toHaveAttribute("href", "/calculator");
  await expect(card.getByTestId("plan-status")).toHaveCount(0);
});

test("a plan that never pays off says so and points to the extra payment", async ({ page }) => {
  const request = page.context().request;
  await registerViaApi(request);
  // $100 of interest a month against a $50 minimum, and no extra: the balance only grows.
  await addDebt(request, { name: "Payday loan", balance: "5000", interestRate: "24", minPayment: "50" });
  await page.goto("/");
  const outlook = thisMonthCard(page).getByTestId("debt-free-outlook");
  await expect(outlook).toHaveText("This plan never pays off: raise the extra payment");
  await expect(outlook.getByRole("link", { name: "raise the extra payment" })).toHaveAttribute("href", "/calculator");
  // Never saved: the card says which plan it is showing instead of a status against no projection.
  await expect(thisMonthCard(page)).toContainText("Until you save a plan");
  await expect(thisMonthCard(page).getByTestId("plan-status")).toHaveCount(0);
});

test("the weekly loop: calculate, pay this month's amounts, on track; undo a payment, behind", async ({ page }) => {
  const request = page.context().request;
  const { email } = await registerViaApi(request);
  await setPlanInDatabase(email, "basic");
  // Due on the 1st, so by any day of the month the payment is due; low rates, so a month's interest stays within
  // the status's 1% tolerance.
  const loan = await addDebt(request, { name: "Car loan", balance: "6000", interestRate: "4", minPayment: "200" });
  const card = await addDebt(request, { name: "Store card", balance: "900", interestRate: "6", minPayment: "30" });
  for (const id of [loan, card])
    expect((await request.patch(`/api/debts/${id}`, { data: { dueDay: 1 } })).status()).toBe(200);
  expect((await request.post("/api/calculate-strategies", { data: { extraPayment: "100" } })).status()).toBe(200);
  // As if the balances had been entered last month: this month's payments are on DebtWise's books.
  const lastMonth = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - 1, 15))
    .toISOString()
    .slice(0, 10);
  await sql(`UPDATE "LedgerEntry" SET "effectiveOn" = $1::date WHERE kind = 'opening' AND "debtId" = ANY($2)`, [
    lastMonth,
    [loan, card],
  ]);

  await page.goto("/");
  const month = thisMonthCard(page);
  await expect(month.getByTestId("plan-status")).toHaveText("Behind plan");

  // Pay each row's planned amount from the row.
  const paymentIds: string[] = [];
  for (const [name, planned] of [
    ["Store card", "130"],
    ["Car loan", "200"],
  ] as const) {
    await expect(planRow(page, name)).toContainText(`Planned$${planned}.00`);
    const logged = page.waitForResponse((r) => r.url().endsWith("/api/payments/log") && r.status() === 200);
    await planRow(page, name)
      .getByRole("button", { name: `Log payment for ${name}` })
      .click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByLabel("Amount")).toHaveValue(`${planned}.00`);
    await dialog.getByRole("button", { name: "Log Payment" }).click();
    paymentIds.push(((await (await logged).json()) as { payment: { id: string } }).payment.id);
    await dialog.getByRole("button", { name: "Continue" }).click();
    await expect(planRow(page, name)).toContainText("Done");
  }
  await expect(month.getByTestId("plan-status")).toHaveText("On track");

  // Undo the car loan's payment: its planned payment is due and missing again.
  expect((await request.delete(`/api/payments/${paymentIds[1]}`)).status()).toBe(200);
  await page.reload();
  await expect(month.getByTestId("plan-status")).toHaveText("Behind plan");
  await expect(planRow(page, "Car loan")).toContainText("Paid$0.00");
});
