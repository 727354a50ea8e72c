"use client";

import { whenNearScreen } from "@/components/ui/when-near-screen";
import { monthLabel } from "@/lib/dates";
import { formatDollars } from "@/lib/money";
import { Skeleton } from "@/components/ui/skeleton";
import type { LineSpec } from "./progress-lines";

// The dashboard's balance charts (Your progress, Forecast): the lazily loaded Recharts drawing for sighted users and
// the same numbers as a table for screen readers, in one place.

// Recharts loads and draws when the chart nears the screen (both charts are below the fold), not with the
// dashboard's first paint.
const ProgressLines = whenNearScreen(
  () => import("./progress-lines").then((m) => m.ProgressLines),
  () => <Skeleton className="h-64 w-full" />,
);

export interface BalanceColumn<Row> {
  label: string;
  /** Dollars as a decimal string or number; null shows a dash. */
  value: (row: Row) => string | number | null;
}

export function BalanceChart<Row extends { month: string }>({
  label,
  points,
  lines,
  caption,
  columns,
  rows,
}: {
  /** The chart's accessible name: what it draws and the one-sentence summary. */
  label: string;
  points: readonly { label: string }[];
  lines?: readonly LineSpec[];
  caption: string;
  columns: readonly BalanceColumn<Row>[];
  rows: readonly Row[];
}) {
  return (
    <>
      <div role="img" aria-label={label}>
        <div aria-hidden="true">
          <ProgressLines points={points} lines={lines} />
        </div>
      </div>
      {/* sr-only on a wrapper: a table ignores the 1px width and would widen the page. */}
      <div className="sr-only">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              {columns.map((c) => (
                <th key={c.label} scope="col">
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.month}>
                <th scope="row">{monthLabel(row.month)}</th>
                {columns.map((c) => {
                  const value = c.value(row);
                  return <td key={c.label}>{value === null ? "—" : formatDollars(value)}</td>;
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
