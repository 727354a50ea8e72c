"use client";

import Link from "@/components/ui/link";
import { useEffect, useId, useRef, useState, type CSSProperties } from "react";
import { useForm, useWatch } from "react-hook-form";
import { lazyZodResolver } from "@/lib/client/lazy-zod-resolver";
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { Award, Flame, Sparkles, Trophy } from "lucide-react";

import type { DashboardDto, LoggedPaymentDto } from "@/lib/dashboard/types";
import type { DebtDto } from "@/lib/debts/types";
import type { LogPaymentResultDto } from "@/lib/gamification/types";
import type { PaymentDto } from "@/lib/payments/types";
import type { TLogPayment, TLogPaymentInput } from "@/lib/validations/payments";
import { apiJson, errorMessage, fieldIssues } from "@/lib/client/api-client";
import { IDEMPOTENCY_KEY_HEADER, nextSubmission, randomKey, type Submission } from "@/lib/client/idempotency-key";
import { pageUserKey } from "@/lib/client/offline";
import { sameQueued } from "@/lib/offline/payment-queue";
import { queryKeys } from "@/lib/query-keys";
import { localToday } from "@/lib/dates";
import { formatDay, formatPercent, formatDollars, formatCount } from "@/lib/format";
import { toast } from "@/components/hooks/use-toast";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { DialogLayout } from "@/components/dialogs/dialog-shell";
import { AmountField } from "@/components/forms/amount-field";
import { DialogForm } from "@/components/forms/dialog-form";
import { DebtSelectField } from "@/components/forms/debt-select-field";
import { SubmitButton } from "@/components/forms/submit-button";
import { FormDialog, FormDialogNotice, type SubmitWithIssues } from "@/components/forms/form-dialog";
import { useOpenCount } from "@/components/hooks/use-open-count";
import { LOG_PAYMENT_INVALIDATES, invalidatePaymentLists, samePaymentLogged } from "./payment-lists";

// The form and its success view share one Radix dialog, so focus stays trapped throughout. A second equal payment to
// the same debt on the same day is asked about first; only the dialog asks, since an API client may mean two equal
// payments (docs/product-rules.md "Interface conventions").

/** The rest comes in the answer (putDashboard). */
const LOGGED_PAYMENT_REFRESHES = [queryKeys.gamificationSummary, queryKeys.latestStrategy] as const;

/** Puts each part of the dashboard after a payment under the key its own GET answers (lib/dashboard/types.ts). */
export function putDashboard(queryClient: QueryClient, dashboard: DashboardDto): void {
  queryClient.setQueryData(queryKeys.debts, dashboard.debts);
  queryClient.setQueryData(queryKeys.planThisMonth, dashboard.thisMonth);
  queryClient.setQueryData(queryKeys.plan, dashboard.plan);
  queryClient.setQueryData(queryKeys.progress, dashboard.progress);
  queryClient.setQueryData(queryKeys.latestStrategySummary, dashboard.latestStrategySummary);
  // Without forecasting the card shows the upgrade note and never reads its key; a stale one would be refused.
  if (dashboard.forecast) queryClient.setQueryData(queryKeys.forecast, dashboard.forecast);
  else void queryClient.invalidateQueries({ queryKey: queryKeys.forecast });
}

export interface LogPaymentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Debt to preselect; without it the only open debt (when there is exactly one) is preselected. */
  defaultDebtId?: string;
  defaultAmount?: string;
}

type LogOutcome = { logged: LoggedPaymentDto } | { earlier: PaymentDto } | { queued: true };

/** Logging offline is refused where it would need the "Log it again?" question, which needs the server's answer. */
export const OFFLINE_REPEAT_MESSAGE =
  "This payment may already be logged for that day. Log it again when you're back online, so it can be checked.";
export const QUEUED_TEXT = "Saved on this device; it will be sent when you're back online.";

interface LogRequest {
  input: TLogPayment;
  showIssues: Parameters<SubmitWithIssues<TLogPayment, PaymentFieldName>>[1];
  /** "Log it again" was chosen: log without asking. */
  again: boolean;
}

interface RepeatQuestion {
  request: LogRequest;
  text: string;
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

export function paymentToastText(result: Pick<LogPaymentResultDto, "newBadges" | "debtClosed">): {
  title: string;
  description?: string;
} {
  const extras: string[] = [];
  if (result.newBadges.length > 0)
    extras.push(`You earned ${plural(result.newBadges.length, "new badge", "new badges")}!`);
  if (result.debtClosed) extras.push("Congratulations on paying off your debt!");
  return { title: "Payment logged successfully!", description: extras.length > 0 ? extras.join(" ") : undefined };
}

const FORM_FIELDS = ["debtId", "amount", "description", "paymentDate"] as const;
type PaymentFieldName = (typeof FORM_FIELDS)[number];

function isOpen(debt: DebtDto): boolean {
  return !debt.isClosed && Number(debt.balance) > 0;
}

export function LogPaymentDialog({ open, onOpenChange, defaultDebtId, defaultAmount }: LogPaymentDialogProps) {
  const queryClient = useQueryClient();
  const debtsQuery = useQuery<DebtDto[]>({ queryKey: queryKeys.debts });
  const openDebts = (debtsQuery.data ?? []).filter(isOpen);

  const [result, setResult] = useState<LogPaymentResultDto | null>(null);
  const [paidDebtName, setPaidDebtName] = useState("");
  const [announcement, setAnnouncement] = useState("");
  const [repeat, setRepeat] = useState<RepeatQuestion | null>(null);
  // The Idempotency-Key of this opening's last payment sent: sending the same payment again (a retry after a lost
  // answer) reuses it, so the server logs it once (docs/product-rules.md "Idempotent writes").
  const submission = useRef<Submission | null>(null);
  useOpenCount(open, () => {
    setResult(null);
    setAnnouncement("");
    setRepeat(null);
    submission.current = null;
  });

  const mutation = useMutation({
    mutationFn: async ({ input, again }: LogRequest): Promise<LogOutcome> => {
      // Offline (docs/product-rules.md "Offline and install"): kept on this device with its Idempotency-Key and sent
      // when the browser is back online, unless it looks like a payment already logged or waiting.
      const userKey = pageUserKey();
      if (!navigator.onLine && userKey) {
        const [{ queuedPayments, queuePayment }, earlier] = await Promise.all([
          import("@/lib/client/payment-queue"),
          samePaymentLogged(queryClient, input).catch(() => null),
        ]);
        if (earlier || sameQueued(await queuedPayments(userKey), input)) throw new Error(OFFLINE_REPEAT_MESSAGE);
        const debtName = openDebts.find((d) => d.id === input.debtId)?.name ?? "your debt";
        await queuePayment({ key: randomKey(), userKey, input, debtName, queuedAt: new Date().toISOString() });
        return { queued: true };
      }
      if (!again) {
        // Not being able to read the day's payments never stops a payment: the log itself reports what fails.
        const earlier = await samePaymentLogged(queryClient, input).catch(() => null);
        if (earlier) return { earlier };
      }
      submission.current = nextSubmission(submission.current, input);
      const headers = { [IDEMPOTENCY_KEY_HEADER]: submission.current.key };
      return { logged: await apiJson<LoggedPaymentDto>("POST", "/api/payments/log", input, headers) };
    },
    onSuccess: (outcome, request) => {
      const { input } = request;
      setRepeat(null);
      if ("queued" in outcome) {
        toast({ title: "Payment saved offline", description: QUEUED_TEXT });
        setAnnouncement(QUEUED_TEXT);
        onOpenChange(false);
        return;
      }
      if ("earlier" in outcome) {
        const name = openDebts.find((d) => d.id === input.debtId)?.name ?? "this debt";
        const { amount, paymentDate } = outcome.earlier;
        const text = `You already logged ${formatDollars(amount)} to ${name} on ${formatDay(paymentDate)}. Log it again?`;
        setRepeat({ request: { ...request, again: true }, text });
        return;
      }
      const data = outcome.logged;
      // The answer carries the dashboard after the payment (docs/product-rules.md "Interface conventions"); one
      // replayed from before the dashboard was part of it (an Idempotency-Key retry) has none.
      const refresh = data.dashboard ? LOGGED_PAYMENT_REFRESHES : LOG_PAYMENT_INVALIDATES;
      if (data.dashboard) putDashboard(queryClient, data.dashboard);
      for (const queryKey of refresh) void queryClient.invalidateQueries({ queryKey });
      invalidatePaymentLists(queryClient);

      const name = data.debt?.name ?? openDebts.find((d) => d.id === input.debtId)?.name ?? "your debt";
      setPaidDebtName(name);
      setResult(data);
      toast(paymentToastText(data));
      setAnnouncement(
        [
          `Payment of ${formatDollars(data.payment?.amount ?? input.amount)} logged for ${name}.`,
          data.debtClosed ? `${name} is paid off. Congratulations!` : "",
          `Current streak: ${plural(data.updatedStreak.currentDays, "day", "days")}.`,
          data.newBadges.length > 0 ? `New badges: ${data.newBadges.map((b) => b.label).join(", ")}.` : "",
        ]
          .filter(Boolean)
          .join(" "),
      );
    },
    onError: (error, { showIssues }) => {
      setRepeat(null);
      toast({ title: "Failed to log payment", description: errorMessage(error), variant: "destructive" });
      showIssues(fieldIssues(error, FORM_FIELDS));
    },
  });

  const isPending = mutation.isPending;

  return (
    <FormDialog open={open} onOpenChange={onOpenChange} returnFocusToOpener pending={isPending} className="sm:max-w-md">
      {({ session, close }) => (
        <>
          <p className="sr-only" aria-live="polite" aria-atomic="true">
            {announcement}
          </p>
          {result ? (
            <PaymentSuccess result={result} debtName={paidDebtName} onContinue={close} />
          ) : (
            <PaymentForm
              key={session}
              openDebts={openDebts}
              isLoadingDebts={debtsQuery.isPending}
              defaultDebtId={defaultDebtId}
              defaultAmount={defaultAmount}
              isPending={isPending}
              onSubmit={(input, showIssues) => mutation.mutate({ input, showIssues, again: false })}
              repeat={
                repeat && {
                  text: repeat.text,
                  onLogAgain: () => mutation.mutate(repeat.request),
                  onCancel: () => setRepeat(null),
                }
              }
            />
          )}
        </>
      )}
    </FormDialog>
  );
}

interface PaymentFormProps {
  openDebts: DebtDto[];
  isLoadingDebts: boolean;
  defaultDebtId?: string;
  defaultAmount?: string;
  isPending: boolean;
  onSubmit: SubmitWithIssues<TLogPayment, PaymentFieldName>;
  /** The same payment is already logged that day: asked in place of the buttons, the fields locked meanwhile. */
  repeat: RepeatPromptProps | null;
}

function PaymentForm({
  openDebts,
  isLoadingDebts,
  defaultDebtId,
  defaultAmount,
  isPending,
  onSubmit,
  repeat,
}: PaymentFormProps) {
  const preselected =
    (defaultDebtId && openDebts.some((d) => d.id === defaultDebtId) ? defaultDebtId : undefined) ??
    (openDebts.length === 1 ? openDebts[0]!.id : "");
  const today = localToday();
  const form = useForm<TLogPaymentInput, unknown, TLogPayment>({
    resolver: lazyZodResolver(() => import("@/lib/validations/payments").then((m) => m.ZLogPayment)),
    defaultValues: { debtId: preselected, amount: defaultAmount ?? "", description: "Payment", paymentDate: today },
  });

  // Debts may arrive after the dialog opened: preselect then, unless the user already chose.
  useEffect(() => {
    if (preselected && !form.getValues("debtId")) form.setValue("debtId", preselected);
  }, [preselected, form]);

  const debtId = useWatch({ control: form.control, name: "debtId" });
  const selectedDebt = openDebts.find((d) => d.id === debtId);
  // While "Log it again?" is asked the fields stay as they were sent; its Cancel hands them back, at the amount.
  const locked = isPending || repeat !== null;
  const [cancelledRepeats, setCancelledRepeats] = useState(0);
  useEffect(() => {
    if (cancelledRepeats > 0) form.setFocus("amount");
  }, [cancelledRepeats, form]);

  function check(values: TLogPayment): boolean {
    const debt = openDebts.find((d) => d.id === values.debtId);
    if (!debt) {
      form.setError("debtId", { message: "Please select a debt" });
      return false;
    }
    // The server refuses overpayments too; saying so here saves a round trip and keeps the message by the field.
    if (Number(values.amount) > Number(debt.balance)) {
      form.setError("amount", {
        message: `That is more than the remaining balance of ${formatDollars(debt.balance)}`,
      });
      return false;
    }
    return true;
  }

  const hasNoDebts = !isLoadingDebts && openDebts.length === 0;

  return (
    <DialogLayout
      title="Log Payment"
      description="Record a payment you made to keep your balances, streak and badges up to date."
    >
      {hasNoDebts ? (
        <FormDialogNotice href="/calculator" linkLabel="Add a Debt">
          You have no open debts to log a payment against. Add a debt in the calculator first.
        </FormDialogNotice>
      ) : (
        <DialogForm
          form={form}
          onSubmit={(values, showIssues) => (repeat ? repeat.onLogAgain() : onSubmit(values, showIssues))}
          check={check}
          aria-label="Log payment"
          submitLabel="Log Payment"
          pendingLabel="Logging Payment..."
          submitDisabled={isLoadingDebts}
          footer={
            repeat ? (
              <RepeatPrompt
                text={repeat.text}
                pending={isPending}
                onCancel={() => {
                  repeat.onCancel();
                  setCancelledRepeats((n) => n + 1);
                }}
              />
            ) : undefined
          }
        >
          <DebtSelectField control={form.control} debts={openDebts} isLoading={isLoadingDebts} disabled={locked} />

          <AmountField
            control={form.control}
            disabled={locked}
            shortcut={
              selectedDebt
                ? {
                    note: `Remaining balance ${formatDollars(selectedDebt.balance)} at ${formatPercent(selectedDebt.interestRate)} APR`,
                    label: "Pay in full",
                    value: selectedDebt.balance,
                  }
                : null
            }
          />

          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              control={form.control}
              name="description"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Description</FormLabel>
                  <FormControl>
                    <Input
                      {...field}
                      value={field.value ?? ""}
                      maxLength={200}
                      placeholder="Payment"
                      disabled={locked}
                    />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="paymentDate"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Payment date</FormLabel>
                  <FormControl>
                    <Input {...field} value={field.value ?? ""} type="date" max={today} disabled={locked} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
          </div>
        </DialogForm>
      )}
    </DialogLayout>
  );
}

interface RepeatPromptProps {
  text: string;
  onLogAgain: () => void;
  onCancel: () => void;
}

/** Focus goes to Cancel, the answer that changes nothing, as in every confirmation here. */
function RepeatPrompt({
  text,
  pending,
  onCancel,
}: Pick<RepeatPromptProps, "text" | "onCancel"> & { pending: boolean }) {
  const textId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const focused = useRef(false);
  // Focus moves here once, when the buttons can take it: the question can appear while the check's request is still
  // settling (its buttons disabled), where autoFocus would be lost.
  useEffect(() => {
    if (pending || focused.current) return;
    focused.current = true;
    cancelRef.current?.focus();
  }, [pending]);
  return (
    <div
      role="group"
      aria-labelledby={textId}
      className="space-y-3 rounded-lg border border-notice-border bg-notice p-3 text-notice-foreground"
    >
      <p id={textId} role="alert" className="text-sm font-medium">
        {text}
      </p>
      <DialogFooter>
        <Button ref={cancelRef} type="button" variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <SubmitButton pending={pending} pendingLabel="Logging Payment...">
          Log it again
        </SubmitButton>
      </DialogFooter>
    </div>
  );
}

function PaymentSuccess({
  result,
  debtName,
  onContinue,
}: {
  result: LogPaymentResultDto;
  debtName: string;
  onContinue: () => void;
}) {
  const { updatedStreak, newBadges, debtClosed } = result;
  return (
    <>
      {debtClosed ? <PayoffCelebration debtName={debtName} /> : null}
      <DialogLayout
        title={debtClosed ? "Debt paid off!" : "Payment logged!"}
        description={
          <>
            {result.payment
              ? `${formatDollars(result.payment.amount)} paid toward ${debtName}.`
              : `Payment recorded for ${debtName}.`}
            {!debtClosed && result.debt ? ` Remaining balance: ${formatDollars(result.debt.balance)}.` : ""}
          </>
        }
        footer={
          <>
            <Button asChild variant="outline">
              <Link href="/gamification" onClick={onContinue}>
                View Progress
              </Link>
            </Button>
            <Button type="button" onClick={onContinue} autoFocus>
              Continue
            </Button>
          </>
        }
      >
        <dl className="grid grid-cols-2 gap-3">
          <div className="rounded-lg border bg-muted/40 p-3">
            <dt className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
              <Flame aria-hidden="true" className="size-4 text-orange-500" />
              Payment streak
            </dt>
            <dd className="mt-1 text-lg font-semibold" data-testid="payment-streak">
              {plural(updatedStreak.currentDays, "day", "days")}
            </dd>
            <dd className="text-xs text-muted-foreground">
              Longest: {plural(updatedStreak.longestDays, "day", "days")}
            </dd>
          </div>
          <div className="rounded-lg border bg-muted/40 p-3">
            <dt className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
              <Sparkles aria-hidden="true" className="size-4 text-primary" />
              Experience
            </dt>
            <dd className="mt-1 text-lg font-semibold">+{formatCount(result.xpGained ?? 0)} XP</dd>
            <dd className="text-xs text-muted-foreground">For this payment</dd>
          </div>
        </dl>

        {newBadges.length > 0 ? (
          <section aria-labelledby="new-badges-heading" className="space-y-2">
            <h3 id="new-badges-heading" className="text-sm font-semibold">
              {newBadges.length === 1 ? "New badge earned" : "New badges earned"}
            </h3>
            <ul className="space-y-2">
              {newBadges.map((badge) => (
                <li
                  key={badge.code}
                  className="flex items-start gap-3 rounded-lg border border-notice-border bg-notice p-3"
                >
                  <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-amber-400 text-amber-950">
                    <Award aria-hidden="true" className="size-4" />
                  </span>
                  <span>
                    <span className="block text-sm font-medium">{badge.label}</span>
                    <span className="block text-xs text-muted-foreground">{badge.description}</span>
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </DialogLayout>
    </>
  );
}

// Under prefers-reduced-motion the confetti stays invisible and only the still trophy and message show.
const CONFETTI_CSS = `
@keyframes dw-confetti-fall {
  0% { transform: translate3d(0, -12px, 0) rotate(0deg); opacity: 0; }
  10% { opacity: 1; }
  100% { transform: translate3d(var(--dw-drift), 190px, 0) rotate(var(--dw-spin)); opacity: 0; }
}
.dw-confetti { position: absolute; top: 0; opacity: 0; border-radius: 1px; }
@media (prefers-reduced-motion: no-preference) {
  .dw-confetti { animation: dw-confetti-fall var(--dw-duration) cubic-bezier(0.25, 0.6, 0.45, 1) var(--dw-delay) 2 both; }
}
`;

const CONFETTI_COLORS = [
  "var(--chart-1)",
  "var(--chart-2)",
  "var(--chart-3)",
  "var(--chart-4)",
  "var(--chart-5)",
  "var(--chart-6)",
];

// Deterministic spread (no Math.random) so every render and every celebration looks the same.
const CONFETTI_PIECES = Array.from({ length: 30 }, (_, i) => ({
  left: (i * 37 + 5) % 100,
  delay: ((i * 7) % 10) * 0.09,
  duration: 1.6 + ((i * 13) % 10) / 10,
  drift: ((i * 29) % 70) - 35,
  spin: 240 + ((i * 47) % 480),
  color: CONFETTI_COLORS[i % CONFETTI_COLORS.length]!,
  width: i % 3 === 2 ? 4 : 8,
  height: i % 3 === 1 ? 8 : 12,
  round: i % 4 === 0,
}));

function PayoffCelebration({ debtName }: { debtName: string }) {
  return (
    <div
      data-testid="payoff-celebration"
      className="relative -mx-2 overflow-hidden rounded-lg bg-linear-to-b from-success/15 to-transparent px-4 pt-6 pb-2 text-center"
    >
      <style>{CONFETTI_CSS}</style>
      <div aria-hidden="true" className="pointer-events-none absolute inset-0">
        {CONFETTI_PIECES.map((piece, i) => (
          <span
            key={i}
            className="dw-confetti"
            style={
              {
                left: `${piece.left}%`,
                width: piece.width,
                height: piece.height,
                borderRadius: piece.round ? "9999px" : undefined,
                backgroundColor: piece.color,
                "--dw-delay": `${piece.delay}s`,
                "--dw-duration": `${piece.duration}s`,
                "--dw-drift": `${piece.drift}px`,
                "--dw-spin": `${piece.spin}deg`,
              } as CSSProperties
            }
          />
        ))}
      </div>
      <div className="relative mx-auto flex size-14 items-center justify-center rounded-full bg-success text-success-foreground shadow-md motion-safe:animate-in motion-safe:zoom-in-50 motion-safe:duration-500">
        <Trophy aria-hidden="true" className="size-7" />
      </div>
      <p className="relative mt-3 text-base font-semibold">You paid off {debtName}!</p>
      <p className="relative mt-1 text-sm text-muted-foreground">
        One balance gone for good. The money you were putting here can now speed up the next one.
      </p>
    </div>
  );
}
