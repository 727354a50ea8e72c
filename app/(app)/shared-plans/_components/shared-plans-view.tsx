"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useQuery } from "@tanstack/react-query";
import { Plus, Users } from "lucide-react";

import type { SharedPlanSummaryDto } from "@/lib/shared-plans/types";
import { queryKeys } from "@/lib/query-keys";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { afterHydration, dialogOnFirstOpen } from "@/components/ui/after-hydration";
import { PlanCard } from "./plan-card";
import { LoadingRegion } from "@/components/ui/loading-region";
import { LoadError } from "@/components/feedback/load-error";

// Both dialogs (Radix Dialog, the plan forms with react-hook-form) load the first time they open (a click, or
// ?plan=); they render nothing while closed, and show once they have arrived.
const CreatePlanDialog = dialogOnFirstOpen(() => import("./create-plan-dialog").then((m) => m.CreatePlanDialog));
const PlanDetailDialog = afterHydration(
  () => import("./plan-detail-dialog").then((m) => m.PlanDetailDialog),
  () => null,
  { when: (props) => props.planId !== null },
);

export function SharedPlansView({ initialPlanId }: { initialPlanId: string | null }) {
  const router = useRouter();
  const { data, isPending, isError, error, refetch, isRefetching } = useQuery<SharedPlanSummaryDto[]>({
    queryKey: queryKeys.sharedPlans,
  });
  const [createOpen, setCreateOpen] = useState(false);
  const [openPlanId, setOpenPlanId] = useState<string | null>(initialPlanId);

  function closeDetail() {
    setOpenPlanId(null);
    // Arrived through ?plan=<id> (e.g. after accepting an invitation): drop it so a reload shows the list.
    if (initialPlanId) router.replace("/shared-plans", { scroll: false });
  }

  const hasPlans = (data?.length ?? 0) > 0;

  return (
    <>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Shared Plans</h1>
          <p className="mt-1.5 text-muted-foreground">
            Reach a goal together with family and friends: invite them by e-mail and track every contribution.
          </p>
        </div>
        {hasPlans ? (
          <Button type="button" onClick={() => setCreateOpen(true)} className="self-start sm:self-auto">
            <Plus aria-hidden="true" />
            Create Plan
          </Button>
        ) : null}
      </header>

      {isPending ? (
        <PlansSkeleton />
      ) : isError ? (
        <LoadError what="your shared plans" error={error} onRetry={() => void refetch()} retrying={isRefetching} />
      ) : hasPlans ? (
        <ul aria-label="Your shared plans" className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3">
          {data.map((plan) => (
            <li key={plan.id} className="flex">
              <PlanCard plan={plan} onOpen={() => setOpenPlanId(plan.id)} />
            </li>
          ))}
        </ul>
      ) : (
        <Card className="items-center gap-3 border-dashed px-6 py-12 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <Users aria-hidden="true" className="size-6" />
          </span>
          <h2 className="text-lg font-semibold">No shared plans yet</h2>
          <p className="max-w-md text-sm text-muted-foreground">
            Create a plan for a goal you share, such as a family trip or paying off a joint loan, then invite the people
            who will help you reach it.
          </p>
          <Button type="button" onClick={() => setCreateOpen(true)} className="mt-2">
            <Plus aria-hidden="true" />
            Create Your First Plan
          </Button>
        </Card>
      )}

      <CreatePlanDialog open={createOpen} onOpenChange={setCreateOpen} onCreated={(plan) => setOpenPlanId(plan.id)} />
      <PlanDetailDialog planId={openPlanId} onClose={closeDetail} />
    </>
  );
}

function PlansSkeleton() {
  return (
    <LoadingRegion label="Loading your shared plans...">
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
        <Skeleton className="h-64 rounded-xl" />
        <Skeleton className="h-64 rounded-xl" />
        <Skeleton className="h-64 rounded-xl" />
      </div>
    </LoadingRegion>
  );
}
