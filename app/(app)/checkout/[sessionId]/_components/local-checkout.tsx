"use client";

import Link from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Check, CircleCheck, FlaskConical, SearchX, TimerOff, TriangleAlert, type LucideIcon } from "lucide-react";

import { includedFeatureLines } from "@/lib/billing/comparison";
import { getPlan } from "@/lib/billing/plans";
import { ApiError, apiJson, errorMessage, isUnauthorizedError } from "@/lib/client/api-client";
import { queryKeys } from "@/lib/query-keys";
import { handleLoggedOut, trialContinuesText, type LocalCheckoutSession } from "@/components/billing/billing-client";
import { toast } from "@/components/hooks/use-toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "@/components/ui/card";
import { Separator } from "@/components/ui/separator";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { formatInstantLongDay } from "@/lib/format";

// The local test checkout: plan, price, trial and what the plan gives, with 'Confirm subscription' and 'Cancel'.
// A session belongs to one user and completes once; an unknown id (or another user's) answers 404, a completed
// one 409, and both are explained here instead of showing an error.

function statusOf(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}

export function LocalCheckout({ sessionId }: { sessionId: string }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const queryKey = queryKeys.localCheckout(sessionId);
  const session = useQuery<LocalCheckoutSession>({ queryKey });
  // Set when the confirmation succeeded and the browser is on its way to /success.
  const [isLeaving, setIsLeaving] = useState(false);

  const complete = useMutation({
    mutationFn: () => apiJson<{ plan: string; status: string }>("POST", `${queryKey.join("/")}/complete`),
    onSuccess: async () => {
      setIsLeaving(true);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.user }),
        queryClient.invalidateQueries({ queryKey: queryKeys.billingStatus }),
        // Coming back here later must show 'already complete', not a stale open checkout.
        queryClient.invalidateQueries({ queryKey, refetchType: "none" }),
      ]);
      router.push(`/success?session_id=${encodeURIComponent(sessionId)}`);
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) {
        handleLoggedOut();
        return;
      }
      const status = statusOf(error);
      if (status === 409 || status === 404) {
        // Completed meanwhile (another tab) or gone: show the page's explanation for that state.
        void session.refetch();
        if (status === 409) {
          toast({ title: "Already confirmed", description: "This checkout has already been completed." });
          return;
        }
      }
      toast({
        title: "Error",
        description: errorMessage(error) || "Failed to confirm the subscription",
        variant: "destructive",
      });
    },
  });

  if (session.isPending) return <CheckoutSkeleton />;

  if (session.isError) {
    const status = statusOf(session.error);
    if (status === 404) {
      return (
        <CheckoutMessage
          icon={SearchX}
          title="Checkout not found"
          body="This checkout link does not exist or belongs to another account. Choose a plan to start a new one."
          primary={{ href: "/subscribe", label: "Choose a plan" }}
          secondary={{ href: "/", label: "Go to Dashboard" }}
        />
      );
    }
    if (status === 409) return <AlreadyCompleted />;
    return (
      <CheckoutMessage
        icon={TriangleAlert}
        title="We couldn't load this checkout"
        body={errorMessage(session.error)}
        primary={{ href: "/subscribe", label: "Back to plans" }}
        onRetry={() => void session.refetch()}
      />
    );
  }

  const data = session.data;
  if (data.status === "completed" && !isLeaving) return <AlreadyCompleted planName={data.planName} />;
  if (data.status === "expired") {
    return (
      <CheckoutMessage
        icon={TimerOff}
        title="This checkout has expired"
        body="Checkout links are valid for a limited time. Choose your plan again to start a new one."
        primary={{ href: "/subscribe", label: "Choose a plan" }}
        secondary={{ href: "/", label: "Go to Dashboard" }}
      />
    );
  }

  // Every feature of the plan from the one plan table, not the pricing card's shorthand (docs/product-rules.md
  // "Subscribing").
  const includedFeatures = includedFeatureLines(getPlan(data.plan));
  const isWorking = complete.isPending || isLeaving;

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <TestCheckoutBanner />

      <Card>
        <CardHeader>
          <p className="text-sm font-medium text-muted-foreground">DebtWise subscription</p>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            Subscribe to <span data-testid="checkout-plan-name">{data.planName}</span>
          </h1>
        </CardHeader>
        <CardContent className="space-y-6">
          <dl className="grid gap-4 sm:grid-cols-2">
            <div className="rounded-lg border bg-muted/30 p-4">
              <dt className="text-xs text-muted-foreground">Price</dt>
              <dd className="mt-1 flex items-baseline gap-1">
                <span className="text-3xl font-bold tracking-tight" data-testid="checkout-price">
                  ${data.priceMonthlyUsd}
                </span>
                <span className="text-sm text-muted-foreground">/month</span>
              </dd>
            </div>
            <div className="rounded-lg border bg-muted/30 p-4">
              <dt className="text-xs text-muted-foreground">Free trial</dt>
              <TrialTerms session={data} />
            </div>
          </dl>

          <div>
            <h2 id="checkout-features" className="text-sm font-semibold">
              What you get
            </h2>
            <ul className="mt-3 grid gap-2 text-sm sm:grid-cols-2" aria-labelledby="checkout-features">
              {includedFeatures.map((feature) => (
                <li key={feature} className="flex items-start gap-2">
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                  {feature}
                </li>
              ))}
            </ul>
          </div>

          <Separator />
          <p className="flex items-center justify-between text-sm">
            <span className="text-muted-foreground">Charged today</span>
            <span className="font-semibold tabular-nums">$0.00 (test checkout)</span>
          </p>
        </CardContent>
        <CardFooter className="flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button asChild variant="outline" className="w-full sm:w-auto" aria-disabled={isWorking}>
            <Link
              href="/cancel"
              tabIndex={isWorking ? -1 : undefined}
              className={isWorking ? "pointer-events-none opacity-50" : undefined}
            >
              Cancel
            </Link>
          </Button>
          <Button type="button" className="w-full sm:w-auto" disabled={isWorking} onClick={() => complete.mutate()}>
            {isWorking ? (
              <>
                <Spinner label="" aria-hidden="true" />
                Processing...
              </>
            ) : (
              "Confirm subscription"
            )}
          </Button>
        </CardFooter>
      </Card>
      <p className="text-center text-xs text-muted-foreground">
        Confirming applies the plan to your account the same way a real payment does. You can cancel anytime from{" "}
        <Link href="/settings/billing" className="underline underline-offset-4 hover:text-foreground">
          Billing
        </Link>
        .
      </p>
    </div>
  );
}

/** The trial this confirmation really gives, as the server computed it for this account. */
function TrialTerms({ session }: { session: LocalCheckoutSession }) {
  const price = `$${session.priceMonthlyUsd} per month`;
  const ends = session.trialEndsAt ? formatInstantLongDay(session.trialEndsAt) : null;
  const [headline, detail] =
    session.trial === "new" && ends
      ? [`${session.trialDays} days`, `Trial ends ${ends}. Then ${price}.`]
      : session.trial === "continues" && session.trialEndsAt
        ? [`Continues until ${ends}`, trialContinuesText(session.planName, session.trialEndsAt)]
        : session.trial === "used"
          ? ["None", `You have already had your free trial (one per account). Billed ${price} from today.`]
          : ["None", `Billed ${price} from today.`];
  return (
    <>
      <dd className="mt-1 text-lg font-semibold" data-testid="checkout-trial">
        {headline}
      </dd>
      <dd className="mt-0.5 text-xs text-muted-foreground" data-testid="checkout-trial-detail">
        {detail}
      </dd>
    </>
  );
}

function TestCheckoutBanner() {
  return (
    <div
      role="note"
      aria-label="Test checkout"
      className="flex gap-3 rounded-xl border border-notice-border bg-notice p-4 text-notice-foreground"
    >
      <FlaskConical aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">
          Test checkout — no card is charged
          <Badge variant="outline" className="ml-2 border-amber-500/60 align-middle text-inherit">
            Test mode
          </Badge>
        </p>
        <p className="mt-1 text-sm opacity-90">
          Stripe is not configured on this server, so DebtWise uses its built-in test checkout. No payment details are
          collected.
        </p>
      </div>
    </div>
  );
}

function AlreadyCompleted({ planName }: { planName?: string }) {
  return (
    <CheckoutMessage
      icon={CircleCheck}
      title="This checkout is already complete"
      body={
        planName
          ? `Your ${planName} plan has already been applied to your account. There is nothing more to do here.`
          : "This checkout has already been confirmed. There is nothing more to do here."
      }
      primary={{ href: "/", label: "Go to Dashboard" }}
      secondary={{ href: "/settings/billing", label: "View billing" }}
    />
  );
}

function CheckoutMessage({
  icon: Icon,
  title,
  body,
  primary,
  secondary,
  onRetry,
}: {
  icon: LucideIcon;
  title: string;
  body: string;
  primary: { href: string; label: string };
  secondary?: { href: string; label: string };
  onRetry?: () => void;
}) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center rounded-2xl border bg-card px-6 py-12 text-center shadow-sm">
      <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h1 className="mt-4 text-xl font-semibold">{title}</h1>
      <p className="mt-2 max-w-sm text-sm text-muted-foreground">{body}</p>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row">
        {onRetry && (
          <Button type="button" variant="outline" onClick={onRetry}>
            Try again
          </Button>
        )}
        <Button asChild>
          <Link href={primary.href}>{primary.label}</Link>
        </Button>
        {secondary && (
          <Button asChild variant="outline">
            <Link href={secondary.href}>{secondary.label}</Link>
          </Button>
        )}
      </div>
    </div>
  );
}

function CheckoutSkeleton() {
  return (
    <div className="mx-auto max-w-2xl space-y-6" aria-busy="true">
      <p role="status" className="sr-only">
        Loading checkout...
      </p>
      <Skeleton className="h-20 w-full rounded-xl" />
      <div className="space-y-6 rounded-xl border bg-card p-6 shadow-sm">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-8 w-64" />
        <div className="grid gap-4 sm:grid-cols-2">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
        <div className="grid gap-2 sm:grid-cols-2">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-4 w-44" />
          ))}
        </div>
        <div className="flex justify-end gap-3">
          <Skeleton className="h-9 w-24" />
          <Skeleton className="h-9 w-44" />
        </div>
      </div>
    </div>
  );
}
