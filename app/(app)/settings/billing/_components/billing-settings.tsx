"use client";

import Link from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowRight, CalendarClock, CreditCard, ExternalLink, FlaskConical, TriangleAlert } from "lucide-react";

import { MAX_DEBTS_PER_USER, PLANS_BY_ID, formatPlanPrice, getPlan, type PlanId } from "@/lib/billing/plans";
import { apiJson } from "@/lib/client/api-client";
import { queryKeys } from "@/lib/query-keys";
import { isGoodStanding, subscriptionStatusLabel, type BillingStatus } from "@/components/billing/billing-client";
import { billingFailureToast, useBillingPortal } from "@/components/billing/billing-requests";
import { toast } from "@/components/hooks/use-toast";
import { LoadErrorNotice } from "@/components/feedback/load-error-notice";
import { lazyDialog } from "@/components/ui/lazy-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { formatInstantLongDay } from "@/lib/format";

// Radix AlertDialog comes with the cancel dialog when the reader reaches for its button, not with the page.
const CancelSubscriptionDialog = lazyDialog(() =>
  import("./cancel-subscription-dialog").then((m) => m.CancelSubscriptionDialog),
);

/** Which date matters, and how to say it. */
function periodLine(status: BillingStatus): { label: string; date: string } | null {
  if (!status.currentPeriodEnd || status.plan === "free") return null;
  const date = formatInstantLongDay(status.currentPeriodEnd);
  if (status.cancelAtPeriodEnd) return { label: "Ends on", date };
  if (status.status === "trialing") return { label: "Trial ends on", date };
  return { label: "Renews on", date };
}

export function BillingSettings({ fallback }: { fallback: { plan: PlanId; status: string | null } }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  // Re-read on every visit: the plan may have changed in Stripe's portal or another tab.
  const query = useQuery<BillingStatus>({ queryKey: queryKeys.billingStatus, staleTime: 0 });

  const portal = useBillingPortal();

  const cancel = useMutation({
    mutationFn: () => apiJson<unknown>("POST", "/api/billing/local/cancel"),
    onSuccess: async () => {
      toast({ title: "Subscription canceled", description: "You are now on the Free plan." });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.billingStatus }),
        queryClient.invalidateQueries({ queryKey: queryKeys.user }),
      ]);
      router.refresh();
    },
    onError: (error) => billingFailureToast(error, "Failed to cancel the subscription"),
  });

  if (query.isError) {
    return (
      <LoadErrorNotice
        what="your billing details"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }

  const status = query.data;
  const plan = getPlan(status?.plan ?? fallback.plan);
  const statusWord = status ? status.status : fallback.status;
  const isPaid = plan.id !== "free";
  const period = status ? periodLine(status) : null;
  const isLocal = status?.provider === "local";

  return (
    <div className="space-y-6">
      <Card role="region" aria-labelledby="billing-plan-heading" data-testid="billing-plan">
        <CardHeader className="gap-3 sm:flex sm:flex-row sm:items-start sm:justify-between">
          <div>
            <h2 id="billing-plan-heading" className="text-sm font-medium text-muted-foreground">
              Current plan
            </h2>
            <p className="mt-1 flex flex-wrap items-center gap-2">
              <span className="text-2xl font-semibold" data-testid="billing-plan-name">
                {plan.name}
              </span>
              <Badge variant={isGoodStanding(statusWord) ? "success" : "outline"}>
                {subscriptionStatusLabel(statusWord)}
              </Badge>
              {isLocal && (
                <Badge variant="outline" className="border-amber-400 text-amber-900 dark:text-amber-100">
                  <FlaskConical aria-hidden="true" />
                  Test billing
                </Badge>
              )}
            </p>
          </div>
          <p className="text-right text-sm text-muted-foreground sm:pt-6">
            <span className="text-lg font-semibold text-foreground">{formatPlanPrice(plan)}</span>{" "}
            {isPaid ? "per month" : "forever"}
          </p>
        </CardHeader>

        <CardContent className="space-y-4">
          {query.isPending ? (
            <div className="space-y-2" aria-hidden="true">
              <Skeleton className="h-4 w-56" />
              <Skeleton className="h-4 w-40" />
            </div>
          ) : (
            <dl className="grid gap-4 text-sm sm:grid-cols-2">
              <div>
                <dt className="text-xs text-muted-foreground">Payments</dt>
                <dd className="mt-1 flex items-center gap-2">
                  {isLocal ? (
                    <>
                      <FlaskConical aria-hidden="true" className="size-4 text-muted-foreground" />
                      Test checkout — no card is charged
                    </>
                  ) : isPaid ? (
                    <>
                      <CreditCard aria-hidden="true" className="size-4 text-muted-foreground" />
                      Card on file with Stripe
                    </>
                  ) : (
                    "None — the Free plan costs nothing"
                  )}
                </dd>
              </div>
              {period && (
                <div>
                  <dt className="text-xs text-muted-foreground">{period.label}</dt>
                  <dd className="mt-1 flex items-center gap-2" data-testid="billing-period-end">
                    <CalendarClock aria-hidden="true" className="size-4 text-muted-foreground" />
                    {period.date}
                  </dd>
                </div>
              )}
            </dl>
          )}

          {status?.cancelAtPeriodEnd && isPaid && (
            <p
              role="note"
              className="flex items-start gap-2 rounded-lg border border-notice-border bg-notice p-3 text-sm text-notice-foreground"
            >
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                Your subscription is canceled and will not renew.
                {period
                  ? ` You keep ${plan.name} until ${period.date}, then move to the Free plan.`
                  : " You will then move to the Free plan."}
              </span>
            </p>
          )}
          {status && isPaid && (status.status === "past_due" || status.status === "unpaid") && (
            <p
              role="alert"
              className="flex items-start gap-2 rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-sm"
            >
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
              Your last payment did not go through. Update your card in Manage billing to keep your plan.
            </p>
          )}
          {!isPaid && (
            <p className="text-sm text-muted-foreground">
              The Free plan tracks {PLANS_BY_ID.free.debtLimit} debt. Basic tracks up to {MAX_DEBTS_PER_USER} debts and
              adds email reminders and goal setting for {formatPlanPrice(PLANS_BY_ID.basic)} a month.
            </p>
          )}
        </CardContent>

        <CardFooter className="flex flex-col-reverse gap-3 border-t pt-6 sm:flex-row sm:justify-between">
          <Button asChild variant={isPaid ? "outline" : "default"}>
            <Link href="/subscribe">
              {isPaid ? "Change plan" : "Upgrade"}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          {status && !isLocal && status.canManageBilling && (
            <Button type="button" onClick={() => portal.mutate()} disabled={portal.isPending}>
              {portal.isPending ? <Spinner label="" aria-hidden="true" /> : <ExternalLink aria-hidden="true" />}
              {portal.isPending ? "Opening..." : "Manage billing"}
            </Button>
          )}
          {isPaid && isLocal && !status?.cancelAtPeriodEnd && (
            <CancelSubscriptionButton
              planName={plan.name}
              isTrial={statusWord === "trialing"}
              isPending={cancel.isPending}
              onConfirm={() => cancel.mutate()}
            />
          )}
        </CardFooter>
      </Card>
    </div>
  );
}

function CancelSubscriptionButton({
  planName,
  isTrial,
  isPending,
  onConfirm,
}: {
  planName: string;
  isTrial: boolean;
  isPending: boolean;
  onConfirm: () => void;
}) {
  return (
    <CancelSubscriptionDialog
      trigger={
        <Button
          type="button"
          variant="outline"
          className="text-destructive hover:text-destructive"
          disabled={isPending}
        >
          {isPending && <Spinner label="" aria-hidden="true" />}
          {isPending ? "Canceling..." : "Cancel subscription"}
        </Button>
      }
      planName={planName}
      isTrial={isTrial}
      onConfirm={onConfirm}
    />
  );
}
