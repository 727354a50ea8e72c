/**
 * The saved plan's pure rules (lib/plan/this-month.ts): this month's split, the baseline, the outlook, the status.
 */
import type { DebtInput } from "@/lib/payoff";
import {
  DEFAULT_PLAN,
  effectiveOrder,
  namesEachOnce,
  overdueToday,
  parseBaseline,
  planStatus,
  projectFromMonthStart,
  projectFromToday,
  splitThisMonth,
  utilizationFromToday,
} from "@/lib/plan/this-month";
import type { Baseline, MonthDebt, PlanChoice } from "@/lib/plan/this-month";

const JAN = { year: 2026, month: 1 };

function debt(
  name: string,
  balance: string,
  aprPercent: number,
  min: string,
  paid = "0",
  dueDay: number | null = null,
): MonthDebt {
  const input: DebtInput = {
    id: name.toLowerCase().replace(/\s+/g, "-"),
    name,
    balanceCents: cents(balance),
    aprPercent,
    minPaymentCents: cents(min),
  };
  // No interest charged yet this month: the month started with today's balance plus what was paid.
  return {
    debt: input,
    dueDay,
    paidCents: cents(paid),
    startCents: input.balanceCents + cents(paid),
    trackedBeforeMonth: true,
    paidOffThisMonth: false,
    monthInterestCents: 0,
    interestToComeCents: 0,
  };
}

function cents(dollars: string): number {
  return Math.round(Number(dollars) * 100);
}

/** A plan with a monthly budget of `budget` dollars, every minimum included. */
const plan = (
  strategy: PlanChoice["strategy"],
  budget: string,
  customOrder: string[] = [],
  lumpSums: PlanChoice["lumpSums"] = [],
): PlanChoice => ({
  strategy,
  monthlyBudgetCents: cents(budget),
  customOrder,
  lumpSums,
});

// docs/payoff.md C2 and C4.
const C2 = () => [debt("Credit Card", "1000", 14.99, "75", "0", 5), debt("Student Loan", "7500", 4.75, "150", "0", 20)];
const C4 = () => [
  debt("X big", "3000", 19.99, "90"),
  debt("Y small", "1200", 19.99, "40"),
  debt("Z low", "2000", 7, "50"),
];

const amounts = (split: ReturnType<typeof splitThisMonth>) =>
  Object.fromEntries(split.debts.map((d) => [d.name, [d.planned, d.paid, d.remaining]]));

describe("splitThisMonth", () => {
  it("avalanche with a $300 extra: the target gets its minimum plus the extra, the others their minimums", () => {
    const split = splitThisMonth(C2(), plan("avalanche", "525"), JAN);
    expect(split.debts[0]).toEqual({
      debtId: "credit-card",
      name: "Credit Card",
      dueDay: 5,
      planned: "375.00",
      paid: "0.00",
      remaining: "375.00",
      paidOff: false,
    });
    expect(amounts(split)).toEqual({
      "Credit Card": ["375.00", "0.00", "375.00"],
      "Student Loan": ["150.00", "0.00", "150.00"],
    });
    expect(split).toMatchObject({ totalPlanned: "525.00", totalPaid: "0.00" });
  });

  it("plans from the month's starting balances, so paying does not move the plan; overpaying leaves 0 remaining", () => {
    // Today's balances after $100 and $200 were paid this month: the month started at 1000 and 7500.
    const debts = [debt("Credit Card", "900", 14.99, "75", "100"), debt("Student Loan", "7300", 4.75, "150", "200")];
    const split = splitThisMonth(debts, plan("avalanche", "525"), JAN);
    expect(amounts(split)).toEqual({
      "Credit Card": ["375.00", "100.00", "275.00"],
      "Student Loan": ["150.00", "200.00", "0.00"],
    });
    expect(split).toMatchObject({ totalPlanned: "525.00", totalPaid: "300.00" });
  });

  it("snowball targets the smallest balance; a custom order its first open debt (stale ids skipped)", () => {
    expect(amounts(splitThisMonth(C4(), plan("snowball", "280"), JAN))).toEqual({
      "X big": ["90.00", "0.00", "90.00"],
      "Y small": ["140.00", "0.00", "140.00"],
      "Z low": ["50.00", "0.00", "50.00"],
    });
    expect(amounts(splitThisMonth(C4(), plan("custom", "280", ["closed-debt", "z-low"]), JAN))).toEqual({
      "X big": ["90.00", "0.00", "90.00"],
      "Y small": ["40.00", "0.00", "40.00"],
      "Z low": ["150.00", "0.00", "150.00"],
    });
  });

  it("a target cleared this month passes the rest of the budget on in the same month, with its interest", () => {
    // Budget 285: Tiny's 40.00 + 0.40 interest is cleared, the remaining 244.60 goes to Card.
    const split = splitThisMonth(
      [debt("Tiny", "40", 12, "25"), debt("Card", "2000", 20, "60")],
      plan("snowball", "285"),
      JAN,
    );
    expect(amounts(split)).toEqual({ Tiny: ["40.40", "0.00", "40.40"], Card: ["244.60", "0.00", "244.60"] });
    expect(split.totalPlanned).toBe("285.00");
  });

  it("a plan that never pays off still plans this month's payment; no debts plan nothing", () => {
    expect(amounts(splitThisMonth([debt("Big", "10000", 24, "150")], DEFAULT_PLAN, JAN))).toEqual({
      Big: ["150.00", "0.00", "150.00"],
    });
    expect(splitThisMonth([], plan("avalanche", "300"), JAN)).toMatchObject({
      debts: [],
      totalPlanned: "0.00",
      totalPaid: "0.00",
      complete: true,
    });
  });
});

describe("splitThisMonth with the more orders and lump sums", () => {
  it("highest_interest_cost and cash_flow_index order the debts themselves (no custom order needed)", () => {
    // C4 with a $100 extra. Interest cost (balance x APR): X 3000 x 19.99 highest. Cash flow index (balance /
    // minimum): X 33.3, Y 30, Z 40, so Y first.
    expect(amounts(splitThisMonth(C4(), plan("highest_interest_cost", "280"), JAN))).toMatchObject({
      "X big": ["190.00", "0.00", "190.00"],
    });
    expect(amounts(splitThisMonth(C4(), plan("cash_flow_index", "280"), JAN))).toMatchObject({
      "Y small": ["140.00", "0.00", "140.00"],
    });
  });

  it("a lump sum dated this month goes to the target on top of the extra; another month's does not", () => {
    const feb = { year: 2026, month: 2 };
    const lumps = [
      { amountCents: 50_000, month: JAN },
      { amountCents: 20_000, month: feb },
    ];
    const split = splitThisMonth(C2(), plan("avalanche", "525", [], lumps), JAN);
    // Credit Card: 75 + 300 + 500 = 875.00 (its balance of 1,000.00 plus 12.49 interest is more).
    expect(amounts(split)).toEqual({
      "Credit Card": ["875.00", "0.00", "875.00"],
      "Student Loan": ["150.00", "0.00", "150.00"],
    });
    expect(split.totalPlanned).toBe("1025.00");
  });

  it("a negative lump sum (a tight month) lowers this month's extra, never below the minimums", () => {
    const split = splitThisMonth(C2(), plan("avalanche", "525", [], [{ amountCents: -100_000, month: JAN }]), JAN);
    expect(amounts(split)).toEqual({
      "Credit Card": ["75.00", "0.00", "75.00"],
      "Student Loan": ["150.00", "0.00", "150.00"],
    });
  });
});

describe("projectFromMonthStart and projectFromToday", () => {
  it("projects the total from the month's starting balance to 0, one entry per month", () => {
    const baseline = projectFromMonthStart(C2(), plan("avalanche", "325"), JAN)!;
    expect(baseline.startMonth).toBe("2026-01");
    expect(baseline.totalBalanceCents).toHaveLength(29); // docs/payoff.md C2: 28 months, plus the start
    expect(baseline.totalBalanceCents[0]).toBe(850_000);
    expect(baseline.totalBalanceCents.at(-1)).toBe(0);
    // Payments made this month before saving do not shift the start: it is the month's opening total.
    const paid = [debt("Credit Card", "900", 14.99, "75", "100"), debt("Student Loan", "7500", 4.75, "150")];
    expect(projectFromMonthStart(paid, plan("avalanche", "325"), JAN)).toEqual(baseline);
  });

  it("keeps only the start for a plan that never pays off, and nothing without debts", () => {
    expect(projectFromMonthStart([debt("Big", "10000", 24, "150")], DEFAULT_PLAN, JAN)).toEqual({
      startMonth: "2026-01",
      totalBalanceCents: [1_000_000],
    });
    expect(projectFromMonthStart([], DEFAULT_PLAN, JAN)).toBeNull();
  });

  it("dates debt freedom from today's balances; never and nothing owed have their own answers", () => {
    // The month's interest is still to come (as the engine's month 1 charges it): the same 28 months as C2.
    const withInterest = C2().map((d) => ({ ...d, interestToComeCents: d.debt.id === "credit-card" ? 1249 : 2969 }));
    expect(projectFromToday(withInterest, plan("avalanche", "325"), JAN)).toMatchObject({
      debtFreeDate: "2028-04",
      monthsLeft: 28,
    });
    const big = [{ ...debt("Big", "10000", 24, "150"), interestToComeCents: 20_000 }];
    expect(projectFromToday(big, DEFAULT_PLAN, JAN)).toMatchObject({ debtFreeDate: null, monthsLeft: null });
    expect(projectFromToday([], DEFAULT_PLAN, JAN)).toMatchObject({ debtFreeDate: null, monthsLeft: 0 });
  });
});

/** A position with no interest this month and nothing late. */
const at = (balanceCents: number) => ({ balanceCents, monthInterestCents: 0, overdue: false });

describe("planStatus", () => {
  // $10,000 at the start of January, $9,000 after one month, $8,000 after two, then paid off.
  const baseline: Baseline = { startMonth: "2026-01", totalBalanceCents: [1_000_000, 900_000, 800_000, 0] };

  it("is on track without a baseline", () => {
    expect(planStatus(null, JAN, at(123_456))).toBe("on_track");
  });

  it("is on track anywhere between the month's projected start and end, within 1% beyond them", () => {
    for (const actual of [1_000_000, 950_000, 900_000, 1_010_000, 891_000])
      expect(planStatus(baseline, JAN, at(actual))).toBe("on_track");
    expect(planStatus(baseline, JAN, at(1_010_001))).toBe("behind");
    expect(planStatus(baseline, JAN, at(890_999))).toBe("ahead");
  });

  it("moves with the months: February's range is $9,000 to $8,000", () => {
    const feb = { year: 2026, month: 2 };
    expect(planStatus(baseline, feb, at(900_000))).toBe("on_track");
    expect(planStatus(baseline, feb, at(950_000))).toBe("behind");
    expect(planStatus(baseline, feb, at(792_000))).toBe("on_track");
    expect(planStatus(baseline, feb, at(791_999))).toBe("ahead");
  });

  it("after the projected payoff, anything owed beyond $1 is behind; before the start, the start holds", () => {
    expect(planStatus(baseline, { year: 2026, month: 9 }, at(100))).toBe("on_track");
    expect(planStatus(baseline, { year: 2026, month: 9 }, at(101))).toBe("behind");
    expect(planStatus(baseline, { year: 2025, month: 12 }, at(1_000_000))).toBe("on_track");
    expect(planStatus(baseline, { year: 2025, month: 12 }, at(950_000))).toBe("ahead");
  });

  it("widens the month's range by this month's interest, charged or still to come", () => {
    // $100 of interest this month: $9,000 less it is where paying exactly the plan before the interest lands.
    expect(planStatus(baseline, JAN, { balanceCents: 890_000, monthInterestCents: 10_000, overdue: false })).toBe(
      "on_track",
    );
    expect(planStatus(baseline, JAN, { balanceCents: 1_010_000, monthInterestCents: 10_000, overdue: false })).toBe(
      "on_track",
    );
    expect(planStatus(baseline, JAN, { balanceCents: 870_000, monthInterestCents: 10_000, overdue: false })).toBe(
      "ahead",
    );
  });

  it("is behind when a planned payment is late, whatever the balance", () => {
    expect(planStatus(baseline, JAN, { balanceCents: 950_000, monthInterestCents: 0, overdue: true })).toBe("behind");
    expect(planStatus(null, JAN, { balanceCents: 950_000, monthInterestCents: 0, overdue: true })).toBe("behind");
  });

  it("measures a never-paying-off baseline against its start", () => {
    const flat: Baseline = { startMonth: "2026-01", totalBalanceCents: [1_000_000] };
    expect(planStatus(flat, { year: 2027, month: 1 }, at(995_000))).toBe("on_track");
    expect(planStatus(flat, { year: 2027, month: 1 }, at(900_000))).toBe("ahead");
    expect(planStatus(flat, { year: 2027, month: 1 }, at(1_020_000))).toBe("behind");
  });
});

describe("parseBaseline, effectiveOrder, namesEachOnce", () => {
  it("reads back only the baseline shape this module writes", () => {
    expect(parseBaseline({ startMonth: "2026-01", totalBalanceCents: [5, 0] })).toEqual({
      startMonth: "2026-01",
      totalBalanceCents: [5, 0],
    });
    for (const bad of [
      null,
      "x",
      {},
      { startMonth: "2026-13", totalBalanceCents: [1] },
      { startMonth: "2026-01", totalBalanceCents: [] },
      { startMonth: "2026-01", totalBalanceCents: [1.5] },
    ]) {
      expect(parseBaseline(bad)).toBeNull();
    }
  });

  it("orders by the saved custom order's open debts, then debts added since", () => {
    expect(effectiveOrder(plan("custom", "0", ["c", "gone", "a"]), ["a", "b", "c", "d"])).toEqual(["c", "a", "b", "d"]);
    expect(effectiveOrder(DEFAULT_PLAN, ["a", "b"])).toEqual(["a", "b"]);
  });

  it("accepts an order naming each id exactly once", () => {
    expect(namesEachOnce(["b", "a"], ["a", "b"])).toBe(true);
    expect(namesEachOnce([], [])).toBe(true);
    expect(namesEachOnce(["a"], ["a", "b"])).toBe(false);
    expect(namesEachOnce(["a", "a"], ["a", "b"])).toBe(false);
    expect(namesEachOnce(["a", "b", "x"], ["a", "b"])).toBe(false);
    expect(namesEachOnce(["a", "x"], ["a", "b"])).toBe(false);
  });
});

describe("overdueToday", () => {
  const debts = [debt("Card", "1000", 18, "50", "0", 10), debt("Loan", "5000", 5, "100", "0", 20)];
  const rows = (remaining: string[]) =>
    remaining.map((r, i) => ({
      debtId: String(i),
      name: "",
      dueDay: null,
      planned: "0.00",
      paid: "0.00",
      remaining: r,
      paidOff: false,
    }));

  it("a due day on or before today with something left to pay is late; a later one is not", () => {
    expect(overdueToday(debts, rows(["50.00", "100.00"]), 9)).toBe(false);
    expect(overdueToday(debts, rows(["50.00", "100.00"]), 10)).toBe(true);
    expect(overdueToday(debts, rows(["0.00", "100.00"]), 15)).toBe(false);
    expect(overdueToday(debts, rows(["0.00", "100.00"]), 20)).toBe(true);
  });

  it("nothing is late in the month a debt was added, nor without a due day", () => {
    const added = debts.map((d) => ({ ...d, trackedBeforeMonth: false }));
    expect(overdueToday(added, rows(["50.00", "100.00"]), 28)).toBe(false);
    const noDueDay = debts.map((d) => ({ ...d, dueDay: null }));
    expect(overdueToday(noDueDay, rows(["50.00", "100.00"]), 28)).toBe(false);
  });
});

describe("the monthly budget (docs/payoff.md example B1)", () => {
  // Card A $300 and Card B $1,000, both 0 %, minimums $100 and $40; a $200 budget ($60 extra), avalanche.
  const budget = plan("avalanche", "200");
  const a = (balance: string, paid = "0", start?: string) => ({
    ...debt("Card A", balance, 0, "100", paid),
    ...(start !== undefined && { startCents: cents(start) }),
  });
  const b = (balance: string, paid = "0") => debt("Card B", balance, 0, "40", paid);

  it("January plans $160 and $40; logging exactly that never moves the debt-free month (July 2026, 7 months)", () => {
    expect(amounts(splitThisMonth([a("300"), b("1000")], budget, JAN))).toEqual({
      "Card A": ["160.00", "0.00", "160.00"],
      "Card B": ["40.00", "0.00", "40.00"],
    });
    const before = projectFromToday([a("300"), b("1000")], budget, JAN);
    const after = projectFromToday([a("140", "160"), b("960", "40")], budget, JAN);
    expect(before).toMatchObject({ debtFreeDate: "2026-07", monthsLeft: 7 });
    expect(after).toMatchObject({ debtFreeDate: "2026-07", monthsLeft: 7 });
    expect(after.totalBalanceCents).toEqual(before.totalBalanceCents.map((c, i) => (i === 0 ? 110_000 : c)));
  });

  it("paying more moves the date earlier at once; paying part of the month keeps the rest planned", () => {
    expect(projectFromToday([a("0", "300"), b("960", "40")], budget, JAN)).toMatchObject({
      debtFreeDate: "2026-06",
      monthsLeft: 6,
    });
    // Only B's $40 so far: A's $160 is still to come this month.
    expect(projectFromToday([a("300"), b("960", "40")], budget, JAN)).toMatchObject({ debtFreeDate: "2026-07" });
  });

  it("in the month A is paid off its row stays, marked, and the month is complete once B's share is paid", () => {
    const feb = { year: 2026, month: 2 };
    const paidOffA = { ...a("0", "140", "140"), paidOffThisMonth: true };
    const split = splitThisMonth([paidOffA, b("900", "60")], budget, feb);
    expect(amounts(split)).toEqual({ "Card A": ["140.00", "140.00", "0.00"], "Card B": ["60.00", "60.00", "0.00"] });
    expect(split.debts[0]!.paidOff).toBe(true);
    expect(split).toMatchObject({ totalPlanned: "200.00", totalPaid: "200.00", complete: true });
    expect(splitThisMonth([paidOffA, b("960")], budget, feb).complete).toBe(false);
  });

  it("after the payoff the whole budget goes to B: its $40 minimum plus A's freed $100 and the $60 extra", () => {
    const mar = { year: 2026, month: 3 };
    expect(amounts(splitThisMonth([b("900")], budget, mar))).toEqual({ "Card B": ["200.00", "0.00", "200.00"] });
    expect(projectFromToday([b("900")], budget, mar)).toMatchObject({ debtFreeDate: "2026-07", monthsLeft: 5 });
  });
});

describe('utilizationFromToday (docs/product-rules.md "Credit limits and utilization")', () => {
  const withLimit = (d: MonthDebt, limit: string): MonthDebt => ({
    ...d,
    debt: { ...d.debt, creditLimitCents: cents(limit) },
  });
  const answer = (debts: MonthDebt[], choice: PlanChoice) =>
    utilizationFromToday(debts, choice, JAN, splitThisMonth(debts, choice, JAN));

  it("names the first projected month under 30% and under 10%, by hand", () => {
    // Card $2,000 of a $5,000 limit (40%), Loan $1,000 without a limit, both 0%; budget $650, avalanche: equal rates,
    // so the smaller balance (the loan) first. Jan: loan 550 -> 450, card 100 -> 1,900 (38%). Feb: loan 450 (paid
    // off), card 100 + the 100 left -> 1,700 (34%). Mar: card 650 -> 1,050 (21%). Apr: 400 (8%).
    const debts = [withLimit(debt("Card", "2000", 0, "100"), "5000"), debt("Loan", "1000", 0, "50")];
    expect(answer(debts, plan("avalanche", "650"))).toEqual({ percent: 40, under30: "2026-03", under10: "2026-04" });
  });

  it("already under a mark today; null without a limit", () => {
    const debts = [withLimit(debt("Card", "500", 0, "100"), "2500"), debt("Loan", "1000", 0, "50")];
    // The minimums alone: Jan 400 (16%), Feb 300 (12%), Mar 200 (8%).
    expect(answer(debts, plan("avalanche", "150"))).toEqual({ percent: 20, under30: "already", under10: "2026-03" });
    expect(answer([debt("Loan", "1000", 0, "50")], plan("avalanche", "150"))).toBeNull();
  });

  it("a plan that never pays off names no month after this one", () => {
    // $5,000 at 30% of a $5,000 limit with a $50 budget: this month ends at $4,950 (99%), then the engine never
    // pays it off, so no later month is claimed.
    const debts = [withLimit(debt("Card", "5000", 30, "50"), "5000")];
    expect(projectFromToday(debts, plan("avalanche", "50"), JAN).debtFreeDate).toBeNull();
    expect(answer(debts, plan("avalanche", "50"))).toEqual({ percent: 100, under30: null, under10: null });
  });
});
