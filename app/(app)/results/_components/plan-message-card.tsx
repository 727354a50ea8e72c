import { NotebookText, Sparkles } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { messageTitle } from "@/lib/strategies/message/title";
import type { StrategyDto } from "@/lib/strategies/types";

type MessageProps = Pick<StrategyDto, "messageWriter" | "messageDepth">;

/** The strategy's message about the plan, shown only when there is one. */
export function PlanMessageCard({ message, ...props }: MessageProps & { message: string }) {
  const paragraphs = message
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);
  const byModel = props.messageWriter === "model";
  const Icon = byModel ? Sparkles : NotebookText;
  return (
    <Card className="gap-4 border-primary/30 bg-gradient-to-br from-primary/5 via-card to-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <span className="flex size-8 items-center justify-center rounded-full bg-primary/10 text-primary">
            <Icon aria-hidden="true" className="size-4" />
          </span>
          <h2 className="text-lg">{messageTitle(props)}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        {paragraphs.map((p, i) => (
          <p key={i} className="leading-relaxed whitespace-pre-line">
            {p}
          </p>
        ))}
        <p className="border-t pt-3 text-xs text-muted-foreground">
          {byModel ? "Worded by an AI model from your plan's numbers. " : "Written from your plan's numbers. "}
          Educational information only, not financial advice. Estimates assume interest compounds monthly at APR/12.
        </p>
      </CardContent>
    </Card>
  );
}
