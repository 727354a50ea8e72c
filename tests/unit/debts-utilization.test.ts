import {
  debtUtilization,
  isUnder,
  overallUtilization,
  percentUsed,
  utilizationOutlook,
  utilizationOutlookText,
  type LimitedBalance,
  type ScheduledBalances,
} from "@/lib/debts/utilization";
import { computePlan, formatYearMonth, addMonthsToCalendarMonth, type DebtInput } from "@/lib/payoff";

// docs/product-rules.md "Credit limits and utilization".

describe("utilization of one debt and overall", () => {
  it("is balance / limit, rounded down to a whole percent; none without a limit", () => {
    expect(debtUtilization({ id: "a", balanceCents: 210_000, creditLimitCents: 500_000 })).toEqual({
      balanceCents: 210_000,
      limitCents: 500_000,
      percent: 42,
    });
    // 29.98% shows as 29, never as a rounded-up 30 next to "under 30%".
    expect(percentUsed(149_900, 500_000)).toBe(29);
    expect(percentUsed(600_000, 500_000)).toBe(120);
    expect(debtUtilization({ id: "b", balanceCents: 100 })).toBeNull();
    expect(debtUtilization({ id: "b", balanceCents: 100, creditLimitCents: null })).toBeNull();
  });

  it("overall is the sum of the balances of the debts with a limit over the sum of their limits", () => {
    const debts: LimitedBalance[] = [
      { id: "a", balanceCents: 400_000, creditLimitCents: 500_000 },
      { id: "b", balanceCents: 50_000, creditLimitCents: 1_000_000 },
      { id: "loan", balanceCents: 9_000_000, creditLimitCents: null },
    ];
    expect(overallUtilization(debts)).toEqual({ balanceCents: 450_000, limitCents: 1_500_000, percent: 30 });
    expect(overallUtilization([{ id: "loan", balanceCents: 5 }])).toBeNull();
  });

  it("compares the marks exactly: 30% is not under 30%", () => {
    expect(isUnder(300_000, 1_000_000, 30)).toBe(false);
    expect(isUnder(299_999, 1_000_000, 30)).toBe(true);
    expect(isUnder(99_999, 1_000_000, 10)).toBe(true);
    expect(isUnder(100_000, 1_000_000, 10)).toBe(false);
  });
});

describe("utilizationOutlook: the first scheduled month under 30% and under 10%", () => {
  const month = (m: string, perDebt: [string, number][]): ScheduledBalances => ({
    month: m,
    perDebt: perDebt.map(([id, balanceCents]) => ({ id, balanceCents })),
  });

  it("names the first month whose balances after payment are under each mark; a paid-off card counts at $0", () => {
    const debts: LimitedBalance[] = [
      { id: "a", balanceCents: 300_000, creditLimitCents: 500_000 },
      { id: "b", balanceCents: 100_000, creditLimitCents: 500_000 },
      { id: "loan", balanceCents: 800_000 },
    ];
    // 40% today. The loan's balance never counts; b is paid off in Feb and leaves the schedule, its limit stays.
    const schedule = [
      month("2027-01", [
        ["a", 290_000],
        ["b", 50_000],
        ["loan", 790_000],
      ]), // 34%
      month("2027-02", [
        ["a", 280_000],
        ["loan", 780_000],
      ]), // 28%
      month("2027-03", [
        ["a", 100_000],
        ["loan", 700_000],
      ]), // exactly 10%: not under
      month("2027-04", [
        ["a", 99_999],
        ["loan", 600_000],
      ]),
    ];
    const outlook = utilizationOutlook(debts, schedule)!;
    expect(outlook.now.percent).toBe(40);
    expect(outlook.under30).toBe("2027-02");
    expect(outlook.under10).toBe("2027-04");
    expect(utilizationOutlookText(outlook)).toBe(
      "By February 2027 your cards will be under 30% used, and under 10% by April 2027.",
    );
  });

  it("says already when today's figure is under a mark, and null when the schedule never gets there", () => {
    const debts: LimitedBalance[] = [{ id: "a", balanceCents: 200_000, creditLimitCents: 1_000_000 }];
    const outlook = utilizationOutlook(debts, [month("2027-01", [["a", 150_000]])])!;
    expect(outlook).toMatchObject({ under30: "already", under10: null });
    expect(utilizationOutlookText(outlook)).toBe("Your cards are already under 30% used.");

    const low = utilizationOutlook([{ id: "a", balanceCents: 5_000, creditLimitCents: 1_000_000 }], [])!;
    expect(low).toMatchObject({ under30: "already", under10: "already" });
    expect(utilizationOutlookText(low)).toBe(
      "Your cards are already under 10% used, the range credit scores reward most.",
    );

    // A plan that never pays off has no schedule: no date is claimed.
    const never = utilizationOutlook([{ id: "a", balanceCents: 900_000, creditLimitCents: 1_000_000 }], [])!;
    expect(never).toMatchObject({ under30: null, under10: null });
    expect(utilizationOutlookText(never)).toBe("");
  });

  it("is null without a debt that has a limit", () => {
    expect(utilizationOutlook([{ id: "loan", balanceCents: 100 }], [])).toBeNull();
  });

  it("over the engine's schedule: the named month is the first whose balances are under the mark", () => {
    const start = { year: 2027, month: 1 };
    const debts: DebtInput[] = [
      { id: "a", name: "A", balanceCents: 450_000, aprPercent: 24, minPaymentCents: 15_000, creditLimitCents: 500_000 },
      {
        id: "b",
        name: "B",
        balanceCents: 100_000,
        aprPercent: 12,
        minPaymentCents: 5_000,
        creditLimitCents: 1_000_000,
      },
    ];
    const plan = computePlan({
      debts,
      strategy: "avalanche",
      extraPaymentCents: 30_000,
      startMonth: start,
      includeSchedule: true,
    });
    if (!plan.feasible) throw new Error("feasible");
    const schedule = plan.schedule!.map((row) => ({
      month: formatYearMonth(addMonthsToCalendarMonth(start, row.month - 1)),
      perDebt: row.perDebt,
    }));
    const outlook = utilizationOutlook(debts, schedule)!;
    const total = (i: number) => schedule[i]!.perDebt.reduce((sum, e) => sum + e.balanceCents, 0);
    for (const mark of [30, 10] as const) {
      const named = outlook[mark === 30 ? "under30" : "under10"]!;
      const k = schedule.findIndex((row) => row.month === named);
      expect(k).toBeGreaterThanOrEqual(0);
      expect(total(k) * 100).toBeLessThan(mark * 1_500_000);
      if (k > 0) expect(total(k - 1) * 100).toBeGreaterThanOrEqual(mark * 1_500_000);
    }
  });
});
