import {
  BADGES,
  EMPTY_STREAK,
  LEVEL_NAMES,
  STREAK_MAX_GAP_DAYS,
  applyPaymentToStreak,
  badgeFor,
  challengeRewardText,
  isPaymentBadge,
  evaluateBadges,
  hasOnPlanRun,
  levelFor,
  paymentXp,
  requiredMinimumCents,
  streakAsOf,
  type BadgeContext,
  type MonthTotals,
  type StreakState,
} from "@/lib/gamification/rules";

/** Applies payments dated `dates` in order, from no streak. */
function streakAfter(dates: string[], start: StreakState = EMPTY_STREAK): StreakState {
  return dates.reduce(applyPaymentToStreak, start);
}

describe("payment XP", () => {
  it("is 10 plus 1 per whole $10, capped at 100", () => {
    expect(paymentXp(1)).toBe(10);
    expect(paymentXp(9_99)).toBe(10);
    expect(paymentXp(10_00)).toBe(11);
    expect(paymentXp(125_50)).toBe(22);
    expect(paymentXp(900_00)).toBe(100);
    expect(paymentXp(899_99)).toBe(99);
    expect(paymentXp(1_000_000_00)).toBe(100);
  });
});

describe("levels", () => {
  it("starts at level 1 with 1,000 XP to go", () => {
    expect(levelFor(0)).toEqual({
      currentLevel: 1,
      currentLevelName: "Debt Starter",
      nextLevelName: "Budget Builder",
      xpToNextLevel: 1000,
    });
  });

  it("changes level every 1,000 XP", () => {
    expect(levelFor(999)).toMatchObject({ currentLevel: 1, xpToNextLevel: 1 });
    expect(levelFor(1000)).toMatchObject({
      currentLevel: 2,
      currentLevelName: "Budget Builder",
      nextLevelName: "Payment Pro",
      xpToNextLevel: 1000,
    });
    expect(levelFor(2350)).toMatchObject({
      currentLevel: 3,
      currentLevelName: "Payment Pro",
      nextLevelName: "Debt Destroyer",
      xpToNextLevel: 650,
    });
    expect(levelFor(3000)).toMatchObject({
      currentLevel: 4,
      currentLevelName: "Debt Destroyer",
      nextLevelName: "Freedom Fighter",
    });
    expect(levelFor(4999)).toMatchObject({
      currentLevel: 5,
      currentLevelName: "Freedom Fighter",
      nextLevelName: "Debt-Free Legend",
    });
  });

  it("keeps the last name for every level past the list", () => {
    expect(levelFor(5000)).toMatchObject({
      currentLevel: 6,
      currentLevelName: "Debt-Free Legend",
      nextLevelName: "Debt-Free Legend",
    });
    expect(levelFor(123_456)).toMatchObject({
      currentLevel: 124,
      currentLevelName: LEVEL_NAMES.at(-1),
      xpToNextLevel: 544,
    });
  });

  it("treats negative or fractional XP sanely", () => {
    expect(levelFor(-50)).toMatchObject({ currentLevel: 1, xpToNextLevel: 1000 });
    expect(levelFor(1000.9)).toMatchObject({ currentLevel: 2, xpToNextLevel: 1000 });
  });
});

describe("payment streak", () => {
  it("starts at 1 with the first payment", () => {
    expect(streakAfter(["2025-01-15"])).toEqual({ currentDays: 1, longestDays: 1, lastPaymentDate: "2025-01-15" });
  });

  it("counts calendar days from the first payment of the streak to the latest, inclusive", () => {
    expect(streakAfter(["2025-01-01", "2025-01-31"])).toMatchObject({ currentDays: 31 });
    // Monthly on the 1st for a year: Jan 1 -> Dec 1 is 334 days apart, so 335 inclusive.
    const monthly = Array.from({ length: 12 }, (_, i) => `2025-${String(i + 1).padStart(2, "0")}-01`);
    expect(streakAfter(monthly)).toEqual({ currentDays: 335, longestDays: 335, lastPaymentDate: "2025-12-01" });
  });

  it("survives a gap of exactly 35 days and breaks after 36", () => {
    expect(STREAK_MAX_GAP_DAYS).toBe(35);
    expect(streakAfter(["2025-01-01", "2025-02-05"])).toMatchObject({ currentDays: 36, longestDays: 36 });
    expect(streakAfter(["2025-01-01", "2025-02-06"])).toEqual({
      currentDays: 1,
      longestDays: 1,
      lastPaymentDate: "2025-02-06",
    });
  });

  it("a late month (pay on the 1st, then the 5th of the next month) keeps it alive", () => {
    expect(streakAfter(["2025-01-01", "2025-02-05", "2025-03-01"])).toMatchObject({ currentDays: 60 });
  });

  it("restarts after a break but remembers the longest streak", () => {
    const s = streakAfter(["2025-01-01", "2025-01-31", "2025-03-01", "2025-06-01", "2025-06-11"]);
    // Jan 1 -> Mar 1 is one streak of 60 days; Jun 1 (92 days later) starts again; Jun 11 makes it 11.
    expect(s).toEqual({ currentDays: 11, longestDays: 60, lastPaymentDate: "2025-06-11" });
  });

  it("several payments on one day count once", () => {
    expect(streakAfter(["2025-01-01", "2025-01-01", "2025-01-01"])).toMatchObject({ currentDays: 1 });
    expect(streakAfter(["2025-01-01", "2025-01-10", "2025-01-10"])).toMatchObject({ currentDays: 10 });
  });

  it("a backdated payment neither breaks nor extends the streak", () => {
    const before = streakAfter(["2025-03-01", "2025-03-20"]);
    expect(applyPaymentToStreak(before, "2025-03-05")).toEqual(before);
    // Even one far older than the 35-day window.
    expect(applyPaymentToStreak(before, "2024-01-01")).toEqual(before);
    // And the streak goes on from the latest date afterwards.
    expect(streakAfter(["2025-03-05", "2025-04-10"], before)).toMatchObject({
      currentDays: 41,
      lastPaymentDate: "2025-04-10",
    });
  });

  it("shows 0 days once lapsed (more than 35 days since the latest payment), keeping the longest", () => {
    const s = streakAfter(["2025-01-01", "2025-01-31"]);
    expect(streakAsOf(s, "2025-01-31")).toEqual({ currentDays: 31, longestDays: 31 });
    expect(streakAsOf(s, "2025-03-07")).toEqual({ currentDays: 31, longestDays: 31 });
    expect(streakAsOf(s, "2025-03-08")).toEqual({ currentDays: 0, longestDays: 31 });
    expect(streakAsOf(EMPTY_STREAK, "2025-03-08")).toEqual({ currentDays: 0, longestDays: 0 });
  });

  it("crosses leap days and years correctly", () => {
    expect(streakAfter(["2024-02-28", "2024-03-01"])).toMatchObject({ currentDays: 3 });
    expect(streakAfter(["2024-12-31", "2025-01-01"])).toMatchObject({ currentDays: 2 });
  });
});

describe("on-plan months", () => {
  const debts = [
    { minPaymentCents: 100_00, closedOn: null },
    { minPaymentCents: 50_00, closedOn: "2025-03-14" },
  ];

  it("requires the minimums of debts still open at the start of the month", () => {
    expect(requiredMinimumCents(debts, "2025-02")).toBe(150_00);
    // Paid off in March: its minimum still counts in March, not from April on.
    expect(requiredMinimumCents(debts, "2025-03")).toBe(150_00);
    expect(requiredMinimumCents(debts, "2025-04")).toBe(100_00);
    expect(requiredMinimumCents([], "2025-04")).toBe(0);
  });

  const m = (month: string, paidCents: number, requiredCents = 150_00): MonthTotals => ({
    month,
    paidCents,
    requiredCents,
  });

  it("needs 3 consecutive calendar months each meeting the minimum", () => {
    expect(hasOnPlanRun([m("2025-01", 150_00), m("2025-02", 200_00), m("2025-03", 150_00)])).toBe(true);
    expect(hasOnPlanRun([m("2025-01", 150_00), m("2025-02", 149_99), m("2025-03", 150_00)])).toBe(false);
    // Not consecutive: January, February, April.
    expect(hasOnPlanRun([m("2025-01", 150_00), m("2025-02", 150_00), m("2025-04", 150_00)])).toBe(false);
    // Across a year end, in any order.
    expect(hasOnPlanRun([m("2025-01", 150_00), m("2024-11", 150_00), m("2024-12", 150_00)])).toBe(true);
  });

  it("never counts a month with nothing owed", () => {
    expect(hasOnPlanRun([m("2025-01", 0, 0), m("2025-02", 0, 0), m("2025-03", 0, 0)])).toBe(false);
  });
});

describe("badges", () => {
  const base: BadgeContext = {
    earned: new Set(),
    paymentCount: 2,
    totalPaidCents: 200_00,
    streak: { currentDays: 5, longestDays: 5, lastPaymentDate: "2025-01-05" },
    paymentCents: 100_00,
    debtMinPaymentCents: 100_00,
    closedDebtCount: 0,
    openDebtCount: 1,
    months: [],
  };
  const earn = (patch: Partial<BadgeContext>) => evaluateBadges({ ...base, ...patch });

  it("has a label, a description and XP for every code, with no duplicates", () => {
    expect(new Set(BADGES.map((b) => b.code)).size).toBe(BADGES.length);
    for (const b of BADGES) {
      expect(b.label.length).toBeGreaterThan(0);
      expect(b.description.length).toBeGreaterThan(0);
      // Challenge badges add no XP of their own: the completion event carries it (challengeRewardText).
      if (isPaymentBadge(b)) expect(b.xp).toBeGreaterThan(0);
      else expect(b.xp).toBe(0);
      expect(badgeFor(b.code)).toBe(b);
    }
    expect(badgeFor("no_such_badge")).toBeUndefined();
  });

  it("writes a challenge's reward line from its badge and the completion XP, and nothing else", () => {
    expect(challengeRewardText("challenge_no_spend_week")).toBe("No-Spend Champion badge + 200 XP");
    expect(challengeRewardText("challenge_save_1000")).toBe("Savings Sprinter badge + 200 XP");
    expect(challengeRewardText(null)).toBe("200 XP");
    expect(challengeRewardText("no_such_badge")).toBe("200 XP");
    // The payment rules never award a challenge badge.
    expect(earn({ paymentCount: 5, totalPaidCents: 30_000_00 }).filter((c) => c.startsWith("challenge_"))).toEqual([]);
  });

  it("first payment", () => {
    expect(earn({ paymentCount: 1, totalPaidCents: 100_00 })).toEqual(["first_payment"]);
    expect(earn({ earned: new Set(["first_payment"]) })).toEqual([]);
  });

  it("streak milestones at 30, 90, 180 and 365 days (longest streak)", () => {
    const at = (days: number) =>
      earn({
        earned: new Set(["first_payment"]),
        streak: { currentDays: 1, longestDays: days, lastPaymentDate: "2025-01-01" },
      });
    expect(at(29)).toEqual([]);
    expect(at(30)).toEqual(["streak_30"]);
    expect(at(90)).toEqual(["streak_30", "streak_90"]);
    expect(at(180)).toEqual(["streak_30", "streak_90", "streak_180"]);
    expect(at(365)).toEqual(["streak_30", "streak_90", "streak_180", "streak_365"]);
  });

  it("first debt closed, and every debt closed only when none is left open", () => {
    const earned = new Set(["first_payment"]);
    expect(earn({ earned, closedDebtCount: 1, openDebtCount: 2 })).toEqual(["first_debt_closed"]);
    expect(earn({ earned, closedDebtCount: 1, openDebtCount: 0 })).toEqual(["first_debt_closed", "all_debts_closed"]);
    expect(
      earn({ earned: new Set(["first_payment", "first_debt_closed"]), closedDebtCount: 3, openDebtCount: 0 }),
    ).toEqual(["all_debts_closed"]);
    expect(earn({ earned, closedDebtCount: 0, openDebtCount: 0 })).toEqual([]);
  });

  it("amount milestones at $1,000, $5,000, $10,000 and $25,000 paid in total", () => {
    const earned = new Set(["first_payment"]);
    expect(earn({ earned, totalPaidCents: 999_99 })).toEqual([]);
    expect(earn({ earned, totalPaidCents: 1_000_00 })).toEqual(["paid_1000"]);
    expect(earn({ earned: new Set([...earned, "paid_1000"]), totalPaidCents: 5_000_00 })).toEqual(["paid_5000"]);
    expect(earn({ earned, totalPaidCents: 25_000_00 })).toEqual(["paid_1000", "paid_5000", "paid_10000", "paid_25000"]);
  });

  it("on plan for 3 consecutive months", () => {
    const earned = new Set(["first_payment"]);
    const months = [
      { month: "2025-01", paidCents: 100_00, requiredCents: 100_00 },
      { month: "2025-02", paidCents: 100_00, requiredCents: 100_00 },
      { month: "2025-03", paidCents: 100_00, requiredCents: 100_00 },
    ];
    expect(earn({ earned, months })).toEqual(["on_plan_3_months"]);
    expect(earn({ earned, months: months.slice(0, 2) })).toEqual([]);
  });

  it("extra mile: one payment of at least twice that debt's minimum", () => {
    const earned = new Set(["first_payment"]);
    expect(earn({ earned, paymentCents: 199_99, debtMinPaymentCents: 100_00 })).toEqual([]);
    expect(earn({ earned, paymentCents: 200_00, debtMinPaymentCents: 100_00 })).toEqual(["extra_mile"]);
  });

  it("answers several new badges in catalogue order and never one already held", () => {
    const ctx: Partial<BadgeContext> = {
      paymentCount: 1,
      totalPaidCents: 1_500_00,
      paymentCents: 1_500_00,
      debtMinPaymentCents: 50_00,
      closedDebtCount: 1,
      openDebtCount: 0,
    };
    expect(earn(ctx)).toEqual(["first_payment", "first_debt_closed", "all_debts_closed", "paid_1000", "extra_mile"]);
    expect(earn({ ...ctx, earned: new Set(["first_payment", "paid_1000", "extra_mile"]) })).toEqual([
      "first_debt_closed",
      "all_debts_closed",
    ]);
  });
});
