import "server-only";
import { AppError } from "@/lib/errors";
import { PLANS, getPlan, type Plan, type PlanFlags } from "./plans";

// Server-side plan gates, on the flags of the one plan table, so the server refuses exactly what the pricing cards
// say a plan lacks (403 plan_limit, naming the plan needed). A route that needs a feature as a whole declares it in
// route()'s options (`requires: "csvExport"`, lib/api.ts), which calls requireFeature before the rate limit and the
// body; services call requireFeature themselves only where the feature depends on the input (the reminder channel
// turned on, the strategy saved, the challenge joined). The debt limit is a count, not a flag: lib/debts/service.ts
// enforces it under a row lock.

export type GatedFeature = keyof PlanFlags;

/** How messages name each feature; `plural` picks "are ... them" over "is ... it". */
const FEATURES: Record<GatedFeature, { label: string; plural: boolean }> = {
  csvExport: { label: "CSV export", plural: false },
  exportReports: { label: "The PDF plan report", plural: false },
  emailReminders: { label: "Email reminders", plural: true },
  smsReminders: { label: "SMS reminders", plural: true },
  goalsAnalytics: { label: "Progress analytics and goal setting", plural: true },
  advancedAiInsights: { label: "The in-depth plan analysis", plural: false },
  customStrategy: { label: "Custom strategies", plural: true },
  advancedWhatIf: { label: "Advanced simulations", plural: true },
  forecasting: { label: "Forecasting", plural: false },
  prioritySupport: { label: "Priority support", plural: false },
  apiAccess: { label: "API access", plural: false },
};

/** The cheapest plan that includes the feature (the plan table lists plans from cheapest to dearest). */
export function planNeededFor(feature: GatedFeature): Plan {
  const plan = PLANS.find((p) => p.flags[feature]);
  if (!plan) throw new Error(`No plan includes ${feature}`);
  return plan;
}

export function hasFeature(user: { subscriptionPlan: string }, feature: GatedFeature): boolean {
  return getPlan(user.subscriptionPlan).flags[feature];
}

/** Throws 403 plan_limit unless the user's plan includes the feature. */
export function requireFeature(user: { subscriptionPlan: string }, feature: GatedFeature): void {
  if (hasFeature(user, feature)) return;
  throw new AppError("plan_limit", upgradeMessage(feature));
}

/**
 * Which plans include the feature and which to upgrade to: the 403's message, and the note an answer carries when
 * it leaves out what the user's plan lacks instead of refusing.
 */
export function upgradeMessage(feature: GatedFeature): string {
  const needed = planNeededFor(feature);
  const plans = PLANS.filter((p) => p.flags[feature]).map((p) => p.name);
  const where =
    plans.length > 1 ? `the ${plans.slice(0, -1).join(", ")} and ${plans.at(-1)} plans` : `the ${needed.name} plan`;
  const { label, plural } = FEATURES[feature];
  return `${label} ${plural ? "are" : "is"} included in ${where}. Upgrade to ${needed.name} to use ${plural ? "them" : "it"}.`;
}
