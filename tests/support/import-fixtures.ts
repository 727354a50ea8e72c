import { readFileSync } from "node:fs";
import path from "node:path";
import { addMonthsToYearMonth, daysInMonth } from "@/lib/dates";

// The bank and card export fixtures (tests/fixtures/imports/) are real layouts dated March 2026, with the file's own
// timestamps in April 2026. A test that applies them needs them dated after its debts were added, so it reads them
// moved to a month of its choosing: every March date (in each layout's own way of writing it) becomes that month's
// same day, and April's the next month's.

const FIXTURES = path.join(__dirname, "..", "fixtures", "imports");

export type ImportFixture =
  | "chase-checking.csv"
  | "wells-fargo-checking.csv"
  | "amex-card.csv"
  | "capital-one-card.csv"
  | "discover-card.ofx"
  | "citi-card.qfx";

/** The fixture's text with its dates moved from March 2026 to `month` ("YYYY-MM", a month of 31 days). */
export function importFixture(name: ImportFixture, month: string): string {
  if (daysInMonth(month) !== 31) throw new Error(`${month} must have 31 days: the fixtures use every day of March`);
  const text = readFileSync(path.join(FIXTURES, name), "utf8");
  const [year, mm] = month.split("-") as [string, string];
  const [nextYear, nextMm] = addMonthsToYearMonth(month, 1).split("-") as [string, string];
  return text
    .replace(/2026-03-(\d\d)/g, `${year}-${mm}-$1`)
    .replace(/\b03\/(\d\d)\/2026\b/g, `${mm}/$1/${year}`)
    .replace(/\b03\/(\d\d)\b/g, `${mm}/$1`)
    .replace(/202603(\d\d)/g, `${year}${mm}$1`)
    .replace(/202604(\d\d)/g, `${nextYear}${nextMm}$1`);
}

/** The first month after `today`'s with 31 days, "YYYY-MM": a month every fixture's days fit in. */
export function nextLongMonth(today: string): string {
  let month = addMonthsToYearMonth(today.slice(0, 7), 1);
  while (daysInMonth(month) !== 31) month = addMonthsToYearMonth(month, 1);
  return month;
}

/**
 * The fixture's text with every date moved to the one day `day` ("YYYY-MM-DD"): for end-to-end tests, whose server
 * clock stays at real time, so a debt added today can take lines only from today on. Each line keeps its order.
 */
export function importFixtureOn(name: ImportFixture, day: string): string {
  const text = readFileSync(path.join(FIXTURES, name), "utf8");
  const [year, mm, dd] = day.split("-") as [string, string, string];
  return text
    .replace(/2026-03-\d\d/g, day)
    .replace(/\b03\/\d\d\/2026\b/g, `${mm}/${dd}/${year}`)
    .replace(/\b03\/\d\d\b/g, `${mm}/${dd}`)
    .replace(/20260[34]\d\d(?!\d)/g, `${year}${mm}${dd}`)
    .replace(/20260[34]\d\d(\d{6})/g, `${year}${mm}${dd}$1`);
}
