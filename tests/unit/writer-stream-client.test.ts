import { writerStreamResponse, type WrittenAndSaved } from "@/lib/ai/writer-stream";
import { ApiError } from "@/lib/client/api-client";
import { readWriterStream, WriterStreamError, type WriterStreamState } from "@/lib/client/writer-stream";

// The browser's reader of a writer stream (lib/client/writer-stream.ts) against the server's writer of it
// (lib/ai/writer-stream.ts), with fetch answering the server's Response: the text as it grows, the built-in
// writer's text replacing the model's, the saved data part, an error mid-stream and a JSON error before it.

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

function answer(res: Response) {
  global.fetch = jest.fn(async () => res) as typeof fetch;
}

function streamed(deltas: string[], then: WrittenAndSaved | null | Error): Response {
  return writerStreamResponse({
    signal: new AbortController().signal,
    dataPart: "thing",
    status: 200,
    errorText: "It could not be written. Try again.",
    write: async ({ onDelta }) => {
      deltas.forEach(onDelta);
      if (then instanceof Error) throw then;
      return then;
    },
  });
}

async function read(res: Response) {
  answer(res);
  const states: WriterStreamState[] = [];
  const result = await readWriterStream<{ id: string }>("/api/x", { a: 1 }, "thing", {
    signal: new AbortController().signal,
    onUpdate: (s) => states.push(s),
  });
  return { states, result };
}

it("shows the model's text as it grows, then who wrote it and the saved data part", async () => {
  const { states, result } = await read(
    streamed(["Start with ", "the Visa."], { writer: "model", text: "Start with the Visa.", saved: { id: "s1" } }),
  );
  expect(states.map((s) => s.text)).toContain("Start with ");
  expect(states.at(-1)).toEqual({ text: "Start with the Visa.", writer: "model" });
  expect(result).toEqual({ writer: "model", data: { id: "s1" } });
  expect(global.fetch).toHaveBeenCalledWith(
    "/api/x",
    expect.objectContaining({ method: "POST", body: JSON.stringify({ a: 1 }) }),
  );
});

it("replaces the model's text with the built-in writer's when the server says local", async () => {
  const { states, result } = await read(
    streamed(["Half a sen"], { writer: "local", text: "The built-in text.", saved: { id: "s2" } }),
  );
  expect(states.some((s) => s.text === "Half a sen" && s.writer === null)).toBe(true);
  // Once the server says "local", the model's half sentence is never shown again.
  expect(states.filter((s) => s.writer === "local").every((s) => !s.text.includes("Half"))).toBe(true);
  expect(states.at(-1)).toEqual({ text: "The built-in text.", writer: "local" });
  expect(result.writer).toBe("local");
});

it("rejects with the stream's error text when writing fails after the stream started", async () => {
  const warn = jest.spyOn(console, "error").mockImplementation(() => {});
  await expect(read(streamed(["Some"], new Error("db down")))).rejects.toEqual(
    new WriterStreamError("It could not be written. Try again."),
  );
  warn.mockRestore();
});

it("rejects with the API error when the answer is JSON before any stream", async () => {
  const body = JSON.stringify({ error: { code: "not_found", message: "Strategy not found" } });
  await expect(read(new Response(body, { status: 404 }))).rejects.toBeInstanceOf(ApiError);
});

it("rejects as an abort when Stop closes the request mid-stream, after the text so far", async () => {
  const stop = new AbortController();
  const encoder = new TextEncoder();
  // As a browser's fetch does: the open body errors with an AbortError once the request's signal fires.
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode('data: {"type":"text-start","id":"model"}\n\n'));
      controller.enqueue(encoder.encode('data: {"type":"text-delta","id":"model","delta":"Start"}\n\n'));
      stop.signal.addEventListener("abort", () => controller.error(new DOMException("Aborted", "AbortError")));
    },
  });
  answer(new Response(body, { status: 200, headers: { "content-type": "text/event-stream" } }));
  const seen: string[] = [];
  await expect(
    readWriterStream("/api/x", undefined, "thing", {
      signal: stop.signal,
      onUpdate: (s) => {
        seen.push(s.text);
        if (s.text === "Start") stop.abort();
      },
    }),
  ).rejects.toMatchObject({ name: "AbortError" });
  expect(seen).toContain("Start");
});
