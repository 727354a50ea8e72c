/**
 * The saved plan's rules that need no database (lib/plan/service.ts loads the data): this month's split of the
 * plan per debt, the baseline projection, the debt-free outlook and the on-track status. Pure and exact (integer
 * cents through the payoff engine), so the same numbers can be shown in the browser.
 */
import {
  computePlan,
  firstMonth,
  formatCents,
  formatYearMonth,
  monthsBetween,
  parseYearMonth,
  type CalendarMonth,
  type DebtInput,
  type LumpSum,
  type PlanInput,
} from "@/lib/payoff";
import type { PlanStatus, PlanStrategy, ThisMonthDebtDto, ThisMonthDto } from "./types";

/** The saved plan as the engine runs it. */
export interface PlanChoice {
  strategy: PlanStrategy;
  extraPaymentCents: number;
  /** Custom plans: debt ids in target order (ids of debts closed or deleted since are skipped). Else empty. */
  customOrder: readonly string[];
  /** Dated lump sums (issue 15, Pro), by month; the engine adds them to their month's budget. */
  lumpSums: readonly LumpSum[];
}

export const DEFAULT_PLAN: PlanChoice = { strategy: "avalanche", extraPaymentCents: 0, customOrder: [], lumpSums: [] };

/** One open debt this month: the engine's input with today's balance, and what was paid to it this month. */
export interface MonthDebt {
  debt: DebtInput;
  dueDay: number | null;
  paidCents: number;
  /**
   * The balance the month started with (docs/product-rules.md "The balance ledger": today's balance less this
   * month's rows, so without this month's payments and interest). Planning the month from it keeps "planned" fixed
   * while the user pays it, instead of shrinking with every payment.
   */
  startCents: number;
  /** Whether its balance was entered before this month (only then is this month's payment on DebtWise's books). */
  trackedBeforeMonth: boolean;
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

/**
 * The first saved plan's projection (PayoffPlan.baseline): entry k is the projected total balance after k months
 * of the plan, entry 0 the total at the start of `startMonth` ("YYYY-MM"). A plan that never pays off has only
 * entry 0. Past the last entry the last value holds (0 once a feasible plan is paid off).
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

function atStartOfMonth(debts: readonly MonthDebt[]): DebtInput[] {
  return debts.map((d) => ({ ...d.debt, balanceCents: d.startCents }));
}

/** The engine's input for `plan` from `debts` (their balances as given), its month 1 being `month`. */
export function engineInput(debts: DebtInput[], plan: PlanChoice, month: CalendarMonth): PlanInput {
  return {
    debts,
    strategy: plan.strategy,
    extraPaymentCents: plan.extraPaymentCents,
    // Only a custom plan has an order of its own; the engine refuses ids it does not know (closed debts).
    ...(plan.strategy === "custom" && {
      customOrder: effectiveOrder(
        plan,
        debts.map((d) => d.id),
      ),
    }),
    // The other strategies (highest_interest_cost and cash_flow_index too) set their own order (docs/payoff.md).
    ...(plan.lumpSums.length > 0 && { lumpSums: plan.lumpSums }),
    startMonth: month,
  };
}

export interface MonthSplit {
  debts: ThisMonthDebtDto[];
  totalPlanned: string;
  totalPaid: string;
}

/**
 * What the plan pays each open debt in `month` (the engine's month 1 from the month's starting balances: every
 * minimum, the extra to the current target, cascading to the next target when one is cleared), what was paid,
 * and what is left to pay. Debts keep the order of `debts`.
 */
export function splitThisMonth(debts: readonly MonthDebt[], plan: PlanChoice, month: CalendarMonth): MonthSplit {
  const planned = new Map<string, number>();
  if (debts.length > 0) {
    for (const entry of firstMonth(engineInput(atStartOfMonth(debts), plan, month)).perDebt)
      planned.set(entry.id, entry.paymentCents);
  }
  let totalPlanned = 0;
  let totalPaid = 0;
  const rows = debts.map(({ debt, dueDay, paidCents }): ThisMonthDebtDto => {
    const plannedCents = planned.get(debt.id) ?? 0;
    totalPlanned += plannedCents;
    totalPaid += paidCents;
    return {
      debtId: debt.id,
      name: debt.name,
      dueDay,
      planned: formatCents(plannedCents),
      paid: formatCents(paidCents),
      remaining: formatCents(Math.max(0, plannedCents - paidCents)),
    };
  });
  return { debts: rows, totalPlanned: formatCents(totalPlanned), totalPaid: formatCents(totalPaid) };
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

/** The plan's projection from the month's starting balances, to be kept as the baseline; null without debts. */
export function projectBaseline(debts: readonly MonthDebt[], plan: PlanChoice, month: CalendarMonth): Baseline | null {
  if (debts.length === 0) return null;
  const run = computePlan({ ...engineInput(atStartOfMonth(debts), plan, month), includeSchedule: true });
  const after = run.feasible ? run.schedule!.map((row) => row.totalBalanceCents) : [];
  return { startMonth: formatYearMonth(month), totalBalanceCents: [run.startingBalanceCents, ...after] };
}

/** When the plan, run from today's balances starting this month, is paid off. */
export function payoffOutlook(
  debts: readonly MonthDebt[],
  plan: PlanChoice,
  month: CalendarMonth,
): { debtFreeDate: string | null; monthsLeft: number | null } {
  if (debts.length === 0) return { debtFreeDate: null, monthsLeft: 0 };
  const run = computePlan(
    engineInput(
      debts.map((d) => d.debt),
      plan,
      month,
    ),
  );
  return run.feasible
    ? { debtFreeDate: run.debtFreeDate, monthsLeft: run.months }
    : { debtFreeDate: null, monthsLeft: null };
}

/** Within 1% of `projected`, or within $1 (so small balances are not judged to the cent). */
function close(actualCents: number, projectedCents: number): boolean {
  const diff = Math.abs(actualCents - projectedCents);
  return diff <= 100 || diff * 100 <= projectedCents;
}

/**
 * Today's total open balance against the baseline in `month`. During month k of the plan the projected total
 * falls from entry k (the month's start) to entry k+1 (its end), and the user pays whenever the due dates fall, so
 * the whole range is on track: higher than the month's start (beyond the tolerance) is behind, lower than its end
 * is ahead. Without a baseline (no plan saved with debts yet) the answer is on_track.
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

/** The stored baseline JSON, or null when it is missing or not in the shape this module writes. */
export function parseBaseline(value: unknown): Baseline | null {
  if (typeof value !== "object" || value === null) return null;
  const { startMonth, totalBalanceCents } = value as Record<string, unknown>;
  if (typeof startMonth !== "string" || !parseYearMonth(startMonth)) return null;
  if (!Array.isArray(totalBalanceCents) || totalBalanceCents.length === 0) return null;
  if (!totalBalanceCents.every((c) => Number.isSafeInteger(c) && (c as number) >= 0)) return null;
  return { startMonth, totalBalanceCents: totalBalanceCents as number[] };
}

/**
 * GET /api/plan/this-month's answer from the month's debts and the saved plan (DEFAULT_PLAN and no baseline when
 * none is saved: on track). The bench's bare server calls it too, so both answer from the very same rules.
 */
export function thisMonthAnswer(
  plan: PlanChoice,
  storedBaseline: unknown,
  debts: readonly (MonthDebt & { monthInterestCents: number })[],
  month: CalendarMonth,
  now: Date,
): ThisMonthDto {
  const split = splitThisMonth(debts, plan, month);
  const position = {
    balanceCents: debts.reduce((sum, d) => sum + d.debt.balanceCents, 0),
    monthInterestCents: debts.reduce((sum, d) => sum + d.monthInterestCents, 0),
    overdue: overdueToday(debts, split.debts, now.getUTCDate()),
  };
  return {
    month: formatYearMonth(month),
    strategy: plan.strategy,
    ...split,
    status: planStatus(parseBaseline(storedBaseline), month, position),
    ...payoffOutlook(debts, plan, month),
  };
}
