"use client";

import type { WriterStreamStatus } from "@/components/hooks/use-writer-stream";
import type { WriterStreamState } from "@/lib/client/writer-stream";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils";

// A writer stream on screen (components/hooks/use-writer-stream.ts): "Writing..." with a progress bar while it
// runs, the text as it arrives, who wrote it once the server says (only a model's text is called AI;
// docs/product-rules.md "Negotiation letters"), and what a Stop left behind. The text is a polite live region that
// is busy while it is written, so a screen reader reads it once, finished, not piece by piece.

export function StreamedText({
  state,
  status,
  builtInNote,
  stoppedNote,
  className,
}: {
  state: WriterStreamState;
  status: WriterStreamStatus;
  /** Shown when the built-in writer's text replaced (or took the place of) the model's. */
  builtInNote: string;
  /** Shown after Stop: what was (not) kept and how to try again. */
  stoppedNote: string;
  className?: string;
}) {
  const writing = status === "writing";
  if (status === "idle" && !state.text) return null;
  return (
    <div className={cn("space-y-2 rounded-md border bg-muted/40 p-3 text-sm", className)} data-testid="streamed-text">
      {writing ? (
        <div className="space-y-2">
          <p className="flex items-center gap-2 font-medium">
            <Spinner className="text-primary" label="" aria-hidden="true" />
            Writing...
          </p>
          <div
            role="progressbar"
            aria-label="Writing"
            className="h-1 w-full overflow-hidden rounded-full bg-primary/20"
          >
            <div className="h-full w-1/3 animate-pulse rounded-full bg-primary motion-reduce:animate-none" />
          </div>
        </div>
      ) : null}
      <p role="status" className={state.writer || status === "stopped" ? "text-muted-foreground" : "sr-only"}>
        {status === "stopped"
          ? stoppedNote
          : state.writer === "local"
            ? builtInNote
            : state.writer === "model"
              ? "Written by an AI model."
              : ""}
      </p>
      <div
        aria-live="polite"
        aria-busy={writing}
        aria-label="Text being written"
        data-testid="streamed-text-content"
        className="max-h-64 overflow-y-auto leading-relaxed whitespace-pre-wrap"
      >
        {state.text}
      </div>
    </div>
  );
}
