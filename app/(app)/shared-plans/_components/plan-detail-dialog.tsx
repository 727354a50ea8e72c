"use client";

import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { CalendarDays, HandCoins, RotateCw, UserPlus } from "lucide-react";

import type { SharedPlanDetailDto } from "@/lib/shared-plans/types";
import { ApiError, errorMessage } from "@/lib/client/api-client";
import { cn } from "@/lib/utils";
import { queryKeys } from "@/lib/query-keys";
import { Button } from "@/components/ui/button";
import { DialogLayout, DialogShell, useLastShown } from "@/components/dialogs/dialog-shell";
import { Skeleton } from "@/components/ui/skeleton";
import { ContributeDialog } from "./contribute-dialog";
import { ContributionsList } from "./contributions-list";
import { InviteMemberDialog } from "./invite-member-dialog";
import { MemberList } from "./member-list";
import { PlanProgress } from "./plan-progress";
import { formatDay } from "@/lib/format";

// The plan-detail dialog with progress, members and contributions (first 5 shown), from which the
// invite (owner only) and contribute dialogs open on top of it.
export function PlanDetailDialog({ planId, onClose }: { planId: string | null; onClose: () => void }) {
  // The last plan shown stays rendered while the dialog animates closed, instead of collapsing to nothing.
  const current = useLastShown(planId);

  return (
    <DialogShell
      open={planId !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      className="sm:max-w-2xl"
    >
      {current ? <PlanDetail key={current} planId={current} onClose={onClose} /> : null}
    </DialogShell>
  );
}

function PlanDetail({ planId, onClose }: { planId: string; onClose: () => void }) {
  const {
    data: plan,
    isPending,
    isError,
    error,
    refetch,
    isRefetching,
  } = useQuery<SharedPlanDetailDto>({ queryKey: queryKeys.sharedPlan(planId) });
  const [inviteOpen, setInviteOpen] = useState(false);
  const [contributeOpen, setContributeOpen] = useState(false);

  if (isPending) {
    return (
      <DialogLayout
        title="Loading plan..."
        description="The plan's progress, members and contributions are loading."
        descriptionProps={{ className: "sr-only" }}
      >
        <div className="space-y-4" aria-hidden="true">
          <Skeleton className="h-16" />
          <Skeleton className="h-32" />
          <Skeleton className="h-32" />
        </div>
      </DialogLayout>
    );
  }

  if (isError) {
    const gone = error instanceof ApiError && error.status === 404;
    return (
      <DialogLayout
        title={gone ? "Plan not available" : "We couldn't load this plan"}
        description={
          gone
            ? "This plan does not exist or you are not one of its members. If you were invited, accept the invitation from your e-mail first."
            : errorMessage(error)
        }
        descriptionProps={{ role: "alert" }}
        footer={
          <>
            {gone ? null : (
              <Button type="button" variant="outline" onClick={() => void refetch()} disabled={isRefetching}>
                <RotateCw aria-hidden="true" className={cn(isRefetching && "animate-spin")} />
                Try again
              </Button>
            )}
            <Button type="button" onClick={onClose}>
              Close
            </Button>
          </>
        }
      />
    );
  }

  const summary = { id: plan.id, title: plan.title };
  return (
    <DialogLayout
      title={plan.title}
      titleClassName="pr-6 break-words"
      description={
        plan.description ??
        (plan.role === "owner" ? "Your shared plan." : `Shared by ${plan.ownerFirstName ?? "a friend"}.`)
      }
      descriptionProps={{ className: "break-words" }}
    >
      <section aria-label="Progress" className="space-y-3 rounded-lg border bg-muted/30 p-4">
        <PlanProgress total={plan.totalContributions} goal={plan.goalAmount} percent={plan.progressPercent} />
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <CalendarDays aria-hidden="true" className="size-4" />
          Target date: <span className="font-medium text-foreground">{formatDay(plan.targetDate)}</span>
        </p>
      </section>

      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="button" onClick={() => setContributeOpen(true)}>
          <HandCoins aria-hidden="true" />
          Add Contribution
        </Button>
        {plan.canInvite ? (
          <Button type="button" variant="outline" onClick={() => setInviteOpen(true)}>
            <UserPlus aria-hidden="true" />
            Invite Member
          </Button>
        ) : null}
      </div>

      <MemberList members={plan.members} />
      <ContributionsList plan={plan} />

      {plan.canInvite ? <InviteMemberDialog plan={summary} open={inviteOpen} onOpenChange={setInviteOpen} /> : null}
      <ContributeDialog plan={summary} open={contributeOpen} onOpenChange={setContributeOpen} />
    </DialogLayout>
  );
}
