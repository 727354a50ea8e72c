/**
 * How long a streamed model answer may take, by its length (docs/product-rules.md "Negotiation letters",
 * "Letters that stream"). One-shot calls keep the flat OPENAI_TIMEOUT_MS; a stream shows its progress, so a long
 * answer gets time in proportion to its token allowance: FIRST_TOKEN_MS for the provider to start, MS_PER_TOKEN for
 * each allowed token (40 ms is 25 tokens a second, below what chat models stream at, so only a stalled or
 * degraded provider runs out), and never more than CEILING_MS, which stays under a serverless function's usual
 * 60-second limit so the fallback and the save still run inside it.
 */
export const STREAM_BUDGET = { FIRST_TOKEN_MS: 5_000, MS_PER_TOKEN: 40, CEILING_MS: 55_000 } as const;

export function streamBudgetMs(maxOutputTokens: number): number {
  const { FIRST_TOKEN_MS, MS_PER_TOKEN, CEILING_MS } = STREAM_BUDGET;
  return Math.min(CEILING_MS, FIRST_TOKEN_MS + Math.max(0, maxOutputTokens) * MS_PER_TOKEN);
}
