"use client";

import { afterHydration } from "@/components/ui/after-hydration";
import { Skeleton } from "@/components/ui/skeleton";

// The results page's parts below the fold (the comparison of every order, the two schedule tables) come right after
// the page has hydrated, not with it (the page's JavaScript stays within its weight; ARCHITECTURE.md "Speed"). Not
// only when scrolled near, as the what-if panel is: a printed report includes them. Each arrives as a transition,
// drawn in slices between other work rather than in one long task.

export const StrategyComparison = afterHydration(
  () => import("./strategy-comparison").then((m) => m.StrategyComparison),
  () => <Skeleton className="h-96 w-full rounded-xl" />,
  { transition: true },
);

/** Offered once, after the first saved plan, when the browser allows installing: nothing to draw before that. */
export const InstallOffer = afterHydration(() => import("./install-offer").then((m) => m.InstallOffer));

export const PaymentScheduleTable = afterHydration(
  () => import("./payment-schedule-table").then((m) => m.PaymentScheduleTable),
  () => <Skeleton className="h-72 w-full rounded-xl" />,
  { transition: true },
);

export const DebtScheduleCard = afterHydration(
  () => import("./debt-schedule-card").then((m) => m.DebtScheduleCard),
  () => <Skeleton className="h-96 w-full rounded-xl" />,
  { transition: true },
);
