"use client";

import { useRef, useState, type ComponentProps } from "react";
import { FileText } from "lucide-react";
import type { DebtDto } from "@/lib/debts/types";
import { useIdle } from "@/components/hooks/use-idle";
import { useLoadedAfterHydration } from "@/components/hooks/use-loaded-after-hydration";
import { Button } from "@/components/ui/button";

// The statement dialog (Radix Dialog, react-hook-form, its fields) is fetched in its own chunk when the browser is
// first idle after the dashboard (or at once on a click), not with the first paint; until it arrives its own button stands in, so nothing moves. A click on
// the stand-in meanwhile opens the dialog as soon as it arrives, and keyboard focus passes to the real button.
const loadStatementDialog = () => import("./statement-dialog").then((m) => m.StatementDialog);

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
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const idle = useIdle();
  const StatementDialog = useLoadedAfterHydration(loadStatementDialog, { when: idle || openOnLoad });
  const focused = useRef(false);
  const standIn = (
    <StatementButton
      debt={debt}
      aria-haspopup="dialog"
      aria-expanded={false}
      data-state="closed"
      onClick={() => setOpenOnLoad(true)}
      onFocus={() => (focused.current = true)}
      onBlur={() => (focused.current = false)}
    />
  );
  if (!StatementDialog) return standIn;
  // eslint-disable-next-line react-hooks/static-components -- the loaded module's export: one object for the page's life
  return <StatementDialog debt={debt} openOnLoad={openOnLoad} focusOnLoad={focused} />;
}
