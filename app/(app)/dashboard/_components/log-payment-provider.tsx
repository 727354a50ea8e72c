"use client";

import { createContext, useCallback, useContext, useState, type ReactNode } from "react";
import { afterHydration } from "@/components/ui/after-hydration";

// One Log Payment dialog for the whole dashboard, opened from Quick Actions (and anything else inside the
// provider). It stays mounted while the Log Payment button may disappear (the last debt was just paid off),
// so the success view and celebration survive the refresh.

// The dialog (its form library, schema and celebration) is fetched the first time it opens, not with the
// dashboard: it is most of the page's JavaScript and nobody needs it to read their numbers.
const LogPaymentDialog = afterHydration(() =>
  import("@/components/payments/log-payment-dialog").then((m) => m.LogPaymentDialog),
);

/** Opens the dialog, on `debtId` when given, starting from `amount` (a decimal string) when given. */
type OpenLogPayment = (debtId?: string, amount?: string) => void;

const OpenLogPaymentContext = createContext<OpenLogPayment | null>(null);

export function LogPaymentProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const [debtId, setDebtId] = useState<string | undefined>(undefined);
  const [amount, setAmount] = useState<string | undefined>(undefined);
  const openDialog = useCallback<OpenLogPayment>((id, startAmount) => {
    setDebtId(id);
    setAmount(startAmount);
    setOpen(true);
    setEverOpened(true);
  }, []);

  return (
    <OpenLogPaymentContext.Provider value={openDialog}>
      {children}
      {everOpened && (
        <LogPaymentDialog open={open} onOpenChange={setOpen} defaultDebtId={debtId} defaultAmount={amount} />
      )}
    </OpenLogPaymentContext.Provider>
  );
}

export function useOpenLogPayment(): OpenLogPayment {
  const open = useContext(OpenLogPaymentContext);
  if (!open) throw new Error("useOpenLogPayment must be used inside <LogPaymentProvider>");
  return open;
}
