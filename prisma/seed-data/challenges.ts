import type { ChallengeBadgeCode } from "../../lib/gamification/rules";

/** The built-in community challenges (docs/product-rules.md "Challenges"). Ids are stable: the UI joins them by id. */
export type ChallengeSeed = {
  id: string;
  title: string;
  description: string;
  challengeType: "savings" | "debt_reduction" | "spending";
  /** Decimal string in dollars; null when the challenge has no money target. */
  targetAmount: string | null;
  /** Days from joining to the end of the challenge. */
  duration: number;
  /**
   * The badge completing it awards (a ChallengeBadgeCode of lib/gamification/rules.ts). The reward line on the
   * card is written from it and the completion XP: a challenge promises nothing else
   * (docs/product-rules.md "Challenges").
   */
  badgeCode: ChallengeBadgeCode;
};

export const challenges: ChallengeSeed[] = [
  {
    id: "save-1000",
    title: "Save $1,000 in 30 Days",
    description:
      "Build a starter emergency fund by putting $1,000 aside within 30 days. Add what you save to your goals " +
      "as you go; about $34 a day gets you there.",
    challengeType: "savings",
    targetAmount: "1000.00",
    duration: 30,
    badgeCode: "challenge_save_1000",
  },
  {
    id: "debt-free-month",
    title: "Debt-Free Month Challenge",
    description:
      "Keep paying your debts down for a whole month: pay at least the minimum on every debt and put anything " +
      "extra toward your focus debt. Log your payments as you make them; the challenge completes after 30 days " +
      "when you logged at least one.",
    challengeType: "debt_reduction",
    targetAmount: null,
    duration: 30,
    badgeCode: "challenge_debt_free_month",
  },
  {
    id: "no-spend-week",
    title: "No-Spend Week",
    description:
      "Seven days with no non-essential spending. Rent, bills, groceries and transport are fine; takeout, " +
      "shopping and subscriptions are not. Check in each day you stick to it.",
    challengeType: "spending",
    targetAmount: null,
    duration: 7,
    badgeCode: "challenge_no_spend_week",
  },
];
