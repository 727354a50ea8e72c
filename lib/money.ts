// Display helpers for money and rates (USD, en-US), and how a typed amount is read. Storage and the engine never
// use floats: amounts travel as decimal strings ("1234.56") and the payoff engine works in integer cents
// (lib/payoff/money.ts converts between the two). The formatters are named by the unit they take, dollars or cents,
// so one cannot be passed the other.
import { formatBps, hundredthsFromNumber, parsePercentToBps } from "@/lib/payoff/money";

/** "$1,234.56" from dollars: a decimal string ("1234.56") or a number (1234.56). */
export function formatDollars(amount: string | number, options: { whole?: boolean } = {}): string {
  const value = typeof amount === "string" ? Number(amount) : amount;
  if (!Number.isFinite(value)) return "—";
  return usd(value, options.whole ? 0 : 2);
}

/**
 * "$1,234.56" from integer cents (123456); -5 -> "-$0.05", and 0 or -0 -> "$0.00". Whole cents are written from their
 * digits, exactly; anything else (a fraction of a cent) is written as formatDollars writes cents / 100.
 */
export function formatCentsAsDollars(cents: number): string {
  if (!Number.isSafeInteger(cents)) return formatDollars(cents / 100);
  const digits = String(Math.abs(cents)).padStart(3, "0");
  return written(cents < 0, digits.slice(0, -2), digits.slice(-2));
}

// What Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }) writes (with maximumFractionDigits 0 for
// whole dollars), spelled out: the first Intl formatter a page makes loads the browser's locale data, 16 ms of the
// dashboard's and the results page's start-up on a phone-speed CPU (a CPU profile at 4x slowdown: 66 ms), and money
// is all those pages format. Like Intl, it rounds the number's shortest decimal form half away from zero (1.005 ->
// $1.01, where toFixed gives 1.00). tests/unit/money.test.ts holds it to Intl over 200,000 values.
let intlUsd: Intl.NumberFormat | undefined;

function usd(value: number, fractionDigits: 0 | 2): string {
  const negative = value < 0 || Object.is(value, -0);
  const digits = String(Math.abs(value));
  // Exponent forms: below 1e-6 a value rounds to zero; from 1e21 up no amount here is real, so Intl writes it.
  if (digits.includes("e")) {
    if (Math.abs(value) >= 1) {
      intlUsd ??= new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
      return fractionDigits === 2 ? intlUsd.format(value) : intlUsd.format(Math.round(value)).replace(/\.00$/, "");
    }
    return `${negative ? "-" : ""}$0${fractionDigits ? ".00" : ""}`;
  }
  const [whole, fraction = ""] = digits.split(".") as [string, string?];
  let kept = whole + fraction.slice(0, fractionDigits).padEnd(fractionDigits, "0");
  if ((fraction[fractionDigits] ?? "0") >= "5") kept = plusOne(kept);
  return written(
    negative,
    kept.slice(0, kept.length - fractionDigits) || "0",
    kept.slice(kept.length - fractionDigits),
  );
}

/** "-$1,234.56" from a sign, the whole dollars' digits and the cents' digits ("" for whole dollars). */
function written(negative: boolean, dollars: string, cents: string): string {
  const grouped = dollars.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${negative ? "-" : ""}$${grouped}${cents ? `.${cents}` : ""}`;
}

/** A string of decimal digits plus one ("0999" -> "1000", "99" -> "100"). */
function plusOne(digits: string): string {
  const out = digits.split("");
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== "9") {
      out[i] = String(Number(out[i]) + 1);
      return out.join("");
    }
    out[i] = "0";
  }
  return `1${out.join("")}`;
}

/**
 * A rate as every screen and message shows it (docs/product-rules.md "Interface conventions"): as entered, with at
 * most two decimals and no trailing zeros: "24.99" -> "24.99%", "5.000" -> "5%", 5.5 -> "5.5%". A third decimal
 * (the form takes three) is rounded half-up, as the engine and the ledger count it (docs/payoff.md).
 */
export function formatPercent(rate: string | number): string {
  try {
    const bps =
      typeof rate === "string"
        ? parsePercentToBps(rate, { rounding: "half-up", allowNegative: true })
        : hundredthsFromNumber(rate);
    return `${formatBps(bps).replace(/\.?0+$/, "")}%`;
  } catch {
    return "—"; // not a number: as formatDollars says it
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Typed amounts
// ---------------------------------------------------------------------------------------------------------------
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
