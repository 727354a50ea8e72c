import type { DebtInput } from "@/lib/payoff";

// docs/payoff.md's worked examples, in the doc's own terms, for the engine's unit tests that replay them.

/** The month the examples start in. */
export const START = { year: 2025, month: 1 };

/** A debt as the examples list it: whole dollars and an APR in percent; its id is its name in kebab case. */
export function debt(name: string, balanceDollars: number, aprPercent: number, minDollars: number): DebtInput {
  return {
    id: name.toLowerCase().replace(/\s+/g, "-"),
    name,
    balanceCents: balanceDollars * 100,
    aprPercent,
    minPaymentCents: minDollars * 100,
  };
}
