"use client";

import Link from "next/link";
import { useId, useMemo, useState } from "react";
import { FlaskConical, Lock, RotateCcw } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { MoneyInput } from "@/components/forms/money-input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { formatCentsUsd } from "@/lib/money";
import { MAX_AMOUNT_CENTS, tryParseMoneyToCents, type OrderedStrategy } from "@/lib/payoff";
import type { StrategyDto } from "@/lib/strategies/types";
import { cn } from "@/lib/utils";
import { monthLabel, monthsLabel, strategyName, yearsAndMonths } from "./format";
import { MoneySlider } from "./money-slider";
import { OrderList } from "./order-list";
import { centsOf, engineDebts, planStartMonth, runWhatIf, type WhatIfResult } from "./plan-engine";

const SLIDER_MAX_DOLLARS = 2000;
const SLIDER_STEP_DOLLARS = 10;

function dollarsText(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

function parseAmount(text: string): number | null {
  const cents = tryParseMoneyToCents(text.replace(/[$,\s]/g, "") || "0", { rounding: "half-up" });
  return cents !== null && cents >= 0 && cents <= MAX_AMOUNT_CENTS ? cents : null;
}

interface Outcome {
  feasible: boolean;
  months: number | null;
  interestCents: number | null;
  debtFreeDate: string | null;
  message: string | null;
}

function outcomeOf(result: WhatIfResult): Outcome {
  if (result.kind === "paid-now") return { feasible: true, months: 0, interestCents: 0, debtFreeDate: null, message: null };
  if (result.kind === "error") return { feasible: false, months: null, interestCents: null, debtFreeDate: null, message: result.message };
  const plan = result.plan;
  return plan.feasible
    ? { feasible: true, months: plan.months, interestCents: plan.totalInterestCents, debtFreeDate: plan.debtFreeDate, message: null }
    : { feasible: false, months: null, interestCents: null, debtFreeDate: null, message: plan.message };
}

/**
 * The what-if simulator: the engine runs here, in the browser, on every slider move. Pro adds a one-time lump
 * sum and a choice of strategy, including a custom payoff order.
 */
export function WhatIfPanel({ strategy, advanced }: { strategy: StrategyDto; advanced: boolean }) {
  const ids = useId();
  const debts = useMemo(() => engineDebts(strategy), [strategy]);
  const startMonth = useMemo(() => planStartMonth(strategy), [strategy]);
  const savedExtraCents = centsOf(strategy.extraPayment);
  const sliderMax = Math.max(SLIDER_MAX_DOLLARS, Math.ceil(savedExtraCents / 100 / 100) * 100);

  const [extraCents, setExtraCents] = useState(savedExtraCents);
  const [extraText, setExtraText] = useState(dollarsText(savedExtraCents));
  const [mode, setMode] = useState<OrderedStrategy>(strategy.strategyType);
  const [order, setOrder] = useState<string[]>(() => strategy.debts.map((d) => d.id));
  const [lumpText, setLumpText] = useState("");
  const lumpCents = advanced ? (parseAmount(lumpText) ?? 0) : 0;
  const effectiveMode: OrderedStrategy = advanced ? mode : strategy.strategyType;

  const result = useMemo(
    () =>
      runWhatIf({
        debts,
        startMonth,
        strategy: effectiveMode,
        customOrder: effectiveMode === "custom" ? order.filter((id) => debts.some((d) => d.id === id)) : undefined,
        extraPaymentCents: extraCents,
        lumpSumCents: lumpCents,
      }),
    [debts, startMonth, effectiveMode, order, extraCents, lumpCents],
  );
  const now = outcomeOf(result);

  const saved = strategy.comparison[strategy.strategyType];
  const savedMonths = saved.feasible ? saved.months : null;
  const savedInterest = saved.feasible ? centsOf(saved.totalInterest) : null;

  const isChanged = extraCents !== savedExtraCents || lumpCents > 0 || effectiveMode !== strategy.strategyType;

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
    setExtraCents(savedExtraCents);
    setExtraText(dollarsText(savedExtraCents));
    setMode(strategy.strategyType);
    setOrder(strategy.debts.map((d) => d.id));
    setLumpText("");
  }

  const monthsDelta = now.months !== null && savedMonths !== null ? savedMonths - now.months : null;
  const interestDelta = now.interestCents !== null && savedInterest !== null ? savedInterest - now.interestCents : null;
  const extraLabel = `${formatCentsUsd(extraCents)} extra per month`;
  const spoken = now.feasible
    ? `With ${extraLabel}${lumpCents > 0 ? ` and a ${formatCentsUsd(lumpCents)} lump sum` : ""}: debt-free in ${
        now.months === 0 ? "0 months" : monthsLabel(now.months!)
      }${now.debtFreeDate ? `, by ${monthLabel(now.debtFreeDate)}` : ""}, total interest ${formatCentsUsd(now.interestCents ?? 0)}.`
    : `With ${extraLabel}, the plan never pays off.`;

  const debtNames = new Map(strategy.debts.map((d) => [d.id, d.name]));

  return (
    <Card role="region" aria-labelledby={`${ids}-title`}>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle className="flex items-center gap-2">
            <FlaskConical aria-hidden="true" className="size-5 text-primary" />
            <h2 id={`${ids}-title`} className="text-lg">
              What-If Simulator
            </h2>
          </CardTitle>
          <CardDescription>
            See how a different extra payment changes your plan. Recalculated instantly in your browser; your saved
            plan does not change.
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
              <span className="text-sm font-medium" aria-hidden="true">Extra monthly payment</span>
              <span className="text-sm font-semibold tabular-nums">{formatCentsUsd(extraCents)}</span>
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
              <span>{formatCentsUsd(sliderMax * 100).replace(/\.00$/, "")}</span>
            </div>
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${ids}-extra`}>Exact amount</Label>
            <MoneyInput id={`${ids}-extra`} value={extraText} onChange={(e) => setFromText(e.target.value)} aria-invalid={parseAmount(extraText) === null} />
          </div>
        </div>

        {advanced ? (
          <fieldset className="space-y-4 rounded-lg border p-4">
            <legend className="px-1 text-sm font-semibold">Advanced simulation (Pro)</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="space-y-2">
                <Label htmlFor={`${ids}-mode`}>Payoff strategy</Label>
                <Select value={mode} onValueChange={(v) => setMode(v as OrderedStrategy)}>
                  <SelectTrigger id={`${ids}-mode`} className="w-full">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value="avalanche">Avalanche (highest interest first)</SelectItem>
                    <SelectItem value="snowball">Snowball (smallest balance first)</SelectItem>
                    <SelectItem value="custom">Custom order (you choose)</SelectItem>
                  </SelectContent>
                </Select>
              </div>
              <div className="space-y-2">
                <Label htmlFor={`${ids}-lump`}>One-time lump sum today</Label>
                <MoneyInput id={`${ids}-lump`} placeholder="0.00" value={lumpText} onChange={(e) => setLumpText(e.target.value)} aria-describedby={`${ids}-lump-help`} />
                <p id={`${ids}-lump-help`} className="text-xs text-muted-foreground">
                  A tax refund or bonus, paid before your first payment, down your payoff order.
                </p>
              </div>
            </div>
            {mode === "custom" && (
              <div>
                <p id={`${ids}-order-label`} className="text-sm font-medium">
                  Your payoff order
                </p>
                <OrderList order={order} nameOf={(id) => debtNames.get(id) ?? id} onChange={setOrder} labelledBy={`${ids}-order-label`} className="mt-2" />
              </div>
            )}
          </fieldset>
        ) : (
          <p className="flex items-start gap-2 rounded-lg bg-muted/50 p-3 text-sm text-muted-foreground">
            <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              Pro adds advanced simulations: a one-time lump sum and your own custom payoff order.{" "}
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
              value={now.months === 0 ? "Paid off today" : monthsLabel(now.months!)}
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
              value={formatCentsUsd(now.interestCents ?? 0)}
              delta={
                interestDelta === null || interestDelta === 0
                  ? interestDelta === 0
                    ? "Same as your saved plan"
                    : undefined
                  : `${formatCentsUsd(Math.abs(interestDelta))} ${interestDelta > 0 ? "less" : "more"} than your saved plan`
              }
              good={interestDelta !== null && interestDelta > 0}
              bad={interestDelta !== null && interestDelta < 0}
            />
            <Stat
              label="Debt-free date"
              testId="what-if-date"
              value={now.months === 0 ? "Today" : monthLabel(now.debtFreeDate)}
              delta={saved.debtFreeDate ? `Saved plan: ${monthLabel(saved.debtFreeDate)}` : undefined}
              detail={effectiveMode !== strategy.strategyType ? `${strategyName(effectiveMode)} strategy` : undefined}
            />
          </dl>
        ) : (
          <div className="rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm">
            <p className="font-semibold text-destructive">Never pays off at this amount</p>
            {now.message && <p className="mt-1">{now.message}</p>}
          </div>
        )}
      </CardContent>
    </Card>
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
        <dd className={cn("mt-1 text-xs font-medium", good ? "text-success" : bad ? "text-destructive" : "text-muted-foreground")}>{delta}</dd>
      )}
    </div>
  );
}
