import { matchIntent } from "@/lib/voice/intents";
import { COACH_EVAL } from "@/tests/support/coach-eval";

// The evaluation set itself (tests/support/coach-eval.ts): 40 questions, three phrasings each, and every phrasing
// matched to its question's intent by the matcher alone (the answers are checked on a real database in
// tests/integration/coach-eval.test.ts).

const DEBTS = ["Chase Freedom", "Capital One Visa", "Student Loan", "Honda Car Loan"].map((name) => ({
  id: name,
  name,
}));

it("has 40 questions with three distinct phrasings each", () => {
  expect(COACH_EVAL).toHaveLength(40);
  expect(new Set(COACH_EVAL.map((q) => q.id)).size).toBe(40);
  for (const q of COACH_EVAL) expect(new Set(q.phrasings).size).toBe(3);
});

it.each(COACH_EVAL.flatMap((q) => q.phrasings.map((p) => [p, q.intent] as const)))("%s -> %s", (phrasing, intent) => {
  expect(matchIntent(phrasing, DEBTS, { year: 2026, month: 11 }).intent).toBe(intent);
});
