"use client";

import Link from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { useId, useRef, useState, type ComponentProps } from "react";
import { useFieldArray, useForm, useFormContext, useFormState, useWatch, type Control } from "react-hook-form";
import { lazyZodResolver } from "@/lib/client/lazy-zod-resolver";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "@/lib/validations/zod";
import { ChevronDown, Lock, Plus, Sparkles } from "lucide-react";

import { Button } from "@/components/ui/button";
import { SubmitButton } from "@/components/forms/submit-button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { CheckboxField } from "@/components/forms/checkbox-field";
import { SelectField } from "@/components/forms/select-field";
import { TextField } from "@/components/forms/text-field";
import { MoneyInput } from "@/components/forms/money-input";
import { toast } from "@/components/hooks/use-toast";
import { apiJson, apiRequest, errorMessage } from "@/lib/client/api-client";
import { DEBT_KIND_LABELS, type DebtDto } from "@/lib/debts/types";
import { localYearMonth } from "@/lib/dates";
import { activePromo } from "@/lib/debts/promo";
import type { StrategyDto } from "@/lib/strategies/types";
import type { TCalculatorFormInput, ZCalculatorForm } from "@/lib/validations/debts";
import { amountText } from "@/lib/money";
import { formatDollars } from "@/lib/format";
import { cn } from "@/lib/utils";
import { queryKeys } from "@/lib/query-keys";
import { ConfirmDialog } from "@/components/forms/confirm-dialog";
import { RemoveButton } from "@/components/forms/remove-buttons";
import { TargetDateHint } from "./target-date-hint";

// The calculator's form itself (react-hook-form, its fields, the target-date search): loaded by calculator-form.tsx
// after the page has hydrated, while its skeleton waits for the saved debts anyway.

type FormOutput = z.output<typeof ZCalculatorForm>;
type EntryOutput = FormOutput["debts"][number];
/**
 * What the calculator edits of a debt: all but what the server sets (id, start balance, closed state, creation time)
 * and the due day, which the calculator does not ask.
 */
type DebtFields = Omit<DebtDto, "id" | "originalBalance" | "dueDay" | "isClosed" | "createdAt">;
type EntryInput = TCalculatorFormInput["debts"][number];

const KIND_OPTIONS = Object.entries(DEBT_KIND_LABELS).map(([value, label]) => ({ value, label }));

/** CalculatorForm's props, and the saved debts it loaded. */
export interface DebtsFormProps {
  planName: string;
  /** Maximum debts the plan tracks; null means unlimited. */
  debtLimit: number | null;
  /** The saved plan's extra payment ("300.00"); null when no plan was ever saved. */
  savedExtraPayment: string | null;
  savedDebts: DebtDto[];
}

/** Calculating saves the extra payment to the plan (lib/plan/service.ts calculateWithSavedPlan). */
const PLAN_KEYS = [queryKeys.plan, queryKeys.planThisMonth] as const;

function emptyEntry(): EntryInput {
  return {
    name: "",
    balance: "",
    interestRate: "",
    minPayment: "",
    kind: "other",
    promoRate: "",
    promoEndsOn: "",
    deferredInterest: false,
    creditLimit: "",
    payeeWords: "",
  };
}

export function entryFromDebt(d: DebtDto): EntryInput {
  // A promo whose last month is past no longer changes the plan, and the schema refuses a past end month: the row
  // starts without it, so recalculating is not blocked. The save leaves it stored (changedFields), because the
  // ledger may still owe its deferred interest on the first accrual day after it.
  const promo = activePromo(d, localYearMonth());
  return {
    id: d.id,
    name: d.name,
    balance: d.balance,
    interestRate: trimRate(d.interestRate),
    minPayment: d.minPayment,
    kind: d.kind,
    promoRate: promo && d.promoRate ? trimRate(d.promoRate) : "",
    promoEndsOn: promo ? promo.endsOn : "",
    deferredInterest: promo ? d.deferredInterest : false,
    creditLimit: d.creditLimit ?? "",
    // One comma-separated text in the form; the schema splits it into the list the API keeps.
    payeeWords: d.payeeWords.join(", "),
  };
}

/** The entry's promo as the API takes it: a blank rate or month is null ("no promo"). */
function promoOf(entry: EntryOutput): Pick<DebtFields, "promoRate" | "promoEndsOn" | "deferredInterest"> {
  return {
    promoRate: entry.promoRate ?? null,
    promoEndsOn: entry.promoEndsOn ?? null,
    deferredInterest: entry.deferredInterest ?? false,
  };
}

/** "18.990" -> "18.99", "5.000" -> "5": the form shows the rate the way the user typed it. */
function trimRate(rate: string): string {
  return rate.includes(".") ? rate.replace(/0+$/, "").replace(/\.$/, "") : rate;
}

/** The fields of `entry` that differ from the saved debt (numbers compared by value, not by spelling). */
export function changedFields(saved: DebtDto, entry: EntryOutput): Partial<DebtFields> | null {
  const changes: Partial<DebtFields> = {};
  if (saved.name.trim() !== entry.name) changes.name = entry.name;
  if (Number(saved.balance) !== Number(entry.balance)) changes.balance = entry.balance;
  if (Number(saved.interestRate) !== Number(entry.interestRate)) changes.interestRate = entry.interestRate;
  if (Number(saved.minPayment) !== Number(entry.minPayment)) changes.minPayment = entry.minPayment;
  const kind = entry.kind ?? "other";
  if (saved.kind !== kind) changes.kind = kind;
  const creditLimit = entry.creditLimit ?? null;
  if ((saved.creditLimit === null) !== (creditLimit === null) || Number(saved.creditLimit) !== Number(creditLimit))
    changes.creditLimit = creditLimit;
  const payeeWords = entry.payeeWords ?? [];
  if (payeeWords.join("\n") !== saved.payeeWords.join("\n")) changes.payeeWords = payeeWords;
  const promo = promoOf(entry);
  // Compared with the promo the row started from: an ended one is not in the row, and its absence is no change.
  const was = activePromo(saved, localYearMonth())
    ? saved
    : { promoRate: null, promoEndsOn: null, deferredInterest: false };
  const promoChanged =
    (was.promoRate === null) !== (promo.promoRate === null) ||
    (was.promoRate !== null && Number(was.promoRate) !== Number(promo.promoRate)) ||
    was.promoEndsOn !== promo.promoEndsOn ||
    was.deferredInterest !== promo.deferredInterest;
  // The three promo fields go together (the server checks them as one), so a change sends all three.
  if (promoChanged) Object.assign(changes, promo);
  return Object.keys(changes).length > 0 ? changes : null;
}

export function DebtsForm({ planName, debtLimit, savedExtraPayment, savedDebts }: DebtsFormProps) {
  const router = useRouter();
  const queryClient = useQueryClient();
  // What the server holds right now, kept up to date as each call succeeds, so a failed submit that is retried
  // never creates a debt twice or deletes one that is already gone.
  const saved = useRef(new Map(savedDebts.map((d) => [d.id, d])));
  const [announcement, setAnnouncement] = useState("");

  const form = useForm<TCalculatorFormInput, unknown, FormOutput>({
    resolver: lazyZodResolver(() => import("@/lib/validations/debts").then((m) => m.ZCalculatorForm)),
    defaultValues: {
      debts: savedDebts.length > 0 ? savedDebts.map(entryFromDebt) : [emptyEntry()],
      extraPayment: savedExtraPayment ?? "0",
      targetDate: "",
    },
  });
  // keyName "key": the entries carry their own `id` (the saved debt's), which must stay in the form values.
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "debts", keyName: "key" });

  const canAddMore = debtLimit === null || fields.length < debtLimit;
  const isLimited = debtLimit !== null;

  async function syncDebts(entries: EntryOutput[]) {
    const kept = new Set(entries.map((e) => e.id).filter(Boolean));
    // Deletions first: on a limited plan, replacing a debt must free its slot before the new one is added.
    for (const id of [...saved.current.keys()]) {
      if (kept.has(id)) continue;
      await apiRequest("DELETE", `/api/debts/${encodeURIComponent(id)}`);
      saved.current.delete(id);
    }
    for (const [index, entry] of entries.entries()) {
      const body: DebtFields = {
        name: entry.name,
        balance: entry.balance,
        interestRate: entry.interestRate,
        minPayment: entry.minPayment,
        kind: entry.kind ?? "other",
        ...promoOf(entry),
        creditLimit: entry.creditLimit ?? null,
        payeeWords: entry.payeeWords ?? [],
      };
      const previous = entry.id ? saved.current.get(entry.id) : undefined;
      if (previous) {
        const changes = changedFields(previous, entry);
        if (!changes) continue;
        const updated = await apiJson<DebtDto>("PATCH", `/api/debts/${encodeURIComponent(previous.id)}`, changes);
        saved.current.set(previous.id, updated ?? { ...previous, ...changes });
      } else {
        // One at a time, so a plan-limit refusal stops the run before anything else is created.
        const created = await apiJson<DebtDto>("POST", "/api/debts", body);
        saved.current.set(created.id, created);
        form.setValue(`debts.${index}.id`, created.id);
      }
    }
  }

  const calculate = useMutation({
    mutationFn: async (values: FormOutput) => {
      await syncDebts(values.debts);
      // targetDate stays in the browser: only the extra payment is sent. The results page streams the model's
      // explanation itself ("stream"), so the calculation does not wait for it.
      return apiJson<StrategyDto>("POST", "/api/calculate-strategies", {
        extraPayment: Number(values.extraPayment),
        message: "stream",
      });
    },
    // The answer has no schedules (lib/strategies/first-paint.ts): the results page reads the strategy itself.
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.debts }),
        queryClient.invalidateQueries({ queryKey: queryKeys.latestStrategy }),
        queryClient.invalidateQueries({ queryKey: queryKeys.latestStrategySummary }),
        ...PLAN_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ]);
      toast({ title: "Success", description: "Debt payoff strategies calculated successfully!" });
      router.push("/results");
    },
    onError: (error) => {
      // Some debts may have been saved before the failure: let every screen see what the server now holds.
      void queryClient.invalidateQueries({ queryKey: queryKeys.debts });
      toast({ title: "Error", description: errorMessage(error), variant: "destructive" });
    },
  });

  function addDebt() {
    if (!canAddMore) return;
    append(emptyEntry(), { shouldFocus: true });
    setAnnouncement(`Debt ${fields.length + 1} added.`);
  }

  function removeDebt(index: number) {
    if (fields.length <= 1) return;
    const name = form.getValues(`debts.${index}.name`);
    remove(index);
    setAnnouncement(`${name ? name : `Debt ${index + 1}`} removed.`);
    // Keep keyboard users in place: focus the neighbouring entry's name.
    requestAnimationFrame(() => form.setFocus(`debts.${Math.max(0, index - 1)}.name`));
  }

  const isPending = calculate.isPending;

  return (
    <Form {...form}>
      <form
        onSubmit={form.handleSubmit((values) => calculate.mutate(values))}
        noValidate
        aria-label="Debt payoff calculator"
        className="min-w-0 space-y-6"
      >
        <p className="sr-only" aria-live="polite">
          {announcement}
        </p>

        <section aria-labelledby="your-debts-heading" className="space-y-4">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div>
              <h2 id="your-debts-heading" className="text-xl font-semibold">
                Your Debts
              </h2>
              <p className="text-sm text-muted-foreground">
                {savedDebts.length > 0
                  ? "Your saved debts are filled in. Update a balance, fix a rate, or add and remove debts."
                  : "Start with one debt. You can add more if your plan allows."}
              </p>
            </div>
          </div>

          <ol className="space-y-4" aria-label="Debt entries">
            {fields.map((field, index) => (
              <li key={field.key}>
                <DebtEntry
                  control={form.control}
                  index={index}
                  canRemove={fields.length > 1}
                  onRemove={() => removeDebt(index)}
                  disabled={isPending}
                />
              </li>
            ))}
          </ol>
          <DebtsArrayError control={form.control} />

          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <Button
              type="button"
              variant="outline"
              onClick={addDebt}
              disabled={!canAddMore || isPending}
              aria-describedby={isLimited ? "plan-limit-note" : undefined}
            >
              <Plus aria-hidden="true" /> Add Debt
            </Button>
            {isLimited && (
              <p
                id="plan-limit-note"
                className="flex items-start gap-2 rounded-md border border-amber-300/60 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-500/30 dark:bg-amber-950/40 dark:text-amber-100"
              >
                <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>
                  {debtLimit === 1
                    ? `The ${planName} plan tracks 1 debt.`
                    : `The ${planName} plan tracks up to ${debtLimit} debts.`}{" "}
                  <Link href="/subscribe" className="font-medium underline underline-offset-4">
                    Upgrade to add more.
                  </Link>
                </span>
              </p>
            )}
          </div>
        </section>

        <PlanCard control={form.control} disabled={isPending} fromSavedPlan={savedExtraPayment !== null} />

        <div className="flex flex-col gap-3 border-t pt-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-xs text-muted-foreground">
            Educational information only, not financial advice. Estimates assume interest compounds monthly at APR/12.
          </p>
          <SubmitButton
            size="lg"
            pending={isPending}
            pendingLabel="Calculating your plan..."
            aria-busy={isPending}
            className="sm:min-w-72"
          >
            <Sparkles aria-hidden="true" /> Calculate My Payoff Plan
          </SubmitButton>
        </div>
      </form>
    </Form>
  );
}

function DebtsArrayError({ control }: { control: Control<TCalculatorFormInput, unknown, FormOutput> }) {
  // "Add at least one debt" lives on the array itself, not on a field.
  const { errors } = useFormState({ control, name: "debts" });
  const message = errors.debts?.root?.message ?? errors.debts?.message;
  if (!message) return null;
  return (
    <p role="alert" className="text-sm text-destructive">
      {message}
    </p>
  );
}

interface DebtEntryProps {
  control: Control<TCalculatorFormInput, unknown, FormOutput>;
  index: number;
  canRemove: boolean;
  onRemove: () => void;
  disabled: boolean;
}

function RemoveEntryButton({
  label,
  name,
  ...props
}: { label: string; name: string | undefined } & Omit<ComponentProps<typeof RemoveButton>, "label">) {
  return <RemoveButton label={`${label}${name ? ` (${name})` : ""}`} {...props} />;
}

function DebtEntry({ control, index, canRemove, onRemove, disabled }: DebtEntryProps) {
  const name = useWatch({ control, name: `debts.${index}.name` });
  // An entry with an id is a debt DebtWise already holds: removing it asks first (it leaves the plan, and one with
  // payments is archived with its history).
  const isSaved = Boolean(useWatch({ control, name: `debts.${index}.id` }));
  const headingId = `debt-${index}-heading`;
  const label = `Debt ${index + 1}`;
  return (
    <Card role="group" aria-labelledby={headingId} className="gap-4 py-5">
      <CardHeader className="flex flex-row items-center justify-between gap-2 px-5">
        <CardTitle>
          <h3 id={headingId} className="text-base">
            {label}
            {name ? <span className="font-normal text-muted-foreground">: {name}</span> : null}
          </h3>
        </CardTitle>
        {canRemove && isSaved ? (
          <ConfirmDialog
            trigger={<RemoveEntryButton label={label} name={name} disabled={disabled} />}
            title={`Remove ${name || label}?`}
            description="It leaves your plan and your totals when you calculate. Payments you logged to it stay in your payment history."
            cancelLabel="Keep it"
            confirmLabel="Remove"
            pendingLabel="Removing..."
            onConfirm={async () => onRemove()}
          />
        ) : canRemove ? (
          <RemoveEntryButton label={label} name={name} disabled={disabled} onClick={onRemove} />
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-4 px-5 sm:grid-cols-2 xl:grid-cols-6">
        <FormField
          control={control}
          name={`debts.${index}.name`}
          render={({ field }) => (
            <FormItem className="xl:col-span-3">
              <FormLabel>Debt Name</FormLabel>
              <FormControl>
                <Input
                  placeholder="e.g. Visa card"
                  autoComplete="off"
                  maxLength={80}
                  {...field}
                  value={field.value ?? ""}
                  disabled={disabled}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <div className="xl:col-span-3">
          <SelectField
            control={control as unknown as Control<TCalculatorFormInput>}
            name={`debts.${index}.kind`}
            label="Type"
            placeholder="Choose a type"
            options={KIND_OPTIONS}
            disabled={disabled}
          />
        </div>
        <DecimalRowField
          control={control}
          name={`debts.${index}.balance`}
          label="Balance"
          prefix="$"
          placeholder="5,000.00"
          disabled={disabled}
          className="xl:col-span-2"
        />
        <DecimalRowField
          control={control}
          name={`debts.${index}.interestRate`}
          label="Interest Rate (APR)"
          suffix="%"
          placeholder="18.99"
          disabled={disabled}
          className="xl:col-span-2"
        />
        <DecimalRowField
          control={control}
          name={`debts.${index}.minPayment`}
          label="Minimum Payment"
          prefix="$"
          placeholder="150.00"
          disabled={disabled}
          className="xl:col-span-2"
        />
        <CreditLimitField control={control} index={index} disabled={disabled} />
        <div className="sm:col-span-2 xl:col-span-3">
          <TextField
            control={control}
            name={`debts.${index}.payeeWords`}
            label="Payee words (optional)"
            description="Words your bank writes for this payee, separated by commas, e.g. NAVIENT. Importing a bank file matches its lines by them."
            placeholder="e.g. NAVIENT, NAVIENT SLM"
            autoComplete="off"
            disabled={disabled}
          />
        </div>
        <PromoDisclosure control={control} index={index} disabled={disabled} className="sm:col-span-2 xl:col-span-6" />
      </CardContent>
    </Card>
  );
}

/**
 * A card's credit limit (docs/product-rules.md "Credit limits and utilization"): shown for credit cards, and for any
 * other debt that already has one, so a limit is never sent without the field on screen.
 */
function CreditLimitField({
  control,
  index,
  disabled,
}: {
  control: Control<TCalculatorFormInput, unknown, FormOutput>;
  index: number;
  disabled: boolean;
}) {
  const kind = useWatch({ control, name: `debts.${index}.kind` });
  const limit = String(useWatch({ control, name: `debts.${index}.creditLimit` }) ?? "").trim();
  if (kind !== "credit_card" && limit === "") return null;
  return (
    <DecimalRowField
      control={control}
      name={`debts.${index}.creditLimit`}
      label="Credit limit (optional)"
      prefix="$"
      placeholder="5,000.00"
      disabled={disabled}
      className="sm:col-span-2 xl:col-span-3"
    />
  );
}

type AmountName =
  | `debts.${number}.creditLimit`
  | `debts.${number}.balance`
  | `debts.${number}.interestRate`
  | `debts.${number}.minPayment`
  | `debts.${number}.promoRate`;

const PROMO_FIELDS = ["promoRate", "promoEndsOn", "deferredInterest"] as const;

/**
 * "Promo rate": a 0% balance transfer or a store card's deferred-interest offer. Collapsed unless the row has a
 * promo (or one of its fields has an error to show), so the common debt stays four fields.
 */
function PromoDisclosure({
  control,
  index,
  disabled,
  className,
}: {
  control: Control<TCalculatorFormInput, unknown, FormOutput>;
  index: number;
  disabled: boolean;
  className?: string;
}) {
  const ids = useId();
  const { setValue } = useFormContext<TCalculatorFormInput, unknown, FormOutput>();
  const rate = String(useWatch({ control, name: `debts.${index}.promoRate` }) ?? "").trim();
  const endsOn = useWatch({ control, name: `debts.${index}.promoEndsOn` }) ?? "";
  const deferred = useWatch({ control, name: `debts.${index}.deferredInterest` }) === true;
  const hasPromo = rate !== "" || endsOn !== "" || deferred;
  const [expanded, setExpanded] = useState(hasPromo);
  const { errors } = useFormState({ control, name: `debts.${index}` });
  const rowErrors = errors.debts?.[index];
  const hasError = PROMO_FIELDS.some((f) => rowErrors?.[f]);
  // A submit that fails on a promo field opens the panel, so the message is seen; the user can close it again.
  // (Adjusted while rendering, as React advises for state that follows a prop, rather than in an effect.)
  const [hadError, setHadError] = useState(hasError);
  if (hasError !== hadError) {
    setHadError(hasError);
    if (hasError) setExpanded(true);
  }
  const summary =
    /^\d+(\.\d+)?%?$/.test(rate) && /^\d{4}-\d{2}$/.test(endsOn)
      ? activePromo({ promoRate: rate.replace("%", ""), promoEndsOn: endsOn }, "")?.text
      : null;

  function clear() {
    for (const [field, value] of [
      ["promoRate", ""],
      ["promoEndsOn", ""],
      ["deferredInterest", false],
    ] as const) {
      setValue(`debts.${index}.${field}`, value, { shouldDirty: true, shouldValidate: hasError });
    }
  }

  return (
    <div className={cn("rounded-lg border border-dashed", className)}>
      <Button
        type="button"
        variant="ghost"
        className="h-auto w-full justify-between gap-2 px-3 py-2 text-left font-medium whitespace-normal"
        aria-expanded={expanded}
        aria-controls={`${ids}-panel`}
        onClick={() => setExpanded(!expanded)}
      >
        <span>
          Promo rate
          <span className="ml-2 font-normal text-muted-foreground">
            {summary ? `${summary}${deferred ? ", deferred interest" : ""}` : "(optional)"}
          </span>
        </span>
        <ChevronDown
          aria-hidden="true"
          className={cn("size-4 shrink-0 transition-transform", expanded && "rotate-180")}
        />
      </Button>
      <div id={`${ids}-panel`} hidden={!expanded} className="space-y-4 border-t px-3 pt-3 pb-4">
        <p className="text-sm text-muted-foreground">
          A lower rate for a limited time, such as a 0% balance transfer. After its last month the regular rate above
          applies.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <DecimalRowField
            control={control}
            name={`debts.${index}.promoRate`}
            label="Promo APR"
            suffix="%"
            placeholder="0"
            disabled={disabled}
          />
          <MonthField
            control={control}
            name={`debts.${index}.promoEndsOn`}
            label="Promo ends"
            description="The last month at the promo rate."
            disabled={disabled}
          />
        </div>
        <CheckboxField
          control={control}
          name={`debts.${index}.deferredInterest`}
          label="Deferred interest"
          description="Store cards: if any balance is left when the promo ends, all the interest it deferred is charged at once"
          disabled={disabled}
        />
        {hasPromo && (
          <Button type="button" variant="link" size="sm" className="h-auto p-0" onClick={clear} disabled={disabled}>
            Remove promo
          </Button>
        )}
      </div>
    </div>
  );
}

function DecimalRowField({
  control,
  name,
  label,
  prefix,
  suffix,
  placeholder,
  disabled,
  className,
}: {
  control: Control<TCalculatorFormInput, unknown, FormOutput>;
  name: AmountName;
  label: string;
  prefix?: string;
  suffix?: string;
  placeholder: string;
  disabled: boolean;
  className?: string;
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel>{label}</FormLabel>
          <div className="relative">
            {prefix && (
              <span
                aria-hidden="true"
                className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted-foreground"
              >
                {prefix}
              </span>
            )}
            <FormControl>
              <Input
                inputMode="decimal"
                autoComplete="off"
                placeholder={placeholder}
                className={prefix ? "pl-7" : suffix ? "pr-8" : undefined}
                {...field}
                value={field.value == null ? "" : String(field.value)}
                disabled={disabled}
              />
            </FormControl>
            {suffix && (
              <span
                aria-hidden="true"
                className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted-foreground"
              >
                {suffix}
              </span>
            )}
          </div>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** A month picker (YYYY-MM) from this month on: a promo's last month, the target debt-free month. */
function MonthField(props: {
  control: Control<TCalculatorFormInput, unknown, FormOutput>;
  name: "targetDate" | `debts.${number}.promoEndsOn`;
  label: string;
  description: string;
  disabled: boolean;
}) {
  return <TextField {...props} type="month" min={localYearMonth()} placeholder="YYYY-MM" />;
}

/** Extra payment (starting from the saved plan's), optional target month, and a live view of the monthly budget. */
function PlanCard({
  control,
  disabled,
  fromSavedPlan,
}: {
  control: Control<TCalculatorFormInput, unknown, FormOutput>;
  disabled: boolean;
  /** The extra payment field started from the saved plan's. */
  fromSavedPlan: boolean;
}) {
  const debts = useWatch({ control, name: "debts" });
  const extra = useWatch({ control, name: "extraPayment" });
  const totals = summarize(debts, extra);

  return (
    <Card className="gap-5">
      <CardHeader>
        <CardTitle>
          <h2 className="text-xl">Your Monthly Plan</h2>
        </CardTitle>
        <CardDescription>
          Anything above the minimums goes to one target debt at a time; when a debt is paid off, its payment rolls over
          to the next.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            control={control}
            name="extraPayment"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Extra Monthly Payment (optional)</FormLabel>
                <FormControl>
                  <MoneyInput placeholder="0.00" {...field} value={field.value ?? ""} disabled={disabled} />
                </FormControl>
                <FormDescription>
                  {fromSavedPlan
                    ? "Your saved plan's extra, paid on top of your minimums every month. Calculating saves what you enter here."
                    : "Paid on top of your minimums every month. Calculating saves it as your plan's extra."}
                </FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
          <MonthField
            control={control}
            name="targetDate"
            label="Target Debt-Free Date (optional)"
            description="Stays on this page: we estimate the extra payment it would take."
            disabled={disabled}
          />
        </div>

        <TargetDateHint control={control} />

        <dl className="grid grid-cols-1 gap-3 rounded-lg bg-muted/50 p-4 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-muted-foreground">Total balance</dt>
            <dd className="text-lg font-semibold tabular-nums">{formatDollars(totals.balance)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Minimum payments</dt>
            <dd className="text-lg font-semibold tabular-nums">{formatDollars(totals.minimums)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Monthly budget</dt>
            <dd className="text-lg font-semibold tabular-nums">{formatDollars(totals.minimums + totals.extra)}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}

function toNumber(value: unknown): number {
  const n = Number(amountText(String(value ?? "")) ?? NaN);
  return Number.isFinite(n) && n > 0 ? n : 0;
}

function summarize(debts: TCalculatorFormInput["debts"] | undefined, extra: unknown) {
  let balance = 0;
  let minimums = 0;
  for (const d of debts ?? []) {
    balance += toNumber(d?.balance);
    minimums += toNumber(d?.minPayment);
  }
  return { balance, minimums, extra: toNumber(extra) };
}
