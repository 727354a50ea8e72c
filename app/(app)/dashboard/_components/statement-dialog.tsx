"use client";

import { useEffect, useRef, type RefObject } from "react";
import { useForm } from "react-hook-form";
import { lazyZodResolver } from "@/lib/client/lazy-zod-resolver";
import { useMutation, useQueryClient } from "@tanstack/react-query";

import type { DebtDto, StatementResultDto } from "@/lib/debts/types";
import { apiJson } from "@/lib/client/api-client";
import { reportFailure } from "@/components/feedback/report-failure";
import { formatDollars } from "@/lib/money";
import type { TStatement, TStatementInput } from "@/lib/validations/debts";
import { FormDialog, type SubmitWithIssues } from "@/components/forms/form-dialog";
import { DialogForm } from "@/components/forms/dialog-form";
import { MoneyField } from "@/components/forms/money-field";
import { TextField } from "@/components/forms/text-field";
import { toast } from "@/components/hooks/use-toast";
import { queryKeys } from "@/lib/query-keys";
import { localToday } from "@/lib/dates";
import { invalidatePaymentLists } from "@/components/payments/payment-lists";
import { StatementButton } from "./statement-button";

// "Update from statement" (issue 14, docs/product-rules.md "The balance ledger"): the balance the lender's statement
// shows on its date. The server records the difference as interest and fees, or as payments DebtWise did not know
// about, and charges the months after it again; everything that shows a balance is refreshed.

/** What a statement can change: the debt, the plan built on it, and (for a past date) payments' splits. */
const STATEMENT_INVALIDATES = [
  queryKeys.debts,
  queryKeys.planThisMonth,
  queryKeys.latestStrategySummary,
  queryKeys.latestStrategy,
  queryKeys.progress,
  queryKeys.forecast,
] as const;
const FIELDS = ["balance", "date"] as const;

export function StatementDialog({
  debt,
  openOnLoad = false,
  focusOnLoad,
}: {
  debt: DebtDto;
  /** Its stand-in (statement-button.tsx) was clicked before this arrived: open at once. */
  openOnLoad?: boolean;
  /** Its stand-in had keyboard focus when this replaced it: the real button takes it over. */
  focusOnLoad?: RefObject<boolean>;
}) {
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusOnLoad?.current && !openOnLoad) trigger.current?.focus();
    // Only the moment this replaces the stand-in matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (input: TStatement) =>
      apiJson<StatementResultDto>("POST", `/api/debts/${encodeURIComponent(debt.id)}/statement`, input),
    onSuccess: ({ correction, debt: updated }) => {
      queryClient.setQueryData<DebtDto[]>(queryKeys.debts, (old) =>
        old?.map((d) => (d.id === updated.id ? updated : d)),
      );
      for (const queryKey of STATEMENT_INVALIDATES) void queryClient.invalidateQueries({ queryKey });
      invalidatePaymentLists(queryClient);
      toast(
        correction
          ? {
              title: "Balance updated from your statement",
              description: `${correction.label}: ${formatDollars(correction.amount.replace("-", ""))}. ${updated.name} is now ${formatDollars(updated.balance)}.`,
            }
          : {
              title: "Your balance already matches",
              description: `${updated.name} is ${formatDollars(updated.balance)} on that day, as on your statement.`,
            },
      );
    },
  });

  return (
    <FormDialog
      trigger={<StatementButton ref={trigger} debt={debt} />}
      defaultOpen={openOnLoad}
      title={<>Update {debt.name} from a statement</>}
      description="Enter the balance and date on your lender's latest statement. Any difference is recorded as interest and fees, or as payments we didn't know about."
      pending={mutation.isPending}
      className="sm:max-w-sm"
    >
      {({ session, close }) => (
        <StatementForm
          key={session}
          onSubmit={(values, showIssues) =>
            mutation.mutate(values, {
              onSuccess: close,
              onError: (error) => reportFailure(error, "Couldn't update the balance", FIELDS, showIssues),
            })
          }
        />
      )}
    </FormDialog>
  );
}

function StatementForm({ onSubmit }: { onSubmit: SubmitWithIssues<TStatement, (typeof FIELDS)[number]> }) {
  const form = useForm<TStatementInput, unknown, TStatement>({
    resolver: lazyZodResolver(() => import("@/lib/validations/debts").then((m) => m.ZStatement)),
    defaultValues: { balance: "", date: localToday() },
  });
  return (
    <DialogForm
      form={form}
      onSubmit={onSubmit}
      aria-label="Statement"
      submitLabel="Update balance"
      pendingLabel="Updating..."
    >
      <MoneyField control={form.control} name="balance" label="Statement balance" />
      <TextField control={form.control} name="date" label="Statement date" type="date" max={localToday()} />
    </DialogForm>
  );
}
