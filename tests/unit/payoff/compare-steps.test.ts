import { comparePlanSteps, comparePlans, type DebtInput } from "@/lib/payoff";

// comparePlanSteps (lib/payoff/compare.ts): the same comparison as comparePlans, paused after each plan's run.

const debts: DebtInput[] = [
  {
    id: "a",
    name: "Card",
    balanceCents: 300_000,
    aprPercent: 19.99,
    minPaymentCents: 9_000,
    creditLimitCents: 500_000,
  },
  { id: "b", name: "Loan", balanceCents: 750_000, aprPercent: 4.75, minPaymentCents: 15_000 },
];
const input = { debts, extraPaymentCents: 10_000, startMonth: { year: 2026, month: 1 } };

function drive<T>(steps: Generator<void, T, void>): { pauses: number; result: T } {
  let pauses = 0;
  for (;;) {
    const step = steps.next();
    if (step.done) return { pauses, result: step.value };
    pauses++;
  }
}

describe("comparePlanSteps", () => {
  it("pauses between the three plans, or the six with the more orders, and ends with comparePlans' answer", () => {
    expect(drive(comparePlanSteps(input))).toEqual({ pauses: 2, result: comparePlans(input) });
    const more = { ...input, moreOrders: true, includeSchedule: true };
    expect(drive(comparePlanSteps(more))).toEqual({ pauses: 5, result: comparePlans(more) });
  });
});
