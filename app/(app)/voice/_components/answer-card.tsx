import { Bot, Loader2, Square, Volume2, VolumeX } from "lucide-react";

import type { VoiceAnswerDto } from "@/lib/voice/types";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfidenceBadge } from "./confidence-badge";
import type { SpeechSynthesisState } from "./use-speech-synthesis";

/** The latest answer, announced to screen readers as it arrives, with the read-aloud controls. */
export function AnswerCard({
  answer,
  pending,
  speech,
}: {
  answer: VoiceAnswerDto | null;
  pending: boolean;
  speech: SpeechSynthesisState;
}) {
  return (
    <Card className="gap-4" role="region" aria-labelledby="voice-answer-title">
      <CardHeader className="flex flex-wrap items-center justify-between gap-2">
        <CardTitle className="flex items-center gap-2">
          <Bot aria-hidden="true" className="size-4 text-primary" />
          <h2 id="voice-answer-title">Answer</h2>
        </CardTitle>
        {speech.supported ? (
          <div className="flex flex-wrap gap-2">
            {speech.speaking ? (
              <Button type="button" variant="outline" size="sm" onClick={speech.stop}>
                <Square aria-hidden="true" />
                Stop Speaking
              </Button>
            ) : answer && !pending ? (
              <Button type="button" variant="outline" size="sm" onClick={() => speech.speak(answer.response)}>
                <Volume2 aria-hidden="true" />
                Read Aloud
              </Button>
            ) : null}
            <Button
              type="button"
              variant="ghost"
              size="sm"
              aria-pressed={speech.muted}
              onClick={() => speech.setMuted(!speech.muted)}
            >
              {speech.muted ? <VolumeX aria-hidden="true" /> : <Volume2 aria-hidden="true" />}
              {speech.muted ? "Unmute" : "Mute"}
            </Button>
          </div>
        ) : null}
      </CardHeader>
      <CardContent>
        <div aria-live="polite" aria-atomic="true" className="min-h-16">
          {pending ? (
            <p className="flex items-center gap-2 text-muted-foreground">
              <Loader2 aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
              Thinking...
            </p>
          ) : answer ? (
            <div className="space-y-2" data-testid="voice-answer">
              <p className="text-sm break-words text-muted-foreground">
                You asked: <span className="font-medium text-foreground">{answer.query}</span>
              </p>
              <p className="text-base leading-relaxed break-words" data-testid="voice-answer-text">
                {answer.response}
              </p>
              <div className="flex flex-wrap items-center gap-2">
                <ConfidenceBadge confidence={answer.confidence} />
                {/* "AI" only when a model wrote the sentences; the assistant's own writer is not labelled AI
                    (docs/product-rules.md "Voice assistant"). */}
                {answer.wordedBy === "ai" ? (
                  <span className="text-xs text-muted-foreground" data-testid="worded-by-ai">
                    Worded by AI from your numbers
                  </span>
                ) : null}
              </div>
            </div>
          ) : (
            <p className="text-muted-foreground">
              Your answer appears here and is read aloud. Try a quick command to get started.
            </p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
