"use client";

import { Line, LineChart, ResponsiveContainer } from "recharts";
import { DollarsOverTimeFrame } from "@/components/charts/chart-frame";

export interface ProgressPoint {
  label: string;
  actual: number;
  planned: number | null;
  minimumsOnly: number | null;
}

/** One line: `key` names the points' field it draws. */
export interface LineSpec {
  key: string;
  name: string;
  color: string;
  dash: string | undefined;
}

// Told apart by dash pattern as well as colour, so the lines stay distinct without colour vision.
const PROGRESS_LINES: readonly LineSpec[] = [
  { key: "actual", name: "Actual", color: "var(--chart-1)", dash: undefined },
  { key: "planned", name: "Plan", color: "var(--chart-2)", dash: "6 4" },
  { key: "minimumsOnly", name: "Minimums only", color: "var(--chart-3)", dash: "2 3" },
];

/**
 * Balance lines (loaded lazily by progress-chart.tsx and forecast-card.tsx, which carry the text summary and hide
 * this drawing from assistive technology, so Recharts' keyboard layer is off: no invisible Tab stop). The three
 * progress lines unless `lines` says otherwise.
 */
export function ProgressLines({
  points,
  lines = PROGRESS_LINES,
}: {
  points: readonly { label: string }[];
  lines?: readonly LineSpec[];
}) {
  return (
    <div className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart accessibilityLayer={false} data={[...points]} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
          <DollarsOverTimeFrame />
          {lines.map((l) => (
            <Line
              key={l.key}
              type="linear"
              dataKey={l.key}
              name={l.name}
              stroke={l.color}
              strokeDasharray={l.dash}
              strokeWidth={2}
              dot={points.length === 1}
              connectNulls={false}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
