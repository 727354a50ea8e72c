import {
  ASK_FOR_AMOUNT_TEXT,
  NO_DEBTS_TEXT,
  answerLocally,
  cantAnswer,
  composeAnswer,
  describeComparison,
  describeDebtDetail,
  describeDebtFree,
  describeHelp,
  describeInterestThisMonth,
  describePayFirst,
  describeThisMonth,
  exampleQuestions,
  describeExtraPayment,
  describeGoals,
  describeNextPayoff,
  describeProgress,
  describeStrategy,
  describeStreak,
  describeTotalDebt,
} from "@/lib/voice/answer";
import type { VoiceFacts } from "@/lib/voice/facts";
import { MATCH_THRESHOLD, matchIntent } from "@/lib/voice/intents";
import { C2_DEBTS_AND_STRATEGY, CREDIT_CARD, EMPTY, STUDENT_LOAN } from "@/tests/support/voice-facts";

// The local answer composer from fixed facts: exact sentences with the engine's numbers. The debts are
// docs/payoff.md's worked examples (C2: avalanche with $100 extra is 28 months and $524.01 of interest, Credit Card
// paid off in month 6; C6 never pays off), with plans starting in January 2026.

const BIG = { id: "big", name: "Big", balanceCents: 1_000_000, aprPercent: 24, minPaymentCents: 15_000 };

const C2: VoiceFacts = {
  ...EMPTY,
  ...C2_DEBTS_AND_STRATEGY,
  progress: {
    totalXP: 1250,
    currentLevel: 2,
    currentLevelName: "Budget Builder",
    nextLevelName: "Payment Pro",
    xpToNextLevel: 750,
    badgeCount: 3,
  },
  streak: { currentDays: 31, longestDays: 45 },
  goals: [
    { goalType: "emergency_fund", targetCents: 1_000_000, currentCents: 150_000, isCompleted: false },
    { goalType: "savings", targetCents: 500_000, currentCents: 500_000, isCompleted: true },
  ],
};

/** The same debts before any strategy was calculated or plan saved: the engine's pick (avalanche) and no extra. */
const C2_NO_STRATEGY: VoiceFacts = { ...C2, strategy: null, plan: null };
const C6: VoiceFacts = { ...EMPTY, debts: [BIG] };

describe("with debts, a strategy, a streak and goals (C2)", () => {
  it("total debt lists each debt with its balance", () => {
    expect(describeTotalDebt(C2)).toBe(
      "Your total debt is $8,500.00 across 2 debts: Credit Card at $1,000.00 and Student Loan at $7,500.00.",
    );
  });

  it("next payoff comes from the engine on the user's strategy and extra payment", () => {
    expect(describeNextPayoff(C2)).toBe(
      "Your next debt to be paid off is Credit Card, in June 2026, after 6 monthly payments on your avalanche plan with $100.00 extra a month. " +
        "You could be debt-free by April 2028.",
    );
  });

  it("strategy repeats the calculated plan", () => {
    expect(describeStrategy(C2)).toBe(
      "Your current strategy is avalanche, highest interest first, with $100.00 extra a month. " +
        "It pays off $8,500.00 in 28 months, by April 2028, with $524.01 in total interest. Put every extra dollar toward Credit Card first.",
    );
  });

  it("streak gives the current and the longest", () => {
    expect(describeStreak(C2)).toBe("Your payment streak is 31 days. Your longest was 45 days.");
  });

  it("goals read out each goal's progress", () => {
    expect(describeGoals(C2)).toBe(
      "You have 2 goals, 1 completed. Emergency Fund: $1,500.00 of $10,000.00, 15%. Savings: $5,000.00 of $5,000.00, completed.",
    );
  });

  it("progress gives XP, level and badges", () => {
    expect(describeProgress(C2)).toBe(
      "You have 1,250 XP and you're at level 2, Budget Builder. 750 more XP reaches level 3, Payment Pro. You've earned 3 badges.",
    );
  });

  it("an extra $200 is added on top of the plan's $100 and compared by the engine", () => {
    // $100 extra: 28 months, $524.01; $300 extra: 17 months (May 2027), $319.45.
    expect(describeExtraPayment(C2, 20_000)).toBe(
      "An extra $200.00 a month on top of the $100.00 you already add would save you $204.56 in interest " +
        "and make you debt-free 11 months sooner, by May 2027 instead of April 2028.",
    );
  });

  it("answerLocally matches the question and composes the answer with its score and intent", () => {
    expect(answerLocally("How much would an extra $200 a month save?", C2)).toEqual({
      response: describeExtraPayment(C2, 20_000),
      confidence: 0.95,
      executedAction: "extra_payment",
    });
    expect(answerLocally("what's my total debt", C2)).toEqual({
      response: describeTotalDebt(C2),
      confidence: 0.99,
      executedAction: "total_debt",
    });
    expect(answerLocally("what's the rate on my credit card", C2)).toEqual({
      response: "Credit Card's interest rate is 14.99% APR.",
      confidence: 0.84,
      executedAction: "debt_detail",
    });
  });

  it("help lists what it can answer; an extra payment with no amount asks for one", () => {
    expect(composeAnswer({ intent: "help", slots: {} }, C2)).toBe(describeHelp(C2));
    expect(describeHelp(C2)).toMatch(
      /^I can tell you what to pay first and why, a debt's balance, rate and payoff month, .* Try asking: /,
    );
    expect(composeAnswer({ intent: "extra_payment", slots: {} }, C2)).toBe(ASK_FOR_AMOUNT_TEXT);
  });
});

describe("the widened questions, from C2's facts to the cent", () => {
  it("what to pay first, and why", () => {
    expect(describePayFirst(C2)).toBe(
      "Pay Credit Card first on your avalanche plan with $100.00 extra a month: it has the highest interest rate, 14.99%, " +
        "so each extra dollar there saves the most interest. Keep paying the minimums on your other debts and put your $100.00 extra toward Credit Card.",
    );
    const snowball: VoiceFacts = {
      ...C2,
      plan: { strategy: "snowball", extraPaymentCents: 0, customOrder: null, lumpSums: [] },
    };
    expect(describePayFirst(snowball)).toBe(
      "Pay Credit Card first on your snowball plan: it has the smallest balance, $1,000.00, so it's gone soonest and its minimum frees up. " +
        "Keep paying the minimums on your other debts.",
    );
    const custom: VoiceFacts = {
      ...C2,
      plan: { strategy: "custom", extraPaymentCents: 5_000, customOrder: ["sl", "cc"], lumpSums: [] },
    };
    expect(describePayFirst(custom)).toBe(
      "Pay Student Loan first on your custom order plan with $50.00 extra a month: it's first in the order you chose. " +
        "Keep paying the minimums on your other debts and put your $50.00 extra toward Student Loan.",
    );
    const cost: VoiceFacts = {
      ...C2,
      plan: { strategy: "highest_interest_cost", extraPaymentCents: 0, customOrder: null, lumpSums: [] },
    };
    expect(describePayFirst(cost)).toMatch(
      /^Pay Student Loan first on your highest interest cost plan: it adds the most interest each month, \$29\.69\./,
    );
    // Highest utilization (docs/payoff.md "Target order"): the loan uses 93% of an $8,000 limit, the card 20% of $5,000.
    const limits: Record<string, number> = { cc: 500_000, sl: 800_000 };
    const utilization: VoiceFacts = {
      ...C2,
      debts: C2.debts.map((d) => ({ ...d, creditLimitCents: limits[d.id] })),
      plan: { strategy: "highest_utilization", extraPaymentCents: 0, customOrder: null, lumpSums: [] },
    };
    expect(describePayFirst(utilization)).toMatch(
      /^Pay Student Loan first on your highest utilization plan: it uses the largest share of its credit limit, 93%, and credit scores weigh how full your cards are\./,
    );
    // Without a limit the rest go by rate, as avalanche.
    expect(describePayFirst({ ...utilization, debts: C2.debts })).toMatch(
      /^Pay Credit Card first on your highest utilization plan: no debt with a credit limit comes before it, so the highest interest rate decides: 14\.99%\./,
    );
  });

  it("a named debt's balance, rate, payoff month, or all three", () => {
    expect(describeDebtDetail(C2, ["cc"], "balance")).toBe("Credit Card has a balance of $1,000.00.");
    expect(describeDebtDetail(C2, ["sl"], "rate")).toBe("Student Loan's interest rate is 4.75% APR.");
    expect(describeDebtDetail(C2, ["cc"], "payoff")).toBe(
      "Credit Card: On your avalanche plan with $100.00 extra a month it's paid off in June 2026, after 6 monthly payments.",
    );
    expect(describeDebtDetail(C2, ["cc"], "all")).toBe(
      "Credit Card has a balance of $1,000.00 at 14.99% APR. On your avalanche plan with $100.00 extra a month it's paid off in June 2026, after 6 monthly payments.",
    );
    // The plan's last payment month is the debt-free month (April 2028, docs/payoff.md's C2).
    expect(describeDebtDetail(C2, ["sl"], "payoff")).toContain(
      "it's paid off in April 2028, after 28 monthly payments.",
    );
    // An id that is not one of the user's debts is never read out.
    expect(describeDebtDetail(C2, ["someone-else"], "all")).toBe(cantAnswer(C2));
  });

  it("two debts compared: balance, rate, a month of interest, and which the plan pays first", () => {
    // $1,000.00 × 14.99% / 12 = $12.49; $7,500.00 × 4.75% / 12 = $29.6875 -> $29.69.
    expect(describeComparison(C2, ["sl", "cc"])).toBe(
      "Student Loan: $7,500.00 at 4.75% APR, $29.69 of interest a month. Credit Card: $1,000.00 at 14.99% APR, $12.49 of interest a month. " +
        "Student Loan costs more interest each month. Your avalanche plan with $100.00 extra a month pays Credit Card first.",
    );
    expect(describeComparison(C2, ["cc", "cc"])).toBe(cantAnswer(C2));
  });

  it("this month's interest: charged so far, to come, per debt", () => {
    expect(describeInterestThisMonth(C2)).toBe(
      "Your interest in January 2026 is $42.18: $12.49 charged so far and $29.69 still to come. By debt: Credit Card $12.49 and Student Loan $29.69.",
    );
    expect(describeInterestThisMonth(EMPTY)).toBe(NO_DEBTS_TEXT);
    const none: VoiceFacts = {
      ...C2,
      interest: [
        { debtId: "cc", chargedCents: 0, toComeCents: 0 },
        { debtId: "sl", chargedCents: 0, toComeCents: 0 },
      ],
    };
    expect(describeInterestThisMonth(none)).toBe("Your debts aren't charged any interest in January 2026.");
  });

  it("when debt-free, from the saved plan's own figures", () => {
    expect(describeDebtFree(C2)).toBe(
      "On your avalanche plan with $100.00 extra a month, you'll be debt-free in April 2028, 28 monthly payments from now, this month's included.",
    );
    expect(describeDebtFree({ ...C2, plan: null })).toMatch(
      /^On the default avalanche plan with no extra payment, you'll be debt-free in April 2028/,
    );
    expect(describeDebtFree(EMPTY)).toBe(NO_DEBTS_TEXT);
  });

  it("this month's to-do: planned, paid and left per debt", () => {
    expect(describeThisMonth(C2)).toBe(
      "In January 2026, on your avalanche plan with $100.00 extra a month, you pay $325.00: Credit Card $175.00 planned, $100.00 paid, $75.00 left; " +
        "Student Loan $150.00 planned, $0.00 paid, $150.00 left. $225.00 is left to pay.",
    );
    const done: VoiceFacts = {
      ...C2,
      thisMonth: {
        ...C2.thisMonth,
        debts: C2.thisMonth.debts.map((d) => ({ ...d, paidCents: d.plannedCents, remainingCents: 0 })),
      },
    };
    expect(describeThisMonth(done)).toMatch(/You've paid everything planned this month\.$/);
  });
});

describe("a question it cannot answer", () => {
  it("gets 'I can't answer that yet' and three examples with the user's own debt names, never another answer", () => {
    const reply = answerLocally("sing me a song", C2);
    expect(reply).toEqual({
      response: `I can't answer that yet. Try asking: "What's the balance on Credit Card?", "Compare Credit Card and Student Loan" or "What should I pay first?".`,
      confidence: 0,
      executedAction: null,
    });
    // Another user's debt name is not understood either.
    expect(answerLocally("what's the balance on secret loan", C2)).toMatchObject({
      response: cantAnswer(C2),
      executedAction: null,
    });
    expect(cantAnswer(EMPTY)).toBe(
      `I can't answer that yet. Try asking: "What's my total debt?", "How are my goals going?" or "What's my payment streak?".`,
    );
  });

  it("every example it offers is one it answers, for no, one and several debts", () => {
    for (const facts of [EMPTY, { ...EMPTY, debts: [CREDIT_CARD] }, C2]) {
      for (const question of exampleQuestions(facts)) {
        const match = matchIntent(question, facts.debts);
        expect(match.intent).not.toBeNull();
        expect(match.confidence).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
      }
    }
  });
});

describe("before a strategy is calculated", () => {
  it("plans with the engine's recommendation and no extra", () => {
    expect(describeNextPayoff(C2_NO_STRATEGY)).toBe(
      "Your next debt to be paid off is Credit Card, in March 2027, after 15 monthly payments on the avalanche plan I'd recommend. " +
        "You could be debt-free by June 2029.",
    );
    // No extra: 42 months, $804.66; $100 extra: 28 months, $524.01.
    expect(describeExtraPayment(C2_NO_STRATEGY, 10_000)).toBe(
      "An extra $100.00 a month would save you $280.65 in interest and make you debt-free 14 months sooner, by April 2028 instead of June 2029.",
    );
    expect(describeStrategy(C2_NO_STRATEGY)).toBe(
      "You haven't calculated a payoff strategy yet. Open the calculator to create your plan, and I can tell you all about it.",
    );
  });

  it("says honestly when the debts never get paid off, and what an extra payment changes (C6)", () => {
    const reason =
      "Your monthly payments of $150.00 never get ahead of the $200.00 of interest Big adds each month, so Big can never be paid off. " +
      "Pay more than that interest each month to get a debt-free date.";
    expect(describeNextPayoff(C6)).toBe(`Your debts never get paid off on the avalanche plan I'd recommend. ${reason}`);
    expect(describeExtraPayment(C6, 10_000)).toBe(
      "Right now your debts never get paid off. An extra $100.00 a month would change that: you could be debt-free by October 2032, " +
        "with $10,319.12 in total interest.",
    );
    expect(describeExtraPayment(C6, 1_000)).toMatch(
      /^Even with an extra \$10\.00 a month your debts never get paid off\. Your monthly payments of \$160\.00 /,
    );
  });
});

describe("edge cases", () => {
  it("answers every question sensibly for a brand-new user", () => {
    expect(describeTotalDebt(EMPTY)).toBe(NO_DEBTS_TEXT);
    expect(describeNextPayoff(EMPTY)).toBe(NO_DEBTS_TEXT);
    expect(describeExtraPayment(EMPTY, 20_000)).toBe(NO_DEBTS_TEXT);
    expect(describeStreak(EMPTY)).toBe("You don't have a payment streak yet. Log a payment to start one.");
    expect(describeGoals(EMPTY)).toBe(
      "You haven't set any financial goals yet. A good first goal is a $1,000 emergency fund.",
    );
    expect(describeProgress(EMPTY)).toBe(
      "You have 0 XP and you're at level 1, Debt Starter. 1,000 more XP reaches level 2, Budget Builder. Log a payment to earn your first badge.",
    );
  });

  it("one debt: all of it, and paying it off makes you debt-free", () => {
    const oneDebt: VoiceFacts = { ...EMPTY, debts: [CREDIT_CARD] };
    expect(describeTotalDebt(oneDebt)).toBe("Your total debt is $1,000.00, all on Credit Card.");
    expect(describeNextPayoff(oneDebt)).toMatch(
      /^Your next debt to be paid off is Credit Card, in [A-Z][a-z]+ 20\d\d, after \d+ monthly payments on the avalanche plan I'd recommend\. That makes you debt-free\.$/,
    );
  });

  it("more than three debts: the total and the largest", () => {
    const many: VoiceFacts = {
      ...EMPTY,
      debts: [
        CREDIT_CARD,
        STUDENT_LOAN,
        { id: "car", name: "Car", balanceCents: 1_234_567, aprPercent: 6.8, minPaymentCents: 30_000 },
        { id: "store", name: "Store card", balanceCents: 60_000, aprPercent: 22.9, minPaymentCents: 2_500 },
      ],
    };
    expect(describeTotalDebt(many)).toBe(
      "Your total debt is $21,445.67 across 4 debts. The largest is Car at $12,345.67.",
    );
  });

  it("a lapsed streak and a record streak", () => {
    expect(describeStreak({ ...EMPTY, streak: { currentDays: 0, longestDays: 40 } })).toBe(
      "Your payment streak has lapsed. Your longest streak was 40 days. Log a payment to start a new one.",
    );
    expect(describeStreak({ ...EMPTY, streak: { currentDays: 1, longestDays: 1 } })).toBe(
      "Your payment streak is 1 day, your longest yet. Keep it going!",
    );
  });

  it("a strategy that never pays off says so with its reason", () => {
    const never: VoiceFacts = {
      ...C6,
      strategy: {
        strategy: "snowball",
        recommended: "snowball",
        recommendedInterestCents: null,
        extraPaymentCents: 0,
        feasible: false,
        totalDebtCents: 1_000_000,
        totalInterestCents: null,
        payoffTimeMonths: null,
        debtFreeDate: null,
        infeasibleReason: "Big can never be paid off.",
        firstDebtName: "Big",
      },
    };
    expect(describeStrategy(never)).toBe(
      "Your current strategy is snowball, smallest balance first, but on these payments it never reaches a debt-free date. Big can never be paid off.",
    );
  });

  it("goals: a goal at 100% counts as completed, and only three are read out", () => {
    const goals: VoiceFacts = {
      ...EMPTY,
      goals: [
        { goalType: "investment", targetCents: 2_500_000, currentCents: 2_500_000, isCompleted: false },
        { goalType: "savings", targetCents: 300, currentCents: 100, isCompleted: false },
        { goalType: "emergency_fund", targetCents: 100_000, currentCents: 0, isCompleted: false },
        { goalType: "savings", targetCents: 100_000, currentCents: 5_000, isCompleted: false },
      ],
    };
    expect(describeGoals(goals)).toBe(
      "You have 4 goals, 1 completed. Investment: $25,000.00 of $25,000.00, completed. Savings: $1.00 of $3.00, 33%. " +
        "Emergency Fund: $0.00 of $1,000.00, 0%. And 1 more.",
    );
  });
});
