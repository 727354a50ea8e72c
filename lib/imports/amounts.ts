import { amountText } from "@/lib/money";
import { tryParseMoneyToCents } from "@/lib/payoff/money";

/**
 * "1,234.56", "$-12.00", "-$12.00", "(12.00)", "12.00-", "+5"; "CR 12.00" is not a number. A comma is the decimal
 * mark only in OFX (`decimalComma`), where the format allows it; in CSV it separates thousands.
 */
export function fileAmountCents(cell: string, options: { decimalComma?: boolean } = {}): number | null {
  let text = cell.trim().replace(/\s+/g, "");
  if (text === "") return null;
  let negative = false;
  if (/^\(.*\)$/.test(text)) {
    negative = true;
    text = text.slice(1, -1);
  }
  if (text.endsWith("-")) {
    negative = !negative;
    text = text.slice(0, -1);
  }
  const sign = /^[+-]/.exec(text.replace(/^\$/, ""))?.[0];
  text = text.replace(/^\$?([+-]?)\$?/, "");
  if (sign === "-") negative = !negative;
  if (options.decimalComma && /^\d+,\d{1,2}$/.test(text)) text = text.replace(",", ".");
  const plain = amountText(text);
  if (plain === null || !/^\d*\.?\d*$/.test(plain) || !/\d/.test(plain)) return null;
  const cents = tryParseMoneyToCents(plain);
  if (cents === null) return null;
  return negative && cents !== 0 ? -cents : cents;
}

export type DateOrder = "mdy" | "dmy";

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

function validDay(year: number, month: number, day: number): string | null {
  if (year < 1900 || year > 2200 || month < 1 || month > 12 || day < 1) return null;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > last) return null;
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

function fullYear(text: string): number {
  const year = Number(text);
  return text.length === 2 ? 2000 + year : year;
}

/** ISO, "3/5/26" in `order`, "20260305" (OFX), "Mar 5, 2026" and "5 Mar 2026". */
export function fileDay(cell: string, order: DateOrder = "mdy"): string | null {
  const text = cell.trim();
  const month = (name: string) => MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;
  let m =
    /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T\s].*)?$/.exec(text) ??
    /^(\d{4})(\d{2})(\d{2})(?:\d{0,6}(?:\.\d+)?)?(?:\[.*\])?$/.exec(text);
  if (m) {
    const [, year = "", mm = "", dd = ""] = m;
    return validDay(Number(year), Number(mm), Number(dd));
  }
  m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{2}|\d{4})(?:\s.*)?$/.exec(text);
  if (m) {
    const [, first = "", second = "", year = ""] = m;
    const [mm, dd] = order === "mdy" ? [first, second] : [second, first];
    return validDay(fullYear(year), Number(mm), Number(dd));
  }
  m = /^([A-Za-z]{3,9})\.?\s+(\d{1,2}),?\s+(\d{4})$/.exec(text);
  if (m) {
    const [, name = "", dd = "", year = ""] = m;
    return validDay(Number(year), month(name), Number(dd));
  }
  m = /^(\d{1,2})[\s-]([A-Za-z]{3,9})\.?[\s-](\d{2}|\d{4})$/.exec(text);
  if (m) {
    const [, dd = "", name = "", year = ""] = m;
    return validDay(fullYear(year), month(name), Number(dd));
  }
  return null;
}

/** "dmy" when some date's first part cannot be a month, else "mdy" (US files). */
export function guessDateOrder(cells: string[]): DateOrder {
  for (const cell of cells) {
    const m = /^(\d{1,2})[-/.](\d{1,2})[-/.]\d{2,4}/.exec(cell.trim());
    if (m && Number(m[1]) > 12) return "dmy";
  }
  return "mdy";
}
