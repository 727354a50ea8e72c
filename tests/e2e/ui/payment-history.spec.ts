import { readFile } from "node:fs/promises";
import type { APIRequestContext, Page } from "@playwright/test";
import { test, expect, registerViaApi, setPlanInDatabase, sidewaysOverflow } from "../fixtures";
import { browserToday } from "@/tests/support/calendar";
import { formatInstantDay } from "@/lib/format";

// The payment history screen (docs/product-rules.md "Screens and routes"). Payments with their interest/principal
// split, Edit (the server's refusal under the field, then the new amount and balance), Undo behind a confirmation, the
// debt filter from the URL and from the select, the CSV of what is shown, and a phone layout without sideways
// scrolling.

async function post<T>(request: APIRequestContext, path: string, data: unknown): Promise<T> {
  const res = await request.post(path, { data });
  expect(res.ok(), `${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

async function addDebt(request: APIRequestContext, name: string, balance: string): Promise<string> {
  return (await post<{ id: string }>(request, "/api/debts", { name, balance, interestRate: "18", minPayment: "50" }))
    .id;
}

async function logPayment(request: APIRequestContext, debtId: string, amount: string): Promise<void> {
  await post(request, "/api/payments/log", { debtId, amount, paymentDate: browserToday() });
}

async function balanceOf(request: APIRequestContext, debtId: string): Promise<string | undefined> {
  const debts = (await (await request.get("/api/debts")).json()) as { id: string; balance: string }[];
  return debts.find((d) => d.id === debtId)?.balance;
}

/** A Basic user (Free tracks one debt) with two debts and one payment on each, logged today. */
async function signInWithPayments(request: APIRequestContext) {
  const { email } = await registerViaApi(request);
  await setPlanInDatabase(email, "basic");
  const visa = await addDebt(request, "Visa Card", "1000");
  const car = await addDebt(request, "Car Loan", "5000");
  await logPayment(request, visa, "100");
  await logPayment(request, car, "250");
  return { visa, car };
}

async function openHistory(page: Page, path = "/payments"): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: "Payment history" })).toBeVisible();
}

const rows = (page: Page) => page.getByTestId("payment-row");
const row = (page: Page, debtName: string) => rows(page).filter({ hasText: debtName });
const toasts = (page: Page) => page.locator("[data-slot=toast]");

test("lists payments with their split and totals, edits one, undoes the other", async ({ page }) => {
  const request = page.context().request;
  const { visa, car } = await signInWithPayments(request);
  await openHistory(page);

  // Newest first; a debt added today has had no interest charged yet, so each payment is all principal.
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).first()).toContainText("Car Loan");
  const cells = (name: string) => row(page, name).getByRole("cell");
  await expect(cells("Visa Card")).toHaveText([
    formatInstantDay(new Date()),
    "Visa Card",
    "$100.00",
    "$0.00",
    "$100.00",
    "Payment",
    /Edit.*Undo/,
  ]);
  await expect(cells("Car Loan").nth(2)).toHaveText("$250.00");
  await expect(page.getByTestId("total-paid")).toHaveText("$350.00");
  await expect(page.getByTestId("total-interest")).toHaveText("$0.00");
  await expect(page.getByTestId("total-principal")).toHaveText("$350.00");

  // Edit: the amount can be at most the balance plus what the payment already took off ($900 + $100).
  const edit = row(page, "Visa Card").getByRole("button", { name: /^Edit payment of \$100\.00 to Visa Card/ });
  await edit.click();
  const dialog = page.getByRole("dialog", { name: "Edit payment" });
  const amount = dialog.getByLabel("Amount");
  await expect(amount).toHaveValue("100.00");
  await expect(dialog.getByLabel("Payment date")).toHaveValue(browserToday());
  await expect(dialog.getByLabel("Note")).toHaveValue("Payment");
  await amount.fill("1200");
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(amount).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByText("Payment of $1,200.00 is more than the remaining balance of $1,000.00.")).toBeVisible();
  expect(await balanceOf(request, visa)).toBe("900.00");

  await amount.fill("150");
  await dialog.getByLabel("Note").fill("Paid online");
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(toasts(page).first()).toContainText("Payment updated");
  await expect(toasts(page).first()).toContainText("Visa Card balance: $850.00.");
  await expect(cells("Visa Card").nth(2)).toHaveText("$150.00");
  await expect(cells("Visa Card").nth(5)).toHaveText("Paid online");
  await expect(page.getByTestId("total-paid")).toHaveText("$400.00");
  expect(await balanceOf(request, visa)).toBe("850.00");
  // Focus is back on the button that opened the dialog (its name now says $150.00).
  await expect(
    row(page, "Visa Card").getByRole("button", { name: /^Edit payment of \$150\.00 to Visa Card/ }),
  ).toBeFocused();

  // Undo asks first; Keep it changes nothing.
  const undo = row(page, "Car Loan").getByRole("button", { name: /^Undo payment of \$250\.00 to Car Loan/ });
  await undo.click();
  const confirm = page.getByRole("alertdialog", { name: "Undo this payment?" });
  await expect(confirm).toContainText("The balance goes back up by it");
  await confirm.getByRole("button", { name: "Keep it" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(rows(page)).toHaveCount(2);

  await undo.click();
  await confirm.getByRole("button", { name: "Undo payment" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(toasts(page).first()).toContainText("Payment undone");
  await expect(toasts(page).first()).toContainText("Car Loan balance: $5,000.00.");
  await expect(rows(page)).toHaveCount(1);
  await expect(row(page, "Car Loan")).toHaveCount(0);
  await expect(page.getByTestId("total-paid")).toHaveText("$150.00");
  expect(await balanceOf(request, car)).toBe("5000.00");
  // The row and its button are gone: focus lands on the list's heading, not on the page body.
  await expect(page.getByRole("heading", { level: 2, name: "Payments" })).toBeFocused();
});

test("filters by debt from the URL and the select, and downloads the CSV of what is shown", async ({ page }) => {
  const request = page.context().request;
  const { car } = await signInWithPayments(request);

  // The dashboard's debt rows link here with ?debtId=.
  await openHistory(page, `/payments?debtId=${car}`);
  const debtSelect = page.getByRole("combobox", { name: "Debt" });
  await expect(debtSelect).toHaveText("Car Loan");
  await expect(rows(page)).toHaveCount(1);
  await expect(row(page, "Car Loan")).toBeVisible();
  await expect(page.getByTestId("total-paid")).toHaveText("$250.00");

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("debtwise-payments.csv");
  const lines = (await readFile((await download.path())!, "utf8")).split("\r\n");
  expect(lines[0]).toBe("Date,Debt,Amount,Interest,Principal,Note");
  expect(lines.slice(1).filter(Boolean)).toEqual([`${browserToday()},Car Loan,250.00,0.00,250.00,Payment`]);
  await expect(toasts(page).first()).toContainText("Your payments are downloading");

  // Choosing "All debts" drops the filter from the URL (the list is linkable as shown).
  await debtSelect.click();
  await page.getByRole("option", { name: "All debts" }).click();
  await expect(page).toHaveURL(/\/payments$/);
  await expect(rows(page)).toHaveCount(2);

  // Dates: a range that excludes today shows the filtered empty state, and clearing brings everything back.
  await page.getByLabel("To", { exact: true }).fill("2020-01-31");
  await expect(page).toHaveURL(/\?to=2020-01-31$/);
  await expect(page.getByText("No payments match these filters")).toBeVisible();
  await expect(page.getByRole("button", { name: "Download CSV" })).toBeDisabled();
  await page.getByRole("button", { name: "Show all payments" }).click();
  await expect(rows(page)).toHaveCount(2);
});

test("an account without payments is pointed to the dashboard", async ({ page }) => {
  await registerViaApi(page.context().request);
  await openHistory(page);
  await expect(page.getByText("No payments yet")).toBeVisible();
  await page.getByRole("link", { name: "Go to the dashboard" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Welcome, Grace!" })).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu leads to the history, which fits the screen without sideways scrolling", async ({ page }) => {
    const request = page.context().request;
    await registerViaApi(request);
    const debt = await addDebt(request, "A store card with a rather long name for a phone", "9999999");
    await post(request, "/api/payments/log", {
      debtId: debt,
      amount: "1234567.89",
      paymentDate: browserToday(),
      description: "A long note ".repeat(16).trim(),
    });
    await page.goto("/");

    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Payments" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Payment history" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");

    const card = page.getByTestId("payment-card");
    await expect(card).toHaveCount(1);
    await expect(card).toContainText("$1,234,567.89");
    await expect(page.getByRole("region", { name: "Totals" })).toContainText("$1,234,567.89");
    const overflow = () => sidewaysOverflow(page);
    expect(await overflow()).toBeLessThanOrEqual(0);

    await card.getByRole("button", { name: /^Edit payment of/ }).click();
    await expect(page.getByRole("dialog", { name: "Edit payment" })).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});

test.describe("at the narrowest desktop width", () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test("the signed-in bar, Payments included, fits without sideways scrolling even with a long name", async ({
    page,
  }) => {
    await registerViaApi(page.context().request, { firstName: "Maximiliana-Josephine" });
    await openHistory(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Payments" })).toHaveAttribute("aria-current", "page");
    // Below xl the account menu and Logout are icons, still named for screen readers.
    await expect(nav.getByRole("button", { name: "Account menu for Maximiliana-Josephine" })).toBeVisible();
    await expect(nav.getByRole("button", { name: "Logout" })).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });
});
