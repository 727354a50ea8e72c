import type { DebtDto } from "@/lib/debts/types";
import { PLAIN_DEBT_FIELDS } from "@/tests/support/debt-fields";
import {
  orderDebtsForDisplay,
  paidAmount,
  paidPercent,
  summarizeDebts,
} from "@/app/(app)/dashboard/_components/debt-summary";
import { previewMessage } from "@/app/(app)/dashboard/_components/latest-strategy-card";
import { levelProgressPercent } from "@/app/(app)/gamification/_components/gamification-overview";
import { paymentToastText } from "@/components/payments/log-payment-dialog";

function debt(overrides: Partial<DebtDto>): DebtDto {
  return {
    id: overrides.name ?? "d",
    name: "Debt",
    balance: "1000.00",
    originalBalance: "1000.00",
    interestRate: "10.000",
    minPayment: "25.00",
    ...PLAIN_DEBT_FIELDS,
    createdAt: "2025-01-01T00:00:00.000Z",
    ...overrides,
  };
}

describe("summarizeDebts", () => {
  it("sums open balances and minimums in cents and weights the rate by balance", () => {
    const s = summarizeDebts(
      [
        debt({ name: "Loan", balance: "9000.10", interestRate: "5", minPayment: "100.10" }),
        debt({ name: "Card", balance: "1000.20", interestRate: "25", minPayment: "35.20" }),
        debt({
          name: "Old",
          balance: "0.00",
          originalBalance: "500.00",
          isClosed: true,
          minPayment: "50.00",
          interestRate: "30",
        }),
      ],
      "2026-11",
    );
    expect(s.totalDebt).toBe(10000.3);
    expect(s.monthlyPayments).toBe(135.3);
    // (9000.10 * 5 + 1000.20 * 25) / 10000.30 = 7.0003...
    expect(s.averageRate).toBeCloseTo(7.0003, 3);
    expect(s.activeCount).toBe(2);
    expect(s.closedCount).toBe(1);
  });

  it("weights each debt at the rate in force this month: a running promo at its promo rate, 0% as 0", () => {
    const card = debt({
      name: "Card",
      balance: "3000.00",
      interestRate: "24.990",
      promoRate: "0.000",
      promoEndsOn: "2027-03",
    });
    const loan = debt({ name: "Loan", balance: "1000.00", interestRate: "8.000" });
    // While the 0% promo runs: (3000 * 0 + 1000 * 8) / 4000 = 2.
    expect(summarizeDebts([card, loan], "2026-11").averageRate).toBeCloseTo(2, 10);
    expect(summarizeDebts([card, loan], "2027-03").averageRate).toBeCloseTo(2, 10);
    // After its last month, the regular rate: (3000 * 24.99 + 1000 * 8) / 4000 = 20.7425.
    expect(summarizeDebts([card, loan], "2027-04").averageRate).toBeCloseTo(20.7425, 10);
    // A promo at a rate above 0 counts at that rate.
    const low = debt({
      name: "Low",
      balance: "1000.00",
      interestRate: "20.000",
      promoRate: "2.990",
      promoEndsOn: "2027-01",
    });
    expect(summarizeDebts([low], "2026-12").averageRate).toBeCloseTo(2.99, 10);
  });

  it("answers zeros with no open debts", () => {
    expect(summarizeDebts([], "2026-11")).toEqual({
      totalDebt: 0,
      monthlyPayments: 0,
      averageRate: 0,
      activeCount: 0,
      closedCount: 0,
    });
  });
});

describe("paidPercent", () => {
  it("is the real share paid, rounded down, never 100 while open", () => {
    expect(paidPercent(debt({ balance: "3750.00", originalBalance: "5000.00" }))).toBe(25);
    expect(paidPercent(debt({ balance: "0.01", originalBalance: "5000.00" }))).toBe(99);
    expect(paidPercent(debt({ balance: "1000.00", originalBalance: "1000.00" }))).toBe(0);
    expect(paidPercent(debt({ balance: "1200.00", originalBalance: "1000.00" }))).toBe(0);
  });

  it("is 100 for a paid-off debt", () => {
    expect(paidPercent(debt({ balance: "0.00", isClosed: true }))).toBe(100);
  });

  it("reports the dollars paid", () => {
    expect(paidAmount(debt({ balance: "3750.00", originalBalance: "5000.00" }))).toBe(1250);
  });
});

it("lists open debts before paid-off ones, otherwise in the server's order", () => {
  const ordered = orderDebtsForDisplay([
    debt({ id: "a", isClosed: true, balance: "0.00" }),
    debt({ id: "b" }),
    debt({ id: "c" }),
  ]);
  expect(ordered.map((d) => d.id)).toEqual(["b", "c", "a"]);
});

it("previews the AI message at 150 characters", () => {
  expect(previewMessage("short")).toBe("short");
  const long = "x".repeat(200);
  expect(previewMessage(long)).toBe(`${"x".repeat(150)}…`);
});

it("puts the level bar at totalXP modulo 1000", () => {
  expect(levelProgressPercent(0)).toBe(0);
  expect(levelProgressPercent(450)).toBe(45);
  expect(levelProgressPercent(2250)).toBe(25);
});

it("words the payment toast as the spec says", () => {
  expect(paymentToastText({ newBadges: [], debtClosed: false })).toEqual({
    title: "Payment logged successfully!",
    description: undefined,
  });
  const badge = { code: "first_payment", label: "First Step", description: "" };
  expect(paymentToastText({ newBadges: [badge, badge], debtClosed: true })).toEqual({
    title: "Payment logged successfully!",
    description: "You earned 2 new badges! Congratulations on paying off your debt!",
  });
});
