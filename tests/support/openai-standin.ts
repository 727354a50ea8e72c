import http from "node:http";
import type { AddressInfo } from "node:net";

// A local HTTP stand-in for OpenAI's Chat Completions endpoint, shared by the tests of the keyed AI paths: they
// go through the real AI SDK and OpenAI provider, pointed here with OPENAI_BASE_URL, so what is tested is what
// production sends and parses. Each test file says what the "model" answers to each request: a JSON completion, or
// for a streamed request the server-sent chunks OpenAI documents (text deltas, tool-call argument deltas, the
// finish reason, usage, `[DONE]`).

export interface StandInRequest<Body = Record<string, unknown>> {
  path: string;
  body: Body;
  auth: string | undefined;
}

export interface StandInReply {
  /** The JSON answer; unused when `chunks` is given. */
  payload?: unknown;
  /**
   * A streamed answer (for a request with `stream: true`), as OpenAI sends one: each chunk a server-sent event
   * `data: {...}`, then `data: [DONE]` (streamedChat and friends below build them).
   */
  chunks?: unknown[];
  status?: number;
  /** Answer this much later; `NEVER` holds the request open until the app's OPENAI_TIMEOUT_MS gives up on it. */
  delayMs?: number;
}

export interface OpenAiStandIn<Body> {
  /** Every request so far, in order; cleared by the test files between tests. */
  received: StandInRequest<Body>[];
  close(): Promise<void>;
}

/** A Chat Completions answer with one assistant message (content, or tool_calls with finishReason "tool_calls"). */
export function chatCompletion(message: Record<string, unknown>, finishReason = "stop", id = "chatcmpl-test") {
  return {
    id,
    object: "chat.completion",
    created: 1_700_000_000,
    model: "gpt-test",
    choices: [{ index: 0, message: { role: "assistant", ...message }, finish_reason: finishReason }],
    usage: { prompt_tokens: 10, completion_tokens: 20, total_tokens: 30 },
  };
}

const CHUNK_BASE = {
  id: "chatcmpl-stream",
  object: "chat.completion.chunk",
  created: 1_700_000_000,
  model: "gpt-test",
};

/** One streamed chunk with this delta (and finish reason), as Chat Completions streams them. */
function chunk(delta: Record<string, unknown>, finishReason: string | null = null) {
  return { ...CHUNK_BASE, choices: [{ index: 0, delta, finish_reason: finishReason }] };
}

/** The usage chunk a request with `stream_options.include_usage` gets last: no choices, only the counts. */
const USAGE_CHUNK = {
  ...CHUNK_BASE,
  choices: [],
  usage: { prompt_tokens: 10, completion_tokens: 20, total_tokens: 30 },
};

/** A streamed text answer: the role, the text in these pieces, the stop, the usage. */
export function streamedChat(pieces: string[]): StandInReply {
  return {
    chunks: [
      chunk({ role: "assistant", content: "" }),
      ...pieces.map((content) => chunk({ content })),
      chunk({}, "stop"),
      USAGE_CHUNK,
    ],
  };
}

/** A streamed call of one tool, its JSON arguments cut in two pieces as providers do, ending "tool_calls". */
export function streamedToolCall(name: string, args: Record<string, unknown>, id = "call_1"): StandInReply {
  const json = JSON.stringify(args);
  const half = Math.floor(json.length / 2);
  return {
    chunks: [
      chunk({
        role: "assistant",
        content: null,
        tool_calls: [{ index: 0, id, type: "function", function: { name, arguments: "" } }],
      }),
      chunk({ tool_calls: [{ index: 0, function: { arguments: json.slice(0, half) } }] }),
      chunk({ tool_calls: [{ index: 0, function: { arguments: json.slice(half) } }] }),
      chunk({}, "tool_calls"),
      USAGE_CHUNK,
    ],
  };
}

/** The reply of a failing provider: the SDK sees a 500 and the app must fall back to its local writer. */
export const PROVIDER_ERROR: StandInReply = { payload: { error: { message: "boom" } }, status: 500 };

/**
 * A model that never answers. The timeout test waits for the app's own limit, not for a delay raced against it: a
 * short limit that a fast answer must beat fails on a loaded machine.
 */
export const NEVER = Number.POSITIVE_INFINITY;

/**
 * The reply in a test's mode: the model's `content` at once, no answer at all when "slow" (the app's timeout
 * fires), or the failing provider when "error".
 */
export function replyInMode(mode: string, content: string): StandInReply {
  if (mode === "error") return PROVIDER_ERROR;
  return { payload: chatCompletion({ content }), delayMs: mode === "slow" ? NEVER : 0 };
}

/**
 * Starts the stand-in on a free port and points the app's OpenAI settings at it. env() is read once per test
 * file, so call this in beforeAll, before the first call into the app.
 */
export async function startOpenAiStandIn<Body = Record<string, unknown>>(
  reply: (request: StandInRequest<Body>, index: number) => StandInReply,
  options: { timeoutMs: number },
): Promise<OpenAiStandIn<Body>> {
  const received: StandInRequest<Body>[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      const request: StandInRequest<Body> = {
        path: req.url ?? "",
        body: JSON.parse(raw || "{}") as Body,
        auth: req.headers.authorization,
      };
      received.push(request);
      const { payload, chunks, status = 200, delayMs = 0 } = reply(request, received.length - 1);
      const send = () => {
        if (!chunks) return res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(payload));
        res.writeHead(status, { "content-type": "text/event-stream", "cache-control": "no-cache" });
        for (const c of chunks) res.write(`data: ${JSON.stringify(c)}\n\n`);
        res.end("data: [DONE]\n\n");
      };
      if (delayMs <= 0) return send();
      if (delayMs === NEVER) return; // closed by close() below if the app never gives up
      const timer = setTimeout(() => {
        timers.delete(timer);
        send();
      }, delayMs);
      timers.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  process.env.OPENAI_API_KEY = "sk-standin";
  process.env.OPENAI_MODEL = "gpt-test";
  process.env.OPENAI_BASE_URL = `http://127.0.0.1:${port}/v1`;
  process.env.OPENAI_TIMEOUT_MS = String(options.timeoutMs);
  return {
    received,
    close: async () => {
      timers.forEach(clearTimeout);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
