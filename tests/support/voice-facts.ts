import type { VoiceFacts } from "@/lib/voice/facts";

// Voice facts as lib/voice/facts.ts builds them, from docs/payoff.md's worked example C2 (avalanche with $100 extra is
// 28 months and $524.01 of interest, Credit Card paid off in month 6), with plans starting in January 2026.

export const CREDIT_CARD = {
  id: "cc",
  name: "Credit Card",
  balanceCents: 100_000,
  aprPercent: 14.99,
  minPaymentCents: 7_500,
};
export const STUDENT_LOAN = {
  id: "sl",
  name: "Student Loan",
  balanceCents: 750_000,
  aprPercent: 4.75,
  minPaymentCents: 15_000,
};

/** A new user: no debts, no strategy, no progress. */
export const EMPTY: VoiceFacts = {
  startMonth: { year: 2026, month: 1 },
  debts: [],
  strategy: null,
  progress: {
    totalXP: 0,
    currentLevel: 1,
    currentLevelName: "Debt Starter",
    nextLevelName: "Budget Builder",
    xpToNextLevel: 1000,
    badgeCount: 0,
  },
  streak: { currentDays: 0, longestDays: 0 },
  goals: [],
  plan: null,
  thisMonth: { month: { year: 2026, month: 1 }, debts: [], debtFreeMonth: null, monthsLeft: 0 },
  interest: [],
  interestPaid: { totalCents: 0, byDebt: [] },
  track: { month: { year: 2026, month: 1 }, actualCents: 0, plannedCents: null, interestSavedCents: null },
};

/** C2's debts with its saved avalanche strategy ($100 extra); progress, streak and goals are each test's own. */
export const C2_DEBTS_AND_STRATEGY: Pick<
  VoiceFacts,
  "startMonth" | "debts" | "strategy" | "plan" | "thisMonth" | "interest" | "interestPaid" | "track"
> = {
  startMonth: EMPTY.startMonth,
  debts: [CREDIT_CARD, STUDENT_LOAN],
  strategy: {
    strategy: "avalanche",
    recommended: "avalanche",
    recommendedInterestCents: 52_401,
    extraPaymentCents: 10_000,
    feasible: true,
    totalDebtCents: 850_000,
    totalInterestCents: 52_401,
    payoffTimeMonths: 28,
    debtFreeDate: "2028-04",
    infeasibleReason: null,
    firstDebtName: "Credit Card",
  },
  // Saved as calculated: avalanche with $100 extra.
  plan: { strategy: "avalanche", extraPaymentCents: 10_000, customOrder: null, lumpSums: [] },
  // January 2026 as lib/plan getThisMonth would answer after a $100 payment to the card: the card is the target
  // ($75 minimum + $100 extra), the loan gets its minimum.
  thisMonth: {
    month: { year: 2026, month: 1 },
    debts: [
      { debtId: "cc", name: "Credit Card", plannedCents: 17_500, paidCents: 10_000, remainingCents: 7_500 },
      { debtId: "sl", name: "Student Loan", plannedCents: 15_000, paidCents: 0, remainingCents: 15_000 },
    ],
    debtFreeMonth: { year: 2028, month: 4 },
    monthsLeft: 28,
  },
  // The card's January interest is charged ($1,000.00 at 14.99%: $12.49); the loan's is still to come ($29.69).
  interest: [
    { debtId: "cc", chargedCents: 1_249, toComeCents: 0 },
    { debtId: "sl", chargedCents: 0, toComeCents: 2_969 },
  ],
  // The $100 payment paid the card's charged interest first.
  interestPaid: { totalCents: 1_249, byDebt: [{ debtId: "cc", cents: 1_249 }] },
  // $8,500.00 + $12.49 interest - $100.00 paid, against a plan version expecting $8,425.00 at January's end.
  track: { month: { year: 2026, month: 1 }, actualCents: 841_249, plannedCents: 842_500, interestSavedCents: null },
};
