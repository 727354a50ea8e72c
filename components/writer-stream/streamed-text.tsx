"use client";

import type { WriterStreamStatus } from "@/components/hooks/use-writer-stream";
import type { WriterStreamState } from "@/lib/client/writer-stream";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils";

// Only a model's text is called AI (docs/product-rules.md "Negotiation letters"). The text is a live region busy
// while it is written, so a screen reader reads it once, finished, not piece by piece.

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
