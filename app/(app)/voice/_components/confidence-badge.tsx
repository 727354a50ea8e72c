import { Badge } from "@/components/ui/badge";
import { HIGH_CONFIDENCE } from "@/lib/voice/types";

/** SPEC 9: 'default' above 0.8, a quieter badge otherwise; the confidence as a rounded percent. */
export function confidenceBadge(confidence: number): { variant: "default" | "secondary"; label: string } {
  return { variant: confidence > HIGH_CONFIDENCE ? "default" : "secondary", label: `${Math.round(confidence * 100)}%` };
}

export function ConfidenceBadge({ confidence }: { confidence: number }) {
  const { variant, label } = confidenceBadge(confidence);
  return (
    <Badge variant={variant} data-testid="confidence-badge" title="How sure the assistant is that it understood you">
      <span className="sr-only">Confidence </span>
      {label}
    </Badge>
  );
}
