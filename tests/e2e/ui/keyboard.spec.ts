import type { Locator, Page } from "@playwright/test";
import { test, expect, registerViaApi, setPlanInDatabase } from "../fixtures";

// The product works from the keyboard alone (docs/product-rules.md "Interface conventions"). The calculator (Tab
// through the fields, add and remove a debt, submit with Enter), a debt's due day (digits on the closed list), the Log
// Payment and Create Goal dialogs (focus comes back to the button that opened them), the account menu and the mobile
// menu (Enter/Space/arrows/Escape) and the skip link. No mouse clicks here: every action is a key press.

/** Presses Tab until `target` has focus; fails if it is not reachable within `limit` presses. */
async function tabTo(page: Page, target: Locator, { limit = 60, backwards = false } = {}): Promise<void> {
  const look = () =>
    target
      .evaluate((el) => (el === document.activeElement ? "focused" : el.isConnected ? "elsewhere" : "replaced"))
      .catch(() => "elsewhere");
  for (let i = 0; i < limit; i++) {
    // A focused stand-in can be replaced by its loaded part while this looks (the part takes focus over in the same
    // task, components/hooks/use-take-over-focus.ts): then the element looked at is gone, so look at the new one.
    let seen = await look();
    if (seen === "replaced") seen = await look();
    if (seen === "focused") return;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  await expect(target).toBeFocused();
}

async function expectFocusedThenType(page: Page, field: Locator, text: string): Promise<void> {
  await expect(field).toBeFocused();
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

async function addDebtViaApi(page: Page, name: string): Promise<void> {
  const res = await page
    .context()
    .request.post("/api/debts", { data: { name, balance: "5000", interestRate: "18.9", minPayment: "150" } });
  expect(res.status(), await res.text()).toBe(201);
}

test("the calculator by keyboard: fields, add and remove a debt, submit with Enter, results", async ({ page }) => {
  const { email } = await registerViaApi(page.context().request);
  await setPlanInDatabase(email, "basic");
  await page.goto("/calculator");
  await expect(page.getByRole("heading", { level: 1, name: "Debt Payoff Calculator" })).toBeVisible();
  const form = page.getByRole("form", { name: "Debt payoff calculator" });
  const entry = (n: number) => form.getByRole("group", { name: new RegExp(`^Debt ${n}`) });

  // The first entry, field after field in reading order.
  await tabTo(page, entry(1).getByLabel("Debt Name", { exact: true }));
  await expectFocusedThenType(page, entry(1).getByLabel("Debt Name", { exact: true }), "Visa Card");
  await page.keyboard.press("Tab");
  await expect(entry(1).getByRole("combobox", { name: "Type" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expectFocusedThenType(page, entry(1).getByLabel("Balance", { exact: true }), "5000");
  await page.keyboard.press("Tab");
  await expectFocusedThenType(page, entry(1).getByLabel("Interest Rate (APR)", { exact: true }), "18.9");
  await page.keyboard.press("Tab");
  await expectFocusedThenType(page, entry(1).getByLabel("Minimum Payment", { exact: true }), "150");
  // The payee words (no credit limit: the type is not a card).
  await page.keyboard.press("Tab");
  await expect(entry(1).getByLabel("Payee words (optional)")).toBeFocused();

  // The collapsed "Promo rate" disclosure comes next: Enter opens it and its first field follows; Enter closes it.
  await page.keyboard.press("Tab");
  const promo = entry(1).getByRole("button", { name: /^Promo rate/ });
  await expect(promo).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(promo).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Tab");
  await expect(entry(1).getByLabel("Promo APR")).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Enter");
  await expect(promo).toHaveAttribute("aria-expanded", "false");

  // Add Debt with Enter: a second entry appears and its name field takes focus.
  const addDebt = form.getByRole("button", { name: "Add Debt" });
  await tabTo(page, addDebt);
  await page.keyboard.press("Enter");
  await expect(entry(2)).toBeVisible();
  await expectFocusedThenType(page, entry(2).getByLabel("Debt Name", { exact: true }), "Car Loan");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expectFocusedThenType(page, entry(2).getByLabel("Balance", { exact: true }), "8000");
  await page.keyboard.press("Tab");
  await expectFocusedThenType(page, entry(2).getByLabel("Interest Rate (APR)", { exact: true }), "6.5");
  await page.keyboard.press("Tab");
  await expectFocusedThenType(page, entry(2).getByLabel("Minimum Payment", { exact: true }), "250");

  // Add a third with Space, then remove it again: its Remove button sits just before its fields.
  await page.keyboard.press("Tab");
  await expect(entry(2).getByLabel("Payee words (optional)")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(entry(2).getByRole("button", { name: /^Promo rate/ })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(addDebt).toBeFocused();
  await page.keyboard.press(" ");
  await expect(entry(3)).toBeVisible();
  await expectFocusedThenType(page, entry(3).getByLabel("Debt Name", { exact: true }), "Store Card");
  await page.keyboard.press("Shift+Tab");
  const remove = entry(3).getByRole("button", { name: "Remove Debt 3 (Store Card)" });
  await expect(remove).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(form.getByRole("group", { name: /^Debt \d/ })).toHaveCount(2);
  // Focus stays in the form, on the neighbouring entry, not lost to the page.
  await expect(entry(2).getByLabel("Debt Name", { exact: true })).toBeFocused();

  // Enter in a field submits the form.
  const extra = form.getByLabel("Extra Monthly Payment (optional)");
  await tabTo(page, extra);
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("100");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/results$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your Debt Payoff Plan" })).toBeVisible();
  const schedule = page.getByRole("table").filter({ hasText: "Priority" });
  await expect(schedule.getByRole("row").filter({ hasText: "Visa Card" })).toContainText("High");
  await expect(schedule.getByRole("row").filter({ hasText: "Car Loan" })).toBeVisible();
});

test("the due day by keyboard: digits typed on the closed list pick the day, one save per day", async ({ page }) => {
  await registerViaApi(page.context().request);
  await addDebtViaApi(page, "Visa Card");
  await page.goto("/");
  const dueDay = page.getByRole("combobox", { name: "Due day for Visa Card" });
  const saved = async () =>
    ((await (await page.context().request.get("/api/debts")).json()) as { dueDay: number | null }[])[0]!.dueDay;
  const toasts = page.locator("[data-slot=toast]");

  await tabTo(page, dueDay);
  await page.keyboard.type("25");
  await expect(dueDay).toHaveText("25th");
  await expect(toasts.first()).toContainText("Visa Card is due on the 25th of each month.");
  await expect.poll(saved).toBe(25);
  // One save for "2" then "5" (the 25th), not one for the 2nd first.
  await expect(toasts.filter({ hasText: "due on the" })).toHaveCount(1);
  await expect(dueDay).toBeFocused();

  // A "1" waits for a second digit, then is saved as the 1st; the list never opened.
  await page.keyboard.type("1");
  await expect(dueDay).toHaveText("1st");
  await expect.poll(saved).toBe(1);
  await expect(page.getByRole("listbox")).toHaveCount(0);
  await expect(dueDay).toBeFocused();
});

test("Log Payment by keyboard: open, fill, submit, close, and focus returns to the button", async ({ page }) => {
  await registerViaApi(page.context().request);
  await addDebtViaApi(page, "Visa Card");
  await page.goto("/");
  await expect(page.getByTestId("debt-row")).toHaveCount(1);

  const trigger = page.getByRole("button", { name: "Log Payment", exact: true });
  await tabTo(page, trigger);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Log Payment" })).toBeVisible();
  // Focus moved into the dialog, and Tab keeps it there (the date field's parts are Tab stops of their own).
  const focusInDialog = () => dialog.evaluate((el) => el.contains(document.activeElement));
  await expect.poll(focusInDialog).toBe(true);
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press("Tab");
    expect(await focusInDialog()).toBe(true);
  }

  await tabTo(page, dialog.getByLabel("Amount"));
  await page.keyboard.type("250");
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("heading", { name: "Payment logged!" })).toBeVisible();
  // The result's Continue button takes focus; Enter closes the dialog.
  const continueButton = dialog.getByRole("button", { name: "Continue" });
  await expect(continueButton).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog).toHaveCount(0);
  await expect(trigger).toBeFocused();
  await expect(page.getByTestId("debt-row").filter({ hasText: "Visa Card" })).toContainText("$4,750.00");

  // Escape closes it too, again back on the button.
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("heading", { name: "Log Payment" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(trigger).toBeFocused();
});

test("Create Goal by keyboard: choose the type from the list with arrows, submit, focus back on the button", async ({
  page,
}) => {
  const { email } = await registerViaApi(page.context().request);
  await setPlanInDatabase(email, "basic");
  await page.goto("/goals");
  await expect(page.getByRole("heading", { level: 1, name: "Financial Goals" })).toBeVisible();

  const trigger = page.getByRole("button", { name: "Create Goal", exact: true });
  await tabTo(page, trigger);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Create a Financial Goal" })).toBeVisible();

  const type = dialog.getByRole("combobox", { name: "Goal type" });
  await tabTo(page, type);
  await page.keyboard.press("Enter");
  const savings = page.getByRole("option", { name: "Savings" });
  await expect(savings).toBeVisible();
  // One step at a time: wait for each ArrowDown to move the focus before deciding on the next, or a slow machine's
  // late focus makes the loop press past Savings.
  const focused = page.locator("[role=option]:focus");
  await expect(focused).toHaveCount(1);
  for (let i = 0; i < 4 && (await focused.textContent()) !== "Savings"; i++) {
    const before = (await focused.textContent()) ?? "";
    await page.keyboard.press("ArrowDown");
    await expect(focused).not.toHaveText(before);
  }
  await expect(savings).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("option")).toHaveCount(0);
  await expect(type).toBeFocused();
  await expect(type).toContainText("Savings");

  // The target is prefilled from the type; change it, then submit with Enter from the field.
  const target = dialog.getByLabel("Target amount");
  await tabTo(page, target);
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("2500");
  await page.keyboard.press("Enter");
  await expect(dialog).toHaveCount(0);
  await expect(trigger).toBeFocused();
  await expect(page.getByRole("group", { name: /Savings/ })).toContainText("$2,500.00");
});

test("the account menu opened by Enter before its code has arrived opens on its first item", async ({ page }) => {
  await registerViaApi(page.context().request);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Grace!");
  await page.waitForLoadState("networkidle");
  // Scripts asked for from now on (the menu's, fetched when the reader reaches for it) wait until released.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/static/chunks/**", async (route) => {
    await held;
    await route.continue();
  });

  const trigger = page.getByRole("button", { name: /^Account menu for / });
  await tabTo(page, trigger);
  await page.keyboard.press("Enter");
  await expect(trigger).toHaveAttribute("aria-busy", "true");
  release();
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("menuitem").first()).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(menu.getByRole("menuitem").nth(1)).toBeFocused();
});

test("the account menu by keyboard: Enter opens, arrows move, Escape closes, Enter follows a link", async ({
  page,
}) => {
  await registerViaApi(page.context().request);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Grace!");

  const trigger = page.getByRole("button", { name: /^Account menu for / });
  await tabTo(page, trigger);
  await page.keyboard.press("Enter");
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("menuitem").first()).toBeFocused();

  await page.keyboard.press("Escape");
  await expect(menu).toHaveCount(0);
  await expect(trigger).toBeFocused();

  // The Theme radio group (docs/product-rules.md "Themes"): arrows reach Dark, Enter chooses it and closes the menu.
  await page.keyboard.press("Enter");
  const dark = menu.getByRole("group", { name: "Theme" }).getByRole("menuitemradio", { name: "Dark" });
  for (let i = 0; i < 9 && !(await dark.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press("ArrowDown");
  }
  await expect(dark).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(menu).toHaveCount(0);
  await expect(page.locator("html")).toHaveClass(/(^|\s)dark(\s|$)/);
  await expect(trigger).toBeFocused();

  await page.keyboard.press(" ");
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("menuitemradio", { name: "Dark" })).toHaveAttribute("aria-checked", "true");
  const reminders = menu.getByRole("menuitem", { name: "Reminders" });
  for (let i = 0; i < 10 && !(await reminders.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press("ArrowDown");
  }
  await expect(reminders).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/settings\/reminders$/);
  await expect(page.getByRole("heading", { level: 1, name: "Reminders" })).toBeVisible();
});

test("the skip link is the first stop and moves keyboard focus to the main content", async ({ page }) => {
  await registerViaApi(page.context().request);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Grace!");

  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main$/);
  // The next Tab lands inside <main>, past the navigation.
  await page.keyboard.press("Tab");
  expect(
    await page.evaluate(() =>
      Boolean(document.activeElement && document.getElementById("main")?.contains(document.activeElement)),
    ),
  ).toBe(true);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the mobile menu by keyboard: Enter opens, Tab enters it, Escape closes, Space reopens, Enter follows", async ({
    page,
  }) => {
    await registerViaApi(page.context().request);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Grace!");
    const nav = page.getByRole("navigation", { name: "Main" });

    const open = nav.getByRole("button", { name: "Open menu" });
    await tabTo(page, open);
    await page.keyboard.press("Enter");
    const close = nav.getByRole("button", { name: "Close menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    const menu = page.locator(`#${await close.getAttribute("aria-controls")}`);
    await expect(menu).toBeVisible();

    // The menu follows its button in the tab order.
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "Dashboard" })).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();

    await page.keyboard.press(" ");
    await expect(menu).toBeVisible();
    const calculator = menu.getByRole("link", { name: "Calculator" });
    await tabTo(page, calculator, { limit: 4 });
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/calculator$/);
    await expect(page.getByRole("heading", { level: 1, name: "Debt Payoff Calculator" })).toBeVisible();
    await expect(menu).toBeHidden();
  });
});
