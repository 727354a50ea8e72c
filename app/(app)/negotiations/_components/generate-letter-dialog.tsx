"use client";

import { useEffect, useRef, type RefObject } from "react";
import { useForm, useWatch, type FieldPath } from "react-hook-form";
import { lazyZodResolver } from "@/lib/client/lazy-zod-resolver";
import { useQuery, useQueryClient } from "@tanstack/react-query";

import type { DebtDto } from "@/lib/debts/types";
import { TEMPLATE_TYPES, TEMPLATE_TYPE_LABELS, type LetterDto, type TemplateType } from "@/lib/negotiations/types";
import { formatPercentBps, resolveSettlement, type Settlement } from "@/lib/negotiations/letter-writer";
import { localToday } from "@/lib/dates";
import { OPTIONAL_INPUTS, type OptionalInput } from "@/lib/validations/form-limits";
import type { TGenerateLetter, TGenerateLetterInput } from "@/lib/validations/negotiations";
import { errorMessage, fieldIssues } from "@/lib/client/api-client";
import { formatPercent, formatDollars } from "@/lib/format";
import { parseMoneyToCents } from "@/lib/payoff";
import { queryKeys } from "@/lib/query-keys";
import { toast } from "@/components/hooks/use-toast";
import { useWriterStream, type WriterStreamStatus } from "@/components/hooks/use-writer-stream";
import { StreamedText } from "@/components/writer-stream/streamed-text";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import type { WriterStreamState } from "@/lib/client/writer-stream";
import { MoneyField } from "@/components/forms/money-field";
import { TextField } from "@/components/forms/text-field";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { SelectField } from "@/components/forms/select-field";
import { DebtSelectField } from "@/components/forms/debt-select-field";
import { DialogForm } from "@/components/forms/dialog-form";
import { FormDialog, FormDialogNotice, type SubmitWithIssues } from "@/components/forms/form-dialog";

// The 'Generate Negotiation Letter' dialog: the debt, the type, the creditor and
// the last 4 digits of the account, then the fields the chosen type uses. The server streams the letter as it is
// written (POST /api/negotiations/generate/stream; docs/product-rules.md "Negotiation letters"): the text shows
// under the form with "Writing..." and a Stop button (nothing is saved then, and the form stays for another try); a
// letter from the built-in writer is said to be one. Once saved, the dialog closes and the letter opens in the viewer.
//
// Every opening starts a fresh form (remounted through its key), so a success also resets it.

type FormField = FieldPath<TGenerateLetterInput>;
/** The fields a 400 answer's issues may point at (shown by their inputs). */
const FORM_FIELDS: readonly FormField[] = [
  "debtId",
  "templateType",
  "userInputs.creditorName",
  "userInputs.accountNumber",
  ...OPTIONAL_INPUTS.map((f) => `userInputs.${f}` as const),
];

/**
 * The fields each type shows. Hardship also offers an optional monthly amount (the letter proposes it
 * when given); the server keeps only what the type's template uses (TEMPLATE_INPUTS).
 */
const TYPE_FIELDS: Record<TemplateType, readonly OptionalInput[]> = {
  hardship: ["hardshipReason", "proposedPayment"],
  settlement: ["settlementAmount", "settlementPercentage"],
  payment_plan: ["proposedPayment", "paymentDate"],
};

const EMPTY_INPUTS = {
  creditorName: "",
  accountNumber: "",
  hardshipReason: "",
  proposedPayment: "",
  settlementAmount: "",
  settlementPercentage: "",
  paymentDate: "",
};

export interface GenerateLetterDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Preset by 'Use This Template'. */
  defaultTemplateType?: TemplateType;
  onGenerated: (letter: LetterDto) => void;
  /** Where focus goes when the dialog closes without a new letter (the button that opened it). */
  returnFocusRef: RefObject<HTMLElement | null>;
}

export function GenerateLetterDialog({
  open,
  onOpenChange,
  defaultTemplateType,
  onGenerated,
  returnFocusRef,
}: GenerateLetterDialogProps) {
  const queryClient = useQueryClient();
  const debtsQuery = useQuery<DebtDto[]>({ queryKey: queryKeys.debts });
  const debts = debtsQuery.data ?? [];
  const generated = useRef(false);

  const stream = useWriterStream();

  async function generate(
    input: TGenerateLetter,
    showIssues: Parameters<SubmitWithIssues<TGenerateLetter, FormField>>[1],
  ) {
    try {
      const answer = await stream.start<LetterDto>("/api/negotiations/generate/stream", input, "letter");
      if (!answer) return;
      const letter = answer.data;
      queryClient.setQueryData<LetterDto[]>(queryKeys.letters, (old) => [
        letter,
        ...(old ?? []).filter((l) => l.id !== letter.id),
      ]);
      void queryClient.invalidateQueries({ queryKey: queryKeys.letters });
      toast({
        title: "Letter generated successfully!",
        description:
          answer.writer === "local"
            ? "Written by the built-in letter writer. Review it, then copy or download it to send."
            : "Review it, then copy or download it to send.",
      });
      generated.current = true;
      stream.reset();
      onOpenChange(false);
      onGenerated(letter);
    } catch (error) {
      showIssues(fieldIssues(error, FORM_FIELDS));
      toast({ title: "Failed to generate letter", description: errorMessage(error), variant: "destructive" });
    }
  }

  const isPending = stream.writing;
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        // A stop note is about that opening only.
        if (!next) stream.reset();
        onOpenChange(next);
      }}
      title="Generate Negotiation Letter"
      description="Choose a debt and a letter type. We'll write a complete, professional letter you can copy or download."
      pending={isPending}
      className="sm:max-w-xl"
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        // After a success the letter viewer opens and takes focus; otherwise back to the opener.
        if (!generated.current && returnFocusRef.current?.isConnected) returnFocusRef.current.focus();
        generated.current = false;
      }}
    >
      {({ session }) =>
        !debtsQuery.isPending && debts.length === 0 ? (
          <FormDialogNotice href="/calculator" linkLabel="Add a Debt">
            A letter is written about one of your debts, and you haven&apos;t added any yet. Add a debt in the
            calculator first.
          </FormDialogNotice>
        ) : (
          <LetterForm
            key={session}
            debts={debts}
            isLoadingDebts={debtsQuery.isPending}
            defaultTemplateType={defaultTemplateType}
            isPending={isPending}
            stream={stream.state}
            streamStatus={stream.status}
            onStop={stream.stop}
            onSubmit={(values, showIssues) => void generate(values, showIssues)}
          />
        )
      }
    </FormDialog>
  );
}

interface LetterFormProps {
  debts: DebtDto[];
  isLoadingDebts: boolean;
  defaultTemplateType?: TemplateType;
  isPending: boolean;
  /** The letter as it is written, and Stop. */
  stream: WriterStreamState;
  streamStatus: WriterStreamStatus;
  onStop: () => void;
  /** The server's field messages, e.g. a settlement above the balance. */
  onSubmit: SubmitWithIssues<TGenerateLetter, FormField>;
}

function LetterForm({
  debts,
  isLoadingDebts,
  defaultTemplateType,
  isPending,
  stream,
  streamStatus,
  onStop,
  onSubmit,
}: LetterFormProps) {
  const preselected = debts.length === 1 ? debts[0]!.id : "";
  const form = useForm<TGenerateLetterInput, unknown, TGenerateLetter>({
    resolver: lazyZodResolver(() => import("@/lib/validations/negotiations").then((m) => m.ZGenerateLetter)),
    defaultValues: { debtId: preselected, templateType: defaultTemplateType, userInputs: EMPTY_INPUTS },
  });

  // Debts may arrive after the dialog opened: preselect then, unless the user already chose.
  useEffect(() => {
    if (preselected && !form.getValues("debtId")) form.setValue("debtId", preselected);
  }, [preselected, form]);

  const debtId = useWatch({ control: form.control, name: "debtId" });
  const templateType = useWatch({ control: form.control, name: "templateType" });
  const settlementAmount = useWatch({ control: form.control, name: "userInputs.settlementAmount" });
  const settlementPercentage = useWatch({ control: form.control, name: "userInputs.settlementPercentage" });
  const debt = debts.find((d) => d.id === debtId);
  const shown = new Set<OptionalInput>(templateType ? TYPE_FIELDS[templateType] : []);

  function changeType(next: TemplateType) {
    // Fields the new type does not show are cleared, so a hidden value can never block or change the letter.
    for (const name of OPTIONAL_INPUTS) {
      if (!TYPE_FIELDS[next].includes(name)) {
        form.setValue(`userInputs.${name}`, "");
        form.clearErrors(`userInputs.${name}`);
      }
    }
    // Validated at once (a chosen type is always valid), so an earlier "Please select a template type" clears;
    // formState.isSubmitted read here, outside render, is not subscribed and would stay false.
    form.setValue("templateType", next, { shouldValidate: true });
  }

  function check(values: TGenerateLetter): boolean {
    // The server checks this too; saying so here keeps the message by the field without a round trip.
    if (values.templateType === "settlement" && debt) {
      const offer = settlementOf(
        debt.balance,
        values.userInputs.settlementAmount,
        values.userInputs.settlementPercentage,
      );
      if (offer && offer.amountCents >= parseMoneyToCents(debt.balance)) {
        const field = values.userInputs.settlementAmount
          ? "userInputs.settlementAmount"
          : "userInputs.settlementPercentage";
        form.setError(field, {
          message: `A settlement offer must be less than the balance of ${formatDollars(debt.balance)}`,
        });
        return false;
      }
    }
    return true;
  }

  const settlement =
    templateType === "settlement" && debt ? settlementOf(debt.balance, settlementAmount, settlementPercentage) : null;

  return (
    <DialogForm
      form={form}
      onSubmit={onSubmit}
      check={check}
      aria-label="Generate negotiation letter"
      submitLabel="Generate Letter"
      pendingLabel="Generating..."
      submitDisabled={isLoadingDebts}
      footer={
        isPending ? (
          // While writing, Stop takes Cancel's place: it closes the request, so nothing is saved.
          <DialogFooter className="pt-2">
            <Button type="button" variant="outline" onClick={onStop}>
              Stop
            </Button>
            <Button type="submit" disabled>
              Writing...
            </Button>
          </DialogFooter>
        ) : undefined
      }
    >
      <DebtSelectField control={form.control} debts={debts} isLoading={isLoadingDebts} disabled={isPending} />

      {debt ? (
        <dl
          className="grid grid-cols-3 gap-2 rounded-lg border bg-muted/40 p-3 text-sm"
          aria-label="Selected debt"
          data-testid="debt-summary"
        >
          <div className="min-w-0">
            <dt className="text-xs text-muted-foreground">Debt</dt>
            <dd className="truncate font-medium">{debt.name}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Balance</dt>
            <dd className="font-medium tabular-nums">{formatDollars(debt.balance)}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Interest rate</dt>
            <dd className="font-medium tabular-nums">{formatPercent(debt.interestRate)}</dd>
          </div>
        </dl>
      ) : null}

      <SelectField
        control={form.control}
        name="templateType"
        label="Letter type"
        placeholder="Select a template type"
        options={TEMPLATE_TYPES.map((type) => ({ value: type, label: TEMPLATE_TYPE_LABELS[type] }))}
        onValueChange={(v) => changeType(v as TemplateType)}
        disabled={isPending}
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          control={form.control}
          name="userInputs.creditorName"
          label="Creditor name"
          placeholder="e.g. Chase Bank"
          autoComplete="organization"
          maxLength={100}
          disabled={isPending}
        />
        <TextField
          control={form.control}
          name="userInputs.accountNumber"
          label="Account number"
          description="Last 4 digits only"
          placeholder="1234"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          maxLength={4}
          disabled={isPending}
        />
      </div>

      {shown.has("hardshipReason") ? (
        <FormField
          control={form.control}
          name="userInputs.hardshipReason"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Hardship reason (optional)</FormLabel>
              <FormControl>
                <Textarea
                  {...field}
                  value={String(field.value ?? "")}
                  maxLength={1000}
                  placeholder="e.g. I was laid off in March and I am working reduced hours until I find a new job."
                  disabled={isPending}
                />
              </FormControl>
              <FormDescription>
                What changed, and whether it is temporary. Leave it empty for a general statement.
              </FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
      ) : null}

      {shown.has("settlementAmount") ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <MoneyField
            name="userInputs.settlementAmount"
            label="Settlement amount"
            control={form.control}
            disabled={isPending}
            description={
              settlement && settlementAmount
                ? `${formatPercentBps(settlement.percentBps)}% of the balance`
                : "Lump sum you offer"
            }
          />
          <FormField
            control={form.control}
            name="userInputs.settlementPercentage"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Settlement percentage</FormLabel>
                {/* FormControl on the input itself, so the label and messages are tied to it. */}
                <div className="relative">
                  <FormControl>
                    <Input
                      {...field}
                      value={String(field.value ?? "")}
                      type="number"
                      inputMode="decimal"
                      min={1}
                      max={100}
                      step="0.01"
                      placeholder="45"
                      className="pr-8"
                      disabled={isPending}
                    />
                  </FormControl>
                  <span
                    aria-hidden="true"
                    className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted-foreground"
                  >
                    %
                  </span>
                </div>
                <FormDescription>
                  {settlementAmount
                    ? "With an amount entered, the amount is what the letter offers"
                    : settlement
                      ? `${formatDollars(settlement.amountCents / 100)} of the balance`
                      : "Or offer a percentage of the balance"}
                </FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
        </div>
      ) : null}

      {shown.has("proposedPayment") || shown.has("paymentDate") ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {shown.has("proposedPayment") ? (
            <MoneyField
              name="userInputs.proposedPayment"
              label={templateType === "hardship" ? "Proposed monthly payment (optional)" : "Proposed monthly payment"}
              control={form.control}
              disabled={isPending}
              description={debt ? `Your current minimum is ${formatDollars(debt.minPayment)}` : undefined}
            />
          ) : null}
          {shown.has("paymentDate") ? (
            <TextField
              control={form.control}
              name="userInputs.paymentDate"
              label="Start date (optional)"
              type="date"
              min={localToday()}
              disabled={isPending}
            />
          ) : null}
        </div>
      ) : null}

      <StreamedText
        state={stream}
        status={streamStatus}
        builtInNote="Written by the built-in letter writer (not an AI model), from your debt and the details above."
        stoppedNote="Stopped: the letter was not saved. Change anything you like and generate it again."
      />
    </DialogForm>
  );
}

/** The offer the typed values make, for the hints; null while they are blank or not numbers yet. */
function settlementOf(balance: string, amount: unknown, percentage: unknown): Settlement | null {
  const text = (v: unknown) => (typeof v === "string" || typeof v === "number" ? String(v).trim() : "");
  try {
    return resolveSettlement(balance, {
      settlementAmount: text(amount) || undefined,
      settlementPercentage: text(percentage) || undefined,
    });
  } catch {
    return null;
  }
}
