import type { Metadata } from "next";
import { NegotiationsScreen } from "./_components/negotiations-screen";

export const metadata: Metadata = { title: "Negotiation Center" };

// SPEC 2 'Negotiation Center': the user's letters, the templates and the tips.
export default function NegotiationsPage() {
  return <NegotiationsScreen />;
}
