import http from "node:http";
import type { AddressInfo } from "node:net";
import { writeStrategyMessage } from "@/lib/ai/strategy-message";
import { writeLocalStrategyMessage } from "@/lib/ai/local-strategy-writer";
import { C4 } from "@/tests/support/strategy-facts";

// The keyed path end to end through the real AI SDK and OpenAI provider, against a local HTTP stand-in for
// OpenAI's Chat Completions endpoint (OPENAI_BASE_URL), including the timeout and error fallbacks.

type Mode = "ok" | "slow" | "error";
let mode: Mode = "ok";
const received: { path: string; body: Record<string, unknown>; auth: string | undefined }[] = [];
const MODEL_TEXT = "Start with Y small at 19.99% APR: it has your highest rate and smallest balance. You could be debt-free by February 2028.";

const server = http.createServer((req, res) => {
  let raw = "";
  req.on("data", (chunk) => (raw += chunk));
  req.on("end", () => {
    received.push({ path: req.url ?? "", body: JSON.parse(raw || "{}"), auth: req.headers.authorization });
    if (mode === "error") {
      res.writeHead(500, { "content-type": "application/json" }).end(JSON.stringify({ error: { message: "boom" } }));
      return;
    }
    const answer = () =>
      res.writeHead(200, { "content-type": "application/json" }).end(
        JSON.stringify({
          id: "chatcmpl-test",
          object: "chat.completion",
          created: 1_700_000_000,
          model: "gpt-test",
          choices: [{ index: 0, message: { role: "assistant", content: MODEL_TEXT }, finish_reason: "stop" }],
          usage: { prompt_tokens: 10, completion_tokens: 20, total_tokens: 30 },
        }),
      );
    if (mode === "slow") setTimeout(answer, 1500);
    else answer();
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  // env() is read once per test file, so everything is set before the first call.
  process.env.OPENAI_API_KEY = "sk-standin";
  process.env.OPENAI_MODEL = "gpt-test";
  process.env.OPENAI_BASE_URL = `http://127.0.0.1:${port}/v1`;
  process.env.OPENAI_TIMEOUT_MS = "300";
  jest.spyOn(console, "warn").mockImplementation(() => {});
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received.length = 0;
});

it("sends the real numbers to the model and uses its answer", async () => {
  mode = "ok";
  expect(await writeStrategyMessage(C4)).toBe(MODEL_TEXT);
  expect(received).toHaveLength(1);
  const [call] = received;
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
  expect(await writeStrategyMessage(C4)).toBe(writeLocalStrategyMessage(C4));
});

it("falls back to the local writer when the provider fails, without retrying", async () => {
  mode = "error";
  expect(await writeStrategyMessage(C4)).toBe(writeLocalStrategyMessage(C4));
  expect(received).toHaveLength(1);
});
