// Wire shapes of the community challenges and the pure helpers the server and the screen share. Client-safe.

import type { ChallengeMeasure } from "./rules";
import { formatCount } from "@/lib/format";

export type { ChallengeMeasure };

/** Any other value gets a default style. */
export type ChallengeType = "savings" | "debt_reduction" | "spending";

export interface ChallengeDto {
  /** Stable slug: save-1000, debt-free-month, no-spend-week. */
  id: string;
  title: string;
  description: string;
  challengeType: string;
  targetAmount: string | null;
  duration: number;
  reward: string;
  /** Real participants: nothing seeded. */
  participants: number;
  isActive: boolean;
  /** The user's own window once joined; otherwise "if you joined now": now and now + duration. */
  startDate: string;
  endDate: string;
  daysLeft: number;
  joined: boolean;
  measure: ChallengeMeasure;
  /** Set when the user's plan lacks what moves this challenge: joining answers 403 plan_limit. */
  upgrade: { message: string; planName: string } | null;
}

export interface ParticipationDto {
  id: string;
  challengeId: string;
  /** Decimal string: dollars for the money and duration measures, the number of checked-in days for "days". */
  progress: string;
  progressPercent: number;
  measure: ChallengeMeasure;
  isCompleted: boolean;
  daysLeft: number;
  joinedAt: string;
  /** Spending challenges only; UTC day. */
  checkedInToday: boolean;
  challenge: {
    title: string;
    description: string;
    challengeType: string;
    targetAmount: string | null;
    endDate: string;
    reward: string;
    duration: number;
  };
}

export interface LeaderboardEntryDto {
  /** The participation's id. */
  id: string;
  /** Completed first, then progress, then who finished first, then who joined first. */
  rank: number;
  progress: string;
  progressPercent: number;
  isCompleted: boolean;
  isYou: boolean;
  /** Never the e-mail or a full last name: see publicName. */
  user: { firstName: string; lastName: string };
}

export interface LeaderboardDto {
  challengeId: string;
  measure: ChallengeMeasure;
  /** The top entries, plus the viewer's own (with its real rank) when it falls outside them. */
  entries: LeaderboardEntryDto[];
  totalParticipants: number;
}

export const JOIN_CONFLICT_MESSAGE = "You have already joined this challenge";
export const LEADERBOARD_FORBIDDEN_MESSAGE = "Join this challenge to see its leaderboard";
export const CHECK_IN_CONFLICT_MESSAGE = "You already checked in for this day";

/** Only the last name's initial: a leaderboard is seen by strangers. */
export function publicName(
  firstName: string | null | undefined,
  lastName: string | null | undefined,
): {
  firstName: string;
  lastName: string;
} {
  const first = firstName?.trim() || "Anonymous";
  // By code point, so a last name starting with an emoji or an astral letter is not cut in half.
  const initial = Array.from(lastName?.trim() ?? "")[0];
  return { firstName: first, lastName: initial ? `${initial.toUpperCase()}.` : "" };
}

export type RankTone = "yellow" | "gray" | "orange" | "blue";

export function rankTone(rank: number): RankTone {
  if (rank === 1) return "yellow";
  if (rank === 2) return "gray";
  if (rank === 3) return "orange";
  return "blue";
}

export function participantsText(count: number): string {
  if (count <= 0) return "Be the first to join";
  return `${formatCount(count)} ${count === 1 ? "person" : "people"} joined`;
}

export function challengeTypeLabel(challengeType: string): string {
  return challengeType.replace(/_/g, " ");
}
