"use client";

import { createContext, useCallback, useContext, useState, type ReactNode } from "react";
import { LogPaymentDialog } from "@/components/payments/log-payment-dialog";

// One Log Payment dialog for the whole dashboard, opened from Quick Actions (and anything else inside the
// provider). It stays mounted while the Log Payment button may disappear (the last debt was just paid off),
// so the success view and celebration survive the refresh.

type OpenLogPayment = (debtId?: string) => void;

const OpenLogPaymentContext = createContext<OpenLogPayment | null>(null);

export function LogPaymentProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [debtId, setDebtId] = useState<string | undefined>(undefined);
  const openDialog = useCallback<OpenLogPayment>((id) => {
    setDebtId(id);
    setOpen(true);
  }, []);

  return (
    <OpenLogPaymentContext.Provider value={openDialog}>
      {children}
      <LogPaymentDialog open={open} onOpenChange={setOpen} defaultDebtId={debtId} />
    </OpenLogPaymentContext.Provider>
  );
}

export function useOpenLogPayment(): OpenLogPayment {
  const open = useContext(OpenLogPaymentContext);
  if (!open) throw new Error("useOpenLogPayment must be used inside <LogPaymentProvider>");
  return open;
}
