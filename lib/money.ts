// Typed amounts; showing money and rates is lib/format (formatDollars, formatCentsAsDollars, formatPercent).
//
// How an amount may be written in every money field (docs/product-rules.md "Interface conventions"): "$" and
// spaces are ignored and a comma may only group thousands, as US amounts are written. Read as a decimal comma,
// "10,00" would otherwise lose its comma and become 1000.00, a hundred times the amount meant, so any other comma
// is refused with a message saying how to write it (lib/validations/money.ts for the shared zod schemas).

export const AMOUNT_COMMA_MESSAGE = "Use a dot for cents, like 10.00; commas only between thousands, like 1,234.56";

const THOUSANDS_GROUPED = /^-?\d{1,3}(?:,\d{3})+(?:\.\d*)?$/;

/**
 * The amount as plain decimal text: "$1,234.56" -> "1234.56", " 12,345 " -> "12345", "-150" -> "-150". Null when
 * a comma is anywhere but between groups of three whole digits ("10,00", "1,23", "1,2345.00", "1,234,5"). Text
 * with no comma comes back without "$" and spaces, valid or not: the caller checks the number itself.
 */
export function amountText(value: string): string | null {
  const text = value.replace(/[$\s]/g, "");
  if (!text.includes(",")) return text;
  return THOUSANDS_GROUPED.test(text) ? text.replace(/,/g, "") : null;
}
