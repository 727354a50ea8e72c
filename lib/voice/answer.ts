import { goalProgressPercent, goalTypeLabel } from "@/lib/goals/types";
import { formatUsd as usd } from "@/lib/payoff/money";
import type { CalendarMonth } from "@/lib/payoff";
import type { StrategyKind } from "@/lib/strategies/types";
import {
  extraPaymentFact,
  monthOf,
  nextPayoffFact,
  totalDebtFact,
  type PlanBasis,
  type VoiceFacts,
} from "./facts";
import { matchIntent, type IntentMatch, type VoiceIntent } from "./intents";

// The local answerer: the matched intent, answered from the user's facts in short sentences that read well
// aloud (the screen speaks every answer). Amounts are US dollars with cents, months are "June 2026". Every
// number comes from ./facts.ts; nothing here estimates.

export interface VoiceReply {
  response: string;
  confidence: number;
  /** The intent (local) or tool names (AI) that produced the answer. */
  executedAction: string;
}

export function answerLocally(query: string, facts: VoiceFacts): VoiceReply {
  const match = matchIntent(query);
  return { response: composeAnswer(match, facts), confidence: match.confidence, executedAction: match.intent };
}

export function composeAnswer(match: Pick<IntentMatch, "intent" | "slots">, facts: VoiceFacts): string {
  return ANSWERS[match.intent](facts, match.slots);
}

const ANSWERS: Record<VoiceIntent, (facts: VoiceFacts, slots: IntentMatch["slots"]) => string> = {
  total_debt: describeTotalDebt,
  next_payoff: describeNextPayoff,
  strategy: describeStrategy,
  streak: describeStreak,
  goals: describeGoals,
  progress: describeProgress,
  extra_payment: (facts, slots) => describeExtraPayment(facts, slots.extraPaymentCents),
  help: () => HELP_TEXT,
  fallback: () => FALLBACK_TEXT,
};

export const HELP_TEXT =
  "I can tell you your total debt, when your next debt will be paid off, your current strategy, your payment streak, " +
  "how your goals are going, your XP and level, and how much an extra monthly payment would save. " +
  "Try asking: how much would an extra $100 a month save?";

export const FALLBACK_TEXT = `Sorry, I didn't understand that. ${HELP_TEXT}`;

export const NO_DEBTS_TEXT =
  "You don't have any open debts tracked right now. Add your debts in the calculator and I can answer questions about them.";

export function describeTotalDebt(facts: VoiceFacts): string {
  const { totalCents, debts } = totalDebtFact(facts);
  if (debts.length === 0) return NO_DEBTS_TEXT;
  if (debts.length === 1) return `Your total debt is ${usd(totalCents)}, all on ${debts[0]!.name}.`;
  const opening = `Your total debt is ${usd(totalCents)} across ${debts.length} debts`;
  if (debts.length <= 3) return `${opening}: ${joinList(debts.map((d) => `${d.name} at ${usd(d.balanceCents)}`))}.`;
  const largest = debts.reduce((a, b) => (b.balanceCents > a.balanceCents ? b : a));
  return `${opening}. The largest is ${largest.name} at ${usd(largest.balanceCents)}.`;
}

export function describeNextPayoff(facts: VoiceFacts): string {
  const fact = nextPayoffFact(facts);
  switch (fact.kind) {
    case "no_debts":
      return NO_DEBTS_TEXT;
    case "unavailable":
      return `I couldn't work out your payoff plan: ${fact.reason}`;
    case "never":
      return `Your debts never get paid off ${planPhrase(fact.basis)}. ${fact.reason}`;
    case "plan": {
      const { next } = fact;
      const first =
        `Your next debt to be paid off is ${next.name}, in ${monthYear(next.month)}, ` +
        `after ${count(next.inMonths, "monthly payment")} ${planPhrase(fact.basis)}.`;
      if (fact.debtCount === 1) return `${first} That makes you debt-free.`;
      if (fact.months === next.inMonths) return `${first} All your other debts are paid off that month too.`;
      return `${first} You could be debt-free by ${monthYear(fact.debtFreeMonth)}.`;
    }
  }
}

export function describeStrategy(facts: VoiceFacts): string {
  const s = facts.strategy;
  if (!s) return "You haven't calculated a payoff strategy yet. Open the calculator to create your plan, and I can tell you all about it.";
  const opening = `Your current strategy is ${STRATEGY_NAMES[s.strategyType]}${extraClause(s.extraPaymentCents)}`;
  const debtFree = monthOf(s.debtFreeDate);
  if (!s.feasible || s.payoffTimeMonths === null || s.totalInterestCents === null || !debtFree) {
    return `${opening}, but on these payments it never reaches a debt-free date.${s.infeasibleReason ? ` ${s.infeasibleReason}` : ""}`;
  }
  const focus = s.firstDebtName ? ` Put every extra dollar toward ${s.firstDebtName} first.` : "";
  return (
    `${opening}. It pays off ${usd(s.totalDebtCents)} in ${count(s.payoffTimeMonths, "month")}, by ${monthYear(debtFree)}, ` +
    `with ${usd(s.totalInterestCents)} in total interest.${focus}`
  );
}

export function describeStreak(facts: VoiceFacts): string {
  const { currentDays, longestDays } = facts.streak;
  if (currentDays === 0 && longestDays === 0) return "You don't have a payment streak yet. Log a payment to start one.";
  if (currentDays === 0) {
    return `Your payment streak has lapsed. Your longest streak was ${count(longestDays, "day")}. Log a payment to start a new one.`;
  }
  if (currentDays >= longestDays) return `Your payment streak is ${count(currentDays, "day")}, your longest yet. Keep it going!`;
  return `Your payment streak is ${count(currentDays, "day")}. Your longest was ${count(longestDays, "day")}.`;
}

/** Goals read out one by one up to this many; the rest are counted. */
const GOALS_READ_OUT = 3;

export function describeGoals(facts: VoiceFacts): string {
  const { goals } = facts;
  if (goals.length === 0) return "You haven't set any financial goals yet. A good first goal is a $1,000 emergency fund.";
  const rows = goals.map((g) => {
    const percent = goalProgressPercent(g.currentCents, g.targetCents);
    // SPEC 4: a goal is completed when marked so or when its progress reaches 100%.
    const done = g.isCompleted || percent >= 100;
    return { done, text: `${goalTypeLabel(g.goalType)}: ${usd(g.currentCents)} of ${usd(g.targetCents)}, ${done ? "completed" : `${percent}%`}.` };
  });
  const completed = rows.filter((r) => r.done).length;
  const opening = `You have ${count(goals.length, "goal")}${completed > 0 ? `, ${completed} completed` : ""}.`;
  const more = goals.length > GOALS_READ_OUT ? ` And ${goals.length - GOALS_READ_OUT} more.` : "";
  return [opening, ...rows.slice(0, GOALS_READ_OUT).map((r) => r.text)].join(" ") + more;
}

export function describeProgress(facts: VoiceFacts): string {
  const p = facts.progress;
  const nextLevel = `level ${p.currentLevel + 1}${p.nextLevelName !== p.currentLevelName ? `, ${p.nextLevelName}` : ""}`;
  const badges = p.badgeCount === 0 ? "Log a payment to earn your first badge." : `You've earned ${count(p.badgeCount, "badge")}.`;
  return (
    `You have ${integer.format(p.totalXP)} XP and you're at level ${p.currentLevel}, ${p.currentLevelName}. ` +
    `${integer.format(p.xpToNextLevel)} more XP reaches ${nextLevel}. ${badges}`
  );
}

export const ASK_FOR_AMOUNT_TEXT = "Tell me an amount, for example: how much would an extra $100 a month save?";

export function describeExtraPayment(facts: VoiceFacts, extraCents: number | undefined): string {
  if (extraCents === undefined) return ASK_FOR_AMOUNT_TEXT;
  const fact = extraPaymentFact(facts, extraCents);
  if (fact.kind === "no_debts") return NO_DEBTS_TEXT;
  if (fact.kind === "unavailable") return `I couldn't work that out: ${fact.reason}`;

  const { before, after, saved, basis } = fact;
  const extra = `An extra ${usd(extraCents)} a month${basis.extraPaymentCents > 0 ? ` on top of the ${usd(basis.extraPaymentCents)} you already add` : ""}`;
  if (!after.feasible) return `Even with an extra ${usd(extraCents)} a month your debts never get paid off. ${after.reason}`;
  if (!before.feasible) {
    return (
      `Right now your debts never get paid off. ${extra} would change that: you could be debt-free by ` +
      `${monthYear(after.debtFreeMonth)}, with ${usd(after.totalInterestCents)} in total interest.`
    );
  }
  const interest = saved && saved.interestCents > 0 ? saved.interestCents : 0;
  const months = saved && saved.months > 0 ? saved.months : 0;
  const sooner = `debt-free ${count(months, "month")} sooner, by ${monthYear(after.debtFreeMonth)} instead of ${monthYear(before.debtFreeMonth)}`;
  if (interest > 0 && months > 0) return `${extra} would save you ${usd(interest)} in interest and make you ${sooner}.`;
  if (interest > 0) return `${extra} would save you ${usd(interest)} in interest. You'd still be debt-free in ${monthYear(after.debtFreeMonth)}.`;
  if (months > 0) return `${extra} would make you ${sooner}.`;
  return `${extra} wouldn't change your plan: you'd still be debt-free in ${monthYear(after.debtFreeMonth)}.`;
}

// ---- wording helpers ------------------------------------------------------------------------------------------

const STRATEGY_NAMES: Record<StrategyKind, string> = {
  avalanche: "avalanche, highest interest first",
  snowball: "snowball, smallest balance first",
};

const MONTH_NAMES = [
  "January", "February", "March", "April", "May", "June",
  "July", "August", "September", "October", "November", "December",
] as const;

const integer = new Intl.NumberFormat("en-US");

/** "on your avalanche plan with $100.00 extra a month" / "on the snowball plan I'd recommend". */
function planPhrase(basis: PlanBasis): string {
  const name = basis.strategy;
  return basis.isUsersStrategy ? `on your ${name} plan${extraClause(basis.extraPaymentCents, " with")}` : `on the ${name} plan I'd recommend`;
}

function extraClause(extraCents: number, lead = ", with"): string {
  return extraCents > 0 ? `${lead} ${usd(extraCents)} extra a month` : "";
}

/** {2026, 6} -> "June 2026". */
export function monthYear(month: CalendarMonth): string {
  return `${MONTH_NAMES[month.month - 1]} ${month.year}`;
}

function count(n: number, noun: string): string {
  return `${integer.format(n)} ${n === 1 ? noun : `${noun}s`}`;
}

/** ["a", "b", "c"] -> "a, b and c". */
function joinList(items: string[]): string {
  return items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}
