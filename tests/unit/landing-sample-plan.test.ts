import { samplePlan, SAMPLE_DEBTS, SAMPLE_EXTRA_CENTS } from "@/components/marketing/sample-plan";
import { comparePlans } from "@/lib/payoff";

// The landing page's demo shows the engine's numbers for a stated sample, nothing typed by hand (issue 16).
describe("the landing page's sample plan", () => {
  it("comes from the payoff engine for the stated debts and extra payment", () => {
    const c = comparePlans({
      debts: SAMPLE_DEBTS,
      extraPaymentCents: SAMPLE_EXTRA_CENTS,
      startMonth: { year: 2026, month: 1 },
    });
    if (!c.avalanche.feasible || !c.snowball.feasible || !c.minimums.feasible) throw new Error("sample must pay off");
    const sample = samplePlan();
    expect(sample.totalDebt).toBe("$16,600");
    expect(sample.strategies.map((s) => s.months)).toEqual([c.avalanche.months, c.snowball.months]);
    const saved = (interest: number) =>
      Math.round((c.minimums.feasible ? c.minimums.totalInterestCents - interest : 0) / 100);
    expect(sample.strategies.map((s) => Number(s.interestSaved.replace(/[$,]/g, "")))).toEqual([
      saved(c.avalanche.totalInterestCents),
      saved(c.snowball.totalInterestCents),
    ]);
    expect(sample.strategies.find((s) => s.isRecommended)!.name.toLowerCase()).toBe(c.recommended);
    const gap = Math.round((c.snowball.totalInterestCents - c.avalanche.totalInterestCents) / 100);
    expect(sample.summary).toContain(`$${gap} less interest than the snowball`);
  });
});
