import { toCsv } from "@/lib/csv";
import type { PlanKind, StrategyDto } from "./types";

// Pure, so the server export and any browser download build byte-identical files. The promo columns come last, so
// spreadsheets built on the earlier columns keep working.

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
