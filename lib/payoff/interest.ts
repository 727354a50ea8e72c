/**
 * One month of interest in integer cents: round_half_up(balance * APR / 100 / 12), computed exactly.
 *
 * With the APR as integer basis points (18.99 % = 1899 bps) the interest is balance * bps / 120000 cents, so
 * round-half-up is floor((balance * bps + 60000) / 120000). The product is an exact double while it stays below
 * 2^53 (balances up to $100M at APRs up to 999.99 % stay far below). For an integer y < 2^53 the rounded
 * quotient fl(y / 120000) is never below the true floor k (k is representable and rounding is monotone) and at
 * most one above it, so floor() plus one exact integer check gives the exact floor; this is about twice as fast
 * as using `%` on doubles. Larger products fall back to BigInt.
 */
const SAFE_PRODUCT = Number.MAX_SAFE_INTEGER - 60_000;

export function monthlyInterestCents(balanceCents: number, aprBps: number): number {
  const product = balanceCents * aprBps;
  if (product <= SAFE_PRODUCT) {
    const y = product + 60_000;
    const q = Math.floor(y / 120_000);
    return q * 120_000 > y ? q - 1 : q;
  }
  return Number((BigInt(balanceCents) * BigInt(aprBps) + BigInt(60_000)) / BigInt(120_000));
}
