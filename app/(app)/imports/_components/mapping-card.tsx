"use client";

import { useId, useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Columns3 } from "lucide-react";

import { apiJson, errorMessage, isUnauthorizedError } from "@/lib/client/api-client";
import type { CsvMapping } from "@/lib/imports/csv";
import type { ImportDto } from "@/lib/imports/types";
import { queryKeys } from "@/lib/query-keys";
import { cn } from "@/lib/utils";
import { reportFailure } from "@/components/feedback/report-failure";
import { toast } from "@/components/hooks/use-toast";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { LazySelect } from "@/components/ui/lazy-select";
import type { LazySelectProps } from "@/components/ui/lazy-select-props";
import { Switch } from "@/components/ui/switch";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { mappingProblem } from "./review-choices";

// A CSV's columns as DebtWise read them, with the file's first lines (docs/product-rules.md "Importing bank and card
// files": every bank names and orders its columns its own way, and some card issuers write purchases as positive).
// Saving sends the corrected mapping; the server reads the file again with it, remembers it for this account's
// layout, and answers the new review, which replaces the one on screen.

type AmountStyle = "single" | "split";

export function MappingCard({ dto }: { dto: ImportDto & { mapping: CsvMapping; preview: string[][] } }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<CsvMapping>(dto.mapping);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = dto.preview;
  const width = Math.max(1, ...preview.map((row) => row.length));
  const header = draft.skipRows > 0 ? preview[draft.skipRows - 1] : undefined;
  const sample = preview[draft.skipRows];
  const style: AmountStyle = draft.amount === null ? "split" : "single";

  const columnOptions = Array.from({ length: width }, (_, column) => {
    const name = header?.[column];
    const example = sample?.[column];
    return {
      value: String(column),
      label: name
        ? `Column ${column + 1}: ${name}`
        : example
          ? `Column ${column + 1} (${example})`
          : `Column ${column + 1}`,
    };
  });

  const save = useMutation({
    mutationFn: (mapping: CsvMapping) =>
      apiJson<ImportDto>("PATCH", `/api/imports/${encodeURIComponent(dto.id)}`, { mapping }),
    onSuccess: (next) => {
      queryClient.setQueryData(queryKeys.importReview(dto.id), next);
      toast({ title: "Columns saved", description: "The lines below were read again with them." });
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) reportFailure(error, "Failed to save the columns");
      else setProblem(errorMessage(error));
    },
  });

  function change(patch: Partial<CsvMapping>) {
    setProblem(null);
    setDraft((old) => ({ ...old, ...patch }));
  }

  function setStyle(next: AmountStyle) {
    if (next === style) return;
    // Split columns start on the old amount column and the one after it; the user corrects either.
    if (next === "split") {
      const debit = draft.amount ?? 0;
      change({ amount: null, debit, credit: Math.min(width - 1, debit + 1) });
    } else change({ amount: draft.debit ?? 0, debit: null, credit: null });
  }

  function submit() {
    const found = mappingProblem(draft);
    if (found) setProblem(found);
    else save.mutate(draft);
  }

  const columnRole = (column: number): string | null =>
    column === draft.date
      ? "Date"
      : column === draft.description
        ? "Description"
        : column === draft.amount
          ? "Amount"
          : column === draft.debit
            ? "Money out"
            : column === draft.credit
              ? "Money in"
              : null;

  return (
    <details className="group rounded-xl border">
      <summary className="flex cursor-pointer items-center gap-2 px-4 py-3 font-medium">
        <Columns3 aria-hidden="true" className="size-4 text-muted-foreground" />
        Check the columns DebtWise read
        <span className="text-sm font-normal text-muted-foreground">(fix them if dates or amounts look wrong)</span>
      </summary>
      <div className="space-y-5 border-t px-4 py-4">
        <div className="overflow-x-auto">
          <Table aria-label="The file's first lines">
            <TableHeader>
              <TableRow>
                <TableHead scope="col">Line</TableHead>
                {Array.from({ length: width }, (_, column) => (
                  <TableHead key={column} scope="col">
                    Column {column + 1}
                    {columnRole(column) ? (
                      <span className="block text-xs font-normal text-primary">{columnRole(column)}</span>
                    ) : null}
                  </TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {preview.map((row, line) => (
                <TableRow key={line} className={cn(line < draft.skipRows && "text-muted-foreground")}>
                  <TableCell>{line + 1}</TableCell>
                  {Array.from({ length: width }, (_, column) => (
                    <TableCell key={column} className="max-w-48 truncate">
                      {row[column] ?? ""}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>

        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Choice
            id={`${id}-start`}
            label="Transactions start on line"
            value={String(draft.skipRows)}
            onValueChange={(value) => change({ skipRows: Number(value) })}
            options={preview.map((_, line) => ({ value: String(line), label: `Line ${line + 1}` }))}
          />
          <Choice
            id={`${id}-date`}
            label="Date column"
            value={String(draft.date)}
            onValueChange={(value) => change({ date: Number(value) })}
            options={columnOptions}
          />
          <Choice
            id={`${id}-description`}
            label="Description column"
            value={String(draft.description)}
            onValueChange={(value) => change({ description: Number(value) })}
            options={columnOptions}
          />
          <Choice
            id={`${id}-style`}
            label="Amounts"
            value={style}
            onValueChange={(value) => setStyle(value as AmountStyle)}
            options={[
              { value: "single", label: "One amount column" },
              { value: "split", label: "Money out and money in columns" },
            ]}
          />
          {style === "single" ? (
            <Choice
              id={`${id}-amount`}
              label="Amount column"
              value={String(draft.amount)}
              onValueChange={(value) => change({ amount: Number(value) })}
              options={columnOptions}
            />
          ) : (
            <>
              <Choice
                id={`${id}-debit`}
                label="Money out column"
                value={String(draft.debit)}
                onValueChange={(value) => change({ debit: Number(value) })}
                options={columnOptions}
              />
              <Choice
                id={`${id}-credit`}
                label="Money in column"
                value={String(draft.credit)}
                onValueChange={(value) => change({ credit: Number(value) })}
                options={columnOptions}
              />
            </>
          )}
          <Choice
            id={`${id}-order`}
            label="Dates are written"
            value={draft.dateOrder}
            onValueChange={(value) => change({ dateOrder: value as CsvMapping["dateOrder"] })}
            options={[
              { value: "mdy", label: "Month first (03/05 is March 5)" },
              { value: "dmy", label: "Day first (03/05 is 3 May)" },
            ]}
          />
        </div>

        {style === "single" ? (
          <div className="flex items-start gap-3">
            <Switch
              id={`${id}-sign`}
              checked={draft.sign === "outflow_positive"}
              onCheckedChange={(checked) => change({ sign: checked ? "outflow_positive" : "inflow_positive" })}
              aria-describedby={`${id}-sign-hint`}
            />
            <div className="grid gap-1">
              <Label htmlFor={`${id}-sign`}>Flip signs</Label>
              <p id={`${id}-sign-hint`} className="text-sm text-muted-foreground">
                {draft.sign === "outflow_positive"
                  ? "A positive amount is a purchase or withdrawal (as American Express and Discover write them)."
                  : "A positive amount is money in: a deposit, or a payment or refund on a card."}
              </p>
            </div>
          </div>
        ) : null}

        {problem ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {problem}
          </p>
        ) : null}
        <Button type="button" onClick={submit} disabled={save.isPending}>
          {save.isPending ? "Reading the file again..." : "Save columns"}
        </Button>
      </div>
    </details>
  );
}

/** One labelled select of the mapping. */
function Choice({ id, label, ...select }: { id: string; label: string } & Omit<LazySelectProps, "id">) {
  return (
    <div className="grid min-w-0 gap-2">
      <Label htmlFor={id}>{label}</Label>
      <LazySelect id={id} position="popper" className="w-full" {...select} />
    </div>
  );
}
