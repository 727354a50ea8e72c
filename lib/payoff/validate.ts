/** Input validation and the engine's prepared (flat, typed-array) form of a portfolio. */
import { isCalendarMonth } from "./calendar";
import { monthlyInterestCents } from "./interest";
import { formatUsd, percentToBps } from "./money";
import type { CalendarMonth, DebtInput, NegativeAmortizationWarning } from "./types";

/** Longest plan the engine runs: 100 years. Longer means "never pays off". */
export const MAX_MONTHS = 1200;
/** Most debts in one plan. */
export const MAX_DEBTS = 200;
/** Largest balance, minimum or extra payment accepted: $100,000,000.00. */
export const MAX_AMOUNT_CENTS = 10_000_000_000;
/** Highest APR accepted, in basis points (999.99 %). */
export const MAX_APR_BPS = 99_999;

/** Thrown for input the engine cannot run (a programming or validation error on the caller's side). */
export class PayoffInputError extends RangeError {
  constructor(message: string) {
    super(message);
    this.name = "PayoffInputError";
  }
}

function checkAmount(value: unknown, what: string, min: number): number {
  if (typeof value !== "number" || !Number.isSafeInteger(value)) {
    throw new PayoffInputError(`${what} must be a whole number of cents, got ${String(value)}`);
  }
  if (value < min || value > MAX_AMOUNT_CENTS) {
    throw new PayoffInputError(`${what} must be between ${min} and ${MAX_AMOUNT_CENTS} cents, got ${value}`);
  }
  return value;
}

export function checkExtraPayment(value: unknown): number {
  return checkAmount(value ?? 0, "extraPaymentCents", 0);
}

export function checkStartMonth(value: unknown, what = "startMonth"): CalendarMonth {
  if (!isCalendarMonth(value)) throw new PayoffInputError(`${what} must be { year, month } with month 1..12`);
  return value;
}

/** A validated portfolio in the engine's flat form. Index i everywhere is the debt's input position. */
export interface PreparedDebts {
  readonly debts: readonly DebtInput[];
  readonly n: number;
  readonly ids: readonly string[];
  /** Starting balances, cents. */
  readonly balance: Float64Array;
  readonly bps: Float64Array;
  readonly mins: Float64Array;
  /** Interest each debt adds in month 1. */
  readonly firstInterest: Float64Array;
  readonly sumMins: number;
  readonly totalBalance: number;
  /** Lowest APR among the debts, basis points. */
  readonly minBps: number;
  readonly warnings: NegativeAmortizationWarning[];
}

export function prepareDebts(debts: readonly DebtInput[]): PreparedDebts {
  if (!Array.isArray(debts) || debts.length === 0) throw new PayoffInputError("At least one debt is required");
  if (debts.length > MAX_DEBTS) throw new PayoffInputError(`At most ${MAX_DEBTS} debts are supported`);
  const n = debts.length;
  const balance = new Float64Array(n);
  const bps = new Float64Array(n);
  const mins = new Float64Array(n);
  const firstInterest = new Float64Array(n);
  const ids: string[] = [];
  const seen = new Set<string>();
  const warnings: NegativeAmortizationWarning[] = [];
  let sumMins = 0;
  let totalBalance = 0;
  let minBps = Infinity;
  for (let i = 0; i < n; i++) {
    const d = debts[i]!;
    if (typeof d.id !== "string" || d.id === "") throw new PayoffInputError(`Debt ${i + 1} needs an id`);
    if (seen.has(d.id)) throw new PayoffInputError(`Duplicate debt id "${d.id}"`);
    seen.add(d.id);
    ids.push(d.id);
    balance[i] = checkAmount(d.balanceCents, `Debt "${d.id}" balanceCents`, 1);
    mins[i] = checkAmount(d.minPaymentCents, `Debt "${d.id}" minPaymentCents`, 0);
    let rate: number;
    try {
      rate = percentToBps(d.aprPercent);
    } catch (error) {
      throw new PayoffInputError(`Debt "${d.id}" aprPercent: ${(error as Error).message}`);
    }
    if (rate < 0 || rate > MAX_APR_BPS) {
      throw new PayoffInputError(`Debt "${d.id}" aprPercent must be between 0 and ${MAX_APR_BPS / 100}`);
    }
    bps[i] = rate;
    firstInterest[i] = monthlyInterestCents(balance[i]!, rate);
    sumMins += mins[i]!;
    totalBalance += balance[i]!;
    if (rate < minBps) minBps = rate;
    if (mins[i]! <= firstInterest[i]!) warnings.push(negativeAmortizationWarning(d, firstInterest[i]!));
  }
  return { debts, n, ids, balance, bps, mins, firstInterest, sumMins, totalBalance, minBps, warnings };
}

function negativeAmortizationWarning(d: DebtInput, interest: number): NegativeAmortizationWarning {
  const name = d.name || d.id;
  const message =
    d.minPaymentCents < interest
      ? `${name}'s minimum payment of ${formatUsd(d.minPaymentCents)} doesn't cover the ${formatUsd(interest)} of ` +
        `interest it adds each month, so paying only the minimum makes the balance grow.`
      : `${name}'s minimum payment of ${formatUsd(d.minPaymentCents)} only covers the ${formatUsd(interest)} of ` +
        `interest it adds each month, so paying only the minimum never lowers the balance.`;
  return {
    code: "negative_amortization",
    debtId: d.id,
    debtName: name,
    minPaymentCents: d.minPaymentCents,
    monthlyInterestCents: interest,
    message,
  };
}
