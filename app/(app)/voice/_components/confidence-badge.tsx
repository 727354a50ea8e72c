import { Badge } from "@/components/ui/badge";
import { HIGH_CONFIDENCE } from "@/lib/voice/types";

/**
 * The matcher's real score as "Match 82%", 'default' above 0.8 and quieter otherwise. No badge when there is
 * no score to show (the assistant could not answer, or a model worded the answer).
 */
export function confidenceBadge(confidence: number): { variant: "default" | "secondary"; label: string } {
  return {
    variant: confidence > HIGH_CONFIDENCE ? "default" : "secondary",
    label: `Match ${Math.round(confidence * 100)}%`,
  };
}

export function ConfidenceBadge({ confidence }: { confidence: number | null }) {
  if (confidence === null) return null;
  const { variant, label } = confidenceBadge(confidence);
  return (
    <Badge
      variant={variant}
      data-testid="confidence-badge"
      title="How well your question matched what the assistant understands"
    >
      {label}
    </Badge>
  );
}
