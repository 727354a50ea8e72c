/**
 * Actual progress's pure rules (lib/progress/rules.ts): the months answered, month-end sums of ledger rows, the
 * baseline's month ends and the minimums-only line.
 */
import { monthlyInterestCents } from "@/lib/payoff";
import { MAX_PROGRESS_MONTHS, minimumsOnlyLine, monthEndTotals, monthRange, plannedAt } from "@/lib/progress/rules";

describe("monthRange", () => {
  it("runs from the first month through the last, across a year end", () => {
    expect(monthRange("2025-11", "2026-02")).toEqual(["2025-11", "2025-12", "2026-01", "2026-02"]);
    expect(monthRange("2026-02", "2026-02")).toEqual(["2026-02"]);
  });

  it("keeps only the latest months past the cap", () => {
    const months = monthRange("2010-01", "2026-02");
    expect(months).toHaveLength(MAX_PROGRESS_MONTHS);
    expect(months.at(-1)).toBe("2026-02");
    expect(months[0]).toBe("2016-03");
    expect(monthRange("2025-01", "2025-12", 3)).toEqual(["2025-10", "2025-11", "2025-12"]);
  });
});

describe("monthEndTotals", () => {
  const rows = [
    { day: "2026-03-02", cents: -15_000 }, // a payment, listed out of order
    { day: "2026-01-15", cents: 500_000 }, // the opening
    { day: "2026-02-01", cents: 6_250 }, // interest
    { day: "2026-02-28", cents: -15_000 },
    { day: "2026-03-01", cents: 6_081 },
  ];

  it("sums every row dated on or before each month's last day", () => {
    expect(monthEndTotals(rows, ["2026-01", "2026-02", "2026-03"])).toEqual([500_000, 491_250, 482_331]);
  });

  it("carries a month without rows, and counts rows before the first month answered", () => {
    expect(monthEndTotals(rows, ["2026-02", "2026-03", "2026-04"])).toEqual([491_250, 482_331, 482_331]);
  });

  it("is zero before any row", () => {
    expect(monthEndTotals(rows, ["2025-12"])).toEqual([0]);
    expect(monthEndTotals([], ["2026-01"])).toEqual([0]);
  });
});

describe("plannedAt", () => {
  const first = {
    startedOn: "2026-01-10",
    projection: { startMonth: "2026-01", totalBalanceCents: [300_000, 200_000, 100_000, 0] },
  };

  it("answers entry k+1 (the month's end) for month start+k, and the last entry past the end", () => {
    expect(plannedAt([first], "2026-01")).toBe(200_000);
    expect(plannedAt([first], "2026-02")).toBe(100_000);
    expect(plannedAt([first], "2026-03")).toBe(0);
    expect(plannedAt([first], "2027-06")).toBe(0);
  });

  it("is null before the first version, without one, and while the version in force never pays off (entry 0 only)", () => {
    expect(plannedAt([first], "2025-12")).toBeNull();
    expect(plannedAt([], "2026-01")).toBeNull();
    const never = { startedOn: "2026-01-03", projection: { startMonth: "2026-01", totalBalanceCents: [300_000] } };
    expect(plannedAt([never], "2026-01")).toBeNull();
  });

  it("draws each version from the month it began: a version of March takes over from March's end", () => {
    const second = {
      startedOn: "2026-03-12",
      projection: { startMonth: "2026-03", totalBalanceCents: [150_000, 120_000, 60_000, 0] },
    };
    expect(
      [["2026-01"], ["2026-02"], ["2026-03"], ["2026-04"], ["2026-06"]].map(([m]) => plannedAt([first, second], m!)),
    ).toEqual([200_000, 100_000, 120_000, 60_000, 0]);
  });
});

describe("minimumsOnlyLine", () => {
  const card = { id: "card", name: "Card", balanceCents: 100_000, aprPercent: 12, minPaymentCents: 10_000 };
  const loan = { id: "loan", name: "Loan", balanceCents: 50_000, aprPercent: 0, minPaymentCents: 20_000 };

  // Added on 20 January, due on the 15th: the ledger's first accrual day is 15 February.
  const lateJan = { openedOn: "2026-01-20", accrualDay: 15 };

  it("ends the opening month at the opening balance when the first accrual is next month, then pays the minimum each month after interest", () => {
    const line = minimumsOnlyLine([{ debt: card, ...lateJan }])!;
    const first = monthlyInterestCents(100_000, 1200);
    const second = monthlyInterestCents(100_000 + first - 10_000, 1200);
    expect(line.endCents("2025-12")).toBe(0);
    expect(line.endCents("2026-01")).toBe(100_000);
    expect(line.endCents("2026-02")).toBe(100_000 + first - 10_000);
    expect(line.endCents("2026-03")).toBe(100_000 + first + second - 20_000);
    // The interest of the accrual days that came: none before 15 February, one through 14 March, two on the 15th.
    expect(line.interestToDateCents("2026-02-14")).toBe(0);
    expect(line.interestToDateCents("2026-03-14")).toBe(first);
    expect(line.interestToDateCents("2026-03-15")).toBe(first + second);
    expect(line.endCents("2030-01")).toBe(0);
  });

  it("starts in the month the debt was added when its first accrual day is in that month (not a month late)", () => {
    const line = minimumsOnlyLine([{ debt: card, openedOn: "2026-01-05", accrualDay: 15 }])!;
    const first = monthlyInterestCents(100_000, 1200);
    expect(line.endCents("2026-01")).toBe(100_000 + first - 10_000);
    expect(line.interestToDateCents("2026-01-15")).toBe(first);
  });

  it("starts each debt in the month it was added and adds the debts up", () => {
    const line = minimumsOnlyLine([
      { debt: card, ...lateJan },
      { debt: loan, openedOn: "2026-02-20", accrualDay: 15 },
    ])!;
    const cardOnly = minimumsOnlyLine([{ debt: card, ...lateJan }])!;
    expect(line.endCents("2026-01")).toBe(cardOnly.endCents("2026-01"));
    expect(line.endCents("2026-02")).toBe(cardOnly.endCents("2026-02") + 50_000);
    expect(line.endCents("2026-03")).toBe(cardOnly.endCents("2026-03") + 30_000);
    expect(line.endCents("2026-05")).toBe(cardOnly.endCents("2026-05"));
  });

  it("charges a promo added after the debt only from its first month, deferred interest included", () => {
    // $1,000 at 12% (1% a month), $100 minimum, added in January; a 0% deferred-interest promo set later, running
    // April and May. By hand: Feb 1,000.00 + 10.00 - 100 = 910.00; Mar 910.00 + 9.10 - 100 = 819.10; Apr and May at
    // 0%: 719.10, 619.10, tallying 1% of 819.10 (8.19) and of 719.10 (7.19) = 15.38; June: 619.10 + 15.38 = 634.48,
    // + 6.34 interest - 100 = 540.82.
    const promo = { aprPercent: 0, endsOn: { year: 2026, month: 5 }, deferredInterest: true };
    const line = minimumsOnlyLine([{ debt: { ...card, promo }, ...lateJan, promoStartsOn: "2026-04" }])!;
    expect(["2026-02", "2026-03", "2026-04", "2026-05", "2026-06"].map(line.endCents)).toEqual([
      91_000, 81_910, 71_910, 61_910, 54_082,
    ]);
    expect(line.interestToDateCents("2026-05-31")).toBe(1_910);
    // Without a later start the promo runs from the first month, as it did for a debt added with it.
    const fromOpening = minimumsOnlyLine([{ debt: { ...card, promo }, ...lateJan, promoStartsOn: "2026-01" }])!;
    expect(fromOpening.endCents("2026-02")).toBe(90_000);
  });

  it("leaves out a debt whose opening is not above zero, and is null when minimums never pay a debt off", () => {
    const line = minimumsOnlyLine([{ debt: { ...loan, balanceCents: 0 }, ...lateJan }])!;
    expect(line.endCents("2026-03")).toBe(0);
    expect(minimumsOnlyLine([{ debt: { ...card, minPaymentCents: 500 }, ...lateJan }])).toBeNull();
  });
});
