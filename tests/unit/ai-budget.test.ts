import { STREAM_BUDGET, streamBudgetMs } from "@/lib/ai/budget";

// The streamed answers' time budget (lib/ai/budget.ts): the first-token allowance plus a per-token allowance, capped.
it("grows with the token allowance and stops at the ceiling", () => {
  expect(streamBudgetMs(0)).toBe(STREAM_BUDGET.FIRST_TOKEN_MS);
  expect(streamBudgetMs(350)).toBe(STREAM_BUDGET.FIRST_TOKEN_MS + 350 * STREAM_BUDGET.MS_PER_TOKEN);
  expect(streamBudgetMs(2000)).toBeGreaterThan(streamBudgetMs(900));
  expect(streamBudgetMs(2000)).toBeGreaterThan(8_000);
  expect(streamBudgetMs(1_000_000)).toBe(STREAM_BUDGET.CEILING_MS);
});
