import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { test, expect, registerViaApi, setPlanInDatabase, sidewaysOverflow, verificationPath } from "../fixtures";

// The Financial Goals screen (docs/product-rules.md "Goals"): the empty state, the create dialog (validation,
// the type's prefilled target), goal cards with their clamped progress bar and 'Completed' badge, Add Money,
// rename, delete; and the Free plan's upgrade card in place of creating.

/** The visible toast (Radix also copies its text into a screen-reader announcement). */
function toast(page: Page) {
  return page.locator("[data-slot=toast]").first();
}

function goalCard(page: Page, label: string) {
  return page.getByRole("group", { name: label });
}

async function signInWithPlan(request: APIRequestContext, plan: "free" | "basic" | "pro") {
  const { email } = await registerViaApi(request);
  if (plan !== "free") await setPlanInDatabase(email, plan);
  return email;
}

async function addMoney(page: Page, card: Locator, amount: string | "rest") {
  await card.getByRole("button", { name: "Add Money" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: /^Add Money to / })).toBeVisible();
  if (amount === "rest") await dialog.getByRole("button", { name: "Add the rest" }).click();
  else await dialog.getByLabel("Amount").fill(amount);
  await dialog.getByRole("button", { name: "Add Money" }).click();
  await expect(dialog).toBeHidden();
}

test("a Basic user creates an emergency fund goal and adds money until it is completed", async ({ page }) => {
  const email = await signInWithPlan(page.context().request, "basic");
  await page.goto("/goals");

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Financial Goals");
  await expect(page.getByText("No goals yet")).toBeVisible();
  await expect(page.getByRole("region", { name: "Tips for Reaching Your Goals" })).toContainText("$1,000");
  await expect(page.getByRole("region", { name: "Tips for Reaching Your Goals" })).toContainText(
    "3-6 months of expenses",
  );
  await expect(page.getByText("Goal setting is included in Basic and Pro")).toHaveCount(0);

  await page.getByRole("button", { name: "Create Goal", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Create a Financial Goal" })).toBeVisible();

  // An empty submit shows the form's messages under the fields and sends nothing.
  await dialog.getByRole("button", { name: "Create Goal" }).click();
  await expect(dialog.getByText("Goal name is required")).toBeVisible();
  await expect(dialog.getByText("Goal type is required")).toBeVisible();
  await expect(dialog.getByText("Target amount is required")).toBeVisible();

  // Choosing a type prefills its name and target and clears the messages.
  await dialog.getByRole("combobox", { name: "Goal type" }).click();
  await page.getByRole("option", { name: "Emergency Fund" }).click();
  await expect(dialog.getByLabel("Goal name")).toHaveValue("Emergency fund");
  await expect(dialog.getByLabel("Target amount")).toHaveValue("10000");
  await expect(dialog.getByText("Goal name is required")).toHaveCount(0);
  await expect(dialog.getByText("Goal type is required")).toHaveCount(0);
  await expect(dialog.getByText("Target amount is required")).toHaveCount(0);
  await dialog.getByLabel("Goal name").fill("Rainy day fund");
  await expect(dialog.getByText("We remind you each month by e-mail or text")).toBeVisible();

  const year = new Date().getFullYear() + 1;
  await dialog.getByLabel("Target date (optional)").fill(`${year}-03-01`);
  await dialog.getByLabel("Monthly auto-save (optional)").fill("200");
  await dialog.getByRole("button", { name: "Create Goal" }).click();

  await expect(toast(page)).toContainText("Goal created");
  await expect(dialog).toBeHidden();
  await expect(page.getByText("No goals yet")).toHaveCount(0);

  const card = goalCard(page, "Rainy day fund");
  await expect(card).toContainText("Emergency Fund");
  await expect(card.getByTestId("goal-current")).toHaveText("$0.00");
  await expect(card.getByTestId("goal-target")).toHaveText("$10,000.00");
  await expect(card.getByRole("progressbar", { name: "Rainy day fund progress" })).toHaveAttribute(
    "aria-valuenow",
    "0",
  );
  await expect(card).toContainText(`Target: March 1, ${year}`);
  // Made today: nothing is expected yet.
  await expect(card.getByTestId("goal-pace")).toHaveText("On track");
  // The reminder promised is the one the scheduler sends: none to an address not yet confirmed (docs/product-rules.md
  // "Reminders").
  await expect(card.getByTestId("goal-auto-save")).toHaveText(
    "Auto-save: $200.00 per month. No reminder is sent: see your reminder settings.",
  );
  await expect(card.getByRole("link", { name: "reminder settings" })).toHaveAttribute("href", "/settings/reminders");
  await page.goto(await verificationPath(email));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your e-mail address is confirmed");
  await page.goto("/goals");
  await expect(card.getByTestId("goal-auto-save")).toHaveText(
    "Auto-save: $200.00 per month, with a monthly e-mail reminder",
  );
  await expect(card.getByTestId("auto-save-month")).toHaveCount(1);
  await expect(card.getByTestId("auto-save-month")).toContainText("In progress");
  await expect(card.getByText("Completed")).toHaveCount(0);

  await addMoney(page, card, "2500");
  await expect(toast(page)).toContainText("Money added");
  await expect(card.getByTestId("auto-save-month")).toContainText("Met");
  await expect(card.getByTestId("goal-current")).toHaveText("$2,500.00");
  await expect(card.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "25");
  await expect(card.getByTestId("goal-percent")).toHaveText("25%");
  await expect(card).toContainText("$7,500.00 to go");

  await addMoney(page, card, "rest");
  await expect(toast(page)).toContainText("Goal reached!");
  await expect(card.getByText("Completed", { exact: true })).toBeVisible();
  await expect(card.getByTestId("goal-current")).toHaveText("$10,000.00");
  await expect(card.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");

  // Money beyond the target is kept; the bar stays at 100 %.
  await addMoney(page, card, "150");
  await expect(card.getByTestId("goal-current")).toHaveText("$10,150.00");
  await expect(card.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
  await expect(card.getByTestId("goal-percent")).toHaveText("100%");

  // Still there after a reload (the server's numbers, not just the client cache).
  await page.reload();
  await expect(goalCard(page, "Rainy day fund").getByTestId("goal-current")).toHaveText("$10,150.00");
  await expect(goalCard(page, "Rainy day fund").getByText("Completed", { exact: true })).toBeVisible();
});

test("deleting a goal asks for confirmation and brings back the empty state", async ({ page }) => {
  const request = page.context().request;
  await signInWithPlan(request, "pro");
  const res = await request.post("/api/goals", {
    data: { name: "Savings", goalType: "savings", targetAmount: "5000" },
  });
  expect(res.status(), await res.text()).toBe(201);
  await page.goto("/goals");

  const card = goalCard(page, "Savings");
  await expect(card.getByTestId("goal-target")).toHaveText("$5,000.00");

  // Cancel keeps it.
  await card.getByRole("button", { name: "Delete goal Savings" }).click();
  let confirm = page.getByRole("alertdialog");
  await expect(confirm.getByRole("heading", { name: "Delete this goal?" })).toBeVisible();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(card).toBeVisible();

  await card.getByRole("button", { name: "Delete goal Savings" }).click();
  confirm = page.getByRole("alertdialog");
  await confirm.getByRole("button", { name: "Delete Goal" }).click();
  await expect(toast(page)).toContainText("Goal deleted");
  await expect(card).toHaveCount(0);
  await expect(page.getByText("No goals yet")).toBeVisible();
});

test("a goal is renamed from its card: the form checks the name, the card and the list keep the new one", async ({
  page,
}) => {
  const request = page.context().request;
  await signInWithPlan(request, "basic");
  const res = await request.post("/api/goals", {
    data: { name: "Car fund", goalType: "savings", targetAmount: "3000" },
  });
  expect(res.status(), await res.text()).toBe(201);
  await page.goto("/goals");

  await goalCard(page, "Car fund").getByRole("button", { name: "Rename goal Car fund" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Rename Car fund" })).toBeVisible();
  const name = dialog.getByLabel("Goal name");
  await expect(name).toHaveValue("Car fund");
  await name.fill("   ");
  await dialog.getByRole("button", { name: "Save Name" }).click();
  await expect(dialog.getByText("Goal name is required")).toBeVisible();
  await name.fill("New car");
  await dialog.getByRole("button", { name: "Save Name" }).click();
  await expect(toast(page)).toContainText('"Car fund" is now "New car".');
  await expect(dialog).toBeHidden();

  const card = goalCard(page, "New car");
  await expect(card.getByTestId("goal-target")).toHaveText("$3,000.00");
  await expect(goalCard(page, "Car fund")).toHaveCount(0);
  await page.reload();
  await expect(goalCard(page, "New car")).toBeVisible();
});

test("a Free user sees the upgrade card instead of the create button", async ({ page }) => {
  await signInWithPlan(page.context().request, "free");
  await page.goto("/goals");

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Financial Goals");
  const upgrade = page.getByRole("region", { name: "Goal setting is included in Basic and Pro" });
  await expect(upgrade).toBeVisible();
  await expect(upgrade.getByRole("link", { name: "Upgrade Now" })).toHaveAttribute("href", "/subscribe");
  await expect(page.getByRole("button", { name: "Create Goal", exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Create Your First Goal" })).toHaveCount(0);
  await expect(page.getByText("No goals yet")).toBeVisible();
});

test("after a downgrade to Free, existing goals stay visible and removable but take no more money", async ({
  page,
}) => {
  const request = page.context().request;
  const email = await signInWithPlan(request, "basic");
  const res = await request.post("/api/goals", {
    data: { name: "Investment", goalType: "investment", targetAmount: "25000" },
  });
  expect(res.status(), await res.text()).toBe(201);
  await setPlanInDatabase(email, "free");
  await page.goto("/goals");

  const card = goalCard(page, "Investment");
  await expect(card.getByTestId("goal-target")).toHaveText("$25,000.00");
  await expect(card.getByRole("button", { name: "Add Money" })).toHaveCount(0);
  await expect(card.getByRole("button", { name: "Rename goal Investment" })).toHaveCount(0);
  await expect(card.getByRole("button", { name: "Delete goal Investment" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Goal setting is included in Basic and Pro" })).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the goals page fits the screen without sideways scrolling", async ({ page }) => {
    const request = page.context().request;
    await signInWithPlan(request, "basic");
    const res = await request.post("/api/goals", {
      data: {
        name: "A goal with a long name that still has to fit on a phone",
        goalType: "emergency_fund",
        targetAmount: "9999999.99",
        autoSaveAmount: "12345.67",
        targetDate: `${new Date().getFullYear() + 1}-12-31`,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    await page.goto("/goals");

    await expect(
      goalCard(page, "A goal with a long name that still has to fit on a phone").getByTestId("goal-target"),
    ).toHaveText("$9,999,999.99");
    const overflow = await sidewaysOverflow(page);
    expect(overflow).toBeLessThanOrEqual(0);

    await page.getByRole("button", { name: "Create Goal", exact: true }).click();
    await expect(page.getByRole("dialog").getByRole("heading", { name: "Create a Financial Goal" })).toBeVisible();
    const dialogOverflow = await sidewaysOverflow(page);
    expect(dialogOverflow).toBeLessThanOrEqual(0);
  });
});
