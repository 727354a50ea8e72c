import type { PlanStrategy } from "@/lib/plan/types";
import type { StrategyDto, StrategyKind } from "@/lib/strategies/types";

// What a strategy's message is written from and what comes back (lib/strategies/message/write.ts), shared by both
// writers (the model's and lib/strategies/message/local-writer.ts) and the strategy service that gathers the facts.

/**
 * Everything the message may say. Money is decimal strings ("524.01"); dates are "YYYY-MM". The plan described
 * (budget, dates, interest, first target, promos, the fix) is the user's saved plan (docs/product-rules.md "Debt
 * calculator and results"); `recommended`, `other` and `vsOther` describe the recommendation beside it.
 */
export interface StrategyFacts {
  recommended: StrategyKind;
  /** The strategy that was not recommended. */
  other: StrategyKind;
  /** Present only when the saved plan differs from the recommendation: which plan it is. */
  plan?: {
    strategy: PlanStrategy;
    /** A custom order's debts by name, first target first. */
    order?: string[];
    /** How many dated lump sums it applies. */
    lumpSums: number;
  };
  /**
   * With `plan`: what the recommendation would save against the saved plan (negative: the saved plan costs less);
   * null when either never pays off.
   */
  vsRecommended?: { interestSaved: string; monthsSaved: number } | null;
  debtCount: number;
  totalDebt: string;
  /** Minimums plus extra, paid every month. */
  monthlyBudget: string;
  extraPayment: string;
  feasible: boolean;
  months: number | null;
  debtFreeDate: string | null;
  totalInterest: string | null;
  /** How many of the saved plan's dated lump sums fall inside its months (absent: none). */
  lumpSumsUsed?: number;
  /** The saved plan's first target. */
  firstDebt: {
    name: string;
    interestRate: string;
    balance: string;
    minPayment: string;
    /** Plan month in which it is paid off (null when infeasible). */
    payoffMonth: number | null;
    /**
     * Its regular APR (what the avalanche order compares) is the highest, no promo of its own runs in the first
     * month and no other debt is charged more then: "your highest rate" is true of the plan's first month.
     */
    isHighestRate: boolean;
    isSmallestBalance: boolean;
    /** Its promo rate runs in the plan's first month (through `endsOn`): the rate it is charged now. */
    promo?: { rate: string; endsOn: string; deferred: boolean };
    /** A rule order put it first because its deferred interest is charged if a balance is left after the promo. */
    deadlineFirst?: true;
    /** Another debt is still open after it is paid off, so its payment rolls into the next target. */
    rollsOver?: boolean;
  };
  /** Both strategies target the debts in the same order, so they give the same result. */
  strategiesAgree: boolean;
  /** The recommendation versus the other strategy; null when either is infeasible. Amounts may be "0.00". */
  vsOther: { interestSaved: string; monthsSaved: number } | null;
  /** The saved plan versus paying only the minimums; null when either is infeasible. */
  vsMinimums: { interestSaved: string; monthsSaved: number } | null;
  /** Paying only the minimums never pays everything off. */
  minimumsNeverPayOff: boolean;
  /**
   * What the extra payment does, from a second engine run of the same strategy without it:
   * "actual" (an extra was given), "enables" (without the extra the plan never pays off), or "what_if"
   * (no extra was given: what a modest one would do). Null when there is nothing true to say.
   */
  extraEffect:
    | { kind: "actual" | "what_if"; extra: string; monthsSaved: number; interestSaved: string }
    | { kind: "enables"; extra: string }
    | null;
  /** Debts whose minimum does not cover their monthly interest. */
  warnings: {
    debtName: string;
    minPayment: string;
    /** At the regular rate on today's balance. */
    monthlyInterest: string;
    /** A promo runs now: the interest is added at that rate only once it ends. */
    afterPromo?: true;
    /** The minimum equals that interest: the balance does not grow, it never falls. */
    onlyCovers?: true;
  }[];
  /**
   * Deferred-interest promos of the saved plan with interest at risk (absent: none): the promo's last month,
   * the deferred interest, and whether this plan leaves a balance then (so it is charged).
   */
  deferredInterest?: { debtName: string; endsOn: string; atRisk: string; charged: boolean }[];
  /** Only for the analysis (Basic and Pro). */
  analysis?: AnalysisFacts;
  /** Only when the saved plan never pays off. */
  infeasible: {
    /** The engine's explanation, with its numbers. */
    reason: string;
    /** Smallest extra monthly payment (found with the engine) that gives any debt-free date, and how long that takes. */
    extraNeeded: { extra: string; months: number } | null;
    /** Extra monthly payment that makes it debt-free within `targetYears`; null if none found. */
    extraForTarget: { extra: string; years: number; debtFreeDate: string } | null;
  } | null;
}

/** What the longer analysis adds: the user's order, promo deadlines, letter candidates and last month's payments. */
export interface AnalysisFacts {
  /** The saved plan's target order (names), first to last. */
  order: string[];
  /**
   * The debts a rule order takes first for their deferred-interest deadline (lib/payoff/order.ts), by name; absent on
   * a custom order and on analyses stored before.
   */
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
  /**
   * Debts at 18 % APR or more, the most monthly interest first (at most 3): worth a letter asking for a lower rate.
   * A debt whose promo runs at a rate below the regular one is not among them until the promo ends.
   */
  negotiationCandidates: { debtName: string; interestRate: string; monthlyInterest: string }[];
  /**
   * Debts at 18 % APR or more whose running promo is below the regular rate (at most 3): no letter asking for a
   * lower rate yet; the promo's last month ("YYYY-MM") and the rate it then goes to. Absent on analyses stored before.
   */
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
