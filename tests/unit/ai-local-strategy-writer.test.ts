import { generateText } from "ai";
import { writeLocalStrategyAnalysis, writeLocalStrategyMessage } from "@/lib/strategies/message/local-writer";
import { writeStrategyMessage } from "@/lib/strategies/message/write";
import type { StrategyFacts } from "@/lib/strategies/message/types";
import { C4, C6 } from "@/tests/support/strategy-facts";

// The model call is replaced; everything else (provider setup, fallback) is the real code.
jest.mock("ai", () => ({ generateText: jest.fn() }));
const mockedGenerateText = generateText as jest.MockedFunction<typeof generateText>;

function sentenceCount(text: string): number {
  return text.split(/(?<=[.!?])\s+(?=[A-Z])/).length;
}

describe("writeLocalStrategyMessage", () => {
  it("names the first debt and why, the months, the date and the savings from the facts", () => {
    const message = writeLocalStrategyMessage(C4);
    expect(message).toContain("Start with Y small at 19.99% APR");
    expect(message).toContain("highest rate");
    expect(message).toContain("debt-free by February 2028 (26 months)");
    expect(message).toContain("$1,068.08 in total interest");
    expect(message).toContain("$150.50 less interest than the snowball method");
    expect(message).toContain("$1,107.28 less than paying only the minimums (24 months sooner)");
    expect(message).toContain("Your extra $100.00 a month");
    expect(message).toContain("21 months and $1,095.38 of interest");
  });

  it('writes each rate as entered, without trailing zeros (docs/product-rules.md "Interface conventions")', () => {
    // The strategy service passes the stored rates as the API writes them ("5.00", "18.50").
    const message = writeLocalStrategyMessage({ ...C4, firstDebt: { ...C4.firstDebt!, interestRate: "5.00" } });
    expect(message).toContain("Start with Y small at 5% APR");
    const analysis = writeLocalStrategyAnalysis({
      ...ANALYSED,
      analysis: {
        ...ANALYSED.analysis!,
        promos: [{ ...ANALYSED.analysis!.promos[0]!, promoRate: "0.000", regularRate: "26.50" }],
        negotiationCandidates: [{ debtName: "X big", interestRate: "18.00", monthlyInterest: "49.98" }],
      },
    });
    expect(analysis).toContain("Store card's 0% promotional rate ends in June 2026; after that it charges 26.5%.");
    expect(analysis).toContain("X big (18% APR, about $49.98 of interest a month)");
  });

  it("names a deferred-interest deadline in its last sentence", () => {
    const charged = writeLocalStrategyMessage({
      ...C4,
      deferredInterest: [{ debtName: "Store card", endsOn: "2026-06", atRisk: "57.00", charged: true }],
    });
    expect(charged).toContain("Store card's promo rate ends in June 2026");
    expect(charged).toContain("$57.00 of deferred interest would be charged");
    expect(sentenceCount(charged)).toBeLessThanOrEqual(5);
    const inTime = writeLocalStrategyMessage({
      ...C4,
      deferredInterest: [{ debtName: "Store card", endsOn: "2026-06", atRisk: "33.00", charged: false }],
    });
    expect(inTime).toContain(
      "Store card is paid off before its promo rate ends in June 2026, so its $33.00 of deferred interest is never charged.",
    );
  });

  it("speaks of the saved plan when it is not the recommendation, and what the recommendation would save", () => {
    const custom: StrategyFacts = {
      ...C4,
      plan: { strategy: "custom", order: ["Z low", "Y small", "X big"], lumpSums: 1 },
      vsRecommended: { interestSaved: "212.40", monthsSaved: 2 },
      firstDebt: { ...C4.firstDebt, name: "Z low", interestRate: "7", isHighestRate: false, isSmallestBalance: false },
    };
    const message = writeLocalStrategyMessage(custom);
    expect(message).toContain(
      "Your plan: your own order (Z low, Y small and X big) with $100.00 extra a month and 1 lump sum, starting with Z low at 7% APR.",
    );
    expect(message).toContain("debt-free by February 2028 (26 months)");
    expect(message).toContain(
      "The avalanche order would save $212.40 more in interest and finish 2 months sooner; yours costs $1,107.28 less than paying only the minimums (24 months sooner).",
    );
    // Never the avalanche-versus-snowball sentence, nor the avalanche reason for a debt it does not target first.
    expect(message).not.toContain("snowball");
    expect(message).not.toContain("highest interest rate");
    expect(sentenceCount(message)).toBeLessThanOrEqual(5);

    const cheaper = writeLocalStrategyMessage({
      ...custom,
      plan: { strategy: "snowball", lumpSums: 0 },
      vsRecommended: { interestSaved: "-3.10", monthsSaved: 0 },
    });
    expect(cheaper).toContain("Your plan: the snowball method with $100.00 extra a month, starting with Z low");
    expect(cheaper).toContain("That's $3.10 less interest than the avalanche order and $1,107.28 less");
    const analysis = writeLocalStrategyAnalysis({
      ...custom,
      analysis: { order: ["Z low", "Y small", "X big"], promos: [], negotiationCandidates: [], lastMonth: null },
    });
    expect(analysis).toContain("After Z low, the plan moves to Y small and X big: in the order you chose");

    const utilization = writeLocalStrategyMessage({
      ...custom,
      plan: { strategy: "highest_utilization", lumpSums: 0 },
    });
    expect(utilization).toContain(
      "Your plan: the highest utilization order with $100.00 extra a month, starting with Z low",
    );
    expect(
      writeLocalStrategyAnalysis({
        ...custom,
        plan: { strategy: "highest_utilization", lumpSums: 0 },
        analysis: { order: ["Z low", "Y small", "X big"], promos: [], negotiationCandidates: [], lastMonth: null },
      }),
    ).toContain(
      "After Z low, the plan moves to Y small and X big: each next-fullest card for its credit limit in turn",
    );
  });

  it("is deterministic and 3-5 sentences", () => {
    expect(writeLocalStrategyMessage(C4)).toBe(writeLocalStrategyMessage({ ...C4 }));
    for (const facts of [C4, C6]) {
      const n = sentenceCount(writeLocalStrategyMessage(facts));
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(5);
    }
  });

  it("explains a snowball recommendation by the smallest balance and its rollover", () => {
    const message = writeLocalStrategyMessage({
      ...C4,
      recommended: "snowball",
      other: "avalanche",
      firstDebt: {
        ...C4.firstDebt,
        name: "Store card",
        balance: "600.00",
        minPayment: "25.00",
        payoffMonth: 4,
        isHighestRate: false,
      },
    });
    expect(message).toContain("Start with Store card, your smallest balance at $600.00");
    expect(message).toContain("by month 4");
    expect(message).toContain("$25.00 minimum then rolls into the next debt");
    expect(message).toContain("less interest than the avalanche method");
  });

  it("says when both strategies agree instead of inventing a difference", () => {
    const message = writeLocalStrategyMessage({
      ...C4,
      strategiesAgree: true,
      vsOther: { interestSaved: "0.00", monthsSaved: 0 },
    });
    expect(message).toContain("The snowball method picks the same order here, so both give the same plan");
    expect(message).toContain("$1,107.28 less interest than paying only the minimums");
    expect(message).not.toContain("$0.00");
  });

  it("shows what a modest extra would do when there is none, and what an extra enables", () => {
    const whatIf = writeLocalStrategyMessage({
      ...C4,
      extraPayment: "0.00",
      extraEffect: { kind: "what_if", extra: "25.00", monthsSaved: 9, interestSaved: "405.59" },
    });
    expect(whatIf).toContain("Adding even $25.00 a month would cut about 9 months and $405.59 of interest");

    const enables = writeLocalStrategyMessage({
      ...C4,
      minimumsNeverPayOff: true,
      vsMinimums: null,
      extraEffect: { kind: "enables", extra: "300.00" },
    });
    expect(enables).toContain("paying only the minimums would never clear your balance");
    expect(enables).toContain("Your extra $300.00 a month is what makes this work");
  });

  it("warns about a minimum that does not cover its interest", () => {
    const message = writeLocalStrategyMessage({
      ...C4,
      warnings: [{ debtName: "Card", minPayment: "60.00", monthlyInterest: "74.98" }],
    });
    expect(message).toContain("Card's $60.00 minimum doesn't cover the $74.98 of interest it adds each month");
  });

  it("is honest about an infeasible plan: no date, why, and the smallest change that works", () => {
    const message = writeLocalStrategyMessage(C6);
    expect(message).toContain("never reaches a debt-free date");
    expect(message).toContain("never get ahead of the $200.00 of interest Big adds each month");
    expect(message).toContain("extra payment of $51.00 a month");
    expect(message).toContain("268 months, about 22 years");
    expect(message).toContain("With an extra $138.00 a month you could be debt-free by December 2030, within 5 years");
    expect(message).not.toMatch(
      /debt-free by (January|February|March|April|May|June|July|August|September|October|November) /,
    );
    // The warning names the same debt as the reason, so it is not repeated.
    expect(message.match(/Big/g)?.length).toBe(2);
  });

  it("never sounds like certainty or professional advice", () => {
    for (const facts of [C4, C6]) {
      const message = writeLocalStrategyMessage(facts);
      expect(message).not.toMatch(
        /\b(guarantee|will be debt-free|definitely|you should|consult|financial advisor|recommend)\b/i,
      );
    }
  });
});

describe("writeStrategyMessage", () => {
  const saved = process.env.OPENAI_API_KEY;
  afterEach(() => {
    mockedGenerateText.mockReset();
    jest.restoreAllMocks();
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.OPENAI_API_KEY;
    else process.env.OPENAI_API_KEY = saved;
  });

  // env() is read once per process, so the key is decided by the first call: these run with one set.
  beforeAll(() => {
    process.env.OPENAI_API_KEY = "sk-test-not-a-real-key";
  });

  it("uses the model's text, with the facts in the prompt, a timeout and no retries", async () => {
    const text = "Start with Y small: it has your highest rate. You could be debt-free by February 2028.";
    mockedGenerateText.mockResolvedValue({ text } as Awaited<ReturnType<typeof generateText>>);
    expect(await writeStrategyMessage(C4)).toEqual({ text, writer: "model" });
    const call = mockedGenerateText.mock.calls[0]![0] as {
      prompt: string;
      instructions: string;
      abortSignal: AbortSignal;
      maxRetries: number;
    };
    expect(call.prompt).toContain('"totalInterest":"1068.08"');
    expect(call.instructions).toMatch(/not financial advice/);
    expect(call.abortSignal).toBeInstanceOf(AbortSignal);
    expect(call.maxRetries).toBe(0);
  });

  it("falls back to the local writer when the model fails or answers something unusable", async () => {
    jest.spyOn(console, "warn").mockImplementation(() => {});
    mockedGenerateText.mockRejectedValueOnce(new Error("timeout"));
    expect(await writeStrategyMessage(C4)).toEqual({ text: writeLocalStrategyMessage(C4), writer: "local" });
    mockedGenerateText.mockResolvedValueOnce({ text: "  " } as Awaited<ReturnType<typeof generateText>>);
    expect(await writeStrategyMessage(C6)).toEqual({ text: writeLocalStrategyMessage(C6), writer: "local" });
  });

  it("asks the model for the longer analysis with its own prompt and a larger budget", async () => {
    const text =
      "Start with Y small.\n\nNo promos.\n\nY small is a candidate for a letter.\n\nLast month you paid $280.00.";
    mockedGenerateText.mockResolvedValue({ text } as Awaited<ReturnType<typeof generateText>>);
    expect(await writeStrategyMessage(ANALYSED, "analysis")).toEqual({ text, writer: "model" });
    const call = mockedGenerateText.mock.calls[0]![0] as {
      prompt: string;
      instructions: string;
      maxOutputTokens: number;
    };
    expect(call.instructions).toMatch(/Negotiation Center/);
    expect(call.instructions).toMatch(/paragraphs/);
    expect(call.prompt).toContain('"negotiationCandidates"');
    expect(call.maxOutputTokens).toBeGreaterThan(350);
  });
});

const ANALYSED: StrategyFacts = {
  ...C4,
  analysis: {
    order: ["Y small", "X big", "Z low"],
    promos: [
      {
        debtName: "Store card",
        promoRate: "0",
        regularRate: "26.99",
        endsOn: "2026-06",
        deferred: true,
        atRisk: "57.00",
        paidOffBeforeEnd: false,
      },
      {
        debtName: "Transfer card",
        promoRate: "2.99",
        regularRate: "21.99",
        endsOn: "2026-09",
        deferred: false,
        atRisk: null,
        paidOffBeforeEnd: true,
      },
    ],
    negotiationCandidates: [{ debtName: "X big", interestRate: "19.99", monthlyInterest: "49.98" }],
    lastMonth: { month: "2025-12", payments: 3, paid: "280.00", interestPaid: "91.40", principalPaid: "188.60" },
  },
};

describe("writeLocalStrategyAnalysis (Basic and Pro)", () => {
  it("starts with the short message, then a paragraph each: order, promos, letters, last month", () => {
    const text = writeLocalStrategyAnalysis(ANALYSED);
    const paragraphs = text.split("\n\n");
    expect(paragraphs[0]).toBe(writeLocalStrategyMessage(ANALYSED));
    expect(paragraphs[1]).toBe(
      "After Y small, the plan moves to X big and Z low: each next-highest rate in turn, with every freed-up minimum rolling into the next target.",
    );
    expect(paragraphs[2]).toContain(
      "Store card's 0% promotional rate ends in June 2026; after that it charges 26.99%.",
    );
    expect(paragraphs[2]).toContain("$57.00 of deferred interest would be charged at once");
    expect(paragraphs[2]).toContain("Transfer card's 2.99% promotional rate ends in September 2026");
    expect(paragraphs[3]).toContain("X big (19.99% APR, about $49.98 of interest a month) is a good candidate");
    expect(paragraphs[4]).toBe(
      "In December 2025 you logged 3 payments totalling $280.00: $91.40 went to interest and $188.60 to principal, so $188.60 of what you owed is gone for good.",
    );
    expect(text.length).toBeGreaterThan(writeLocalStrategyMessage(ANALYSED).length * 2);
  });

  it("says when nothing was logged last month, and leaves out what has nothing to say", () => {
    const text = writeLocalStrategyAnalysis({
      ...C4,
      analysis: { order: ["Y small"], promos: [], negotiationCandidates: [], lastMonth: null },
    });
    expect(text.split("\n\n")).toEqual([
      writeLocalStrategyMessage(C4),
      "No payments were logged last month. Logging each payment keeps this plan and its dates true to your accounts.",
    ]);
  });

  it("never calls itself AI", () => {
    expect(writeLocalStrategyAnalysis(ANALYSED)).not.toMatch(/\bAI\b/);
  });
});
