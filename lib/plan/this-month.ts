/**
 * The saved plan's rules that need no database (lib/plan/service.ts loads the data): this month's split of the
 * plan per debt, the projection from today (the debt-free outlook, and what a new plan version stores), and the
 * on-track status. Pure and exact (integer cents through the payoff engine), so the same numbers can be shown in
 * the browser. The conventions, with examples worked by hand: docs/payoff.md "The saved plan".
 */
import {
  addMonthsToCalendarMonth,
  computePlan,
  firstMonth,
  formatCents,
  formatYearMonth,
  monthsBetween,
  parseYearMonth,
  targetOrderOf,
  type CalendarMonth,
  type DebtInput,
  type LumpSum,
  type PlanInput,
} from "@/lib/payoff";
import { planTotals, type PlanTotals } from "@/lib/payoff/tasks";
import { utilizationOutlook } from "@/lib/debts/utilization";
import type { PlanStatus, PlanStrategy, ThisMonthDebtDto, ThisMonthDto, ThisMonthUtilizationDto } from "./types";

/**
 * The saved plan as the engine runs it (docs/payoff.md "The saved plan"). The user commits to a monthly budget, every
 * minimum included; the extra payment is whatever the budget leaves above the minimums of the debts it is run on
 * (extraCentsFor), so a paid-off debt's minimum rolls into the next target without anyone raising the extra.
 */
export interface PlanChoice {
  strategy: PlanStrategy;
  /** What the user pays toward debt each month, minimums included; 0 on the default plan: the minimums alone. */
  monthlyBudgetCents: number;
  /** Custom plans: debt ids in target order (ids of debts closed or deleted since are skipped). Else empty. */
  customOrder: readonly string[];
  /** Dated lump sums (Pro), by month; the engine adds them to their month's budget. */
  lumpSums: readonly LumpSum[];
}

export const DEFAULT_PLAN: PlanChoice = { strategy: "avalanche", monthlyBudgetCents: 0, customOrder: [], lumpSums: [] };

export function minimumsCents(debts: readonly Pick<DebtInput, "minPaymentCents">[]): number {
  return debts.reduce((sum, d) => sum + d.minPaymentCents, 0);
}

/** The plan's extra payment over `debts`: the budget less their minimums, never below zero. */
export function extraCentsFor(plan: PlanChoice, debts: readonly Pick<DebtInput, "minPaymentCents">[]): number {
  return Math.max(0, plan.monthlyBudgetCents - minimumsCents(debts));
}

/**
 * One debt of this month (open at its start, or added during it), with today's balance (0 once paid off) and what
 * was paid to it in the month.
 */
export interface MonthDebt {
  debt: DebtInput;
  dueDay: number | null;
  paidCents: number;
  /**
   * The balance the month started with (docs/product-rules.md "The balance ledger": today's balance less this
   * month's ledger rows other than the opening; a debt added this month starts from its opening).
   */
  startCents: number;
  /** Whether the debt was tracked before this month (a payment due then is this month's payment on DebtWise's books). */
  trackedBeforeMonth: boolean;
  /** Paid off during this month: its row stays, marked paid off, with what was paid to it. */
  paidOffThisMonth: boolean;
  /** This month's interest, charged or still to come on its accrual day. */
  monthInterestCents: number;
  /** The part of monthInterestCents not charged yet (it comes on the accrual day, after today). */
  interestToComeCents: number;
}

/**
 * A plan version's projection (PlanVersion.projection, docs/payoff.md "The saved plan"): entry 0 is the open total
 * when the version began, entry k the projected total at the end of the (k-1)-th month after `startMonth` (entry 1:
 * the end of the month it began in). A plan that never pays off has only entry 0. Past the last entry the last
 * value holds (0 once a feasible plan is paid off).
 */
export type Baseline = { startMonth: string; totalBalanceCents: number[] };

/**
 * The debt ids in the order the plan targets them today: a custom order's ids that are still open, then open
 * debts it does not name (added since), in `debts` order, which is also what the engine does with them.
 */
export function effectiveOrder(plan: PlanChoice, openDebtIds: readonly string[]): string[] {
  const open = new Set(openDebtIds);
  const named = plan.customOrder.filter((id) => open.has(id));
  const listed = new Set(named);
  return [...named, ...openDebtIds.filter((id) => !listed.has(id))];
}

/** True when `order` names every id of `ids` exactly once and nothing else. */
export function namesEachOnce(order: readonly string[], ids: readonly string[]): boolean {
  const wanted = new Set(ids);
  return order.length === wanted.size && new Set(order).size === order.length && order.every((id) => wanted.has(id));
}

/** The month's debts at the balances it started with (the engine takes only balances above zero). */
function atStartOfMonth(debts: readonly MonthDebt[]): DebtInput[] {
  return debts.filter((d) => d.startCents > 0).map((d) => ({ ...d.debt, balanceCents: d.startCents }));
}

/**
 * The engine's input for `plan` from `debts` (their balances as given), its month 1 being `month`: the budget over
 * these debts' minimums is the extra.
 */
export function engineInput(debts: DebtInput[], plan: PlanChoice, month: CalendarMonth): PlanInput {
  return {
    debts,
    strategy: plan.strategy,
    extraPaymentCents: extraCentsFor(plan, debts),
    // Only a custom plan has an order of its own; the engine refuses ids it does not know (closed debts).
    ...(plan.strategy === "custom" && {
      customOrder: effectiveOrder(
        plan,
        debts.map((d) => d.id),
      ),
    }),
    // The other strategies (the more orders too: highest_interest_cost, cash_flow_index, highest_utilization) set
    // their own order (docs/payoff.md).
    ...(plan.lumpSums.length > 0 && { lumpSums: plan.lumpSums }),
    startMonth: month,
  };
}

export interface MonthSplit {
  debts: ThisMonthDebtDto[];
  totalPlanned: string;
  totalPaid: string;
  /** Every planned amount is paid (a debt paid off this month counts as paid). */
  complete: boolean;
  /** The planned cents per debt id, for the projection. */
  plannedCents: ReadonlyMap<string, number>;
}

/**
 * What the plan pays each debt in `month`: the engine's month 1 from the month's starting balances over the debts
 * open at its start (and added during it), so a debt paid off this month keeps its row and its planned amount.
 * Every minimum, then the rest of the budget to the current target, cascading when one is cleared. What was paid is
 * every payment dated in the month; what is left never goes below zero, and is zero once a debt is paid off.
 */
export function splitThisMonth(debts: readonly MonthDebt[], plan: PlanChoice, month: CalendarMonth): MonthSplit {
  const planned = new Map<string, number>();
  const start = atStartOfMonth(debts);
  if (start.length > 0) {
    for (const entry of firstMonth(engineInput(start, plan, month)).perDebt) planned.set(entry.id, entry.paymentCents);
  }
  let totalPlanned = 0;
  let totalPaid = 0;
  let complete = true;
  const rows = debts.map(({ debt, dueDay, paidCents, paidOffThisMonth }): ThisMonthDebtDto => {
    const plannedCents = planned.get(debt.id) ?? 0;
    const remainingCents = paidOffThisMonth ? 0 : Math.max(0, plannedCents - paidCents);
    totalPlanned += plannedCents;
    totalPaid += paidCents;
    if (remainingCents > 0) complete = false;
    return {
      debtId: debt.id,
      name: debt.name,
      dueDay,
      planned: formatCents(plannedCents),
      paid: formatCents(paidCents),
      remaining: formatCents(remainingCents),
      paidOff: paidOffThisMonth,
    };
  });
  return {
    debts: rows,
    totalPlanned: formatCents(totalPlanned),
    totalPaid: formatCents(totalPaid),
    complete,
    plannedCents: planned,
  };
}

/**
 * Whether a payment the plan needs this month is late: on a debt tracked since before this month, its due day is
 * today or earlier and less than planned was paid. (In the month a debt is added, its balance was entered after
 * whatever was paid, so nothing of that month can be late.)
 */
export function overdueToday(
  debts: readonly MonthDebt[],
  rows: readonly ThisMonthDebtDto[],
  dayOfMonth: number,
): boolean {
  return debts.some(
    (d, i) => d.trackedBeforeMonth && d.dueDay !== null && d.dueDay <= dayOfMonth && rows[i]!.remaining !== "0.00",
  );
}

/** The plan run from the balances `month` started with: the reference when no plan version exists yet. */
export function projectFromMonthStart(
  debts: readonly MonthDebt[],
  plan: PlanChoice,
  month: CalendarMonth,
): Baseline | null {
  const start = atStartOfMonth(debts);
  if (start.length === 0) return null;
  const run = computePlan({ ...engineInput(start, plan, month), includeSchedule: true });
  const after = run.feasible ? run.schedule!.map((row) => row.totalBalanceCents) : [];
  return { startMonth: formatYearMonth(month), totalBalanceCents: [run.startingBalanceCents, ...after] };
}

/** The plan from today on (projectFromToday). */
export interface Projection {
  /** Entry 0: today's open total; entry 1: this month's end; then each later month's end. Only entry 0 when it never pays off. */
  totalBalanceCents: number[];
  /** "YYYY-MM" of the last payment; null when the plan never pays off or nothing is owed. */
  debtFreeDate: string | null;
  /** Payment months left, this one included; 0 when nothing is owed, null when the plan never pays off. */
  monthsLeft: number | null;
  /** Interest from today until debt-free: this month's still to come, then the engine's; null when it never pays off. */
  interestCents: number | null;
}

/**
 * The plan from today's balances (docs/payoff.md "The saved plan", "The projection is continuous"): the rest of
 * this month pays what is left of this month's planned total (that total less every payment dated in the month,
 * never below zero), first what each debt still has planned, then any rest to the targets in the plan's order; each
 * debt also gets the interest still to come this month. Every later month has the full budget, from the engine.
 * So logging exactly this month's plan leaves the debt-free month where it was, paying more moves it earlier at
 * once, and paying less moves it later.
 */
export function projectFromToday(
  debts: readonly MonthDebt[],
  plan: PlanChoice,
  month: CalendarMonth,
  split: MonthSplit = splitThisMonth(debts, plan, month),
): Projection {
  const { input, finish } = projectionFromToday(debts, plan, month, split);
  return finish(input && planTotals(input));
}

/**
 * projectFromToday in two halves, for callers that run the engine on its threads (lib/plan/versions.ts): `input` is
 * the engine run from next month on (null when nothing is owed then), and `finish` makes the projection from its
 * planTotals.
 */
export function projectionFromToday(
  debts: readonly MonthDebt[],
  plan: PlanChoice,
  month: CalendarMonth,
  split: MonthSplit = splitThisMonth(debts, plan, month),
): { input: PlanInput | null; finish: (totals: PlanTotals | null) => Projection } {
  const { owed, next } = restOfMonth(debts, plan, month, split);
  const todayCents = debts.reduce((sum, d) => sum + d.debt.balanceCents, 0);
  const endCents = [...owed.values()].reduce((a, b) => a + b, 0);
  const toComeCents = debts.reduce((sum, d) => sum + d.interestToComeCents, 0);
  const finish = (totals: PlanTotals | null): Projection => {
    if (todayCents === 0 && endCents === 0)
      return { totalBalanceCents: [0], debtFreeDate: null, monthsLeft: 0, interestCents: 0 };
    if (endCents === 0)
      return {
        totalBalanceCents: [todayCents, 0],
        debtFreeDate: formatYearMonth(month),
        monthsLeft: 1,
        interestCents: toComeCents,
      };
    const run = totals?.result;
    if (!run?.feasible)
      return { totalBalanceCents: [todayCents], debtFreeDate: null, monthsLeft: null, interestCents: null };
    return {
      totalBalanceCents: [todayCents, endCents, ...totals!.monthEndBalancesCents],
      debtFreeDate: run.debtFreeDate,
      monthsLeft: 1 + run.months,
      interestCents: toComeCents + run.totalInterestCents,
    };
  };
  return { input: next, finish };
}

/**
 * What the plan pays each debt in the rest of this month and then each later month, as projectFromToday runs it:
 * per debt, "YYYY-MM" -> cents, for `months` months from this one (this one included). A month the plan pays the
 * debt nothing (paid off, or this month's share already paid) is left out. Empty after this month when the plan
 * never pays off. The calendar feed titles its events with these (lib/calendar/service.ts).
 */
export function plannedPaymentsAhead(
  debts: readonly MonthDebt[],
  plan: PlanChoice,
  month: CalendarMonth,
  months: number,
  split: MonthSplit = splitThisMonth(debts, plan, month),
): Map<string, Map<string, number>> {
  const { given, run } = restOfPlan(debts, plan, month, split);
  const ahead = new Map(debts.map((d) => [d.debt.id, new Map<string, number>()]));
  const thisMonth = formatYearMonth(month);
  for (const [id, cents] of given) if (cents > 0) ahead.get(id)?.set(thisMonth, cents);
  if (run?.feasible)
    run.schedule!.slice(0, months - 1).forEach((row, i) => {
      const label = formatYearMonth(addMonthsToCalendarMonth(month, i + 1));
      for (const entry of row.perDebt) if (entry.paymentCents > 0) ahead.get(entry.id)?.set(label, entry.paymentCents);
    });
  return ahead;
}

/**
 * The rest of this month (docs/payoff.md "The projection is continuous"): what is left of this month's planned total
 * goes first to what each debt still has planned, then to the targets in the plan's order; `given` is what each debt
 * gets, `owed` what each owes at the month's end, and `next` the engine's input from next month on those balances
 * (null when nothing is owed then).
 */
function restOfMonth(debts: readonly MonthDebt[], plan: PlanChoice, month: CalendarMonth, split: MonthSplit) {
  const start = atStartOfMonth(debts);
  const order = start.length > 0 ? targetOrderOf(engineInput(start, plan, month)) : [];
  const rank = new Map(order.map((id, i) => [id, i]));
  const byOrder = [...debts].sort(
    (a, b) => (rank.get(a.debt.id) ?? order.length) - (rank.get(b.debt.id) ?? order.length),
  );
  const owed = new Map(byOrder.map((d) => [d.debt.id, Math.max(0, d.debt.balanceCents + d.interestToComeCents)]));
  const given = new Map(byOrder.map((d) => [d.debt.id, 0]));
  const totalPlanned = [...split.plannedCents.values()].reduce((a, b) => a + b, 0);
  let left = Math.max(0, totalPlanned - debts.reduce((sum, d) => sum + d.paidCents, 0));
  const give = (id: string, wanted: number) => {
    const amount = Math.min(wanted, owed.get(id)!, left);
    owed.set(id, owed.get(id)! - amount);
    given.set(id, given.get(id)! + amount);
    left -= amount;
  };
  for (const d of byOrder) give(d.debt.id, Math.max(0, (split.plannedCents.get(d.debt.id) ?? 0) - d.paidCents));
  for (const d of byOrder) give(d.debt.id, left);

  const nextDebts = debts.flatMap((d) => {
    const cents = owed.get(d.debt.id)!;
    return cents > 0 ? [{ ...d.debt, balanceCents: cents }] : [];
  });
  const next = nextDebts.length === 0 ? null : engineInput(nextDebts, plan, addMonthsToCalendarMonth(month, 1));
  return { owed, given, next };
}

/** restOfMonth, then the engine's run from next month with its schedule. */
function restOfPlan(debts: readonly MonthDebt[], plan: PlanChoice, month: CalendarMonth, split: MonthSplit) {
  const { owed, given, next } = restOfMonth(debts, plan, month, split);
  return { owed, given, run: next && computePlan({ ...next, includeSchedule: true }) };
}

/**
 * The open debts with a credit limit, today and along projectFromToday's months (docs/product-rules.md "Credit limits
 * and utilization"): this month ends at what the rest of its plan leaves owed, then each engine month. Null when no
 * open debt has a limit, so most answers run the engine no more than before.
 */
export function utilizationFromToday(
  debts: readonly MonthDebt[],
  plan: PlanChoice,
  month: CalendarMonth,
  split: MonthSplit,
): ThisMonthUtilizationDto | null {
  const open = debts.filter((d) => !d.paidOffThisMonth).map((d) => d.debt);
  if (!open.some((d) => (d.creditLimitCents ?? 0) > 0)) return null;
  const { owed, run } = restOfPlan(debts, plan, month, split);
  const schedule = [
    { month: formatYearMonth(month), perDebt: [...owed].map(([id, balanceCents]) => ({ id, balanceCents })) },
    ...(run?.feasible
      ? run.schedule!.map((row, i) => ({
          month: formatYearMonth(addMonthsToCalendarMonth(month, i + 1)),
          perDebt: row.perDebt,
        }))
      : []),
  ];
  // A plan that never pays off has no engine months: only this month's end is projected, and no later mark is named.
  const outlook = utilizationOutlook(open, schedule)!;
  return { percent: outlook.now.percent, under30: outlook.under30, under10: outlook.under10 };
}

/**
 * Open debts at today's balances as the month's debts when nothing of the month is known yet (no payment, no
 * interest charged): the month starts from these balances and all its interest is still to come, so
 * projectFromToday runs exactly the engine's plan from this month.
 */
export function asFreshMonth(debts: readonly DebtInput[], month: CalendarMonth): MonthDebt[] {
  return debts.map((debt) => {
    const interest = firstMonth({ debts: [debt], strategy: "minimums", startMonth: month }).perDebt[0]!.interestCents;
    return {
      debt,
      dueDay: null,
      paidCents: 0,
      startCents: debt.balanceCents,
      trackedBeforeMonth: false,
      paidOffThisMonth: false,
      monthInterestCents: interest,
      interestToComeCents: interest,
    };
  });
}

/** Where the user stands today, for planStatus. */
export interface MonthPosition {
  /** Today's total balance of the open debts. */
  balanceCents: number;
  /**
   * This month's interest, charged or still to come: the day of the month it is charged on must not move the
   * status (before it, the balance looks lower than the plan's month-end figure by exactly that much).
   */
  monthInterestCents: number;
  /** A planned payment is due by today and not paid in full (see overdueToday). */
  overdue: boolean;
}

/** Within 1% of `projected`, or within $1 (so small balances are not judged to the cent). */
function close(actualCents: number, projectedCents: number): boolean {
  const diff = Math.abs(actualCents - projectedCents);
  return diff <= 100 || diff * 100 <= projectedCents;
}

/**
 * Today's total open balance against the current plan version's projection in `month`. During month k of the
 * version the projected total falls from entry k to entry k+1 (its end), and the user pays whenever the due dates
 * fall, so the whole range is on track: higher than the month's start (beyond the tolerance) is behind, lower than
 * its end is ahead. Without a projection the answer is on_track.
 */
export function planStatus(baseline: Baseline | null, month: CalendarMonth, position: MonthPosition): PlanStatus {
  if (position.overdue) return "behind";
  if (!baseline) return "on_track";
  const actualCents = position.balanceCents;
  const start = parseYearMonth(baseline.startMonth)!;
  const totals = baseline.totalBalanceCents;
  const at = (k: number) => totals[Math.min(Math.max(k, 0), totals.length - 1)]!;
  const k = monthsBetween(start, month);
  const high = Math.max(at(k), at(k + 1)) + position.monthInterestCents;
  const low = Math.min(at(k), at(k + 1)) - position.monthInterestCents;
  if (actualCents > high && !close(actualCents, high)) return "behind";
  if (actualCents < low && !close(actualCents, low)) return "ahead";
  return "on_track";
}

/** A stored projection's JSON, or null when it is missing or not in the shape this module writes. */
export function parseBaseline(value: unknown): Baseline | null {
  if (typeof value !== "object" || value === null) return null;
  const { startMonth, totalBalanceCents } = value as Record<string, unknown>;
  if (typeof startMonth !== "string" || !parseYearMonth(startMonth)) return null;
  if (!Array.isArray(totalBalanceCents) || totalBalanceCents.length === 0) return null;
  if (!totalBalanceCents.every((c) => Number.isSafeInteger(c) && (c as number) >= 0)) return null;
  return { startMonth, totalBalanceCents: totalBalanceCents as number[] };
}

/**
 * GET /api/plan/this-month's answer from the month's debts, the saved plan and its current version's projection
 * (none yet: the plan from this month's start). The bench's bare server calls it too, so both answer from the very
 * same rules.
 */
export function thisMonthAnswer(
  plan: PlanChoice,
  storedVersion: unknown,
  debts: readonly MonthDebt[],
  month: CalendarMonth,
  now: Date,
): ThisMonthDto {
  const split = splitThisMonth(debts, plan, month);
  const open = debts.filter((d) => !d.paidOffThisMonth);
  const position = {
    balanceCents: open.reduce((sum, d) => sum + d.debt.balanceCents, 0),
    monthInterestCents: open.reduce((sum, d) => sum + d.monthInterestCents, 0),
    overdue: overdueToday(debts, split.debts, now.getUTCDate()),
  };
  const projection = projectFromToday(debts, plan, month, split);
  const reference = parseBaseline(storedVersion) ?? projectFromMonthStart(debts, plan, month);
  return {
    month: formatYearMonth(month),
    strategy: plan.strategy,
    monthlyBudget: formatCents(plan.monthlyBudgetCents),
    extraPayment: formatCents(
      extraCentsFor(
        plan,
        open.map((d) => d.debt),
      ),
    ),
    debts: split.debts,
    totalPlanned: split.totalPlanned,
    totalPaid: split.totalPaid,
    complete: split.complete,
    status: planStatus(reference, month, position),
    debtFreeDate: projection.debtFreeDate,
    monthsLeft: projection.monthsLeft,
    utilization: utilizationFromToday(debts, plan, month, split),
  };
}
