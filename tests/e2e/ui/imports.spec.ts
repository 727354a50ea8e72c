import type { APIRequestContext, Page } from "@playwright/test";
import { addMonthsToYearMonth, daysInMonth, localYearMonth } from "@/lib/dates";
import { importFixture } from "../../support/import-fixtures";
import { expectAccessible } from "../accessibility";
import { test, expect, registerViaApi, setPlanInDatabase, sidewaysOverflow, sql } from "../fixtures";

// The import screens (docs/product-rules.md "Importing bank and card files"): a card's CSV uploaded for its debt,
// reviewed with the suggestions and their reasons, applied (the balance moves); the same file again is all "already
// imported" and adds nothing; undo from the history puts the balance back; a CSV's columns corrected re-read the lines.

/**
 * The latest month before this one with 31 days (every fixture day fits): the lines are then in the past and, with
 * the debt opened on its 1st, after the balance was entered. The e2e server's clock is not moved (other tests share it).
 */
function lastLongMonth(): string {
  let month = addMonthsToYearMonth(localYearMonth(), -1);
  while (daysInMonth(month) !== 31) month = addMonthsToYearMonth(month, -1);
  return month;
}
const MONTH = lastLongMonth();

async function balanceOf(request: APIRequestContext, debtId: string): Promise<string | undefined> {
  const debts = (await (await request.get("/api/debts")).json()) as { id: string; balance: string }[];
  return debts.find((d) => d.id === debtId)?.balance;
}

/** A Basic user with one card whose balance was entered on the 1st of last month, before the file's lines. */
async function signInWithCard(request: APIRequestContext): Promise<string> {
  const { email } = await registerViaApi(request);
  await setPlanInDatabase(email, "basic");
  const res = await request.post("/api/debts", {
    data: { name: "Amex Card", balance: "2000", interestRate: "0", minPayment: "50", kind: "credit_card" },
  });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  const opened = await sql(
    `UPDATE "LedgerEntry" SET "effectiveOn" = $2::date WHERE "debtId" = $1 AND kind = 'opening' RETURNING id`,
    [id, `${MONTH}-01`],
  );
  expect(opened).toHaveLength(1);
  return id;
}

async function choose(page: Page, combobox: ReturnType<Page["getByRole"]>, option: string): Promise<void> {
  await combobox.click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

async function upload(page: Page, name: Parameters<typeof importFixture>[0], debtName: string | null): Promise<void> {
  if (debtName)
    await choose(page, page.getByRole("combobox", { name: "This is the export of one card or loan" }), debtName);
  await page.locator('input[type="file"]').setInputFiles({
    name,
    mimeType: "text/csv",
    buffer: Buffer.from(importFixture(name, MONTH)),
  });
  await expect(page.getByRole("heading", { level: 2, name: `Review ${name}` })).toBeVisible();
}

const rows = (page: Page) => page.getByTestId("import-row");
const row = (page: Page, text: string) => rows(page).filter({ hasText: text });
const summary = (page: Page) => page.getByTestId("import-summary");
const toasts = (page: Page) => page.locator("[data-slot=toast]");

test("imports a card's CSV, recognises it the second time, undoes it, and re-reads a CSV with corrected columns", async ({
  page,
}) => {
  const request = page.context().request;
  const card = await signInWithCard(request);

  // The way in: the nav's "Import" from xl (below it the bar has no room, and nothing scrolls sideways), and the
  // payment history's link.
  const navImport = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Import", exact: true });
  await page.goto("/payments");
  await expect(navImport).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1024, height: 768 });
  await expect(navImport).toBeHidden();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByRole("link", { name: "Import from your bank" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Import from your bank" })).toBeVisible();
  await expect(page.getByText("No imports yet")).toBeVisible();

  // First upload: every line suggested, with its reason; nothing written yet.
  await upload(page, "amex-card.csv", "Amex Card");
  await expect(page.getByText("Nothing is written to your debts until you press Apply.")).toBeVisible();
  await expect(rows(page)).toHaveCount(6);
  const action = (text: string) => row(page, text).getByRole("combobox", { name: "What it is" });
  await expect(action("AUTOPAY PAYMENT")).toHaveText("Log as payment");
  await expect(action("WHOLE FOODS")).toHaveText("Record as charge");
  await expect(action("INTEREST CHARGE")).toHaveText("Interest");
  await expect(action("LATE FEE")).toHaveText("Fee");
  await expect(row(page, "AUTOPAY PAYMENT").getByRole("combobox", { name: "Debt" })).toHaveText("Amex Card");
  await expect(summary(page)).toContainText("Payments$300.00");
  await expect(summary(page)).toContainText("Charges$1,097.60");
  await expect(summary(page)).toContainText("Interest$31.07");
  await expect(summary(page)).toContainText("Fees$39.00");
  expect(await balanceOf(request, card)).toBe("2000.00");
  await expectAccessible(page, "import review");
  // On a phone each line is a card: nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 720 });

  // A line turned into a payment without a debt cannot be applied until one is chosen.
  await choose(page, row(page, "WHOLE FOODS").getByRole("combobox", { name: "Debt" }), "Choose a debt");
  await choose(page, action("WHOLE FOODS"), "Log as payment");
  await expect(row(page, "WHOLE FOODS")).toContainText("Choose which debt this payment went to");
  await page.getByRole("button", { name: "Apply", exact: true }).click();
  await expect(summary(page).getByRole("alert")).toHaveText("1 line needs a debt (marked below), or choose Ignore.");
  await choose(page, action("WHOLE FOODS"), "Record as charge");
  await choose(page, row(page, "WHOLE FOODS").getByRole("combobox", { name: "Debt" }), "Amex Card");

  await page.getByRole("button", { name: "Apply", exact: true }).click();
  await expect(toasts(page).first()).toContainText("Applied 6 lines");
  await expect(page.getByTestId("import-applied")).toContainText("Applied 6 lines from amex-card.csv");
  // 2000 - 300 paid + 54.21 + 18.40 + 1,024.99 charged + 31.07 interest (no estimate at 0%) + 39 fee.
  const applied = await balanceOf(request, card);
  expect(applied).toBe("2867.67");

  // The same file again: every line already imported and ignored; applying adds nothing.
  await upload(page, "amex-card.csv", "Amex Card");
  await expect(row(page, "AMAZON MARKETPLACE")).toContainText("Already imported on");
  await expect(action("AMAZON MARKETPLACE")).toHaveText("Ignore");
  await expect(summary(page)).toContainText("0 lines applied, 6 ignored");
  await page.getByRole("button", { name: "Apply", exact: true }).click();
  await expect(toasts(page).first()).toContainText("Applied 0 lines");
  expect(await balanceOf(request, card)).toBe(applied);

  // Undo the first import from the history: the balance is what was entered.
  const history = page.getByTestId("import-history-row");
  await expect(history).toHaveCount(2);
  // Newest first: the first file is the second row.
  const first = history.nth(1);
  await expect(first).toContainText("6 lines, 6 applied");
  await first.getByRole("button", { name: "Undo import of amex-card.csv" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Undo import" }).click();
  await expect(toasts(page).first()).toContainText("Import undone");
  await expect(first).toContainText("Undone");
  await expect(first.getByRole("button", { name: /Undo/ })).toHaveCount(0);
  expect(await balanceOf(request, card)).toBe("2000.00");

  // A CSV's columns corrected: the transaction date instead of the posting date re-reads every line's day.
  await upload(page, "capital-one-card.csv", "Amex Card");
  const shell = row(page, "SHELL OIL");
  await expect(shell).toContainText(dayShown(22));
  await page.getByText("Check the columns DebtWise read").click();
  await choose(page, page.getByRole("combobox", { name: "Date column" }), "Column 1: Transaction Date");
  await page.getByRole("button", { name: "Save columns" }).click();
  await expect(toasts(page).first()).toContainText("Columns saved");
  await expect(shell).toContainText(dayShown(21));
  await page.getByRole("button", { name: "Discard" }).click();
  await expect(toasts(page).first()).toContainText("Import discarded");
  await expect(page.getByRole("heading", { level: 2, name: "Upload a file" })).toBeVisible();
});

/** Day `day` of MONTH as the review shows it: "Oct 22, 2026". */
function dayShown(day: number): string {
  const [year, month] = MONTH.split("-").map(Number) as [number, number];
  return new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}
