"use client";

import { Area, AreaChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatDollars } from "@/lib/money";
import type { TimelinePoint, TimelineSeries } from "./timeline-data";

const compactUsd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  notation: "compact",
  maximumFractionDigits: 1,
});

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
