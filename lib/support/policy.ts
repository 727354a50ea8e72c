import { getPlan } from "@/lib/billing/plans";

// Client-safe, so the form shows the same words the server sends. The product promises an order, never a response
// time.

export const SUPPORT_RESPONSE = {
  priority: "Priority support: your request is marked priority, and we answer priority requests first.",
  standard: "We answer requests in the order we receive them.",
} as const;

export function supportResponseText(planId: string | null | undefined): string {
  return getPlan(planId).flags.prioritySupport ? SUPPORT_RESPONSE.priority : SUPPORT_RESPONSE.standard;
}

/** The plan first, so the team's inbox sorts by it. */
export function supportSubject(planId: string | null | undefined, subject: string): string {
  const plan = getPlan(planId);
  return `[${plan.name}${plan.flags.prioritySupport ? " priority" : ""}] ${subject}`;
}

export interface SupportRequestDto {
  priority: boolean;
  responseText: string;
  copySent: boolean;
  /** The account's address is not verified yet (the request was delivered). */
  copyWithheld: boolean;
}
