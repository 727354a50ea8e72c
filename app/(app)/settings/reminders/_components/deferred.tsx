"use client";

import { afterHydration } from "@/components/ui/after-hydration";
import { Skeleton } from "@/components/ui/skeleton";

// The calendar feed's card, at the foot of the page, comes right after the page has hydrated rather than with it
// (the page's JavaScript stays within its weight; ARCHITECTURE.md "Speed"). Its feed was read on the server and is
// handed over as it is.
export const CalendarFeedCard = afterHydration(
  () => import("./calendar-feed-card").then((m) => m.CalendarFeedCard),
  () => <Skeleton className="h-64 w-full rounded-xl" />,
);
