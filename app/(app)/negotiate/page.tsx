import type { Metadata } from "next";
import { NegotiationsScreen } from "../negotiations/_components/negotiations-screen";

export const metadata: Metadata = { title: "Negotiation Center" };

// SPEC 2 'Routes': the dashboard's feature grid of the original links to /negotiate, so that address serves the
// same Negotiation Center as /negotiations (one screen, two addresses).
export default function NegotiatePage() {
  return <NegotiationsScreen />;
}
