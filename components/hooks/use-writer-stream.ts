"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { readWriterStream, type StreamWriter, type WriterStreamState } from "@/lib/client/writer-stream";

// Stop aborts the request, so the server stops the model and saves nothing (docs/product-rules.md "Negotiation
// letters", "Debt calculator and results"); leaving the page does the same.

export type WriterStreamStatus = "idle" | "writing" | "stopped";

export function useWriterStream() {
  const [state, setState] = useState<WriterStreamState>({ text: "", writer: null });
  const [status, setStatus] = useState<WriterStreamStatus>("idle");
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  /** Resolves with the saved data part, or null when stopped. */
  const start = useCallback(
    async <T>(url: string, body: unknown, dataPart: string): Promise<{ writer: StreamWriter; data: T } | null> => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState({ text: "", writer: null });
      setStatus("writing");
      try {
        const answer = await readWriterStream<T>(url, body, dataPart, { signal: current.signal, onUpdate: setState });
        setStatus("idle");
        return answer;
      } catch (error) {
        if (current.signal.aborted) {
          // A stopped text is not kept anywhere, so it is not left on screen either.
          setState({ text: "", writer: null });
          setStatus("stopped");
          return null;
        }
        setStatus("idle");
        setState({ text: "", writer: null });
        throw error;
      } finally {
        if (controller.current === current) controller.current = null;
      }
    },
    [],
  );

  const stop = useCallback(() => controller.current?.abort(), []);
  const reset = useCallback(() => {
    setStatus("idle");
    setState({ text: "", writer: null });
  }, []);

  return { state, status, writing: status === "writing", start, stop, reset };
}
