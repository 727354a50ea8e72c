// Measures (docs/product-rules.md "Challenges"): a target-less challenge's raw progress as its percent would show a
// $250 payment as 250 % done, so spending ones count checked-in days and the rest the share of days gone by.

import type { PlanFlags } from "@/lib/billing/plans";

export type ChallengeMeasure = "money" | "days" | "duration";

export interface ChallengeShape {
  challengeType: string;
  targetCents: number | null;
  duration: number;
}

export interface ParticipationShape {
  /** Cents, or checked-in days for the days measure. */
  progress: number;
  startDate: Date;
  endDate: Date;
}

const DAY_MS = 86_400_000;

export function measureOf(challenge: ChallengeShape): ChallengeMeasure {
  if (challenge.targetCents !== null) return "money";
  return challenge.challengeType === "spending" ? "days" : "duration";
}

export function activityKindFor(challengeType: string): "savings" | "debt_payment" | "check_in" | null {
  if (challengeType === "savings") return "savings";
  if (challengeType === "debt_reduction") return "debt_payment";
  if (challengeType === "spending") return "check_in";
  return null;
}

/** Savings challenges move only with goal contributions, which need goal setting. */
export function featureNeededFor(challengeType: string): keyof PlanFlags | null {
  return activityKindFor(challengeType) === "savings" ? "goalsAnalytics" : null;
}

export function daysLeft(endDate: Date, now: Date): number {
  return Math.max(0, Math.ceil((endDate.getTime() - now.getTime()) / DAY_MS));
}

/** Rounded down, so 99.6 % never shows as done. */
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
