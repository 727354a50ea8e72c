/**
 * Forecasting's pure rules (lib/progress/forecast.ts): the actual pace over the last three full months (fewer when
 * tracking started later) and the debt-free date at that pace against the saved plan's.
 */
import { computePlan, type DebtInput } from "@/lib/payoff";
import { DEFAULT_PLAN, type PlanChoice } from "@/lib/plan/this-month";
import {
  belowMinimumsNote,
  forecastGapSentence,
  forecastTableRows,
} from "@/app/(app)/dashboard/_components/forecast-summary";
import { actualPace, forecast, MAX_FORECAST_MONTHS, type Pace } from "@/lib/progress/forecast";

const TODAY = "2026-05-20";
const MAY = { year: 2026, month: 5 };

const payments = [
  { day: "2026-01-31", cents: 99_900 }, // before the window: never counted
  { day: "2026-02-01", cents: 30_000 },
  { day: "2026-02-15", cents: 30_000 },
  { day: "2026-03-10", cents: 50_000 },
  { day: "2026-04-30", cents: 70_000 },
  { day: "2026-05-02", cents: 99_900 }, // this month: not a full month yet
];

describe("actualPace", () => {
  it("averages the last three full months when tracking started before them", () => {
    expect(actualPace(payments, "2025-11-03", TODAY)).toEqual({
      monthlyCents: 60_000,
      months: ["2026-02", "2026-03", "2026-04"],
    });
  });

  it("divides by two months when tracking started two months ago (the month it started counts whole)", () => {
    expect(actualPace(payments, "2026-03-25", TODAY)).toEqual({ monthlyCents: 60_000, months: ["2026-03", "2026-04"] });
  });

  it("divides by one month when tracking started last month", () => {
    expect(actualPace(payments, "2026-04-12", TODAY)).toEqual({ monthlyCents: 70_000, months: ["2026-04"] });
  });

  it("has no pace without a full month of history, or without any debt or payment", () => {
    expect(actualPace(payments, "2026-05-01", TODAY)).toEqual({ monthlyCents: null, months: [] });
    expect(actualPace([], null, TODAY)).toEqual({ monthlyCents: null, months: [] });
  });

  it("rounds a third of a cent half up and crosses a year end", () => {
    const rows = [
      { day: "2025-11-05", cents: 100 },
      { day: "2025-12-31", cents: 0 },
    ];
    expect(actualPace(rows, "2025-01-01", "2026-01-02")).toEqual({
      monthlyCents: 33,
      months: ["2025-10", "2025-11", "2025-12"],
    });
    expect(actualPace([{ day: "2025-12-01", cents: 200 }], "2025-01-01", "2026-01-02").monthlyCents).toBe(67);
  });
});

/** $1,200 at 0 %, $100 minimum: paid $100/month it is gone in 12 months, no interest, easy to check on paper. */
const flat: DebtInput = { id: "flat", name: "Flat", balanceCents: 120_000, aprPercent: 0, minPaymentCents: 10_000 };
/** $5,000 at 24 %, $150 minimum. */
const card: DebtInput = { id: "card", name: "Card", balanceCents: 500_000, aprPercent: 24, minPaymentCents: 15_000 };

const pace = (monthlyCents: number | null): Pace => ({
  monthlyCents,
  months: monthlyCents === null ? [] : ["2026-02", "2026-03", "2026-04"],
});
/** The plan whose budget is the debts' minimums plus `extraPaymentCents` (docs/payoff.md "The saved plan"). */
const plan = (
  { extraPaymentCents = 0, ...change }: Partial<PlanChoice> & { extraPaymentCents?: number },
  debts: readonly DebtInput[] = [card],
): PlanChoice => ({
  ...DEFAULT_PLAN,
  monthlyBudgetCents: extraPaymentCents + debts.reduce((sum, d) => sum + d.minPaymentCents, 0),
  ...change,
});

describe("forecast", () => {
  it("is behind when the pace is slower than the plan, by months and by interest", () => {
    const answer = forecast({
      debts: [card],
      plan: plan({ extraPaymentCents: 35_000 }, [card]),
      month: MAY,
      pace: pace(30_000),
    });
    const planned = computePlan({ debts: [card], strategy: "avalanche", extraPaymentCents: 35_000, startMonth: MAY });
    const atPace = computePlan({ debts: [card], strategy: "avalanche", extraPaymentCents: 15_000, startMonth: MAY });
    if (!planned.feasible || !atPace.feasible) throw new Error("expected feasible runs");
    expect(answer.status).toBe("behind");
    expect(answer.plan).toEqual({
      debtFreeDate: planned.debtFreeDate,
      months: planned.months,
      totalInterest: (planned.totalInterestCents / 100).toFixed(2),
      monthlyBudget: "500.00",
    });
    expect(answer.atPace).toEqual({
      debtFreeDate: atPace.debtFreeDate,
      months: atPace.months,
      totalInterest: (atPace.totalInterestCents / 100).toFixed(2),
      monthlyBudget: "300.00",
    });
    expect(answer.gapMonths).toBe(atPace.months - planned.months);
    expect(answer.gapMonths).toBeGreaterThan(0);
    expect(answer.gapInterest).toBe(((atPace.totalInterestCents - planned.totalInterestCents) / 100).toFixed(2));
    expect(Number(answer.gapInterest)).toBeGreaterThan(0);
    expect(answer.pace).toEqual({
      monthly: "300.00",
      months: 3,
      from: "2026-02",
      through: "2026-04",
      minimums: "150.00",
      belowMinimums: false,
    });
    expect(answer.startingBalance).toBe("5000.00");
    expect(answer.startMonth).toBe("2026-05");
    // The series runs to the later payoff; the plan's line stays at 0 after its own.
    expect(answer.series).toHaveLength(atPace.months);
    expect(answer.series[0]!.month).toBe("2026-05");
    expect(answer.series.at(-1)).toEqual({ month: atPace.debtFreeDate, plan: "0.00", atPace: "0.00" });
  });

  it("is ahead, with a negative interest gap, when the pace beats the plan", () => {
    const answer = forecast({
      debts: [flat],
      plan: plan({ extraPaymentCents: 10_000 }, [flat]),
      month: MAY,
      pace: pace(30_000),
    });
    expect(answer.plan).toMatchObject({ months: 6, debtFreeDate: "2026-10", monthlyBudget: "200.00" });
    expect(answer.atPace).toMatchObject({ months: 4, debtFreeDate: "2026-08", monthlyBudget: "300.00" });
    expect(answer.gapMonths).toBe(-2);
    expect(answer.gapInterest).toBe("0.00");
    expect(answer.status).toBe("ahead");
    expect(answer.series.map((m) => [m.plan, m.atPace])).toEqual([
      ["1000.00", "900.00"],
      ["800.00", "600.00"],
      ["600.00", "300.00"],
      ["400.00", "0.00"],
      ["200.00", "0.00"],
      ["0.00", "0.00"],
    ]);

    const cheaper = forecast({ debts: [card], plan: plan({}, [card]), month: MAY, pace: pace(40_000) });
    expect(cheaper.status).toBe("ahead");
    expect(Number(cheaper.gapInterest)).toBeLessThan(0);
  });

  it("is on pace at the plan's own budget", () => {
    const answer = forecast({
      debts: [flat, card],
      plan: plan({ extraPaymentCents: 5_000 }, [flat, card]),
      month: MAY,
      pace: pace(30_000),
    });
    expect(answer.gapMonths).toBe(0);
    expect(answer.gapInterest).toBe("0.00");
    expect(answer.status).toBe("on_pace");
  });

  it("leaves the plan's lump sums out of the pace run and keeps them in the plan run", () => {
    const withLump = plan({
      extraPaymentCents: 10_000,
      lumpSums: [{ amountCents: 40_000, month: { year: 2026, month: 6 } }],
    });
    const answer = forecast({ debts: [flat], plan: withLump, month: MAY, pace: pace(20_000) });
    // Plan: 200 + 400 in June -> 1000, 400, 200, 0: four months. Pace: 200 a month, six.
    expect(answer.plan.months).toBe(4);
    expect(answer.atPace!.months).toBe(6);
    expect(answer.status).toBe("behind");
  });

  it("follows a custom order at the pace as well", () => {
    const small: DebtInput = {
      id: "small",
      name: "Small",
      balanceCents: 50_000,
      aprPercent: 5,
      minPaymentCents: 2_500,
    };
    const custom = plan({ strategy: "custom", customOrder: ["small", "card"] });
    const answer = forecast({ debts: [card, small], plan: custom, month: MAY, pace: pace(50_000) });
    const expected = computePlan({
      debts: [card, small],
      strategy: "custom",
      customOrder: ["small", "card"],
      extraPaymentCents: 50_000 - 17_500,
      startMonth: MAY,
    });
    expect(answer.atPace!.months).toBe(expected.feasible ? expected.months : -1);
  });

  it("forecasts paying the minimums when the pace is below them, and says so", () => {
    const answer = forecast({
      debts: [flat, card],
      plan: plan({ extraPaymentCents: 20_000 }, [flat, card]),
      month: MAY,
      pace: pace(12_000),
    });
    const minimums = computePlan({ debts: [flat, card], strategy: "minimums", startMonth: MAY });
    if (!minimums.feasible) throw new Error("expected a feasible minimums run");
    expect(answer.pace.belowMinimums).toBe(true);
    expect(answer.pace.minimums).toBe("250.00");
    expect(answer.atPace).toMatchObject({
      months: minimums.months,
      debtFreeDate: minimums.debtFreeDate,
      monthlyBudget: "250.00",
    });
    expect(answer.status).toBe("behind");
  });

  it("never pays off when the pace is below the interest, or nothing was paid", () => {
    const costly: DebtInput = {
      id: "costly",
      name: "Costly",
      balanceCents: 1_000_000,
      aprPercent: 30,
      minPaymentCents: 10_000,
    };
    for (const monthly of [0, 10_000]) {
      const answer = forecast({
        debts: [costly],
        plan: plan({ extraPaymentCents: 50_000 }, [costly]),
        month: MAY,
        pace: pace(monthly),
      });
      expect(answer.status).toBe("never_at_this_pace");
      expect(answer.atPace).toMatchObject({ debtFreeDate: null, months: null, totalInterest: null });
      expect(answer.gapMonths).toBeNull();
      expect(answer.gapInterest).toBeNull();
      expect(answer.plan.months).not.toBeNull();
      // The plan's line alone.
      expect(answer.series).toHaveLength(answer.plan.months!);
      expect(answer.series.every((m) => m.atPace === null && m.plan !== null)).toBe(true);
    }
  });

  it("has no pace run without history, but still answers the plan", () => {
    const answer = forecast({
      debts: [flat],
      plan: plan({}, [flat]),
      month: MAY,
      pace: { monthlyCents: null, months: [] },
    });
    expect(answer.status).toBe("not_enough_history");
    expect(answer.atPace).toBeNull();
    expect(answer.pace).toMatchObject({ monthly: null, months: 0, from: null, through: null });
    expect(answer.plan.months).toBe(12);
    expect(answer.series.every((m) => m.atPace === null)).toBe(true);
  });

  it("draws every month of a plan longer than thirty years, to the month it pays off", () => {
    const slow: DebtInput = {
      id: "slow",
      name: "Slow",
      balanceCents: 1_000_000,
      aprPercent: 0,
      minPaymentCents: 2_000,
    };
    const answer = forecast({ debts: [slow], plan: plan({}, [slow]), month: MAY, pace: pace(2_000) });
    expect(answer.plan.months).toBe(500);
    expect(answer.series).toHaveLength(500);
    expect(answer.series[359]).toMatchObject({ plan: "2800.00", atPace: "2800.00" });
    expect(answer.series.at(-1)).toMatchObject({ plan: "0.00", atPace: "0.00" });
    expect(answer.series.length).toBeLessThanOrEqual(MAX_FORECAST_MONTHS);
    // The table behind "Show the numbers" lists each year's end and the last month, not 500 rows.
    const rows = forecastTableRows(answer.series);
    expect(rows).toHaveLength(42);
    expect(rows[0]).toBe(answer.series[11]);
    expect(rows.at(-1)).toBe(answer.series[499]);
    // Up to thirty years it lists every month, as before.
    const short = answer.series.slice(0, 360);
    expect(forecastTableRows(short)).toBe(short);
  });

  it("answers zero months without open debts", () => {
    const answer = forecast({ debts: [], plan: plan({}, []), month: MAY, pace: pace(10_000) });
    expect(answer).toMatchObject({
      status: "on_pace",
      gapMonths: 0,
      gapInterest: "0.00",
      startingBalance: "0.00",
      series: [],
    });
    expect(answer.plan.months).toBe(0);
    // Nothing paid and nothing owed is no "never".
    expect(forecast({ debts: [], plan: plan({}, []), month: MAY, pace: pace(0) }).status).toBe("on_pace");
  });
});

describe("the Forecast card's sentences", () => {
  it("names the gap in months and dollars, and the pace", () => {
    const behind = forecast({
      debts: [card],
      plan: plan({ extraPaymentCents: 35_000 }, [card]),
      month: MAY,
      pace: pace(30_000),
    });
    const months = behind.gapMonths!;
    expect(forecastGapSentence(behind)).toBe(
      `${months} months later and $${Number(behind.gapInterest).toLocaleString("en-US", { minimumFractionDigits: 2 })} more interest than your plan at your pace of $300.00/month over the last 3 months.`,
    );
    const ahead = forecast({
      debts: [flat],
      plan: plan({ extraPaymentCents: 10_000 }, [flat]),
      month: MAY,
      pace: { monthlyCents: 30_000, months: ["2026-04"] },
    });
    expect(forecastGapSentence(ahead)).toBe(
      "2 months sooner than your plan at your pace of $300.00/month over last month.",
    );
    const same = forecast({
      debts: [flat],
      plan: plan({ extraPaymentCents: 10_000 }, [flat]),
      month: MAY,
      pace: pace(20_000),
    });
    expect(forecastGapSentence(same)).toBe(
      "The same debt-free month and interest as your plan at your pace of $200.00/month over the last 3 months.",
    );
    expect(belowMinimumsNote(same)).toBeNull();
  });

  it("says when the pace never pays off, is below the minimums, or is not known yet", () => {
    const never = forecast({ debts: [card], plan: plan({}, [card]), month: MAY, pace: pace(0) });
    expect(forecastGapSentence(never)).toMatch(
      /^At your pace of \$0\.00\/month over the last 3 months, your debts are never paid off/,
    );
    const below = forecast({ debts: [flat], plan: plan({}, [flat]), month: MAY, pace: pace(5_000) });
    expect(belowMinimumsNote(below)).toBe(
      "Your pace is below your minimum payments ($100.00/month), so this forecast assumes you pay the minimums.",
    );
    const none = forecast({
      debts: [flat],
      plan: plan({}, [flat]),
      month: MAY,
      pace: { monthlyCents: null, months: [] },
    });
    expect(forecastGapSentence(none)).toMatch(/full calendar month/);
  });
});
