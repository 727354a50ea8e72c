"use client";

import { useId } from "react";
import { X } from "lucide-react";

import type { DebtDto } from "@/lib/debts/types";
import type { PaymentFilterParam } from "@/lib/payments/history";
import { localToday } from "@/lib/dates";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { LazySelect } from "@/components/ui/lazy-select";

// The history's filters: which debt, and an optional date range. They live in the URL (the view reads them from
// there), so a filtered list can be linked to and survives a reload. The debt list is a LazySelect: Radix Select
// and its positioning engine arrive after the page, which paints without them.

/** Radix Select has no empty value; this stands for "no debt filter". */
const ALL_DEBTS = "all";

export interface PaymentFilterValues {
  debtId: string;
  from: string;
  to: string;
}

export function PaymentFilters({
  values,
  debts,
  problem,
  onChange,
  onClear,
}: {
  values: PaymentFilterValues;
  debts: readonly DebtDto[];
  /** The URL's filter the API would refuse, shown under its field. */
  problem: { field: PaymentFilterParam; message: string } | null;
  onChange: (name: PaymentFilterParam, value: string) => void;
  onClear: () => void;
}) {
  const id = useId();
  const today = localToday();
  const hasFilter = Boolean(values.debtId || values.from || values.to);
  const problemId = `${id}-problem`;
  const describedBy = (field: PaymentFilterParam) => (problem?.field === field ? problemId : undefined);

  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,16rem)_minmax(0,11rem)_minmax(0,11rem)_auto] lg:items-end">
      <div className="grid min-w-0 gap-2 sm:col-span-2 lg:col-span-1">
        <Label htmlFor={`${id}-debt`}>Debt</Label>
        <LazySelect
          id={`${id}-debt`}
          value={values.debtId || ALL_DEBTS}
          onValueChange={(value) => onChange("debtId", value === ALL_DEBTS ? "" : value)}
          options={[
            { value: ALL_DEBTS, label: "All debts" },
            ...debts.map((debt) => ({ value: debt.id, label: debt.isClosed ? `${debt.name} (paid off)` : debt.name })),
          ]}
          position="popper"
          className="w-full"
          aria-invalid={problem?.field === "debtId" || undefined}
          aria-describedby={describedBy("debtId")}
        />
      </div>
      <DateFilter
        id={`${id}-from`}
        label="From"
        value={values.from}
        max={values.to || today}
        invalid={problem?.field === "from"}
        describedBy={describedBy("from")}
        onChange={(v) => onChange("from", v)}
      />
      <DateFilter
        id={`${id}-to`}
        label="To"
        value={values.to}
        min={values.from || undefined}
        max={today}
        invalid={problem?.field === "to"}
        describedBy={describedBy("to")}
        onChange={(v) => onChange("to", v)}
      />
      {hasFilter ? (
        <Button
          type="button"
          variant="ghost"
          className="justify-self-start sm:col-span-2 lg:col-span-1"
          onClick={onClear}
        >
          <X aria-hidden="true" />
          Clear filters
        </Button>
      ) : null}
      {problem ? (
        <p id={problemId} role="alert" className="text-sm text-destructive sm:col-span-2 lg:col-span-4">
          {problem.message}
        </p>
      ) : null}
    </div>
  );
}

function DateFilter({
  id,
  label,
  value,
  min,
  max,
  invalid,
  describedBy,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  min?: string;
  max: string;
  invalid: boolean;
  describedBy: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <div className="grid min-w-0 gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="date"
        value={value}
        min={min}
        max={max}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
