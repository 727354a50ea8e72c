import {
  whatIfBaseline,
  whatIfChanged,
  whatIfStart,
  type WhatIfStart,
} from "@/app/(app)/results/_components/what-if-start";
import { engineDebts } from "@/app/(app)/results/_components/plan-engine";
import { computePlan, type FeasiblePlan, type OrderedStrategy } from "@/lib/payoff";
import type { PlanDto } from "@/lib/plan/types";
import type { PlanSummaryDto, StrategyDto } from "@/lib/strategies/types";

// The what-if starts from the saved plan when there is one (app/(app)/results/_components/what-if-start.ts), and
// "changed" and "your saved plan" are judged against it; without one, against the recommendation.

const START = { year: 2027, month: 1 };
// Avalanche pays Visa first (highest rate), snowball Store (smallest balance).
const DEBTS = [
  { id: "visa", name: "Visa", balance: "5000.00", interestRate: "22.00", minPayment: "150.00" },
  { id: "store", name: "Store", balance: "800.00", interestRate: "9.00", minPayment: "40.00" },
];

function run(strategy: OrderedStrategy, extraPaymentCents: number, customOrder?: string[]): FeasiblePlan {
  const debts = DEBTS.map((d, i) => ({
    id: d.id,
    name: d.name,
    balanceCents: [500_000, 80_000][i]!,
    aprPercent: [22, 9][i]!,
    minPaymentCents: [15_000, 4_000][i]!,
  }));
  const plan = computePlan({ debts, strategy, extraPaymentCents, customOrder, startMonth: START });
  if (!plan.feasible) throw new Error("expected a feasible plan");
  return plan;
}

function summary(plan: FeasiblePlan): PlanSummaryDto {
  return {
    feasible: true,
    months: plan.months,
    totalInterest: (plan.totalInterestCents / 100).toFixed(2),
    totalPaid: null,
    debtFreeDate: plan.debtFreeDate,
    payoffOrder: [],
    reason: null,
    schedule: [],
  };
}

/** The calculation the results show: avalanche recommended and (the default plan) the plan, $300 extra. */
const STRATEGY = {
  strategyType: "avalanche",
  savedStrategy: "avalanche",
  extraPayment: "300.00",
  debts: DEBTS,
  comparison: {
    saved: summary(run("avalanche", 30_000)),
    avalanche: summary(run("avalanche", 30_000)),
    snowball: summary(run("snowball", 30_000)),
  },
  lumpSums: [{ amount: "100.00", month: "2027-03" }],
} as unknown as StrategyDto;

function saved(plan: Partial<PlanDto>): PlanDto {
  return {
    strategy: "avalanche",
    monthlyBudget: "450.00",
    extraPayment: "300.00",
    customOrder: null,
    lumpSums: [],
    updatedAt: "2027-01-02T00:00:00.000Z",
    ...plan,
  };
}

const engine = { debts: engineDebts(STRATEGY), startMonth: START, firstLumpMonth: START };

describe("where the what-if starts", () => {
  it("without a saved plan read: the calculation's own plan, its order, extra and lump sums", () => {
    const recommended: WhatIfStart = {
      strategy: "avalanche",
      extraCents: 30_000,
      order: ["visa", "store"],
      lumpSums: [{ amount: "100.00", month: "2027-03" }],
      fromSavedPlan: false,
    };
    // Not read (the request failed): as calculated.
    expect(whatIfStart(STRATEGY, undefined, true)).toEqual(recommended);
    // Never saved: GET /api/plan answers the default plan with no date and no lump sums.
    expect(whatIfStart(STRATEGY, saved({ updatedAt: null, extraPayment: "0.00" }), true)).toEqual({
      ...recommended,
      lumpSums: [],
    });
    // Below Pro the lump sums never apply.
    expect(whatIfStart(STRATEGY, undefined, false)).toEqual({ ...recommended, lumpSums: [] });
    // A calculation of a custom plan starts from that plan and its order, not from the recommendation.
    const custom = { ...STRATEGY, savedStrategy: "custom", savedOrder: ["store", "visa"] } as StrategyDto;
    expect(whatIfStart(custom, undefined, false)).toMatchObject({ strategy: "custom", order: ["store", "visa"] });
  });

  it("from the saved plan: its strategy, extra payment and (Pro) lump sums", () => {
    const plan = saved({
      strategy: "snowball",
      extraPayment: "250.00",
      lumpSums: [{ amount: "-50.00", month: "2027-05" }],
    });
    expect(whatIfStart(STRATEGY, plan, true)).toEqual({
      strategy: "snowball",
      extraCents: 25_000,
      order: ["visa", "store"],
      lumpSums: [{ amount: "-50.00", month: "2027-05" }],
      fromSavedPlan: true,
    });
    expect(whatIfStart(STRATEGY, plan, false)).toMatchObject({
      strategy: "snowball",
      extraCents: 25_000,
      lumpSums: [],
    });
  });

  it("a saved custom order: its debts of this calculation in its order, the ones it leaves out after them", () => {
    const plan = saved({ strategy: "custom", customOrder: ["added-since", "store"] });
    expect(whatIfStart(STRATEGY, plan, true)).toMatchObject({ strategy: "custom", order: ["store", "visa"] });
  });
});

describe("what the what-if is judged against", () => {
  const start = whatIfStart(STRATEGY, saved({ strategy: "custom", customOrder: ["store", "visa"] }), true);
  const same = { ...start, lumpSumRows: 0 };

  it("is unchanged where it started, and changed by any control", () => {
    expect(whatIfChanged(same, start)).toBe(false);
    expect(whatIfChanged({ ...same, strategy: "avalanche" }, start)).toBe(true);
    expect(whatIfChanged({ ...same, extraCents: 30_100 }, start)).toBe(true);
    expect(whatIfChanged({ ...same, order: ["visa", "store"] }, start)).toBe(true);
    expect(whatIfChanged({ ...same, lumpSumRows: 1 }, start)).toBe(true);
    const lump = [{ amount: "100.00", month: "2027-03" }];
    expect(whatIfChanged({ ...same, lumpSums: lump, lumpSumRows: 1 }, start)).toBe(true);
    expect(whatIfChanged({ ...same, lumpSums: lump, lumpSumRows: 1 }, { ...start, lumpSums: lump })).toBe(false);
    // The order list matters to a custom order only.
    const avalanche = { ...start, strategy: "avalanche" as const };
    expect(whatIfChanged({ ...avalanche, order: ["visa", "store"], lumpSumRows: 0 }, avalanche)).toBe(false);
  });

  it("compares with the saved plan as the engine runs it, or with the recommendation when none is saved", () => {
    const recommended = run("avalanche", 30_000);
    expect(whatIfBaseline(STRATEGY, whatIfStart(STRATEGY, undefined, false), engine)).toEqual({
      months: recommended.months,
      interestCents: recommended.totalInterestCents,
      debtFreeDate: recommended.debtFreeDate,
    });

    const snowball = run("snowball", 25_000);
    expect(snowball.totalInterestCents).not.toBe(recommended.totalInterestCents);
    const savedSnowball = whatIfStart(STRATEGY, saved({ strategy: "snowball", extraPayment: "250.00" }), false);
    expect(whatIfBaseline(STRATEGY, savedSnowball, engine)).toEqual({
      months: snowball.months,
      interestCents: snowball.totalInterestCents,
      debtFreeDate: snowball.debtFreeDate,
    });
    // Store first, then Visa: the snowball order, so the same plan.
    const savedCustom = whatIfStart(STRATEGY, saved({ strategy: "custom", customOrder: ["store", "visa"] }), false);
    expect(whatIfBaseline(STRATEGY, savedCustom, engine)).toMatchObject({
      interestCents: run("snowball", 30_000).totalInterestCents,
    });
  });

  it("runs the saved plan's lump sums for Pro only", () => {
    const plan = saved({ lumpSums: [{ amount: "2000.00", month: "2027-02" }] });
    const withLumps = whatIfBaseline(STRATEGY, whatIfStart(STRATEGY, plan, true), engine);
    const without = whatIfBaseline(STRATEGY, whatIfStart(STRATEGY, plan, false), engine);
    expect(without.interestCents).toBe(run("avalanche", 30_000).totalInterestCents);
    expect(withLumps.months).toBeLessThan(without.months!);
    expect(withLumps.debtFreeDate! < without.debtFreeDate!).toBe(true);
  });
});
