import {
  test,
  expect,
  registerViaApi,
  setPlanInDatabase,
  chooseOption,
  scrollUntilDrawn,
  whatIfDrawn,
} from "../fixtures";
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import type { StrategyDto } from "@/lib/strategies/types";
import { today } from "@/tests/support/calendar";

/** "YYYY-MM", `monthsAhead` calendar months after the current UTC month (the plan's first payment month). */
function yearMonthAhead(monthsAhead: number): string {
  const now = new Date();
  const index = now.getUTCFullYear() * 12 + now.getUTCMonth() + monthsAhead;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

function calculatorForm(page: Page) {
  return page.getByRole("form", { name: "Debt payoff calculator" });
}

test("a new user sees the empty results state and can go to the calculator", async ({ page }) => {
  await registerViaApi(page.context().request);
  await page.goto("/results");
  await expect(page.getByRole("heading", { name: "No Strategy Found" })).toBeVisible();
  await expect(
    page.getByText("You haven't generated a debt payoff strategy yet. Add your debts and calculate your plan."),
  ).toBeVisible();
  await page.getByRole("link", { name: "Create Your Strategy" }).click();
  await expect(page).toHaveURL(/\/calculator$/);
  await expect(page.getByRole("heading", { level: 1, name: "Debt Payoff Calculator" })).toBeVisible();
});

test("free user: validation, target-date estimate, results with comparison and a live what-if slider", async ({
  page,
}) => {
  await registerViaApi(page.context().request);
  await page.goto("/calculator");
  await expect(page.getByRole("heading", { level: 1, name: "Debt Payoff Calculator" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Need Help?" })).toBeVisible();

  const form = calculatorForm(page);
  const entry = form.getByRole("group", { name: /^Debt 1/ });
  await expect(entry).toBeVisible();

  // Free plan: a single entry, no way to add a second one, and the reason in plain words.
  await expect(form.getByRole("button", { name: "Add Debt" })).toBeDisabled();
  await expect(form.getByText("The Free plan tracks 1 debt.")).toBeVisible();
  await expect(form.getByRole("link", { name: "Upgrade to add more." })).toHaveAttribute("href", "/subscribe");
  await expect(form.getByRole("button", { name: /^Remove/ })).toHaveCount(0);

  // Empty submit: the form's required messages.
  const submit = form.getByRole("button", { name: "Calculate My Payoff Plan" });
  await submit.click();
  await expect(entry.getByText("Debt name is required")).toBeVisible();
  await expect(entry.getByText("Balance is required")).toBeVisible();
  await expect(entry.getByText("Interest rate is required")).toBeVisible();
  await expect(entry.getByText("Minimum payment is required")).toBeVisible();
  await expect(page).toHaveURL(/\/calculator$/);

  // Out-of-range numbers: the form's format messages.
  await entry.getByLabel("Debt Name", { exact: true }).fill("Visa");
  await entry.getByLabel("Balance", { exact: true }).fill("-5");
  await entry.getByLabel("Interest Rate (APR)", { exact: true }).fill("-1");
  await entry.getByLabel("Minimum Payment", { exact: true }).fill("0");
  await submit.click();
  await expect(entry.getByText("Must be a positive number")).toHaveCount(2);
  await expect(entry.getByText("Must be a valid percentage")).toBeVisible();
  await expect(entry.getByText("Debt name is required")).toHaveCount(0);

  // PAYOFF.md case C1: Visa 5000, 18 %, 150 minimum, no extra -> 47 months, $1,983.61 interest.
  await entry.getByLabel("Balance", { exact: true }).fill("5000");
  await entry.getByLabel("Interest Rate (APR)", { exact: true }).fill("18");
  await entry.getByLabel("Minimum Payment", { exact: true }).fill("150");
  await expect(form.getByText("Must be a positive number")).toHaveCount(0);

  // The target date is computed in the browser and never sent.
  const target = form.getByLabel("Target Debt-Free Date (optional)");
  await target.fill(yearMonthAhead(23));
  await expect(form.getByText(/To be debt-free by \w+ \d{4}, pay about \$[\d,]+ extra each month\./)).toBeVisible();
  await target.fill(yearMonthAhead(120));
  await expect(form.getByText(/already on track/)).toBeVisible();

  const calculate = page.waitForRequest((r) => r.url().endsWith("/api/calculate-strategies") && r.method() === "POST");
  await submit.click();
  const sent = (await calculate).postDataJSON() as Record<string, unknown>;
  // The target date stays in the browser; the results page streams the explanation itself ("stream").
  expect(sent).toEqual({ extraPayment: 0, message: "stream" });

  await expect(page).toHaveURL(/\/results$/);
  const toasts = page.getByRole("region", { name: /Notifications/ });
  await expect(toasts.getByText("Debt payoff strategies calculated successfully!")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Your Debt Payoff Plan" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Calculator" })).toBeVisible();

  // The four summary cards.
  await expect(page.getByRole("group", { name: "Total Debt", exact: true })).toContainText("$5,000.00");
  const payoff = page.getByRole("group", { name: "Payoff Time", exact: true });
  await expect(payoff).toContainText("47 months");
  await expect(payoff).toContainText("3 years 11 months");
  await expect(page.getByRole("group", { name: "Total Interest", exact: true })).toContainText("$1,983.61");
  await expect(page.getByRole("group", { name: "Strategy", exact: true })).toContainText("Highest Interest First");

  // A real side-by-side comparison: avalanche, snowball and minimums only.
  const comparison = page.getByRole("region", { name: "Strategy Comparison" });
  const columns = comparison.getByRole("article");
  await expect(columns).toHaveCount(3);
  await expect(comparison.getByRole("heading", { name: "Avalanche" })).toBeVisible();
  await expect(comparison.getByRole("heading", { name: "Snowball" })).toBeVisible();
  await expect(comparison.getByRole("heading", { name: "Minimums Only" })).toBeVisible();
  await expect(columns.first()).toContainText("Recommended");

  // The schedule table with priorities.
  const table = page.getByRole("table", { name: "Your Monthly Payment Schedule" });
  await expect(table.getByRole("row", { name: /Visa/ })).toContainText("18%"); // as entered, no trailing zeros
  await expect(table.getByRole("row", { name: /Visa/ })).toContainText("High");

  // Free plan: export is locked, the upgrade button shows.
  await expect(page.getByRole("button", { name: "Export CSV" })).toBeDisabled();
  await expect(page.getByRole("link", { name: "Upgrade for Advanced Features" })).toHaveAttribute("href", "/subscribe");
  await expect(page.getByRole("link", { name: "Recalculate Strategy" })).toHaveAttribute("href", "/calculator");
  await expect(page.getByRole("heading", { name: "Tips for Success" })).toBeVisible();

  // "Explain again" streams the plan's message anew (docs/product-rules.md "Debt calculator and results"). The e2e
  // server has no AI key: the built-in writer's text arrives at once, is saved, and is said to be the built-in's.
  const message = page.getByTestId("plan-message-card");
  await expect(message.getByRole("heading", { name: "Your plan in brief" })).toBeVisible();
  const firstParagraph = message.locator("p").first();
  const written = (await firstParagraph.textContent()) ?? "";
  await message.getByRole("button", { name: "Explain again" }).click();
  await expect(page.locator("[data-slot=toast]").first()).toContainText("By the built-in writer (not an AI model)");
  await expect(message.getByRole("button", { name: "Explain again" })).toBeEnabled();
  await expect(firstParagraph).toHaveText(written);
  await expect(message.getByRole("heading", { name: "Your plan in brief" })).toBeVisible();

  // What-if: the engine reruns in the browser as the slider moves.
  await scrollUntilDrawn(page.getByTestId("what-if-slot"), whatIfDrawn(page)); // drawn when it nears the screen
  const months = page.getByTestId("what-if-months");
  await expect(months).toHaveText("47 months");
  const slider = page.getByRole("slider", { name: "Extra monthly payment" });
  await slider.focus();
  await page.keyboard.press("ArrowRight"); // +$10
  await expect(slider).toHaveAttribute("aria-valuenow", "10");
  await page.keyboard.press("End"); // $2,000
  await expect(slider).toHaveAttribute("aria-valuenow", "2000");
  await expect(months).not.toHaveText("47 months");
  await expect(months).toHaveText("3 months");
  await expect(page.getByText(/months sooner than your saved plan/)).toBeVisible();

  // Installing: the manifest is linked, the service worker registers once the page is idle, and the browser's install
  // prompt (played here: headless Chromium offers none) is offered once the first plan is saved, and only once.
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  await expect
    .poll(() =>
      page.evaluate(async () => (await navigator.serviceWorker.getRegistration("/"))?.active?.scriptURL ?? null),
    )
    .toMatch(/\/sw\.js$/);
  await page.evaluate(() => {
    const prompt = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
      prompt: async () => void document.documentElement.setAttribute("data-install-prompted", "yes"),
      userChoice: Promise.resolve({ outcome: "accepted" }),
    });
    window.dispatchEvent(prompt);
  });
  const install = page.getByRole("complementary", { name: "Install DebtWise" });
  await install.getByRole("button", { name: "Install", exact: true }).click();
  await expect(page.locator("html")).toHaveAttribute("data-install-prompted", "yes");
  await expect(install).toHaveCount(0);
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("debtwise.install-offered."))),
  ).toHaveLength(1);
});

test("pro user with a saved custom plan: the results describe that plan, avalanche is the alternative", async ({
  page,
}) => {
  const request = page.context().request;
  const { email } = await registerViaApi(request);
  await setPlanInDatabase(email, "pro");
  const ids: string[] = [];
  for (const [name, balance, interestRate, minPayment] of [
    ["X big", "3000", "19.99", "90"],
    ["Y small", "1200", "17.5", "40"],
    ["Z low", "2000", "7", "50"],
  ]) {
    const created = await request.post("/api/debts", { data: { name, balance, interestRate, minPayment } });
    expect(created.status()).toBe(201);
    ids.push(((await created.json()) as { id: string }).id);
  }
  const saved = await request.put("/api/plan", {
    data: {
      strategy: "custom",
      extraPayment: "150.00",
      customOrder: [ids[2], ids[1], ids[0]],
      lumpSums: [{ amount: "1000.00", month: yearMonthAhead(2) }],
    },
  });
  expect(saved.status()).toBe(200);
  const calculated = await request.post("/api/calculate-strategies", { data: {} });
  expect(calculated.status()).toBe(200);
  const dto = (await calculated.json()) as StrategyDto;
  const usd = (amount: string) =>
    `$${Number(amount).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  // The saved plan is not the recommendation here, so the screen cannot pass by showing avalanche's numbers.
  expect(dto.comparison.avalanche.totalInterest).not.toBe(dto.totalInterest);

  await page.goto("/results");
  const summary = page.getByRole("region", { name: "Plan summary" });
  await expect(summary.getByRole("group", { name: "Strategy", exact: true })).toContainText("Your Own Order");
  await expect(summary.getByRole("group", { name: "Strategy", exact: true })).toContainText(
    "Recommended instead: Avalanche",
  );
  await expect(summary.getByRole("group", { name: "Total Interest", exact: true })).toContainText(
    usd(dto.totalInterest!),
  );
  await expect(summary.getByRole("group", { name: "Payoff Time", exact: true })).toContainText(
    `${dto.payoffTimeMonths} months`,
  );

  const comparison = page.getByRole("region", { name: "Strategy Comparison" });
  const yours = comparison.getByRole("article").filter({ has: page.getByRole("heading", { name: "Your plan" }) });
  await expect(yours).toContainText(usd(dto.totalInterest!));
  await expect(yours.getByTestId("your-plan")).toBeVisible();
  const avalanche = comparison.getByRole("article").filter({ has: page.getByRole("heading", { name: "Avalanche" }) });
  await expect(avalanche).toContainText("Recommended");
  await expect(avalanche).toContainText(usd(dto.comparison.avalanche.totalInterest!));
  await expect(avalanche.getByRole("button", { name: "Make this my plan: Avalanche" })).toBeVisible();

  // The priorities are the saved order, and the schedule opens on the saved plan.
  const table = page.getByRole("table", { name: "Your Monthly Payment Schedule" });
  await expect(table.getByRole("row").nth(1)).toContainText("Z low");
  await expect(table.getByRole("row").nth(1)).toContainText("High");
  const schedule = page.getByRole("region", { name: "Month-by-Month Schedule" });
  await expect(schedule.getByLabel("Plan", { exact: true })).toContainText("Your plan (Custom order)");
  await expect(page.getByTestId("strategy-out-of-date")).toHaveCount(0);
});

test("saved debts prefill the calculator and recalculating does not duplicate them; a card's limit shows its utilization", async ({
  page,
}) => {
  const request = page.context().request;
  await registerViaApi(request);
  const created = await request.post("/api/debts", {
    data: { name: "Visa", balance: "6500", interestRate: "6.8", minPayment: "120", kind: "credit_card" },
  });
  expect(created.status()).toBe(201);

  await page.goto("/calculator");
  const entry = calculatorForm(page).getByRole("group", { name: /^Debt 1/ });
  await expect(entry.getByLabel("Debt Name", { exact: true })).toHaveValue("Visa");
  await expect(entry.getByLabel("Balance", { exact: true })).toHaveValue("6500.00");
  await entry.getByLabel("Balance", { exact: true }).fill("6000");
  // A credit card shows its credit limit (docs/product-rules.md "Credit limits and utilization").
  await entry.getByLabel("Credit limit (optional)", { exact: true }).fill("10,000");
  await entry.getByLabel("Payee words (optional)", { exact: true }).fill("CHASE CARD, chase card, JPMC");
  await calculatorForm(page).getByLabel("Extra Monthly Payment (optional)").fill("150");
  await calculatorForm(page).getByRole("button", { name: "Calculate My Payoff Plan" }).click();
  await expect(page).toHaveURL(/\/results$/);
  await expect(page.getByRole("group", { name: "Total Debt", exact: true })).toContainText("$6,000.00");

  const debts = (await (await request.get("/api/debts")).json()) as { name: string; balance: string }[];
  expect(debts).toHaveLength(1);
  expect(debts[0]).toMatchObject({
    name: "Visa",
    balance: "6000.00",
    creditLimit: "10000.00",
    payeeWords: ["CHASE CARD", "JPMC"],
  });

  // Results name the first months of the saved plan's schedule under 30% and 10% of the $10,000 limit.
  const latest = (await (await request.get("/api/strategies/latest")).json()) as StrategyDto;
  const firstUnder = (mark: number) =>
    latest.comparison.saved.schedule.find((m) => Number(m.totalBalance) * 100 < mark * 10_000)!.date;
  const label = (yearMonth: string) =>
    new Date(`${yearMonth}-01T00:00:00Z`).toLocaleString("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
  await expect(page.getByTestId("utilization-outlook")).toContainText(
    `By ${label(firstUnder(30))} your cards will be under 30% used, and under 10% by ${label(firstUnder(10))}.`,
  );

  // The dashboard: the card's own figure and bar, the cards together, and this month's outlook.
  await page.goto("/");
  const row = page.getByTestId("debt-row").filter({ hasText: "Visa" });
  await expect(row).toContainText("60% of $10,000 limit used");
  await expect(row.getByRole("progressbar", { name: "Visa credit limit used" })).toHaveAttribute(
    "aria-valuetext",
    "60% of $10,000 limit used",
  );
  const overall = page.getByTestId("overall-utilization");
  await expect(overall).toContainText("60% of $10,000 in limits used");
  await expect(overall).toContainText("Credit scoring rewards keeping this under 30%");
  await expect(page.getByTestId("utilization-outlook")).toContainText("your cards will be under 30% used");
});

test("basic user: several debts, remove one, and the snowball comparison orders them", async ({ page }) => {
  const { email } = await registerViaApi(page.context().request);
  await setPlanInDatabase(email, "basic");
  await page.goto("/calculator");
  const form = calculatorForm(page);

  // PAYOFF.md case C3 (snowball order: Store card, Personal loan, Car) plus one debt to remove again.
  const debts = [
    ["Store card", "600", "22.9", "25"],
    ["Personal loan", "2400", "9.5", "60"],
    ["Car", "6500", "6.8", "120"],
    ["Typo", "100", "1", "10"],
  ];
  for (const [index, [name, balance, rate, min]] of debts.entries()) {
    if (index > 0) await form.getByRole("button", { name: "Add Debt" }).click();
    const entry = form.getByRole("group", { name: new RegExp(`^Debt ${index + 1}`) });
    await entry.getByLabel("Debt Name", { exact: true }).fill(name!);
    await entry.getByLabel("Balance", { exact: true }).fill(balance!);
    await entry.getByLabel("Interest Rate (APR)", { exact: true }).fill(rate!);
    await entry.getByLabel("Minimum Payment", { exact: true }).fill(min!);
  }
  await form
    .getByRole("group", { name: /^Debt 4/ })
    .getByRole("button", { name: /^Remove/ })
    .click();
  await expect(form.getByRole("group", { name: /^Debt \d/ })).toHaveCount(3);
  await form.getByLabel("Extra Monthly Payment (optional)").fill("150");
  await form.getByRole("button", { name: "Calculate My Payoff Plan" }).click();

  await expect(page).toHaveURL(/\/results$/);
  const comparison = page.getByRole("region", { name: "Strategy Comparison" });
  const snowball = comparison.getByRole("article").filter({ has: page.getByRole("heading", { name: "Snowball" }) });
  // C3 to the cent: 30 months and $908.08 of interest, paying off the smallest balance first.
  await expect(snowball).toContainText("30 months");
  await expect(snowball).toContainText("$908.08");
  await expect(snowball.getByRole("listitem").first()).toContainText("Store card");

  const saved = (await (await page.context().request.get("/api/debts")).json()) as { name: string }[];
  expect(saved.map((d) => d.name).sort()).toEqual(["Car", "Personal loan", "Store card"]);
  // Paid plans can export the schedule: the first debt's month-by-month rows as CSV.
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const csv = await readFile(await (await download).path(), "utf8");
  const lines = csv.trim().split("\r\n");
  expect(lines[0]).toBe("Month,Date,Debt,Payment,Interest,Principal,Balance,Promo rate,Deferred interest");
  expect(lines.length).toBeGreaterThan(1);
  expect(lines.slice(1).every((line) => line.includes(",Store card,"))).toBe(true);

  // The page arrives with the saved plan's schedule only (lib/strategies/first-paint.ts); choosing another plan
  // fetches that plan's schedule (GET /api/strategies/latest/schedule) and shows its rows, as the API has them.
  type Latest = {
    strategyType: string;
    comparison: Record<string, { schedule: { debts: { id: string }[] }[] }>;
    debts: { id: string; name: string }[];
  };
  const latest = (await (await page.context().request.get("/api/strategies/latest")).json()) as Latest;
  const storeCard = latest.debts.find((d) => d.name === "Store card")!.id;
  const minimumsMonths = latest.comparison.minimums!.schedule.filter((m) =>
    m.debts.some((d) => d.id === storeCard),
  ).length;
  const recommendedMonths = latest.comparison[latest.strategyType]!.schedule.filter((m) =>
    m.debts.some((d) => d.id === storeCard),
  ).length;
  expect(minimumsMonths).toBeGreaterThan(recommendedMonths);
  await page.goto("/results");
  const scheduleCard = page.getByRole("region", { name: "Month-by-Month Schedule" });
  await expect(
    scheduleCard.getByRole("region", { name: `Store card payment schedule, ${recommendedMonths} months` }),
  ).toBeVisible();
  const planSchedule = page.waitForResponse(
    (r) => r.url().endsWith("/api/strategies/latest/schedule?kind=minimums") && r.request().method() === "GET",
  );
  await chooseOption(page, scheduleCard.getByRole("combobox", { name: "Plan" }), { name: "Minimums only" });
  expect((await planSchedule).status()).toBe(200);
  await expect(
    scheduleCard.getByRole("region", { name: `Store card payment schedule, ${minimumsMonths} months` }),
  ).toBeVisible();
  // Back to the recommended plan.
  await chooseOption(page, scheduleCard.getByRole("combobox", { name: "Plan" }), { name: /\(recommended\)$/ });
  await expect(
    scheduleCard.getByRole("region", { name: `Store card payment schedule, ${recommendedMonths} months` }),
  ).toBeVisible();
});

test("removing a saved debt asks first; one with payments keeps its history", async ({ page }) => {
  const request = page.context().request;
  const { email } = await registerViaApi(request);
  await setPlanInDatabase(email, "basic");
  const ids: string[] = [];
  for (const data of [
    { name: "Visa", balance: "1200", interestRate: "19.99", minPayment: "35" },
    { name: "Old card", balance: "300", interestRate: "12", minPayment: "25" },
  ]) {
    const res = await request.post("/api/debts", { data });
    ids.push(((await res.json()) as { id: string }).id);
  }
  expect(
    (
      await request.post("/api/payments/log", { data: { debtId: ids[1], amount: "50", paymentDate: today() } })
    ).status(),
  ).toBe(200);

  await page.goto("/calculator");
  const form = calculatorForm(page);
  const oldCard = form.getByRole("group", { name: /^Debt 2/ });
  await oldCard.getByRole("button", { name: /^Remove/ }).click();
  const dialog = page.getByRole("alertdialog", { name: "Remove Old card?" });
  await expect(dialog).toContainText("Payments you logged to it stay in your payment history.");
  await dialog.getByRole("button", { name: "Keep it" }).click();
  await expect(form.getByRole("group", { name: /^Debt \d/ })).toHaveCount(2);

  await oldCard.getByRole("button", { name: /^Remove/ }).click();
  await dialog.getByRole("button", { name: "Remove" }).click();
  await expect(form.getByRole("group", { name: /^Debt \d/ })).toHaveCount(1);
  await form.getByRole("button", { name: "Calculate My Payoff Plan" }).click();
  await expect(page).toHaveURL(/\/results$/);

  const debts = (await (await request.get("/api/debts")).json()) as { name: string }[];
  expect(debts.map((d) => d.name)).toEqual(["Visa"]);
  const payments = (await (await request.get("/api/payments")).json()) as { debtId: string; amount: string }[];
  expect(payments).toEqual([expect.objectContaining({ debtId: ids[1], amount: "50.00" })]);
});
