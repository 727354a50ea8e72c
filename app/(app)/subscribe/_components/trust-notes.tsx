import { BadgeDollarSign, CalendarX, FlaskConical, Lock, ShieldCheck, type LucideIcon } from "lucide-react";

import { BILLING_POLICY } from "@/lib/billing/plans";

// The pricing promises under the plans (docs/product-rules.md "Plans and limits"). The payment line tells
// the truth about where a card goes: Stripe when it is configured, nowhere at all on the local test checkout.

const CLAIM_ICONS: Record<(typeof BILLING_POLICY.claims)[number], LucideIcon> = {
  "Cancel anytime": CalendarX,
  "No setup fees": BadgeDollarSign,
  "30-day money-back guarantee": ShieldCheck,
};

const CLAIM_DETAILS: Record<(typeof BILLING_POLICY.claims)[number], string> = {
  "Cancel anytime": "Your plan stays active until the end of the period you paid for.",
  "No setup fees": "You pay the monthly price and nothing else.",
  "30-day money-back guarantee": `Not for you? Refunds are processed in ${BILLING_POLICY.refundProcessingBusinessDays} business days.`,
};

export function TrustNotes({ isStripe }: { isStripe: boolean }) {
  return (
    <section aria-labelledby="trust-heading" className="mx-auto max-w-4xl">
      <h2 id="trust-heading" className="sr-only">
        Our promises
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {BILLING_POLICY.claims.map((claim) => {
          const Icon = CLAIM_ICONS[claim];
          return (
            <li key={claim} className="flex gap-3 rounded-xl border bg-card p-4">
              <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <div>
                <p className="text-sm font-medium">{claim}</p>
                <p className="mt-1 text-xs text-muted-foreground">{CLAIM_DETAILS[claim]}</p>
              </div>
            </li>
          );
        })}
        {isStripe ? (
          <li className="flex gap-3 rounded-xl border bg-card p-4">
            <Lock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <div>
              <p className="text-sm font-medium">Secure payments by Stripe</p>
              <p className="mt-1 text-xs text-muted-foreground">
                Your card details go to Stripe, never to our servers.
              </p>
            </div>
          </li>
        ) : (
          <li className="flex gap-3 rounded-xl border border-notice-border bg-notice p-4">
            <FlaskConical aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700 dark:text-amber-300" />
            <div>
              <p className="text-sm font-medium">Test checkout — no card is charged</p>
              <p className="mt-1 text-xs text-muted-foreground">
                Payments are not configured on this server, so upgrades use a built-in test checkout.
              </p>
            </div>
          </li>
        )}
      </ul>
      <p className="mt-4 text-center text-xs text-muted-foreground">
        Prices in US dollars. We give {BILLING_POLICY.priceChangeNoticeDays} days&apos; notice before any price change.
      </p>
    </section>
  );
}
