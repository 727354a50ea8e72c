// Named by the unit they take, dollars or cents, so one cannot be passed the other.
import { formatBps, hundredthsFromNumber, parsePercentToBps } from "@/lib/payoff/money";

export function formatDollars(amount: string | number, options: { whole?: boolean } = {}): string {
  const value = typeof amount === "string" ? Number(amount) : amount;
  if (!Number.isFinite(value)) return "—";
  return usd(value, options.whole ? 0 : 2);
}

// Whole cents are written from their digits, exactly.
export function formatCentsAsDollars(cents: number): string {
  if (!Number.isSafeInteger(cents)) return formatDollars(cents / 100);
  const digits = String(Math.abs(cents)).padStart(3, "0");
  return written(cents < 0, digits.slice(0, -2), digits.slice(-2));
}

// Intl's USD output spelled out: the first Intl formatter a page makes loads the locale data, 16 ms of the dashboard's
// start-up on a phone-speed CPU. Rounds half away from zero like Intl; tests/unit/money.test.ts holds it to Intl.
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

function written(negative: boolean, dollars: string, cents: string): string {
  const grouped = dollars.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${negative ? "-" : ""}$${grouped}${cents ? `.${cents}` : ""}`;
}

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

// docs/product-rules.md "Interface conventions": as entered, at most two decimals, a third rounded half-up as the
// engine counts it.
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

export function formatProgress(percent: number): string {
  return `${Number.isInteger(percent) ? percent : percent.toFixed(1)}%`;
}

let intlCount: Intl.NumberFormat | undefined;

export function formatCount(count: number): string {
  intlCount ??= new Intl.NumberFormat("en-US");
  return intlCount.format(count);
}

let intlCompactUsd: Intl.NumberFormat | undefined;

export function formatCompactDollars(dollars: number): string {
  intlCompactUsd ??= new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    notation: "compact",
    maximumFractionDigits: 1,
  });
  return intlCompactUsd.format(dollars);
}
