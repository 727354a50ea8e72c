// Exact conversions between the wire's decimal strings and the engine's integers: parsing works on the digits, never
// through floats, so "0.1" is 10 cents. "half-up" rounds half away from zero on the magnitude ("-0.005" -> -1 cent).
import { parseYearMonth } from "./calendar";
import type { DebtInput, WireDebt } from "./types";

export type Rounding = "reject" | "half-up";

export interface ParseOptions {
  /** What to do with more than two decimals. Default "reject". */
  rounding?: Rounding;
  allowNegative?: boolean;
}

export class MoneyParseError extends RangeError {
  constructor(message: string) {
    super(message);
    this.name = "MoneyParseError";
  }
}

// Optional sign, digits, optional fraction. ".5" and "5." are accepted; "", ".", "1e3", "1,000", "0x10" are not.
const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

function parseHundredths(raw: string, what: string, options: ParseOptions = {}): number {
  const { rounding = "reject", allowNegative = false } = options;
  if (typeof raw !== "string") throw new MoneyParseError(`${what} must be a string`);
  const value = raw.trim();
  const match = DECIMAL.exec(value);
  const intDigits = match?.[2] ?? "";
  const fracDigits = match?.[3] ?? "";
  if (!match || (intDigits === "" && fracDigits === ""))
    throw new MoneyParseError(`${what} "${raw}" is not a decimal number`);
  const negative = match[1] === "-";
  if (negative && !allowNegative) throw new MoneyParseError(`${what} "${raw}" must not be negative`);
  // Digits past the second decimal: zeros are harmless ("18.990"); anything else is rejected or rounded.
  if (rounding === "reject" && /[1-9]/.test(fracDigits.slice(2))) {
    throw new MoneyParseError(`${what} "${raw}" has more than two decimals`);
  }
  const whole = (intDigits.replace(/^0+/, "") || "0") + fracDigits.slice(0, 2).padEnd(2, "0");
  if (whole.length > 16) throw new MoneyParseError(`${what} "${raw}" is too large`);
  let hundredths = Number(whole);
  if (fracDigits.length > 2 && fracDigits.charCodeAt(2) >= 53 /* "5" */) hundredths += 1;
  if (!Number.isSafeInteger(hundredths)) throw new MoneyParseError(`${what} "${raw}" is too large`);
  return negative && hundredths !== 0 ? -hundredths : hundredths;
}

/** "1234.56" -> 123456, "0.1" -> 10, "7" -> 700. Throws MoneyParseError on anything else (see ParseOptions). */
export function parseMoneyToCents(value: string, options?: ParseOptions): number {
  return parseHundredths(value, "Amount", options);
}

export function tryParseMoneyToCents(value: string, options?: ParseOptions): number | null {
  try {
    return parseHundredths(value, "Amount", options);
  } catch {
    return null;
  }
}

export function parsePercentToBps(value: string, options?: ParseOptions): number {
  return parseHundredths(value, "Rate", options);
}

export function parsePercent(value: string, options?: ParseOptions): number {
  return parsePercentToBps(value, options) / 100;
}

/** Rounds half-up on the number's shortest decimal form, so a typed 1.005 gives 101 though the double is below it. */
export function hundredthsFromNumber(value: number): number {
  if (!Number.isFinite(value)) throw new MoneyParseError(`${value} is not a finite number`);
  if (Math.abs(value) < 0.001) return 0; // also covers exponent forms like 1e-7
  const text = String(value);
  if (/e/i.test(text)) throw new MoneyParseError(`${value} is too large`);
  return parseHundredths(text, "Amount", { rounding: "half-up", allowNegative: true });
}

export function dollarsToCents(dollars: number): number {
  return hundredthsFromNumber(dollars);
}

export function percentToBps(aprPercent: number): number {
  if (!Number.isFinite(aprPercent)) throw new MoneyParseError(`APR ${aprPercent} is not a finite number`);
  const scaled = aprPercent * 100;
  const bps = Math.round(scaled);
  // x * 100 of a two-decimal x below 10^6 is within 1e-8 of an integer; a third decimal is at least 0.1 away.
  if (Math.abs(scaled - bps) > 1e-6) {
    throw new MoneyParseError(`APR ${aprPercent} has more than two decimals`);
  }
  return bps === 0 ? 0 : bps; // no -0
}

function assertSafeInteger(value: number, what: string): void {
  if (!Number.isSafeInteger(value)) throw new MoneyParseError(`${what} ${value} is not a whole number of cents`);
}

function hundredthsToString(value: number, what: string): string {
  assertSafeInteger(value, what);
  const negative = value < 0;
  const abs = Math.abs(value);
  const whole = Math.floor(abs / 100);
  const frac = abs - whole * 100;
  return `${negative ? "-" : ""}${whole}.${frac < 10 ? "0" : ""}${frac}`;
}

/** 12345 -> "123.45", 5 -> "0.05", -5 -> "-0.05". The wire format; round-trips with parseMoneyToCents. */
export function formatCents(cents: number): string {
  return hundredthsToString(cents, "Amount");
}

export function decimalToCents(value: { toFixed(digits: number): string }): number {
  return parseMoneyToCents(value.toFixed(2));
}

export function formatBps(bps: number): string {
  return hundredthsToString(bps, "Rate");
}

/** Exact; `rounding: "half-up"` applies to balance, rate and minimum alike. */
export function debtInputFromWire(debt: WireDebt, options: { rounding?: Rounding } = {}): DebtInput {
  const rounding = options.rounding ?? "reject";
  const input: DebtInput = {
    id: debt.id,
    name: debt.name,
    balanceCents: parseMoneyToCents(debt.balance, { rounding }),
    aprPercent: parsePercent(debt.interestRate, { rounding }),
    minPaymentCents: parseMoneyToCents(debt.minPayment, { rounding }),
  };
  if (debt.kind) input.kind = debt.kind;
  if (debt.creditLimit != null && debt.creditLimit !== "")
    input.creditLimitCents = parseMoneyToCents(debt.creditLimit, { rounding });
  const endsOn = debt.promoEndsOn ? parseYearMonth(debt.promoEndsOn) : null;
  if (debt.promoRate != null && debt.promoRate !== "" && endsOn) {
    input.promo = {
      aprPercent: parsePercent(debt.promoRate, { rounding }),
      endsOn,
      deferredInterest: debt.deferredInterest === true,
    };
  }
  return input;
}
