"use client";

import { afterHydration } from "@/components/ui/after-hydration";
import { Skeleton } from "@/components/ui/skeleton";

// The dashboard's cards below the fold (the debts list with its actions, the latest calculation) are fetched once
// the page has hydrated, not with it: what a visit is for (this month's payments, progress) paints and answers taps
// first, and the page's JavaScript stays within its weight (ARCHITECTURE.md "Speed"). Their data is already in the
// page's query cache, so they draw as soon as their code arrives, in place of a placeholder of about their size,
// as a transition: React draws them in slices between other work rather than in one long task.

export const DebtsCard = afterHydration(
  () => import("./debts-card").then((m) => m.DebtsCard),
  () => <Skeleton className="h-96 w-full rounded-xl" data-testid="debts-card-placeholder" />,
  { transition: true },
);

export const LatestStrategyCard = afterHydration(
  () => import("./latest-strategy-card").then((m) => m.LatestStrategyCard),
  () => <Skeleton className="h-56 w-full rounded-xl" />,
  { transition: true },
);
