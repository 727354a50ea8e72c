"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, Lock, TriangleAlert } from "lucide-react";
import type { Stripe, StripeElements } from "@stripe/stripe-js";

import { formatPlanPrice, type Plan } from "@/lib/billing/plans";
import { queryKeys } from "@/lib/query-keys";
import type { EmbeddedSubscription } from "@/components/billing/billing-client";
import { toast } from "@/components/hooks/use-toast";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";

// The card form for one plan (docs/product-rules.md "Subscribing"), built on Stripe's Payment Element with
// stripe-js directly. The submit button stays disabled until Stripe's script has loaded and the element is
// ready. A trial subscription hands back a SetupIntent secret (seti_...): the card is saved, not charged.

type LoadState = { kind: "loading" } | { kind: "ready" } | { kind: "failed"; message: string };

export function EmbeddedCheckout({
  plan,
  subscription,
  publishableKey,
  onBack,
}: {
  plan: Plan;
  subscription: EmbeddedSubscription;
  publishableKey: string;
  onBack: () => void;
}) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const mountRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stripeRef = useRef<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const [load, setLoad] = useState<LoadState>({ kind: "loading" });
  const [isSubmitting, setIsSubmitting] = useState(false);
  const { clientSecret } = subscription;

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => void) | undefined;
    (async () => {
      // The "pure" entry adds Stripe's script only now, not on every page that imports this module.
      const { loadStripe } = await import("@stripe/stripe-js/pure");
      const stripe = await loadStripe(publishableKey);
      if (cancelled || !mountRef.current) return;
      if (!stripe) throw new Error("Stripe could not be loaded.");
      const elements = stripe.elements({ clientSecret, appearance: { theme: "stripe" } });
      const element = elements.create("payment", { layout: "tabs" });
      element.on("ready", () => {
        if (!cancelled) setLoad({ kind: "ready" });
      });
      element.on("loaderror", (event) => {
        if (!cancelled)
          setLoad({ kind: "failed", message: event.error.message ?? "The payment form could not be loaded." });
      });
      element.mount(mountRef.current);
      stripeRef.current = { stripe, elements };
      destroy = () => element.destroy();
    })().catch((error: unknown) => {
      if (!cancelled) {
        setLoad({
          kind: "failed",
          message: error instanceof Error ? error.message : "The payment form could not be loaded.",
        });
      }
    });
    return () => {
      cancelled = true;
      stripeRef.current = null;
      destroy?.();
    };
  }, [clientSecret, publishableKey]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const loaded = stripeRef.current;
    if (!loaded || isSubmitting) return;
    setIsSubmitting(true);
    const confirmParams = { return_url: `${window.location.origin}/?subscribed=true` };
    try {
      const isSetup = subscription.intentType ? subscription.intentType === "setup" : clientSecret.startsWith("seti_");
      const result = isSetup
        ? await loaded.stripe.confirmSetup({ elements: loaded.elements, confirmParams, redirect: "if_required" })
        : await loaded.stripe.confirmPayment({ elements: loaded.elements, confirmParams, redirect: "if_required" });
      if (result.error) {
        toast({
          title: "Payment Failed",
          description: result.error.message ?? "Your payment could not be completed.",
          variant: "destructive",
        });
        setIsSubmitting(false);
        return;
      }
      toast({
        title: "Payment Successful",
        description: `You are now subscribed to the ${subscription.planName} plan!`,
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.user }),
        queryClient.invalidateQueries({ queryKey: queryKeys.billingStatus }),
      ]);
      router.push("/");
      router.refresh();
    } catch (error) {
      toast({
        title: "Payment Failed",
        description: error instanceof Error ? error.message : "Your payment could not be completed.",
        variant: "destructive",
      });
      setIsSubmitting(false);
    }
  }

  const price = formatPlanPrice(plan);
  const trialDays = subscription.trialDays ?? plan.trialDays;
  const canSubmit = load.kind === "ready" && !isSubmitting;

  return (
    <section aria-labelledby="complete-subscription-heading" className="mx-auto max-w-xl">
      <Button type="button" variant="ghost" size="sm" className="mb-4 -ml-2" onClick={onBack} disabled={isSubmitting}>
        <ArrowLeft aria-hidden="true" />
        Back to Plans
      </Button>
      <Card>
        <CardHeader>
          <h2
            id="complete-subscription-heading"
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-semibold outline-none"
          >
            Complete Your Subscription
          </h2>
          <CardDescription>
            {subscription.planName} plan — {price} per month
            {trialDays > 0 ? `, after a ${trialDays}-day free trial` : ""}. Cancel anytime.
          </CardDescription>
        </CardHeader>
        <form onSubmit={submit} aria-busy={isSubmitting} noValidate>
          <CardContent className="space-y-4">
            {load.kind === "loading" && (
              <div className="space-y-3" aria-hidden="true">
                <Skeleton className="h-10 w-full" />
                <div className="grid grid-cols-2 gap-3">
                  <Skeleton className="h-10" />
                  <Skeleton className="h-10" />
                </div>
              </div>
            )}
            {load.kind === "loading" && (
              <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
                <Spinner label="" aria-hidden="true" /> Loading the secure payment form...
              </p>
            )}
            {load.kind === "failed" && (
              <p
                role="alert"
                className="flex items-start gap-2 rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-sm"
              >
                <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
                {load.message} Go back and use the checkout button on the plan instead.
              </p>
            )}
            {/* Stripe renders its own iframe here; it must stay mounted while loading. */}
            <div ref={mountRef} data-testid="stripe-payment-element" />
          </CardContent>
          <CardFooter className="mt-6 flex-col items-stretch gap-3">
            <Button type="submit" size="lg" className="h-11 w-full text-base" disabled={!canSubmit}>
              {isSubmitting ? (
                <>
                  <Spinner label="" aria-hidden="true" />
                  Processing...
                </>
              ) : trialDays > 0 ? (
                `Start ${trialDays}-Day Free Trial`
              ) : (
                `Subscribe for ${price}/month`
              )}
            </Button>
            <p className="flex items-center justify-center gap-1.5 text-xs text-muted-foreground">
              <Lock aria-hidden="true" className="size-3" />
              Secure payments by Stripe. Your card details never touch our servers.
            </p>
          </CardFooter>
        </form>
      </Card>
    </section>
  );
}
