import { useId } from "react";

import { formatDollars, formatProgress } from "@/lib/format";
import { cn } from "@/lib/utils";
import { Progress } from "@/components/ui/progress";

/** The plan's total against its goal: percent, bar and amounts (the server computes and clamps the percent). */
export function PlanProgress({
  total,
  goal,
  percent,
  className,
}: {
  total: string;
  goal: string;
  percent: number;
  className?: string;
}) {
  const labelId = useId();
  const saved = `${formatDollars(total)} of ${formatDollars(goal)}`;
  return (
    <div className={cn("space-y-2", className)}>
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span id={labelId} className="text-muted-foreground">
          Progress
        </span>
        <span className="font-semibold tabular-nums" data-testid="plan-progress-percent">
          {formatProgress(percent)}
        </span>
      </div>
      <Progress
        value={percent}
        aria-labelledby={labelId}
        aria-valuetext={`${formatProgress(percent)}, ${saved}`}
        indicatorClassName={percent >= 100 ? "bg-success" : undefined}
      />
      <p className="text-sm tabular-nums" data-testid="plan-saved">
        <span className="font-semibold">{formatDollars(total)}</span>{" "}
        <span className="text-muted-foreground">of {formatDollars(goal)}</span>
      </p>
    </div>
  );
}
