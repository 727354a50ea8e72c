// Run through the real payoff engine while "/" is prerendered, so every figure the demo shows is one the product
// would show (no invented numbers: docs/product-rules.md "Plans and limits").
import { formatCentsAsDollars } from "@/lib/format";
import { comparePlans, type DebtInput, type FeasiblePlan, type PlanResult } from "@/lib/payoff";

export const SAMPLE_DEBTS: readonly DebtInput[] = [
  { id: "visa", name: "Visa card", balanceCents: 420_000, aprPercent: 24.99, minPaymentCents: 12_600 },
  { id: "store", name: "Store card", balanceCents: 90_000, aprPercent: 27.99, minPaymentCents: 3_500 },
  { id: "personal", name: "Personal loan", balanceCents: 300_000, aprPercent: 11.5, minPaymentCents: 9_500 },
  { id: "car", name: "Car loan", balanceCents: 850_000, aprPercent: 6.9, minPaymentCents: 26_500 },
];
export const SAMPLE_EXTRA_CENTS = 20_000;
export const SAMPLE_BALANCE_BARS = 12;

/** The plan's total balance after `month` (0: before the first payment), in whole percent of the starting debt. */
export interface BalanceBar {
  month: number;
  percent: number;
}

export interface SampleStrategy {
  name: "Avalanche" | "Snowball";
  rule: string;
  months: number;
  /** Interest saved against paying only the minimums, whole dollars ("$2,847"). */
  interestSaved: string;
  isRecommended: boolean;
  /** SAMPLE_BALANCE_BARS evenly spaced months from the start (100%) to the debt-free month (0%). */
  balanceBars: BalanceBar[];
}

export interface SamplePlan {
  totalDebt: string;
  extra: string;
  strategies: SampleStrategy[];
  summary: string;
}

const dollars = (cents: number) => formatCentsAsDollars(Math.round(cents / 100) * 100).replace(/\.00$/, "");

function feasible(plan: PlanResult) {
  if (!plan.feasible) throw new Error("The landing page's sample plan must pay off"); // caught by the unit test
  return plan;
}

function balanceBars(plan: FeasiblePlan): BalanceBar[] {
  const after = (month: number) =>
    month === 0 ? plan.startingBalanceCents : plan.schedule![month - 1]!.totalBalanceCents;
  return Array.from({ length: SAMPLE_BALANCE_BARS }, (_, i) => {
    const month = Math.round((i * plan.months) / (SAMPLE_BALANCE_BARS - 1));
    return { month, percent: Math.round((after(month) / plan.startingBalanceCents) * 100) };
  });
}

export function samplePlan(): SamplePlan {
  const c = comparePlans({
    debts: SAMPLE_DEBTS,
    extraPaymentCents: SAMPLE_EXTRA_CENTS,
    startMonth: { year: 2026, month: 1 },
    includeSchedule: true,
  });
  const minimums = feasible(c.minimums);
  const entry = (name: SampleStrategy["name"], rule: string, plan: PlanResult): SampleStrategy => {
    const p = feasible(plan);
    return {
      name,
      rule,
      months: p.months,
      interestSaved: dollars(minimums.totalInterestCents - p.totalInterestCents),
      isRecommended: c.recommended === name.toLowerCase(),
      balanceBars: balanceBars(p),
    };
  };
  const avalanche = feasible(c.avalanche);
  const snowball = feasible(c.snowball);
  const moreInterest = snowball.totalInterestCents - avalanche.totalInterestCents;
  const moreMonths = snowball.months - avalanche.months;
  const sooner = moreMonths > 0 ? ` and finishes ${moreMonths} ${moreMonths === 1 ? "month" : "months"} sooner` : "";
  return {
    totalDebt: dollars(SAMPLE_DEBTS.reduce((sum, d) => sum + d.balanceCents, 0)),
    extra: dollars(SAMPLE_EXTRA_CENTS),
    strategies: [
      entry("Avalanche", "Highest interest first", c.avalanche),
      entry("Snowball", "Smallest balance first", c.snowball),
    ],
    summary:
      moreInterest > 0
        ? `Paying the highest rate first costs ${dollars(moreInterest)} less interest than the snowball${sooner}; if quick wins keep you going, the snowball is still a strong plan.`
        : "Both methods cost about the same here, so pick the one that keeps you motivated.",
  };
}
