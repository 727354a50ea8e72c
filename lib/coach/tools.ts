import { notFound } from "@/lib/errors";
import {
  formatCents,
  formatYearMonth,
  MAX_AMOUNT_CENTS,
  parseMoneyToCents,
  parseYearMonth,
  type DebtInput,
  type PlanResult,
} from "@/lib/payoff";
import type { PlanStrategy } from "@/lib/plan/types";
import {
  ZCoachDebtInput,
  ZCoachNoInput,
  ZCoachOptionalDebtInput,
  ZCoachWhatIf,
  type TCoachWhatIf,
} from "@/lib/validations/coach";
import type { z } from "@/lib/validations/zod";
import {
  guarded,
  outcome,
  payFirstFact,
  planBasis,
  run,
  type PlanBasis,
  type PlanOutcome,
  type TargetReason,
  type VoiceFacts,
} from "@/lib/voice/facts";

// The coach engine's tools (docs/product-rules.md "Voice assistant"). Pure, so the keyless matcher, a model and the
// tests share them. The facts hold only the user's own debts: another user's debt id is a 404, as on every route.

export type CoachFacts = VoiceFacts;

/** The saved plan, else the calculated strategy, else the engine's recommendation. */
export interface PlanRefJson {
  strategy: PlanStrategy;
  extraPerMonth: string;
  /** False when the user has neither saved a plan nor calculated one. */
  usersOwn: boolean;
}

export interface OutcomeJson {
  paysOff: boolean;
  debtFreeMonth: string | null;
  months: number | null;
  totalInterest: string | null;
  reason: string | null;
}

export interface ThisMonthPaymentsResult {
  month: string;
  /** Else the default plan (avalanche, no extra). */
  savedPlan: boolean;
  strategy: PlanStrategy | null;
  extraPerMonth: string;
  debts: { debtId: string; name: string; planned: string; paid: string; remaining: string }[];
  totalPlanned: string;
  totalPaid: string;
  totalRemaining: string;
}

export interface DebtFreeDateResult {
  hasDebts: boolean;
  debtFreeMonth: string | null;
  /** This month included. */
  monthsLeft: number | null;
  savedPlan: boolean;
  strategy: PlanStrategy | null;
  extraPerMonth: string;
}

export type WhatIfResult =
  | { kind: "no_debts" }
  | { kind: "unavailable"; reason: string }
  | {
      kind: "compared";
      change: TCoachWhatIf;
      debtName: string | null;
      plan: PlanRefJson;
      before: OutcomeJson;
      after: OutcomeJson;
      /** Null unless both pay off; negative: it costs more, or later. */
      interestSaved: string | null;
      monthsSooner: number | null;
    };

export interface InterestCostResult {
  /** Null: all debts. */
  debtId: string | null;
  name: string | null;
  paidToDate: string;
  /** Null when the plan never pays off. */
  overPlan: string | null;
  plan: PlanRefJson;
}

export type PayNextResult =
  | { kind: "no_debts" }
  | { kind: "unavailable"; reason: string }
  | {
      kind: "plan";
      plan: PlanRefJson;
      debtId: string;
      name: string;
      only: boolean;
      rule: TargetReason["kind"];
      apr: string;
      balance: string;
      minPayment: string;
      /** Each set only for its rule. */
      monthlyInterest: string | null;
      promoEndMonth: string | null;
      utilizationPercent: number | null;
    };

export interface ProgressResult {
  hasDebts: boolean;
  month: string;
  balance: string;
  /** Null without a saved plan version. */
  planned: string | null;
  /** Negative is ahead of the plan. */
  difference: string | null;
  status: "ahead" | "on_track" | "behind" | "no_plan";
  interestPaidToDate: string;
  interestSavedSoFar: string | null;
}

export interface NegotiationLetterResult {
  debtId: string;
  name: string;
  apr: string;
  href: "/negotiations";
}

export interface PromoStatusResult {
  debtId: string | null;
  name: string | null;
  promos: {
    debtId: string;
    name: string;
    promoApr: string;
    endMonth: string;
    deferredInterest: boolean;
    running: boolean;
  }[];
}

export function thisMonthPayments(facts: CoachFacts): ThisMonthPaymentsResult {
  const { month, debts } = facts.thisMonth;
  const sum = (pick: (d: (typeof debts)[number]) => number) => formatCents(debts.reduce((s, d) => s + pick(d), 0));
  return {
    month: formatYearMonth(month),
    savedPlan: facts.plan !== null,
    strategy: facts.plan?.strategy ?? null,
    extraPerMonth: formatCents(facts.plan?.extraPaymentCents ?? 0),
    debts: debts.map((d) => ({
      debtId: d.debtId,
      name: d.name,
      planned: formatCents(d.plannedCents),
      paid: formatCents(d.paidCents),
      remaining: formatCents(d.remainingCents),
    })),
    totalPlanned: sum((d) => d.plannedCents),
    totalPaid: sum((d) => d.paidCents),
    totalRemaining: sum((d) => d.remainingCents),
  };
}

export function debtFreeDate(facts: CoachFacts): DebtFreeDateResult {
  const { debtFreeMonth, monthsLeft } = facts.thisMonth;
  return {
    hasDebts: facts.debts.length > 0 && monthsLeft !== 0,
    debtFreeMonth: debtFreeMonth && formatYearMonth(debtFreeMonth),
    monthsLeft,
    savedPlan: facts.plan !== null,
    strategy: facts.plan?.strategy ?? null,
    extraPerMonth: formatCents(facts.plan?.extraPaymentCents ?? 0),
  };
}

export function whatIf(facts: CoachFacts, change: TCoachWhatIf): WhatIfResult {
  if (facts.debts.length === 0) return { kind: "no_debts" };
  const debt = change.change === "promo_ends" ? ownDebt(facts, change.debtId) : null;
  return guarded<WhatIfResult>(() => {
    const basis = planBasis(facts);
    let changed: PlanBasis = basis;
    let debts = facts.debts;
    if (change.change === "extra_per_month") {
      const extra = basis.extraPaymentCents + parseMoneyToCents(change.amount);
      if (extra > MAX_AMOUNT_CENTS)
        return { kind: "unavailable", reason: "That amount is outside what I can plan with." };
      changed = { ...basis, extraPaymentCents: extra };
    } else if (change.change === "lump_sum") {
      const lump = { amountCents: parseMoneyToCents(change.amount), month: parseYearMonth(change.month)! };
      changed = { ...basis, lumpSums: [...(basis.lumpSums ?? []), lump] };
    } else if (change.change === "order") {
      changed = {
        strategy: change.strategy,
        extraPaymentCents: basis.extraPaymentCents,
        lumpSums: basis.lumpSums,
        isUsersStrategy: true,
      };
    } else if (debt) {
      if (!debt.promo) return { kind: "unavailable", reason: `${debt.name} has no promotional rate.` };
      const endsOn = parseYearMonth(change.month)!;
      debts = facts.debts.map((d) => (d.id === debt.id ? { ...d, promo: { ...debt.promo!, endsOn } } : d));
    }
    const before = outcome(run(facts, basis));
    const after = outcome(run(facts, changed, debts));
    const both = before.feasible && after.feasible;
    return {
      kind: "compared",
      change,
      debtName: debt?.name ?? null,
      plan: planRef(basis),
      before: outcomeJson(before),
      after: outcomeJson(after),
      interestSaved: both ? formatCents(before.totalInterestCents - after.totalInterestCents) : null,
      monthsSooner: both ? before.months - after.months : null,
    };
  });
}

export function interestCost(facts: CoachFacts, input: { debtId?: string }): InterestCostResult {
  const debt = input.debtId === undefined ? null : ownDebt(facts, input.debtId);
  const basis = planBasis(facts);
  const paid = debt
    ? (facts.interestPaid.byDebt.find((p) => p.debtId === debt.id)?.cents ?? 0)
    : facts.interestPaid.totalCents;
  let overPlan: string | null = formatCents(0);
  if (facts.debts.length > 0) {
    const plan = guarded<PlanResult | { kind: "unavailable" }>(() => run(facts, basis));
    overPlan =
      "kind" in plan || !plan.feasible
        ? null
        : formatCents(
            debt ? (plan.debts.find((d) => d.id === debt.id)?.totalInterestCents ?? 0) : plan.totalInterestCents,
          );
  }
  return {
    debtId: debt?.id ?? null,
    name: debt?.name ?? null,
    paidToDate: formatCents(paid),
    overPlan,
    plan: planRef(basis),
  };
}

export function payNext(facts: CoachFacts): PayNextResult {
  const fact = payFirstFact(facts);
  if (fact.kind !== "plan") return fact;
  const { target, reason, basis } = fact;
  return {
    kind: "plan",
    plan: planRef(basis),
    debtId: target.id,
    name: target.name,
    only: facts.debts.length === 1,
    rule: reason.kind,
    apr: target.aprPercent.toFixed(2),
    balance: formatCents(target.balanceCents),
    minPayment: formatCents(target.minPaymentCents),
    monthlyInterest: reason.kind === "highest_cost" ? formatCents(reason.cents) : null,
    promoEndMonth: reason.kind === "deferred" ? formatYearMonth(reason.month) : null,
    utilizationPercent: reason.kind === "utilization" ? reason.percent : null,
  };
}

export function progressVsPlan(facts: CoachFacts): ProgressResult {
  const { month, actualCents, plannedCents, interestSavedCents } = facts.track;
  const difference = plannedCents === null ? null : actualCents - plannedCents;
  return {
    hasDebts: facts.debts.length > 0,
    month: formatYearMonth(month),
    balance: formatCents(actualCents),
    planned: plannedCents === null ? null : formatCents(plannedCents),
    difference: difference === null ? null : formatCents(difference),
    status: difference === null ? "no_plan" : difference < 0 ? "ahead" : difference > 0 ? "behind" : "on_track",
    interestPaidToDate: formatCents(facts.interestPaid.totalCents),
    interestSavedSoFar: interestSavedCents === null ? null : formatCents(interestSavedCents),
  };
}

export function negotiationLetter(facts: CoachFacts, input: { debtId: string }): NegotiationLetterResult {
  const debt = ownDebt(facts, input.debtId);
  return { debtId: debt.id, name: debt.name, apr: debt.aprPercent.toFixed(2), href: "/negotiations" };
}

export function promoStatus(facts: CoachFacts, input: { debtId?: string }): PromoStatusResult {
  const debt = input.debtId === undefined ? null : ownDebt(facts, input.debtId);
  const start = facts.startMonth.year * 12 + facts.startMonth.month;
  const promos = (debt ? [debt] : facts.debts).flatMap((d) =>
    d.promo
      ? [
          {
            debtId: d.id,
            name: d.name,
            promoApr: d.promo.aprPercent.toFixed(2),
            endMonth: formatYearMonth(d.promo.endsOn),
            deferredInterest: d.promo.deferredInterest === true,
            running: d.promo.endsOn.year * 12 + d.promo.endsOn.month >= start,
          },
        ]
      : [],
  );
  return { debtId: debt?.id ?? null, name: debt?.name ?? null, promos };
}

interface CoachTool<S extends z.ZodType, R> {
  description: string;
  input: S;
  run: (facts: CoachFacts, input: z.output<S>) => R;
}

function tool<S extends z.ZodType, R>(t: CoachTool<S, R>): CoachTool<S, R> {
  return t;
}

export const COACH_TOOLS = {
  this_month_payments: tool({
    description: "This month's payments on the saved plan: planned, paid and left to pay per debt.",
    input: ZCoachNoInput,
    run: (facts) => thisMonthPayments(facts),
  }),
  debt_free_date: tool({
    description: "The month the saved plan makes the user debt-free, and how many payment months are left.",
    input: ZCoachNoInput,
    run: (facts) => debtFreeDate(facts),
  }),
  what_if: tool({
    description:
      "The saved plan against one change: an extra amount every month, a lump sum in a month, another order, or a debt's promo ending in another month.",
    input: ZCoachWhatIf,
    run: whatIf,
  }),
  interest_cost: tool({
    description:
      "The interest paid so far (the ledger's, as the dashboard shows it) and still to pay over the plan, for one debt or all.",
    input: ZCoachOptionalDebtInput,
    run: interestCost,
  }),
  pay_next: tool({
    description: "Which debt to pay next on the saved plan, and the rule that chose it.",
    input: ZCoachNoInput,
    run: (facts) => payNext(facts),
  }),
  progress_vs_plan: tool({
    description: "Today's total balance against the plan's projection for this month, and interest saved so far.",
    input: ZCoachNoInput,
    run: (facts) => progressVsPlan(facts),
  }),
  negotiation_letter: tool({
    description: "Where to draft a negotiation letter for one of the user's debts.",
    input: ZCoachDebtInput,
    run: negotiationLetter,
  }),
  promo_status: tool({
    description: "A debt's promotional rate and the month it ends, or every debt's promo.",
    input: ZCoachOptionalDebtInput,
    run: promoStatus,
  }),
};

export type CoachToolName = keyof typeof COACH_TOOLS;
export type CoachToolResult<N extends CoachToolName> = ReturnType<(typeof COACH_TOOLS)[N]["run"]>;

export interface CoachToolCall {
  tool: CoachToolName;
  input: unknown;
  output: unknown;
}

/** A bad input is a 400, as route() answers it. */
export function callCoachTool<N extends CoachToolName>(
  facts: CoachFacts,
  name: N,
  input: unknown,
  record?: CoachToolCall[],
): CoachToolResult<N> {
  const t = COACH_TOOLS[name] as unknown as CoachTool<z.ZodType, CoachToolResult<N>>;
  const parsed = t.input.parse(input);
  const output = t.run(facts, parsed);
  record?.push({ tool: name, input: parsed, output });
  return output;
}

function ownDebt(facts: CoachFacts, debtId: string): DebtInput {
  const debt = facts.debts.find((d) => d.id === debtId);
  if (!debt) throw notFound("Debt");
  return debt;
}

function planRef(basis: PlanBasis): PlanRefJson {
  return {
    strategy: basis.strategy,
    extraPerMonth: formatCents(basis.extraPaymentCents),
    usersOwn: basis.isUsersStrategy,
  };
}

function outcomeJson(o: PlanOutcome): OutcomeJson {
  return o.feasible
    ? {
        paysOff: true,
        debtFreeMonth: formatYearMonth(o.debtFreeMonth),
        months: o.months,
        totalInterest: formatCents(o.totalInterestCents),
        reason: null,
      }
    : { paysOff: false, debtFreeMonth: null, months: null, totalInterest: null, reason: o.reason };
}
