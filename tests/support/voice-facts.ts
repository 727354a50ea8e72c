import type { VoiceFacts } from "@/lib/voice/facts";

// Voice facts as lib/voice/facts.ts builds them, from docs/payoff.md's worked example C2 (avalanche with $100 extra is
// 28 months and $524.01 of interest, Credit Card paid off in month 6), with plans starting in January 2026.

export const CREDIT_CARD = { id: "cc", name: "Credit Card", balanceCents: 100_000, aprPercent: 14.99, minPaymentCents: 7_500 };
export const STUDENT_LOAN = { id: "sl", name: "Student Loan", balanceCents: 750_000, aprPercent: 4.75, minPaymentCents: 15_000 };

/** A new user: no debts, no strategy, no progress. */
export const EMPTY: VoiceFacts = {
  startMonth: { year: 2026, month: 1 },
  debts: [],
  strategy: null,
  progress: { totalXP: 0, currentLevel: 1, currentLevelName: "Debt Starter", nextLevelName: "Budget Builder", xpToNextLevel: 1000, badgeCount: 0 },
  streak: { currentDays: 0, longestDays: 0 },
  goals: [],
};

/** C2's debts with its saved avalanche strategy ($100 extra); progress, streak and goals are each test's own. */
export const C2_DEBTS_AND_STRATEGY: Pick<VoiceFacts, "startMonth" | "debts" | "strategy"> = {
  startMonth: EMPTY.startMonth,
  debts: [CREDIT_CARD, STUDENT_LOAN],
  strategy: {
    strategyType: "avalanche",
    extraPaymentCents: 10_000,
    feasible: true,
    totalDebtCents: 850_000,
    totalInterestCents: 52_401,
    payoffTimeMonths: 28,
    debtFreeDate: "2028-04",
    infeasibleReason: null,
    firstDebtName: "Credit Card",
  },
};
