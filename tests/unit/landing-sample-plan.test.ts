import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

import { LandingPage } from "@/app/_components/landing-page";
import { samplePlan, SAMPLE_BALANCE_BARS, SAMPLE_DEBTS, SAMPLE_EXTRA_CENTS } from "@/components/marketing/sample-plan";
import { comparePlans } from "@/lib/payoff";

// The landing page's demo shows the engine's numbers for a stated sample, nothing typed by hand.
const engine = () => {
  const c = comparePlans({
    debts: SAMPLE_DEBTS,
    extraPaymentCents: SAMPLE_EXTRA_CENTS,
    startMonth: { year: 2026, month: 1 },
    includeSchedule: true,
  });
  if (!c.avalanche.feasible || !c.snowball.feasible || !c.minimums.feasible) throw new Error("sample must pay off");
  return { ...c, avalanche: c.avalanche, snowball: c.snowball, minimums: c.minimums };
};

describe("the landing page's sample plan", () => {
  it("comes from the payoff engine for the stated debts and extra payment", () => {
    const c = engine();
    const sample = samplePlan();
    expect(sample.totalDebt).toBe("$16,600");
    expect(sample.strategies.map((s) => s.months)).toEqual([c.avalanche.months, c.snowball.months]);
    const saved = (interest: number) => Math.round((c.minimums.totalInterestCents - interest) / 100);
    expect(sample.strategies.map((s) => Number(s.interestSaved.replace(/[$,]/g, "")))).toEqual([
      saved(c.avalanche.totalInterestCents),
      saved(c.snowball.totalInterestCents),
    ]);
    expect(sample.strategies.find((s) => s.isRecommended)!.name.toLowerCase()).toBe(c.recommended);
    const gap = Math.round((c.snowball.totalInterestCents - c.avalanche.totalInterestCents) / 100);
    expect(sample.summary).toContain(`$${gap} less interest than the snowball`);
  });

  it("charts each plan's real total balance at evenly spaced months, from the start to the debt-free month", () => {
    const c = engine();
    for (const [strategy, plan] of [
      [samplePlan().strategies[0]!, c.avalanche],
      [samplePlan().strategies[1]!, c.snowball],
    ] as const) {
      const bars = strategy.balanceBars;
      expect(bars).toHaveLength(SAMPLE_BALANCE_BARS);
      expect(bars[0]).toEqual({ month: 0, percent: 100 });
      expect(bars.at(-1)).toEqual({ month: plan.months, percent: 0 });
      const step = plan.months / (SAMPLE_BALANCE_BARS - 1);
      for (const [i, bar] of bars.entries()) {
        expect(Math.abs(bar.month - i * step)).toBeLessThanOrEqual(0.5);
        const balance = bar.month === 0 ? plan.startingBalanceCents : plan.schedule![bar.month - 1]!.totalBalanceCents;
        expect(bar.percent).toBe(Math.round((balance / plan.startingBalanceCents) * 100));
      }
    }
  });
});

describe("the landing page's hero illustration", () => {
  // It is aria-hidden, so no accessibility test reads it: this one checks it shows the sample's engine figures.
  const html = renderToStaticMarkup(createElement(LandingPage));
  const illustration = html.match(
    /<div[^>]*data-testid="hero-illustration".*?Paying your highest-rate card[^<]*<\/p>/s,
  )?.[0];
  const avalanche = samplePlan().strategies[0]!;

  it("states the avalanche sample's debt-free months and interest saved", () => {
    expect(illustration).toBeDefined();
    expect(illustration).toContain(`<p class="text-3xl font-bold">${avalanche.months} months</p>`);
    expect(illustration).toContain(avalanche.interestSaved);
  });

  it("draws its bars at the sample's balances", () => {
    const heights = [...illustration!.matchAll(/height:(\d+)%/g)].map((m) => Number(m[1]));
    expect(heights).toEqual(avalanche.balanceBars.map((b) => b.percent));
  });

  it("says highest-rate first saves the most interest only because, in this sample, it does", () => {
    expect(avalanche.isRecommended).toBe(true);
    const c = engine();
    expect(c.avalanche.totalInterestCents).toBeLessThan(c.snowball.totalInterestCents);
  });
});
