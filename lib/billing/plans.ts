// The one plan table: the server's gates, the pricing cards, the subscribe screen and the legal pages all read it.
// Pure data, safe in client code.

export const PLAN_IDS = ["free", "basic", "pro"] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const PAID_PLAN_IDS = ["basic", "pro"] as const satisfies readonly PlanId[];
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];

/** Server code gates on these flags, never on a plan's name. */
export interface PlanFlags {
  csvExport: boolean;
  exportReports: boolean;
  emailReminders: boolean;
  smsReminders: boolean;
  goalsAnalytics: boolean;
  /** The longer plan analysis (lib/strategies/message/analysis.ts). */
  advancedAiInsights: boolean;
  customStrategy: boolean;
  advancedWhatIf: boolean;
  forecasting: boolean;
  prioritySupport: boolean;
  apiAccess: boolean;
}

/** Each claim's proof (the code that delivers it and its tests) is in tests/unit/plan-claims.test.ts. */
export type PlanClaim =
  | keyof PlanFlags
  | "debtLimit"
  | "price"
  | "trial"
  | "payoffMethods"
  | "progressTracking"
  | "planExplanation"
  | "everythingInBasic"
  /** Every plan with e-mail reminders has push (lib/reminders/channels.ts), so read from `emailReminders`. */
  | "pushReminders"
  | "imports"
  | "coachQuestions";

export interface PlanFeature {
  /** What the line promises; a flag's line is included exactly when the plan has the flag. */
  claim: PlanClaim;
  label: string;
  included: boolean;
}

export interface Plan {
  id: PlanId;
  name: string;
  tagline: string;
  priceMonthlyUsd: number;
  billingPeriodLabel: "forever" | "month";
  trialDays: number;
  /** null: no plan limit (MAX_DEBTS_PER_USER still applies). */
  debtLimit: number | null;
  importsPerMonth: number | null;
  /** Counted from midnight in the user's time zone (docs/product-rules.md "Coach chat"). */
  coachQuestionsPerDay: number;
  isPopular: boolean;
  ctaLabel: string;
  features: readonly PlanFeature[];
  flags: PlanFlags;
}

/** Any plan's cap: far more than a person has, and a bound on what one account makes the server store and compute. */
export const MAX_DEBTS_PER_USER = 200;

const FREE_COACH_QUESTIONS_PER_DAY = 5;
const BASIC_COACH_QUESTIONS_PER_DAY = 50;
const PRO_COACH_QUESTIONS_PER_DAY = 200;

const coachLine = (perDay: number): PlanFeature => ({
  claim: "coachQuestions",
  label: `${perDay} coach chat questions a day`,
  included: true,
});

const FREE_IMPORTS_PER_MONTH = 1;

const NO_FLAGS: PlanFlags = {
  csvExport: false,
  exportReports: false,
  emailReminders: false,
  smsReminders: false,
  goalsAnalytics: false,
  advancedAiInsights: false,
  customStrategy: false,
  advancedWhatIf: false,
  forecasting: false,
  prioritySupport: false,
  apiAccess: false,
};

/** Prefer getPlan, which tolerates unknown ids. */
export const PLANS_BY_ID: Readonly<Record<PlanId, Plan>> = {
  free: {
    id: "free",
    name: "Free",
    tagline: "Get started with the basics.",
    priceMonthlyUsd: 0,
    billingPeriodLabel: "forever",
    trialDays: 0,
    debtLimit: 1,
    importsPerMonth: FREE_IMPORTS_PER_MONTH,
    coachQuestionsPerDay: FREE_COACH_QUESTIONS_PER_DAY,
    isPopular: false,
    ctaLabel: "Start for Free",
    features: [
      { claim: "debtLimit", label: "1 debt tracked", included: true },
      { claim: "planExplanation", label: "Plan explained in brief", included: true },
      { claim: "payoffMethods", label: "Snowball and Avalanche methods", included: true },
      { claim: "progressTracking", label: "Progress tracking", included: true },
      {
        claim: "imports",
        label: `${FREE_IMPORTS_PER_MONTH} bank or card file import a month`,
        included: true,
      },
      coachLine(FREE_COACH_QUESTIONS_PER_DAY),
      { claim: "emailReminders", label: "Email reminders", included: false },
    ],
    flags: NO_FLAGS,
  },
  basic: {
    id: "basic",
    name: "Basic",
    tagline: "Everything you need to get out of debt.",
    priceMonthlyUsd: 15,
    billingPeriodLabel: "month",
    trialDays: 14,
    debtLimit: null,
    importsPerMonth: null,
    coachQuestionsPerDay: BASIC_COACH_QUESTIONS_PER_DAY,
    isPopular: true,
    ctaLabel: "Start 14-Day Free Trial",
    features: [
      { claim: "debtLimit", label: `Up to ${MAX_DEBTS_PER_USER} debts`, included: true },
      { claim: "advancedAiInsights", label: "In-depth plan analysis", included: true },
      { claim: "emailReminders", label: "Email reminders", included: true },
      { claim: "pushReminders", label: "Push notification reminders", included: true },
      { claim: "goalsAnalytics", label: "Progress analytics", included: true },
      { claim: "goalsAnalytics", label: "Goal setting", included: true },
      { claim: "imports", label: "Unlimited bank and card file imports", included: true },
      coachLine(BASIC_COACH_QUESTIONS_PER_DAY),
      { claim: "smsReminders", label: "SMS reminders", included: false },
    ],
    flags: {
      ...NO_FLAGS,
      csvExport: true,
      emailReminders: true,
      goalsAnalytics: true,
      advancedAiInsights: true,
    },
  },
  pro: {
    id: "pro",
    name: "Pro",
    tagline: "For power users who want every tool.",
    priceMonthlyUsd: 25,
    billingPeriodLabel: "month",
    trialDays: 14,
    debtLimit: null,
    importsPerMonth: null,
    coachQuestionsPerDay: PRO_COACH_QUESTIONS_PER_DAY,
    isPopular: false,
    ctaLabel: "Start Pro Trial",
    features: [
      { claim: "everythingInBasic", label: "Everything in Basic", included: true },
      coachLine(PRO_COACH_QUESTIONS_PER_DAY),
      { claim: "smsReminders", label: "SMS reminders", included: true },
      { claim: "advancedWhatIf", label: "Advanced simulations", included: true },
      { claim: "prioritySupport", label: "Priority support", included: true },
      { claim: "customStrategy", label: "Custom strategies", included: true },
      { claim: "exportReports", label: "Export reports", included: true },
    ],
    flags: {
      csvExport: true,
      exportReports: true,
      emailReminders: true,
      smsReminders: true,
      goalsAnalytics: true,
      advancedAiInsights: true,
      customStrategy: true,
      advancedWhatIf: true,
      forecasting: true,
      prioritySupport: true,
      apiAccess: true,
    },
  },
};

export const PLANS: readonly Plan[] = PLAN_IDS.map((id) => PLANS_BY_ID[id]);

/** Promises made on the pricing section and restated in the terms (docs/product-rules.md "Plans and limits"). */
export const BILLING_POLICY = {
  moneyBackGuaranteeDays: 30,
  refundProcessingBusinessDays: "5-10",
  priceChangeNoticeDays: 30,
  minimumAge: 18,
  claims: ["Cancel anytime", "No setup fees", "30-day money-back guarantee"],
} as const;

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === "string" && (PLAN_IDS as readonly string[]).includes(value);
}

export function isPaidPlanId(value: unknown): value is PaidPlanId {
  return typeof value === "string" && (PAID_PLAN_IDS as readonly string[]).includes(value);
}

export function getPlan(id: string | null | undefined): Plan {
  return isPlanId(id) ? PLANS_BY_ID[id] : PLANS_BY_ID.free;
}

export function canAddDebt(planId: string | null | undefined, currentDebtCount: number): boolean {
  const { debtLimit } = getPlan(planId);
  return debtLimit === null || currentDebtCount < debtLimit;
}

export function trialLabel(plan: Plan): string | null {
  return plan.trialDays > 0 ? `${plan.trialDays}-day free trial, once per account` : null;
}

export function formatPlanPrice(plan: Plan): string {
  return `$${plan.priceMonthlyUsd}`;
}

/** Session-storage key holding the paid plan chosen on the landing page before login. */
export const SELECTED_PLAN_STORAGE_KEY = "selectedPlan";
