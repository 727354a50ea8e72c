import { FALLBACK_CONFIDENCE, matchIntent, normalizeQuery, parseAmountCents } from "@/lib/voice/intents";
import { QUICK_COMMANDS } from "@/lib/voice/types";

// The local intent matcher: every intent from typed and from speech-recognised (lower-case, unpunctuated)
// questions, the amounts it reads, and how sure it is.

describe("matchIntent", () => {
  it.each([
    ["What's my total debt?", "total_debt", 0.95],
    ["how much do i owe", "total_debt", 0.95],
    ["How much debt do I have left?", "total_debt", 0.95],
    ["who do I owe money to", "total_debt", 0.8],
    ["tell me about my debts", "total_debt", 0.6],
    ["When will my next debt be paid off?", "next_payoff", 0.95],
    ["which debt gets paid off first", "next_payoff", 0.95],
    ["when will i be debt free", "next_payoff", 0.9],
    ["When do I pay everything off?", "next_payoff", 0.9],
    ["What's my current strategy?", "strategy", 0.95],
    ["am i using avalanche or snowball", "strategy", 0.9],
    ["Which debt should I focus on first?", "strategy", 0.85],
    ["what's my payoff plan", "strategy", 0.85],
    ["How much interest will I pay?", "strategy", 0.7],
    ["What's my payment streak?", "streak", 0.95],
    ["how many days in a row have I paid", "streak", 0.85],
    ["How are my goals going?", "goals", 0.95],
    ["how is my emergency fund", "goals", 0.9],
    ["How much XP do I have?", "progress", 0.9],
    ["what level am i", "progress", 0.9],
    ["how many badges have I earned", "progress", 0.9],
    ["how am i doing", "progress", 0.75],
    ["help", "help", 0.9],
    ["What can you do?", "help", 0.9],
  ])("%s -> %s (%d)", (query, intent, confidence) => {
    const match = matchIntent(query);
    expect(match).toEqual({ intent, confidence, slots: {} });
  });

  it.each([
    ["How much would an extra $200 a month save?", 20_000],
    ["what if i pay 200 dollars more each month", 20_000],
    ["if I put an extra 150 toward my debt", 15_000],
    ["How much would I save with an additional $1,250.50 per month", 125_050],
    ["what if I paid $2k extra", 200_000],
    ["pay 75 more a month", 7_500],
    ["what would 300 bucks extra save me", 30_000],
  ])("%s -> extra_payment of %d cents", (query, cents) => {
    expect(matchIntent(query)).toEqual({ intent: "extra_payment", confidence: 0.95, slots: { extraPaymentCents: cents } });
  });

  it("is less sure of a bare amount, and asks for one when an extra payment names none", () => {
    expect(matchIntent("$500")).toEqual({ intent: "extra_payment", confidence: 0.75, slots: { extraPaymentCents: 50_000 } });
    expect(matchIntent("what if I pay extra every month?")).toEqual({ intent: "extra_payment", confidence: 0.6, slots: {} });
  });

  it("prefers the specific intent when a question mentions several things", () => {
    // "debt" alone would be total_debt; "payment" alone says nothing; an amount beats "how much".
    expect(matchIntent("What's my payment streak on my debts?").intent).toBe("streak");
    expect(matchIntent("when will my credit card debt be paid off").intent).toBe("next_payoff");
    expect(matchIntent("how much would $100 extra save on my total debt").intent).toBe("extra_payment");
  });

  it("falls back with a low confidence when nothing matches", () => {
    expect(matchIntent("what's the weather tomorrow")).toEqual({ intent: "fallback", confidence: FALLBACK_CONFIDENCE, slots: {} });
    expect(FALLBACK_CONFIDENCE).toBeLessThan(0.5);
  });

  it("understands each of the six quick commands with high confidence", () => {
    expect(QUICK_COMMANDS).toHaveLength(6);
    expect(QUICK_COMMANDS.map((q) => matchIntent(q).intent)).toEqual([
      "total_debt",
      "next_payoff",
      "strategy",
      "streak",
      "goals",
      "extra_payment",
    ]);
    for (const q of QUICK_COMMANDS) expect(matchIntent(q).confidence).toBeGreaterThan(0.8);
  });
});

describe("parseAmountCents", () => {
  it.each([
    ["$200", 20_000],
    ["$ 45.5", 4_550],
    ["$1,500", 150_000],
    ["200 dollars", 20_000],
    ["1 dollar", 100],
    ["an extra 150", 15_000],
    ["additional 99.99 a month", 9_999],
    ["$2k", 200_000],
    ["20 more", 2_000],
  ])("%s -> %d", (text, cents) => {
    expect(parseAmountCents(text)).toBe(cents);
  });

  it.each(["what's my total debt", "in 24 months", "an extra $0", "level 3", "$", "1e3 dollars"])("%s -> null", (text) => {
    expect(parseAmountCents(text)).toBeNull();
  });
});

it("normalises case, apostrophes and spaces", () => {
  expect(normalizeQuery("  What\u2019s   MY Streak? ")).toBe("what's my streak?");
});
