// Every cell is read from the one plan table; tests/unit/plan-claims.test.ts names the code and tests that prove each
// row's claim (docs/product-rules.md "Plans and limits").
import { MAX_DEBTS_PER_USER, type Plan, type PlanClaim, type PlanFlags } from "./plans";

export type ComparisonCell = boolean | string;

export interface ComparisonRow {
  claim: PlanClaim;
  label: string;
  value: (plan: Plan) => ComparisonCell;
}

/** A row that shows a flag as it is: the table cannot mark a plan as having a feature its gates refuse. */
const flagRow = (claim: keyof PlanFlags, label: string): ComparisonRow => ({
  claim,
  label,
  value: (p) => p.flags[claim],
});

export const COMPARISON_ROWS: readonly ComparisonRow[] = [
  {
    claim: "debtLimit",
    label: "Debts tracked",
    value: (p) => (p.debtLimit === null ? `Up to ${MAX_DEBTS_PER_USER}` : String(p.debtLimit)),
  },
  { claim: "price", label: "Monthly price", value: (p) => (p.priceMonthlyUsd === 0 ? "$0" : `$${p.priceMonthlyUsd}`) },
  {
    claim: "trial",
    label: "Free trial (once per account)",
    value: (p) => (p.trialDays > 0 ? `${p.trialDays} days` : false),
  },
  { claim: "payoffMethods", label: "Snowball and Avalanche strategies", value: () => true },
  { claim: "progressTracking", label: "Progress tracking", value: () => true },
  {
    claim: "planExplanation",
    label: "Plan explanation",
    value: (p) => (p.flags.advancedAiInsights ? "In-depth analysis" : "In brief"),
  },
  { claim: "coachQuestions", label: "Coach chat questions a day", value: (p) => String(p.coachQuestionsPerDay) },
  flagRow("emailReminders", "Email reminders"),
  // Push goes with e-mail reminders (lib/reminders/channels.ts), so the row reads that flag.
  { claim: "pushReminders", label: "Push notification reminders", value: (p) => p.flags.emailReminders },
  flagRow("goalsAnalytics", "Progress analytics and goal setting"),
  flagRow("csvExport", "Export (CSV)"),
  flagRow("exportReports", "Export reports (PDF plan report)"),
  flagRow("smsReminders", "SMS reminders"),
  flagRow("advancedWhatIf", "Advanced what-if simulations"),
  flagRow("customStrategy", "Custom strategies"),
  flagRow("forecasting", "Forecasting"),
  flagRow("prioritySupport", "Priority support"),
  flagRow("apiAccess", "API access"),
];

export function comparisonCellText(cell: ComparisonCell): string {
  if (typeof cell === "string") return cell;
  return cell ? "Included" : "Not included";
}

/** Claims the checkout states apart from its feature list: the price and the trial have their own boxes. */
const STATED_APART: readonly PlanClaim[] = ["price", "trial"];

/** What the checkout and /success list: every feature by name, where a pricing card may say "Everything in Basic". */
export function includedFeatureLines(plan: Plan): string[] {
  return COMPARISON_ROWS.flatMap((row) => {
    if (STATED_APART.includes(row.claim)) return [];
    const cell = row.value(plan);
    if (cell === false) return [];
    return [cell === true ? row.label : `${row.label}: ${cell}`];
  });
}
