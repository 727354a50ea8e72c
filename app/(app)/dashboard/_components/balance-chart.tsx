"use client";

import { useId, useState } from "react";
import { whenNearScreen } from "@/components/ui/when-near-screen";
import { monthLabel, formatDollars } from "@/lib/format";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import type { LineSpec } from "./progress-lines";

// The dashboard's balance charts (Your progress, Forecast): the lazily loaded Recharts drawing, its one-sentence
// summary as the accessible name, and the same numbers as a table behind a "Show the numbers" button, in one place.
// The table is rendered only when asked for: a month per row (up to 360 for a forecast, then a year per row), it
// was a third of the dashboard's elements, all styled, laid out and hydrated at load for a table nobody had opened.

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
  const tableId = useId();
  const [showTable, setShowTable] = useState(false);
  return (
    <>
      <div role="img" aria-label={label}>
        <div aria-hidden="true">
          <ProgressLines points={points} lines={lines} />
        </div>
      </div>
      <Button
        type="button"
        variant="link"
        size="sm"
        className="h-auto self-start px-0"
        aria-expanded={showTable}
        aria-controls={tableId}
        onClick={() => setShowTable((shown) => !shown)}
      >
        {showTable ? "Hide the numbers" : "Show the numbers as a table"}
      </Button>
      <div id={tableId} hidden={!showTable} className="max-h-80 overflow-auto rounded-md border">
        {showTable ? (
          <table className="w-full text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead className="sticky top-0 bg-muted text-left">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  Month
                </th>
                {columns.map((c) => (
                  <th key={c.label} scope="col" className="px-3 py-2 text-right font-medium">
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.month} className="border-t">
                  <th scope="row" className="px-3 py-1.5 text-left font-normal whitespace-nowrap">
                    {monthLabel(row.month)}
                  </th>
                  {columns.map((c) => {
                    const value = c.value(row);
                    return (
                      <td key={c.label} className="px-3 py-1.5 text-right tabular-nums">
                        {value === null ? "—" : formatDollars(value)}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </div>
    </>
  );
}
