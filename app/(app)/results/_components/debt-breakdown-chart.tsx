"use client";

import { useMemo } from "react";
import { Pie, PieChart, ResponsiveContainer } from "recharts";
import { DollarsTooltip } from "@/components/charts/chart-frame";
import type { BreakdownSlice } from "./timeline-data";

/**
 * Doughnut with a 60% cutout (loaded lazily; see debt-breakdown-card.tsx). The card hides it from assistive
 * technology and lists the same figures as text, so Recharts' keyboard layer (tab stops on the chart and the pie)
 * is turned off: a focusable element inside aria-hidden would be an invisible Tab stop.
 */
export function DebtBreakdownChart({ slices }: { slices: BreakdownSlice[] }) {
  // Each entry's own `fill` colours its sector.
  const data = useMemo(() => slices.map((s) => ({ name: s.name, value: s.value, fill: s.color })), [slices]);
  return (
    <div className="mx-auto h-52 w-full max-w-xs">
      <ResponsiveContainer width="100%" height="100%">
        <PieChart accessibilityLayer={false}>
          <Pie
            data={data}
            dataKey="value"
            nameKey="name"
            innerRadius="60%"
            outerRadius="100%"
            paddingAngle={slices.length > 1 ? 2 : 0}
            stroke="var(--card)"
            isAnimationActive={false}
            rootTabIndex={-1}
          />
          <DollarsTooltip />
        </PieChart>
      </ResponsiveContainer>
    </div>
  );
}
