"use client";

import type { ComponentProps } from "react";
import { FileText } from "lucide-react";
import type { DebtDto } from "@/lib/debts/types";
import { useIntentStandIn } from "@/components/hooks/use-intent-stand-in";
import { Button } from "@/components/ui/button";

// The statement dialog (Radix Dialog, react-hook-form, its fields) is fetched in its own chunk when the reader
// reaches for its button (mouse over it, focus, a click), not with the first paint; until it arrives its own button
// stands in, so nothing moves. A click on the stand-in meanwhile opens the dialog as soon as it arrives, and
// keyboard focus passes to the real button.
const loadStatementDialog = () => import("./statement-dialog").then((m) => m.StatementDialog);

/**
 * "Update from statement" on a debt: the button that opens the statement dialog. Its name starts with the words it
 * shows (so "click Update from statement" works by voice) and ends with the debt's, which tells the rows apart.
 */
export function StatementButton({ debt, ...props }: ComponentProps<"button"> & { debt: DebtDto }) {
  return (
    <Button type="button" variant="outline" size="sm" aria-label={`Update from statement: ${debt.name}`} {...props}>
      <FileText aria-hidden="true" />
      Update from statement
    </Button>
  );
}

export function LazyStatementDialog({ debt }: { debt: DebtDto }) {
  const { loaded: StatementDialog, openOnLoad, focusOnLoad, standIn } = useIntentStandIn(loadStatementDialog);
  if (!StatementDialog)
    return (
      <StatementButton debt={debt} aria-haspopup="dialog" aria-expanded={false} data-state="closed" {...standIn} />
    );
  return <StatementDialog debt={debt} openOnLoad={openOnLoad} focusOnLoad={focusOnLoad} />;
}
