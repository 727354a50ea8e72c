/** The built-in community challenges (SPEC section 9). Ids are stable: the UI joins them by id. */
export type ChallengeSeed = {
  id: string;
  title: string;
  description: string;
  challengeType: "savings" | "debt_reduction" | "spending";
  /** Decimal string in dollars; null when the challenge has no money target. */
  targetAmount: string | null;
  /** Days from joining to the end of the challenge. */
  duration: number;
  reward: string;
  /** The participant count the spec starts from, before any local user joins. */
  baseParticipants: number;
};

export const challenges: ChallengeSeed[] = [
  {
    id: "save-1000",
    title: "Save $1,000 in 30 Days",
    description:
      "Build a starter emergency fund by putting $1,000 aside within 30 days. Log what you save as you go; " +
      "about $34 a day gets you there.",
    challengeType: "savings",
    targetAmount: "1000.00",
    duration: 30,
    reward: "Badge + $50 gift card",
    baseParticipants: 247,
  },
  {
    id: "debt-free-month",
    title: "Debt-Free Month Challenge",
    description:
      "Go a whole month without adding to any debt: no new card balances, no new loans. Pay at least the minimum " +
      "on every debt and put anything extra toward your focus debt.",
    challengeType: "debt_reduction",
    targetAmount: null,
    duration: 30,
    reward: "Badge + financial planning session",
    baseParticipants: 183,
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
    reward: "Badge",
    baseParticipants: 412,
  },
];
