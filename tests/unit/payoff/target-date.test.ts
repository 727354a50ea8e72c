/** extraPaymentForTargetDate: the smallest extra payment that is debt-free by a target month. */
import fc from "fast-check";
import {
  addMonthsToCalendarMonth,
  computePlan,
  extraPaymentForTargetDate,
  monthsBetween,
  type CalendarMonth,
  type DebtInput,
  type OrderedStrategy,
} from "@/lib/payoff";

const START = { year: 2025, month: 1 };

function debtFreeBy(
  debts: DebtInput[],
  strategy: OrderedStrategy,
  extra: number,
  target: CalendarMonth,
  customOrder?: string[],
): boolean {
  const plan = computePlan({ debts, extraPaymentCents: extra, strategy, customOrder, startMonth: START });
  return plan.feasible && monthsBetween(plan.debtFreeMonth, target) >= 0;
}

const C1: DebtInput[] = [{ id: "visa", name: "Visa", balanceCents: 500000, aprPercent: 18, minPaymentCents: 15000 }];
const C6: DebtInput[] = [{ id: "big", name: "Big", balanceCents: 1000000, aprPercent: 24, minPaymentCents: 15000 }];

describe("extraPaymentForTargetDate", () => {
  it("C1 in 24 months: the answer reaches the target and one cent less does not", () => {
    const target = addMonthsToCalendarMonth(START, 23); // 24 payments: 2025-01 .. 2026-12
    const result = extraPaymentForTargetDate({ debts: C1, strategy: "avalanche", startMonth: START, target })!;
    expect(result).not.toBeNull();
    expect(result.plan.debtFreeDate <= "2026-12").toBe(true);
    expect(result.plan.months).toBeLessThanOrEqual(24);
    expect(debtFreeBy(C1, "avalanche", result.extraPaymentCents, target)).toBe(true);
    expect(debtFreeBy(C1, "avalanche", result.extraPaymentCents - 1, target)).toBe(false);
    // Close to the annuity payment for $5,000 at 1.5 %/month over 24 months ($249.62) minus the $150 minimum.
    expect(Math.abs(result.extraPaymentCents - 9962)).toBeLessThanOrEqual(2);
  });

  it("returns 0 when the minimums already make it, and null for a target before the start month", () => {
    const late = extraPaymentForTargetDate({
      debts: C1,
      strategy: "avalanche",
      startMonth: START,
      target: addMonthsToCalendarMonth(START, 46),
    });
    expect(late?.extraPaymentCents).toBe(0);
    expect(late?.plan.months).toBe(47);
    const tooLate = extraPaymentForTargetDate({
      debts: C1,
      strategy: "avalanche",
      startMonth: START,
      target: addMonthsToCalendarMonth(START, 45),
    });
    expect(tooLate!.extraPaymentCents).toBeGreaterThan(0);
    expect(
      extraPaymentForTargetDate({
        debts: C1,
        strategy: "avalanche",
        startMonth: START,
        target: addMonthsToCalendarMonth(START, -1),
      }),
    ).toBeNull();
  });

  it("target = start month means paying everything (with month-1 interest) at once", () => {
    const result = extraPaymentForTargetDate({ debts: C1, strategy: "snowball", startMonth: START, target: START })!;
    expect(result.extraPaymentCents).toBe(500000 + 7500 - 15000);
    expect(result.plan.months).toBe(1);
  });

  it("finds a payment even when the minimums never pay off (C6)", () => {
    const target = addMonthsToCalendarMonth(START, 59);
    const result = extraPaymentForTargetDate({ debts: C6, strategy: "avalanche", startMonth: START, target })!;
    expect(result.plan.months).toBeLessThanOrEqual(60);
    expect(debtFreeBy(C6, "avalanche", result.extraPaymentCents - 1, target)).toBe(false);
  });

  it("dollar granularity: a whole-dollar answer, and one dollar less does not reach the target", () => {
    const target = addMonthsToCalendarMonth(START, 23);
    const result = extraPaymentForTargetDate({
      debts: C1,
      strategy: "avalanche",
      startMonth: START,
      target,
      granularity: "dollar",
    })!;
    expect(result.extraPaymentCents % 100).toBe(0);
    expect(debtFreeBy(C1, "avalanche", result.extraPaymentCents, target)).toBe(true);
    expect(debtFreeBy(C1, "avalanche", result.extraPaymentCents - 100, target)).toBe(false);
  });

  it("random portfolios: the answer reaches the target, one unit less does not", () => {
    const debtArb = fc.record({
      balanceCents: fc.integer({ min: 100, max: 5_000_000 }),
      aprPercent: fc.integer({ min: 0, max: 3600 }).map((bps) => bps / 100),
      minPaymentCents: fc.integer({ min: 0, max: 50_000 }),
    });
    fc.assert(
      fc.property(
        fc.array(debtArb, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 240 }),
        fc.constantFrom<OrderedStrategy>("avalanche", "snowball", "custom"),
        fc.constantFrom<"cent" | "dollar">("cent", "dollar"),
        (raw, offset, strategy, granularity) => {
          const debts = raw.map((d, i): DebtInput => ({ id: `d${i}`, name: `Debt ${i}`, ...d }));
          const customOrder = debts.map((d) => d.id).reverse();
          const target = addMonthsToCalendarMonth(START, offset);
          const result = extraPaymentForTargetDate({
            debts,
            strategy,
            customOrder,
            startMonth: START,
            target,
            granularity,
          });
          expect(result).not.toBeNull();
          const { extraPaymentCents, plan } = result!;
          const unit = granularity === "dollar" ? 100 : 1;
          expect(extraPaymentCents % unit).toBe(0);
          expect(plan.months).toBeLessThanOrEqual(offset + 1);
          expect(debtFreeBy(debts, strategy, extraPaymentCents, target, customOrder)).toBe(true);
          if (extraPaymentCents > 0)
            expect(debtFreeBy(debts, strategy, extraPaymentCents - unit, target, customOrder)).toBe(false);
        },
      ),
      { numRuns: 150 },
    );
  });
});
