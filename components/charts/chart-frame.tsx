"use client";

import type { CSSProperties } from "react";
import { CartesianGrid, Legend, Tooltip, XAxis, YAxis } from "recharts";
import { formatDollars, formatCompactDollars } from "@/lib/format";

// Imported only by the chart modules, which the screens load lazily, so Recharts stays out of first-load JS.

const TOOLTIP_BOX = {
  background: "var(--popover)",
  border: "1px solid var(--border)",
  borderRadius: 8,
  fontSize: 12,
};

const TOOLTIP_LABEL = { color: "var(--foreground)", fontWeight: 600 };

export function DollarsTooltip({ labelStyle }: { labelStyle?: CSSProperties }) {
  return (
    <Tooltip formatter={(value) => formatDollars(Number(value))} contentStyle={TOOLTIP_BOX} labelStyle={labelStyle} />
  );
}

/** Grid, axes, tooltip and legend; the chart's own lines or areas follow it. */
export function DollarsOverTimeFrame() {
  return (
    <>
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
        tickFormatter={formatCompactDollars}
        tickLine={false}
        axisLine={false}
        width={56}
        fontSize={12}
        stroke="var(--muted-foreground)"
      />
      <DollarsTooltip labelStyle={TOOLTIP_LABEL} />
      <Legend wrapperStyle={{ fontSize: 12 }} />
    </>
  );
}
