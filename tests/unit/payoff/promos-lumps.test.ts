/**
 * Promotional rates, deferred interest, dated lump sums and the three extra orders (docs/payoff.md): the worked
 * examples to the cent, the engine against a slow reference written separately from it, and the invariants.
 */
import fc from "fast-check";
import {
  addMonthsToCalendarMonth,
  comparePlans,
  computePlan,
  extraPaymentForTargetDate,
  firstMonth,
  formatYearMonth,
  PayoffInputError,
  type CalendarMonth,
  type DebtInput,
  type FeasiblePlan,
  type LumpSum,
  type OrderedStrategy,
  type PlanResult,
  type Strategy,
} from "@/lib/payoff";

const START: CalendarMonth = { year: 2027, month: 1 };
const month = (offset: number) => addMonthsToCalendarMonth(START, offset);

function feasible(result: PlanResult): FeasiblePlan {
  if (!result.feasible) throw new Error(`expected a feasible plan, got: ${result.message}`);
  return result;
}

// ---- worked examples (docs/payoff.md computes each by hand) ----------------------------------------------------

const balanceTransfer: DebtInput = {
  id: "BT",
  name: "Balance transfer",
  balanceCents: 120_000,
  aprPercent: 24,
  minPaymentCents: 10_000,
  promo: { aprPercent: 0, endsOn: { year: 2027, month: 3 } },
};
const storeCard: DebtInput = {
  id: "SC",
  name: "Store card",
  balanceCents: 100_000,
  aprPercent: 26.99,
  minPaymentCents: 5_000,
  promo: { aprPercent: 0, endsOn: { year: 2027, month: 6 }, deferredInterest: true },
};
/** Example D1's promo as the engine reports it: $118.08 tallied over six months, charged in month 7. */
const D1_PROMO = {
  endsOn: "2027-06",
  endsInMonth: 6,
  deferredInterest: true,
  atRiskCents: 11_808,
  chargedCents: 11_808,
  chargedInMonth: 7,
};
const loan: DebtInput = { id: "L", name: "Loan", balanceCents: 300_000, aprPercent: 12, minPaymentCents: 10_000 };
const i1Card: DebtInput = {
  id: "X",
  name: "Card",
  balanceCents: 500_000,
  aprPercent: 30,
  minPaymentCents: 5_000,
  promo: { aprPercent: 0, endsOn: { year: 2027, month: 6 } },
};

describe("worked examples", () => {
  it("P1: a 0% balance transfer charges nothing through its last month, then 24% from month 4", () => {
    const plan = feasible(
      computePlan({ debts: [balanceTransfer], strategy: "avalanche", startMonth: START, includeSchedule: true }),
    );
    const rows = plan.schedule!.map((r) => r.perDebt[0]!);
    expect(rows.slice(0, 5).map((e) => [e.interestCents, e.balanceCents, e.promo ?? false])).toEqual([
      [0, 110_000, true],
      [0, 100_000, true],
      [0, 90_000, true],
      [1_800, 81_800, false],
      [1_636, 73_436, false],
    ]);
    expect(plan.months).toBe(14);
    expect(plan.totalInterestCents).toBe(10_216);
    expect(plan.debts[0]!.promo).toEqual({
      endsOn: "2027-03",
      endsInMonth: 3,
      deferredInterest: false,
      atRiskCents: 0,
      chargedCents: 0,
      chargedInMonth: null,
    });
  });

  it("D1: deferred interest tallied over six promo months ($118.08) is charged once in month 7", () => {
    const plan = feasible(
      computePlan({ debts: [storeCard], strategy: "avalanche", startMonth: START, includeSchedule: true }),
    );
    const rows = plan.schedule!.map((r) => r.perDebt[0]!);
    expect(rows.slice(0, 6).every((e) => e.interestCents === 0 && e.promo === true)).toBe(true);
    expect(rows[6]).toEqual({
      id: "SC",
      paymentCents: 5_000,
      interestCents: 13_648,
      principalCents: -8_648,
      balanceCents: 78_648,
      deferredInterestCents: 11_808,
    });
    expect(rows[7]!.interestCents).toBe(1_769);
    expect(plan.debts[0]!.promo).toEqual(D1_PROMO);
    expect(plan.months).toBe(27);
    expect(plan.totalInterestCents).toBe(33_165);
  });

  it("D2: the same card cleared by its last promo month is never charged", () => {
    const plan = feasible(
      computePlan({
        debts: [storeCard],
        strategy: "avalanche",
        extraPaymentCents: 12_000,
        startMonth: START,
        includeSchedule: true,
      }),
    );
    expect(plan.months).toBe(6);
    expect(plan.totalInterestCents).toBe(0);
    expect(plan.debts[0]!.promo).toMatchObject({ atRiskCents: 7_759, chargedCents: 0, chargedInMonth: null });
    expect(plan.schedule!.some((r) => r.perDebt.some((e) => e.deferredInterestCents))).toBe(false);
  });

  it("L1: lump sums add up within a month, a negative one never cuts a minimum, one after payoff is unused", () => {
    const lumpSums: LumpSum[] = [
      { amountCents: 50_000, month: { year: 2027, month: 3 } },
      { amountCents: -5_000, month: { year: 2027, month: 5 } },
      { amountCents: 2_500, month: { year: 2027, month: 3 } },
      { amountCents: 10_000, month: { year: 2031, month: 1 } },
    ];
    const plan = feasible(
      computePlan({ debts: [loan], strategy: "avalanche", startMonth: START, lumpSums, includeSchedule: true }),
    );
    const rows = plan.schedule!.map((r) => r.perDebt[0]!);
    expect(rows.slice(0, 5).map((e) => [e.paymentCents, e.interestCents, e.balanceCents])).toEqual([
      [10_000, 3_000, 293_000],
      [10_000, 2_930, 285_930],
      [62_500, 2_859, 226_289],
      [10_000, 2_263, 218_552],
      [10_000, 2_186, 210_738],
    ]);
    expect(plan.months).toBe(29);
    expect(plan.totalInterestCents).toBe(40_345);
    expect(plan.unusedLumpSums).toEqual([{ month: "2031-01", amountCents: 10_000 }]);
    // Without them: 36 months and $584.61.
    const without = feasible(computePlan({ debts: [loan], strategy: "avalanche", startMonth: START }));
    expect([without.months, without.totalInterestCents]).toEqual([36, 58_461]);
  });

  it("O1: the four rule orders, with the deferred-interest store card first in every one of them", () => {
    const debts: DebtInput[] = [
      { id: "A", name: "Card A", balanceCents: 400_000, aprPercent: 22, minPaymentCents: 12_000 },
      { id: "B", name: "Loan B", balanceCents: 900_000, aprPercent: 11, minPaymentCents: 15_000 },
      { id: "C", name: "Card C", balanceCents: 500_000, aprPercent: 27, minPaymentCents: 10_000 },
      { id: "D", name: "Card D", balanceCents: 200_000, aprPercent: 18, minPaymentCents: 10_000 },
      {
        id: "S",
        name: "Store S",
        balanceCents: 120_000,
        aprPercent: 29.99,
        minPaymentCents: 3_000,
        promo: { aprPercent: 0, endsOn: { year: 2027, month: 6 }, deferredInterest: true },
      },
    ];
    const c = comparePlans({ debts, extraPaymentCents: 25_000, startMonth: START, moreOrders: true });
    expect(c.avalanche.targetOrder).toEqual(["S", "C", "A", "D", "B"]);
    expect(c.snowball.targetOrder).toEqual(["S", "D", "A", "C", "B"]);
    expect(c.highest_interest_cost!.targetOrder).toEqual(["S", "C", "B", "A", "D"]);
    expect(c.cash_flow_index!.targetOrder).toEqual(["S", "D", "A", "C", "B"]);
    // No debt has a credit limit: highest utilization falls back to avalanche among them.
    expect(c.highest_utilization!.targetOrder).toEqual(["S", "C", "A", "D", "B"]);
    // The store card gets 30 + 250 a month and is gone in month 5, before its promo's last month: nothing charged.
    const s = feasible(c.avalanche).debts.find((d) => d.id === "S")!;
    expect([s.payoffMonth, s.promo!.chargedCents]).toEqual([5, 0]);
    // Without moreOrders the comparison stays as it was.
    expect(comparePlans({ debts, extraPaymentCents: 25_000, startMonth: START }).highest_interest_cost).toBeUndefined();
  });

  it("I1: a plan that pays off during a 0% promo but never after it is infeasible, said from the month it turns", () => {
    const plan = computePlan({ debts: [i1Card], strategy: "avalanche", startMonth: START });
    expect(plan.feasible).toBe(false);
    if (plan.feasible) return;
    expect(plan.reason).toBe("budget_below_interest");
    expect(plan.message).toContain("From July 2027, when your promotional rates are over");
    expect(plan.message).toContain("$4,700.00");
    const minimums = computePlan({ debts: [i1Card], strategy: "minimums", startMonth: START });
    expect(minimums.feasible).toBe(false);
    expect(!minimums.feasible && minimums.message).toContain("from July 2027, after its promotional rate");
  });

  it("I2: I1 with deferred interest never pays off, and the $731.25 tallied is charged in July 2027", () => {
    // Tally on 5,000.00, 4,950.00, ..., 4,750.00 at 30 % (x 0.025): 125.00 + 123.75 + 122.50 + 121.25 + 120.00 +
    // 118.75 = 731.25; $4,700.00 is left after June, so all of it is charged in month 7.
    const card: DebtInput = { ...i1Card, promo: { ...i1Card.promo!, deferredInterest: true } };
    const charged = {
      id: "X",
      name: "Card",
      payoffMonth: null,
      promo: {
        endsOn: "2027-06",
        endsInMonth: 6,
        deferredInterest: true,
        atRiskCents: 73_125,
        chargedCents: 73_125,
        chargedInMonth: 7,
      },
    };
    for (const strategy of ["avalanche", "minimums"] as const) {
      const plan = computePlan({ debts: [card], strategy, startMonth: START });
      expect(plan).toMatchObject({ feasible: false, promos: [charged] });
    }
  });

  it("a plan stuck on one debt still charges another's deferred interest that month", () => {
    // Minimums only: Card (first in input order) is stuck in July, before Store card's July charge is reached.
    const plan = computePlan({ debts: [i1Card, storeCard], strategy: "minimums", startMonth: START });
    expect(plan).toMatchObject({ feasible: false, stuckDebtIds: ["X"] });
    if (plan.feasible) return;
    expect(plan.promos.map((p) => [p.id, p.payoffMonth, p.promo.atRiskCents, p.promo.chargedCents])).toEqual([
      ["X", null, 0, 0],
      ["SC", null, 11_808, 11_808],
    ]);
    expect(plan.promos[1]!.promo.chargedInMonth).toBe(7);
  });

  it("minimums only decided before simulating still states each promo: D1 charged, a small card paid in time", () => {
    // The Loan's $200 of interest beats its $100 minimum from month 1. The small card pays 100 a month: 300.00 ->
    // 0 in March, tallying 300.00, 200.00, 100.00 x 20 / 1200 = 5.00 + 3.33 + 1.67 = $10.00, never charged.
    const stuck: DebtInput = {
      id: "L",
      name: "Loan",
      balanceCents: 1_000_000,
      aprPercent: 24,
      minPaymentCents: 10_000,
    };
    const small: DebtInput = {
      id: "S",
      name: "Small card",
      balanceCents: 30_000,
      aprPercent: 20,
      minPaymentCents: 10_000,
      promo: { aprPercent: 0, endsOn: { year: 2027, month: 6 }, deferredInterest: true },
    };
    const plan = computePlan({ debts: [stuck, storeCard, small], strategy: "minimums", startMonth: START });
    expect(plan).toMatchObject({ feasible: false, stuckDebtIds: ["L"] });
    expect(!plan.feasible && plan.message).toMatch(/^Paying only the minimums never pays off Loan: /);
    if (plan.feasible) return;
    expect(plan.promos).toEqual([
      {
        id: "SC",
        name: "Store card",
        payoffMonth: null,
        promo: D1_PROMO,
      },
      {
        id: "S",
        name: "Small card",
        payoffMonth: 3,
        promo: {
          endsOn: "2027-06",
          endsInMonth: 6,
          deferredInterest: true,
          atRiskCents: 1_000,
          chargedCents: 0,
          chargedInMonth: null,
        },
      },
    ]);
    // A plan decided in month 1 without promos has none to state.
    const noPromos = computePlan({ debts: [stuck], strategy: "avalanche", startMonth: START });
    expect(noPromos).toMatchObject({ feasible: false, promos: [] });
  });
});

describe("orders", () => {
  const base = (id: string, balanceCents: number, aprPercent: number, minPaymentCents: number): DebtInput => ({
    id,
    name: id,
    balanceCents,
    aprPercent,
    minPaymentCents,
  });

  it("ties in the new orders keep input order; a debt without a minimum is last by cash flow index", () => {
    const debts = [
      base("p", 100_000, 10, 5_000),
      base("q", 50_000, 20, 2_500),
      base("r", 70_000, 5, 0),
      base("s", 200_000, 5, 10_000),
    ];
    const c = comparePlans({ debts, startMonth: START, extraPaymentCents: 1_000, moreOrders: true });
    // cost: p 1,000,000 = q 1,000,000 = s 1,000,000 > r 350,000; index: p 20 = q 20 = s 20, r none.
    expect(c.highest_interest_cost!.targetOrder).toEqual(["p", "q", "s", "r"]);
    expect(c.cash_flow_index!.targetOrder).toEqual(["p", "q", "s", "r"]);
  });

  it("cash flow index compares exactly where the cross products leave the exact double range", () => {
    const big = 9_999_999_999;
    const debts = [base("x", big, 1, big - 1), base("y", big - 1, 1, big - 2)];
    // x: big/(big-1), y: (big-1)/(big-2) > x's, so x first.
    expect(computePlan({ debts, strategy: "cash_flow_index", startMonth: START }).targetOrder).toEqual(["x", "y"]);
  });

  it("highest utilization: balance / limit highest first, then the debts without a limit in avalanche order", () => {
    // docs/payoff.md "Orders, worked" (example O2). A 4,000/5,000 = 80 %, C 5,000/10,000 = 50 %, D 2,000/2,500 =
    // 80 % (ties with A: avalanche, A's 22 % over D's 18 %); B and E have no limit: avalanche, E's 15 % over B's 11 %.
    const limited = (d: DebtInput, creditLimitCents: number | null): DebtInput => ({ ...d, creditLimitCents });
    const debts = [
      limited(base("A", 400_000, 22, 12_000), 500_000),
      limited(base("B", 900_000, 11, 15_000), null),
      limited(base("C", 500_000, 27, 10_000), 1_000_000),
      limited(base("D", 200_000, 18, 10_000), 250_000),
      base("E", 300_000, 15, 9_000),
    ];
    const plan = feasible(
      computePlan({ debts, strategy: "highest_utilization", extraPaymentCents: 25_000, startMonth: START }),
    );
    expect(plan.targetOrder).toEqual(["A", "D", "C", "E", "B"]);
    // The limit orders the targets only: month 1 pays the minimums and the whole extra to A.
    const row = firstMonth({ debts, strategy: "highest_utilization", extraPaymentCents: 25_000, startMonth: START });
    expect(row.perDebt.find((e) => e.id === "A")!.paymentCents).toBe(12_000 + 25_000);
    // A deferred-interest promo still goes first, as in every rule order.
    const store: DebtInput = {
      ...base("S", 120_000, 29.99, 3_000),
      promo: { aprPercent: 0, endsOn: month(5), deferredInterest: true },
    };
    expect(
      computePlan({ debts: [...debts, store], strategy: "highest_utilization", startMonth: START }).targetOrder,
    ).toEqual(["S", "A", "D", "C", "E", "B"]);
    // Exact where the cross products leave the exact double range.
    const big = 9_999_999_999;
    const exact = [limited(base("x", big - 2, 1, 100), big - 1), limited(base("y", big - 1, 1, 100), big)];
    // x: (big-2)/(big-1) < y: (big-1)/big, so y first.
    expect(computePlan({ debts: exact, strategy: "highest_utilization", startMonth: START }).targetOrder).toEqual([
      "y",
      "x",
    ]);
    // A limit must be whole cents above zero.
    expect(() =>
      computePlan({ debts: [limited(base("z", 100, 1, 10), 0)], strategy: "highest_utilization", startMonth: START }),
    ).toThrow(PayoffInputError);
  });

  it("deferred debts go first by earliest promo end; a promo already over does not count; custom is kept", () => {
    const d = (id: string, endsOffset: number, deferredInterest: boolean): DebtInput => ({
      ...base(id, 100_000 + endsOffset, 10, 2_000),
      promo: { aprPercent: 0, endsOn: month(endsOffset), deferredInterest },
    });
    const debts = [
      base("plain", 10_000, 30, 1_000),
      d("late", 9, true),
      d("early", 3, true),
      d("over", -1, true),
      d("promoOnly", 2, false),
    ];
    expect(computePlan({ debts, strategy: "avalanche", startMonth: START }).targetOrder.slice(0, 2)).toEqual([
      "early",
      "late",
    ]);
    expect(computePlan({ debts, strategy: "snowball", startMonth: START }).targetOrder).toEqual([
      "early",
      "late",
      "plain",
      "over",
      "promoOnly",
    ]);
    const custom = ["promoOnly", "plain", "late", "early", "over"];
    expect(computePlan({ debts, strategy: "custom", customOrder: custom, startMonth: START }).targetOrder).toEqual(
      custom,
    );
  });
});

describe("input checks", () => {
  const debt = { id: "a", name: "a", balanceCents: 1_000, aprPercent: 10, minPaymentCents: 100 };
  it.each([
    ["a promo rate with three decimals", { ...debt, promo: { aprPercent: 1.234, endsOn: START } }],
    ["a promo end that is not a month", { ...debt, promo: { aprPercent: 0, endsOn: { year: 2027, month: 13 } } }],
    [
      "a deferred flag that is not a boolean",
      { ...debt, promo: { aprPercent: 0, endsOn: START, deferredInterest: "yes" } },
    ],
  ])("refuses %s", (_what, bad) => {
    expect(() => computePlan({ debts: [bad as DebtInput], strategy: "avalanche", startMonth: START })).toThrow(
      PayoffInputError,
    );
  });
  it("refuses a lump sum that is not whole cents or not dated", () => {
    for (const lumpSums of [[{ amountCents: 1.5, month: START }], [{ amountCents: 100, month: { year: 2027 } }]]) {
      expect(() =>
        computePlan({ debts: [debt], strategy: "avalanche", startMonth: START, lumpSums: lumpSums as LumpSum[] }),
      ).toThrow(PayoffInputError);
    }
  });
  it("ignores lump sums for minimums only, and reports one dated before the plan as unused", () => {
    const lumpSums = [
      { amountCents: 500, month: month(-1) },
      { amountCents: 500, month: month(0) },
    ];
    const min = feasible(computePlan({ debts: [debt], strategy: "minimums", startMonth: START, lumpSums }));
    expect(min.unusedLumpSums).toEqual([]);
    expect(min.months).toBe(feasible(computePlan({ debts: [debt], strategy: "minimums", startMonth: START })).months);
    const plan = feasible(computePlan({ debts: [debt], strategy: "avalanche", startMonth: START, lumpSums }));
    expect(plan.unusedLumpSums).toEqual([{ month: formatYearMonth(month(-1)), amountCents: 500 }]);
  });
  it("firstMonth includes month 1's lump sums and the promo rate", () => {
    const row = firstMonth({
      debts: [balanceTransfer],
      strategy: "avalanche",
      startMonth: START,
      lumpSums: [{ amountCents: 20_000, month: START }],
    });
    expect(row.perDebt[0]).toMatchObject({ paymentCents: 30_000, interestCents: 0, promo: true });
  });
  it("the target-date search accounts for a deferred charge", () => {
    // Paying the store card off by June 2027 avoids the charge; the search finds the exact extra.
    const found = extraPaymentForTargetDate({
      debts: [storeCard],
      strategy: "avalanche",
      startMonth: START,
      target: { year: 2027, month: 6 },
    })!;
    expect(found.plan.months).toBeLessThanOrEqual(6);
    expect(found.plan.totalInterestCents).toBe(0);
    const less = computePlan({
      debts: [storeCard],
      strategy: "avalanche",
      startMonth: START,
      extraPaymentCents: found.extraPaymentCents - 1,
    });
    expect(less.feasible && less.months <= 6).toBe(false);
  });
});

// ---- the engine against a reference --------------------------------------------------------------------------

/** round_half_up(balance * bps / 120000) in BigInt: a different route to the same number as lib/payoff/interest.ts. */
function refInterest(balance: number, bps: number): number {
  return Number((BigInt(balance) * BigInt(bps) + BigInt(60_000)) / BigInt(120_000));
}
const refBps = (percent: number) => Math.round(percent * 100);
const index = (m: CalendarMonth) => m.year * 12 + m.month - 1;

function refOrder(debts: DebtInput[], strategy: OrderedStrategy, customOrder: string[]): string[] {
  const info = debts.map((d, i) => {
    const last = d.promo ? index(d.promo.endsOn) - index(START) + 1 : 0;
    return { d, i, deferredLast: d.promo?.deferredInterest && last >= 1 ? last : Infinity };
  });
  if (strategy === "custom")
    return [...customOrder, ...debts.map((d) => d.id).filter((id) => !customOrder.includes(id))];
  const key = (x: (typeof info)[number]): number[] => {
    const bps = refBps(x.d.aprPercent);
    switch (strategy) {
      case "avalanche":
        return [-bps, x.d.balanceCents];
      case "snowball":
        return [x.d.balanceCents, -bps];
      case "highest_interest_cost":
        return [-x.d.balanceCents * bps];
      case "cash_flow_index":
        return [x.d.minPaymentCents === 0 ? Infinity : x.d.balanceCents / x.d.minPaymentCents];
      case "highest_utilization":
        return x.d.creditLimitCents
          ? [0, -x.d.balanceCents / x.d.creditLimitCents, -bps, x.d.balanceCents]
          : [1, 0, -bps, x.d.balanceCents];
    }
  };
  const compareKeys = (a: number[], b: number[]) => {
    for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return a[k]! < b[k]! ? -1 : 1;
    return 0;
  };
  return [...info]
    .sort(
      (a, b) =>
        (a.deferredLast === b.deferredLast ? 0 : a.deferredLast < b.deferredLast ? -1 : 1) ||
        compareKeys(key(a), key(b)) ||
        a.i - b.i,
    )
    .map((x) => x.d.id);
}

interface RefPlan {
  paidOff: boolean;
  months: number;
  totalInterest: number;
  payoff: Record<string, number>;
  charged: Record<string, number>;
  /** Deferred interest tallied per debt (deferred promos only). */
  atRisk: Record<string, number>;
  monthPayments: number[];
  monthBudgets: number[];
}

/** A literal reading of docs/payoff.md, month by month, with no early verdicts: runs up to 1,200 months. */
function referencePlan(
  debts: DebtInput[],
  strategy: Strategy,
  extra: number,
  lumps: LumpSum[],
  customOrder: string[] = [],
): RefPlan {
  const minimumsOnly = strategy === "minimums";
  const budget = (minimumsOnly ? 0 : extra) + debts.reduce((s, d) => s + d.minPaymentCents, 0);
  const order = minimumsOnly ? [] : refOrder(debts, strategy, customOrder);
  const bal = new Map(debts.map((d) => [d.id, d.balanceCents]));
  const tally = new Map(debts.map((d) => [d.id, 0]));
  const out: RefPlan = {
    paidOff: false,
    months: 0,
    totalInterest: 0,
    payoff: {},
    charged: {},
    atRisk: {},
    monthPayments: [],
    monthBudgets: [],
  };
  for (let m = 1; m <= 1200; m++) {
    const calendar = index(START) + m - 1;
    let paidThisMonth = 0;
    for (const d of debts) {
      let b = bal.get(d.id)!;
      if (b === 0) continue;
      const inPromo = d.promo != null && calendar <= index(d.promo.endsOn);
      if (d.promo?.deferredInterest && calendar === index(d.promo.endsOn) + 1 && tally.get(d.id)! > 0) {
        out.charged[d.id] = tally.get(d.id)!;
        b += tally.get(d.id)!;
        out.totalInterest += tally.get(d.id)!;
      }
      if (inPromo && d.promo!.deferredInterest) {
        tally.set(d.id, tally.get(d.id)! + refInterest(b, refBps(d.aprPercent)));
        out.atRisk[d.id] = tally.get(d.id)!;
      }
      const interest = refInterest(b, refBps(inPromo ? d.promo!.aprPercent : d.aprPercent));
      out.totalInterest += interest;
      b += interest;
      const pay = Math.min(d.minPaymentCents, b);
      b -= pay;
      paidThisMonth += pay;
      bal.set(d.id, b);
      if (b === 0) out.payoff[d.id] = m;
    }
    const lump = minimumsOnly
      ? 0
      : lumps.filter((l) => index(l.month) === calendar).reduce((s, l) => s + l.amountCents, 0);
    out.monthBudgets.push(Math.max(budget + lump, paidThisMonth));
    let left = budget + lump - paidThisMonth;
    for (const id of order) {
      if (left <= 0) break;
      const b = bal.get(id)!;
      if (b === 0) continue;
      const pay = Math.min(left, b);
      bal.set(id, b - pay);
      left -= pay;
      paidThisMonth += pay;
      if (b - pay === 0) out.payoff[id] = m;
    }
    out.monthPayments.push(paidThisMonth);
    if ([...bal.values()].every((b) => b === 0)) {
      out.paidOff = true;
      out.months = m;
      return out;
    }
  }
  return out;
}

const arbDebts = fc
  .array(
    fc.record({
      balanceCents: fc.integer({ min: 100, max: 800_000 }),
      aprBps: fc.integer({ min: 0, max: 3_599 }),
      minPaymentCents: fc.integer({ min: 0, max: 30_000 }),
      creditLimitCents: fc.option(fc.integer({ min: 100, max: 1_000_000 }), { freq: 2 }),
      promo: fc.option(
        fc.record({
          bps: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 999 })),
          endsOffset: fc.integer({ min: -3, max: 24 }),
          deferredInterest: fc.boolean(),
        }),
        { freq: 2 },
      ),
    }),
    { minLength: 1, maxLength: 5 },
  )
  .map((rows) =>
    rows.map((r, i): DebtInput => ({
      id: `d${i}`,
      name: `Debt ${i}`,
      balanceCents: r.balanceCents,
      aprPercent: r.aprBps / 100,
      minPaymentCents: r.minPaymentCents,
      ...(r.creditLimitCents !== null && { creditLimitCents: r.creditLimitCents }),
      ...(r.promo && {
        promo: {
          aprPercent: r.promo.bps / 100,
          endsOn: month(r.promo.endsOffset),
          deferredInterest: r.promo.deferredInterest,
        },
      }),
    })),
  );
const arbLumps = fc.array(
  fc
    .record({ amountCents: fc.integer({ min: -20_000, max: 300_000 }), offset: fc.integer({ min: -2, max: 72 }) })
    .map((l): LumpSum => ({ amountCents: l.amountCents, month: month(l.offset) })),
  { maxLength: 4 },
);
const arbStrategy = fc.constantFrom<Strategy>(
  "avalanche",
  "snowball",
  "highest_interest_cost",
  "cash_flow_index",
  "highest_utilization",
  "custom",
  "minimums",
);

/** One random case: a portfolio with promos and deferred interest, dated lump sums, an extra payment, a strategy. */
interface RandomCase {
  debts: DebtInput[];
  lumpSums: LumpSum[];
  extra: number;
  strategy: Strategy;
}

/** Checks `check` on `numRuns` random cases, stopping at the first failure. */
function forRandomCases(numRuns: number, check: (c: RandomCase) => void): void {
  fc.assert(
    fc.property(
      arbDebts,
      arbLumps,
      fc.integer({ min: 0, max: 60_000 }),
      arbStrategy,
      (debts, lumpSums, extra, strategy) => check({ debts, lumpSums, extra, strategy }),
    ),
    { numRuns, endOnFailure: true },
  );
}

/** The engine's plan for a random case, with its schedule; `customOrder` is the order a "custom" strategy pays in. */
function enginePlan({ debts, lumpSums, extra, strategy }: RandomCase, customOrder: string[] = []) {
  return computePlan({
    debts,
    strategy,
    extraPaymentCents: extra,
    startMonth: START,
    lumpSums,
    customOrder,
    includeSchedule: true,
  });
}

describe("the engine matches the reference", () => {
  it("on random portfolios with promos, deferred interest and lump sums", () => {
    forRandomCases(400, (c) => {
      const customOrder = [...c.debts.map((d) => d.id)].reverse();
      const plan = enginePlan(c, customOrder);
      const ref = referencePlan(c.debts, c.strategy, c.extra, c.lumpSums, customOrder);
      expect(plan.feasible).toBe(ref.paidOff);
      if (!plan.feasible) {
        // A plan that never pays off still states its promos: what the reference tallied and charged, and a payoff
        // month only when the reference has that one (a debt paid off by its promo's end always has it).
        const running = c.debts.filter((d) => d.promo && index(d.promo.endsOn) >= index(START));
        expect(plan.promos.map((p) => p.id)).toEqual(running.map((d) => d.id));
        for (const p of plan.promos) {
          expect(p.promo.atRiskCents).toBe(ref.atRisk[p.id] ?? 0);
          expect(p.promo.chargedCents).toBe(ref.charged[p.id] ?? 0);
          const paidOff = ref.payoff[p.id];
          if (p.payoffMonth !== null) expect(p.payoffMonth).toBe(paidOff);
          else expect(paidOff === undefined || paidOff > p.promo.endsInMonth).toBe(true);
        }
        return;
      }
      expect(plan.months).toBe(ref.months);
      expect(plan.totalInterestCents).toBe(ref.totalInterest);
      for (const d of plan.debts) {
        expect(d.payoffMonth).toBe(ref.payoff[d.id]);
        expect(d.promo?.chargedCents ?? 0).toBe(ref.charged[d.id] ?? 0);
      }
      expect(plan.schedule!.map((r) => r.totalPaymentCents)).toEqual(ref.monthPayments);
    });
  });
});

describe("invariants", () => {
  it("money is conserved, every month but the last pays its budget, balances never go below zero", () => {
    forRandomCases(300, (c) => {
      const result = enginePlan(c);
      if (!result.feasible) return;
      const rows = result.schedule!;
      const paid = rows.reduce((s, r) => s + r.totalPaymentCents, 0);
      const interest = rows.reduce((s, r) => s + r.totalInterestCents, 0);
      expect(paid).toBe(result.startingBalanceCents + result.totalInterestCents);
      expect(interest).toBe(result.totalInterestCents);
      expect(result.totalPaidCents).toBe(result.startingBalanceCents + result.totalInterestCents);
      const budgets = referencePlan(c.debts, c.strategy, c.extra, c.lumpSums).monthBudgets;
      rows.slice(0, -1).forEach((r, k) => {
        if (c.strategy !== "minimums") expect(r.totalPaymentCents).toBe(budgets[k]);
      });
      for (const r of rows) for (const e of r.perDebt) expect(e.balanceCents).toBeGreaterThanOrEqual(0);
    });
  });

  it("a 0% promo never charges interest before its end, and deferred interest is charged exactly once or never", () => {
    forRandomCases(300, (c) => {
      const result = enginePlan(c);
      if (!result.feasible) return;
      for (const outcome of result.debts) {
        const debt = c.debts.find((d) => d.id === outcome.id)!;
        const entries = result.schedule!.flatMap((r) =>
          r.perDebt.filter((e) => e.id === debt.id).map((e) => ({ month: r.month, e })),
        );
        if (debt.promo?.aprPercent === 0) {
          for (const { month: m, e } of entries)
            if (outcome.promo && m <= outcome.promo.endsInMonth) expect(e.interestCents).toBe(0);
        }
        const charges = entries.filter(({ e }) => e.deferredInterestCents !== undefined);
        expect(charges.length).toBeLessThanOrEqual(1);
        const promo = outcome.promo;
        if (!promo?.deferredInterest) {
          expect(charges).toHaveLength(0);
          continue;
        }
        const leftAfterPromo = outcome.payoffMonth > promo.endsInMonth;
        expect(promo.chargedCents).toBe(leftAfterPromo ? promo.atRiskCents : 0);
        expect(charges.length).toBe(leftAfterPromo && promo.atRiskCents > 0 ? 1 : 0);
        if (charges.length)
          expect(charges[0]!).toMatchObject({
            month: promo.endsInMonth + 1,
            e: { deferredInterestCents: promo.atRiskCents },
          });
      }
    });
  });
});
