"use client";

import Link from "@/components/ui/link";
import { useState } from "react";
import { useSearchParams } from "next/navigation";
import { useQuery } from "@tanstack/react-query";
import { CircleCheck } from "lucide-react";

import type { DebtDto } from "@/lib/debts/types";
import { queryKeys } from "@/lib/query-keys";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { afterHydration } from "@/components/ui/after-hydration";
import { Skeleton } from "@/components/ui/skeleton";
import { ImportHistory } from "./import-history";
import type { AppliedImport } from "./import-review";
import { linesLabel } from "./review-choices";
import { UploadCard } from "./upload-card";

// The import screen under the page's heading: the upload, or the review of the file being imported, then past
// imports. The review's id is in the URL (?review=), replaced in place like the payment history's filters, so a
// reload or the history's "Continue review" comes back to it.

const REVIEW_PARAM = "review";

// The review (its rows, mapping and choices) is fetched once the page has hydrated, not with it: the upload is what
// the page opens on, and a review reads its import from the server anyway (ARCHITECTURE.md "Speed").
const ImportReview = afterHydration(
  () => import("./import-review").then((m) => m.ImportReview),
  () => <Skeleton className="h-96 w-full rounded-xl" />,
);

function replaceReviewInUrl(importId: string | null): void {
  const params = new URLSearchParams(window.location.search);
  if (importId) params.set(REVIEW_PARAM, importId);
  else params.delete(REVIEW_PARAM);
  const query = params.toString();
  window.history.replaceState(null, "", query ? `?${query}` : window.location.pathname);
}

export function ImportsView() {
  const reviewId = useSearchParams().get(REVIEW_PARAM);
  const [applied, setApplied] = useState<AppliedImport | null>(null);
  const debtsQuery = useQuery<DebtDto[]>({ queryKey: queryKeys.debts });
  const debts = debtsQuery.data ?? [];

  const openReview = (importId: string) => {
    setApplied(null);
    replaceReviewInUrl(importId);
  };

  return (
    <div className="space-y-10">
      {applied ? <AppliedNotice applied={applied} /> : null}
      {reviewId ? (
        <ImportReview
          importId={reviewId}
          debts={debts}
          onClosed={() => replaceReviewInUrl(null)}
          onApplied={(done) => {
            setApplied(done);
            replaceReviewInUrl(null);
          }}
        />
      ) : (
        <UploadCard
          debts={debts.filter((debt) => !debt.isClosed)}
          debtsLoading={debtsQuery.isPending}
          onUploaded={openReview}
        />
      )}
      <ImportHistory onContinue={openReview} />
    </div>
  );
}

function AppliedNotice({ applied }: { applied: AppliedImport }) {
  const { result } = applied;
  const left = [
    result.skipped > 0 ? `${linesLabel(result.skipped)} left out` : null,
    result.duplicates > 0 ? `${linesLabel(result.duplicates)} already in DebtWise, not added again` : null,
  ].filter(Boolean);
  return (
    <Card role="status" className="items-start gap-3 px-6" data-testid="import-applied">
      <p className="flex items-center gap-2 font-medium">
        <CircleCheck aria-hidden="true" className="size-5 text-success" />
        Applied {linesLabel(result.applied)} from {applied.fileName ?? "your file"}.
      </p>
      {left.length > 0 ? <p className="text-sm text-muted-foreground">{left.join("; ")}.</p> : null}
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <Link href="/payments">See your payments</Link>
        </Button>
        <Button asChild variant="ghost" size="sm">
          <Link href="/">Go to the dashboard</Link>
        </Button>
      </div>
    </Card>
  );
}
