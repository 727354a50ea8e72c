/**
 * The month-by-month payoff simulation (PAYOFF.md "Month mechanics"), in integer cents:
 * 1. every open debt adds interest = round_half_up(balance * APR / 1200) (exact integer math, see interest.ts);
 * 2. every open debt is paid min(minimum, balance);
 * 3. what is left of the constant budget B = extra + sum of ORIGINAL minimums goes to the first open debt in the
 *    fixed target order, cascading to the next target in the same month; payments are capped at the balance.
 * "minimums" runs steps 1-2 only (no extra, nothing rolls over).
 *
 * Infeasible ("never pays off") results, checked in this order:
 * - budget_below_interest, a debt's own interest >= the budget (month 1, or later when a neglected debt has grown):
 *   that debt can never shrink, since no month pays it more than B (for "minimums": more than its minimum);
 * - budget_below_interest, PAYOFF.md's rule B <= (lowest monthly rate) x (total balance), decided exactly in
 *   rational arithmetic: B * 120000 <= minAprBps * totalBalanceCents (no rounding of either side);
 * - exceeds_max_months: not paid off within 1,200 months.
 */
import { planMonthToCalendar, formatYearMonth } from "./calendar";
import { monthlyInterestCents } from "./interest";
import { formatBps, formatUsd } from "./money";
import { orderFor } from "./order";
import {
  MAX_MONTHS,
  PayoffInputError,
  checkExtraPayment,
  checkStartMonth,
  prepareDebts,
  type PreparedDebts,
} from "./validate";
import type {
  CalendarMonth,
  DebtOutcome,
  FeasiblePlan,
  InfeasiblePlan,
  MonthRow,
  PlanInput,
  PlanResult,
  ScheduleEntry,
  Strategy,
} from "./types";

const STATUS_OK = 0;
const STATUS_STUCK = 1;
const STATUS_CAP = 2;

/** Raw outcome of one simulation. Index i is the debt's input position. */
export interface Simulation {
  status: typeof STATUS_OK | typeof STATUS_STUCK | typeof STATUS_CAP;
  /** Months simulated; the debt-free month when status is OK. */
  months: number;
  totalInterest: number;
  debtInterest: Float64Array;
  /** 0 while the debt is open. */
  payoffMonth: Int32Array;
  /** Balances when the simulation stopped. */
  balance: Float64Array;
  /** STATUS_STUCK: the debt whose interest reached the budget, the month, its balance and interest then. */
  stuckIndex: number;
  stuckMonth: number;
  stuckBalance: number;
  stuckInterest: number;
  rows: MonthRow[] | null;
}

/**
 * Runs the month loop. `order` null means minimums only. Stops early (STATUS_CAP) after `maxMonths`.
 * The caller has already handled month-1 feasibility; this loop still detects a debt whose interest reaches the
 * budget later on (only possible with an order: a debt that is not the target can grow), unless `detectStuck` is
 * false (firstMonth: the month's payments are wanted even when the plan never pays off).
 */
export function simulate(
  p: PreparedDebts,
  order: Int32Array | null,
  budget: number,
  maxMonths: number,
  record: boolean,
  detectStuck = true,
): Simulation {
  const n = p.n;
  const bps = p.bps;
  const mins = p.mins;
  const bal = Float64Array.from(p.balance);
  const debtInterest = new Float64Array(n);
  const payoffMonth = new Int32Array(n);
  const monthPay = new Float64Array(n);
  const monthInterest = new Float64Array(n);
  const rows: MonthRow[] | null = record ? [] : null;
  // For minimums a debt is stuck when interest >= its minimum; that can only happen in month 1 (interest < minimum
  // means the balance, hence the interest, falls every month), which the caller rules out first.
  const stuckAt = order === null || !detectStuck ? Infinity : budget;
  let open = n;
  let ptr = 0;
  let totalInterest = 0;

  for (let m = 1; m <= maxMonths; m++) {
    let rem = budget;
    for (let i = 0; i < n; i++) {
      let b = bal[i]!;
      if (b === 0) {
        if (record) monthPay[i] = -1; // marks "closed before this month" for the schedule
        continue;
      }
      const interest = monthlyInterestCents(b, bps[i]!);
      if (interest >= stuckAt) {
        return {
          status: STATUS_STUCK, months: m, totalInterest, debtInterest, payoffMonth, balance: bal,
          stuckIndex: i, stuckMonth: m, stuckBalance: b, stuckInterest: interest, rows,
        };
      }
      b += interest;
      totalInterest += interest;
      debtInterest[i] = debtInterest[i]! + interest;
      const minimum = mins[i]!;
      const pay = minimum < b ? minimum : b;
      b -= pay;
      rem -= pay;
      bal[i] = b;
      if (record) {
        monthPay[i] = pay;
        monthInterest[i] = interest;
      }
      if (b === 0) {
        payoffMonth[i] = m;
        open--;
      }
    }
    if (order !== null) {
      while (rem > 0 && ptr < n) {
        const j = order[ptr]!;
        const b = bal[j]!;
        if (b === 0) {
          ptr++;
          continue;
        }
        const pay = rem < b ? rem : b;
        bal[j] = b - pay;
        rem -= pay;
        if (record) monthPay[j] = monthPay[j]! + pay;
        if (pay === b) {
          payoffMonth[j] = m;
          open--;
          ptr++;
        }
      }
    }
    if (rows !== null) rows.push(monthRow(p, m, bal, monthPay, monthInterest));
    if (open === 0) {
      return {
        status: STATUS_OK, months: m, totalInterest, debtInterest, payoffMonth, balance: bal,
        stuckIndex: -1, stuckMonth: 0, stuckBalance: 0, stuckInterest: 0, rows,
      };
    }
  }
  return {
    status: STATUS_CAP, months: maxMonths, totalInterest, debtInterest, payoffMonth, balance: bal,
    stuckIndex: -1, stuckMonth: 0, stuckBalance: 0, stuckInterest: 0, rows,
  };
}

/**
 * Values read from a Float64Array are doubles; stored as-is into object fields V8 boxes each one (a heap
 * allocation per field). Re-tagging int32-range values as small integers keeps schedule rows allocation-light;
 * larger amounts (over $21M) stay doubles, which is only slower, never different.
 */
function smallInt(value: number): number {
  const small = value | 0;
  return small === value ? small : value;
}

function monthRow(p: PreparedDebts, month: number, bal: Float64Array, pay: Float64Array, interest: Float64Array): MonthRow {
  const n = p.n;
  const ids = p.ids;
  let count = 0;
  for (let i = 0; i < n; i++) if (pay[i]! >= 0) count++;
  const perDebt: ScheduleEntry[] = new Array<ScheduleEntry>(count);
  let k = 0;
  let totalPaymentCents = 0;
  let totalInterestCents = 0;
  let totalBalanceCents = 0;
  for (let i = 0; i < n; i++) {
    const paid = pay[i]!;
    if (paid < 0) continue; // closed before this month (balance 0)
    const int = interest[i]!;
    const balanceCents = bal[i]!;
    perDebt[k++] = {
      id: ids[i]!,
      paymentCents: smallInt(paid),
      interestCents: smallInt(int),
      principalCents: smallInt(paid - int),
      balanceCents: smallInt(balanceCents),
    };
    totalPaymentCents += paid;
    totalInterestCents += int;
    totalBalanceCents += balanceCents;
  }
  return {
    month,
    perDebt,
    totalPaymentCents: smallInt(totalPaymentCents),
    totalInterestCents: smallInt(totalInterestCents),
    totalBalanceCents: smallInt(totalBalanceCents),
  };
}

/** Exact test of PAYOFF.md's rule B <= (lowest APR / 1200) * total balance, i.e. B * 120000 <= minBps * total. */
export function budgetNeverGainsOnInterest(p: PreparedDebts, budget: number): boolean {
  const left = budget * 120_000;
  const right = p.minBps * p.totalBalance;
  if (left <= Number.MAX_SAFE_INTEGER && right <= Number.MAX_SAFE_INTEGER) return left <= right;
  return BigInt(budget) * BigInt(120_000) <= BigInt(p.minBps) * BigInt(p.totalBalance);
}

function label(p: PreparedDebts, i: number): string {
  const d = p.debts[i]!;
  return d.name || d.id;
}

function joinNames(names: string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

interface PlanContext {
  p: PreparedDebts;
  strategy: Strategy;
  /** Input indices in target order (identity for "minimums"). */
  order: Int32Array;
  budget: number;
  startMonth: CalendarMonth;
}

function infeasible(
  ctx: PlanContext,
  reason: InfeasiblePlan["reason"],
  message: string,
  stuck: number[],
): InfeasiblePlan {
  return {
    feasible: false,
    strategy: ctx.strategy,
    reason,
    message,
    stuckDebtIds: stuck.map((i) => ctx.p.ids[i]!),
    startingBalanceCents: ctx.p.totalBalance,
    monthlyBudgetCents: ctx.budget,
    targetOrder: Array.from(ctx.order, (i) => ctx.p.ids[i]!),
    warnings: ctx.p.warnings,
  };
}

/** Month-1 checks; null when the plan may be feasible and must be simulated. */
function precheck(ctx: PlanContext): InfeasiblePlan | null {
  const { p, budget } = ctx;
  if (ctx.strategy === "minimums") {
    const stuck: number[] = [];
    for (let i = 0; i < p.n; i++) if (p.firstInterest[i]! >= p.mins[i]!) stuck.push(i);
    if (stuck.length === 0) return null;
    const details = stuck.map((i) => {
      const min = p.mins[i]!;
      const int = p.firstInterest[i]!;
      if (min === 0) return `${label(p, i)} has no minimum payment`;
      return `${label(p, i)}'s ${formatUsd(min)} minimum ${min < int ? "doesn't cover" : "only covers"} the ` +
        `${formatUsd(int)} of interest it adds each month`;
    });
    return infeasible(
      ctx,
      "budget_below_interest",
      `Paying only the minimums never pays off ${joinNames(stuck.map((i) => label(p, i)))}: ${details.join("; ")}.`,
      stuck,
    );
  }
  if (budget === 0) {
    return infeasible(ctx, "budget_below_interest", "With no minimum payments and no extra payment, nothing is ever paid.", []);
  }
  const stuck: number[] = [];
  for (let i = 0; i < p.n; i++) if (p.firstInterest[i]! >= budget) stuck.push(i);
  if (stuck.length > 0) {
    const parts = stuck.map((i) => `the ${formatUsd(p.firstInterest[i]!)} of interest ${label(p, i)} adds each month`);
    const names = joinNames(stuck.map((i) => label(p, i)));
    return infeasible(
      ctx,
      "budget_below_interest",
      `Your monthly payments of ${formatUsd(budget)} never get ahead of ${joinNames(parts)}, so ${names} can never ` +
        `be paid off. Pay more than that interest each month to get a debt-free date.`,
      stuck,
    );
  }
  if (budgetNeverGainsOnInterest(p, budget)) {
    const floor = monthlyInterestCents(p.totalBalance, p.minBps);
    return infeasible(
      ctx,
      "budget_below_interest",
      `Your monthly payments of ${formatUsd(budget)} never get ahead of the interest: even at the lowest rate among ` +
        `your debts (${formatBps(p.minBps)}% APR), your total balance of ${formatUsd(p.totalBalance)} adds about ` +
        `${formatUsd(floor)} of interest each month, so the total can never go down.`,
      [],
    );
  }
  return null;
}

function fromSimulation(ctx: PlanContext, sim: Simulation): PlanResult {
  const { p } = ctx;
  if (sim.status === STATUS_STUCK) {
    const i = sim.stuckIndex;
    return infeasible(
      ctx,
      "budget_below_interest",
      `By month ${sim.stuckMonth}, ${label(p, i)} has grown to ${formatUsd(sim.stuckBalance)} while other debts ` +
        `were paid first, and it then adds ${formatUsd(sim.stuckInterest)} of interest each month, at least your ` +
        `whole monthly budget of ${formatUsd(ctx.budget)}, so it can never be paid off. Pay ${label(p, i)} first ` +
        `or raise the monthly payment.`,
      [i],
    );
  }
  if (sim.status === STATUS_CAP) {
    let owed = 0;
    const open: number[] = [];
    for (let i = 0; i < p.n; i++) {
      owed += sim.balance[i]!;
      if (sim.balance[i]! > 0) open.push(i);
    }
    return infeasible(
      ctx,
      "exceeds_max_months",
      `At ${formatUsd(ctx.budget)} a month this plan is not paid off within ${MAX_MONTHS} months (100 years): ` +
        `${formatUsd(owed)} would still be owed. Add an extra payment to get a debt-free date.`,
      open,
    );
  }
  return feasiblePlan(ctx, sim);
}

function feasiblePlan(ctx: PlanContext, sim: Simulation): FeasiblePlan {
  const { p, order } = ctx;
  const rank = new Int32Array(p.n);
  for (let k = 0; k < p.n; k++) rank[order[k]!] = k;
  const byPayoff = Array.from(order).sort((a, b) => sim.payoffMonth[a]! - sim.payoffMonth[b]! || rank[a]! - rank[b]!);
  const debts: DebtOutcome[] = [];
  for (let i = 0; i < p.n; i++) {
    const d = p.debts[i]!;
    const interest = sim.debtInterest[i]!;
    debts.push({
      id: d.id,
      name: d.name,
      payoffMonth: sim.payoffMonth[i]!,
      totalInterestCents: interest,
      totalPaidCents: p.balance[i]! + interest,
      negativeAmortization: p.mins[i]! <= p.firstInterest[i]!,
    });
  }
  const debtFreeMonth = planMonthToCalendar(ctx.startMonth, sim.months);
  const plan: FeasiblePlan = {
    feasible: true,
    strategy: ctx.strategy,
    months: sim.months,
    debtFreeMonth,
    debtFreeDate: formatYearMonth(debtFreeMonth),
    totalInterestCents: sim.totalInterest,
    totalPaidCents: p.totalBalance + sim.totalInterest,
    startingBalanceCents: p.totalBalance,
    monthlyBudgetCents: ctx.budget,
    payoffOrder: byPayoff.map((i) => p.ids[i]!),
    targetOrder: Array.from(order, (i) => p.ids[i]!),
    debts,
    warnings: p.warnings,
    unusedLumpSums: [],
  };
  if (sim.rows !== null) plan.schedule = sim.rows;
  return plan;
}

function identityOrder(n: number): Int32Array {
  const order = new Int32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  return order;
}

/**
 * The same yes/no decision as runPlan for an ordered strategy (feasible and paid off within `maxMonths`), without
 * building a result: the inner step of the target-date search.
 */
export function paysOffWithin(p: PreparedDebts, order: Int32Array, budget: number, maxMonths: number): boolean {
  if (budget === 0 || budgetNeverGainsOnInterest(p, budget)) return false;
  // A debt whose month-1 interest reaches the budget is caught by simulate() in month 1.
  return simulate(p, order, budget, maxMonths, false).status === STATUS_OK;
}

/** Runs one strategy on an already prepared portfolio (shared by computePlan, comparePlans and the target search). */
export function runPlan(
  p: PreparedDebts,
  strategy: Strategy,
  options: {
    extraPaymentCents: number;
    startMonth: CalendarMonth;
    customOrder?: readonly string[];
    includeSchedule?: boolean;
    /** Internal: stop after this many months (reported as exceeds_max_months). Default MAX_MONTHS. */
    maxMonths?: number;
    /** Internal: a precomputed target order. */
    order?: Int32Array;
  },
): PlanResult {
  const minimums = strategy === "minimums";
  if (!minimums && strategy !== "avalanche" && strategy !== "snowball" && strategy !== "custom") {
    throw new PayoffInputError(`Unknown strategy "${String(strategy)}"`);
  }
  const order = options.order ?? (minimums ? identityOrder(p.n) : orderFor(p, strategy, options.customOrder));
  const budget = budgetFor(p, strategy, options.extraPaymentCents);
  const ctx: PlanContext = { p, strategy, order, budget, startMonth: options.startMonth };
  const early = precheck(ctx);
  if (early) return early;
  const sim = simulate(p, minimums ? null : order, budget, options.maxMonths ?? MAX_MONTHS, options.includeSchedule === true);
  return fromSimulation(ctx, sim);
}

/** The constant monthly budget B: extra + sum of the original minimums ("minimums" pays the minimums only). */
function budgetFor(p: PreparedDebts, strategy: Strategy, extraPaymentCents: number): number {
  return strategy === "minimums" ? p.sumMins : extraPaymentCents + p.sumMins;
}

/**
 * The plan's first month as its schedule would show it (month 1's row), whether or not the plan ever pays off: an
 * infeasible plan has no schedule, yet its first month is well defined (every debt its minimum, the rest of the
 * budget to the targets in order) and is what the user is asked to pay now. Same input rules as computePlan;
 * `includeSchedule` is ignored.
 */
export function firstMonth(input: PlanInput): MonthRow {
  const p = prepareDebts(input.debts);
  const extraPaymentCents = checkExtraPayment(input.extraPaymentCents);
  checkStartMonth(input.startMonth);
  const order = input.strategy === "minimums" ? null : orderFor(p, input.strategy, input.customOrder);
  return simulate(p, order, budgetFor(p, input.strategy, extraPaymentCents), 1, true, false).rows![0]!;
}

/**
 * Computes one payoff plan. Throws PayoffInputError for invalid input (no debts, duplicate ids, non-integer cents,
 * APR with more than two decimals, bad customOrder or startMonth). "Never pays off" is a normal result
 * (`feasible: false`), never an exception.
 */
export function computePlan(input: PlanInput): PlanResult {
  const p = prepareDebts(input.debts);
  const extraPaymentCents = checkExtraPayment(input.extraPaymentCents);
  const startMonth = checkStartMonth(input.startMonth);
  return runPlan(p, input.strategy, {
    extraPaymentCents,
    startMonth,
    customOrder: input.customOrder,
    includeSchedule: input.includeSchedule,
  });
}
