/**
 * firstMonth: month 1 of a plan, also for plans that never pay off (they have no schedule).
 */
import { computePlan, firstMonth, PayoffInputError, type DebtInput, type OrderedStrategy } from "@/lib/payoff";
import { debt, START } from "@/tests/support/payoff-examples";

// docs/payoff.md's C2..C5 portfolios (C5's minimums never pay Big off: no schedule to compare with).
const PORTFOLIOS: [string, DebtInput[], number][] = [
  ["C2", [debt("Credit Card", 1000, 14.99, 75), debt("Student Loan", 7500, 4.75, 150)], 10000],
  ["C3", [debt("Store card", 600, 22.9, 25), debt("Personal loan", 2400, 9.5, 60), debt("Car", 6500, 6.8, 120)], 15000],
  ["C4", [debt("X big", 3000, 19.99, 90), debt("Y small", 1200, 19.99, 40), debt("Z low", 2000, 7, 50)], 10000],
  ["C5", [debt("Big", 10000, 24, 150), debt("Small", 800, 10, 50)], 30000],
  // A first-month cascade: the small target is cleared and the rest of the budget moves on in the same month.
  ["cascade", [debt("Tiny", 40, 12, 25), debt("Card", 2000, 20, 60)], 20000],
];

describe("firstMonth", () => {
  for (const [name, debts, extra] of PORTFOLIOS) {
    for (const strategy of name === "C5"
      ? (["avalanche", "snowball"] as const)
      : (["avalanche", "snowball", "minimums"] as const)) {
      it(`${name} ${strategy}: equals the schedule's month 1`, () => {
        const plan = computePlan({
          debts,
          extraPaymentCents: extra,
          strategy,
          startMonth: START,
          includeSchedule: true,
        });
        if (!plan.feasible) throw new Error(plan.message);
        expect(firstMonth({ debts, extraPaymentCents: extra, strategy, startMonth: START })).toEqual(plan.schedule![0]);
      });
    }
  }

  it("a custom order sends the extra to the first debt it names", () => {
    const [, debts] = PORTFOLIOS[2]!;
    const row = firstMonth({
      debts,
      extraPaymentCents: 10000,
      strategy: "custom",
      customOrder: ["z-low"],
      startMonth: START,
    });
    const paid = Object.fromEntries(row.perDebt.map((e) => [e.id, e.paymentCents]));
    expect(paid).toEqual({ "x-big": 9000, "y-small": 4000, "z-low": 15000 });
    expect(row.totalPaymentCents).toBe(9000 + 4000 + 5000 + 10000);
  });

  it("C6 never pays off, yet its first month is the minimum and the extra", () => {
    const debts = [debt("Big", 10000, 24, 150)];
    for (const [extra, strategy] of [
      [0, "avalanche"],
      [2500, "snowball"],
    ] as [number, OrderedStrategy][]) {
      expect(computePlan({ debts, extraPaymentCents: extra, strategy, startMonth: START }).feasible).toBe(false);
      expect(firstMonth({ debts, extraPaymentCents: extra, strategy, startMonth: START })).toEqual({
        month: 1,
        perDebt: [
          {
            id: "big",
            paymentCents: 15000 + extra,
            interestCents: 20000,
            principalCents: extra - 5000,
            balanceCents: 1_000_000 + 5000 - extra,
          },
        ],
        totalPaymentCents: 15000 + extra,
        totalInterestCents: 20000,
        totalBalanceCents: 1_000_000 + 5000 - extra,
      });
    }
  });

  it("a debt whose interest exceeds the whole budget still gets its month (the engine's plan stops there)", () => {
    const debts = [debt("Huge", 100000, 30, 10), debt("Small", 500, 10, 20)];
    expect(computePlan({ debts, extraPaymentCents: 1000, strategy: "snowball", startMonth: START }).feasible).toBe(
      false,
    );
    const row = firstMonth({ debts, extraPaymentCents: 1000, strategy: "snowball", startMonth: START });
    expect(row.perDebt.map((e) => [e.id, e.paymentCents])).toEqual([
      ["huge", 1000],
      ["small", 3000],
    ]);
  });

  it("rejects what computePlan rejects", () => {
    const debts = PORTFOLIOS[0]![1];
    expect(() => firstMonth({ debts, strategy: "custom", startMonth: START })).toThrow(PayoffInputError);
    expect(() => firstMonth({ debts, strategy: "avalanche", extraPaymentCents: -1, startMonth: START })).toThrow(
      PayoffInputError,
    );
    expect(() => firstMonth({ debts: [], strategy: "avalanche", startMonth: START })).toThrow(PayoffInputError);
  });
});
