import { writeLocalStrategyAnalysis } from "@/lib/strategies/message/local-writer";
import { letterCandidates } from "@/lib/strategies/message/letter-candidates";
import type { StrategyDebtSnapshot } from "@/lib/strategies/types";
import type { DebtInput } from "@/lib/payoff/types";
import { C4 } from "@/tests/support/strategy-facts";

// The analysis's letter candidates (Basic and Pro, lib/strategies/message/analysis.ts): a card whose promo runs below its
// regular rate is not one until the promo ends; the analysis says when that is and the rate it goes to.

const MAY_2026 = { year: 2026, month: 5 };

function debt(id: string, balanceCents: number, apr: string, promo?: { rate: string; endsOn: string }) {
  const input: DebtInput = { id, name: id, balanceCents, aprPercent: Number(apr), minPaymentCents: 5_000 };
  const snapshot: StrategyDebtSnapshot = {
    id,
    name: id,
    balance: (balanceCents / 100).toFixed(2),
    interestRate: apr,
    minPayment: "50.00",
    promoRate: promo?.rate ?? null,
    promoEndsOn: promo?.endsOn ?? null,
    deferredInterest: false,
  };
  return { input, snapshot };
}

function candidates(...list: ReturnType<typeof debt>[]) {
  return letterCandidates(
    list.map((d) => d.input),
    new Map(list.map((d) => [d.input.id, d.snapshot])),
    MAY_2026,
  );
}

describe("letterCandidates", () => {
  it("leaves out a card whose running promo is at 0 % until it ends, and says when it ends and the rate after", () => {
    const answer = candidates(
      debt("Promo card", 800_000, "24.99", { rate: "0", endsOn: "2026-11" }),
      debt("Plain card", 300_000, "19.99"),
      debt("Car loan", 900_000, "6.5"),
    );
    expect(answer.negotiationCandidates.map((c) => c.debtName)).toEqual(["Plain card"]);
    expect(answer.negotiationAfterPromo).toEqual([
      { debtName: "Promo card", promoRate: "0", endsOn: "2026-11", regularRate: "24.99" },
    ]);
  });

  it("a promo below the regular rate but above 0 waits too; one that ended, or is not below the rate, does not", () => {
    const answer = candidates(
      debt("Low promo", 500_000, "22.99", { rate: "3.99", endsOn: "2026-05" }),
      debt("Ended promo", 400_000, "21.99", { rate: "0", endsOn: "2026-04" }),
      debt("Penalty promo", 300_000, "19.99", { rate: "29.99", endsOn: "2026-12" }),
    );
    expect(answer.negotiationAfterPromo!.map((c) => c.debtName)).toEqual(["Low promo"]);
    expect(answer.negotiationCandidates.map((c) => c.debtName)).toEqual(["Ended promo", "Penalty promo"]);
  });

  it("the local analysis does not suggest a lower rate for it and names the promo's end and the rate after", () => {
    const answer = candidates(debt("Promo card", 800_000, "24.99", { rate: "0", endsOn: "2026-11" }));
    const text = writeLocalStrategyAnalysis({
      ...C4,
      analysis: { order: ["Promo card"], promos: [], lastMonth: null, ...answer },
    });
    expect(text).not.toMatch(/Promo card[^.]*is a good candidate/);
    expect(text).toContain(
      "Promo card is at a 0% promotional rate until the end of November 2026, so there is no lower rate to ask for yet; after that its rate goes to 24.99%",
    );
  });
});
