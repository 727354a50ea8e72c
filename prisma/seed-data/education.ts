/**
 * Education hub articles (placeholder with one article; the full set replaces this file).
 * Ids are stable slugs: progress rows reference them.
 */
export type EducationArticleSeed = {
  /** Stable slug. */
  id: string;
  title: string;
  category: "debt_management" | "savings" | "investing" | "credit";
  difficulty: "beginner" | "intermediate" | "advanced";
  /** Minutes. */
  estimatedReadTime: number;
  tags: string[];
  content: string;
};

export const educationArticles: EducationArticleSeed[] = [
  {
    id: "avalanche-vs-snowball",
    title: "Avalanche vs. Snowball: Choosing a Payoff Order",
    category: "debt_management",
    difficulty: "beginner",
    estimatedReadTime: 4,
    tags: ["strategy", "avalanche", "snowball", "interest"],
    content: `Both methods start the same way: pay the minimum on every debt, every month. The difference is where any extra money goes.

## Avalanche: highest interest rate first
Put every extra dollar on the debt with the highest interest rate. When it is paid off, move its whole payment to the next-highest rate. Because the most expensive balance shrinks first, the avalanche always costs the least interest overall and is usually the fastest.

## Snowball: smallest balance first
Put every extra dollar on the debt with the smallest balance, whatever its rate. Small debts disappear quickly, and each one you close frees up its payment for the next. The early wins keep many people motivated.

## Which should you choose?
- If your rates differ a lot (say a 27% card and a 6% car loan), the avalanche can save real money.
- If your balances are similar in rate, or you have struggled to stick with a plan before, the snowball's quick wins may be worth a little extra interest.
- The best plan is the one you keep following. The calculator shows both, side by side, with your own numbers.

This is educational information, not financial advice.`,
  },
];
