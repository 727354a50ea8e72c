"use client";

import { useEffect, useRef, useState } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";

import { PLANS, getPlan, type PaidPlanId } from "@/lib/billing/plans";
import { apiJson, getQueryFn } from "@/lib/client/api-client";
import { queryKeys } from "@/lib/query-keys";
import {
  handleNotSignedIn,
  navigateToUrl,
  type BillingStatus,
  type BillingUser,
  type EmbeddedSubscription,
} from "@/components/billing/billing-client";
import { billingFailureToast, useBillingPortal } from "@/components/billing/billing-requests";
import { toast } from "@/components/hooks/use-toast";
import { CurrentPlanCard } from "./current-plan-card";
import { PlanCard } from "./plan-card";
import { afterHydration, dialogOnFirstOpen } from "@/components/ui/after-hydration";
import { Skeleton } from "@/components/ui/skeleton";

// The card payment form (Stripe Elements) shows only once a plan is chosen with Stripe configured: its module loads
// after the page, not with it.
const EmbeddedCheckout = afterHydration(
  () => import("./embedded-checkout").then((m) => m.EmbeddedCheckout),
  () => <Skeleton className="mx-auto h-96 w-full max-w-lg rounded-xl" />,
);

// Radix AlertDialog loads the first time a switch during a trial is asked about.
const SwitchPlanDialog = dialogOnFirstOpen(() => import("./switch-plan-dialog").then((m) => m.SwitchPlanDialog));

// The interactive part of /subscribe (docs/product-rules.md "Subscribing"). The hosted checkout
// (Stripe's page, or the local test checkout when Stripe is not configured) is the primary flow: every plan's
// button creates a checkout session and the browser follows its url. When Stripe's publishable key is set, the
// embedded card form is offered beside it as 'Pay here instead'. With Stripe, a plan change during a trial is
// made on the spot (no checkout page to read first), so it is confirmed here, saying that the trial continues.

const PUBLISHABLE_KEY = process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY ?? "";

interface EmbeddedState {
  plan: PaidPlanId;
  subscription: EmbeddedSubscription;
}

export function SubscribeView({
  initialUser,
  initialStatus,
  isStripe,
}: {
  initialUser: BillingUser;
  initialStatus: BillingStatus;
  isStripe: boolean;
}) {
  // The server's user paints the page at once; staleTime 0 re-asks on arrival, so a session that ended since
  // (another tab logged out) is noticed here rather than at the first click.
  const userQuery = useQuery<BillingUser | null>({
    queryKey: queryKeys.user,
    queryFn: getQueryFn<BillingUser | null>({ on401: "returnNull" }),
    initialData: initialUser,
    initialDataUpdatedAt: 0,
    staleTime: 0,
  });
  const user = userQuery.data ?? initialUser;
  const currentPlan = getPlan(user.subscriptionPlan);
  const statusQuery = useQuery<BillingStatus>({
    queryKey: queryKeys.billingStatus,
    initialData: initialStatus,
    initialDataUpdatedAt: 0,
    staleTime: 0,
  });
  const billing = statusQuery.data ?? initialStatus;
  const trialEndsAt = billing.plan !== "free" && billing.status === "trialing" ? billing.currentPeriodEnd : null;
  // Stripe only: the plan change during a trial waiting for the user's yes.
  const [confirmSwitch, setConfirmSwitch] = useState<PaidPlanId | null>(null);

  const notifiedRef = useRef(false);
  useEffect(() => {
    if (userQuery.data === null && !notifiedRef.current) {
      notifiedRef.current = true;
      handleNotSignedIn();
    }
  }, [userQuery.data]);

  // Set once the browser is leaving for the checkout page, so the button keeps reading 'Processing...'.
  const [leavingFor, setLeavingFor] = useState<PaidPlanId | null>(null);
  const [embedded, setEmbedded] = useState<EmbeddedState | null>(null);
  const plansHeadingRef = useRef<HTMLHeadingElement>(null);

  // Coming back with the browser's Back button may restore this page from the back/forward cache, frozen
  // mid-'Processing...': start over.
  useEffect(() => {
    function onPageShow(event: PageTransitionEvent) {
      if (event.persisted) setLeavingFor(null);
    }
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, []);

  const checkout = useMutation({
    mutationFn: (plan: PaidPlanId) =>
      apiJson<{ url?: string | null } | null>("POST", "/api/billing/create-checkout-session", { plan }),
    onSuccess: (data, plan) => {
      if (!data?.url) {
        toast({ title: "Error", description: "Failed to create checkout session", variant: "destructive" });
        return;
      }
      setLeavingFor(plan);
      navigateToUrl(data.url);
    },
    onError: (error) => billingFailureToast(error, "Failed to create subscription"),
  });

  const prepareEmbedded = useMutation({
    mutationFn: (plan: PaidPlanId) =>
      apiJson<EmbeddedSubscription | null>("POST", "/api/billing/create-subscription", { plan }),
    onSuccess: (subscription, plan) => {
      if (!subscription?.clientSecret) {
        toast({ title: "Error", description: "Failed to create subscription", variant: "destructive" });
        return;
      }
      setEmbedded({ plan, subscription });
    },
    onError: (error) => billingFailureToast(error, "Failed to create subscription"),
  });

  const portal = useBillingPortal();

  const processingPlan = checkout.isPending ? checkout.variables : leavingFor;
  const isBusy = checkout.isPending || leavingFor !== null || prepareEmbedded.isPending || portal.isPending;
  const canPayHere = isStripe && PUBLISHABLE_KEY !== "";

  if (embedded && canPayHere) {
    return (
      <EmbeddedCheckout
        plan={getPlan(embedded.plan)}
        subscription={embedded.subscription}
        publishableKey={PUBLISHABLE_KEY}
        onBack={() => {
          setEmbedded(null);
          // Let the plans render again before moving focus back to them.
          requestAnimationFrame(() => plansHeadingRef.current?.focus());
        }}
      />
    );
  }

  return (
    <div className="space-y-12">
      <CurrentPlanCard
        plan={currentPlan}
        status={user.subscriptionStatus}
        trialEndsAt={trialEndsAt}
        isManaging={portal.isPending}
        isBusy={isBusy}
        onManage={() => portal.mutate()}
      />

      <section aria-labelledby="plans-heading">
        <h2 id="plans-heading" ref={plansHeadingRef} tabIndex={-1} className="sr-only">
          Plans
        </h2>
        <ul className="mx-auto grid max-w-5xl gap-6 lg:grid-cols-3 lg:items-stretch">
          {PLANS.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              currentPlan={currentPlan}
              trialAvailable={billing.trialAvailable}
              trialEndsAt={trialEndsAt}
              isProcessing={processingPlan === plan.id}
              isPreparingEmbedded={prepareEmbedded.isPending && prepareEmbedded.variables === plan.id}
              isBusy={isBusy}
              canPayHere={canPayHere}
              onChoose={(id) => (isStripe && trialEndsAt ? setConfirmSwitch(id) : checkout.mutate(id))}
              onPayHere={(id) => prepareEmbedded.mutate(id)}
            />
          ))}
        </ul>
      </section>

      <SwitchPlanDialog
        open={confirmSwitch !== null}
        onOpenChange={(open) => !open && setConfirmSwitch(null)}
        toPlanName={confirmSwitch ? getPlan(confirmSwitch).name : ""}
        fromPlanName={currentPlan.name}
        trialEndsAt={trialEndsAt}
        onConfirm={() => {
          if (confirmSwitch) checkout.mutate(confirmSwitch);
          setConfirmSwitch(null);
        }}
      />
    </div>
  );
}
