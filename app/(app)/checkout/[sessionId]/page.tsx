import type { Metadata } from "next";
import { LocalCheckout } from "./_components/local-checkout";

export const metadata: Metadata = { title: "Test checkout" };

// The local checkout (docs/product-rules.md "Subscribing"): where create-checkout-session sends the browser when
// Stripe is not configured. Confirming applies the plan through the same code path as Stripe's webhook; no card is
// involved.
export default async function CheckoutPage({ params }: { params: Promise<{ sessionId: string }> }) {
  const { sessionId } = await params;
  return <LocalCheckout sessionId={sessionId} />;
}
