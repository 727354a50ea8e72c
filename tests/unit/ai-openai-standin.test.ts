import { writeStrategyMessage } from "@/lib/strategies/message/write";
import { writeLocalStrategyMessage } from "@/lib/strategies/message/local-writer";
import { C4 } from "@/tests/support/strategy-facts";
import { replyInMode, startOpenAiStandIn, type OpenAiStandIn } from "@/tests/support/openai-standin";

// The keyed path end to end through the real AI SDK and OpenAI provider, against a local HTTP stand-in for
// OpenAI's Chat Completions endpoint (OPENAI_BASE_URL), including the timeout and error fallbacks.

type Mode = "ok" | "slow" | "error";
let mode: Mode = "ok";
const MODEL_TEXT =
  "Start with Y small at 19.99% APR: it has your highest rate and smallest balance. You could be debt-free by February 2028.";

let standIn: OpenAiStandIn<Record<string, unknown>>;

beforeAll(async () => {
  standIn = await startOpenAiStandIn(() => replyInMode(mode, MODEL_TEXT), { timeoutMs: 3000 });
  jest.spyOn(console, "warn").mockImplementation(() => {});
});

afterAll(() => standIn.close());

beforeEach(() => {
  standIn.received.length = 0;
});

it("sends the real numbers to the model and uses its answer", async () => {
  mode = "ok";
  expect(await writeStrategyMessage(C4)).toEqual({ text: MODEL_TEXT, writer: "model" });
  expect(standIn.received).toHaveLength(1);
  const [call] = standIn.received;
  expect(call!.path).toBe("/v1/chat/completions");
  expect(call!.auth).toBe("Bearer sk-standin");
  expect(call!.body.model).toBe("gpt-test");
  const messages = call!.body.messages as { role: string; content: string }[];
  expect(messages[0]).toMatchObject({ role: "system" });
  expect(messages[0]!.content).toMatch(/not financial advice/);
  expect(JSON.stringify(messages)).toContain("1068.08");
});

it("falls back to the local writer when the model is too slow", async () => {
  mode = "slow";
  expect(await writeStrategyMessage(C4)).toEqual({ text: writeLocalStrategyMessage(C4), writer: "local" });
});

it("falls back to the local writer when the provider fails, without retrying", async () => {
  mode = "error";
  expect(await writeStrategyMessage(C4)).toEqual({ text: writeLocalStrategyMessage(C4), writer: "local" });
  expect(standIn.received).toHaveLength(1);
});
