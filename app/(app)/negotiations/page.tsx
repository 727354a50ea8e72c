import type { Metadata } from "next";
import { NegotiationsScreen } from "./_components/negotiations-screen";

export const metadata: Metadata = { title: "Negotiation Center" };

// docs/product-rules.md "Negotiation letters": the user's letters, the templates and the tips.
export default function NegotiationsPage() {
  return <NegotiationsScreen />;
}
