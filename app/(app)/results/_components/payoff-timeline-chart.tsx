"use client";

import { Area, AreaChart, ResponsiveContainer } from "recharts";
import { DollarsOverTimeFrame } from "@/components/charts/chart-frame";
import type { TimelinePoint, TimelineSeries } from "./timeline-data";

/**
 * Stacked per-debt balances over time (loaded lazily; see payoff-timeline-card.tsx). The card gives the chart a
 * text summary and hides the drawing, so Recharts' keyboard layer is off: no invisible Tab stop inside aria-hidden.
 */
export function PayoffTimelineChart({ series, points }: { series: TimelineSeries[]; points: TimelinePoint[] }) {
  return (
    <div className="h-72 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart accessibilityLayer={false} data={points} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
          <defs>
            {series.map((s) => (
              <linearGradient key={s.key} id={`fill-${s.key}`} x1="0" y1="0" x2="0" y2="1">
                <stop offset="5%" stopColor={s.color} stopOpacity={0.7} />
                <stop offset="95%" stopColor={s.color} stopOpacity={0.15} />
              </linearGradient>
            ))}
          </defs>
          <DollarsOverTimeFrame />
          {series.map((s) => (
            <Area
              key={s.key}
              type="linear"
              dataKey={s.key}
              name={s.name}
              stackId="balance"
              stroke={s.color}
              fill={`url(#fill-${s.key})`}
              strokeWidth={2}
              isAnimationActive={false}
            />
          ))}
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}
