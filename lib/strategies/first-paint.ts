import type { PlanKind, PlanSummaryDto, StrategyDto } from "./types";

// Schedules are ~95 % of a strategy's answer (five plans of five debts: 143 of 148 KB), so the first paint, parsed
// before the page responds, carries only the saved plan's; the schedule table fetches another plan's when chosen.

/** `strategy` with every plan's schedule but `keep`'s emptied and marked `scheduleOmitted`. */
export function withSchedulesOmitted(strategy: StrategyDto, keep?: PlanKind): StrategyDto {
  const comparison = Object.fromEntries(
    Object.entries(strategy.comparison).map(([kind, plan]: [string, PlanSummaryDto | undefined]) => [
      kind,
      kind === keep || !plan || !plan.feasible ? plan : { ...plan, schedule: [], scheduleOmitted: true as const },
    ]),
  ) as StrategyDto["comparison"];
  return { ...strategy, comparison };
}

export function withSavedScheduleOnly(strategy: StrategyDto): StrategyDto {
  return withSchedulesOmitted(strategy, "saved");
}
