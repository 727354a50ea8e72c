import { isCalendarMonth, monthsBetween } from "./calendar";
import { monthlyInterestCents } from "./interest";
import { formatCentsAsDollars, formatPercent } from "@/lib/format";
import { percentToBps } from "./money";
import type { CalendarMonth, DebtInput, LumpSum, NegativeAmortizationWarning } from "./types";

/** Longest plan the engine runs: 100 years. Longer means "never pays off". */
export const MAX_MONTHS = 1200;
export const MAX_DEBTS = 200;
export const MAX_AMOUNT_CENTS = 10_000_000_000;
export const MAX_APR_BPS = 99_999;

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

/** Index i everywhere is the debt's input position. */
export interface PreparedDebts {
  readonly debts: readonly DebtInput[];
  readonly n: number;
  readonly ids: readonly string[];
  readonly startMonth: CalendarMonth;
  readonly balance: Float64Array;
  readonly bps: Float64Array;
  /** Promotional APRs, basis points (equal to bps for a debt without a promo in the plan). */
  readonly promoBps: Float64Array;
  /** Plan month (1-based) of the promo's last month; 0 when the debt has no promo in the plan (none, or ended). */
  readonly promoLast: Int32Array;
  readonly deferred: Uint8Array;
  readonly mins: Float64Array;
  readonly limit: Float64Array;
  readonly firstInterest: Float64Array;
  /** Month-1 interest at the regular rate: what the minimum must beat once any promo is over (the warnings). */
  readonly regularInterest: Float64Array;
  readonly sumMins: number;
  readonly totalBalance: number;
  readonly minBps: number;
  readonly lastPromoMonth: number;
  readonly warnings: NegativeAmortizationWarning[];
}

export function prepareDebts(debts: readonly DebtInput[], startMonth: CalendarMonth): PreparedDebts {
  if (!Array.isArray(debts) || debts.length === 0) throw new PayoffInputError("At least one debt is required");
  if (debts.length > MAX_DEBTS) throw new PayoffInputError(`At most ${MAX_DEBTS} debts are supported`);
  const n = debts.length;
  const balance = new Float64Array(n);
  const bps = new Float64Array(n);
  const mins = new Float64Array(n);
  const limit = new Float64Array(n);
  const firstInterest = new Float64Array(n);
  const regularInterest = new Float64Array(n);
  const promoBps = new Float64Array(n);
  const promoLast = new Int32Array(n);
  const deferred = new Uint8Array(n);
  let lastPromoMonth = 0;
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
    if (d.creditLimitCents !== undefined && d.creditLimitCents !== null)
      limit[i] = checkAmount(d.creditLimitCents, `Debt "${d.id}" creditLimitCents`, 1);
    const rate = checkRate(d.aprPercent, `Debt "${d.id}" aprPercent`);
    bps[i] = rate;
    promoBps[i] = rate;
    if (d.promo !== undefined && d.promo !== null) {
      const promo = d.promo;
      const promoRate = checkRate(promo.aprPercent, `Debt "${d.id}" promo aprPercent`);
      if (!isCalendarMonth(promo.endsOn))
        throw new PayoffInputError(`Debt "${d.id}" promo endsOn must be { year, month }`);
      if (promo.deferredInterest !== undefined && typeof promo.deferredInterest !== "boolean") {
        throw new PayoffInputError(`Debt "${d.id}" promo deferredInterest must be true or false`);
      }
      // endsOn is the promo's last month: plan month (endsOn - startMonth + 1). Before month 1 it is over.
      const last = monthsBetween(startMonth, promo.endsOn) + 1;
      if (last >= 1) {
        promoBps[i] = promoRate;
        promoLast[i] = Math.min(last, MAX_MONTHS + 1);
        deferred[i] = promo.deferredInterest === true ? 1 : 0;
        if (promoLast[i]! > lastPromoMonth) lastPromoMonth = promoLast[i]!;
      }
    }
    firstInterest[i] = monthlyInterestCents(balance[i]!, promoLast[i]! >= 1 ? promoBps[i]! : rate);
    regularInterest[i] = monthlyInterestCents(balance[i]!, rate);
    sumMins += mins[i]!;
    totalBalance += balance[i]!;
    if (rate < minBps) minBps = rate;
    if (mins[i]! <= regularInterest[i]!)
      warnings.push(negativeAmortizationWarning(d, regularInterest[i]!, promoLast[i]! >= 1));
  }
  return {
    debts,
    n,
    ids,
    startMonth,
    balance,
    bps,
    promoBps,
    promoLast,
    deferred,
    mins,
    limit,
    firstInterest,
    regularInterest,
    sumMins,
    totalBalance,
    minBps,
    lastPromoMonth,
    warnings,
  };
}

function checkRate(aprPercent: number, what: string): number {
  let rate: number;
  try {
    rate = percentToBps(aprPercent);
  } catch (error) {
    throw new PayoffInputError(`${what}: ${(error as Error).message}`);
  }
  if (rate < 0 || rate > MAX_APR_BPS) throw new PayoffInputError(`${what} must be between 0 and ${MAX_APR_BPS / 100}`);
  return rate;
}

export const MAX_LUMP_SUMS = 1200;

/** `byMonth[m]` is month m's net sum (index 0 unused); `last` the latest month with one (0: none). */
export interface PreparedLumpSums {
  byMonth: Float64Array;
  last: number;
  outside: number[];
}

export function prepareLumpSums(
  lumpSums: readonly LumpSum[] | undefined,
  startMonth: CalendarMonth,
): PreparedLumpSums | null {
  if (lumpSums === undefined || lumpSums === null) return null;
  if (!Array.isArray(lumpSums)) throw new PayoffInputError("lumpSums must be a list of { amountCents, month }");
  if (lumpSums.length === 0) return null;
  if (lumpSums.length > MAX_LUMP_SUMS) throw new PayoffInputError(`At most ${MAX_LUMP_SUMS} lump sums are supported`);
  const planMonths: number[] = [];
  let last = 0;
  lumpSums.forEach((lump, k) => {
    const amount = lump?.amountCents;
    if (typeof amount !== "number" || !Number.isSafeInteger(amount) || Math.abs(amount) > MAX_AMOUNT_CENTS) {
      throw new PayoffInputError(
        `Lump sum ${k + 1} amountCents must be a whole number of cents within ±${MAX_AMOUNT_CENTS}`,
      );
    }
    if (!isCalendarMonth(lump.month)) throw new PayoffInputError(`Lump sum ${k + 1} month must be { year, month }`);
    const m = monthsBetween(startMonth, lump.month) + 1;
    planMonths.push(m);
    if (m <= MAX_MONTHS && m > last) last = m;
  });
  const byMonth = new Float64Array(last + 1);
  const outside: number[] = [];
  lumpSums.forEach((lump, k) => {
    const m = planMonths[k]!;
    if (m < 1) outside.push(k);
    else if (m <= last) byMonth[m] = byMonth[m]! + lump.amountCents;
  });
  return { byMonth, last, outside };
}

function negativeAmortizationWarning(d: DebtInput, interest: number, promo: boolean): NegativeAmortizationWarning {
  const name = d.name || d.id;
  const rate = `${formatPercent(d.aprPercent)} APR`;
  const message = promo
    ? `After its promotional rate ends, ${name}'s minimum payment of ${formatCentsAsDollars(d.minPaymentCents)} ` +
      `${d.minPaymentCents < interest ? "won't cover" : "only covers"} the ${formatCentsAsDollars(interest)} of interest today's ` +
      `balance adds each month at ${rate}, so paying only the minimum ` +
      `${d.minPaymentCents < interest ? "makes the balance grow" : "never lowers the balance"} from then on.`
    : d.minPaymentCents < interest
      ? `${name}'s minimum payment of ${formatCentsAsDollars(d.minPaymentCents)} doesn't cover the ${formatCentsAsDollars(interest)} of ` +
        `interest it adds each month, so paying only the minimum makes the balance grow.`
      : `${name}'s minimum payment of ${formatCentsAsDollars(d.minPaymentCents)} only covers the ${formatCentsAsDollars(interest)} of ` +
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
