import { readFileSync } from "node:fs";
import path from "node:path";

// The bank and card exports in tests/fixtures/imports/ are dated March 2026. A test that imports one against debts
// added today needs its lines after the debt's opening and not in the future, so it moves them to a month it
// chooses: every date in the file (03/05/2026, 2026-03-05, OFX's 20260305...) moves by the same number of months,
// keeping its day (clamped to the month's length) and the way it is written.

const FIXTURES = path.resolve(__dirname, "../fixtures/imports");
const FIXTURE_MONTH = { year: 2026, month: 3 };

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** The day `months` months after year-month-day, clamped to the new month's length. */
function moved(year: number, month: number, day: number, months: number): [number, number, number] {
  const index = year * 12 + (month - 1) + months;
  const [y, m] = [Math.floor(index / 12), (index % 12) + 1];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return [y, m, Math.min(day, last)];
}

/** The fixture's text with every date moved so that March 2026 becomes `yearMonth` ("YYYY-MM"). */
export function importFixture(name: string, yearMonth: string): string {
  const [year, month] = yearMonth.split("-").map(Number) as [number, number];
  const months = (year - FIXTURE_MONTH.year) * 12 + (month - FIXTURE_MONTH.month);
  const text = readFileSync(path.join(FIXTURES, name), "utf8");
  return (
    text
      // 03/28/2026
      .replace(/\b(\d{2})\/(\d{2})\/(20\d{2})\b/g, (_, m: string, d: string, y: string) => {
        const [ny, nm, nd] = moved(Number(y), Number(m), Number(d), months);
        return `${pad(nm)}/${pad(nd)}/${ny}`;
      })
      // 2026-03-28
      .replace(/\b(20\d{2})-(\d{2})-(\d{2})\b/g, (_, y: string, m: string, d: string) => {
        const [ny, nm, nd] = moved(Number(y), Number(m), Number(d), months);
        return `${ny}-${pad(nm)}-${pad(nd)}`;
      })
      // OFX: 20260328, 20260328120000.000[-5:EST]
      .replace(/(>\s*)(20\d{2})(\d{2})(\d{2})/g, (_, lead: string, y: string, m: string, d: string) => {
        const [ny, nm, nd] = moved(Number(y), Number(m), Number(d), months);
        return `${lead}${ny}${pad(nm)}${pad(nd)}`;
      })
  );
}
