import { goalProgressPercent, goalTypeLabel } from "@/lib/goals/types";
import { callCoachTool, type CoachToolCall, type CoachToolName } from "@/lib/coach/tools";
import { AppError } from "@/lib/errors";
import { formatCentsAsDollars as usd, formatDollars, formatPercent, formatCount, monthLabel } from "@/lib/format";
import { formatCents, parseMoneyToCents } from "@/lib/payoff/money";
import { monthName } from "@/lib/payoff/calendar";
import { PLAN_STRATEGY_NAMES, type PlanStrategy } from "@/lib/plan/types";
import {
  compareDebtsFact,
  debtPlanFact,
  monthOf,
  nextPayoffFact,
  totalDebtFact,
  type DebtFigures,
  type PlanBasis,
  type VoiceFacts,
} from "./facts";
import { matchIntent, type IntentMatch, type VoiceIntent } from "./intents";

// Short sentences that read well aloud: the screen speaks every answer. Every number comes from ./facts.ts; nothing
// here estimates.

export interface VoiceReply {
  response: string;
  confidence: number;
  /** The intent, or "ai:" and the tools a model called; null when it could not answer. */
  executedAction: string | null;
}

export function answerLocally(query: string, facts: VoiceFacts): VoiceReply {
  const { toolCalls: _calls, ...reply } = answerTurn(query, facts);
  return reply;
}

export interface CoachTurn extends VoiceReply {
  toolCalls: CoachToolCall[];
}

export function answerTurn(query: string, facts: VoiceFacts): CoachTurn {
  const match = matchIntent(query, facts.debts, facts.startMonth);
  const toolCalls: CoachToolCall[] = [];
  if (match.intent === null)
    return { response: cantAnswer(facts), confidence: match.confidence, executedAction: null, toolCalls };
  return {
    response: composeAnswer({ intent: match.intent, slots: match.slots }, facts, toolCalls),
    confidence: match.confidence,
    executedAction: match.intent,
    toolCalls,
  };
}

export function composeAnswer(
  match: { intent: VoiceIntent; slots: IntentMatch["slots"] },
  facts: VoiceFacts,
  calls: CoachToolCall[] = [],
): string {
  return ANSWERS[match.intent](facts, match.slots, calls);
}

type Composer = (facts: VoiceFacts, slots: IntentMatch["slots"], calls: CoachToolCall[]) => string;

const ANSWERS: Record<VoiceIntent, Composer> = {
  pay_first: (facts, _slots, calls) => describePayFirst(facts, calls),
  debt_detail: (facts, slots) => describeDebtDetail(facts, slots.debtIds ?? [], slots.aspect ?? "all"),
  compare_debts: (facts, slots) => describeComparison(facts, slots.debtIds ?? []),
  interest_this_month: describeInterestThisMonth,
  debt_free: (facts, _slots, calls) => describeDebtFree(facts, calls),
  this_month: (facts, _slots, calls) => describeThisMonth(facts, calls),
  total_debt: describeTotalDebt,
  next_payoff: describeNextPayoff,
  strategy: describeStrategy,
  streak: describeStreak,
  goals: describeGoals,
  progress: describeProgress,
  extra_payment: (facts, slots, calls) => describeExtraPayment(facts, slots.extraPaymentCents, calls),
  help: describeHelp,
  interest_to_date: (facts, slots, calls) => describeInterestToDate(facts, slots.debtIds?.[0], calls),
  promo_end: (facts, slots, calls) => describePromoEnd(facts, slots.debtIds?.[0], calls),
  promo_what_if: (facts, slots, calls) =>
    describeWhatIf(facts, { change: "promo_ends", debtId: slots.debtIds?.[0], month: slots.month }, calls),
  lump_sum: (facts, slots, calls) =>
    describeWhatIf(
      facts,
      { change: "lump_sum", amount: slots.amountCents && formatCents(slots.amountCents), month: slots.month },
      calls,
    ),
  order_what_if: (facts, slots, calls) => describeWhatIf(facts, { change: "order", strategy: slots.strategy }, calls),
  negotiate: (facts, slots, calls) => describeNegotiate(facts, slots.debtIds?.[0], calls),
  on_track: (facts, _slots, calls) => describeOnTrack(facts, calls),
};

/** Null when the input is not one it takes (an amount out of range). */
function tryTool<N extends CoachToolName>(facts: VoiceFacts, name: N, input: unknown, calls: CoachToolCall[]) {
  try {
    return callCoachTool(facts, name, input, calls);
  } catch (error) {
    if (error instanceof AppError || (error as Error).name === "ZodError") return null;
    throw error;
  }
}

export const CANT_ANSWER_OPENING = "I can't answer that yet.";

/** Each is matched by ./intents.ts to the intent it shows; the unit tests hold them to that. */
export function exampleQuestions(facts: VoiceFacts): [string, string, string] {
  const [a, b] = facts.debts;
  if (a && b)
    return [`What's the balance on ${a.name}?`, `Compare ${a.name} and ${b.name}`, "What should I pay first?"];
  if (a)
    return [
      `What's the balance on ${a.name}?`,
      "When will I be debt-free?",
      "How much would an extra $100 a month save?",
    ];
  return ["What's my total debt?", "How are my goals going?", "What's my payment streak?"];
}

function tryAsking(facts: VoiceFacts): string {
  const [x, y, z] = exampleQuestions(facts);
  return `Try asking: "${x}", "${y}" or "${z}".`;
}

export function cantAnswer(facts: VoiceFacts): string {
  return `${CANT_ANSWER_OPENING} ${tryAsking(facts)}`;
}

export function describeHelp(facts: VoiceFacts): string {
  return (
    "I can tell you what to pay first and why, a debt's balance, rate and payoff month, how two of your debts compare, " +
    "this month's interest and payments, when you'll be debt-free, the interest you've paid so far, when a promo ends, " +
    "whether you're on track, your total debt and strategy, your streak, goals and XP, and what an extra monthly " +
    `payment, a one-time payment or another order would change. ${tryAsking(facts)}`
  );
}

export const NO_DEBTS_TEXT =
  "You don't have any open debts tracked right now. Add your debts in the calculator and I can answer questions about them.";

export function describePayFirst(facts: VoiceFacts, calls: CoachToolCall[] = []): string {
  const next = callCoachTool(facts, "pay_next", {}, calls);
  if (next.kind === "no_debts") return NO_DEBTS_TEXT;
  if (next.kind === "unavailable") return `I couldn't work out your payoff plan: ${next.reason}`;
  if (next.only) return `${next.name} is your only debt, so everything you can pay beyond its minimum goes there.`;
  const extraCents = Number(next.plan.extraPerMonth) > 0;
  const extra = extraCents ? ` and put your ${formatDollars(next.plan.extraPerMonth)} extra toward ${next.name}` : "";
  return `Pay ${next.name} first ${planPhrase(planBasisOf(next.plan))}: ${whyFirst(next)}. Keep paying the minimums on your other debts${extra}.`;
}

function whyFirst(next: Extract<ReturnType<typeof callCoachTool<"pay_next">>, { kind: "plan" }>): string {
  switch (next.rule) {
    case "deferred":
      return `its deferred-interest promo ends after ${monthLabel(next.promoEndMonth)}, and any balance left then is charged all the interest held back`;
    case "highest_rate":
      return `it has the highest interest rate, ${formatPercent(next.apr)}, so each extra dollar there saves the most interest`;
    case "smallest_balance":
      return `it has the smallest balance, ${formatDollars(next.balance)}, so it's gone soonest and its minimum frees up`;
    case "custom":
      return "it's first in the order you chose";
    case "highest_cost":
      return `it adds the most interest each month, ${formatDollars(next.monthlyInterest ?? "0")}`;
    case "cash_flow":
      return `its balance is the fewest months of its minimum payment, so clearing it frees up ${formatDollars(next.minPayment)} a month soonest`;
    case "utilization":
      return next.utilizationPercent === null
        ? `no debt with a credit limit comes before it, so the highest interest rate decides: ${formatPercent(next.apr)}`
        : `it uses the largest share of its credit limit, ${next.utilizationPercent}%, and credit scores weigh how full your cards are`;
  }
}

export function describeDebtDetail(
  facts: VoiceFacts,
  debtIds: readonly string[],
  aspect: "balance" | "rate" | "payoff" | "all",
): string {
  const fact = debtPlanFact(facts, debtIds);
  if (fact.debts.length === 0) return cantAnswer(facts);
  return fact.debts
    .map((d) => {
      const rate = `${formatPercent(d.aprPercent)} APR${d.promo ? `, ${formatPercent(d.promo.aprPercent)} until the end of ${monthName(d.promo.endsOn)}` : ""}`;
      const payoff =
        fact.kind === "plan"
          ? `${planPhrase(fact.basis, true)} it's paid off in ${monthName(d.payoffMonth!)}, after ${count(d.payoffInMonths!, "monthly payment")}.`
          : `${planPhrase(fact.basis, true)} it never gets paid off. ${fact.reason}`;
      if (aspect === "balance") return `${d.name} has a balance of ${usd(d.balanceCents)}.`;
      if (aspect === "rate") return `${d.name}'s interest rate is ${rate}.`;
      if (aspect === "payoff") return `${d.name}: ${payoff}`;
      return `${d.name} has a balance of ${usd(d.balanceCents)} at ${rate}. ${payoff}`;
    })
    .join(" ");
}

export function describeComparison(facts: VoiceFacts, debtIds: readonly string[]): string {
  const fact = compareDebtsFact(facts, debtIds);
  if (!fact) return cantAnswer(facts);
  const line = (d: DebtFigures) =>
    `${d.name}: ${usd(d.balanceCents)} at ${formatPercent(d.aprPercent)} APR, ${usd(d.monthlyInterestCents)} of interest a month.`;
  const [a, b] = fact.debts;
  const costlier =
    a.monthlyInterestCents === b.monthlyInterestCents
      ? "They cost the same interest each month."
      : `${(a.monthlyInterestCents > b.monthlyInterestCents ? a : b).name} costs more interest each month.`;
  const first =
    fact.firstId === null
      ? ""
      : ` ${capitalize(planNoun(fact.basis))} pays ${fact.firstId === a.id ? a.name : b.name} first.`;
  return `${line(a)} ${line(b)} ${costlier}${first}`;
}

export function describeInterestThisMonth(facts: VoiceFacts): string {
  if (facts.debts.length === 0) return NO_DEBTS_TEXT;
  const rows = facts.interest.map((i) => ({
    ...i,
    name: facts.debts.find((d) => d.id === i.debtId)?.name ?? "",
    total: i.chargedCents + i.toComeCents,
  }));
  const charged = rows.reduce((sum, r) => sum + r.chargedCents, 0);
  const toCome = rows.reduce((sum, r) => sum + r.toComeCents, 0);
  const month = monthName(facts.startMonth);
  if (charged + toCome === 0) return `Your debts aren't charged any interest in ${month}.`;
  const opening = `Your interest in ${month} is ${usd(charged + toCome)}: ${usd(charged)} charged so far and ${usd(toCome)} still to come.`;
  if (rows.length === 1) return opening;
  return `${opening} By debt: ${joinList(rows.map((r) => `${r.name} ${usd(r.total)}`))}.`;
}

export function describeDebtFree(facts: VoiceFacts, calls: CoachToolCall[] = []): string {
  const free = callCoachTool(facts, "debt_free_date", {}, calls);
  if (!free.hasDebts) return NO_DEBTS_TEXT;
  if (free.monthsLeft === null || free.debtFreeMonth === null) {
    const next = nextPayoffFact(facts);
    return `${capitalize(savedPlanPhrase(facts))}, your debts never get paid off.${next.kind === "never" ? ` ${next.reason}` : ""}`;
  }
  return (
    `${capitalize(savedPlanPhrase(facts))}, you'll be debt-free in ${monthLabel(free.debtFreeMonth)}, ` +
    `${count(free.monthsLeft, "monthly payment")} from now, this month's included.`
  );
}

export function describeThisMonth(facts: VoiceFacts, calls: CoachToolCall[] = []): string {
  const month = callCoachTool(facts, "this_month_payments", {}, calls);
  if (month.debts.length === 0) return NO_DEBTS_TEXT;
  const rows = month.debts.map(
    (d) =>
      `${d.name} ${formatDollars(d.planned)} planned, ${formatDollars(d.paid)} paid, ${formatDollars(d.remaining)} left`,
  );
  const close =
    Number(month.totalRemaining) === 0
      ? "You've paid everything planned this month."
      : `${formatDollars(month.totalRemaining)} is left to pay.`;
  return `In ${monthLabel(month.month)}, ${savedPlanPhrase(facts)}, you pay ${formatDollars(month.totalPlanned)}: ${rows.join("; ")}. ${close}`;
}

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
        `Your next debt to be paid off is ${next.name}, in ${monthName(next.month)}, ` +
        `after ${count(next.inMonths, "monthly payment")} ${planPhrase(fact.basis)}.`;
      if (fact.debtCount === 1) return `${first} That makes you debt-free.`;
      if (fact.months === next.inMonths) return `${first} All your other debts are paid off that month too.`;
      return `${first} You could be debt-free by ${monthName(fact.debtFreeMonth)}.`;
    }
  }
}

/** docs/product-rules.md "Debt calculator and results" */
export function describeStrategy(facts: VoiceFacts): string {
  const s = facts.strategy;
  if (!s)
    return "You haven't calculated a payoff strategy yet. Open the calculator to create your plan, and I can tell you all about it.";
  const order = s.orderNames ? ` (${joinList(s.orderNames)})` : "";
  const opening = `Your current strategy is ${PLAN_NAMES[s.strategy]}${order}${extraClause(s.extraPaymentCents)}`;
  const debtFree = monthOf(s.debtFreeDate);
  if (!s.feasible || s.payoffTimeMonths === null || s.totalInterestCents === null || !debtFree) {
    return `${opening}, but on these payments it never reaches a debt-free date.${s.infeasibleReason ? ` ${s.infeasibleReason}` : ""}`;
  }
  const focus = s.firstDebtName ? ` Put every extra dollar toward ${s.firstDebtName} first.` : "";
  const cheaper =
    s.recommendedInterestCents !== null && s.recommendedInterestCents < s.totalInterestCents
      ? ` The ${s.recommended} order would save ${usd(s.totalInterestCents - s.recommendedInterestCents)} more in interest.`
      : "";
  return (
    `${opening}. It pays off ${usd(s.totalDebtCents)} in ${count(s.payoffTimeMonths, "month")}, by ${monthName(debtFree)}, ` +
    `with ${usd(s.totalInterestCents)} in total interest.${focus}${cheaper}`
  );
}

export function describeStreak(facts: VoiceFacts): string {
  const { currentDays, longestDays } = facts.streak;
  if (currentDays === 0 && longestDays === 0) return "You don't have a payment streak yet. Log a payment to start one.";
  if (currentDays === 0) {
    return `Your payment streak has lapsed. Your longest streak was ${count(longestDays, "day")}. Log a payment to start a new one.`;
  }
  if (currentDays >= longestDays)
    return `Your payment streak is ${count(currentDays, "day")}, your longest yet. Keep it going!`;
  return `Your payment streak is ${count(currentDays, "day")}. Your longest was ${count(longestDays, "day")}.`;
}

/** The rest are counted. */
const GOALS_READ_OUT = 3;

export function describeGoals(facts: VoiceFacts): string {
  const { goals } = facts;
  if (goals.length === 0)
    return "You haven't set any financial goals yet. A good first goal is a $1,000 emergency fund.";
  const rows = goals.map((g) => {
    const percent = goalProgressPercent(g.currentCents, g.targetCents);
    const done = g.isCompleted || percent >= 100;
    return {
      done,
      text: `${goalTypeLabel(g.goalType)}: ${usd(g.currentCents)} of ${usd(g.targetCents)}, ${done ? "completed" : `${percent}%`}.`,
    };
  });
  const completed = rows.filter((r) => r.done).length;
  const opening = `You have ${count(goals.length, "goal")}${completed > 0 ? `, ${completed} completed` : ""}.`;
  const more = goals.length > GOALS_READ_OUT ? ` And ${goals.length - GOALS_READ_OUT} more.` : "";
  return [opening, ...rows.slice(0, GOALS_READ_OUT).map((r) => r.text)].join(" ") + more;
}

export function describeProgress(facts: VoiceFacts): string {
  const p = facts.progress;
  const nextLevel = `level ${p.currentLevel + 1}${p.nextLevelName !== p.currentLevelName ? `, ${p.nextLevelName}` : ""}`;
  const badges =
    p.badgeCount === 0 ? "Log a payment to earn your first badge." : `You've earned ${count(p.badgeCount, "badge")}.`;
  return (
    `You have ${formatCount(p.totalXP)} XP and you're at level ${p.currentLevel}, ${p.currentLevelName}. ` +
    `${formatCount(p.xpToNextLevel)} more XP reaches ${nextLevel}. ${badges}`
  );
}

export const ASK_FOR_AMOUNT_TEXT = "Tell me an amount, for example: how much would an extra $100 a month save?";

export function describeExtraPayment(
  facts: VoiceFacts,
  extraCents: number | undefined,
  calls: CoachToolCall[] = [],
): string {
  if (extraCents === undefined) return ASK_FOR_AMOUNT_TEXT;
  return describeWhatIf(facts, { change: "extra_per_month", amount: formatCents(extraCents) }, calls);
}

export function describeWhatIf(
  facts: VoiceFacts,
  change: { change: string; [key: string]: unknown },
  calls: CoachToolCall[] = [],
): string {
  if (change.change === "promo_ends" && change.debtId === undefined) return cantAnswer(facts);
  const result = tryTool(facts, "what_if", change, calls);
  if (result === null) return "I couldn't work that out: That amount is outside what I can plan with.";
  if (result.kind === "no_debts") return NO_DEBTS_TEXT;
  if (result.kind === "unavailable") return `I couldn't work that out: ${result.reason}`;
  const { before, after, plan } = result;
  const asked = result.change;
  const what =
    asked.change === "extra_per_month"
      ? `An extra ${formatDollars(asked.amount)} a month${Number(plan.extraPerMonth) > 0 ? ` on top of the ${formatDollars(plan.extraPerMonth)} you already add` : ""}`
      : asked.change === "lump_sum"
        ? `A one-time ${formatDollars(asked.amount)} in ${monthLabel(asked.month)}`
        : asked.change === "order"
          ? `Switching to the ${PLAN_STRATEGY_NAMES[asked.strategy].toLowerCase()} order`
          : `If ${result.debtName}'s promo ended after ${monthLabel(asked.month)}, that`;
  if (!after.paysOff) {
    if (asked.change === "extra_per_month")
      return `Even with an extra ${formatDollars(asked.amount)} a month your debts never get paid off. ${after.reason}`;
    return `${what} leaves your debts never paid off. ${after.reason}`;
  }
  if (!before.paysOff) {
    return (
      `Right now your debts never get paid off. ${what} would change that: you could be debt-free by ` +
      `${monthLabel(after.debtFreeMonth)}, with ${formatDollars(after.totalInterest!)} in total interest.`
    );
  }
  const interest = Number(result.interestSaved);
  const months = result.monthsSooner ?? 0;
  const was = `by ${monthLabel(after.debtFreeMonth)} instead of ${monthLabel(before.debtFreeMonth)}`;
  const sooner = `debt-free ${count(months, "month")} sooner, ${was}`;
  if (interest < 0 || months < 0) {
    const cost =
      interest < 0
        ? ` would cost ${formatDollars(String(-interest))} more in interest`
        : " would keep your interest the same";
    const later =
      months < 0
        ? ` and make you debt-free ${count(-months, "month")} later, ${was}`
        : `, debt-free in ${monthLabel(after.debtFreeMonth)}`;
    return `${what}${cost}${later}.`;
  }
  if (interest > 0 && months > 0)
    return `${what} would save you ${formatDollars(result.interestSaved!)} in interest and make you ${sooner}.`;
  if (interest > 0)
    return `${what} would save you ${formatDollars(result.interestSaved!)} in interest. You'd still be debt-free in ${monthLabel(after.debtFreeMonth)}.`;
  if (months > 0) return `${what} would make you ${sooner}.`;
  return `${what} wouldn't change your plan: you'd still be debt-free in ${monthLabel(after.debtFreeMonth)}.`;
}

export function describeInterestToDate(
  facts: VoiceFacts,
  debtId: string | undefined,
  calls: CoachToolCall[] = [],
): string {
  const cost = callCoachTool(facts, "interest_cost", debtId === undefined ? {} : { debtId }, calls);
  const whose = cost.name === null ? "" : ` on ${cost.name}`;
  const paid = `You've paid ${formatDollars(cost.paidToDate)} in interest${whose} so far.`;
  if (facts.debts.length === 0 || cost.overPlan === null) return paid;
  return `${paid} ${capitalize(planPhrase(planBasisOf(cost.plan)))}, ${cost.name ?? "your debts"} will cost ${formatDollars(cost.overPlan)} more in interest from today.`;
}

export function describePromoEnd(facts: VoiceFacts, debtId: string | undefined, calls: CoachToolCall[] = []): string {
  if (facts.debts.length === 0) return NO_DEBTS_TEXT;
  const status = callCoachTool(facts, "promo_status", debtId === undefined ? {} : { debtId }, calls);
  if (status.promos.length === 0)
    return status.name === null
      ? "None of your debts has a promotional rate."
      : `${status.name} has no promotional rate: it's charged its regular rate.`;
  return status.promos
    .map((p) => {
      const rate = `${formatPercent(p.promoApr)} promotional rate`;
      const deferred = p.deferredInterest
        ? " It has deferred interest: any balance left then is charged the interest held back."
        : "";
      return p.running
        ? `${p.name}'s ${rate} runs through ${monthLabel(p.endMonth)}.${deferred}`
        : `${p.name}'s ${rate} ended after ${monthLabel(p.endMonth)}.`;
    })
    .join(" ");
}

export function describeNegotiate(facts: VoiceFacts, debtId: string | undefined, calls: CoachToolCall[] = []): string {
  if (facts.debts.length === 0) return NO_DEBTS_TEXT;
  if (debtId === undefined)
    return "Open Negotiations (/negotiations) and pick one of your debts to draft a letter asking your lender for a lower rate.";
  const letter = callCoachTool(facts, "negotiation_letter", { debtId }, calls);
  return `Open Negotiations (${letter.href}) and pick ${letter.name} to draft a letter asking for a lower rate than its ${formatPercent(letter.apr)} APR.`;
}

export function describeOnTrack(facts: VoiceFacts, calls: CoachToolCall[] = []): string {
  if (facts.debts.length === 0) return NO_DEBTS_TEXT;
  const p = callCoachTool(facts, "progress_vs_plan", {}, calls);
  const now = `You owe ${formatDollars(p.balance)} today`;
  const saved =
    p.interestSavedSoFar !== null && Number(p.interestSavedSoFar) > 0
      ? ` You've saved ${formatDollars(p.interestSavedSoFar)} in interest against paying only the minimums.`
      : "";
  if (p.planned === null || p.difference === null)
    return `${now}. Save a plan and I can tell you whether you're on track.${saved}`;
  const gap = formatDollars(String(Math.abs(Number(p.difference))));
  const where =
    p.status === "ahead"
      ? `, ${gap} less than your plan expects by the end of ${monthLabel(p.month)}: you're ahead of it`
      : p.status === "behind"
        ? `, ${gap} more than your plan expects by the end of ${monthLabel(p.month)}: you're behind it`
        : `, just what your plan expects for ${monthLabel(p.month)}: you're on track`;
  return `${now}${where}.${saved}`;
}

const PLAN_NAMES: Record<PlanStrategy, string> = {
  avalanche: "avalanche, highest interest first",
  snowball: "snowball, smallest balance first",
  custom: "your own order",
  highest_interest_cost: "highest interest cost first",
  cash_flow_index: "cash flow index, the lowest balance for its minimum first",
  highest_utilization: "highest utilization, the fullest card for its limit first",
};

/** "on your avalanche plan with $100.00 extra a month" / "on the snowball plan I'd recommend". */
function planPhrase(basis: PlanBasis, capital = false): string {
  const phrase = `on ${planNoun(basis)}`;
  return capital ? capitalize(phrase) : phrase;
}

function planBasisOf(plan: { strategy: PlanStrategy; extraPerMonth: string; usersOwn: boolean }): PlanBasis {
  return {
    strategy: plan.strategy,
    extraPaymentCents: parseMoneyToCents(plan.extraPerMonth),
    isUsersStrategy: plan.usersOwn,
  };
}

/** "your avalanche plan with $100.00 extra a month" / "the snowball plan I'd recommend". */
function planNoun(basis: PlanBasis): string {
  const name = PLAN_STRATEGY_NAMES[basis.strategy].toLowerCase();
  return basis.isUsersStrategy
    ? `your ${name} plan${extraClause(basis.extraPaymentCents, " with")}`
    : `the ${name} plan I'd recommend`;
}

function savedPlanPhrase(facts: VoiceFacts): string {
  if (!facts.plan) return "on the default avalanche plan with no extra payment";
  return `on your ${PLAN_STRATEGY_NAMES[facts.plan.strategy].toLowerCase()} plan${extraClause(facts.plan.extraPaymentCents, " with")}`;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function extraClause(extraCents: number, lead = ", with"): string {
  return extraCents > 0 ? `${lead} ${usd(extraCents)} extra a month` : "";
}

function count(n: number, noun: string): string {
  return `${formatCount(n)} ${n === 1 ? noun : `${noun}s`}`;
}

function joinList(items: string[]): string {
  return items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}
