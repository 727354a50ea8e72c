import type { PlanKind, PlanSummaryDto, StrategyDto } from "./types";

// Schedules are ~95 % of a strategy's answer (a Pro user's five plans of five debts: 143 of 148 KB, the
// minimums-only one alone 51 KB; 200 debts: tens of megabytes). The calculation answers without any (the calculator
// goes to the results page, which reads them), and the results page's first paint, which embeds its data in the
// HTML for the browser to parse before the page responds, carries only the saved plan's (the timeline chart, the
// schedule table's default); the schedule table fetches another plan's when it is chosen (GET
// /api/strategies/latest/schedule).

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

/** The results page's first paint: the saved plan's schedule only. */
export function withSavedScheduleOnly(strategy: StrategyDto): StrategyDto {
  return withSchedulesOmitted(strategy, "saved");
}
