"use client";

import { useId, useState } from "react";
import { useInfiniteQuery } from "@tanstack/react-query";
import { HandCoins, Loader2 } from "lucide-react";

import type {
  SharedPlanContributionDto,
  SharedPlanContributionsPageDto,
  SharedPlanDetailDto,
} from "@/lib/shared-plans/types";
import { apiJson, errorMessage } from "@/lib/client/api-client";
import { queryKeys } from "@/lib/query-keys";
import { formatDollars, formatInstantDay } from "@/lib/format";
import { Button } from "@/components/ui/button";

// The newest 5 contributions come with the plan; 'Show all' loads the rest from
// GET /api/shared/{id}/contributions, 20 at a time, continuing after the 5th.
export function ContributionsList({ plan }: { plan: SharedPlanDetailDto }) {
  const headingId = useId();
  const [showAll, setShowAll] = useState(false);
  const cursor = plan.contributionsCursor;
  const rest = useInfiniteQuery({
    queryKey: queryKeys.sharedPlanContributions(plan.id, cursor ?? ""),
    queryFn: ({ pageParam }) =>
      apiJson<SharedPlanContributionsPageDto>(
        "GET",
        `/api/shared/${encodeURIComponent(plan.id)}/contributions?cursor=${encodeURIComponent(pageParam)}`,
      ),
    initialPageParam: cursor ?? "",
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: showAll && cursor !== null,
  });

  const expanded = showAll && cursor !== null;
  const more = expanded ? (rest.data?.pages.flatMap((p) => p.contributions) ?? []) : [];
  const shown = [...plan.contributions, ...more];

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-base font-semibold">
        Contributions ({plan.contributionCount})
      </h3>
      {plan.contributionCount === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-8 text-center">
          <HandCoins aria-hidden="true" className="size-6 text-muted-foreground" />
          <p className="font-medium">No contributions yet</p>
          <p className="max-w-sm text-sm text-muted-foreground">Add the first contribution to get this plan moving.</p>
        </div>
      ) : (
        <>
          <ul className="divide-y rounded-lg border" aria-labelledby={headingId}>
            {shown.map((c) => (
              <ContributionRow key={c.id} contribution={c} />
            ))}
          </ul>
          <div className="flex flex-wrap items-center gap-2">
            {cursor !== null && !showAll ? (
              <Button type="button" variant="outline" size="sm" onClick={() => setShowAll(true)}>
                Show all ({plan.contributionCount})
              </Button>
            ) : null}
            {expanded && rest.isPending ? (
              <span role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
                <Loader2 aria-hidden="true" className="size-4 animate-spin" />
                Loading contributions...
              </span>
            ) : null}
            {expanded && rest.isError ? (
              <span role="alert" className="flex flex-wrap items-center gap-2 text-sm text-destructive">
                {errorMessage(rest.error)}
                <Button type="button" variant="outline" size="sm" onClick={() => void rest.refetch()}>
                  Try again
                </Button>
              </span>
            ) : null}
            {expanded && rest.hasNextPage ? (
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => void rest.fetchNextPage()}
                disabled={rest.isFetchingNextPage}
              >
                {rest.isFetchingNextPage ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
                Load more
              </Button>
            ) : null}
            {expanded ? (
              <Button type="button" variant="ghost" size="sm" onClick={() => setShowAll(false)}>
                Show fewer
              </Button>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}

function ContributionRow({ contribution: c }: { contribution: SharedPlanContributionDto }) {
  return (
    <li className="flex items-start justify-between gap-3 px-4 py-3" data-testid="contribution-row">
      <span className="min-w-0">
        <span className="block truncate text-sm font-medium">{c.description}</span>
        <span className="block text-xs text-muted-foreground">
          {c.isMine ? `${c.contributorFirstName} (you)` : c.contributorFirstName} ·{" "}
          <time dateTime={c.createdAt}>{formatInstantDay(c.createdAt)}</time>
        </span>
      </span>
      <span className="shrink-0 text-sm font-semibold text-success tabular-nums">+{formatDollars(c.amount)}</span>
    </li>
  );
}
