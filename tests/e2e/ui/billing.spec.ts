import type { APIRequestContext, Page } from "@playwright/test";
import { COMPARISON_ROWS, comparisonCellText, includedFeatureLines } from "@/lib/billing/comparison";
import { PLANS, PLANS_BY_ID } from "@/lib/billing/plans";
import { test, expect, registerViaApi } from "../fixtures";

// Subscribing through the local test checkout (the e2e server runs without Stripe keys), the payment result
// pages and the billing page (docs/product-rules.md "Subscribing").

const DEBT = { name: "Visa Card", balance: "5000", interestRate: "18.9", minPayment: "150" };
const SECOND_DEBT = { name: "Car Loan", balance: "12000", interestRate: "6.5", minPayment: "300" };

/** The visible toast (Radix also copies its text into a screen-reader announcement). */
/** Holds matching requests until the returned function is called (to read what a page shows before it moves on). */
async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Collects the text of every toast the page shows, even when the page navigates away right after (a redirect
 * to login follows these toasts within a second, and a pending navigation blocks ordinary locators).
 */
async function recordToasts(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction("__recordToast", (text: string) => seen.push(text));
  await page.addInitScript(() => {
    const report = (window as unknown as { __recordToast: (t: string) => void }).__recordToast;
    new MutationObserver(() => {
      for (const el of document.querySelectorAll<HTMLElement>("[data-slot=toast]")) {
        if (el.dataset.recorded) continue;
        el.dataset.recorded = "1";
        report(el.innerText);
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return seen;
}

function toast(page: Page) {
  return page.locator("[data-slot=toast]").first();
}

function planCard(page: Page, name: string) {
  return page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name, exact: true }) });
}

/** Upgrades over HTTP through the same local checkout the page uses; answers the checkout session id. */
async function upgradeViaApi(request: APIRequestContext, plan: "basic" | "pro"): Promise<string> {
  const created = await request.post("/api/billing/create-checkout-session", { data: { plan } });
  expect(created.status(), await created.text()).toBe(200);
  const { url } = (await created.json()) as { url: string };
  const sessionId = new URL(url, "http://localhost").pathname.split("/").pop()!;
  const completed = await request.post(`/api/billing/local-checkout/${sessionId}/complete`);
  expect(completed.status(), await completed.text()).toBe(200);
  return sessionId;
}

test("a free user upgrades to Basic through the test checkout and can then add a second debt", async ({ page }) => {
  const request = page.context().request;
  await registerViaApi(request);
  expect((await request.post("/api/debts", { data: DEBT })).status()).toBe(201);
  // The free plan's one debt is used: a second is refused.
  expect((await request.post("/api/debts", { data: SECOND_DEBT })).status()).toBe(403);

  await page.goto("/subscribe");
  await expect(page.getByRole("heading", { level: 1, name: "Choose Your Plan" })).toBeVisible();
  const current = page.getByTestId("current-plan");
  await expect(current.getByTestId("current-plan-name")).toHaveText("Free");
  await expect(current.getByTestId("current-plan-status")).toHaveText("Active");
  await expect(planCard(page, "Free").getByRole("button", { name: "Current Plan" })).toBeDisabled();
  await expect(planCard(page, "Basic")).toContainText("Most Popular");
  await expect(planCard(page, "Basic")).toContainText("14-day free trial, once per account");
  await expect(planCard(page, "Pro")).toContainText("$25");
  await expect(planCard(page, "Pro")).toContainText("14-day free trial, once per account");

  const table = page.getByRole("table");
  await expect(table.getByRole("columnheader")).toHaveText(["Feature", "Free", "Basic", "Pro"]);
  await expect(table.getByRole("row", { name: /Debts tracked/ }).getByRole("cell")).toHaveText([
    "1",
    "Up to 200",
    "Up to 200",
  ]);
  for (const note of [
    "Cancel anytime",
    "No setup fees",
    "30-day money-back guarantee",
    "Test checkout — no card is charged",
  ]) {
    await expect(page.getByText(note, { exact: true })).toBeVisible();
  }

  // The button reads 'Processing...' while the checkout session is being created.
  const release = await holdRequests(page, "**/api/billing/create-checkout-session");
  await planCard(page, "Basic").getByRole("button", { name: "Start 14-Day Free Trial" }).click();
  await expect(planCard(page, "Basic").getByRole("button", { name: "Processing..." })).toBeDisabled();
  await expect(planCard(page, "Pro").getByRole("button", { name: "Start 14-Day Free Trial" })).toBeDisabled();
  release();

  await expect(page).toHaveURL(/\/checkout\/[^/?#]+$/);
  await expect(page.getByRole("note", { name: "Test checkout" })).toContainText("Test checkout — no card is charged");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Subscribe to Basic");
  await expect(page.getByTestId("checkout-price")).toHaveText("$15");
  await expect(page.getByTestId("checkout-trial")).toHaveText("14 days");
  await expect(page.getByTestId("checkout-trial-detail")).toContainText(/^Trial ends .+\. Then \$15 per month\.$/);
  await expect(page.getByRole("list", { name: "What you get" }).getByRole("listitem")).toHaveText(
    includedFeatureLines(PLANS_BY_ID.basic),
  );

  await page.getByRole("button", { name: "Confirm subscription" }).click();
  await expect(page).toHaveURL(/\/success\?session_id=[^&]+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Thank you for subscribing!" })).toBeVisible();
  await expect(page.getByTestId("success-plan")).toContainText(
    "Your Basic plan is now active. Your free trial runs until",
  );
  await expect(page.getByRole("link", { name: "Go to Dashboard" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("link", { name: "Open the Calculator" })).toHaveAttribute("href", "/calculator");

  // The dashboard knows the new plan: the add button is back.
  await page.getByRole("link", { name: "Go to Dashboard" }).click();
  await expect(page).toHaveURL(/\/$/);
  const subscription = page
    .getByRole("heading", { name: "Subscription Status" })
    .locator("xpath=ancestor::*[@data-slot='card'][1]");
  await expect(subscription).toContainText("Basic");
  await expect(page.getByRole("link", { name: "Add Debt", exact: true })).toHaveAttribute("href", "/calculator");

  // The second debt is accepted now, from the signed-in page itself.
  const status = await page.evaluate(async (debt) => {
    const res = await fetch("/api/debts", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(debt),
      credentials: "include",
    });
    return res.status;
  }, SECOND_DEBT);
  expect(status).toBe(201);
  await page.reload();
  await expect(page.getByTestId("debt-row")).toHaveCount(2);
});

test("the subscribe page marks a paid user's plan as current, and a used checkout cannot be confirmed again", async ({
  page,
}) => {
  const request = page.context().request;
  await registerViaApi(request);
  const sessionId = await upgradeViaApi(request, "basic");

  await page.goto("/subscribe");
  await expect(page.getByTestId("current-plan-name")).toHaveText("Basic");
  await expect(page.getByTestId("current-plan-status")).toHaveText("Free trial");
  await expect(planCard(page, "Basic").getByRole("button", { name: "Current Plan" })).toBeDisabled();
  await expect(planCard(page, "Pro").getByRole("button", { name: "Upgrade to Pro" })).toBeEnabled();
  await expect(planCard(page, "Pro")).toContainText(/Your trial continues until .+; Pro starts billing then\./);
  await expect(page.getByTestId("current-plan")).toContainText(/Trial ends .+, then \$15 per month/);
  await expect(page.getByRole("button", { name: "Current Plan" })).toHaveCount(1);
  // Going back to Free is a cancellation, on the billing page.
  await expect(planCard(page, "Free").getByRole("link", { name: "Switch to Free" })).toHaveAttribute(
    "href",
    "/settings/billing",
  );

  // The used checkout cannot be confirmed twice; its page says so.
  expect((await request.post(`/api/billing/local-checkout/${sessionId}/complete`)).status()).toBe(409);
  await page.goto(`/checkout/${sessionId}`);
  await expect(page.getByRole("heading", { level: 1, name: "This checkout is already complete" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to Dashboard" })).toHaveAttribute("href", "/");
});

test("the comparison table and the plan cards show exactly the proven claims, row by row", async ({ page }) => {
  // tests/unit/plan-claims.test.ts proves every row of COMPARISON_ROWS and every card line; this keeps the page
  // from drifting from them (docs/product-rules.md "Plans and limits").
  await registerViaApi(page.context().request);
  await page.goto("/subscribe");
  const table = page.getByRole("table");
  await expect(table.getByRole("columnheader")).toHaveText(["Feature", ...PLANS.map((plan) => plan.name)]);
  const rows = table.locator("tbody tr");
  await expect(rows).toHaveCount(COMPARISON_ROWS.length);
  for (const [index, row] of COMPARISON_ROWS.entries()) {
    await expect(rows.nth(index).locator("th")).toHaveText(row.label);
    await expect(rows.nth(index).getByRole("cell")).toHaveText(
      PLANS.map((plan) => comparisonCellText(row.value(plan))),
    );
  }
  for (const plan of PLANS) {
    await expect(
      planCard(page, plan.name)
        .getByRole("list", { name: `${plan.name} features` })
        .getByRole("listitem"),
    ).toHaveText(plan.features.map((f) => (f.included ? f.label : `Not included: ${f.label}`)));
  }
});

test("cancelling the test checkout leads to /cancel and changes nothing", async ({ page }) => {
  await registerViaApi(page.context().request);
  await page.goto("/subscribe");
  await planCard(page, "Pro").getByRole("button", { name: "Start 14-Day Free Trial" }).click();

  await expect(page).toHaveURL(/\/checkout\/[^/?#]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Subscribe to Pro");
  await expect(page.getByTestId("checkout-price")).toHaveText("$25");
  await expect(page.getByTestId("checkout-trial")).toHaveText("14 days");
  await expect(page.getByTestId("checkout-trial-detail")).toContainText("Then $25 per month.");

  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/cancel$/);
  await expect(page.getByRole("heading", { level: 1, name: "Checkout canceled" })).toBeVisible();
  await expect(page.getByText("No charge was made")).toBeVisible();
  await expect(page.getByTestId("free-plan-note")).toContainText("The Free plan lets you track 1 debt");
  await expect(page.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("link", { name: "View Plans" })).toHaveAttribute("href", "/subscribe");

  await page.getByRole("link", { name: "View Plans" }).click();
  await expect(page.getByTestId("current-plan-name")).toHaveText("Free");
});

test("upgrading during a Basic trial keeps the trial's end, and the checkout says so", async ({ page }) => {
  const request = page.context().request;
  await registerViaApi(request);
  await upgradeViaApi(request, "basic");
  const { currentPeriodEnd } = (await (await request.get("/api/billing/status")).json()) as {
    currentPeriodEnd: string;
  };

  await page.goto("/subscribe");
  await planCard(page, "Pro").getByRole("button", { name: "Upgrade to Pro" }).click();
  await expect(page).toHaveURL(/\/checkout\/[^/?#]+$/);
  await expect(page.getByTestId("checkout-trial")).toHaveText(/^Continues until /);
  await expect(page.getByTestId("checkout-trial-detail")).toHaveText(
    /^Your trial continues until .+; Pro starts billing then\.$/,
  );
  await page.getByRole("button", { name: "Confirm subscription" }).click();

  await expect(page).toHaveURL(/\/success\?session_id=[^&]+$/);
  await expect(page.getByTestId("success-plan")).toContainText(
    "Your Pro plan is now active. Your free trial runs until",
  );
  expect(await (await request.get("/api/billing/status")).json()).toMatchObject({
    plan: "pro",
    status: "trialing",
    currentPeriodEnd,
  });
});

test("a second trial is not offered: after cancelling a trial, Pro's checkout bills from today", async ({ page }) => {
  const request = page.context().request;
  await registerViaApi(request);
  await upgradeViaApi(request, "basic");
  expect((await request.post("/api/billing/local/cancel")).status()).toBe(200);

  await page.goto("/subscribe");
  await expect(planCard(page, "Pro")).not.toContainText("free trial");
  await planCard(page, "Pro").getByRole("button", { name: "Upgrade to Pro" }).click();
  await expect(page).toHaveURL(/\/checkout\/[^/?#]+$/);
  await expect(page.getByTestId("checkout-trial")).toHaveText("None");
  await expect(page.getByTestId("checkout-trial-detail")).toHaveText(
    "You have already had your free trial (one per account). Billed $25 per month from today.",
  );
  // Every Pro feature of the plan table, not the pricing card's "Everything in Basic" and a subset.
  const features = page.getByRole("list", { name: "What you get" }).getByRole("listitem");
  await expect(features).toHaveText(includedFeatureLines(PLANS_BY_ID.pro));
  await expect(features.filter({ hasText: "Forecasting" })).toHaveCount(1);
  await expect(features.filter({ hasText: "API access" })).toHaveCount(1);
  await page.getByRole("button", { name: "Confirm subscription" }).click();
  await expect(page).toHaveURL(/\/success\?session_id=[^&]+$/);
  await expect(page.getByRole("list", { name: "Included in Pro" }).getByRole("listitem")).toHaveText(
    includedFeatureLines(PLANS_BY_ID.pro),
  );
});

test("an unknown checkout is explained, not an error", async ({ page }) => {
  await registerViaApi(page.context().request);
  await page.goto("/checkout/not-a-real-session");
  await expect(page.getByRole("heading", { level: 1, name: "Checkout not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Choose a plan" })).toHaveAttribute("href", "/subscribe");
});

test("the billing page, reached from the account menu, cancels a paid plan back to Free", async ({ page }) => {
  const request = page.context().request;
  await registerViaApi(request);
  await upgradeViaApi(request, "pro");

  await page.goto("/");
  await page.getByRole("button", { name: "Account menu for Grace" }).click();
  await page.getByRole("menuitem", { name: "Billing" }).click();
  await expect(page).toHaveURL(/\/settings\/billing$/);

  const card = page.getByTestId("billing-plan");
  await expect(card.getByTestId("billing-plan-name")).toHaveText("Pro");
  await expect(card).toContainText("Free trial");
  await expect(card).toContainText("Trial ends on");
  await expect(card).toContainText("Test checkout — no card is charged");
  await expect(card.getByTestId("billing-period-end")).toBeVisible();
  await expect(card.getByRole("link", { name: "Change plan" })).toHaveAttribute("href", "/subscribe");

  // The confirmation can be dismissed without changing anything.
  await card.getByRole("button", { name: "Cancel subscription" }).click();
  let dialog = page.getByRole("alertdialog");
  await expect(dialog.getByRole("heading", { name: "Cancel your Pro subscription?" })).toBeVisible();
  await expect(dialog).toContainText("Your free trial ends now too. There is one free trial per account");
  await dialog.getByRole("button", { name: "Keep Pro" }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId("billing-plan-name")).toHaveText("Pro");

  await card.getByRole("button", { name: "Cancel subscription" }).click();
  dialog = page.getByRole("alertdialog");
  await dialog.getByRole("button", { name: "Cancel subscription" }).click();
  await expect(toast(page)).toContainText("Subscription canceled");
  await expect(card.getByTestId("billing-plan-name")).toHaveText("Free");
  await expect(card.getByRole("button", { name: "Cancel subscription" })).toHaveCount(0);
  await expect(card.getByRole("link", { name: "Upgrade" })).toHaveAttribute("href", "/subscribe");

  const me = await request.get("/api/auth/user");
  expect(((await me.json()) as { subscriptionPlan: string }).subscriptionPlan).toBe("free");
});

test("a paid user's 'Manage subscription' opens the billing page on local runs", async ({ page }) => {
  const request = page.context().request;
  await registerViaApi(request);
  await upgradeViaApi(request, "basic");
  await page.goto("/subscribe");
  await page.getByRole("button", { name: "Manage subscription" }).click();
  await expect(page).toHaveURL(/\/settings\/billing$/);
  await expect(page.getByTestId("billing-plan-name")).toHaveText("Basic");
  await expect(page.getByText("Trial ends on")).toBeVisible();
});

test("choosing a plan after the session ended says so and signs in again", async ({ page, context }) => {
  await registerViaApi(context.request);
  // Kept in the tab's sessionStorage as each toast appears (a synchronous write): a report through an exposed
  // function can be lost when the page navigates away half a second later on a loaded machine.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      for (const el of document.querySelectorAll<HTMLElement>("[data-slot=toast]")) {
        if (el.dataset.recorded) continue;
        el.dataset.recorded = "1";
        sessionStorage.setItem("toasts", `${sessionStorage.getItem("toasts") ?? ""}\n${el.innerText}`);
      }
    }).observe(document, { childList: true, subtree: true });
  });
  // The page re-asks for the user on arrival; that answer must come back before the cookie goes, or the page's own
  // check (not the click) is what finds the session gone, and it says so in its own words.
  const userChecked = page.waitForResponse((r) => r.url().endsWith("/api/auth/user") && r.status() === 200);
  await page.goto("/subscribe");
  await expect(page.getByTestId("current-plan-name")).toHaveText("Free");
  await userChecked;
  await context.clearCookies();

  await planCard(page, "Basic").getByRole("button", { name: "Start 14-Day Free Trial" }).click();
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fsubscribe&ended=1$/);
  // The sign-in page says it, for as long as the person needs to read it: the message that must not be missed.
  await expect(page.getByText("You are logged out. Sign in again to continue.")).toBeVisible();
  // The half-second toast before the load (SPEC.md) says the same when it made it on screen; on a loaded machine
  // its code can arrive after the page has already moved on, which is why the sign-in page says it too.
  const toasts = await page.evaluate(() => sessionStorage.getItem("toasts"));
  if (toasts !== null) expect(toasts).toMatch(/Unauthorized\s*You are logged out\. Logging in again\.\.\./);
});

test("the subscribe page sends a visitor whose session is gone to login with a toast", async ({ page, context }) => {
  await registerViaApi(context.request);
  // The server still sees the cookie while rendering; the page's own check of the user finds it gone.
  await page.route("**/api/auth/user", (route) =>
    route.fulfill({
      status: 401,
      contentType: "application/json",
      body: '{"error":{"code":"unauthorized","message":"Unauthorized"}}',
    }),
  );
  // The real /api/login would sign straight back in (the cookie is valid) and the mocked 401 would loop; a stand-in
  // page ends the journey where it matters: the full-page navigation to /api/login.
  await page.route("**/api/login**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<p>login</p>" }),
  );
  const toLogin = page.waitForRequest((r) => r.isNavigationRequest() && new URL(r.url()).pathname === "/api/login");
  const toasts = await recordToasts(page);
  await page.goto("/subscribe");
  await expect
    .poll(() => toasts.join("\n"))
    .toMatch(/Unauthorized\s*You need to be logged in to subscribe\. Redirecting\.\.\./);
  await toLogin;
  await expect(page).toHaveURL(/\/api\/login/);
});
