import { Sparkles } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

/** The AI-written message about the plan, shown only when there is one. */
export function AiInsightCard({ message }: { message: string }) {
  const paragraphs = message.split(/\n{2,}/).map((p) => p.trim()).filter(Boolean);
  return (
    <Card className="gap-4 border-primary/30 bg-gradient-to-br from-primary/5 via-card to-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <span className="flex size-8 items-center justify-center rounded-full bg-primary/10 text-primary">
            <Sparkles aria-hidden="true" className="size-4" />
          </span>
          <h2 className="text-lg">AI Insight</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        {paragraphs.map((p, i) => (
          <p key={i} className="leading-relaxed whitespace-pre-line">
            {p}
          </p>
        ))}
        <p className="border-t pt-3 text-xs text-muted-foreground">
          Educational information only, not financial advice. Estimates assume interest compounds monthly at APR/12.
        </p>
      </CardContent>
    </Card>
  );
}
