import { getPlan } from "@/lib/billing/plans";

// What the support page, the confirmation and the team's mail say about answering. Client-safe (no server code):
// the form shows the same words the server sends. Modest on purpose: the product promises an order (Pro's
// "Priority support" row: Pro requests are marked priority and answered first), never a response time.

export const SUPPORT_RESPONSE = {
  priority: "Priority support: your request is marked priority, and we answer priority requests first.",
  standard: "We answer requests in the order we receive them.",
} as const;

export function supportResponseText(planId: string | null | undefined): string {
  return getPlan(planId).flags.prioritySupport ? SUPPORT_RESPONSE.priority : SUPPORT_RESPONSE.standard;
}

/** The team's mail subject: the plan first ("[Pro priority] ...", "[Basic] ...", "[Free] ..."), so it sorts. */
export function supportSubject(planId: string | null | undefined, subject: string): string {
  const plan = getPlan(planId);
  return `[${plan.name}${plan.flags.prioritySupport ? " priority" : ""}] ${subject}`;
}

/** POST /api/support's answer; the form reads the same declaration. */
export interface SupportRequestDto {
  priority: boolean;
  /** How the request will be answered, as the page and the copy say it. */
  responseText: string;
  /** Whether the user's copy went out (the request itself was delivered either way). */
  copySent: boolean;
  /** No copy was sent because the account's address is not verified yet (the request was delivered). */
  copyWithheld: boolean;
}
