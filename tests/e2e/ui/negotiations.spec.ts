import { readFile } from "node:fs/promises";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { test, expect, registerViaApi, setPlanInDatabase } from "../fixtures";

// The Negotiation Center (docs/product-rules.md "Negotiation letters"): the empty state, generating a settlement letter
// through the dialog (conditional fields, validation messages), the viewer (Copy, Download, Suggestions), the
// status moving forward, the Templates and Tips tabs, and the same screen at /negotiate. No AI key is set for
// the e2e server, so letters come from the local writer.

interface NewDebt {
  name: string;
  balance: string;
  interestRate: string;
  minPayment: string;
}

const VISA: NewDebt = { name: "Visa Card", balance: "4200", interestRate: "19.99", minPayment: "126" };
const CAR: NewDebt = { name: "Car Loan", balance: "8000", interestRate: "6.5", minPayment: "250" };

async function addDebt(request: APIRequestContext, debt: NewDebt): Promise<void> {
  const res = await request.post("/api/debts", { data: debt });
  expect(res.status(), await res.text()).toBe(201);
}

/** The visible toast (Radix also copies its text into a screen-reader announcement). */
function toast(page: Page) {
  return page.locator("[data-slot=toast]").first();
}

function generateDialog(page: Page) {
  return page.getByRole("dialog", { name: "Generate Negotiation Letter" });
}

function viewer(page: Page) {
  return page.getByRole("dialog", { name: /^Negotiation Letter/ });
}

async function choose(dialog: Locator, label: string, option: string | RegExp) {
  await dialog.getByRole("combobox", { name: label }).click();
  await dialog
    .page()
    .getByRole("option", { name: option, exact: typeof option === "string" })
    .click();
}

test("a new user sees the empty Negotiation Center and is pointed to the calculator to add a debt", async ({
  page,
}) => {
  await registerViaApi(page.context().request);
  await page.goto("/negotiations");

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Negotiation Center");
  await expect(page.getByRole("tab", { name: "Your Letters (0)" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tab", { name: "Templates" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Negotiation Tips" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No Negotiation Letters Yet" })).toBeVisible();

  await page.getByRole("button", { name: "Create Your First Letter" }).click();
  const dialog = generateDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("you haven't added any yet");
  await expect(dialog.getByRole("link", { name: "Add a Debt" })).toHaveAttribute("href", "/calculator");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Create Negotiation Letter" })).toBeVisible();
});

test("generates a settlement letter through the dialog, views, copies and downloads it, and moves it forward", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const { email } = await registerViaApi(context.request);
  // Two debts (a paid plan), so nothing is preselected and every required message shows.
  await setPlanInDatabase(email, "basic");
  await addDebt(context.request, VISA);
  await addDebt(context.request, CAR);
  await page.goto("/negotiations");

  await page.getByRole("button", { name: "Create Negotiation Letter" }).click();
  const dialog = generateDialog(page);
  await expect(dialog).toBeVisible();

  // Empty submit: the form's messages under the fields.
  await dialog.getByRole("button", { name: "Generate Letter" }).click();
  for (const message of [
    "Please select a debt",
    "Please select a template type",
    "Creditor name is required",
    "Account number is required",
  ]) {
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  }

  // The selected debt's summary.
  await choose(dialog, "Debt", /^Visa Card/);
  const summary = dialog.getByTestId("debt-summary");
  await expect(summary).toContainText("Visa Card");
  await expect(summary).toContainText("$4,200.00");
  await expect(summary).toContainText("19.99%");

  // The fields follow the type.
  const reason = dialog.getByLabel("Hardship reason (optional)");
  const amount = dialog.getByLabel("Settlement amount");
  const percentage = dialog.getByLabel("Settlement percentage");
  const monthly = dialog.getByLabel(/^Proposed monthly payment/);
  const startDate = dialog.getByLabel("Start date (optional)");
  await expect(reason).toHaveCount(0);
  await expect(amount).toHaveCount(0);
  await choose(dialog, "Letter type", "Hardship Payment Plan");
  await expect(reason).toBeVisible();
  await expect(amount).toHaveCount(0);
  await choose(dialog, "Letter type", "Payment Plan");
  await expect(monthly).toBeVisible();
  await expect(startDate).toBeVisible();
  await expect(reason).toHaveCount(0);
  await choose(dialog, "Letter type", "Debt Settlement");
  await expect(amount).toBeVisible();
  await expect(percentage).toBeVisible();
  await expect(monthly).toHaveCount(0);
  await expect(dialog.getByText("Please select a template type", { exact: true })).toHaveCount(0);

  // The account number field takes the last 4 digits only.
  const account = dialog.getByLabel("Account number");
  await expect(account).toHaveAttribute("maxlength", "4");
  await expect(account).toHaveAttribute("inputmode", "numeric");
  await expect(dialog.getByText("Last 4 digits only")).toBeVisible();

  await dialog.getByLabel("Creditor name").fill("Chase Bank");
  await account.fill("1234");
  await percentage.fill("45");
  await expect(dialog.getByText("$1,890.00 of the balance")).toBeVisible();
  await dialog.getByRole("button", { name: "Generate Letter" }).click();

  // Success: the letter streams in (the e2e server has no AI key: the built-in writer's letter, said to be its own;
  // docs/product-rules.md "Negotiation letters"), the dialog closes, a toast, and the new letter opens in the viewer.
  await expect(toast(page)).toContainText("Letter generated successfully!");
  await expect(toast(page)).toContainText("Written by the built-in letter writer");
  await expect(dialog).toHaveCount(0);
  const view = viewer(page);
  await expect(view).toBeVisible();
  const content = view.getByTestId("letter-content");
  await expect(content).toContainText("Re: Account ending in 1234");
  await expect(content).toContainText("a lump-sum payment of $1,890.00 (45% of the current balance)");
  await expect(content).toContainText("Fair Debt Collection Practices Act");
  await expect(content).toContainText("in writing");
  // The e2e run has no AI key: the template writer's tips are not called AI (docs/product-rules.md
  // "Negotiation letters").
  await expect(view.getByRole("heading", { name: "Suggestions", exact: true })).toBeVisible();
  await expect(view.getByRole("heading", { name: "AI Suggestions" })).toHaveCount(0);
  await expect(view.getByText(/expect a reply in about 30 days/i)).toBeVisible();

  // Copy puts the whole letter on the clipboard.
  await view.getByRole("button", { name: "Copy", exact: true }).click();
  await expect(toast(page)).toContainText("Letter copied to clipboard!");
  const letterText = await content.textContent();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(letterText);

  // Download saves the same text as a .txt file named after the creditor.
  const download = page.waitForEvent("download");
  await view.getByRole("button", { name: "Download" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^negotiation-letter-chase-bank-\d{4}-\d{2}-\d{2}\.txt$/);
  expect(await readFile(await file.path(), "utf8")).toBe(letterText);

  // One Escape closes the viewer, though the "copied" toast is a layer above it (components/dialogs/dialog-shell.tsx).
  await page.keyboard.press("Escape");
  await expect(view).toHaveCount(0);

  // The list: one draft card with the preview and both actions.
  await expect(page.getByRole("tab", { name: "Your Letters (1)" })).toBeVisible();
  const card = page.getByTestId("letter-card");
  await expect(card).toHaveCount(1);
  await expect(card.getByRole("heading", { name: "Negotiation Letter" })).toBeVisible();
  await expect(card.getByTestId("letter-status")).toContainText("draft");
  await expect(card).toContainText("Debt Settlement to Chase Bank, account ending in 1234");
  // The first 150 characters of the letter (line breaks read as spaces) and an ellipsis.
  const preview = (await card.getByTestId("letter-preview").textContent()) ?? "";
  expect(preview).toBe(`${letterText!.replace(/\s+/g, " ").slice(0, 150)}...`);

  // Mark as Sent (drafts only): the badge turns to sent and the button goes.
  await card.getByRole("button", { name: "Mark as Sent" }).click();
  await expect(toast(page)).toContainText("Letter marked as sent");
  await expect(card.getByTestId("letter-status")).toContainText("sent");
  await expect(card.getByRole("button", { name: "Mark as Sent" })).toHaveCount(0);

  // From the viewer a sent letter records the response, then is resolved.
  await card.getByRole("button", { name: "View Full Letter" }).click();
  await expect(view).toBeVisible();
  await view.getByLabel("Creditor's response (optional)").fill("They accepted 45% if paid by the end of the month.");
  await view.getByRole("button", { name: "Mark as Responded" }).click();
  await expect(view.getByTestId("letter-status")).toContainText("responded");
  await expect(view.getByRole("heading", { name: "Creditor's Response" })).toBeVisible();
  await expect(view).toContainText("They accepted 45% if paid by the end of the month.");
  await view.getByRole("button", { name: "Mark as Resolved" }).click();
  await expect(view.getByTestId("letter-status")).toContainText("resolved");
  await expect(view.getByRole("button", { name: /^Mark as/ })).toHaveCount(0);

  // Still there after a reload, newest first, with its final status.
  await page.keyboard.press("Escape");
  await page.reload();
  await expect(page.getByTestId("letter-card").getByTestId("letter-status")).toContainText("resolved");
});

test("Templates lists the three letters and 'Use This Template' opens the dialog with that type", async ({ page }) => {
  await registerViaApi(page.context().request);
  await addDebt(page.context().request, VISA);
  await page.goto("/negotiations");

  await page.getByRole("tab", { name: "Templates" }).click();
  const cards = page.getByTestId("template-card");
  await expect(cards).toHaveCount(3);
  await expect(cards.getByRole("heading")).toHaveText(["Hardship", "Settlement", "Payment Plan"]);
  const plan = cards.filter({ has: page.getByRole("heading", { name: "Payment Plan", exact: true }) });
  await expect(plan).toContainText("Request a structured payment arrangement you can afford");
  await expect(plan).toContainText("Request for a Structured Payment Plan - Account Ending in XXXX");

  await plan.getByRole("button", { name: "Use This Template" }).click();
  const dialog = generateDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("combobox", { name: "Letter type" })).toContainText("Payment Plan");
  await expect(dialog.getByLabel("Proposed monthly payment")).toBeVisible();
  await expect(dialog.getByLabel("Start date (optional)")).toBeVisible();
  // The only debt is chosen already.
  await expect(dialog.getByTestId("debt-summary")).toContainText("Visa Card");
});

test("Negotiation Tips shows the four cards with the SPEC's advice", async ({ page }) => {
  await registerViaApi(page.context().request);
  await page.goto("/negotiations");
  await page.getByRole("tab", { name: "Negotiation Tips" }).click();
  for (const title of [
    "Before You Negotiate",
    "Communication Best Practices",
    "What to Avoid",
    "After Sending Your Letter",
  ]) {
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
  }
  const panel = page.getByRole("tabpanel");
  await expect(panel).toContainText("Fair Debt Collection Practices Act");
  await expect(panel).toContainText("certified mail");
  await expect(panel).toContainText("Never give a creditor or collector direct access to your bank account");
  await expect(panel).toContainText("Expect a reply in about 30 days.");
});

test("/negotiate shows the same Negotiation Center", async ({ page }) => {
  await registerViaApi(page.context().request);
  await page.goto("/negotiate");
  await expect(page).toHaveURL(/\/negotiate$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Negotiation Center");
  await expect(page.getByRole("button", { name: "Create Negotiation Letter" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Your Letters (0)" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No Negotiation Letters Yet" })).toBeVisible();
});
