import { activePromo, rateInForce } from "@/lib/debts/promo";
import { formatPercent } from "@/lib/format";
import {
  deferredChargeTexts,
  moneyText,
  monthAfter,
  promoNote,
  unusedLumpSumText,
} from "@/app/(app)/results/_components/promo-notes";
import { computePlan, type DebtInput } from "@/lib/payoff";
import type { PromoSummaryDto } from "@/lib/strategies/types";

const START = { year: 2026, month: 11 };

function promo(overrides: Partial<PromoSummaryDto>): PromoSummaryDto {
  return {
    debtId: "d1",
    name: "Store card",
    promoRate: "0.000",
    endsOn: "2027-03",
    deferredInterest: true,
    atRisk: "123.45",
    charged: null,
    chargedOn: null,
    paidOffOn: "2027-01",
    ...overrides,
  };
}

describe("a debt's promo on screen", () => {
  it("trims the stored rate", () => {
    expect(formatPercent("2.990")).toBe("2.99%");
    expect(formatPercent("0.000")).toBe("0%");
    expect(formatPercent("5.500")).toBe("5.5%");
    expect(formatPercent("12")).toBe("12%");
  });

  it("charges the promo rate through its last month, then the regular rate", () => {
    const debt = { interestRate: "24.990", promoRate: "0.000", promoEndsOn: "2027-03", deferredInterest: false };
    expect(rateInForce(debt, "2026-11")).toBe("0.000");
    expect(rateInForce(debt, "2027-03")).toBe("0.000");
    expect(rateInForce(debt, "2027-04")).toBe("24.990");
    expect(rateInForce({ interestRate: "18.990", promoRate: null, promoEndsOn: null }, "2026-11")).toBe("18.990");
  });

  it("shows a running promo and nothing once its last month is past", () => {
    const debt = { promoRate: "2.990", promoEndsOn: "2027-03", deferredInterest: true };
    expect(activePromo(debt, "2026-11")).toEqual({
      rate: "2.99%",
      endsOn: "2027-03",
      deferredInterest: true,
      text: "2.99% until Mar 2027",
    });
    expect(activePromo(debt, "2027-03")?.text).toBe("2.99% until Mar 2027");
    expect(activePromo(debt, "2027-04")).toBeNull();
    expect(activePromo({ promoRate: null, promoEndsOn: null }, "2026-11")).toBeNull();
    expect(activePromo({ promoRate: "0.000", promoEndsOn: "2027-01" }, "2026-11")?.deferredInterest).toBe(false);
  });
});

describe("promo notes on the results", () => {
  it("says a deferred promo paid off in time costs nothing", () => {
    expect(promoNote(promo({}))).toEqual({
      tone: "safe",
      headline: "0% until Mar 2027",
      text: "Paid off in Jan 2027, before the promo ends in Mar 2027: no deferred interest",
    });
  });

  it("warns with the amount and the month when the plan is charged deferred interest", () => {
    const note = promoNote(promo({ charged: "123.45", chargedOn: "2027-04", paidOffOn: "2028-02" }));
    expect(note.tone).toBe("risk");
    expect(note.text).toBe(
      "$123.45 of deferred interest is charged in Apr 2027 unless Store card is paid off by the end of Mar 2027",
    );
  });

  it("warns with the amount at risk when a never-ending plan has no charge month", () => {
    const note = promoNote(promo({ paidOffOn: null }));
    expect(note.tone).toBe("risk");
    expect(note.text).toContain("$123.45 of deferred interest is charged in Apr 2027");
  });

  it("warns with the charge of a plan that never pays off (docs/payoff.md example I2)", () => {
    const note = promoNote(
      promo({ endsOn: "2027-06", atRisk: "731.25", charged: "731.25", chargedOn: "2027-07", paidOffOn: null }),
    );
    expect(note).toEqual({
      tone: "risk",
      headline: "0% until Jun 2027",
      text: "$731.25 of deferred interest is charged in Jul 2027 unless Store card is paid off by the end of Jun 2027",
    });
  });

  it("names the regular rate that follows a plain promo", () => {
    const note = promoNote(
      promo({ deferredInterest: false, atRisk: null, promoRate: "2.990", paidOffOn: "2029-05" }),
      "24.990",
    );
    expect(note).toEqual({
      tone: "info",
      headline: "2.99% until Mar 2027",
      text: "The promo rate ends in Mar 2027; the regular 24.99% applies from Apr 2027",
    });
    expect(promoNote(promo({ deferredInterest: false, atRisk: null })).text).toBe(
      "Paid off in Jan 2027, before the promo ends in Mar 2027",
    );
  });

  it("words unused lump sums", () => {
    expect(unusedLumpSumText({ amount: "500.00", month: "2031-06" })).toBe(
      "$500 in Jun 2031 comes after you are debt-free, so it is not used",
    );
    expect(unusedLumpSumText({ amount: -150.5, month: "2026-01" }, "2026-11")).toBe(
      "-$150.50 in Jan 2026 comes before your plan's first month, so it is not used",
    );
    expect(moneyText("1000.00")).toBe("$1,000");
    expect(monthAfter("2026-12")).toBe("2027-01");
  });
});

describe("the what-if's deferred-interest notes", () => {
  const storeCard: DebtInput = {
    id: "s",
    name: "Store card",
    balanceCents: 300_000,
    aprPercent: 24,
    minPaymentCents: 9_000,
    promo: { aprPercent: 0, endsOn: { year: 2027, month: 4 }, deferredInterest: true },
  };

  it("names the amount, the month it is charged and the month to beat", () => {
    const plan = computePlan({ debts: [storeCard], strategy: "avalanche", extraPaymentCents: 0, startMonth: START });
    if (!plan.feasible) throw new Error("expected a feasible plan");
    const texts = deferredChargeTexts(plan.debts, START);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatch(
      /^\$[\d,]+\.\d{2} of deferred interest on Store card is charged in May 2027; paying it off by the end of Apr 2027 avoids it$/,
    );
    expect(texts[0]).toContain(
      `$${(plan.debts[0]!.promo!.chargedCents / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`,
    );
  });

  it("names the charge in a plan that never pays off (docs/payoff.md example I2)", () => {
    const card: DebtInput = {
      id: "X",
      name: "Store card",
      balanceCents: 500_000,
      aprPercent: 30,
      minPaymentCents: 5_000,
      promo: { aprPercent: 0, endsOn: { year: 2027, month: 6 }, deferredInterest: true },
    };
    const start = { year: 2027, month: 1 };
    const plan = computePlan({ debts: [card], strategy: "avalanche", startMonth: start });
    if (plan.feasible) throw new Error("expected a plan that never pays off");
    expect(deferredChargeTexts(plan.promos, start)).toEqual([
      "$731.25 of deferred interest on Store card is charged in Jul 2027; paying it off by the end of Jun 2027 avoids it",
    ]);
  });

  it("says nothing when the plan pays it off in time", () => {
    const plan = computePlan({
      debts: [storeCard],
      strategy: "avalanche",
      extraPaymentCents: 60_000,
      startMonth: START,
    });
    if (!plan.feasible) throw new Error("expected a feasible plan");
    expect(plan.debts[0]!.promo!.chargedCents).toBe(0);
    expect(deferredChargeTexts(plan.debts, START)).toEqual([]);
  });
});
