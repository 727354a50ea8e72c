// The saved plan's rules that need no database, exact in integer cents so the browser can show the same numbers. The
// conventions, with examples worked by hand: docs/payoff.md "The saved plan".
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

/** The budget includes every minimum; the extra is derived from it (docs/payoff.md "A monthly budget"). */
export interface PlanChoice {
  strategy: PlanStrategy;
  /** 0 on the default plan: the minimums alone. */
  monthlyBudgetCents: number;
  /** Custom plans only; ids of debts closed or deleted since are skipped. */
  customOrder: readonly string[];
  lumpSums: readonly LumpSum[];
}

export const DEFAULT_PLAN: PlanChoice = { strategy: "avalanche", monthlyBudgetCents: 0, customOrder: [], lumpSums: [] };

export function minimumsCents(debts: readonly Pick<DebtInput, "minPaymentCents">[]): number {
  return debts.reduce((sum, d) => sum + d.minPaymentCents, 0);
}

export function extraCentsFor(plan: PlanChoice, debts: readonly Pick<DebtInput, "minPaymentCents">[]): number {
  return Math.max(0, plan.monthlyBudgetCents - minimumsCents(debts));
}

export interface MonthDebt {
  debt: DebtInput;
  dueDay: number | null;
  paidCents: number;
  /** Today's balance less this month's ledger rows but the opening (docs/product-rules.md "The balance ledger"). */
  startCents: number;
  /** Whether the debt was tracked before this month (a payment due then is this month's payment on DebtWise's books). */
  trackedBeforeMonth: boolean;
  paidOffThisMonth: boolean;
  monthInterestCents: number;
  interestToComeCents: number;
}

// PlanVersion.projection: entry 0 is the open total when the version began, entry k the total at the end of month k-1
// after `startMonth`. A plan that never pays off has only entry 0; past the last entry the last value holds.
export type Baseline = { startMonth: string; totalBalanceCents: number[] };

/** A custom order's ids still open, then open debts it does not name (added since), as the engine does. */
export function effectiveOrder(plan: PlanChoice, openDebtIds: readonly string[]): string[] {
  const open = new Set(openDebtIds);
  const named = plan.customOrder.filter((id) => open.has(id));
  const listed = new Set(named);
  return [...named, ...openDebtIds.filter((id) => !listed.has(id))];
}

export function namesEachOnce(order: readonly string[], ids: readonly string[]): boolean {
  const wanted = new Set(ids);
  return order.length === wanted.size && new Set(order).size === order.length && order.every((id) => wanted.has(id));
}

function atStartOfMonth(debts: readonly MonthDebt[]): DebtInput[] {
  return debts.filter((d) => d.startCents > 0).map((d) => ({ ...d.debt, balanceCents: d.startCents }));
}

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
    ...(plan.lumpSums.length > 0 && { lumpSums: plan.lumpSums }),
    startMonth: month,
  };
}

export interface MonthSplit {
  debts: ThisMonthDebtDto[];
  totalPlanned: string;
  totalPaid: string;
  complete: boolean;
  plannedCents: ReadonlyMap<string, number>;
}

/**
 * The engine's month 1 from the balances the month started with, so a debt paid off this month keeps its planned
 * amount (docs/payoff.md "This month is planned from the month's start").
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

/** Only on debts tracked before this month: a debt added this month had its balance entered after what was paid. */
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

export interface Projection {
  /** Entry 0: today's open total; entry 1: this month's end; then each later month's end. */
  totalBalanceCents: number[];
  debtFreeDate: string | null;
  monthsLeft: number | null;
  interestCents: number | null;
}

/** From today's balances (docs/payoff.md "The projection is continuous"). */
export function projectFromToday(
  debts: readonly MonthDebt[],
  plan: PlanChoice,
  month: CalendarMonth,
  split: MonthSplit = splitThisMonth(debts, plan, month),
): Projection {
  const { input, finish } = projectionFromToday(debts, plan, month, split);
  return finish(input && planTotals(input));
}

/** projectFromToday in two halves, for callers that run the engine on its threads (lib/plan/versions.ts). */
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

/** Per debt, "YYYY-MM" -> cents for `months` months from this one, as projectFromToday runs it; 0s are left out. */
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

// docs/payoff.md "The projection is continuous": `given` is what each debt gets in the rest of the month, `owed` what
// each owes at its end, and `next` the engine's input from next month on (null when nothing is owed then).
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

function restOfPlan(debts: readonly MonthDebt[], plan: PlanChoice, month: CalendarMonth, split: MonthSplit) {
  const { owed, given, next } = restOfMonth(debts, plan, month, split);
  return { owed, given, run: next && computePlan({ ...next, includeSchedule: true }) };
}

/** Null when no open debt has a limit, so most answers run the engine no more than before. */
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

/** For a month with nothing known yet (no payment, no interest), so projectFromToday runs exactly the engine's plan. */
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

export interface MonthPosition {
  balanceCents: number;
  /** Charged or still to come, so the day interest is charged on does not move the status. */
  monthInterestCents: number;
  overdue: boolean;
}

/** Within 1% of `projected`, or within $1 (so small balances are not judged to the cent). */
function close(actualCents: number, projectedCents: number): boolean {
  const diff = Math.abs(actualCents - projectedCents);
  return diff <= 100 || diff * 100 <= projectedCents;
}

/** During month k the projected total falls from entry k to entry k+1; all of that range is on track. */
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

export function parseBaseline(value: unknown): Baseline | null {
  if (typeof value !== "object" || value === null) return null;
  const { startMonth, totalBalanceCents } = value as Record<string, unknown>;
  if (typeof startMonth !== "string" || !parseYearMonth(startMonth)) return null;
  if (!Array.isArray(totalBalanceCents) || totalBalanceCents.length === 0) return null;
  if (!totalBalanceCents.every((c) => Number.isSafeInteger(c) && (c as number) >= 0)) return null;
  return { startMonth, totalBalanceCents: totalBalanceCents as number[] };
}

/** The bench's bare server calls it too, so both answer from the very same rules. */
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
