"use client";

import { useId } from "react";

import type { DebtDto } from "@/lib/debts/types";
import { formatDay, formatInstantDay, formatDollars } from "@/lib/format";
import type { DuplicateDto, ImportAction, ImportRowDto } from "@/lib/imports/types";
import { cn } from "@/lib/utils";
import { Badge } from "@/components/ui/badge";
import { Label } from "@/components/ui/label";
import { LazySelect } from "@/components/ui/lazy-select";
import { ACTION_LABELS, actionsFor, choiceProblem, isClosingBalance, type RowChoice } from "./review-choices";

// Every line of the file with what it will be and which debt it goes to (docs/product-rules.md "Importing bank and
// card files"): one list that is a table on wide screens and a card per line on a phone. Each line says why it was
// matched, and whether it may already be in DebtWise.

/** Radix Select has no empty value: this stands for "no debt chosen". */
const NO_DEBT = "none";

/** A duplicate's day: a calendar day ("2026-03-05") or an instant the import was made. */
function dayText(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDay(value) : formatInstantDay(value);
}

/** The badge a possible duplicate wears: certain ones are ignored by default, a possible one asks. */
function duplicateText(duplicate: DuplicateDto): string {
  switch (duplicate.kind) {
    case "imported":
      return `Already imported on ${dayText(duplicate.date)}`;
    case "typed":
      return `You logged this payment on ${dayText(duplicate.date)}`;
    case "possible":
      return `Same day and amount as “${duplicate.description}” — is it the same?`;
  }
}

export function ReviewRows({
  rows,
  choices,
  debts,
  onChange,
}: {
  rows: readonly ImportRowDto[];
  choices: Readonly<Record<string, RowChoice>>;
  /** The debts a line may go to: the open ones, and any closed one a line already names. */
  debts: readonly DebtDto[];
  onChange: (rowId: string, choice: RowChoice) => void;
}) {
  return (
    <div>
      {/* The column heads of the wide layout; each line's fields carry their own labels for screen readers. */}
      <div
        aria-hidden="true"
        className="hidden gap-4 border-b px-4 pb-2 text-sm font-medium text-muted-foreground md:grid md:grid-cols-[6.5rem_minmax(0,1fr)_7rem_11rem_12rem]"
      >
        <span>Date</span>
        <span>Description</span>
        <span className="text-right">Amount</span>
        <span>What it is</span>
        <span>Debt</span>
      </div>
      <ul className="space-y-3 md:space-y-0 md:divide-y" aria-label="Lines in the file">
        {rows.map((row) => (
          <ReviewRow
            key={row.rowId}
            row={row}
            choice={choices[row.rowId] ?? { action: row.defaultAction, debtId: row.suggestedDebtId }}
            debts={debts}
            onChange={(choice) => onChange(row.rowId, choice)}
          />
        ))}
      </ul>
    </div>
  );
}

function ReviewRow({
  row,
  choice,
  debts,
  onChange,
}: {
  row: ImportRowDto;
  choice: RowChoice;
  debts: readonly DebtDto[];
  onChange: (choice: RowChoice) => void;
}) {
  const id = useId();
  const problem = choiceProblem(choice);
  const notes = row.duplicateOf || row.beforeOpening;
  const describedBy = [`${id}-line`, `${id}-reason`, notes && `${id}-notes`, problem && `${id}-problem`]
    .filter(Boolean)
    .join(" ");
  const ignored = choice.action === "ignore";
  return (
    <li
      data-testid="import-row"
      className={cn(
        "grid grid-cols-2 gap-x-4 gap-y-3 rounded-xl border p-4 md:grid-cols-[6.5rem_minmax(0,1fr)_7rem_11rem_12rem] md:rounded-none md:border-0 md:px-4 md:py-3",
        ignored && "bg-muted/40",
      )}
    >
      <p id={`${id}-line`} className="contents">
        <span className="text-sm text-muted-foreground md:pt-2 md:text-foreground">
          {isClosingBalance(row) ? "Balance on " : ""}
          {formatDay(row.date)}
        </span>
        <span className="col-span-2 row-start-2 min-w-0 font-medium break-words md:col-span-1 md:row-start-auto md:pt-2">
          {row.description}
        </span>
        <span className="col-start-2 row-start-1 text-right font-medium tabular-nums md:col-start-auto md:row-start-auto md:pt-2">
          {formatDollars(row.amount)}
        </span>
      </p>
      <div className="grid min-w-0 gap-1.5">
        <Label htmlFor={`${id}-action`} className="md:sr-only">
          What it is
        </Label>
        <LazySelect
          id={`${id}-action`}
          value={choice.action}
          onValueChange={(value) => onChange({ ...choice, action: value as ImportAction })}
          options={actionsFor(row).map((action) => ({ value: action, label: ACTION_LABELS[action] }))}
          position="popper"
          className="w-full"
          aria-describedby={describedBy}
        />
      </div>
      <div className="grid min-w-0 gap-1.5">
        <Label htmlFor={`${id}-debt`} className="md:sr-only">
          Debt
        </Label>
        <LazySelect
          id={`${id}-debt`}
          value={choice.debtId ?? NO_DEBT}
          onValueChange={(value) => onChange({ ...choice, debtId: value === NO_DEBT ? null : value })}
          options={[
            { value: NO_DEBT, label: "Choose a debt" },
            ...debts.map((debt) => ({ value: debt.id, label: debt.isClosed ? `${debt.name} (paid off)` : debt.name })),
          ]}
          position="popper"
          className="w-full"
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy}
        />
      </div>
      <div className="col-span-2 space-y-1.5 md:col-span-4 md:col-start-2">
        <p id={`${id}-reason`} className="text-sm text-muted-foreground">
          {row.reason}
        </p>
        {notes ? (
          <p id={`${id}-notes`} className="flex flex-wrap gap-2">
            {row.duplicateOf ? (
              <Badge
                variant={row.duplicateOf.kind === "possible" ? "outline" : "secondary"}
                className="whitespace-normal"
              >
                {duplicateText(row.duplicateOf)}
              </Badge>
            ) : null}
            {row.beforeOpening ? <Badge variant="secondary">Already in the balance you entered</Badge> : null}
          </p>
        ) : null}
        {problem ? (
          <p id={`${id}-problem`} className="text-sm font-medium text-destructive">
            {problem}
          </p>
        ) : null}
      </div>
    </li>
  );
}
