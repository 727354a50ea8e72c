"use client";

import { useId, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Info } from "lucide-react";

import { apiJson, apiRequest } from "@/lib/client/api-client";
import type { DebtDto } from "@/lib/debts/types";
import type { ApplyResultDto, ImportDto } from "@/lib/imports/types";
import { formatCentsAsDollars } from "@/lib/format";
import { queryKeys } from "@/lib/query-keys";
import { UpgradeNote } from "@/components/billing/upgrade-note";
import { LoadError } from "@/components/feedback/load-error";
import { reportFailure } from "@/components/feedback/report-failure";
import { toast } from "@/components/hooks/use-toast";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { SkeletonList } from "@/components/ui/loading-region";
import { planLimitMessage, refreshAfterImportChange } from "./import-changes";
import { MappingCard } from "./mapping-card";
import {
  applyBody,
  applySummary,
  initialChoices,
  linesLabel,
  rowsNeedingDebt,
  type ApplySummary,
  type Choices,
  type RowChoice,
} from "./review-choices";
import { ReviewRows } from "./review-rows";

// Step two (docs/product-rules.md "Importing bank and card files"): the file read into lines, each with what
// DebtWise takes it for, the debt it goes to and why; the user changes what is wrong and applies. Nothing is written
// before Apply, which sends every line's choice at once; the server applies them in one transaction.

/** Lines shown before "Show more": a long export stays quick to render, and the summary counts every line. */
const PAGE_SIZE = 200;

export interface AppliedImport {
  fileName: string | null;
  result: ApplyResultDto;
}

export function ImportReview({
  importId,
  debts,
  onClosed,
  onApplied,
}: {
  importId: string;
  /** Every debt of the user's (the review offers the open ones). */
  debts: readonly DebtDto[];
  /** The review is gone (discarded, or no longer one): back to the upload. */
  onClosed: () => void;
  onApplied: (applied: AppliedImport) => void;
}) {
  const query = useQuery<ImportDto>({ queryKey: queryKeys.importReview(importId) });

  if (query.isPending)
    return <SkeletonList label="Loading the file..." count={4} className="space-y-3" itemClassName="h-16 rounded-xl" />;
  if (query.isError)
    return (
      <div className="space-y-3">
        <LoadError
          what="this import"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isRefetching}
        />
        <Button type="button" variant="outline" onClick={onClosed}>
          Upload another file
        </Button>
      </div>
    );
  const dto = query.data;
  if (dto.status !== "review")
    return (
      <Card className="items-start gap-3 px-6">
        <p className="font-medium">
          This file was {dto.status === "applied" ? "applied" : "applied and then undone"}: see it under Past imports.
        </p>
        <Button type="button" variant="outline" onClick={onClosed}>
          Upload another file
        </Button>
      </Card>
    );
  // A new mapping reads the file again into new lines: the choices start over from them.
  return (
    <ReviewForm key={JSON.stringify(dto.mapping)} dto={dto} debts={debts} onClosed={onClosed} onApplied={onApplied} />
  );
}

function ReviewForm({
  dto,
  debts,
  onClosed,
  onApplied,
}: {
  dto: ImportDto;
  debts: readonly DebtDto[];
  onClosed: () => void;
  onApplied: (applied: AppliedImport) => void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const [choices, setChoices] = useState<Choices>(() => initialChoices(dto.rows, dto.debtId));
  const [shown, setShown] = useState(PAGE_SIZE);
  const [applyProblem, setApplyProblem] = useState<string | null>(null);
  const [planLimit, setPlanLimit] = useState<string | null>(null);

  const named = new Set(Object.values(choices).map((c) => c.debtId));
  const offered = debts.filter((debt) => !debt.isClosed || named.has(debt.id));
  const debtName = (debtId: string) => debts.find((d) => d.id === debtId)?.name ?? "A debt";
  const summary = applySummary(dto.rows, choices);
  const path = `/api/imports/${encodeURIComponent(dto.id)}`;

  const apply = useMutation({
    mutationFn: () => apiJson<ApplyResultDto>("POST", `${path}/apply`, applyBody(dto.rows, choices)),
    onSuccess: (result) => {
      queryClient.removeQueries({ queryKey: queryKeys.importReview(dto.id) });
      refreshAfterImportChange(queryClient);
      toast({ title: `Applied ${linesLabel(result.applied)}` });
      onApplied({ fileName: dto.fileName, result });
    },
    onError: (error) => {
      const limit = planLimitMessage(error);
      if (limit) setPlanLimit(limit);
      else reportFailure(error, "Failed to apply the file");
      // A 409 means it is no longer in review (applied or discarded elsewhere): show what it is now.
      void queryClient.invalidateQueries({ queryKey: queryKeys.importReview(dto.id) });
    },
  });

  const discard = useMutation({
    mutationFn: () => apiRequest("DELETE", path),
    onSuccess: () => {
      onClosed();
      queryClient.removeQueries({ queryKey: queryKeys.importReview(dto.id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.imports, exact: true });
      toast({ title: "Import discarded", description: "Nothing from the file was written." });
    },
    onError: (error) => reportFailure(error, "Failed to discard the file"),
  });

  function change(rowId: string, choice: RowChoice) {
    setApplyProblem(null);
    setChoices((old) => ({ ...old, [rowId]: choice }));
  }

  function submit() {
    const waiting = rowsNeedingDebt(dto.rows, choices);
    if (waiting.length > 0) {
      setApplyProblem(
        `${linesLabel(waiting.length)} ${waiting.length === 1 ? "needs" : "need"} a debt (marked below), or choose Ignore.`,
      );
      // Bring the first one into view, even past "Show more".
      const at = dto.rows.findIndex((row) => row.rowId === waiting[0]);
      if (at >= shown) setShown(at + 1);
      return;
    }
    apply.mutate();
  }

  const busy = apply.isPending || discard.isPending;
  const account = [dto.account.kind?.replace("_", " "), dto.account.last4 ? `ending ${dto.account.last4}` : null]
    .filter(Boolean)
    .join(" ");

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            Review {dto.fileName ?? "your file"}
          </h2>
          <p className="text-sm text-muted-foreground">
            {linesLabel(dto.rows.length)} read from a {dto.format.toUpperCase()} file
            {account ? ` (${account})` : ""}.
          </p>
        </div>
      </div>
      <p className="flex items-start gap-2 rounded-lg border border-primary/30 bg-primary/5 p-3 text-sm">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        Nothing is written to your debts until you press Apply. Check what each line is and which debt it goes to; lines
        set to Ignore are left out.
      </p>

      {dto.format === "csv" && dto.mapping && dto.preview ? (
        <MappingCard dto={{ ...dto, mapping: dto.mapping, preview: dto.preview }} />
      ) : null}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
        <Card className="gap-0 py-3 md:py-4">
          <CardContent className="px-3 md:px-2">
            {dto.rows.length === 0 ? (
              <p className="p-6 text-center text-sm text-muted-foreground">The file has no transactions to import.</p>
            ) : (
              <ReviewRows rows={dto.rows.slice(0, shown)} choices={choices} debts={offered} onChange={change} />
            )}
            {dto.rows.length > shown ? (
              <div className="flex justify-center p-4">
                <Button type="button" variant="outline" onClick={() => setShown((n) => n + PAGE_SIZE)}>
                  Show {linesLabel(Math.min(PAGE_SIZE, dto.rows.length - shown))} more (of {dto.rows.length - shown}{" "}
                  left)
                </Button>
              </div>
            ) : null}
          </CardContent>
        </Card>

        <SummaryCard
          summary={summary}
          debtName={debtName}
          problem={applyProblem}
          planLimit={planLimit}
          busy={busy}
          applying={apply.isPending}
          onApply={submit}
          onDiscard={() => discard.mutate()}
        />
      </div>
    </section>
  );
}

function SummaryCard({
  summary,
  debtName,
  problem,
  planLimit,
  busy,
  applying,
  onApply,
  onDiscard,
}: {
  summary: ApplySummary;
  debtName: (debtId: string) => string;
  problem: string | null;
  /** The plan's monthly file limit refused Apply: its message, with the way to upgrade. */
  planLimit: string | null;
  busy: boolean;
  applying: boolean;
  onApply: () => void;
  onDiscard: () => void;
}) {
  const id = useId();
  return (
    <Card aria-labelledby={`${id}-title`} className="gap-4 lg:sticky lg:top-20" data-testid="import-summary">
      <CardHeader>
        <CardTitle>
          <h3 id={`${id}-title`}>What Apply will do</h3>
        </CardTitle>
        <CardDescription>
          {linesLabel(summary.applying)} applied, {summary.ignored} ignored
          {summary.needingDebt > 0 ? `, ${summary.needingDebt} waiting for a debt` : ""}.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {summary.debts.length === 0 ? (
          <p className="text-sm text-muted-foreground">No line is set to change a debt.</p>
        ) : (
          <ul className="space-y-3">
            {summary.debts.map((totals) => (
              <li key={totals.debtId} className="text-sm">
                <p className="font-medium">{debtName(totals.debtId)}</p>
                <dl className="mt-1 grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 text-muted-foreground">
                  <Total label="Payments" cents={totals.paymentsCents} />
                  <Total label="Charges" cents={totals.chargesCents} />
                  <Total label="Interest" cents={totals.interestCents} />
                  <Total label="Fees" cents={totals.feesCents} />
                  {totals.balanceCents !== null ? (
                    <Total label="Balance set to" cents={totals.balanceCents} evenZero />
                  ) : null}
                </dl>
              </li>
            ))}
          </ul>
        )}
        {problem ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {problem}
          </p>
        ) : null}
        {planLimit ? (
          <div role="alert">
            <UpgradeNote action="Upgrade to import every file">{planLimit}</UpgradeNote>
          </div>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button type="button" onClick={onApply} disabled={busy}>
            {applying ? "Applying..." : "Apply"}
          </Button>
          <Button type="button" variant="outline" onClick={onDiscard} disabled={busy}>
            Discard
          </Button>
        </div>
        <p className="text-xs text-muted-foreground">Discard drops the file; nothing from it is written.</p>
      </CardContent>
    </Card>
  );
}

/** One line of a debt's totals; a zero total is left out, except a balance set to zero. */
function Total({ label, cents, evenZero = false }: { label: string; cents: number; evenZero?: boolean }) {
  if (cents === 0 && !evenZero) return null;
  return (
    <>
      <dt>{label}</dt>
      <dd className="text-right font-medium text-foreground tabular-nums">{formatCentsAsDollars(cents)}</dd>
    </>
  );
}
