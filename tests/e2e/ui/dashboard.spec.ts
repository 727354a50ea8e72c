import type { APIRequestContext, Page } from "@playwright/test";
import { test, expect, registerViaApi, scrollUntilDrawn, setPlanInDatabase, sidewaysOverflow } from "../fixtures";

// The signed-in dashboard, the Log Payment dialog and the gamification screen (docs/product-rules.md
// "Screens and routes"). Every test registers its own user over HTTP, which signs the browser in.

interface NewDebt {
  name: string;
  balance: string;
  interestRate: string;
  minPayment: string;
}

async function addDebt(request: APIRequestContext, debt: NewDebt): Promise<void> {
  const res = await request.post("/api/debts", { data: debt });
  expect(res.status(), await res.text()).toBe(201);
}

/** The big number on one of the four summary cards. */
function summaryValue(page: Page, title: string) {
  return page.getByRole("group", { name: title }).getByTestId("summary-value");
}

function debtRow(page: Page, name: string) {
  return page.getByTestId("debt-row").filter({ hasText: name });
}

/** The visible toast (Radix also copies its text into a screen-reader announcement). */
function toast(page: Page) {
  return page.locator("[data-slot=toast]").first();
}

async function openLogPayment(page: Page) {
  await page.getByRole("button", { name: "Log Payment", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Log Payment" })).toBeVisible();
  return dialog;
}

test("a new user sees the empty dashboard", async ({ page }) => {
  await registerViaApi(page.context().request);
  await page.goto("/");

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Grace!");
  await expect(page.getByText("No debts added yet")).toBeVisible();
  await expect(page.getByRole("link", { name: "Add Your First Debt" })).toHaveAttribute("href", "/calculator");
  await expect(summaryValue(page, "Total Debt")).toHaveText("$0.00");
  await expect(summaryValue(page, "Monthly Payments")).toHaveText("$0.00");
  await expect(summaryValue(page, "Avg Interest Rate")).toHaveText("0%");
  await expect(summaryValue(page, "Active Debts")).toHaveText("0");
  // Nothing to chart yet: the empty state, not empty progress and forecast cards.
  await expect(page.getByRole("region", { name: "Pay this month" })).toContainText("Nothing to pay this month.");
  await expect(page.getByRole("region", { name: "Your progress" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Forecast" })).toHaveCount(0);
  await expect(page.getByTestId("forecast-card")).toHaveCount(0);

  // Without debts there is nothing to log or show results for.
  await expect(page.getByRole("button", { name: "Log Payment", exact: true })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "View Results" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Debt Calculator" })).toHaveAttribute("href", "/calculator");
  await expect(page.getByRole("link", { name: "Upgrade Plan" })).toHaveAttribute("href", "/subscribe");

  await expect(page.getByText("No strategy yet")).toBeVisible();
  const subscription = page
    .getByRole("heading", { name: "Subscription Status" })
    .locator("xpath=ancestor::*[@data-slot='card'][1]");
  await expect(subscription).toContainText("Free");
  await expect(subscription.getByRole("link", { name: "Upgrade Now" })).toHaveAttribute("href", "/subscribe");

  for (const href of [
    "/voice",
    "/goals",
    "/education",
    "/challenges",
    "/negotiations",
    "/gamification",
    "/shared-plans",
    "/referrals",
  ]) {
    await expect(page.getByRole("region", { name: "Explore DebtWise" }).locator(`a[href="${href}"]`)).toBeVisible();
  }
  await expect(page.getByText("Earn $10 for every friend")).toBeVisible();
});

test("the summary cards and the debt list show an added debt", async ({ page }) => {
  const request = page.context().request;
  await registerViaApi(request);
  await addDebt(request, { name: "Visa Card", balance: "5000", interestRate: "18.9", minPayment: "150" });
  await page.goto("/");

  await expect(summaryValue(page, "Total Debt")).toHaveText("$5,000.00");
  await expect(summaryValue(page, "Monthly Payments")).toHaveText("$150.00");
  await expect(summaryValue(page, "Avg Interest Rate")).toHaveText("18.9%");
  await expect(summaryValue(page, "Active Debts")).toHaveText("1");

  const row = debtRow(page, "Visa Card");
  await expect(row).toContainText("$5,000.00");
  await expect(row).toContainText("18.9%");
  await expect(row).toContainText("$150.00");
  await expect(row.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");

  // Free plan, one open debt: adding more leads to the upgrade page instead.
  await expect(page.getByRole("link", { name: "Upgrade to Add More" })).toHaveAttribute("href", "/subscribe");
  await expect(page.getByRole("link", { name: "Add Debt", exact: true })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "View Results" })).toHaveAttribute("href", "/results");
  await expect(page.getByRole("button", { name: "Log Payment", exact: true })).toBeVisible();
});

test("a debt's balance can be updated from a statement: the difference is recorded and shown", async ({ page }) => {
  const request = page.context().request;
  await registerViaApi(request);
  await addDebt(request, { name: "Visa Card", balance: "5000", interestRate: "18.9", minPayment: "150" });
  await page.goto("/");

  const row = debtRow(page, "Visa Card");
  await row.getByRole("button", { name: "Update from statement: Visa Card" }).click();
  const dialog = page.getByRole("dialog", { name: "Update Visa Card from a statement" });
  await expect(dialog.getByLabel("Statement date")).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await dialog.getByLabel("Statement balance").fill("5042.17");
  // A higher balance asks what the increase is, and needs an answer.
  await dialog.getByRole("button", { name: "Update balance" }).click();
  await expect(dialog.getByText("Choose what the higher balance is")).toBeVisible();
  await dialog.getByRole("radio", { name: "Interest and fees" }).check();
  await dialog.getByRole("button", { name: "Update balance" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator("[data-slot=toast]").first()).toContainText(
    "Interest and fees from your statement: $42.17",
  );
  await expect(row).toContainText("$5,042.17");
  await expect(summaryValue(page, "Total Debt")).toHaveText("$5,042.17");
  await expect(row.getByRole("link", { name: "Payment history for Visa Card" })).toHaveAttribute(
    "href",
    /\/payments\?debtId=/,
  );
});

test("logging a partial payment shows the streak and first badge and moves the paid bar", async ({ page }) => {
  const request = page.context().request;
  await registerViaApi(request);
  await addDebt(request, { name: "Visa Card", balance: "5000", interestRate: "18.9", minPayment: "150" });
  await page.goto("/");

  // Cancel closes the dialog and the next opening starts from the defaults.
  let dialog = await openLogPayment(page);
  await dialog.getByLabel("Amount").fill("10");
  await dialog.getByLabel("Description").fill("Changed my mind");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  dialog = await openLogPayment(page);
  await expect(dialog.getByLabel("Amount")).toHaveValue("");
  await expect(dialog.getByLabel("Description")).toHaveValue("Payment");
  await expect(dialog.getByLabel("Payment date")).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  // The only open debt is preselected.
  await expect(dialog.getByRole("combobox", { name: "Debt" })).toContainText("Visa Card");

  // More than the balance is refused beside the field.
  await dialog.getByLabel("Amount").fill("6000");
  await dialog.getByRole("button", { name: "Log Payment" }).click();
  await expect(dialog.getByText("more than the remaining balance of $5,000.00")).toBeVisible();
  // A decimal comma is refused with how to write the amount, never read as 1,250 (lib/money.ts "Typed amounts").
  await dialog.getByLabel("Amount").fill("12,50");
  await dialog.getByRole("button", { name: "Log Payment" }).click();
  await expect(dialog.getByText("Use a dot for cents, like 10.00; commas only between thousands")).toBeVisible();

  // From the payment on, the page's API requests: the answer carries the dashboard after it (docs/product-rules.md
  // "Interface conventions"), so the cards are current with that one request and read nothing again.
  const apiRequests: string[] = [];
  page.on("request", (req) => {
    const url = new URL(req.url());
    const line = `${req.method()} ${url.pathname}`;
    if (url.pathname.startsWith("/api/") && (apiRequests.length > 0 || line === "POST /api/payments/log"))
      apiRequests.push(line);
  });
  await dialog.getByLabel("Amount").fill("1250");
  await dialog.getByRole("button", { name: "Log Payment" }).click();

  await expect(dialog.getByRole("heading", { name: "Payment logged!" })).toBeVisible();
  await expect(toast(page)).toContainText("Payment logged successfully!");
  await expect(dialog.getByTestId("payment-streak")).toHaveText("1 day");
  // The 'first payment' badge.
  await expect(dialog.getByRole("listitem").filter({ hasText: "First Step" })).toContainText(/first payment/i);
  await expect(dialog.getByTestId("payoff-celebration")).toHaveCount(0);

  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog).toBeHidden();

  const row = debtRow(page, "Visa Card");
  await expect(row.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "25");
  await expect(row).toContainText("25% paid");
  await expect(summaryValue(page, "Total Debt")).toHaveText("$3,750.00");
  expect(apiRequests).toEqual(["POST /api/payments/log"]);
});

test("Escape closes the success view at once, though the success toast is on top of it", async ({ page }) => {
  const request = page.context().request;
  await registerViaApi(request);
  await addDebt(request, { name: "Visa Card", balance: "5000", interestRate: "18.9", minPayment: "150" });
  await page.goto("/");

  const dialog = await openLogPayment(page);
  await dialog.getByLabel("Amount").fill("100");
  await dialog.getByRole("button", { name: "Log Payment" }).click();
  await expect(dialog.getByRole("heading", { name: "Payment logged!" })).toBeVisible();
  await expect(toast(page)).toContainText("Payment logged successfully!");
  await expect(dialog.getByRole("button", { name: "Continue" })).toBeFocused();

  // One press: the toast is a layer above the dialog, and used to take this Escape for itself.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Log Payment", exact: true })).toBeFocused();
});

test("the same amount to the same debt on the same day is asked about before it is logged again", async ({ page }) => {
  const request = page.context().request;
  await registerViaApi(request);
  await addDebt(request, { name: "Visa Card", balance: "5000", interestRate: "18.9", minPayment: "150" });
  const visaId = ((await (await request.get("/api/debts")).json()) as { id: string }[])[0]!.id;
  // Every payment the dialog sends carries an Idempotency-Key, one per submission (docs/product-rules.md
  // "Idempotent writes"): the same $50 logged again on purpose is a new submission with a new key.
  const keys: (string | undefined)[] = [];
  page.on("request", (req) => {
    if (req.method() === "POST" && new URL(req.url()).pathname === "/api/payments/log")
      keys.push(req.headers()["idempotency-key"]);
  });
  await page.goto("/");

  let dialog = await openLogPayment(page);
  await dialog.getByLabel("Amount").fill("50");
  await dialog.getByRole("button", { name: "Log Payment" }).click();
  await expect(dialog.getByRole("heading", { name: "Payment logged!" })).toBeVisible();
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog).toBeHidden();

  // The same $50 again, typed differently: asked first, in place of the buttons, and nothing is logged yet.
  dialog = await openLogPayment(page);
  await dialog.getByLabel("Amount").fill("50.00");
  await dialog.getByRole("button", { name: "Log Payment" }).click();
  const question = dialog.getByRole("group", { name: /^You already logged/ });
  await expect(question).toBeVisible();
  await expect(question.getByRole("alert")).toHaveText(
    /^You already logged \$50\.00 to Visa Card on [A-Z][a-z]{2} \d{1,2}, \d{4}\. Log it again\?$/,
  );
  await expect(question.getByRole("button", { name: "Cancel" })).toBeFocused();
  await expect(dialog.getByRole("button", { name: "Log Payment" })).toHaveCount(0);
  await expect(dialog.getByLabel("Amount")).toBeDisabled();
  const listed = async () => ((await (await request.get(`/api/payments?debtId=${visaId}`)).json()) as unknown[]).length;
  expect(await listed()).toBe(1);

  // Cancel: back to the form, at the amount, still nothing logged.
  await page.keyboard.press("Enter");
  await expect(question).toHaveCount(0);
  await expect(dialog.getByLabel("Amount")).toBeFocused();
  await expect(dialog.getByLabel("Amount")).toHaveValue("50.00");
  expect(await listed()).toBe(1);

  // Asked again; by keyboard, "Log it again" logs it.
  await dialog.getByRole("button", { name: "Log Payment" }).click();
  await expect(question.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(question.getByRole("button", { name: "Log it again" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("heading", { name: "Payment logged!" })).toBeVisible();
  expect(await listed()).toBe(2);
  await dialog.getByRole("button", { name: "Continue" }).click();

  // Another amount is not asked about.
  dialog = await openLogPayment(page);
  await dialog.getByLabel("Amount").fill("25");
  await dialog.getByRole("button", { name: "Log Payment" }).click();
  await expect(dialog.getByRole("heading", { name: "Payment logged!" })).toBeVisible();
  expect(await listed()).toBe(3);
  await dialog.getByRole("button", { name: "Continue" }).click();
  expect(keys).toHaveLength(3);
  for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  expect(new Set(keys).size).toBe(3);

  // The API is not the dialog: a client may log two equal payments on one day without being asked.
  const today = ((await (await request.get(`/api/payments?debtId=${visaId}`)).json()) as { paymentDate: string }[])[0]!
    .paymentDate;
  for (let i = 0; i < 2; i += 1) {
    const res = await request.post("/api/payments/log", { data: { debtId: visaId, amount: "10", paymentDate: today } });
    expect(res.status(), await res.text()).toBe(200);
  }
  expect(await listed()).toBe(5);
});

test("paying a debt off shows the celebration, then the gamification page shows XP, level and badges", async ({
  page,
}) => {
  const request = page.context().request;
  await registerViaApi(request);
  await addDebt(request, { name: "Store Card", balance: "800", interestRate: "24.99", minPayment: "35" });
  await page.goto("/");

  const dialog = await openLogPayment(page);
  await dialog.getByRole("button", { name: "Pay in full" }).click();
  await expect(dialog.getByLabel("Amount")).toHaveValue("800.00");
  await dialog.getByRole("button", { name: "Log Payment" }).click();

  await expect(dialog.getByTestId("payoff-celebration")).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "Debt paid off!" })).toBeVisible();
  await expect(dialog.getByText("You paid off Store Card!")).toBeVisible();
  await expect(toast(page)).toContainText("Congratulations on paying off your debt!");

  // Behind the dialog the dashboard has already caught up (the modal hides it from role queries, so CSS here).
  await expect(debtRow(page, "Store Card")).toContainText("Paid off");
  await expect(
    page.locator("[role=group]").filter({ hasText: "Active Debts" }).getByTestId("summary-value"),
  ).toHaveText("0");

  await dialog.getByRole("link", { name: "View Progress" }).click();
  await expect(page).toHaveURL(/\/gamification$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your Debt-Free Journey" })).toBeVisible();

  const level = page.getByRole("group", { name: "Level Progress" });
  await expect(level).toContainText(/Level \d+/);
  await expect(level).toContainText(/\d[\d,]* XP/);
  await expect(level.getByRole("progressbar")).not.toHaveAttribute("aria-valuenow", "0");
  await expect(page.getByRole("group", { name: "Payment Streak" })).toContainText("1 day");
  // Newest badges come first; the first payment's badge is among the rest, one click away.
  const achievements = page.getByRole("group", { name: "Achievements" });
  await expect(achievements.getByRole("listitem").first()).toBeVisible();
  expect(await achievements.getByRole("listitem").count()).toBeLessThanOrEqual(3);
  const more = achievements.getByRole("button", { name: /^\+\d+ more achievements?$/ });
  if ((await more.count()) > 0) await more.click();
  await expect(achievements).toContainText("First Step");
  await expect(page.getByRole("group", { name: "Recent Activity" }).getByRole("listitem").first()).toContainText("XP");
});

test("the gamification page invites a new user to start", async ({ page }) => {
  await registerViaApi(page.context().request);
  await page.goto("/gamification");
  await expect(page.getByRole("heading", { level: 1, name: "Your Debt-Free Journey" })).toBeVisible();
  await expect(page.getByText("Your journey starts with your first payment")).toBeVisible();
  await expect(page.getByRole("link", { name: "Add Your First Debt" })).toHaveAttribute("href", "/calculator");
  await expect(page.getByRole("link", { name: "Go to Dashboard" })).toHaveAttribute("href", "/");
});

test("a paid plan chosen before login sends the user on to /subscribe once", async ({ page }) => {
  await registerViaApi(page.context().request);
  await page.goto("/");
  await expect(page.getByText("No debts added yet")).toBeVisible();

  await page.evaluate(() => sessionStorage.setItem("selectedPlan", "free"));
  await page.reload();
  await expect(page.getByText("No debts added yet")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.evaluate(() => sessionStorage.setItem("selectedPlan", "basic"));
  await page.goto("/");
  await expect(page).toHaveURL(/\/subscribe$/);
  expect(await page.evaluate(() => sessionStorage.getItem("selectedPlan"))).toBeNull();
});

/** The "Your progress" card (docs/payoff.md "The saved plan"). */
function progressCard(page: Page) {
  return page.getByRole("region", { name: "Your progress" });
}

test("Your progress shows Free this month and the upgrade message, and Basic the chart with its table", async ({
  page,
}) => {
  const request = page.context().request;
  const { email } = await registerViaApi(request);
  await addDebt(request, { name: "Visa Card", balance: "5000", interestRate: "18.9", minPayment: "150" });
  await page.goto("/");

  const card = progressCard(page);
  await expect(card.getByTestId("progress-summary")).toContainText("$5,000.00 owed");
  await expect(card).toContainText("Progress analytics and goal setting are included in the Basic and Pro plans.");
  await expect(card.getByRole("link", { name: "Compare plans" })).toHaveAttribute("href", "/subscribe");
  await expect(card.getByRole("img")).toHaveCount(0);

  await setPlanInDatabase(email, "basic");
  await page.reload();
  const chart = card.getByRole("img", { name: /Line chart of your balance by month/ });
  await expect(chart).toBeVisible();
  // Drawn when it nears the screen (components/hooks/use-near-screen.ts).
  await scrollUntilDrawn(chart, card.locator(".recharts-wrapper"));
  await expect(card.getByRole("link", { name: "Compare plans" })).toHaveCount(0);
  // The numbers as a table, rendered when asked for (balance-chart.tsx).
  await expect(card.getByRole("table")).toHaveCount(0);
  const showTable = card.getByRole("button", { name: "Show the numbers as a table" });
  await expect(showTable).toHaveAttribute("aria-expanded", "false");
  await showTable.click();
  await expect(card.getByRole("button", { name: "Hide the numbers" })).toHaveAttribute("aria-expanded", "true");
  const thisMonth = card.getByRole("table").getByRole("row").last();
  await expect(thisMonth.getByRole("cell").first()).toHaveText("$5,000.00");
  await expect(thisMonth.getByRole("cell").nth(2)).toHaveText("$5,000.00"); // minimums only: added this month
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  /** Adds a student loan with a long name over HTTP and opens the dashboard on it. */
  async function openWithLongLoan(page: Page) {
    await addDebt(page.context().request, {
      name: "A rather long student loan name for testing",
      balance: "23456.78",
      interestRate: "6.8",
      minPayment: "250",
    });
    await page.goto("/");
    await expect(summaryValue(page, "Total Debt")).toHaveText("$23,456.78");
  }

  test("the dashboard fits the screen without sideways scrolling", async ({ page }) => {
    await registerViaApi(page.context().request);
    await openWithLongLoan(page);
    // "Pay this month" leads, with the long name, its amounts and the Log payment button on one row.
    await expect(page.getByRole("region", { name: "Pay this month" }).getByTestId("plan-row")).toContainText(
      "A rather long student loan name",
    );
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });

  test("Your progress chart fits the screen on a paid plan", async ({ page }) => {
    const { email } = await registerViaApi(page.context().request);
    await setPlanInDatabase(email, "basic");
    await openWithLongLoan(page);
    // Below the fold, the chart is neither fetched nor drawn until the reader scrolls near it.
    await page.waitForLoadState("networkidle");
    await expect(progressCard(page).locator(".recharts-wrapper")).toHaveCount(0);
    await progressCard(page).getByRole("img").scrollIntoViewIfNeeded();
    await expect(progressCard(page).locator(".recharts-wrapper")).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });
});

test("menus, dialogs and the toaster load when used, not with the page", async ({ page }) => {
  const request = page.context().request;
  await registerViaApi(request);
  await addDebt(request, { name: "Visa", balance: "1000", interestRate: "20", minPayment: "50" });
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(r.url());
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  // Long enough for what used to load when the browser was first idle (requestIdleCallback, at most 3 s).
  await page.waitForTimeout(3_500);
  await expect(page.getByRole("region", { name: /Notifications/ })).toHaveCount(0);
  const loadedWithPage = scripts.length;

  // Reaching for the account menu fetches it; the click opens it.
  const trigger = page.getByRole("button", { name: /^Account menu for / });
  const fetched = page.waitForRequest((r) => r.resourceType() === "script");
  await trigger.hover();
  await fetched;
  expect(scripts.length).toBeGreaterThan(loadedWithPage);
  await trigger.click();
  await expect(page.getByRole("menu")).toBeVisible();
});
