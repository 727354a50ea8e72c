"use client";

import type { CSSProperties } from "react";
import { CartesianGrid, Legend, Tooltip, XAxis, YAxis } from "recharts";
import { formatDollars, formatCompactDollars } from "@/lib/format";

// The parts every Recharts drawing in the app shares, so the charts look alike. Imported only by the chart modules
// themselves, which the screens load lazily: Recharts and these parts stay out of every page's first-load JS.

const TOOLTIP_BOX = {
  background: "var(--popover)",
  border: "1px solid var(--border)",
  borderRadius: 8,
  fontSize: 12,
};

const TOOLTIP_LABEL = { color: "var(--foreground)", fontWeight: 600 };

/** The hover box: dollar values on the popover's colours. `labelStyle` for charts whose points have a label. */
export function DollarsTooltip({ labelStyle }: { labelStyle?: CSSProperties }) {
  return (
    <Tooltip formatter={(value) => formatDollars(Number(value))} contentStyle={TOOLTIP_BOX} labelStyle={labelStyle} />
  );
}

/**
 * Grid, axes, tooltip and legend of a chart of dollar amounts over time: the points' `label` along the bottom,
 * compact dollars up the side. The chart's own lines or areas follow it.
 */
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
