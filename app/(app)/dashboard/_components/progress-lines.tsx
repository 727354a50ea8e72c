"use client";

import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatDollars } from "@/lib/money";

export interface ProgressPoint {
  label: string;
  actual: number;
  planned: number | null;
  minimumsOnly: number | null;
}

const compactUsd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  notation: "compact",
  maximumFractionDigits: 1,
});

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
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--border)" />
          <XAxis
            dataKey="label"
            tickLine={false}
            axisLine={false}
            minTickGap={24}
            fontSize={12}
            stroke="var(--muted-foreground)"
          />
          <YAxis
            tickFormatter={(v: number) => compactUsd.format(v)}
            tickLine={false}
            axisLine={false}
            width={56}
            fontSize={12}
            stroke="var(--muted-foreground)"
          />
          <Tooltip
            formatter={(value) => formatDollars(Number(value))}
            contentStyle={{
              background: "var(--popover)",
              border: "1px solid var(--border)",
              borderRadius: 8,
              fontSize: 12,
            }}
            labelStyle={{ color: "var(--foreground)", fontWeight: 600 }}
          />
          <Legend wrapperStyle={{ fontSize: 12 }} />
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
