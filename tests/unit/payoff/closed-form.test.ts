/**
 * Single debt, no extra: the engine's months equal the closed form n = ceil(-ln(1 - rB/P) / ln(1 + r)), r = APR/1200.
 *
 * Why equality is exact on the chosen cases: the closed form assumes unrounded interest, the engine rounds each
 * month's interest to the cent. With exact balances c_k (after month k's interest) and the engine's c_k + e_k, the
 * error obeys e_k = e_{k-1}(1 + r) + d_k with |d_k| <= 0.5 cent, so |e_k| <= E_k = 0.5 * ((1 + r)^k - 1) / r
 * (and 0 at 0 % APR, where there is nothing to round). The engine pays off in the first month with c_k + e_k <= P,
 * so its month lies between lo = first k with c_k - E_k <= P and hi = first k with c_k + E_k <= P. When lo = hi the
 * rounding cannot move the payoff month and the engine must equal the closed form exactly. Every table case below
 * is checked to have lo = hi, and the random cases assert equality whenever lo = hi (and lo <= n <= hi always).
 */
import fc from "fast-check";
import { computePlan, monthlyInterestCents } from "@/lib/payoff";

const START = { year: 2030, month: 6 };

function closedForm(balanceCents: number, aprPercent: number, paymentCents: number): number {
  const r = aprPercent / 1200;
  if (r === 0) return Math.ceil(balanceCents / paymentCents);
  return Math.ceil(-Math.log(1 - (r * balanceCents) / paymentCents) / Math.log(1 + r));
}

/** [lo, hi] bounds on the engine's payoff month from the worst-case accumulated rounding error (see header). */
function roundingBounds(balanceCents: number, aprPercent: number, paymentCents: number): [number, number] {
  const r = aprPercent / 1200;
  // Float error of the exact recurrence (far below a cent); none at 0 % APR, where everything is integer.
  const tolerance = r === 0 ? 0 : 1e-6;
  let b = balanceCents;
  let errorBound = 0;
  let lo = 0;
  for (let k = 1; k <= 5000; k++) {
    const c = b * (1 + r);
    errorBound = r === 0 ? 0 : errorBound * (1 + r) + 0.5;
    if (lo === 0 && c - errorBound <= paymentCents + tolerance) lo = k;
    if (c + errorBound <= paymentCents - tolerance) return [lo, k];
    b = c - paymentCents;
  }
  return [lo, Infinity];
}

function engineMonths(balanceCents: number, aprPercent: number, paymentCents: number): number | null {
  const plan = computePlan({
    debts: [{ id: "d", name: "Debt", balanceCents, aprPercent, minPaymentCents: paymentCents }],
    strategy: "avalanche",
    startMonth: START,
  });
  return plan.feasible ? plan.months : null;
}

// [balance cents, APR %, payment cents, months]
const TABLE: Array<[number, number, number, number]> = [
  [500000, 18, 15000, 47], // docs/payoff.md C1
  [100000, 0, 10000, 10], // 0 % APR: exactly B / P payments
  [100000, 0, 3000, 34],
  [250000, 12, 10000, 29],
  [1500000, 6.5, 30000, 59],
  [30000, 29.99, 2500, 15],
  [25000000, 6.5, 158500, 357], // a $250k mortgage at $1,585 a month
  [2000000, 4.5, 25000, 96],
  [800000, 24.99, 20000, 87],
  [123456, 9.99, 4567, 31],
  [5000000, 3.25, 50000, 117],
  [1000000, 24, 25000, 82],
  [3500000, 7.25, 41000, 121],
  [47500, 19.49, 1500, 45],
  [2200000, 0.99, 19900, 116],
];

describe("single debt, no extra: closed form", () => {
  it.each(TABLE)("balance %i c at %d%% paying %i c: %i months", (balance, apr, payment, months) => {
    const [lo, hi] = roundingBounds(balance, apr, payment);
    expect([lo, hi]).toEqual([months, months]); // rounding cannot change this case's month
    expect(closedForm(balance, apr, payment)).toBe(months);
    expect(engineMonths(balance, apr, payment)).toBe(months);
  });

  it("random single debts: equal to the closed form whenever rounding cannot matter, bounded otherwise", () => {
    let exact = 0;
    let total = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 10_000_000 }),
        fc.integer({ min: 0, max: 3600 }),
        fc.integer({ min: 1, max: 1000 }),
        (balance, bps, step) => {
          const apr = bps / 100;
          const interest = monthlyInterestCents(balance, bps);
          // A payment above the first month's interest, from barely above it to the whole balance.
          const payment = interest + 1 + Math.floor(((balance - interest) * step) / 1000);
          const n = closedForm(balance, apr, payment);
          const [lo, hi] = roundingBounds(balance, apr, payment);
          if (hi > 1200) return; // the engine reports "never pays off" past 1,200 months
          const months = engineMonths(balance, apr, payment);
          total++;
          expect(months).not.toBeNull();
          expect(months!).toBeGreaterThanOrEqual(lo);
          expect(months!).toBeLessThanOrEqual(hi);
          expect(n).toBeGreaterThanOrEqual(lo);
          expect(n).toBeLessThanOrEqual(hi);
          if (lo === hi) {
            exact++;
            expect(months).toBe(n);
          }
        },
      ),
      { numRuns: 1500 },
    );
    // The exact-equality branch must be the common case, or this test would prove little.
    expect(exact / total).toBeGreaterThan(0.8);
  });

  it("rounding can move the month when the margin is tiny (why equality needs the bound)", () => {
    // $100 at 36 % paying $5: the exact recurrence ends within a cent of the payment in the last month.
    const [lo, hi] = roundingBounds(10000, 36, 500);
    expect(lo).toBeLessThan(hi);
    const months = engineMonths(10000, 36, 500)!;
    expect(months).toBeGreaterThanOrEqual(lo);
    expect(months).toBeLessThanOrEqual(hi);
  });
});
