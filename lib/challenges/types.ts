// Wire shapes of the community challenges (GET /api/challenges, /api/challenges/available, POST .../join,
// .../check-in, GET .../leaderboard) and the small pure helpers the server and the screen share. Client-safe.

import type { ChallengeMeasure } from "./rules";
import { formatCount } from "@/lib/format";

export type { ChallengeMeasure };

/** The built-in types: savings, debt_reduction, spending; any other value gets a default style. */
export type ChallengeType = "savings" | "debt_reduction" | "spending";

/** A built-in challenge as the Available Challenges tab shows it. */
export interface ChallengeDto {
  /** Stable slug: save-1000, debt-free-month, no-spend-week. */
  id: string;
  title: string;
  description: string;
  challengeType: string;
  /** Decimal string in dollars ("1000.00"); null when the challenge has no money target. */
  targetAmount: string | null;
  /** Days. */
  duration: number;
  /** What completing it awards, as delivered: "No-Spend Champion badge + 200 XP" (challengeRewardText). */
  reward: string;
  /** Real participants: one per participation, nothing seeded. */
  participants: number;
  isActive: boolean;
  /** The user's own window once joined; otherwise "if you joined now": now and now + duration. */
  startDate: string;
  endDate: string;
  daysLeft: number;
  joined: boolean;
  measure: ChallengeMeasure;
  /**
   * Set when the user's plan lacks what moves this challenge (Save $1,000 moves with goal contributions, Basic and
   * Pro): joining answers 403 plan_limit with `message`, and the card links to upgrading to `planName`. Null when
   * the plan can move it.
   */
  upgrade: { message: string; planName: string } | null;
}

/** One of the user's joined challenges (Your Challenges tab). */
export interface ParticipationDto {
  id: string;
  challengeId: string;
  /** Decimal string: dollars for the money and duration measures, the number of checked-in days for "days". */
  progress: string;
  /** 0..100, whole. */
  progressPercent: number;
  measure: ChallengeMeasure;
  isCompleted: boolean;
  daysLeft: number;
  joinedAt: string;
  /** Spending challenges only: a check-in exists for today (UTC); always false otherwise. */
  checkedInToday: boolean;
  challenge: {
    title: string;
    description: string;
    challengeType: string;
    targetAmount: string | null;
    /** The end of this user's participation (start = the moment they joined). */
    endDate: string;
    reward: string;
    duration: number;
  };
}

export interface LeaderboardEntryDto {
  /** The participation's id. */
  id: string;
  /** 1..n in ranking order (completed first, then progress, then who finished first, then who joined first). */
  rank: number;
  progress: string;
  progressPercent: number;
  isCompleted: boolean;
  /** The viewer's own row. */
  isYou: boolean;
  /** Never the e-mail or a full last name: see publicName. */
  user: { firstName: string; lastName: string };
}

export interface LeaderboardDto {
  challengeId: string;
  measure: ChallengeMeasure;
  /** The top entries, plus the viewer's own (with its real rank) when it falls outside them. */
  entries: LeaderboardEntryDto[];
  /** Participants ranked (the same real count the Available Challenges card shows). */
  totalParticipants: number;
}

export const JOIN_CONFLICT_MESSAGE = "You have already joined this challenge";
export const LEADERBOARD_FORBIDDEN_MESSAGE = "Join this challenge to see its leaderboard";
export const CHECK_IN_CONFLICT_MESSAGE = "You already checked in for this day";

/**
 * How another participant is shown on a leaderboard: first name (or "Anonymous") and only the initial of the
 * last name, "Hopper" -> "H.". Privacy: a leaderboard is seen by strangers.
 */
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

/** Rank colours: 1 yellow, 2 gray, 3 orange, the rest blue. */
export type RankTone = "yellow" | "gray" | "orange" | "blue";

export function rankTone(rank: number): RankTone {
  if (rank === 1) return "yellow";
  if (rank === 2) return "gray";
  if (rank === 3) return "orange";
  return "blue";
}

/** The card's participant line from the real count: "Be the first to join", "1 person joined", "12 people joined". */
export function participantsText(count: number): string {
  if (count <= 0) return "Be the first to join";
  return `${formatCount(count)} ${count === 1 ? "person" : "people"} joined`;
}

/** The type badge shows the type with underscores as spaces ("debt_reduction" -> "debt reduction"). */
export function challengeTypeLabel(challengeType: string): string {
  return challengeType.replace(/_/g, " ");
}
