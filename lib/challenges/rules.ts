// The challenge rules in one place: what each built-in challenge measures, its percent, when it is complete and
// how many days are left. Pure (no I/O): the service, the activity hook and the screens all read these.
//
// Showing a target-less challenge's raw progress number as its percent would show a $250 debt
// payment as 250 % done. We measure target-less challenges by what they ask instead:
// - a money target (Save $1,000): dollars saved toward goals since joining, complete at the target;
// - spending challenges (No-Spend Week): no-spend days checked in, complete when every day of the challenge is;
// - other target-less challenges (Debt-Free Month): a commitment over time; progress is the dollars paid toward
//   debts since joining (what the leaderboard ranks), the percent is the share of the challenge's days gone by
//   once the first payment is logged, and it completes at the end date if any payment was logged in it.

import type { PlanFlags } from "@/lib/billing/plans";

export type ChallengeMeasure = "money" | "days" | "duration";

export interface ChallengeShape {
  challengeType: string;
  /** Dollars as cents; null when the challenge has no money target. */
  targetCents: number | null;
  /** Days. */
  duration: number;
}

export interface ParticipationShape {
  /** Money measure / duration measure: cents. Days measure: number of checked-in days. */
  progress: number;
  startDate: Date;
  endDate: Date;
}

const DAY_MS = 86_400_000;

export function measureOf(challenge: ChallengeShape): ChallengeMeasure {
  if (challenge.targetCents !== null) return "money";
  return challenge.challengeType === "spending" ? "days" : "duration";
}

/** Which activity moves a challenge of this type ("check_in" is the explicit no-spend day). */
export function activityKindFor(challengeType: string): "savings" | "debt_payment" | "check_in" | null {
  if (challengeType === "savings") return "savings";
  if (challengeType === "debt_reduction") return "debt_payment";
  if (challengeType === "spending") return "check_in";
  return null;
}

/**
 * The plan feature without which a challenge of this type cannot move (docs/product-rules.md "Challenges"): savings
 * challenges move only with goal contributions, which need goal setting. Null when every plan can move it.
 */
export function featureNeededFor(challengeType: string): keyof PlanFlags | null {
  return activityKindFor(challengeType) === "savings" ? "goalsAnalytics" : null;
}

/** Days to the end date rounded up, never below 0. */
export function daysLeft(endDate: Date, now: Date): number {
  return Math.max(0, Math.ceil((endDate.getTime() - now.getTime()) / DAY_MS));
}

/** 0..100, rounded down to a whole percent so 99.6 % never shows as done. */
export function progressPercent(challenge: ChallengeShape, p: ParticipationShape, now: Date): number {
  switch (measureOf(challenge)) {
    case "money":
      return clampPercent((p.progress / challenge.targetCents!) * 100);
    case "days":
      return clampPercent((p.progress / challenge.duration) * 100);
    case "duration": {
      if (p.progress <= 0) return 0;
      const span = p.endDate.getTime() - p.startDate.getTime();
      return clampPercent(((now.getTime() - p.startDate.getTime()) / span) * 100);
    }
  }
}

export function isComplete(challenge: ChallengeShape, p: ParticipationShape, now: Date): boolean {
  switch (measureOf(challenge)) {
    case "money":
      return p.progress >= challenge.targetCents!;
    case "days":
      return p.progress >= challenge.duration;
    case "duration":
      return p.progress > 0 && now.getTime() >= p.endDate.getTime();
  }
}

/** Activity counts while the participation runs: from joining up to and including its end. */
export function isRunning(p: Pick<ParticipationShape, "startDate" | "endDate">, at: Date): boolean {
  return at.getTime() >= p.startDate.getTime() && at.getTime() <= p.endDate.getTime();
}

export function endDateFor(startDate: Date, durationDays: number): Date {
  return new Date(startDate.getTime() + durationDays * DAY_MS);
}

function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.floor(value)));
}
