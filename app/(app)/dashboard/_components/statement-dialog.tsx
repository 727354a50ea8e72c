"use client";

import { useEffect, useRef, type RefObject } from "react";
import { useForm, useWatch } from "react-hook-form";
import { lazyZodResolver } from "@/lib/client/lazy-zod-resolver";
import { useMutation, useQueryClient } from "@tanstack/react-query";

import type { DebtDto, StatementResultDto } from "@/lib/debts/types";
import { apiJson } from "@/lib/client/api-client";
import { reportFailure } from "@/components/feedback/report-failure";
import { amountText } from "@/lib/money";
import { formatDollars } from "@/lib/format";
import type { StatementIncreaseKind, TStatement, TStatementInput } from "@/lib/validations/debts";
import { parseMoneyToCents } from "@/lib/payoff/money";
import { FormControl, FormField, FormItem, FormMessage } from "@/components/ui/form";
import { FormDialog, type SubmitWithIssues } from "@/components/forms/form-dialog";
import { DialogForm } from "@/components/forms/dialog-form";
import { MoneyField } from "@/components/forms/money-field";
import { TextField } from "@/components/forms/text-field";
import { toast } from "@/components/hooks/use-toast";
import { queryKeys } from "@/lib/query-keys";
import { localToday } from "@/lib/dates";
import { invalidatePaymentLists } from "@/components/payments/payment-lists";
import { StatementButton } from "./statement-button";

// "Update from statement" (docs/product-rules.md "The balance ledger"): the balance the lender's statement
// shows on its date. A balance above today's asks what the increase is, new charges (purchases) or interest and
// fees, and the server records it as that; less owed is payments DebtWise did not know about. The months after it
// are charged again, and everything that shows a balance is refreshed (the statement history too: its key starts
// with the debts').

/** What a statement can change: the debt, the plan built on it, and (for a past date) payments' splits. */
const STATEMENT_INVALIDATES = [
  queryKeys.debts,
  queryKeys.planThisMonth,
  queryKeys.latestStrategySummary,
  queryKeys.latestStrategy,
  queryKeys.progress,
  queryKeys.forecast,
] as const;
const FIELDS = ["balance", "date", "increaseKind"] as const;

const INCREASE_CHOICES = [
  { value: "new_charges", label: "New charges (purchases)" },
  { value: "interest_fees", label: "Interest and fees" },
] as const satisfies readonly { value: StatementIncreaseKind; label: string }[];

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
      description="Enter the balance and date on your lender's latest statement. A higher balance is recorded as what you say it is; a lower one as payments we didn't know about."
      pending={mutation.isPending}
      className="sm:max-w-sm"
    >
      {({ session, close }) => (
        <StatementForm
          key={session}
          currentBalance={debt.balance}
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

/** Whether the typed statement balance is above today's: then the dialog asks what the increase is. */
function isHigher(typed: unknown, currentBalance: string): boolean {
  const text = amountText(String(typed ?? ""));
  if (text === null || !/^\d+(\.\d{1,2})?$/.test(text)) return false;
  return parseMoneyToCents(text) > parseMoneyToCents(currentBalance);
}

function StatementForm({
  currentBalance,
  onSubmit,
}: {
  currentBalance: string;
  onSubmit: SubmitWithIssues<TStatement, (typeof FIELDS)[number]>;
}) {
  const form = useForm<TStatementInput, unknown, TStatement>({
    resolver: lazyZodResolver(() => import("@/lib/validations/debts").then((m) => m.ZStatement)),
    defaultValues: { balance: "", date: localToday(), increaseKind: undefined },
  });
  const asks = isHigher(useWatch({ control: form.control, name: "balance" }), currentBalance);
  return (
    <DialogForm
      form={form}
      // The question is the dialog's (the API keeps a correction when it is not answered): asked, it needs an answer.
      check={(values) => {
        if (!asks || values.increaseKind) return true;
        form.setError("increaseKind", { message: "Choose what the higher balance is" }, { shouldFocus: true });
        return false;
      }}
      onSubmit={(values, showIssues) => onSubmit(asks ? values : { ...values, increaseKind: undefined }, showIssues)}
      aria-label="Statement"
      submitLabel="Update balance"
      pendingLabel="Updating..."
    >
      <MoneyField control={form.control} name="balance" label="Statement balance" />
      <TextField control={form.control} name="date" label="Statement date" type="date" max={localToday()} />
      {asks ? (
        <FormField
          control={form.control}
          name="increaseKind"
          render={({ field }) => (
            <FormItem>
              {/* FormControl ties the group to the message below (aria-describedby, aria-invalid). */}
              <FormControl>
                <fieldset className="space-y-2">
                  <legend className="text-sm font-medium">
                    The statement shows more than {formatDollars(currentBalance)}. What is the increase?
                  </legend>
                  {INCREASE_CHOICES.map((choice, i) => (
                    <label key={choice.value} className="flex items-center gap-2 text-sm">
                      <input
                        type="radio"
                        name={field.name}
                        value={choice.value}
                        checked={field.value === choice.value}
                        onChange={() => field.onChange(choice.value)}
                        // Focus on an unanswered question goes to its first choice.
                        ref={i === 0 ? field.ref : undefined}
                        className="size-4 accent-primary"
                      />
                      {choice.label}
                    </label>
                  ))}
                </fieldset>
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
      ) : null}
    </DialogForm>
  );
}
