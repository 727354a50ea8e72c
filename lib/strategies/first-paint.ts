import type { PlanSummaryDto, StrategyDto } from "./types";

// The results page's first paint shows one plan's schedule (the saved plan's, which every screen describes: the
// timeline chart, the schedule table's default); every plan's schedule is ~95 % of a strategy's answer (a Pro
// user's five plans of five debts: 143 of 148 KB, the minimums-only one alone 51 KB). The page embeds its data in
// the HTML for the browser to parse before the page responds, so it sends the others' summaries without their
// schedules; the schedule table fetches the whole answer when one of them is chosen (useFullPlan in its card).

/** `strategy` with every plan but the saved one marked `scheduleOmitted` and its schedule emptied. */
export function withSavedScheduleOnly(strategy: StrategyDto): StrategyDto {
  const comparison = Object.fromEntries(
    Object.entries(strategy.comparison).map(([kind, plan]: [string, PlanSummaryDto | undefined]) => [
      kind,
      kind === "saved" || !plan || plan.schedule.length === 0
        ? plan
        : { ...plan, schedule: [], scheduleOmitted: true as const },
    ]),
  ) as StrategyDto["comparison"];
  return { ...strategy, comparison };
}
