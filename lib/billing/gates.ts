import "server-only";
import { AppError } from "@/lib/errors";
import { PLANS, getPlan, type Plan, type PlanFlags } from "./plans";

// The server refuses exactly what the pricing cards say a plan lacks, from the same plan table. A route needing a
// feature whole declares it (`requires`, lib/api.ts); services check only where it depends on the input.

export type GatedFeature = keyof PlanFlags;

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

/** PLANS runs from cheapest to dearest. */
export function planNeededFor(feature: GatedFeature): Plan {
  const plan = PLANS.find((p) => p.flags[feature]);
  if (!plan) throw new Error(`No plan includes ${feature}`);
  return plan;
}

export function hasFeature(user: { subscriptionPlan: string }, feature: GatedFeature): boolean {
  return getPlan(user.subscriptionPlan).flags[feature];
}

export function requireFeature(user: { subscriptionPlan: string }, feature: GatedFeature): void {
  if (hasFeature(user, feature)) return;
  throw new AppError("plan_limit", upgradeMessage(feature));
}

/** Also the note an answer carries when it leaves out what the plan lacks instead of refusing. */
export function upgradeMessage(feature: GatedFeature): string {
  const needed = planNeededFor(feature);
  const plans = PLANS.filter((p) => p.flags[feature]).map((p) => p.name);
  const where =
    plans.length > 1 ? `the ${plans.slice(0, -1).join(", ")} and ${plans.at(-1)} plans` : `the ${needed.name} plan`;
  const { label, plural } = FEATURES[feature];
  return `${label} ${plural ? "are" : "is"} included in ${where}. Upgrade to ${needed.name} to use ${plural ? "them" : "it"}.`;
}
