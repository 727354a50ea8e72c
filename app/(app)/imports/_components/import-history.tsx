"use client";

import { useRef } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { FileSpreadsheet } from "lucide-react";

import { apiJson } from "@/lib/client/api-client";
import { formatInstantDay } from "@/lib/format";
import type { ImportSummaryDto } from "@/lib/imports/types";
import { queryKeys } from "@/lib/query-keys";
import { EmptyState } from "@/components/feedback/empty-state";
import { LoadError } from "@/components/feedback/load-error";
import { reportFailure } from "@/components/feedback/report-failure";
import { LazyConfirmDialog } from "@/components/forms/lazy-confirm-dialog";
import { toast } from "@/components/hooks/use-toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { SkeletonList } from "@/components/ui/loading-region";
import { refreshAfterImportChange } from "./import-changes";
import { linesLabel } from "./review-choices";

// Past imports, newest first (docs/product-rules.md "Importing bank and card files"): one still in review can be
// continued, an applied one undone as a whole (what it wrote goes, and its lines may be imported again).

export function ImportHistory({ onContinue }: { onContinue: (importId: string) => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const query = useQuery<ImportSummaryDto[]>({ queryKey: queryKeys.imports });

  return (
    <section aria-labelledby="import-history-heading" className="space-y-4">
      <h2 id="import-history-heading" ref={headingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
        Past imports
      </h2>
      {query.isPending ? (
        <SkeletonList label="Loading your imports..." count={2} className="space-y-3" itemClassName="h-16 rounded-xl" />
      ) : query.isError ? (
        <LoadError
          what="your imports"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isRefetching}
        />
      ) : query.data.length === 0 ? (
        <NoImports />
      ) : (
        <ul className="divide-y rounded-xl border" aria-label="Past imports">
          {query.data.map((item) => (
            <HistoryRow
              key={item.id}
              item={item}
              onContinue={() => onContinue(item.id)}
              onUndone={() => headingRef.current?.focus()}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

const STATUS_LABELS = { review: "Waiting for review", applied: "Applied", undone: "Undone" } as const;
const STATUS_VARIANTS = { review: "outline", applied: "success", undone: "secondary" } as const;

function HistoryRow({
  item,
  onContinue,
  onUndone,
}: {
  item: ImportSummaryDto;
  onContinue: () => void;
  onUndone: () => void;
}) {
  const name = item.fileName ?? `${item.format.toUpperCase()} file`;
  const when =
    item.status === "undone" && item.undoneAt
      ? `undone ${formatInstantDay(item.undoneAt)}`
      : item.status === "applied" && item.appliedAt
        ? `applied ${formatInstantDay(item.appliedAt)}`
        : `uploaded ${formatInstantDay(item.createdAt)}`;
  return (
    <li data-testid="import-history-row" className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span className="break-all">{name}</span>
          <Badge variant={STATUS_VARIANTS[item.status]}>{STATUS_LABELS[item.status]}</Badge>
        </p>
        <p className="text-sm text-muted-foreground">
          {linesLabel(item.rowCount)}, {item.appliedCount} applied; {when}
        </p>
      </div>
      {item.status === "review" ? (
        <Button type="button" variant="outline" size="sm" onClick={onContinue}>
          Continue review
        </Button>
      ) : item.status === "applied" ? (
        <UndoImportButton item={item} name={name} onUndone={onUndone} />
      ) : null}
    </li>
  );
}

function UndoImportButton({ item, name, onUndone }: { item: ImportSummaryDto; name: string; onUndone: () => void }) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => apiJson<unknown>("POST", `/api/imports/${encodeURIComponent(item.id)}/undo`),
    onSuccess: () => {
      refreshAfterImportChange(queryClient);
      toast({ title: "Import undone", description: `What ${name} applied was removed; your balances are back.` });
    },
    onError: (error) => reportFailure(error, "Failed to undo the import"),
  });
  return (
    <LazyConfirmDialog
      trigger={
        <Button type="button" variant="outline" size="sm" aria-label={`Undo import of ${name}`}>
          Undo
        </Button>
      }
      title="Undo this import?"
      description={`The ${linesLabel(item.appliedCount)} applied from ${name} will be removed: the payments it logged and the charges and balances it recorded go, and your balances go back. Its lines may be imported again later.`}
      cancelLabel="Keep it"
      confirmLabel="Undo import"
      pendingLabel="Undoing..."
      onConfirm={() => mutation.mutateAsync()}
      onConfirmedClose={onUndone}
    />
  );
}

function NoImports() {
  return (
    <EmptyState icon={FileSpreadsheet} title="No imports yet">
      <div className="mt-2 max-w-lg space-y-2 text-left text-sm text-muted-foreground">
        <p>To get a file from your bank or card issuer:</p>
        <ol className="list-decimal space-y-1 pl-5">
          <li>Sign in to their website and open the account (checking, or the card or loan itself).</li>
          <li>
            Look for <span className="font-medium text-foreground">Download</span> or{" "}
            <span className="font-medium text-foreground">Export</span> near the transactions or statements.
          </li>
          <li>Pick the dates since your last import and choose CSV, or Quicken / OFX / QFX.</li>
          <li>Upload the file above. Lines you already imported are recognised, so overlapping dates are fine.</li>
        </ol>
      </div>
    </EmptyState>
  );
}
