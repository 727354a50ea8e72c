// A stream's time grows with its token allowance (docs/product-rules.md "Negotiation letters"): 40 ms a token is below
// what chat models stream at, so only a stalled provider runs out; the ceiling stays under a 60 s function limit.
export const STREAM_BUDGET = { FIRST_TOKEN_MS: 5_000, MS_PER_TOKEN: 40, CEILING_MS: 55_000 } as const;

export function streamBudgetMs(maxOutputTokens: number): number {
  const { FIRST_TOKEN_MS, MS_PER_TOKEN, CEILING_MS } = STREAM_BUDGET;
  return Math.min(CEILING_MS, FIRST_TOKEN_MS + Math.max(0, maxOutputTokens) * MS_PER_TOKEN);
}
