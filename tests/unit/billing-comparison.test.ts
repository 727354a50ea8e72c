import { COMPARISON_ROWS, includedFeatureLines } from "@/lib/billing/comparison";
import { PAID_PLAN_IDS, PLANS_BY_ID, type PlanFlags } from "@/lib/billing/plans";

// What the checkout and /success list for the chosen plan (lib/billing/comparison.ts includedFeatureLines): every
// feature the plan table gives the plan, never the pricing card's shorthand ("Everything in Basic"), which left Pro's
// forecasting and API access out of its checkout (docs/product-rules.md "Subscribing").

const FLAGS = Object.keys(PLANS_BY_ID.pro.flags) as (keyof PlanFlags)[];

describe("includedFeatureLines", () => {
  it.each(FLAGS)("names %s: a plan without that flag lists less", (flag) => {
    const pro = PLANS_BY_ID.pro;
    const without = { ...pro, flags: { ...pro.flags, [flag]: false } };
    expect(pro.flags[flag]).toBe(true);
    expect(includedFeatureLines(without)).not.toEqual(includedFeatureLines(pro));
  });

  it.each(PAID_PLAN_IDS)("lists %s's flag rows exactly when it has the flag", (id) => {
    const plan = PLANS_BY_ID[id];
    const lines = includedFeatureLines(plan);
    for (const row of COMPARISON_ROWS) {
      if (!(row.claim in plan.flags)) continue;
      if (plan.flags[row.claim as keyof PlanFlags]) expect(lines).toContain(row.label);
      else expect(lines).not.toContain(row.label);
    }
  });

  it("lists every Pro feature of the plan table, by name, and no shorthand", () => {
    const lines = includedFeatureLines(PLANS_BY_ID.pro);
    expect(lines).toEqual([
      "Debts tracked: Up to 200",
      "Snowball and Avalanche strategies",
      "Progress tracking",
      "Plan explanation: In-depth analysis",
      "Coach chat questions a day: 200",
      "Email reminders",
      "Push notification reminders",
      "Progress analytics and goal setting",
      "Export (CSV)",
      "Export reports (PDF plan report)",
      "SMS reminders",
      "Advanced what-if simulations",
      "Custom strategies",
      "Forecasting",
      "Priority support",
      "API access",
    ]);
    expect(lines).not.toContain("Everything in Basic");
    // Pro includes everything Basic does; its coach questions a day are more, not the same line.
    const perPlan = (l: string) => l.startsWith("Plan explanation") || l.startsWith("Coach chat questions");
    for (const line of includedFeatureLines(PLANS_BY_ID.basic).filter((l) => !perPlan(l)))
      expect(lines).toContain(line);
    expect(PLANS_BY_ID.pro.coachQuestionsPerDay).toBeGreaterThan(PLANS_BY_ID.basic.coachQuestionsPerDay);
  });

  it("leaves the price and the trial to the checkout's own boxes", () => {
    const lines = includedFeatureLines(PLANS_BY_ID.pro).join("\n");
    expect(lines).not.toMatch(/Monthly price|Free trial/);
  });
});
