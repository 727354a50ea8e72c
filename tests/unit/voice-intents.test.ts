import {
  MATCH_THRESHOLD,
  findDebts,
  matchIntent,
  normalizeQuery,
  parseAmountCents,
  type VoiceIntent,
} from "@/lib/voice/intents";
import { QUICK_COMMANDS } from "@/lib/voice/types";

// The local intent matcher: every intent from typed and from speech-recognised (lower-case, unpunctuated)
// questions, its score (evidence × how much of the question it explains), the threshold below which nothing
// answers, the amounts it reads and the user's debt names it finds.

const DEBTS = [
  { id: "cc", name: "Credit Card" },
  { id: "sl", name: "Student Loan" },
  { id: "visa", name: "Chase Visa" },
];

describe("matchIntent: each intent, with its score", () => {
  it.each<[string, VoiceIntent, number]>([
    ["What should I pay first?", "pay_first", 0.92],
    ["Which debt should I focus on first?", "pay_first", 0.97],
    ["why that one first", "pay_first", 0.58],
    ["When will I be debt-free?", "debt_free", 0.95],
    ["when do i pay everything off", "debt_free", 0.9],
    ["how long until I'm out of debt", "debt_free", 0.72],
    ["What's left to pay this month?", "this_month", 0.89],
    ["this month's to-do", "this_month", 0.92],
    ["what do I need to pay this month", "this_month", 0.84],
    ["How much interest am I paying this month?", "interest_this_month", 0.76],
    ["What's my total debt?", "total_debt", 0.99],
    ["how much do i owe", "total_debt", 0.99],
    ["tell me about my debts", "total_debt", 0.5],
    ["When will my next debt be paid off?", "next_payoff", 0.84],
    ["which debt gets paid off first", "next_payoff", 0.8],
    ["What's my current strategy?", "strategy", 0.95],
    ["How much interest will I pay?", "strategy", 0.5],
    ["What's my payment streak?", "streak", 0.95],
    ["How are my goals going?", "goals", 0.96],
    ["how many badges have I earned", "progress", 0.96],
    ["What can you do?", "help", 0.9],
  ])("%s -> %s (%d)", (query, intent, confidence) => {
    expect(matchIntent(query, DEBTS)).toEqual({ intent, confidence, slots: {} });
  });

  it.each([
    ["How much would an extra $200 a month save?", 20_000],
    ["what if i pay 200 dollars more each month", 20_000],
    ["if I put an extra 150 toward my debt", 15_000],
    ["what if I paid $2k extra", 200_000],
  ])("%s -> extra_payment of %d cents", (query, cents) => {
    expect(matchIntent(query)).toEqual({
      intent: "extra_payment",
      confidence: 0.95,
      slots: { extraPaymentCents: cents },
    });
  });

  it("is less sure of a bare amount, and of an extra payment that names none", () => {
    expect(matchIntent("$500")).toEqual({
      intent: "extra_payment",
      confidence: 0.75,
      slots: { extraPaymentCents: 50_000 },
    });
    expect(matchIntent("what if I pay extra every month?")).toEqual({
      intent: "extra_payment",
      confidence: 0.6,
      slots: {},
    });
  });
});

describe("matchIntent: the user's debts by name", () => {
  it.each<[string, string[], string]>([
    ["what's the balance on my visa", ["visa"], "balance"],
    ["What's the rate on the student loan?", ["sl"], "rate"],
    ["when will my credit card be paid off", ["cc"], "payoff"],
    ["CHASE", ["visa"], "all"],
    ["how much do I owe on the student", ["sl"], "balance"],
  ])("%s -> debt_detail %j (%s)", (query, debtIds, aspect) => {
    const match = matchIntent(query, DEBTS);
    expect(match).toMatchObject({ intent: "debt_detail", slots: { debtIds, aspect } });
    expect(match.confidence).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
  });

  it("a name and nothing else is a fair match; with what is asked, a strong one", () => {
    expect(matchIntent("visa", DEBTS).confidence).toBe(0.6);
    expect(matchIntent("what's the balance on my visa", DEBTS).confidence).toBe(0.84);
  });

  it("compares two named debts", () => {
    expect(matchIntent("compare visa and student loan", DEBTS)).toEqual({
      intent: "compare_debts",
      confidence: 0.94,
      slots: { debtIds: ["sl", "visa"] },
    });
    expect(matchIntent("credit card vs student loan", DEBTS)).toMatchObject({
      intent: "compare_debts",
      slots: { debtIds: ["cc", "sl"] },
    });
  });

  it("finds names case-insensitively, in part, and in the plural; generic words alone point weakly", () => {
    expect(findDebts("my VISA", DEBTS).map((d) => d.id)).toEqual(["visa"]);
    expect(findDebts("the credit cards", DEBTS).map((d) => d.id)).toEqual(["cc"]);
    expect(findDebts("loan", [{ id: "sl", name: "Student Loan" }])).toEqual([]);
    expect(
      findDebts("card", [
        { id: "cc", name: "Credit Card" },
        { id: "store", name: "Store Card" },
      ]).map((d) => d.id),
    ).toEqual(["cc"]);
    expect(findDebts("what's the weather", DEBTS)).toEqual([]);
  });

  it("another user's debt name is an unknown word: it never matches, and the question is not answered as another", () => {
    // "Secret Loan" is not among this user's debts.
    for (const query of ["what's the balance on secret loan", "how much do I owe on secret loan", "secret loan"]) {
      const match = matchIntent(query, DEBTS);
      expect(match.intent).toBeNull();
      expect(match.confidence).toBeLessThan(MATCH_THRESHOLD);
    }
    // The same question about a debt of one's own answers.
    expect(matchIntent("what's the balance on secret loan", [{ id: "s", name: "Secret Loan" }]).intent).toBe(
      "debt_detail",
    );
  });

  it("without debts, debt questions cannot match a debt", () => {
    expect(matchIntent("what's the balance on my visa").intent).toBeNull();
    expect(matchIntent("compare visa and student loan").intent).not.toBe("compare_debts");
  });
});

describe("matchIntent: questions it cannot answer", () => {
  it.each([
    "what's the weather tomorrow",
    "Tell me a joke about penguins",
    "sing me a song",
    "what's the capital of france",
    "should I buy bitcoin",
    "what is my credit score",
    "how much is my car worth",
  ])("%s -> no intent, a score below the threshold", (query) => {
    const match = matchIntent(query, DEBTS);
    expect(match.intent).toBeNull();
    expect(match.slots).toEqual({});
    expect(match.confidence).toBeGreaterThanOrEqual(0);
    expect(match.confidence).toBeLessThan(MATCH_THRESHOLD);
  });

  it("words it does not understand lower the score of words it does", () => {
    const plain = matchIntent("what's my total debt", DEBTS).confidence;
    const noisy = matchIntent("what's my total debt in bitcoin on mars", DEBTS).confidence;
    expect(noisy).toBeLessThan(plain);
  });

  it("every score is in [0, 1] with two decimals", () => {
    for (const q of [
      ...QUICK_COMMANDS,
      "visa",
      "compare visa and student loan",
      "blah",
      "",
      "$$$",
      "debt debt debt debt",
    ]) {
      const { confidence } = matchIntent(q, DEBTS);
      expect(confidence).toBeGreaterThanOrEqual(0);
      expect(confidence).toBeLessThanOrEqual(1);
      expect(Math.round(confidence * 100) / 100).toBe(confidence);
    }
  });
});

it("understands each of the six quick commands well", () => {
  expect(QUICK_COMMANDS.map((q) => matchIntent(q).intent)).toEqual([
    "pay_first",
    "debt_free",
    "this_month",
    "interest_this_month",
    "total_debt",
    "extra_payment",
  ]);
  for (const q of QUICK_COMMANDS) expect(matchIntent(q).confidence).toBeGreaterThanOrEqual(0.75);
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

  it.each(["what's my total debt", "in 24 months", "an extra $0", "level 3", "$", "1e3 dollars"])(
    "%s -> null",
    (text) => {
      expect(parseAmountCents(text)).toBeNull();
    },
  );
});

it("normalises case, apostrophes and spaces", () => {
  expect(normalizeQuery("  What\u2019s   MY Streak? ")).toBe("what's my streak?");
});
