import { withSavedScheduleOnly } from "@/lib/strategies/first-paint";
import type { PlanSummaryDto, ScheduleMonth, StrategyDto } from "@/lib/strategies/types";

// The results page's first paint carries the saved plan's schedule only (lib/strategies/first-paint.ts).

const month = (n: number): ScheduleMonth => ({
  month: n,
  date: `2027-0${n}`,
  totalPayment: "100.00",
  totalBalance: "900.00",
  debts: [{ id: "d1", payment: "100.00", interest: "5.00", principal: "95.00", balance: "900.00" }],
});

const plan = (months: number, extra: Partial<PlanSummaryDto> = {}): PlanSummaryDto => ({
  feasible: months > 0,
  months: months || null,
  totalInterest: "5.00",
  totalPaid: "100.00",
  debtFreeDate: months ? "2027-03" : null,
  payoffOrder: [{ id: "d1", name: "Visa", payoffMonth: months || null }],
  reason: months ? null : "Never pays off",
  schedule: Array.from({ length: months }, (_, i) => month(i + 1)),
  ...extra,
});

const strategy = (comparison: StrategyDto["comparison"]): StrategyDto =>
  ({ id: "s1", strategyType: "snowball", debts: [], comparison }) as unknown as StrategyDto;

it("keeps the saved plan whole and empties the others' schedules (the recommendation's too), saying so", () => {
  const full = strategy({
    saved: plan(6),
    avalanche: plan(3),
    snowball: plan(2),
    minimums: plan(5),
    cash_flow_index: plan(4),
  });
  const slim = withSavedScheduleOnly(full);
  expect(slim.comparison.saved).toBe(full.comparison.saved);
  for (const kind of ["avalanche", "snowball", "minimums", "cash_flow_index"] as const) {
    expect(slim.comparison[kind]).toEqual({ ...full.comparison[kind], schedule: [], scheduleOmitted: true });
  }
  expect(slim.comparison.highest_interest_cost).toBeUndefined();
  // The answer it was made from is untouched (it may be cached).
  expect(full.comparison.avalanche.schedule).toHaveLength(3);
  expect(full.comparison.avalanche.scheduleOmitted).toBeUndefined();
});

it("leaves a plan without a schedule (never pays off) as it is: nothing to fetch", () => {
  const full = strategy({ saved: plan(0), avalanche: plan(0), snowball: plan(0), minimums: plan(0) });
  const slim = withSavedScheduleOnly(full);
  expect(slim.comparison.avalanche).toBe(full.comparison.avalanche);
  expect(slim.comparison.minimums.scheduleOmitted).toBeUndefined();
});
