import { formatCentsAsDollars } from "@/lib/format";
import { CHALLENGE_COMPLETED_XP, DEBT_CLOSED_XP, paymentXp, type BadgeDefinition } from "./rules";

// In one place because editing or undoing a payment (./reconcile.ts) rewrites exactly these rows.

export interface EventRow {
  type: "payment_logged" | "debt_closed" | "badge_earned" | "challenge_completed";
  description: string;
  xpGained: number;
}

export function paymentEvent(amountCents: number, debtName: string): EventRow {
  return {
    type: "payment_logged",
    description: `Logged a ${formatCentsAsDollars(amountCents)} payment to ${debtName}`,
    xpGained: paymentXp(amountCents),
  };
}

export function debtClosedEvent(debtName: string): EventRow {
  return { type: "debt_closed", description: `Paid off ${debtName}!`, xpGained: DEBT_CLOSED_XP };
}

export function badgeEvent(badge: Pick<BadgeDefinition, "label" | "xp">): EventRow {
  return { type: "badge_earned", description: `Earned the "${badge.label}" badge`, xpGained: badge.xp };
}

export function challengeCompletedEvent(title: string): EventRow {
  return {
    type: "challenge_completed",
    description: `Completed the "${title}" challenge`,
    xpGained: CHALLENGE_COMPLETED_XP,
  };
}
