import type { APIRequestContext, Page } from "@playwright/test";
import { test, expect, registerViaApi, sidewaysOverflow } from "../fixtures";

// A debt's statement history (docs/product-rules.md "The balance ledger", statement view): reached from the
// dashboard's debts card and the payment history; each month's lines, with a statement update's new charges as
// their own line and its note; a table on wide screens and cards on a phone, without sideways scrolling.

async function addDebt(request: APIRequestContext, name: string, balance: string): Promise<string> {
  const res = await request.post("/api/debts", { data: { name, balance, interestRate: "18", minPayment: "50" } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { id: string }).id;
}

/** Updates the debt from a statement through the dashboard's dialog, naming the increase new charges. */
async function statementWithNewCharges(page: Page, name: string, balance: string): Promise<void> {
  await page.goto("/");
  const row = page.getByTestId("debt-row").filter({ hasText: name });
  await row.getByRole("button", { name: `Update from statement: ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Update ${name} from a statement` });
  await dialog.getByLabel("Statement balance").fill(balance);
  await dialog.getByRole("radio", { name: "New charges (purchases)" }).check();
  await dialog.getByRole("button", { name: "Update balance" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator("[data-slot=toast]").first()).toContainText("New charges from your statement: $250.00");
}

const THIS_MONTH = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" }).format(
  new Date(),
);

test("the statement history shows each month's lines, new charges with their note, from the dashboard", async ({
  page,
}) => {
  const request = page.context().request;
  await registerViaApi(request);
  const id = await addDebt(request, "Visa Card", "1000");
  await statementWithNewCharges(page, "Visa Card", "1250");

  await page
    .getByTestId("debt-row")
    .filter({ hasText: "Visa Card" })
    .getByRole("link", { name: "Statement history for Visa Card" })
    .click();
  await expect(page).toHaveURL(new RegExp(`/debts/${id}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Statement history: Visa Card" })).toBeVisible();
  const month = page.getByTestId("statement-month").first();
  await expect(month.getByRole("rowheader")).toHaveText(THIS_MONTH);
  await expect(month.getByTestId("month-opening")).toHaveText("$1,000.00");
  await expect(month.getByTestId("month-newCharges")).toHaveText("$250.00");
  await expect(month.getByTestId("month-interest")).toHaveText("$0.00");
  await expect(month.getByTestId("month-closing")).toHaveText("$1,250.00");
  await expect(page.getByRole("list", { name: `Corrections and statement updates in ${THIS_MONTH}` })).toContainText(
    "New charges +$250.00 (New charges from your statement)",
  );

  // From the statement history to the payment history and back.
  await page.getByRole("link", { name: "Payment history" }).click();
  await expect(page).toHaveURL(new RegExp(`/payments\\?debtId=${id}$`));
  await page.getByRole("link", { name: "Statement history for Visa Card" }).click();
  await expect(page).toHaveURL(new RegExp(`/debts/${id}$`));
});

test("another user's debt shows an error, not its history", async ({ page }) => {
  const request = page.context().request;
  await registerViaApi(request);
  const otherId = await addDebt(request, "Someone's card", "500");
  // Signed out, then in as a second user.
  await page.context().clearCookies();
  await registerViaApi(request);
  await page.goto(`/debts/${otherId}`);
  await expect(page.getByText("We couldn't load this debt's statement history.")).toBeVisible();
  await expect(page.getByText("Someone's card")).toHaveCount(0);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the months are cards and the page fits the screen", async ({ page }) => {
    const request = page.context().request;
    await registerViaApi(request);
    const id = await addDebt(request, "A rather long store card name that wraps", "1000");
    await page.goto(`/debts/${id}`);
    const card = page.getByTestId("statement-month-card").first();
    await expect(card).toContainText(THIS_MONTH);
    await expect(card).toContainText("Closing balance$1,000.00");
    await expect(page.getByTestId("statement-month")).toBeHidden();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });
});
