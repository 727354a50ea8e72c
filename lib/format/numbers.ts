// Money, rates and counts as screens, messages and e-mails show them (USD, en-US). Storage and the engine never use
// floats: amounts travel as decimal strings ("1234.56") and the payoff engine works in integer cents
// (lib/payoff/money.ts converts between the two). The money formatters are named by the unit they take, dollars or
// cents, so one cannot be passed the other.
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

/** A share of a goal reached: 37.5 -> "37.5%", 100 -> "100%" (at most one decimal, no trailing ".0"). */
export function formatProgress(percent: number): string {
  return `${Number.isInteger(percent) ? percent : percent.toFixed(1)}%`;
}

let intlCount: Intl.NumberFormat | undefined;

/** A count with thousands grouped, as en-US writes it: 12345 -> "12,345" (XP, rows, participants). */
export function formatCount(count: number): string {
  intlCount ??= new Intl.NumberFormat("en-US");
  return intlCount.format(count);
}

let intlCompactUsd: Intl.NumberFormat | undefined;

/** Dollars for a chart's axis: 12500 -> "$12.5K", 1200000 -> "$1.2M", 800 -> "$800". */
export function formatCompactDollars(dollars: number): string {
  intlCompactUsd ??= new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    notation: "compact",
    maximumFractionDigits: 1,
  });
  return intlCompactUsd.format(dollars);
}
