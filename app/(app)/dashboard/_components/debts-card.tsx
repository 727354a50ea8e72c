"use client";

import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import Link from "@/components/ui/link";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ChevronDown, CircleCheck, History, Lock, Plus, ScrollText, Wallet } from "lucide-react";

import { DEBT_KIND_LABELS, type DebtDto } from "@/lib/debts/types";
import { localYearMonth } from "@/lib/dates";
import { activePromo } from "@/lib/debts/promo";
import { canAddDebt, getPlan, MAX_DEBTS_PER_USER, type PlanId } from "@/lib/billing/plans";
import { apiJson, errorMessage } from "@/lib/client/api-client";
import { formatPercent, formatDollars } from "@/lib/format";
import { ordinalDay } from "@/lib/reminders/types";
import { cn } from "@/lib/utils";
import { queryKeys } from "@/lib/query-keys";
import { toast } from "@/components/hooks/use-toast";
import { LoadError } from "@/components/feedback/load-error";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { selectTriggerClassName } from "@/components/ui/select-trigger-class";
import { useLoadedOnIntent } from "@/components/hooks/use-loaded-on-intent";
import { Skeleton } from "@/components/ui/skeleton";
import { isOpenDebt, orderDebtsForDisplay, paidAmount, paidPercent } from "./debt-summary";
import { Figures } from "./figures";
import { typeDueDayDigit, type TypedDueDay } from "./due-day-typing";
import { LazyStatementDialog } from "./statement-button";
import { useDebts } from "./use-debts";
import { DebtUtilization, OverallUtilization } from "./utilization";

// 'Your Debts': each debt with its real paid-off share, and the add button that
// turns into 'Upgrade to Add More' once a free user has used their one debt.

export function DebtsCard({ planId }: { planId: PlanId }) {
  const { data, isPending, isError, error, refetch, isRefetching } = useDebts();
  const debts = data ?? [];
  const activeCount = debts.filter(isOpenDebt).length;
  const mayAdd = canAddDebt(planId, activeCount);
  const limit = getPlan(planId).debtLimit;

  return (
    <Card className="gap-4">
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="space-y-1.5">
          <h2 className="leading-none font-semibold">Your Debts</h2>
          <CardDescription>
            {!mayAdd && limit !== null
              ? `The ${getPlan(planId).name} plan tracks ${limit} ${limit === 1 ? "debt" : "debts"}. Upgrade to track up to ${MAX_DEBTS_PER_USER}.`
              : "Balances, rates and how much of each you have paid off."}
          </CardDescription>
        </div>
        <div className="shrink-0 self-start sm:self-auto">
          {isPending ? (
            <Skeleton className="h-8 w-28" />
          ) : mayAdd ? (
            <Button asChild size="sm">
              <Link href="/calculator">
                <Plus aria-hidden="true" />
                Add Debt
              </Link>
            </Button>
          ) : (
            <Button asChild size="sm" variant="outline">
              <Link href="/subscribe">
                <Lock aria-hidden="true" />
                Upgrade to Add More
              </Link>
            </Button>
          )}
        </div>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <DebtListSkeleton />
        ) : isError ? (
          <LoadError
            inline
            what="your debts"
            error={error}
            onRetry={() => void refetch()}
            retrying={isRefetching}
            className="rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-sm"
          />
        ) : debts.length === 0 ? (
          <EmptyDebts />
        ) : (
          <>
            <OverallUtilization debts={debts} className="mb-3" />
            <ul className="space-y-3" aria-label="Debts">
              {orderDebtsForDisplay(debts).map((debt) => (
                <DebtRow key={debt.id} debt={debt} />
              ))}
            </ul>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function EmptyDebts() {
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed px-6 py-10 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
        <Wallet aria-hidden="true" className="size-6" />
      </span>
      <p className="mt-4 font-medium">No debts added yet</p>
      <p className="mt-1 max-w-sm text-sm text-muted-foreground">
        Add your credit cards, loans and other balances to get a payoff plan and start tracking your progress.
      </p>
      <Button asChild className="mt-5">
        <Link href="/calculator">
          <Plus aria-hidden="true" />
          Add Your First Debt
        </Link>
      </Button>
    </div>
  );
}

function DebtRow({ debt }: { debt: DebtDto }) {
  const isOpen = isOpenDebt(debt);
  const percent = paidPercent(debt);
  // A promo whose last month is past changes nothing any more, so it is not mentioned.
  const promo = isOpen ? activePromo(debt, localYearMonth()) : null;
  return (
    <li className={cn("rounded-lg border p-4", !isOpen && "bg-success/5")} data-testid="debt-row">
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 truncate font-medium" title={debt.name}>
          {debt.name}
        </p>
        {isOpen ? null : (
          <Badge variant="success">
            <CircleCheck aria-hidden="true" />
            Paid off
          </Badge>
        )}
      </div>
      <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
        <span>{DEBT_KIND_LABELS[debt.kind] ?? DEBT_KIND_LABELS.other}</span>
        {promo ? (
          <>
            <span aria-hidden="true">·</span>
            <span>Promo rate {promo.text}</span>
            {promo.deferredInterest ? (
              <Badge variant="outline" className="border-notice-border bg-notice text-notice-foreground">
                Deferred interest
              </Badge>
            ) : null}
          </>
        ) : null}
      </p>
      <Figures
        figures={[
          { label: "Balance", value: formatDollars(debt.balance), strong: true },
          { label: "Rate", value: formatPercent(debt.interestRate) },
          { label: "Min Payment", value: formatDollars(debt.minPayment) },
        ]}
      />
      <div className="mt-3 space-y-1.5">
        <Progress
          value={percent}
          aria-label={`${debt.name} paid off`}
          getValueLabel={() => `${percent}% paid`}
          indicatorClassName={isOpen ? undefined : "bg-success"}
        />
        <p className="flex justify-between gap-2 text-xs text-muted-foreground tabular-nums">
          <span>{percent}% paid</span>
          <span>
            {formatDollars(paidAmount(debt))} of {formatDollars(debt.originalBalance)}
          </span>
        </p>
      </div>
      <DebtUtilization debt={debt} />
      {isOpen && <DueDayControl debt={debt} />}
      <div className="mt-3 flex flex-wrap gap-2">
        <LazyStatementDialog debt={debt} />
        <Button asChild variant="ghost" size="sm">
          <Link
            href={`/payments?debtId=${encodeURIComponent(debt.id)}`}
            aria-label={`Payment history for ${debt.name}`}
          >
            <History aria-hidden="true" />
            History
          </Link>
        </Button>
        <Button asChild variant="ghost" size="sm">
          <Link href={`/debts/${encodeURIComponent(debt.id)}`} aria-label={`Statement history for ${debt.name}`}>
            <ScrollText aria-hidden="true" />
            Statement history
          </Link>
        </Button>
      </div>
    </li>
  );
}

const loadDueDaySelect = () => import("./due-day-select").then((m) => m.DueDaySelect);
/** How long a typed "1" or "2" waits for a second digit before it is saved as the 1st or 2nd. */
const TYPING_PAUSE_MS = 800;

/** The day of the month the payment is due: payment reminders (Settings > Reminders) follow it. */
function DueDayControl({ debt }: { debt: DebtDto }) {
  const id = useId();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (dueDay: number | null) =>
      apiJson<DebtDto>("PATCH", `/api/debts/${encodeURIComponent(debt.id)}`, { dueDay }),
    onSuccess: (saved) => {
      queryClient.setQueryData<DebtDto[]>(queryKeys.debts, (old) => old?.map((d) => (d.id === saved.id ? saved : d)));
      // "Pay this month" shows the due day too.
      void queryClient.invalidateQueries({ queryKey: queryKeys.planThisMonth });
      toast(
        saved.dueDay === null
          ? { title: "Due day cleared", description: `No payment reminders for ${saved.name}.` }
          : {
              title: "Due day saved",
              description: `${saved.name} is due on the ${ordinalDay(saved.dueDay)} of each month.`,
            },
      );
    },
    onError: (error) =>
      toast({ title: "Couldn't save the due day", description: errorMessage(error), variant: "destructive" }),
  });
  // While saving, show the day being saved.
  const dueDay = mutation.isPending ? mutation.variables : debt.dueDay;
  // The 29 options exist only while the list is open. Closed, Radix renders every option of every debt into a
  // hidden fragment (and re-renders synchronously to do it) while the dashboard hydrates: most of its start-up
  // work on a phone. So the trigger gets its text directly instead of from the selected option.
  const [listOpen, setListOpen] = useState(false);
  // Digits typed on the closed list (due-day-typing.ts): Radix's own type-to-select needs the options rendered.
  const [typed, setTyped] = useState<TypedDueDay | null>(null);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(typingTimer.current ?? undefined), []);

  function save(day: number | null) {
    if (day !== debt.dueDay) mutation.mutate(day);
  }

  function onTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (listOpen || mutation.isPending || event.altKey || event.ctrlKey || event.metaKey || !/^\d$/.test(event.key))
      return;
    event.preventDefault(); // ours alone: Radix would otherwise search options that are not there
    clearTimeout(typingTimer.current ?? undefined);
    const next = typeDueDayDigit(typed?.buffer ?? "", event.key);
    setTyped(next.day === null || next.complete ? null : next);
    if (next.day === null) return;
    if (next.complete) return save(next.day);
    typingTimer.current = setTimeout(() => {
      setTyped(null);
      save(next.day);
    }, TYPING_PAUSE_MS);
  }

  const shownDay = typed?.day ?? dueDay;
  // Radix Select (and its positioning engine) is fetched and put in place when the reader reaches for the stand-in
  // below (components/hooks/use-loaded-on-intent.ts): a closed Select renders all 29 options.
  const {
    loaded: DueDaySelect,
    focusOnLoad,
    standIn,
    openOnArrow,
  } = useLoadedOnIntent(loadDueDaySelect, () => setListOpen(!mutation.isPending));

  return (
    <div className="mt-3 flex items-center justify-between gap-3 border-t pt-3">
      <label htmlFor={id} className="text-xs text-muted-foreground">
        Due day
      </label>
      {DueDaySelect ? (
        <DueDaySelect
          id={id}
          debtName={debt.name}
          dueDay={dueDay}
          shownDay={shownDay}
          open={listOpen}
          pending={mutation.isPending}
          // Busy while saving, but not `disabled`: a disabled button drops keyboard focus to the page.
          onOpenChange={(open) => setListOpen(open && !mutation.isPending)}
          onDayChange={(day) => mutation.mutate(day)}
          onTriggerKeyDown={onTriggerKeyDown}
          focusOnLoad={focusOnLoad}
        />
      ) : (
        // Until Radix Select arrives: the same box, name and role; digits typed on it save, and opening it opens the
        // list once it has loaded.
        <button
          type="button"
          role="combobox"
          id={id}
          aria-label={`Due day for ${debt.name}`}
          aria-expanded={false}
          // Like Radix's closed trigger, it names the list that opening it shows.
          aria-controls={`${id}-options`}
          aria-autocomplete="none"
          aria-disabled={mutation.isPending}
          data-slot="select-trigger"
          data-size="sm"
          data-state="closed"
          className={cn(selectTriggerClassName, "w-32", mutation.isPending && "opacity-60")}
          {...standIn}
          onKeyDown={(event) => {
            if (!openOnArrow(event)) onTriggerKeyDown(event);
          }}
        >
          <span data-slot="select-value" style={{ pointerEvents: "none" }}>
            {shownDay === null ? "Not set" : ordinalDay(shownDay)}
          </span>
          <ChevronDown aria-hidden="true" className="size-4 opacity-50" />
        </button>
      )}
    </div>
  );
}

function DebtListSkeleton() {
  return (
    <div className="space-y-3" aria-hidden="true">
      {[0, 1].map((i) => (
        <div key={i} className="rounded-lg border p-4">
          <Skeleton className="h-5 w-40" />
          <div className="mt-2 grid grid-cols-3 gap-2">
            {[0, 1, 2].map((j) => (
              <div key={j} className="space-y-1">
                <Skeleton className="h-3 w-12" />
                <Skeleton className="h-4 w-20" />
              </div>
            ))}
          </div>
          <Skeleton className="mt-3 h-2 w-full" />
          <Skeleton className="mt-1.5 h-3 w-full" />
        </div>
      ))}
    </div>
  );
}
