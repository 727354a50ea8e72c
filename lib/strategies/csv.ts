import { toCsv } from "@/lib/csv";
import type { PlanKind, StrategyDto } from "./types";

// The schedule CSV: pure, so the server export (GET /api/strategies/latest/export) and any browser download
// build byte-identical files. Columns: Month, Date, Debt, Payment, Interest, Principal, Balance, then (docs/payoff.md
// "Promotional rates", "Deferred interest") Promo rate ("yes" in a month charged at the promotional rate, else blank)
// and Deferred interest (the deferred interest charged that month, also inside Interest; else blank). The new columns
// come last, so spreadsheets built on the earlier columns keep working.

export const SCHEDULE_CSV_HEADER = [
  "Month",
  "Date",
  "Debt",
  "Payment",
  "Interest",
  "Principal",
  "Balance",
  "Promo rate",
  "Deferred interest",
];

/**
 * One plan's schedule as CSV ("saved": the saved plan, the default; or one of the alternatives), for one debt
 * (debtId) or all of them, with its download file name.
 */
export function scheduleCsv(strategy: StrategyDto, kind: PlanKind, debtId?: string): { filename: string; csv: string } {
  const names = new Map(strategy.debts.map((d) => [d.id, d.name]));
  const debt = debtId ? strategy.debts.find((d) => d.id === debtId) : undefined;
  const rows: (string | number)[][] = [SCHEDULE_CSV_HEADER];
  for (const month of strategy.comparison[kind]?.schedule ?? []) {
    for (const d of month.debts) {
      if (debt && d.id !== debt.id) continue;
      rows.push([
        month.month,
        month.date,
        names.get(d.id) ?? d.id,
        d.payment,
        d.interest,
        d.principal,
        d.balance,
        d.promo ? "yes" : "",
        d.deferredInterest ?? "",
      ]);
    }
  }
  const name = kind === "saved" ? "my-plan" : kind;
  const filename = debt ? `debtwise-${name}-${slug(debt.name)}-schedule.csv` : `debtwise-${name}-schedule.csv`;
  return { filename, csv: toCsv(rows) };
}

function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "debt"
  );
}
