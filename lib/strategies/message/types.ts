import type { PlanStrategy } from "@/lib/plan/types";
import type { StrategyDto, StrategyKind } from "@/lib/strategies/types";

/**
 * Money is decimal strings; dates "YYYY-MM". The headline facts are the saved plan's
 * (docs/product-rules.md "Debt calculator and results"); `recommended`, `other` and `vsOther` the recommendation's.
 */
export interface StrategyFacts {
  recommended: StrategyKind;
  other: StrategyKind;
  /** Present only when the saved plan differs from the recommendation: which plan it is. */
  plan?: {
    strategy: PlanStrategy;
    order?: string[];
    lumpSums: number;
  };
  /** Negative: the saved plan costs less; null when either never pays off. */
  vsRecommended?: { interestSaved: string; monthsSaved: number } | null;
  debtCount: number;
  totalDebt: string;
  monthlyBudget: string;
  extraPayment: string;
  feasible: boolean;
  months: number | null;
  debtFreeDate: string | null;
  totalInterest: string | null;
  lumpSumsUsed?: number;
  /** The saved plan's first target. */
  firstDebt: {
    name: string;
    interestRate: string;
    balance: string;
    minPayment: string;
    payoffMonth: number | null;
    /** Highest regular APR, no promo of its own running and none charged more in month 1: true of the first month. */
    isHighestRate: boolean;
    isSmallestBalance: boolean;
    /** Its promo rate runs in the plan's first month (through `endsOn`): the rate it is charged now. */
    promo?: { rate: string; endsOn: string; deferred: boolean };
    /** A rule order put it first because its deferred interest is charged if a balance is left after the promo. */
    deadlineFirst?: true;
    rollsOver?: boolean;
  };
  /** Both strategies target the debts in the same order, so they give the same result. */
  strategiesAgree: boolean;
  vsOther: { interestSaved: string; monthsSaved: number } | null;
  vsMinimums: { interestSaved: string; monthsSaved: number } | null;
  minimumsNeverPayOff: boolean;
  /** A second run without the extra ("actual"; "enables": only the extra pays off) or with a modest one ("what_if"). */
  extraEffect:
    | { kind: "actual" | "what_if"; extra: string; monthsSaved: number; interestSaved: string }
    | { kind: "enables"; extra: string }
    | null;
  warnings: {
    debtName: string;
    minPayment: string;
    /** At the regular rate on today's balance. */
    monthlyInterest: string;
    /** A promo runs now: the interest is added at that rate only once it ends. */
    afterPromo?: true;
    onlyCovers?: true;
  }[];
  /** Deferred-interest promos with interest at risk; `charged`: this plan leaves a balance at the promo's end. */
  deferredInterest?: { debtName: string; endsOn: string; atRisk: string; charged: boolean }[];
  analysis?: AnalysisFacts;
  infeasible: {
    reason: string;
    /** Smallest extra (found with the engine) that gives any debt-free date, and how long that takes. */
    extraNeeded: { extra: string; months: number } | null;
    extraForTarget: { extra: string; years: number; debtFreeDate: string } | null;
  } | null;
}

export interface AnalysisFacts {
  order: string[];
  /** Debts a rule order takes first for their deadline; absent on a custom order and on older analyses. */
  deadlineFirst?: string[];
  /** Every promotional rate the plan meets; `paidOffBeforeEnd` when the plan clears the debt by its last promo month. */
  promos: {
    debtName: string;
    promoRate: string;
    regularRate: string;
    endsOn: string;
    deferred: boolean;
    atRisk: string | null;
    paidOffBeforeEnd: boolean;
  }[];
  /** 18 % APR or more, the most monthly interest first (at most 3); none with a running promo below its rate. */
  negotiationCandidates: { debtName: string; interestRate: string; monthlyInterest: string }[];
  /** The 18 %+ debts whose running promo is below the regular rate: no letter yet. Absent on older analyses. */
  negotiationAfterPromo?: { debtName: string; promoRate: string; endsOn: string; regularRate: string }[];
  /** Payments logged in the last full calendar month ("YYYY-MM"), split as the ledger split them; none: null. */
  lastMonth: { month: string; payments: number; paid: string; interestPaid: string; principalPaid: string } | null;
}

export type MessageDepth = "brief" | "analysis";
export type MessageWriter = "model" | "local";

export interface WrittenMessage {
  text: string;
  writer: MessageWriter;
}

/** What "Explain again" saved (the data-message part of POST /api/strategies/latest/message/stream). */
export type SavedPlanMessage = Pick<StrategyDto, "id" | "aiMessage" | "messageDepth"> & {
  messageWriter: MessageWriter;
};
