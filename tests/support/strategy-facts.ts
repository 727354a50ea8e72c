import type { StrategyFacts } from "@/lib/strategies/message/types";

// Facts as the strategy service builds them from the engine (numbers of docs/payoff.md's cases).

export const C4: StrategyFacts = {
  recommended: "avalanche",
  other: "snowball",
  debtCount: 3,
  totalDebt: "6200.00",
  monthlyBudget: "280.00",
  extraPayment: "100.00",
  feasible: true,
  months: 26,
  debtFreeDate: "2028-02",
  totalInterest: "1068.08",
  firstDebt: {
    name: "Y small",
    interestRate: "19.99",
    balance: "1200.00",
    minPayment: "40.00",
    payoffMonth: 10,
    isHighestRate: true,
    isSmallestBalance: true,
  },
  strategiesAgree: false,
  vsOther: { interestSaved: "150.50", monthsSaved: 1 },
  vsMinimums: { interestSaved: "1107.28", monthsSaved: 24 },
  minimumsNeverPayOff: false,
  extraEffect: { kind: "actual", extra: "100.00", monthsSaved: 21, interestSaved: "1095.38" },
  warnings: [],
  infeasible: null,
};

export const C6: StrategyFacts = {
  ...C4,
  debtCount: 1,
  totalDebt: "10000.00",
  monthlyBudget: "150.00",
  extraPayment: "0.00",
  feasible: false,
  months: null,
  debtFreeDate: null,
  totalInterest: null,
  firstDebt: {
    name: "Big",
    interestRate: "24.00",
    balance: "10000.00",
    minPayment: "150.00",
    payoffMonth: null,
    isHighestRate: true,
    isSmallestBalance: true,
  },
  strategiesAgree: true,
  vsOther: null,
  vsMinimums: null,
  minimumsNeverPayOff: true,
  extraEffect: null,
  warnings: [{ debtName: "Big", minPayment: "150.00", monthlyInterest: "200.00" }],
  infeasible: {
    reason:
      "Your monthly payments of $150.00 never get ahead of the $200.00 of interest Big adds each month, so Big can never be paid off. Pay more than that interest each month to get a debt-free date.",
    extraNeeded: { extra: "51.00", months: 268 },
    extraForTarget: { extra: "138.00", years: 5, debtFreeDate: "2030-12" },
  },
};
