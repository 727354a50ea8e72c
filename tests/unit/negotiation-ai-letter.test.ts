import { FDCPA_PARAGRAPH, negotiationTemplates } from "@/prisma/seed-data/negotiation-templates";
import { writeNegotiationLetter } from "@/lib/negotiations/ai-letter";
import { writeLocalLetter, type LetterFacts } from "@/lib/negotiations/letter-writer";
import { replyInMode, startOpenAiStandIn, type OpenAiStandIn } from "@/tests/support/openai-standin";

// The keyed path of letter generation end to end through the real AI SDK and OpenAI provider, against a local
// HTTP stand-in for OpenAI's Chat Completions endpoint (OPENAI_BASE_URL): the model's letter when it passes the
// checks, the local writer after a timeout, an error, or an answer that fails them.

const TEMPLATE = negotiationTemplates.find((t) => t.templateType === "settlement")!;
const FACTS: LetterFacts = {
  templateType: "settlement",
  today: "2026-03-02",
  fullName: "Grace Hopper",
  creditorName: "Chase Bank",
  accountLast4: "0042",
  debt: { name: "Visa", balance: "4200.00", interestRate: "19.99", minPayment: "126.00" },
  settlementAmount: "1890.00",
  settlementPercentage: "45",
};
const LOCAL = writeLocalLetter(TEMPLATE, FACTS);

const MODEL_LETTER = [
  "March 2, 2026",
  "Chase Bank\nAttn: Settlement Department",
  "Re: Account ending in 0042",
  "Dear Chase Bank,",
  "I am writing about the account ending in 0042, which has a balance of $4,200.00. After a difficult year I cannot repay the full balance, but I want to resolve it, and I am offering $1,890.00 (45% of the balance) as settlement in full.",
  FDCPA_PARAGRAPH,
  "Please confirm your acceptance in writing before I send the payment.",
  "Sincerely,\n\nGrace Hopper",
].join("\n\n");
const MODEL_TIPS = [
  "Your 45% offer sits inside the range creditors commonly accept.",
  "Keep proof of your hardship ready.",
  "Send it by certified mail and expect a reply in about 30 days.",
];

type Mode =
  | "ok"
  | "slow"
  | "error"
  | "not_json"
  | "long_digits"
  | "dotted_digits"
  | "hidden_digits"
  | "no_last4"
  | "no_fdcpa"
  | "two_tips"
  | "lower_rate";
let mode: Mode = "ok";

function answerFor(current: Mode): string {
  switch (current) {
    case "not_json":
      return "Here is your letter: Dear Chase Bank...";
    case "long_digits":
      return JSON.stringify({
        letter: MODEL_LETTER.replace("0042,", "0042 (card 4111 2222 3333 0042),"),
        suggestions: MODEL_TIPS,
      });
    case "dotted_digits":
      return JSON.stringify({
        letter: MODEL_LETTER.replace("0042,", "0042 (card ４１１１.２２２２/3333–0042),"),
        suggestions: MODEL_TIPS,
      });
    case "hidden_digits":
      return JSON.stringify({
        letter: MODEL_LETTER.replace("0042,", "0042 (card 4111\u200B2222\u00AD3333 | 0042),"),
        suggestions: MODEL_TIPS,
      });
    case "no_last4":
      return JSON.stringify({ letter: MODEL_LETTER.replaceAll("0042", "XXXX"), suggestions: MODEL_TIPS });
    case "no_fdcpa":
      return JSON.stringify({
        letter: MODEL_LETTER.replace(FDCPA_PARAGRAPH, "I know my rights."),
        suggestions: MODEL_TIPS,
      });
    case "lower_rate":
      return JSON.stringify({
        letter: MODEL_LETTER.replace("Please confirm", "I also ask that you lower my interest rate. Please confirm"),
        suggestions: [...MODEL_TIPS, "Ask them to reduce your interest rate too."],
      });
    case "two_tips":
      return JSON.stringify({ letter: MODEL_LETTER, suggestions: [MODEL_TIPS[0], "  "] });
    default:
      return JSON.stringify({
        letter: `\n${MODEL_LETTER}\n\n\n`,
        suggestions: [...MODEL_TIPS, "A fourth tip.", "A fifth tip.", "A sixth tip."],
      });
  }
}

let warn: jest.SpyInstance;
let standIn: OpenAiStandIn<Record<string, unknown>>;

beforeAll(async () => {
  standIn = await startOpenAiStandIn(() => replyInMode(mode, answerFor(mode)), { timeoutMs: 3000 });
  warn = jest.spyOn(console, "warn").mockImplementation(() => {});
});

afterAll(() => standIn.close());

beforeEach(() => {
  standIn.received.length = 0;
  warn.mockClear();
});

it("sends only the letter's facts and the template, and uses the model's letter and suggestions", async () => {
  mode = "ok";
  const result = await writeNegotiationLetter(TEMPLATE, FACTS);
  expect(result).toEqual({
    content: MODEL_LETTER,
    suggestions: [...MODEL_TIPS, "A fourth tip.", "A fifth tip."],
    source: "ai",
  });

  expect(standIn.received).toHaveLength(1);
  const [call] = standIn.received;
  expect(call!.path).toBe("/v1/chat/completions");
  expect(call!.body.model).toBe("gpt-test");
  // Structured output: the answer is asked for as JSON with a letter and suggestions.
  expect(JSON.stringify(call!.body.response_format)).toContain("suggestions");
  const messages = call!.body.messages as { role: string; content: string }[];
  expect(messages[0]).toMatchObject({ role: "system" });
  expect(messages[0]!.content).toContain("Fair Debt Collection Practices Act");
  const prompt = messages[1]!.content;
  expect(prompt).toContain('"accountLast4": "0042"');
  expect(prompt).toContain('"settlementAmount": "$1,890.00"');
  expect(prompt).toContain('"balance": "$4,200.00"');
  expect(prompt).toContain(FDCPA_PARAGRAPH);
  // Blank inputs are left out of the facts rather than sent empty.
  expect(prompt).not.toContain('"paymentDate"');
  expect(JSON.stringify(call!.body)).not.toMatch(/\d{5,}/);
});

it.each([
  ["the model is too slow", "slow"],
  ["the provider fails (without retrying)", "error"],
  ["the answer is not the requested JSON", "not_json"],
  ["the letter contains a long run of digits", "long_digits"],
  ["the letter contains a card number written with dots, slashes, dashes and full-width digits", "dotted_digits"],
  ["the letter hides a card number with zero-width characters, soft hyphens and pipes", "hidden_digits"],
  ["the letter does not name the account's last 4 digits", "no_last4"],
  ["the letter drops the FDCPA paragraph", "no_fdcpa"],
] as const)("falls back to the local writer when %s", async (_why, current) => {
  mode = current;
  expect(await writeNegotiationLetter(TEMPLATE, FACTS)).toEqual({ ...LOCAL, source: "local" });
  expect(standIn.received).toHaveLength(1);
  expect(warn).toHaveBeenCalledTimes(1);
});

it("keeps the model's letter but completes too few suggestions with the local ones", async () => {
  mode = "two_tips";
  const result = await writeNegotiationLetter(TEMPLATE, FACTS);
  expect(result.source).toBe("ai");
  expect(result.content).toBe(MODEL_LETTER);
  expect(result.suggestions).toEqual([MODEL_TIPS[0], LOCAL.suggestions[0], LOCAL.suggestions[1]]);
});

it("while a promo below the regular rate runs, a letter asking for a lower rate falls back to the local writer", async () => {
  mode = "lower_rate";
  // Without a promo the same letter is the model's.
  expect((await writeNegotiationLetter(TEMPLATE, FACTS)).source).toBe("ai");
  const promoFacts: LetterFacts = {
    ...FACTS,
    debt: { ...FACTS.debt, promo: { rate: "0%", endsOn: "2026-11", deferredInterest: false } },
  };
  expect(await writeNegotiationLetter(TEMPLATE, promoFacts)).toEqual({
    ...writeLocalLetter(TEMPLATE, promoFacts),
    source: "local",
  });
  const prompt = (standIn.received.at(-1)!.body.messages as { content: string }[])[0]!.content;
  expect(prompt).toContain("do not ask for a lower interest rate");
});
