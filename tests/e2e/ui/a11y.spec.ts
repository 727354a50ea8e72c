import { createHash, randomBytes } from "node:crypto";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import {
  test,
  expect,
  registerViaApi,
  scrollUntilDrawn,
  whatIfDrawn,
  setPlanInDatabase,
  verifyEmailInDatabase,
  uniqueEmail,
  uniqueIp,
  uniqueLoopbackIp,
  sql,
  invitationPath,
  verificationPath,
} from "../fixtures";
import { expectAccessible } from "../accessibility";
import { browserToday } from "@/tests/support/calendar";

// axe-core on every screen (docs/product-rules.md "Screens and routes"), signed out and signed in with data, with
// the dialogs, tabs and menus open, each in the light and the dark theme (tests/e2e/accessibility.ts).

/** Opens `path` and waits for its level-1 heading, so the check runs on the loaded screen, not a skeleton. */
async function visit(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
}

function dialog(page: Page) {
  return page.getByRole("dialog");
}

async function closeDialog(page: Page): Promise<void> {
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toHaveCount(0);
}

async function post<T = unknown>(request: APIRequestContext, path: string, data?: unknown): Promise<T> {
  const res = await request.post(path, data === undefined ? {} : { data });
  expect(res.ok(), `${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/**
 * A Pro user with something on every screen: two debts, a strategy, a payment, a goal, a joined challenge,
 * a letter, a shared plan with a pending invitation and a voice question.
 */
async function signInWithData(
  request: APIRequestContext,
): Promise<{ email: string; invitedEmail: string; planTitle: string }> {
  const { email } = await registerViaApi(request);
  await setPlanInDatabase(email, "pro");
  await verifyEmailInDatabase(email); // inviting to the shared plan below needs it
  const visa = await post<{ id: string }>(request, "/api/debts", {
    name: "Visa Card",
    balance: "5000",
    interestRate: "18.9",
    minPayment: "150",
  });
  await post(request, "/api/debts", { name: "Car Loan", balance: "8000", interestRate: "6.5", minPayment: "250" });
  await post(request, "/api/calculate-strategies", { extraPayment: 100 });
  await post(request, "/api/payments/log", { debtId: visa.id, amount: "200", paymentDate: browserToday() });
  await post(request, "/api/goals", { name: "Emergency fund", goalType: "emergency_fund", targetAmount: "10000" });
  await post(request, "/api/challenges/debt-free-month/join");
  await post(request, "/api/negotiations/generate", {
    debtId: visa.id,
    templateType: "hardship",
    userInputs: { creditorName: "Visa Bank", accountNumber: "1234", hardshipReason: "Reduced hours at work" },
  });
  const planTitle = "Family vacation";
  const plan = await post<{ id: string }>(request, "/api/shared/create", {
    title: planTitle,
    goalAmount: "3000",
    targetDate: `${new Date().getFullYear() + 1}-06-15`,
  });
  const invitedEmail = uniqueEmail("a11y-invitee");
  await post(request, "/api/shared/invite", { shared_plan_id: plan.id, email: invitedEmail, monthly_target: "50" });
  await post(request, "/api/voice", { query: "What's my total debt?" });
  return { email, invitedEmail, planTitle };
}

async function signedOutContext(browser: Browser, baseURL: string | undefined) {
  return browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": uniqueIp() } });
}

test.describe("signed out", () => {
  test("landing, login, legal pages, 404 and the developer outbox", async ({ page }) => {
    // Seven screens, each scanned by axe: minutes on a loaded 2-core machine. Not a speed check.
    test.setTimeout(360_000);
    await visit(page, "/", /Become debt-free faster/);
    await expectAccessible(page, "landing");
    await page.getByRole("button", { name: "Theme" }).click();
    await expect(page.getByRole("group", { name: "Theme" }).getByRole("menuitemradio")).toHaveCount(3);
    await expectAccessible(page, "landing, Theme menu open");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toHaveCount(0);

    await visit(page, "/login", "Welcome back");
    await expectAccessible(page, "login");
    await visit(page, "/login?mode=register", "Create your free account");
    await expectAccessible(page, "login (register)");
    await visit(page, "/login/check-email", "Check your email");
    await expectAccessible(page, "check e-mail");

    for (const path of ["/privacy-policy", "/terms-of-service", "/financial-disclaimer", "/developers"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectAccessible(page, path);
    }

    await visit(page, `/no-such-page-${Date.now().toString(36)}`, "Page Not Found");
    await expectAccessible(page, "404");

    await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueLoopbackIp() });
    await visit(page, "/dev/outbox", "Developer outbox");
    await expectAccessible(page, "developer outbox");
  });

  test("the unsubscribe page before and after unsubscribing", async ({ page, browser, baseURL }) => {
    const { email, user } = await registerViaApi(page.context().request);
    await setPlanInDatabase(email, "basic");
    const token = randomBytes(32).toString("base64url");
    await sql(
      `INSERT INTO "ReminderPreference" ("id", "userId", "unsubscribeTokenHash", "updatedAt") VALUES ($1, $2, $3, now())`,
      [`a11y-${token.slice(0, 20)}`, user.id, createHash("sha256").update(token).digest("hex")],
    );
    const visitor = await signedOutContext(browser, baseURL);
    try {
      const mail = await visitor.newPage();
      await visit(mail, `/unsubscribe/${token}`, "Unsubscribe from reminder e-mails?");
      await expectAccessible(mail, "unsubscribe");
      await mail.getByRole("button", { name: "Unsubscribe", exact: true }).click();
      await expect(mail.getByRole("heading", { level: 1 })).toHaveText("You're unsubscribed");
      await expectAccessible(mail, "unsubscribed");
    } finally {
      await visitor.close();
    }
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the landing page with the menu open", async ({ page }) => {
      await visit(page, "/", /Become debt-free faster/);
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
      await expectAccessible(page, "landing, mobile menu open");
    });
  });
});

test.describe("signed in with data", () => {
  // Many screens, each checked by axe, in one journey: minutes on a loaded 2-core machine. Not a speed check.
  test.describe.configure({ timeout: 480_000 });

  test("dashboard, Log Payment, account menu, calculator, results, gamification, referrals, voice, reminders", async ({
    page,
  }) => {
    await signInWithData(page.context().request);

    await visit(page, "/", "Welcome, Grace!");
    await expect(page.getByTestId("debt-row")).toHaveCount(2);
    // "Pay this month" with both debts, the status and the countdown.
    await expect(page.getByRole("region", { name: "Pay this month" }).getByTestId("plan-row")).toHaveCount(2);
    await expect(page.getByRole("region", { name: "Pay this month" }).getByTestId("plan-status")).toBeVisible();
    await expectAccessible(page, "dashboard");

    await page.getByRole("button", { name: "Log payment for Car Loan" }).click();
    await expect(dialog(page).getByRole("combobox", { name: "Debt" })).toContainText("Car Loan");
    await expectAccessible(page, "Log Payment dialog from Pay this month");
    await closeDialog(page);

    await page.getByRole("button", { name: "Log Payment", exact: true }).click();
    await expect(dialog(page).getByRole("heading", { name: "Log Payment" })).toBeVisible();
    await expectAccessible(page, "Log Payment dialog");
    await closeDialog(page);

    const accountMenu = page.getByRole("button", { name: /^Account menu for / });
    await accountMenu.click();
    await expect(page.getByRole("menu")).toBeVisible();
    await expect(page.getByRole("menuitemradio", { name: "System" })).toHaveAttribute("aria-checked", "true");
    await expectAccessible(page, "account menu open");
    // The menu's Theme choice outranks the system's light scheme, and System gives the choice back to it.
    await page.getByRole("menuitemradio", { name: "Dark" }).click();
    await expect(page.locator("html")).toHaveClass(/(^|\s)dark(\s|$)/);
    await expect(page.getByRole("menu")).toHaveCount(0); // closed, so the next press opens it again
    await accountMenu.click();
    await page.getByRole("menuitemradio", { name: "System" }).click();
    await expect(page.locator("html")).toHaveClass(/(^|\s)light(\s|$)/);
    await expect(page.getByRole("menu")).toHaveCount(0);

    await visit(page, "/calculator", "Debt Payoff Calculator");
    await expect(page.getByRole("group", { name: /^Debt 2/ })).toBeVisible();
    await expectAccessible(page, "calculator");

    await visit(page, "/results", "Your Debt Payoff Plan");
    await expect(page.getByRole("table").first()).toBeVisible();
    await scrollUntilDrawn(
      page.getByRole("region", { name: "Your own payoff order" }),
      page.getByRole("button", { name: "Save custom order" }),
    );
    await scrollUntilDrawn(page.getByTestId("what-if-slot"), whatIfDrawn(page));
    await expectAccessible(page, "results");

    await visit(page, "/gamification", "Your Debt-Free Journey");
    await expect(page.getByRole("group", { name: "Achievements" })).toBeVisible();
    await expectAccessible(page, "gamification");

    await visit(page, "/referrals", "Referral Program");
    await page.waitForLoadState("networkidle");
    await expectAccessible(page, "referrals");

    await visit(page, "/voice", "Voice Assistant");
    await expect(page.getByText("What's my total debt?").first()).toBeVisible();
    await expectAccessible(page, "voice");

    await visit(page, "/settings/reminders", "Reminders");
    await expect(page.getByRole("switch", { name: "Email reminders" })).toBeVisible();
    await expectAccessible(page, "reminder settings");

    // Settings > Connected accounts without Plaid keys: the card says what is missing and points at file import.
    await visit(page, "/settings/connected", "Connected accounts");
    const noProvider = page.getByTestId("plaid-no-provider");
    await expect(noProvider).toContainText("Bank connections need a provider (Plaid) configured by the site owner");
    await expect(noProvider.getByRole("link", { name: "Import a file" })).toHaveAttribute("href", "/imports");
    await expectAccessible(page, "connected accounts");

    await visit(page, "/settings/support", "Contact support");
    await expect(page.getByRole("button", { name: "Send request" })).toBeVisible();
    await expectAccessible(page, "support");

    await visit(page, "/settings/account", "Account");
    await expect(page.getByRole("button", { name: "Download my data" })).toBeVisible();
    await expectAccessible(page, "account settings");
    await page.getByRole("button", { name: "Change e-mail" }).click();
    await expect(dialog(page).getByLabel("Current password")).toBeVisible();
    await expectAccessible(page, "change e-mail dialog");
    await closeDialog(page);
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(dialog(page).getByLabel("New password")).toBeVisible();
    await expectAccessible(page, "change password dialog");
    await closeDialog(page);
    await page.getByRole("button", { name: "Create token" }).click();
    await expect(dialog(page).getByLabel("Name")).toBeVisible();
    await expectAccessible(page, "create API token dialog");
    await dialog(page).getByLabel("Name").fill("Spreadsheet");
    await dialog(page).getByRole("button", { name: "Create token" }).click();
    await expect(page.getByTestId("api-token-reveal")).toBeVisible();
    await expectAccessible(page, "API token shown once");
    await page.getByRole("button", { name: "Revoke Spreadsheet" }).click();
    await expect(page.getByRole("alertdialog", { name: 'Revoke "Spreadsheet"?' })).toBeVisible();
    await expectAccessible(page, "revoke API token confirmation");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
  });

  test("payment history (and its edit and undo dialogs), goals, education (and an article), challenges (each tab)", async ({
    page,
  }) => {
    await signInWithData(page.context().request);

    await visit(page, "/payments", "Payment history");
    await expect(page.getByTestId("payment-row")).toHaveCount(1);
    await expectAccessible(page, "payment history");
    await page.getByRole("button", { name: /^Edit payment of/ }).click();
    await expect(dialog(page).getByLabel("Amount")).toHaveValue("200.00");
    await expectAccessible(page, "Edit payment dialog");
    await closeDialog(page);
    await page.getByRole("button", { name: /^Undo payment of/ }).click();
    await expect(page.getByRole("alertdialog", { name: "Undo this payment?" })).toBeVisible();
    await expectAccessible(page, "Undo payment confirmation");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("alertdialog")).toHaveCount(0);

    await visit(page, "/goals", "Financial Goals");
    await expect(page.getByRole("button", { name: "Add Money" }).first()).toBeVisible();
    await expectAccessible(page, "goals");
    await page.getByRole("button", { name: "Create Goal", exact: true }).click();
    await expect(dialog(page).getByRole("heading", { name: "Create a Financial Goal" })).toBeVisible();
    await expectAccessible(page, "Create Goal dialog");
    await closeDialog(page);
    await page.getByRole("button", { name: "Rename goal Emergency fund" }).click();
    await expect(dialog(page).getByRole("heading", { name: "Rename Emergency fund" })).toBeVisible();
    await expectAccessible(page, "Rename goal dialog");
    await closeDialog(page);

    await visit(page, "/education", "Education Hub");
    await expect(page.getByTestId("education-card").first()).toBeVisible();
    await expectAccessible(page, "education");
    await page
      .getByRole("region", { name: "Your Learning Path" })
      .getByRole("button", { name: "Start Reading" })
      .click();
    await expect(dialog(page).getByRole("region", { name: "Article text" })).toBeVisible();
    await expectAccessible(page, "education article dialog");
    await closeDialog(page);

    await visit(page, "/challenges", "Financial Challenges");
    await expect(page.getByRole("tab", { name: "Your Challenges (1)" })).toHaveAttribute("aria-selected", "true");
    await expectAccessible(page, "challenges: yours");
    await page.getByRole("tab", { name: "Available Challenges" }).click();
    await expect(page.getByRole("article")).toHaveCount(3);
    await expectAccessible(page, "challenges: available");
    await page.getByRole("tab", { name: "Leaderboards" }).click();
    await expect(page.getByRole("tab", { name: "Leaderboards" })).toHaveAttribute("aria-selected", "true");
    await page.waitForLoadState("networkidle");
    await expectAccessible(page, "challenges: leaderboards");
  });

  test("negotiations (each tab, the dialogs), shared plans (detail), an invitation", async ({
    page,
    browser,
    baseURL,
  }) => {
    const { invitedEmail, planTitle } = await signInWithData(page.context().request);

    await visit(page, "/negotiations", "Negotiation Center");
    await expect(page.getByRole("tab", { name: "Your Letters (1)" })).toHaveAttribute("aria-selected", "true");
    await expectAccessible(page, "negotiations: letters");
    await page.getByRole("button", { name: "View Full Letter" }).first().click();
    await expect(page.getByRole("dialog", { name: /^Negotiation Letter/ })).toBeVisible();
    await expectAccessible(page, "letter viewer");
    await closeDialog(page);
    await page.getByRole("button", { name: "Create Negotiation Letter" }).click();
    await expect(page.getByRole("dialog", { name: "Generate Negotiation Letter" })).toBeVisible();
    await expectAccessible(page, "generate letter dialog");
    await closeDialog(page);
    await page.getByRole("tab", { name: "Templates" }).click();
    await expect(page.getByRole("tab", { name: "Templates" })).toHaveAttribute("aria-selected", "true");
    await page.waitForLoadState("networkidle");
    await expectAccessible(page, "negotiations: templates");
    await page.getByRole("tab", { name: "Negotiation Tips" }).click();
    await expect(page.getByRole("tab", { name: "Negotiation Tips" })).toHaveAttribute("aria-selected", "true");
    await expectAccessible(page, "negotiations: tips");

    await visit(page, "/shared-plans", "Shared Plans");
    const details = page.getByRole("button", { name: `View details of ${planTitle}` });
    await expect(details).toBeVisible();
    await expectAccessible(page, "shared plans");
    await details.click();
    await expect(dialog(page).getByTestId("member-row")).toHaveCount(2);
    await expectAccessible(page, "shared plan detail dialog");
    await closeDialog(page);

    // The invitee opens the e-mailed link signed in as themself.
    const path = await invitationPath(invitedEmail);
    const invitee = await signedOutContext(browser, baseURL);
    try {
      await registerViaApi(invitee.request, { email: invitedEmail, firstName: "Ivy" });
      const other = await invitee.newPage();
      await other.goto(path);
      // First as a new (unverified) account: the invitation waits for a confirmed address.
      await expect(other.getByRole("heading", { level: 1, name: "Confirm your e-mail address first" })).toBeVisible();
      await expectAccessible(other, "invitation, address not confirmed");
      await other.goto(await verificationPath(invitedEmail));
      await expect(other.getByRole("heading", { level: 1, name: "Your e-mail address is confirmed" })).toBeVisible();
      await expectAccessible(other, "e-mail address confirmed");
      await other.goto(path);
      await expect(other.getByRole("heading", { level: 1, name: /^Join/ })).toBeVisible();
      await expect(other.getByRole("button", { name: "Accept", exact: true })).toBeVisible();
      await expectAccessible(other, "invitation");
    } finally {
      await invitee.close();
    }
  });

  test("subscribe, the local checkout, success, cancel and billing settings", async ({ page }) => {
    const request = page.context().request;
    await registerViaApi(request);
    await post(request, "/api/debts", { name: "Visa Card", balance: "5000", interestRate: "18.9", minPayment: "150" });

    await visit(page, "/subscribe", "Choose Your Plan");
    await expectAccessible(page, "subscribe (free)");

    const { url } = await post<{ url: string }>(request, "/api/billing/create-checkout-session", { plan: "basic" });
    const sessionId = new URL(url, "http://localhost").pathname.split("/").pop()!;
    await visit(page, `/checkout/${sessionId}`, "Subscribe to Basic");
    await expectAccessible(page, "local checkout");

    await page.getByRole("button", { name: "Confirm subscription" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Thank you for subscribing!" })).toBeVisible();
    await expectAccessible(page, "success");

    await visit(page, "/cancel", "Checkout canceled");
    await expectAccessible(page, "cancel");

    await visit(page, "/settings/billing", "Billing");
    await page.waitForLoadState("networkidle");
    await expectAccessible(page, "billing settings");

    await visit(page, "/subscribe", "Choose Your Plan");
    await expectAccessible(page, "subscribe (basic)");
  });

  test("a free user's goals upgrade card and the empty screens", async ({ page }) => {
    await registerViaApi(page.context().request);
    await visit(page, "/", "Welcome, Grace!");
    await expect(page.getByText("No debts added yet")).toBeVisible();
    await expectAccessible(page, "empty dashboard");
    await visit(page, "/goals", "Financial Goals");
    await page.waitForLoadState("networkidle");
    await expectAccessible(page, "goals (free)");
    await visit(page, "/results", "No Strategy Found");
    await page.waitForLoadState("networkidle");
    await expectAccessible(page, "results (empty)");
  });

  test("the first-name prompt of an account made by e-mailed link", async ({ page }) => {
    const { email } = await registerViaApi(page.context().request);
    // What a sign-in link's new account looks like: no name yet.
    await sql(`UPDATE "User" SET "firstName" = NULL, "lastName" = NULL, name = NULL WHERE email = $1`, [email]);
    await visit(page, "/", "Welcome to DebtWise!");
    await expectAccessible(page, "welcome (first name)");
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the payment history as cards", async ({ page }) => {
      const request = page.context().request;
      await registerViaApi(request);
      const debt = await post<{ id: string }>(request, "/api/debts", {
        name: "Visa Card",
        balance: "5000",
        interestRate: "18.9",
        minPayment: "150",
      });
      await post(request, "/api/payments/log", { debtId: debt.id, amount: "200", paymentDate: browserToday() });
      await visit(page, "/payments", "Payment history");
      await expect(page.getByTestId("payment-card")).toHaveCount(1);
      await expectAccessible(page, "payment history (phone)");
    });

    test("the dashboard with the menu open", async ({ page }) => {
      await registerViaApi(page.context().request);
      await visit(page, "/", "Welcome, Grace!");
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
      await expectAccessible(page, "dashboard, mobile menu open");
    });
  });
});
