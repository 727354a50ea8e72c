import type { Metadata } from "next";
import { NegotiationsScreen } from "../negotiations/_components/negotiations-screen";

export const metadata: Metadata = { title: "Negotiation Center" };

// docs/product-rules.md "Screens and routes": links made to /negotiate still work, so that address serves the
// same Negotiation Center as /negotiations (one screen, two addresses).
export default function NegotiatePage() {
  return <NegotiationsScreen />;
}
