"use client";

import Link from "@/components/ui/link";
import { useId, useMemo, useRef, useState } from "react";
import { AlertTriangle, FlaskConical, Lock, Plus, RotateCcw } from "lucide-react";

import { Button } from "@/components/ui/button";
import { RemoveButton } from "@/components/forms/remove-buttons";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { MoneyInput } from "@/components/forms/money-input";
import { Label } from "@/components/ui/label";
import { LazySelect } from "@/components/ui/lazy-select";
import { Input } from "@/components/ui/input";
import { clockNow } from "@/lib/clock";
import { amountText } from "@/lib/money";
import { formatCentsAsDollars, monthLabel, monthsLabel, yearsAndMonths } from "@/lib/format";
import {
  calendarMonthOf,
  formatCents,
  formatYearMonth,
  MAX_AMOUNT_CENTS,
  monthsBetween,
  tryParseMoneyToCents,
  type CalendarMonth,
  type OrderedStrategy,
} from "@/lib/payoff";
import { PLAN_STRATEGY_NAMES } from "@/lib/plan/types";
import type { StrategyDto } from "@/lib/strategies/types";
import { cn } from "@/lib/utils";
import { strategyName } from "./format";
import { MoneySlider } from "./money-slider";
import { OrderList } from "./order-list";
import { engineDebts, planStartMonth, runWhatIf, type WhatIfResult } from "./plan-engine";
import {
  checkLumpSumRow,
  lumpSumDtos,
  lumpSumsOf,
  MAX_LUMP_SUM_ROWS,
  rowsFromDtos,
  sameLumpSums,
  type LumpSumRow,
} from "@/lib/plan/lump-sum-rows";
import { MakeWhatIfMyPlan } from "./make-what-if-my-plan";
import { useSavedPlan } from "./saved-plan";
import { whatIfBaseline, whatIfChanged, whatIfStart } from "./what-if-start";
import { UnusedLumpSumsNote } from "./promo-card";
import { deferredChargeTexts } from "./promo-notes";

/** The strategies Pro can simulate, with what each one pays first. */
const MODES: { value: OrderedStrategy; label: string }[] = [
  { value: "avalanche", label: "Avalanche (highest interest first)" },
  { value: "snowball", label: "Snowball (smallest balance first)" },
  {
    value: "highest_interest_cost",
    label: `${PLAN_STRATEGY_NAMES.highest_interest_cost} (largest balance × rate first)`,
  },
  { value: "cash_flow_index", label: `${PLAN_STRATEGY_NAMES.cash_flow_index} (lowest balance ÷ minimum first)` },
  {
    value: "highest_utilization",
    label: `${PLAN_STRATEGY_NAMES.highest_utilization} (fullest card, balance ÷ limit, first)`,
  },
  { value: "custom", label: "Custom order (you choose)" },
];

const SLIDER_MAX_DOLLARS = 2000;
const SLIDER_STEP_DOLLARS = 10;

function laterMonth(a: CalendarMonth, b: CalendarMonth): CalendarMonth {
  return monthsBetween(a, b) > 0 ? b : a;
}

function dollarsText(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

function parseAmount(text: string): number | null {
  const typed = amountText(text);
  if (typed === null) return null;
  const cents = tryParseMoneyToCents(typed || "0", { rounding: "half-up" });
  return cents !== null && cents >= 0 && cents <= MAX_AMOUNT_CENTS ? cents : null;
}

interface Outcome {
  feasible: boolean;
  months: number | null;
  interestCents: number | null;
  debtFreeDate: string | null;
  message: string | null;
  /** Lump sums the plan cannot use (dated after payoff or before the first month). */
  unused: { amount: string; month: string }[];
  /** Deferred interest this plan is charged, one sentence per debt. */
  deferred: string[];
}

function outcomeOf(result: WhatIfResult, startMonth: CalendarMonth): Outcome {
  const none = { unused: [], deferred: [] };
  if (result.kind === "error")
    return { feasible: false, months: null, interestCents: null, debtFreeDate: null, message: result.message, ...none };
  const plan = result.plan;
  return plan.feasible
    ? {
        feasible: true,
        months: plan.months,
        interestCents: plan.totalInterestCents,
        debtFreeDate: plan.debtFreeDate,
        message: null,
        unused: (plan.unusedLumpSums ?? []).map((l) => ({ amount: formatCents(l.amountCents), month: l.month })),
        deferred: deferredChargeTexts(plan.debts, startMonth),
      }
    : {
        feasible: false,
        months: null,
        interestCents: null,
        debtFreeDate: null,
        message: plan.message,
        unused: [],
        // A plan that never pays off is the likeliest to be charged deferred interest: say so here too.
        deferred: deferredChargeTexts(plan.promos, startMonth),
      };
}

/**
 * The what-if simulator: the engine runs here, in the browser, on every slider move. Pro adds dated lump sums,
 * a choice of strategy (including a custom payoff order) and saving the result as the plan. It starts from the
 * user's saved plan, and compares with it (what-if-start.ts); without one, from the recommendation.
 */
export function WhatIfPanel({ strategy, advanced }: { strategy: StrategyDto; advanced: boolean }) {
  const ids = useId();
  const debts = useMemo(() => engineDebts(strategy), [strategy]);
  const startMonth = useMemo(() => planStartMonth(strategy), [strategy]);
  // Lump sums start at the plan's first month, and never in a past month (the saved plan refuses those).
  const firstLumpMonth = useMemo(() => laterMonth(startMonth, calendarMonthOf(clockNow())), [startMonth]);
  // The saved plan is read with the page. Should it arrive later, the controls keep where they began and Reset
  // takes them to it.
  const savedPlan = useSavedPlan();
  const start = useMemo(() => whatIfStart(strategy, savedPlan.data, advanced), [strategy, savedPlan.data, advanced]);
  const initialLumpSums = start.lumpSums;
  const sliderMax = Math.max(SLIDER_MAX_DOLLARS, Math.ceil(start.extraCents / 100 / 100) * 100);

  const [extraCents, setExtraCents] = useState(start.extraCents);
  const [extraText, setExtraText] = useState(dollarsText(start.extraCents));
  const [mode, setMode] = useState<OrderedStrategy>(start.strategy);
  const [order, setOrder] = useState<string[]>(start.order);
  const [rows, setRows] = useState<LumpSumRow[]>(() => rowsFromDtos(initialLumpSums));
  const nextKey = useRef(rows.length);
  const { lumpSums, valid: lumpSumsValid } = useMemo(
    () => (advanced ? lumpSumsOf(rows, firstLumpMonth) : { lumpSums: [], valid: true }),
    [advanced, rows, firstLumpMonth],
  );
  const lumpDtos = useMemo(() => lumpSumDtos(lumpSums), [lumpSums]);
  // Below Pro there is no strategy to choose: the what-if runs the one it started from.
  const effectiveMode: OrderedStrategy = advanced ? mode : start.strategy;
  const customOrder = effectiveMode === "custom" ? order.filter((id) => debts.some((d) => d.id === id)) : undefined;

  const result = useMemo(
    () =>
      runWhatIf({
        debts,
        startMonth,
        strategy: effectiveMode,
        customOrder: effectiveMode === "custom" ? order.filter((id) => debts.some((d) => d.id === id)) : undefined,
        extraPaymentCents: extraCents,
        lumpSums,
      }),
    [debts, startMonth, effectiveMode, order, extraCents, lumpSums],
  );
  const now = outcomeOf(result, startMonth);

  const saved = useMemo(
    () => whatIfBaseline(strategy, start, { debts, startMonth, firstLumpMonth }),
    [strategy, start, debts, startMonth, firstLumpMonth],
  );
  const savedMonths = saved.months;
  const savedInterest = saved.interestCents;

  const isChanged = whatIfChanged(
    { strategy: effectiveMode, extraCents, order, lumpSums: lumpDtos, lumpSumRows: rows.length },
    start,
  );
  // The results above were calculated with the strategy's lump sums; a plan saved since with others is not in them.
  const resultsMissLumpSums = advanced && !sameLumpSums(initialLumpSums, strategy.lumpSums ?? []);

  function setFromSlider(dollars: number) {
    const cents = Math.round(dollars * 100);
    setExtraCents(cents);
    setExtraText(dollarsText(cents));
  }

  function setFromText(text: string) {
    setExtraText(text);
    const cents = parseAmount(text);
    if (cents !== null) setExtraCents(cents);
  }

  function reset() {
    setExtraCents(start.extraCents);
    setExtraText(dollarsText(start.extraCents));
    setMode(start.strategy);
    setOrder(start.order);
    setRows(rowsFromDtos(initialLumpSums, nextKey.current));
    nextKey.current += initialLumpSums.length;
  }

  function addRow() {
    if (rows.length >= MAX_LUMP_SUM_ROWS) return;
    setRows([...rows, { key: nextKey.current++, amount: "", month: "" }]);
    // The new row's amount takes focus, so keyboard users type straight into it.
    requestAnimationFrame(() => document.getElementById(`${ids}-lump-${rows.length}-amount`)?.focus());
  }

  function updateRow(key: number, change: Partial<Pick<LumpSumRow, "amount" | "month">>) {
    setRows(rows.map((r) => (r.key === key ? { ...r, ...change } : r)));
  }

  function removeRow(index: number) {
    setRows(rows.filter((_, i) => i !== index));
    // Focus stays in the list: the row that moved up, else the one before, else the add button.
    requestAnimationFrame(() => {
      const next = document.getElementById(`${ids}-lump-${Math.min(index, rows.length - 2)}-amount`);
      (next ?? document.getElementById(`${ids}-lump-add`))?.focus();
    });
  }

  const monthsDelta = now.months !== null && savedMonths !== null ? savedMonths - now.months : null;
  const interestDelta = now.interestCents !== null && savedInterest !== null ? savedInterest - now.interestCents : null;
  const extraLabel = `${formatCentsAsDollars(extraCents)} extra per month`;
  const lumpLabel =
    lumpSums.length === 0 ? "" : ` and ${lumpSums.length} lump ${lumpSums.length === 1 ? "sum" : "sums"}`;
  const spoken = now.feasible
    ? `With ${extraLabel}${lumpLabel}: debt-free in ${monthsLabel(now.months!)}${
        now.debtFreeDate ? `, by ${monthLabel(now.debtFreeDate)}` : ""
      }, total interest ${formatCentsAsDollars(now.interestCents ?? 0)}.${now.deferred.length > 0 ? ` ${now.deferred.join(". ")}.` : ""}`
    : `With ${extraLabel}${lumpLabel}, the plan never pays off.${now.deferred.length > 0 ? ` ${now.deferred.join(". ")}.` : ""}`;

  const debtNames = new Map(strategy.debts.map((d) => [d.id, d.name]));

  return (
    <Card role="region" aria-labelledby={`${ids}-title`} className="print:hidden">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle className="flex items-center gap-2">
            <FlaskConical aria-hidden="true" className="size-5 text-primary" />
            <h2 id={`${ids}-title`} className="text-lg">
              What-If Simulator
            </h2>
          </CardTitle>
          <CardDescription>
            See how a different extra payment changes your plan. Recalculated instantly in your browser;{" "}
            {advanced
              ? "your saved plan changes only when you make this your plan."
              : "your saved plan does not change."}
          </CardDescription>
        </div>
        <Button type="button" variant="ghost" size="sm" onClick={reset} disabled={!isChanged}>
          <RotateCcw aria-hidden="true" /> Reset
        </Button>
      </CardHeader>
      <CardContent className="space-y-6">
        <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_10rem] md:items-end">
          <div className="space-y-3">
            <div className="flex items-baseline justify-between gap-2">
              <span className="text-sm font-medium" aria-hidden="true">
                Extra monthly payment
              </span>
              <span className="text-sm font-semibold tabular-nums">{formatCentsAsDollars(extraCents)}</span>
            </div>
            <MoneySlider
              value={Math.min(extraCents / 100, sliderMax)}
              onValueChange={setFromSlider}
              min={0}
              max={sliderMax}
              step={SLIDER_STEP_DOLLARS}
              label="Extra monthly payment"
              valueText={extraLabel}
            />
            <div className="flex justify-between text-xs text-muted-foreground" aria-hidden="true">
              <span>$0</span>
              <span>{formatCentsAsDollars(sliderMax * 100).replace(/\.00$/, "")}</span>
            </div>
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${ids}-extra`}>Exact amount</Label>
            <MoneyInput
              id={`${ids}-extra`}
              value={extraText}
              onChange={(e) => setFromText(e.target.value)}
              aria-invalid={parseAmount(extraText) === null}
            />
          </div>
        </div>

        {advanced ? (
          <fieldset className="min-w-0 space-y-4 rounded-lg border p-4">
            <legend className="px-1 text-sm font-semibold">Advanced simulation (Pro)</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="min-w-0 space-y-2">
                <Label htmlFor={`${ids}-mode`}>Payoff strategy</Label>
                {/* Radix Select is put in place when reached for (a mounted one renders every option). */}
                <LazySelect
                  id={`${ids}-mode`}
                  value={mode}
                  onValueChange={(v) => setMode(v as OrderedStrategy)}
                  options={MODES}
                  className="w-full"
                />
              </div>
            </div>
            <LumpSumRows
              idPrefix={ids}
              rows={rows}
              firstMonth={firstLumpMonth}
              onAdd={addRow}
              onChange={updateRow}
              onRemove={removeRow}
            />
            {resultsMissLumpSums ? (
              <p className="text-xs text-muted-foreground">
                Your saved plan&apos;s lump sums are not in the results above yet.{" "}
                <Link href="/calculator" className="font-medium text-primary underline-offset-4 hover:underline">
                  Recalculate
                </Link>{" "}
                to include them.
              </p>
            ) : null}
            {mode === "custom" && (
              <div>
                <p id={`${ids}-order-label`} className="text-sm font-medium">
                  Your payoff order
                </p>
                <OrderList
                  order={order}
                  nameOf={(id) => debtNames.get(id) ?? id}
                  onChange={setOrder}
                  labelledBy={`${ids}-order-label`}
                  className="mt-2"
                />
              </div>
            )}
          </fieldset>
        ) : (
          <p className="flex items-start gap-2 rounded-lg bg-muted/50 p-3 text-sm text-muted-foreground">
            <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              Pro adds advanced simulations: dated lump sums, more payoff orders and your own custom order.{" "}
              <Link href="/subscribe" className="font-medium text-primary underline-offset-4 hover:underline">
                Upgrade to Pro
              </Link>
            </span>
          </p>
        )}

        <p className="sr-only" aria-live="polite" aria-atomic="true">
          {spoken}
        </p>

        {now.feasible ? (
          <dl className="grid gap-4 sm:grid-cols-3">
            <Stat
              label="Payoff time"
              testId="what-if-months"
              value={monthsLabel(now.months!)}
              detail={now.months ? yearsAndMonths(now.months) : undefined}
              delta={
                monthsDelta === null
                  ? savedMonths === null
                    ? "Your saved plan never pays off"
                    : undefined
                  : monthsDelta === 0
                    ? "Same as your saved plan"
                    : `${monthsLabel(Math.abs(monthsDelta))} ${monthsDelta > 0 ? "sooner" : "later"} than your saved plan`
              }
              good={monthsDelta !== null ? monthsDelta > 0 : savedMonths === null}
              bad={monthsDelta !== null && monthsDelta < 0}
            />
            <Stat
              label="Total interest"
              testId="what-if-interest"
              value={formatCentsAsDollars(now.interestCents ?? 0)}
              delta={
                interestDelta === null || interestDelta === 0
                  ? interestDelta === 0
                    ? "Same as your saved plan"
                    : undefined
                  : `${formatCentsAsDollars(Math.abs(interestDelta))} ${interestDelta > 0 ? "less" : "more"} than your saved plan`
              }
              good={interestDelta !== null && interestDelta > 0}
              bad={interestDelta !== null && interestDelta < 0}
            />
            <Stat
              label="Debt-free date"
              testId="what-if-date"
              value={monthLabel(now.debtFreeDate)}
              delta={saved.debtFreeDate ? `Saved plan: ${monthLabel(saved.debtFreeDate)}` : undefined}
              detail={effectiveMode !== strategy.savedStrategy ? `${strategyName(effectiveMode)} strategy` : undefined}
            />
          </dl>
        ) : (
          <div className="rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm">
            <p className="font-semibold text-destructive">Never pays off at this amount</p>
            {now.message && <p className="mt-1">{now.message}</p>}
          </div>
        )}

        {now.deferred.length > 0 && (
          <ul
            className="space-y-1 rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm"
            data-testid="what-if-deferred"
          >
            {now.deferred.map((text) => (
              <li key={text} className="flex items-start gap-2">
                <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
                <span>{text}.</span>
              </li>
            ))}
          </ul>
        )}
        <UnusedLumpSumsNote unused={now.unused} firstMonth={formatYearMonth(startMonth)} />

        {advanced && (
          <div className="flex flex-col gap-2 border-t pt-4 sm:flex-row sm:items-center sm:justify-between">
            <p id={`${ids}-save-help`} className="text-sm text-muted-foreground">
              {lumpSumsValid
                ? `Save ${strategyName(effectiveMode)} with ${formatCentsAsDollars(extraCents)} extra a month${lumpLabel} as the plan you follow.`
                : "Fix the lump sums marked above to save this as your plan."}
            </p>
            <MakeWhatIfMyPlan
              strategy={effectiveMode}
              extraPayment={formatCents(extraCents)}
              customOrder={customOrder}
              lumpSums={lumpDtos}
              disabled={!lumpSumsValid || result.kind === "error"}
            />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * Pro's dated lump sums: one row per sum, an amount (negative for a tight month) and its month. Each field shows
 * its own problem; a row left blank is simply not used.
 */
function LumpSumRows({
  idPrefix,
  rows,
  firstMonth,
  onAdd,
  onChange,
  onRemove,
}: {
  idPrefix: string;
  rows: LumpSumRow[];
  firstMonth: CalendarMonth;
  onAdd: () => void;
  onChange: (key: number, change: Partial<Pick<LumpSumRow, "amount" | "month">>) => void;
  onRemove: (index: number) => void;
}) {
  const first = formatYearMonth(firstMonth);
  return (
    <div className="space-y-3">
      <div>
        <p id={`${idPrefix}-lumps-label`} className="text-sm font-medium">
          Dated lump sums
        </p>
        <p id={`${idPrefix}-lumps-help`} className="text-xs text-muted-foreground">
          A tax refund or bonus adds to that month&apos;s payment and goes down your payoff order. A negative amount
          lowers a tight month, never below your minimums.
        </p>
      </div>
      {rows.length > 0 ? (
        <ul className="space-y-3" aria-labelledby={`${idPrefix}-lumps-label`}>
          {rows.map((row, index) => {
            const check = checkLumpSumRow(row, firstMonth);
            const base = `${idPrefix}-lump-${index}`;
            const label = `lump sum ${index + 1}`;
            return (
              <li
                key={row.key}
                className="grid gap-2 rounded-md border p-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start sm:border-0 sm:p-0"
              >
                <div className="min-w-0 space-y-1">
                  <Label htmlFor={`${base}-amount`}>
                    Amount<span className="sr-only"> of {label}</span>
                  </Label>
                  <MoneyInput
                    id={`${base}-amount`}
                    placeholder="500.00"
                    value={row.amount}
                    onChange={(e) => onChange(row.key, { amount: e.target.value })}
                    aria-invalid={check.amountError !== null}
                    aria-describedby={check.amountError ? `${base}-amount-error` : `${idPrefix}-lumps-help`}
                  />
                  {check.amountError && (
                    <p id={`${base}-amount-error`} className="text-xs text-destructive">
                      {check.amountError}
                    </p>
                  )}
                </div>
                <div className="min-w-0 space-y-1">
                  <Label htmlFor={`${base}-month`}>
                    Month<span className="sr-only"> of {label}</span>
                  </Label>
                  <Input
                    id={`${base}-month`}
                    type="month"
                    min={first}
                    placeholder="YYYY-MM"
                    value={row.month}
                    onChange={(e) => onChange(row.key, { month: e.target.value })}
                    aria-invalid={check.monthError !== null}
                    aria-describedby={check.monthError ? `${base}-month-error` : undefined}
                  />
                  {check.monthError && (
                    <p id={`${base}-month-error`} className="text-xs text-destructive">
                      {check.monthError}
                    </p>
                  )}
                </div>
                <RemoveButton label={label} className="justify-self-start sm:mt-6" onClick={() => onRemove(index)} />
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No lump sums yet.</p>
      )}
      <Button
        id={`${idPrefix}-lump-add`}
        type="button"
        variant="outline"
        size="sm"
        onClick={onAdd}
        disabled={rows.length >= MAX_LUMP_SUM_ROWS}
      >
        <Plus aria-hidden="true" /> Add lump sum
      </Button>
      {rows.length >= MAX_LUMP_SUM_ROWS && (
        <p className="text-xs text-muted-foreground">Up to {MAX_LUMP_SUM_ROWS} lump sums.</p>
      )}
    </div>
  );
}

function Stat({
  label,
  value,
  detail,
  delta,
  good,
  bad,
  testId,
}: {
  label: string;
  value: string;
  detail?: string;
  delta?: string;
  good?: boolean;
  bad?: boolean;
  testId: string;
}) {
  return (
    <div className="rounded-lg border bg-muted/30 p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums" data-testid={testId}>
        {value}
      </dd>
      {detail && <dd className="text-xs text-muted-foreground">{detail}</dd>}
      {delta && (
        <dd
          className={cn(
            "mt-1 text-xs font-medium",
            good ? "text-success" : bad ? "text-destructive" : "text-muted-foreground",
          )}
        >
          {delta}
        </dd>
      )}
    </div>
  );
}
