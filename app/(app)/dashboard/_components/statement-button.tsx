"use client";

import { lazy, Suspense, type ComponentProps } from "react";
import { FileText } from "lucide-react";
import type { DebtDto } from "@/lib/debts/types";
import { useHydrated } from "@/components/hooks/use-hydrated";
import { Button } from "@/components/ui/button";

// The statement dialog (Radix Dialog, react-hook-form, its fields) is fetched after the dashboard has hydrated, in
// its own chunk, not with the first paint; until it arrives its own button stands in, so nothing moves.
const StatementDialog = lazy(() => import("./statement-dialog").then((m) => ({ default: m.StatementDialog })));

/** "Update from statement" on a debt: the button that opens the statement dialog. */
export function StatementButton({ debt, ...props }: ComponentProps<"button"> & { debt: DebtDto }) {
  return (
    <Button type="button" variant="outline" size="sm" aria-label={`Update ${debt.name} from a statement`} {...props}>
      <FileText aria-hidden="true" />
      Update from statement
    </Button>
  );
}

export function LazyStatementDialog({ debt }: { debt: DebtDto }) {
  const hydrated = useHydrated();
  const standIn = <StatementButton debt={debt} aria-haspopup="dialog" aria-expanded={false} data-state="closed" />;
  if (!hydrated) return standIn;
  return (
    <Suspense fallback={standIn}>
      <StatementDialog debt={debt} />
    </Suspense>
  );
}
