// The engine's runs as plain data (ARCHITECTURE.md "Speed"), so a server can hand one to a worker thread or run it
// where it is, with the same answer.
import { comparePlans, extraPaymentForTargetDate } from "./compare";
import { computePlan } from "./engine";
import type { CompareInput, PlanComparison, PlanInput, PlanResult, TargetDateInput, TargetDateResult } from "./types";

/** A plan's month-end total balances (schedule rows' totalBalanceCents) beside its result without the schedule. */
export interface PlanTotals {
  result: PlanResult;
  monthEndBalancesCents: number[];
}

export type EngineTask =
  | { kind: "compare"; input: CompareInput }
  | { kind: "plan"; input: PlanInput }
  // Only the totals cross back: a full schedule would have to be copied into the caller's thread again.
  | { kind: "totals"; input: PlanInput }
  | { kind: "targetDate"; input: TargetDateInput };

interface EngineAnswers {
  compare: PlanComparison;
  plan: PlanResult;
  totals: PlanTotals;
  targetDate: TargetDateResult | null;
}

export type EngineResults<T extends readonly EngineTask[]> = { [K in keyof T]: EngineAnswers[T[K]["kind"]] };

export function runEngineTask(task: EngineTask): EngineAnswers[EngineTask["kind"]] {
  switch (task.kind) {
    case "compare":
      return comparePlans(task.input);
    case "plan":
      return computePlan(task.input);
    case "totals":
      return planTotals(task.input);
    case "targetDate":
      return extraPaymentForTargetDate(task.input);
  }
}

export function planTotals(input: PlanInput): PlanTotals {
  const run = computePlan({ ...input, includeSchedule: true });
  if (!run.feasible) return { result: run, monthEndBalancesCents: [] };
  const { schedule, ...result } = run;
  return { result, monthEndBalancesCents: schedule!.map((row) => row.totalBalanceCents) };
}
