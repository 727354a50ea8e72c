"use client";

import { useEffect, useRef } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { NotebookText, RefreshCw, Sparkles } from "lucide-react";
import { toast } from "@/components/hooks/use-toast";
import { useWriterStream } from "@/components/hooks/use-writer-stream";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { StreamedText } from "@/components/writer-stream/streamed-text";
import { errorMessage } from "@/lib/client/api-client";
import { queryKeys } from "@/lib/query-keys";
import type { SavedPlanMessage } from "@/lib/strategies/message/types";
import { messageTitle } from "@/lib/strategies/message/title";
import type { StrategyDto } from "@/lib/strategies/types";

type MessageProps = Pick<StrategyDto, "messageWriter" | "messageDepth">;

/**
 * The strategy's message about the plan, shown only when there is one. A calculation that left the model's
 * explanation pending (`messagePending`: its built-in text is shown meanwhile) has it streamed as soon as the card
 * is on screen, and "Explain again" streams a new one of the same calculation (POST
 * /api/strategies/latest/message/stream; docs/product-rules.md "Explanations that stream"): Writing... with Stop,
 * which keeps the message shown here; the saved one then takes its place.
 */
export function PlanMessageCard({
  message,
  messagePending = false,
  ...props
}: MessageProps & { message: string; messagePending?: boolean }) {
  const queryClient = useQueryClient();
  const stream = useWriterStream();
  const askedForPending = useRef(false);
  const paragraphs = message
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);
  const byModel = props.messageWriter === "model";
  const Icon = byModel ? Sparkles : NotebookText;

  async function explain(first = false) {
    try {
      const answer = await stream.start<SavedPlanMessage>(
        "/api/strategies/latest/message/stream",
        undefined,
        "message",
      );
      if (!answer) return;
      const saved = answer.data;
      queryClient.setQueryData<StrategyDto | null>(queryKeys.latestStrategy, (old) =>
        old && old.id === saved.id
          ? {
              ...old,
              aiMessage: saved.aiMessage,
              messageWriter: saved.messageWriter,
              messageDepth: saved.messageDepth,
              messagePending: false,
            }
          : old,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.latestStrategySummary });
      stream.reset();
      // The first explanation simply appears; a rewrite the reader asked for is confirmed.
      if (first) return;
      toast({
        title: "Explanation written again",
        description:
          answer.writer === "local"
            ? "By the built-in writer (not an AI model), from your plan's numbers."
            : "By an AI model, from your plan's numbers.",
      });
    } catch (error) {
      toast({
        title: first ? "Couldn't write your plan's explanation" : "Couldn't explain your plan again",
        description: first ? `The built-in writer's explanation is shown. ${errorMessage(error)}` : errorMessage(error),
        variant: "destructive",
      });
    }
  }

  useEffect(() => {
    if (!messagePending || askedForPending.current) return;
    askedForPending.current = true;
    void explain(true);
    // Once per card: the request takes the pending mark, so a second ask would be an "Explain again".
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [messagePending]);

  return (
    <Card
      className="gap-4 border-primary/30 bg-gradient-to-br from-primary/5 via-card to-card"
      data-testid="plan-message-card"
    >
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <span className="flex size-8 items-center justify-center rounded-full bg-primary/10 text-primary">
            <Icon aria-hidden="true" className="size-4" />
          </span>
          <h2 className="text-lg">{messageTitle(props)}</h2>
        </CardTitle>
        <CardAction className="print:hidden">
          {stream.writing ? (
            <Button type="button" variant="outline" size="sm" onClick={stream.stop}>
              Stop
            </Button>
          ) : (
            <Button type="button" variant="outline" size="sm" onClick={() => void explain()}>
              <RefreshCw aria-hidden="true" />
              Explain again
            </Button>
          )}
        </CardAction>
      </CardHeader>
      <CardContent className="space-y-3">
        {stream.writing
          ? null
          : paragraphs.map((p, i) => (
              <p key={i} className="leading-relaxed whitespace-pre-line">
                {p}
              </p>
            ))}
        <StreamedText
          state={stream.state}
          status={stream.status}
          className="print:hidden"
          builtInNote="Written by the built-in writer (not an AI model), from your plan's numbers."
          stoppedNote="Stopped: nothing was saved, and the explanation above is the one kept."
        />
        <p className="border-t pt-3 text-xs text-muted-foreground">
          {byModel ? "Worded by an AI model from your plan's numbers. " : "Written from your plan's numbers. "}
          Educational information only, not financial advice. Estimates assume interest compounds monthly at APR/12.
        </p>
      </CardContent>
    </Card>
  );
}
