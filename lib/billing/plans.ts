// The one table of subscription plans. The server's plan limits and feature gates,
// the landing page's pricing cards, the subscribe screen and the legal pages all read from here, so a price
// or a limit changes in one place. Pure data: safe to import from server and client code alike.

export const PLAN_IDS = ["free", "basic", "pro"] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const PAID_PLAN_IDS = ["basic", "pro"] as const satisfies readonly PlanId[];
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];

/** What a plan unlocks. Server code gates features on these flags, never on the plan's name. */
export interface PlanFlags {
  /** CSV download of the strategy schedule and of payments (Basic and Pro: "export"). */
  csvExport: boolean;
  /** The printable PDF plan report (Pro: "export reports"). */
  exportReports: boolean;
  emailReminders: boolean;
  smsReminders: boolean;
  /** Progress analytics and goal setting. */
  goalsAnalytics: boolean;
  /** The longer plan analysis (lib/strategies/message/analysis.ts); Free gets the short message. */
  advancedAiInsights: boolean;
  /** Custom strategies beyond avalanche and snowball. */
  customStrategy: boolean;
  /** What-if / advanced simulations. */
  advancedWhatIf: boolean;
  forecasting: boolean;
  prioritySupport: boolean;
  apiAccess: boolean;
}

/**
 * What a pricing-card line or a comparison-table row promises: a plan flag, or a promise that is not a flag. Each
 * has its proof (the code that delivers it and the tests that prove it) in tests/unit/plan-claims.test.ts.
 */
export type PlanClaim =
  | keyof PlanFlags
  /** The plan's debt limit (MAX_DEBTS_PER_USER for paid plans). */
  | "debtLimit"
  | "price"
  | "trial"
  /** Snowball and Avalanche, on every plan. */
  | "payoffMethods"
  /** The current month's progress, on every plan (goalsAnalytics adds the history). */
  | "progressTracking"
  /** The plan's message: in brief on Free, in depth with advancedAiInsights. */
  | "planExplanation"
  /** Pro's flags include every Basic flag. */
  | "everythingInBasic"
  /**
   * Web Push reminders to the devices the user turned them on for: every plan with e-mail reminders
   * (lib/reminders/channels.ts; docs/product-rules.md "Reminders"), so a claim read from `emailReminders`.
   */
  | "pushReminders"
  /** Bank and card files applied per calendar month (`importsPerMonth`): one on Free, no limit on Basic and Pro. */
  | "imports";

/** A line on a pricing card. `included: false` lines are shown struck out / as not included. */
export interface PlanFeature {
  /** What the line promises; a flag's line is included exactly when the plan has the flag. */
  claim: PlanClaim;
  label: string;
  included: boolean;
}

export interface Plan {
  id: PlanId;
  name: string;
  /** One short sentence under the plan name. */
  tagline: string;
  /** Whole US dollars per month; 0 for Free. */
  priceMonthlyUsd: number;
  /** Shown after the price: "forever" for Free, "month" for paid plans. */
  billingPeriodLabel: "forever" | "month";
  /** Days of free trial before the first charge; 0 means none. */
  trialDays: number;
  /** Maximum number of debts a user may track; null means no plan limit (MAX_DEBTS_PER_USER still applies). */
  debtLimit: number | null;
  /** Bank and card files a user may apply per calendar month; null means no limit (lib/imports/service.ts). */
  importsPerMonth: number | null;
  /**
   * Questions a user may ask the coach chat a day, counted from midnight in their time zone (lib/coach/limits.ts;
   * docs/product-rules.md "Coach chat").
   */
  coachQuestionsPerDay: number;
  /** Marked 'Most Popular' on pricing cards. */
  isPopular: boolean;
  /** Label of the plan's call-to-action button on marketing pricing cards. */
  ctaLabel: string;
  /** The pricing-card list, in display order. */
  features: readonly PlanFeature[];
  flags: PlanFlags;
}

/**
 * The most open debts any account may track, whatever its plan: far more than a person has, and a bound on what
 * one account can make the server store and compute (lib/debts/service.ts).
 */
export const MAX_DEBTS_PER_USER = 200;

/** Bank and card files a Free account may apply in a calendar month (lib/imports/service.ts). */
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

/** Plans keyed by id: `PLANS_BY_ID[user.subscriptionPlan]` (prefer `getPlan`, which tolerates unknown ids). */
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
    coachQuestionsPerDay: 5,
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
    coachQuestionsPerDay: 50,
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
    coachQuestionsPerDay: 200,
    isPopular: false,
    ctaLabel: "Start Pro Trial",
    features: [
      { claim: "everythingInBasic", label: "Everything in Basic", included: true },
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

/** The plans in display order: Free, Basic, Pro. */
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

/** The plan for a stored plan name; anything unknown (or missing) is treated as Free. */
export function getPlan(id: string | null | undefined): Plan {
  return isPlanId(id) ? PLANS_BY_ID[id] : PLANS_BY_ID.free;
}

/** A free user may add a debt only while they have fewer than the limit (none, with limit 1). */
export function canAddDebt(planId: string | null | undefined, currentDebtCount: number): boolean {
  const { debtLimit } = getPlan(planId);
  return debtLimit === null || currentDebtCount < debtLimit;
}

/** The trial as cards and tables state it: one trial per account, whichever plan it is taken on. */
export function trialLabel(plan: Plan): string | null {
  return plan.trialDays > 0 ? `${plan.trialDays}-day free trial, once per account` : null;
}

/** "$15" style price label for cards and legal text. */
export function formatPlanPrice(plan: Plan): string {
  return `$${plan.priceMonthlyUsd}`;
}

/** Session-storage key holding the paid plan chosen on the landing page before login. */
export const SELECTED_PLAN_STORAGE_KEY = "selectedPlan";
