import type { VoiceIntent } from "@/lib/voice/intents";

// The coach engine's evaluation set (docs/product-rules.md "Voice assistant"): 40 questions, each asked three ways
// (plain; casual, with typos; long and wordy), with the intent each must match and the facts its answer must
// contain, read from the fixed portfolio that tests/integration/coach-eval.test.ts builds (four debts, a saved
// avalanche plan with $150 extra, payments logged). Figures are computed there from the routes and the payoff
// engine, never from the answer.

/** The portfolio's debts, by the name the questions use for them. */
export type EvalDebt = "Chase Freedom" | "Capital One Visa" | "Student Loan" | "Honda Car Loan";

/**
 * The fixed portfolio the set is asked against (tests/integration/coach-eval.test.ts, scripts/eval.ts): balances,
 * APRs and minimums in dollars; the promo debt is at 0% until five months from now.
 */
export const EVAL_PORTFOLIO: Record<EvalDebt, { balance: string; rate: string; min: string; promo?: boolean }> = {
  "Chase Freedom": { balance: "3200", rate: "22.99", min: "96", promo: true },
  "Capital One Visa": { balance: "1450", rate: "27.49", min: "45" },
  "Student Loan": { balance: "12000", rate: "5.5", min: "140" },
  "Honda Car Loan": { balance: "8600", rate: "6.9", min: "310" },
};

/** A change the what-if questions ask about, as the test runs it on the engine for the expected figures. */
export type EvalChange =
  | { change: "extra_per_month"; cents: number }
  | { change: "lump_sum"; cents: number; month: "next" | "april" | "2027-06" | "march" | "december" }
  | { change: "order"; strategy: "snowball" | "highest_interest_cost" | "cash_flow_index" | "highest_utilization" }
  | { change: "promo_ends"; debt: EvalDebt; monthsFromNow: number };

/** What an answer must contain, computed by the test from the portfolio. */
export type EvalExpect =
  | { kind: "this_month_total" }
  | { kind: "this_month_left" }
  | { kind: "debt_free" }
  | { kind: "interest_to_date"; debt?: EvalDebt }
  | { kind: "interest_over_plan" }
  | { kind: "what_if"; change: EvalChange }
  | { kind: "pay_next" }
  | { kind: "on_track" }
  | { kind: "promo"; debt?: EvalDebt }
  | { kind: "letter"; debt: EvalDebt };

export interface EvalQuestion {
  id: string;
  intent: VoiceIntent;
  /** Plain, casual with typos, long. */
  phrasings: [string, string, string];
  expect: EvalExpect;
}

const letter = (debt: EvalDebt, casual: string): EvalQuestion => ({
  id: `letter-${debt}`,
  intent: "negotiate",
  phrasings: [
    `Write a negotiation letter for ${debt}`,
    casual,
    `I would like to ask my lender to lower the interest rate on ${debt}, can you help me draft a letter for that?`,
  ],
  expect: { kind: "letter", debt },
});

const extra = (dollars: number, plain: string, casual: string, long: string): EvalQuestion => ({
  id: `extra-${dollars}`,
  intent: "extra_payment",
  phrasings: [plain, casual, long],
  expect: { kind: "what_if", change: { change: "extra_per_month", cents: dollars * 100 } },
});

export const COACH_EVAL: readonly EvalQuestion[] = [
  {
    id: "this-month",
    intent: "this_month",
    phrasings: [
      "What should I pay this month?",
      "wat do i need to pay this mnth",
      "Could you tell me exactly which payments I am supposed to make on my debts during this current month?",
    ],
    expect: { kind: "this_month_total" },
  },
  {
    id: "this-month-left",
    intent: "this_month",
    phrasings: [
      "What's left to pay this month?",
      "whats still left to pay this month",
      "After the payments I have already made, how much do I still have remaining to pay this month on my plan?",
    ],
    expect: { kind: "this_month_left" },
  },
  {
    id: "debt-free",
    intent: "debt_free",
    phrasings: [
      "When will I be debt-free?",
      "when am i gonna be debt free lol",
      "If I keep following the plan I saved, in which month will I finally be completely out of debt?",
    ],
    expect: { kind: "debt_free" },
  },
  {
    id: "debt-free-how-long",
    intent: "debt_free",
    phrasings: [
      "How long until I'm out of debt?",
      "how long til im out of debt",
      "Roughly how long is it going to take me until I have paid everything off and I am free of debts?",
    ],
    expect: { kind: "debt_free" },
  },
  {
    id: "interest-to-date",
    intent: "interest_to_date",
    phrasings: [
      "How much interest did I pay so far?",
      "how much intrest have i paid",
      "What is the total amount of interest I have paid on all of my debts since I started tracking them?",
    ],
    expect: { kind: "interest_to_date" },
  },
  {
    id: "interest-to-date-total",
    intent: "interest_to_date",
    phrasings: [
      "What's my interest paid to date?",
      "interst paid to date?",
      "Can you add up all of the interest that I have already been charged and paid up until now, please?",
    ],
    expect: { kind: "interest_to_date" },
  },
  ...(["Chase Freedom", "Capital One Visa", "Student Loan", "Honda Car Loan"] as const).map((debt): EvalQuestion => ({
    id: `interest-to-date-${debt}`,
    intent: "interest_to_date",
    phrasings: [
      `How much interest have I paid on ${debt} so far?`,
      `how much intrest has ${debt.split(" ")[0]!.toLowerCase()} cost me so far`,
      `Thinking only about my ${debt}, how much interest have I actually paid on it up to now?`,
    ],
    expect: { kind: "interest_to_date", debt },
  })),
  {
    id: "promo-chase",
    intent: "promo_end",
    phrasings: [
      "When does my Chase promo end?",
      "whens my chase promo end",
      "I remember getting a promotional rate on my Chase Freedom card, when exactly does that promotional rate expire?",
    ],
    expect: { kind: "promo", debt: "Chase Freedom" },
  },
  {
    id: "promo-capital-one",
    intent: "promo_end",
    phrasings: [
      "When does the promo on Capital One end?",
      "capital one promo end when",
      "Is there a promotional rate on my Capital One Visa, and if so, when does it run out?",
    ],
    expect: { kind: "promo", debt: "Capital One Visa" },
  },
  {
    id: "promo-any",
    intent: "promo_end",
    phrasings: [
      "When do my promos end?",
      "when do my promo rates expire",
      "Do any of my debts have an introductory or promotional rate, and when will those rates end?",
    ],
    expect: { kind: "promo" },
  },
  {
    id: "pay-next",
    intent: "pay_first",
    phrasings: [
      "What should I pay first?",
      "which debt shud i focus on first",
      "Out of all the debts that I have, which one should I prioritize paying off first, and why that one?",
    ],
    expect: { kind: "pay_next" },
  },
  {
    id: "pay-next-target",
    intent: "pay_first",
    phrasings: [
      "Which debt should I target?",
      "wich debt to attack first",
      "When I have a little extra money each month, which of my debts is the best one to put it toward first?",
    ],
    expect: { kind: "pay_next" },
  },
  {
    id: "on-track",
    intent: "on_track",
    phrasings: [
      "Am I on track with my plan?",
      "am i behind or ahead of my plan",
      "Compared with the plan that I saved, am I ahead of schedule, on track, or falling behind at the moment?",
    ],
    expect: { kind: "on_track" },
  },
  extra(
    100,
    "How much would an extra $100 a month save?",
    "what if i pay 100 bucks more each month",
    "If I managed to put an additional $100 toward my debts every single month, how much interest would I save?",
  ),
  extra(
    200,
    "What if I pay $200 extra every month?",
    "wat if i paid 200 dollars more per month",
    "Suppose I could add another $200 each month on top of my plan, how much sooner would I be done and what would it save?",
  ),
  extra(
    50,
    "How much would an extra $50 a month save?",
    "extra 50 bucks a month, what does that save",
    "If I cut back on some expenses and put an extra $50 per month toward my debt, what difference would that make?",
  ),
  extra(
    500,
    "What if I pay $500 more each month?",
    "wat if i put 500 dollars more monthly",
    "Let's say I got a raise and could pay an additional $500 every month, how much interest and time would that save?",
  ),
  extra(
    1000,
    "What would an extra $1,000 a month save?",
    "what if i paid 1k extra every month",
    "If I could somehow manage to pay an additional 1000 dollars every month, what would that do to my plan?",
  ),
  extra(
    75,
    "How much would an extra $75 a month save?",
    "75 bucks extra each month?",
    "Would adding an extra $75 each month to my debt payments make a real difference to my interest and payoff date?",
  ),
  extra(
    300,
    "What if I add $300 extra per month?",
    "if i pay 300 dollars more every month wat happens",
    "Imagine I increase my monthly payment by an additional $300 every month, how much would I save in interest?",
  ),
  {
    id: "lump-april",
    intent: "lump_sum",
    phrasings: [
      "What if I put a $1,200 bonus toward my debt in April?",
      "if i throw 1.2k at my debt in april",
      "I am expecting a tax refund of about 1200 dollars in April; what would happen if I paid it toward my debts then?",
    ],
    expect: { kind: "what_if", change: { change: "lump_sum", cents: 120_000, month: "april" } },
  },
  {
    id: "lump-next-month",
    intent: "lump_sum",
    phrasings: [
      "What if I pay a $500 lump sum next month?",
      "wat if i drop 500 dollars on it next month",
      "Suppose I make a one-time extra payment of $500 next month, how would that change when I am debt free?",
    ],
    expect: { kind: "what_if", change: { change: "lump_sum", cents: 50_000, month: "next" } },
  },
  {
    id: "lump-2027-06",
    intent: "lump_sum",
    phrasings: [
      "What if I pay a $2,000 lump sum in 2027-06?",
      "2k one time payment in june 2027?",
      "If I made a single one-off payment of $2,000 toward my debts in June 2027, what would that save me?",
    ],
    expect: { kind: "what_if", change: { change: "lump_sum", cents: 200_000, month: "2027-06" } },
  },
  {
    id: "lump-march",
    intent: "lump_sum",
    phrasings: [
      "What if I put a $3,000 bonus toward my debts in March?",
      "if i put 3k bonus on it in march",
      "My work bonus of $3,000 usually comes in March; what would paying all of it toward my debts in March do?",
    ],
    expect: { kind: "what_if", change: { change: "lump_sum", cents: 300_000, month: "march" } },
  },
  {
    id: "lump-december",
    intent: "lump_sum",
    phrasings: [
      "What if I pay a $750 lump sum in December?",
      "wat if i put 750 dollars one time in december",
      "If I use $750 of holiday money as a one-time payment toward my debts in December, what would change?",
    ],
    expect: { kind: "what_if", change: { change: "lump_sum", cents: 75_000, month: "december" } },
  },
  {
    id: "order-snowball",
    intent: "order_what_if",
    phrasings: [
      "What if I switched to snowball?",
      "wat if i used snowbal instead",
      "How would my payoff date and my total interest change if I switched my plan over to the snowball method?",
    ],
    expect: { kind: "what_if", change: { change: "order", strategy: "snowball" } },
  },
  {
    id: "order-cost",
    intent: "order_what_if",
    phrasings: [
      "What if I used highest interest cost instead?",
      "switch to highest interest cost order?",
      "Would switching my plan to the highest interest cost order save me money compared with the plan I have now?",
    ],
    expect: { kind: "what_if", change: { change: "order", strategy: "highest_interest_cost" } },
  },
  {
    id: "order-cash-flow",
    intent: "order_what_if",
    phrasings: [
      "What if I switched to cash flow index?",
      "wat if i use cash flow index instead",
      "If I changed to the cash flow index method instead of my current order, how would my plan change?",
    ],
    expect: { kind: "what_if", change: { change: "order", strategy: "cash_flow_index" } },
  },
  {
    id: "order-utilization",
    intent: "order_what_if",
    phrasings: [
      "What if I switched to highest utilization?",
      "try utilization order instead?",
      "If I went with the highest utilization approach instead of my current plan, what would it cost or save me?",
    ],
    expect: { kind: "what_if", change: { change: "order", strategy: "highest_utilization" } },
  },
  {
    id: "promo-ends-next-month",
    intent: "promo_what_if",
    phrasings: [
      "What if my Chase promo ended next month?",
      "wat if chase promo ends next month",
      "Suppose the promotional rate on my Chase Freedom card ended next month instead, how would that affect my plan?",
    ],
    expect: { kind: "what_if", change: { change: "promo_ends", debt: "Chase Freedom", monthsFromNow: 1 } },
  },
  {
    id: "interest-over-plan",
    intent: "interest_to_date",
    phrasings: [
      "How much interest have I paid in total?",
      "total intrest paid so far",
      "Looking back over everything, how much interest have I paid in total, and how much more will the plan cost me?",
    ],
    expect: { kind: "interest_over_plan" },
  },
  letter("Chase Freedom", "help me negotiate chase"),
  letter("Capital One Visa", "negotiaton letter capital one"),
  letter("Student Loan", "write letter to lower my rate on student loan"),
  letter("Honda Car Loan", "help me negotiate the honda"),
  {
    id: "this-month-due",
    intent: "this_month",
    phrasings: [
      "What do I need to pay this month?",
      "wats due this month",
      "Please remind me what payments are due this month according to the plan I saved, debt by debt.",
    ],
    expect: { kind: "this_month_total" },
  },
  {
    id: "debt-free-when",
    intent: "debt_free",
    phrasings: [
      "When will I pay off all my debts?",
      "when do i pay evrything off",
      "At the pace of my saved plan, when will I have paid off all of my debts completely?",
    ],
    expect: { kind: "debt_free" },
  },
];
