// The month-by-month simulation in integer cents (docs/payoff.md "A month, step by step"). Nothing is declared stuck
// before `settled`, the month after the last promo month and the last lump sum: until then a promo or a lump sum can
// still save a plan (docs/payoff.md "When a plan never pays off").
import { formatYearMonth, monthName, planMonthToCalendar } from "./calendar";
import { monthlyInterestCents } from "./interest";
import { formatCentsAsDollars, formatPercent } from "@/lib/format";
import { identity, orderFor } from "./order";
import {
  MAX_MONTHS,
  PayoffInputError,
  checkExtraPayment,
  checkStartMonth,
  prepareDebts,
  prepareLumpSums,
  type PreparedDebts,
  type PreparedLumpSums,
} from "./validate";
import type {
  CalendarMonth,
  DebtOutcome,
  FeasiblePlan,
  InfeasiblePlan,
  LumpSum,
  MonthRow,
  PlanInput,
  PlanResult,
  PromoDebtOutcome,
  PromoOutcome,
  ScheduleEntry,
  Strategy,
  UnusedLumpSum,
} from "./types";
import { ORDERED_STRATEGIES } from "./types";

const STATUS_OK = 0;
const STATUS_STUCK = 1;
const STATUS_CAP = 2;
/** The budget never gains on the interest once everything is settled (the rule, evaluated after promos/lumps). */
const STATUS_RULE = 3;

/** Raw outcome of one simulation. Index i is the debt's input position. */
export interface Simulation {
  status: typeof STATUS_OK | typeof STATUS_STUCK | typeof STATUS_CAP | typeof STATUS_RULE;
  months: number;
  totalInterest: number;
  debtInterest: Float64Array;
  payoffMonth: Int32Array;
  balance: Float64Array;
  deferredTally: Float64Array;
  deferredCharged: Float64Array;
  /** STATUS_STUCK: the debt whose interest reached the budget, the month, its balance and interest then. */
  stuckIndex: number;
  stuckMonth: number;
  stuckBalance: number;
  stuckInterest: number;
  /** STATUS_RULE: the total balance of the open debts and their lowest regular APR then. */
  ruleTotal: number;
  ruleMinBps: number;
  rows: MonthRow[] | null;
}

export function settledMonth(p: PreparedDebts, lumps: PreparedLumpSums | null): number {
  return Math.max(p.lastPromoMonth, lumps?.last ?? 0) + 1;
}

/**
 * `order` null: minimums only (lumps ignored). Month-1 verdicts when `settled` is 1 are the caller's; `detectStuck`
 * false (firstMonth) wants the month's payments even when the plan never pays off.
 */
export function simulate(
  p: PreparedDebts,
  order: Int32Array | null,
  budget: number,
  maxMonths: number,
  record: boolean,
  detectStuck = true,
  lumps: PreparedLumpSums | null = null,
): Simulation {
  const n = p.n;
  const bps = p.bps;
  const promoBps = p.promoBps;
  const promoLast = p.promoLast;
  const deferred = p.deferred;
  const mins = p.mins;
  const bal = Float64Array.from(p.balance);
  const debtInterest = new Float64Array(n);
  const payoffMonth = new Int32Array(n);
  const deferredTally = new Float64Array(n);
  const deferredCharged = new Float64Array(n);
  const monthPay = new Float64Array(n);
  const monthInterest = new Float64Array(n);
  const monthDeferred = record ? new Float64Array(n) : null;
  const rows: MonthRow[] | null = record ? [] : null;
  const byMonth = order === null ? null : (lumps?.byMonth ?? null);
  const settled = order === null ? p.lastPromoMonth + 1 : settledMonth(p, lumps);
  const hasPromos = p.lastPromoMonth > 0;
  let open = n;
  let ptr = 0;
  let totalInterest = 0;
  const result = (status: Simulation["status"], months: number): Simulation => ({
    status,
    months,
    totalInterest,
    debtInterest,
    payoffMonth,
    balance: bal,
    deferredTally,
    deferredCharged,
    stuckIndex: -1,
    stuckMonth: 0,
    stuckBalance: 0,
    stuckInterest: 0,
    ruleTotal: 0,
    ruleMinBps: 0,
    rows,
  });

  for (let m = 1; m <= maxMonths; m++) {
    const checking = detectStuck && m >= settled;
    if (checking && m === settled && m > 1 && order !== null) {
      const rule = ruleAt(p, bal, deferredTally, m, budget);
      if (rule !== null) return { ...result(STATUS_RULE, m), ruleTotal: rule.total, ruleMinBps: rule.minBps };
    }
    // For an ordered strategy a debt is stuck when its interest reaches the budget; for minimums, its minimum.
    let rem = budget;
    if (byMonth !== null && m < byMonth.length) rem += byMonth[m]!;
    for (let i = 0; i < n; i++) {
      let b = bal[i]!;
      if (b === 0) {
        if (record) monthPay[i] = -1; // marks "closed before this month" for the schedule
        continue;
      }
      let charged = 0;
      let rate = bps[i]!;
      if (hasPromos) {
        const last = promoLast[i]!;
        if (m <= last) {
          rate = promoBps[i]!;
          if (deferred[i] === 1) deferredTally[i] = deferredTally[i]! + monthlyInterestCents(b, bps[i]!);
        } else if (m === last + 1 && deferred[i] === 1 && deferredTally[i]! > 0) {
          // The promo's last month ended with a balance: the deferred total is charged before this month's interest.
          charged = deferredTally[i]!;
          deferredCharged[i] = charged;
          b += charged;
        }
      }
      const interest = monthlyInterestCents(b, rate);
      if (checking && interest >= (order === null ? mins[i]! : budget)) {
        return { ...result(STATUS_STUCK, m), stuckIndex: i, stuckMonth: m, stuckBalance: b, stuckInterest: interest };
      }
      b += interest;
      totalInterest += interest + charged;
      debtInterest[i] = debtInterest[i]! + interest + charged;
      const minimum = mins[i]!;
      const pay = minimum < b ? minimum : b;
      b -= pay;
      rem -= pay;
      bal[i] = b;
      if (record) {
        monthPay[i] = pay;
        monthInterest[i] = interest + charged;
        monthDeferred![i] = charged;
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
    if (rows !== null) rows.push(monthRow(p, m, bal, monthPay, monthInterest, monthDeferred!));
    if (open === 0) return result(STATUS_OK, m);
  }
  return result(STATUS_CAP, maxMonths);
}

/** The never-gains rule at the start of month m, with any deferred interest charged this month; null: not met. */
function ruleAt(
  p: PreparedDebts,
  bal: Float64Array,
  deferredTally: Float64Array,
  m: number,
  budget: number,
): { total: number; minBps: number } | null {
  let total = 0;
  let minBps = Infinity;
  for (let i = 0; i < p.n; i++) {
    const b = bal[i]!;
    if (b === 0) continue;
    total += b + (p.deferred[i] === 1 && p.promoLast[i] === m - 1 ? deferredTally[i]! : 0);
    if (p.bps[i]! < minBps) minBps = p.bps[i]!;
  }
  if (total === 0) return null;
  return neverGains(budget, minBps, total) ? { total, minBps } : null;
}

// A double read from a Float64Array is boxed when stored in an object field; re-tagging int32-range values as small
// integers keeps schedule rows allocation-light (larger amounts stay doubles: slower, never different).
function smallInt(value: number): number {
  const small = value | 0;
  return small === value ? small : value;
}

function monthRow(
  p: PreparedDebts,
  month: number,
  bal: Float64Array,
  pay: Float64Array,
  interest: Float64Array,
  deferredCharged: Float64Array,
): MonthRow {
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
    const entry: ScheduleEntry = {
      id: ids[i]!,
      paymentCents: smallInt(paid),
      interestCents: smallInt(int),
      principalCents: smallInt(paid - int),
      balanceCents: smallInt(balanceCents),
    };
    if (month <= p.promoLast[i]!) entry.promo = true;
    if (deferredCharged[i]! > 0) entry.deferredInterestCents = smallInt(deferredCharged[i]!);
    perDebt[k++] = entry;
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

/** Exact test of the rule B <= (lowest APR / 1200) * total balance, i.e. B * 120000 <= minBps * total. */
function neverGains(budget: number, minBps: number, total: number): boolean {
  const left = budget * 120_000;
  const right = minBps * total;
  if (left <= Number.MAX_SAFE_INTEGER && right <= Number.MAX_SAFE_INTEGER) return left <= right;
  return BigInt(budget) * BigInt(120_000) <= BigInt(minBps) * BigInt(total);
}

/** The rule on the starting portfolio (valid as a month-1 verdict only when nothing changes later: settled 1). */
export function budgetNeverGainsOnInterest(p: PreparedDebts, budget: number): boolean {
  return neverGains(budget, p.minBps, p.totalBalance);
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
  order: Int32Array;
  budget: number;
  startMonth: CalendarMonth;
  /** Null for "minimums" (lump sums are part of a plan, not of the baseline) and when there are none. */
  lumps: PreparedLumpSums | null;
  lumpSums: readonly LumpSum[];
}

function infeasible(
  ctx: PlanContext,
  reason: InfeasiblePlan["reason"],
  message: string,
  stuck: number[],
  promos: PromoDebtOutcome[],
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
    promos,
  };
}

// A deferred promo whose last month is `next - 1` may not be charged yet when the run stopped, but it is charged at
// the start of `next` if a balance is left, so that balance decides (docs/payoff.md "Deferred interest").
function infeasiblePromos(p: PreparedDebts, sim: Simulation, next: number): PromoDebtOutcome[] {
  if (p.lastPromoMonth === 0) return [];
  const promos: PromoDebtOutcome[] = [];
  for (let i = 0; i < p.n; i++) {
    const last = p.promoLast[i]!;
    if (last === 0) continue;
    const charged =
      sim.deferredCharged[i]! > 0 ||
      (p.deferred[i] === 1 && last === next - 1 && sim.balance[i]! > 0 && sim.deferredTally[i]! > 0);
    const paidOff = sim.payoffMonth[i]!;
    promos.push({
      id: p.ids[i]!,
      name: p.debts[i]!.name,
      payoffMonth: paidOff > 0 ? paidOff : null,
      promo: promoOutcome(p, i, sim.deferredTally[i]!, charged),
    });
  }
  return promos;
}

function promoOutcome(p: PreparedDebts, i: number, tally: number, charged: boolean): PromoOutcome {
  const last = p.promoLast[i]!;
  return {
    endsOn: formatYearMonth(p.debts[i]!.promo!.endsOn),
    endsInMonth: last,
    deferredInterest: p.deferred[i] === 1,
    atRiskCents: tally,
    chargedCents: charged ? tally : 0,
    chargedInMonth: charged ? last + 1 : null,
  };
}

// Month-1 verdicts, with the clearest messages, only for what cannot change later: with promos or lump sums still
// ahead the simulation judges. Null: simulate.
function precheck(ctx: PlanContext): InfeasiblePlan | null {
  const { p, budget } = ctx;
  if (ctx.strategy === "minimums") {
    const stuck: number[] = [];
    for (let i = 0; i < p.n; i++) if (p.promoLast[i] === 0 && p.firstInterest[i]! >= p.mins[i]!) stuck.push(i);
    if (stuck.length === 0) return null;
    const details = stuck.map((i) => {
      const min = p.mins[i]!;
      const int = p.firstInterest[i]!;
      if (min === 0) return `${label(p, i)} has no minimum payment`;
      return (
        `${label(p, i)}'s ${formatCentsAsDollars(min)} minimum ${min < int ? "doesn't cover" : "only covers"} the ` +
        `${formatCentsAsDollars(int)} of interest it adds each month`
      );
    });
    // Minimums only pays each debt on its own, so a run through the last promo month states every promo exactly.
    const promos =
      p.lastPromoMonth === 0
        ? []
        : infeasiblePromos(p, simulate(p, null, budget, p.lastPromoMonth, false, false), p.lastPromoMonth + 1);
    return infeasible(
      ctx,
      "budget_below_interest",
      `Paying only the minimums never pays off ${joinNames(stuck.map((i) => label(p, i)))}: ${details.join("; ")}.`,
      stuck,
      promos,
    );
  }
  // From here the plan is settled from month 1: no promo lasts into it, so there are none to state.
  if (settledMonth(p, ctx.lumps) > 1) return null;
  if (budget === 0) {
    return infeasible(
      ctx,
      "budget_below_interest",
      "With no minimum payments and no extra payment, nothing is ever paid.",
      [],
      [],
    );
  }
  const stuck: number[] = [];
  for (let i = 0; i < p.n; i++) if (p.firstInterest[i]! >= budget) stuck.push(i);
  if (stuck.length > 0) {
    const parts = stuck.map(
      (i) => `the ${formatCentsAsDollars(p.firstInterest[i]!)} of interest ${label(p, i)} adds each month`,
    );
    const names = joinNames(stuck.map((i) => label(p, i)));
    return infeasible(
      ctx,
      "budget_below_interest",
      `Your monthly payments of ${formatCentsAsDollars(budget)} never get ahead of ${joinNames(parts)}, so ${names} can never ` +
        `be paid off. Pay more than that interest each month to get a debt-free date.`,
      stuck,
      [],
    );
  }
  if (budgetNeverGainsOnInterest(p, budget)) return ruleInfeasible(ctx, p.totalBalance, p.minBps, 1, []);
  return null;
}

function ruleInfeasible(
  ctx: PlanContext,
  total: number,
  minBps: number,
  month: number,
  promos: PromoDebtOutcome[],
): InfeasiblePlan {
  const behind =
    ctx.p.lastPromoMonth >= (ctx.lumps?.last ?? 0) ? "your promotional rates are over" : "your last lump sum is paid";
  const when = month === 1 ? "" : `From ${monthText(ctx, month)}, when ${behind}, `;
  const your = month === 1 ? "Your" : "your";
  const floor = monthlyInterestCents(total, minBps);
  return infeasible(
    ctx,
    "budget_below_interest",
    `${when}${your} monthly payments of ${formatCentsAsDollars(ctx.budget)} never get ahead of the interest: even at the lowest ` +
      `rate among your debts (${formatPercent(minBps / 100)} APR), your total balance of ${formatCentsAsDollars(total)} adds about ` +
      `${formatCentsAsDollars(floor)} of interest each month, so the total can never go down.`,
    [],
    promos,
  );
}

function monthText(ctx: PlanContext, month: number): string {
  return monthName(planMonthToCalendar(ctx.startMonth, month));
}

function fromSimulation(ctx: PlanContext, sim: Simulation): PlanResult {
  const { p } = ctx;
  if (sim.status === STATUS_OK) return feasiblePlan(ctx, sim);
  // The first month the run did not finish: the rule and a stuck debt stop inside month `months`, the cap after it.
  const next = sim.status === STATUS_CAP ? sim.months + 1 : sim.months;
  const promos = infeasiblePromos(p, sim, next);
  if (sim.status === STATUS_RULE) return ruleInfeasible(ctx, sim.ruleTotal, sim.ruleMinBps, sim.months, promos);
  if (sim.status === STATUS_STUCK) {
    const i = sim.stuckIndex;
    const afterPromo = p.promoLast[i]! > 0 && sim.stuckMonth === p.promoLast[i]! + 1;
    if (ctx.strategy === "minimums") {
      return infeasible(
        ctx,
        "budget_below_interest",
        `Paying only the minimums never pays off ${label(p, i)}: from ${monthText(ctx, sim.stuckMonth)}, after its ` +
          `promotional rate, its ${formatCentsAsDollars(p.mins[i]!)} minimum doesn't get ahead of the ` +
          `${formatCentsAsDollars(sim.stuckInterest)} of interest it adds each month.`,
        [i],
        promos,
      );
    }
    const how = afterPromo
      ? `When ${label(p, i)}'s promotional rate ends, its balance of ${formatCentsAsDollars(sim.stuckBalance)} adds ` +
        `${formatCentsAsDollars(sim.stuckInterest)} of interest each month (from ${monthText(ctx, sim.stuckMonth)})`
      : `By month ${sim.stuckMonth}, ${label(p, i)} has grown to ${formatCentsAsDollars(sim.stuckBalance)} while other debts ` +
        `were paid first, and it then adds ${formatCentsAsDollars(sim.stuckInterest)} of interest each month`;
    return infeasible(
      ctx,
      "budget_below_interest",
      `${how}, at least your whole monthly budget of ${formatCentsAsDollars(ctx.budget)}, so it can never be paid off. Pay ` +
        `${label(p, i)} first or raise the monthly payment.`,
      [i],
      promos,
    );
  }
  let owed = 0;
  const open: number[] = [];
  for (let i = 0; i < p.n; i++) {
    owed += sim.balance[i]!;
    if (sim.balance[i]! > 0) open.push(i);
  }
  return infeasible(
    ctx,
    "exceeds_max_months",
    `At ${formatCentsAsDollars(ctx.budget)} a month this plan is not paid off within ${MAX_MONTHS} months (100 years): ` +
      `${formatCentsAsDollars(owed)} would still be owed. Add an extra payment to get a debt-free date.`,
    open,
    promos,
  );
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
    const outcome: DebtOutcome = {
      id: d.id,
      name: d.name,
      payoffMonth: sim.payoffMonth[i]!,
      totalInterestCents: interest,
      totalPaidCents: p.balance[i]! + interest,
      negativeAmortization: p.mins[i]! <= p.regularInterest[i]!,
    };
    if (p.promoLast[i]! > 0) outcome.promo = promoOutcome(p, i, sim.deferredTally[i]!, sim.deferredCharged[i]! > 0);
    debts.push(outcome);
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
    unusedLumpSums: unusedLumpSums(ctx, sim.months),
  };
  if (sim.rows !== null) plan.schedule = sim.rows;
  return plan;
}

function unusedLumpSums(ctx: PlanContext, months: number): UnusedLumpSum[] {
  if (ctx.lumps === null) return [];
  const unused: UnusedLumpSum[] = [];
  for (const lump of ctx.lumpSums) {
    const m = planMonthOf(ctx.startMonth, lump.month);
    if (m < 1 || m > months) unused.push({ month: formatYearMonth(lump.month), amountCents: lump.amountCents });
  }
  return unused;
}

function planMonthOf(start: CalendarMonth, month: CalendarMonth): number {
  return (month.year - start.year) * 12 + (month.month - start.month) + 1;
}

/** runPlan's yes/no for an ordered strategy without lump sums, without building a result: the target search's step. */
export function paysOffWithin(p: PreparedDebts, order: Int32Array, budget: number, maxMonths: number): boolean {
  // Settled from month 1: the precheck's verdicts, in their cheapest form (a debt whose month-1 interest reaches
  // the budget is caught by simulate() in month 1). With promos, simulate() judges once they are over.
  if (p.lastPromoMonth === 0 && (budget === 0 || budgetNeverGainsOnInterest(p, budget))) return false;
  return simulate(p, order, budget, maxMonths, false).status === STATUS_OK;
}

export function runPlan(
  p: PreparedDebts,
  strategy: Strategy,
  options: {
    extraPaymentCents: number;
    customOrder?: readonly string[];
    includeSchedule?: boolean;
    lumpSums?: readonly LumpSum[];
    /** Internal: stop after this many months (reported as exceeds_max_months). Default MAX_MONTHS. */
    maxMonths?: number;
    order?: Int32Array;
  },
): PlanResult {
  const minimums = strategy === "minimums";
  const order = options.order ?? (minimums ? identity(p.n) : orderFor(p, strategy, options.customOrder));
  const budget = budgetFor(p, strategy, options.extraPaymentCents);
  const lumpSums = options.lumpSums ?? [];
  const lumps = minimums ? null : prepareLumpSums(lumpSums, p.startMonth);
  const ctx: PlanContext = { p, strategy, order, budget, startMonth: p.startMonth, lumps, lumpSums };
  const early = precheck(ctx);
  if (early) return early;
  const sim = simulate(
    p,
    minimums ? null : order,
    budget,
    options.maxMonths ?? MAX_MONTHS,
    options.includeSchedule === true,
    true,
    lumps,
  );
  return fromSimulation(ctx, sim);
}

function budgetFor(p: PreparedDebts, strategy: Strategy, extraPaymentCents: number): number {
  return strategy === "minimums" ? p.sumMins : extraPaymentCents + p.sumMins;
}

/** Month 1's schedule row even for a plan that never pays off: what the user is asked to pay now. */
export function firstMonth(input: PlanInput): MonthRow {
  const startMonth = checkStartMonth(input.startMonth);
  const p = prepareDebts(input.debts, startMonth);
  const extraPaymentCents = checkExtraPayment(input.extraPaymentCents);
  const minimums = input.strategy === "minimums";
  const order = minimums
    ? null
    : orderFor(p, checkStrategy(input.strategy) as Exclude<Strategy, "minimums">, input.customOrder);
  const lumps = minimums ? null : prepareLumpSums(input.lumpSums, startMonth);
  return simulate(p, order, budgetFor(p, input.strategy, extraPaymentCents), 1, true, false, lumps).rows![0]!;
}

/** As computePlan would fix it (docs/payoff.md "Target order"); "minimums" answers the input order. */
export function targetOrderOf(input: PlanInput): string[] {
  const startMonth = checkStartMonth(input.startMonth);
  const p = prepareDebts(input.debts, startMonth);
  if (input.strategy === "minimums") return input.debts.map((d) => d.id);
  const order = orderFor(p, checkStrategy(input.strategy) as Exclude<Strategy, "minimums">, input.customOrder);
  return Array.from(order, (i) => p.ids[i]!);
}

const STRATEGIES: readonly Strategy[] = [...ORDERED_STRATEGIES, "minimums"];

function checkStrategy(strategy: unknown): Strategy {
  if (!STRATEGIES.includes(strategy as Strategy)) throw new PayoffInputError(`Unknown strategy "${String(strategy)}"`);
  return strategy as Strategy;
}

/** Throws PayoffInputError for invalid input; "never pays off" is a result (`feasible: false`), not an exception. */
export function computePlan(input: PlanInput): PlanResult {
  const startMonth = checkStartMonth(input.startMonth);
  const p = prepareDebts(input.debts, startMonth);
  const extraPaymentCents = checkExtraPayment(input.extraPaymentCents);
  return runPlan(p, checkStrategy(input.strategy), {
    extraPaymentCents,
    customOrder: input.customOrder,
    includeSchedule: input.includeSchedule,
    lumpSums: input.lumpSums,
  });
}
