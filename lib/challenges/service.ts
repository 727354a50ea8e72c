import "server-only";
import { clockNow } from "@/lib/clock";
import type { SessionUser } from "@/lib/auth/session";
import { hasFeature, planNeededFor, requireFeature, upgradeMessage } from "@/lib/billing/gates";
import { db } from "@/lib/db";
import { AppError, fieldError, notFound } from "@/lib/errors";
import type { Challenge, ChallengeParticipation } from "@/lib/generated/prisma/client";
import { userToday } from "@/lib/account/time-zone";
import { dateFromDay, dayFromDate } from "@/lib/dates";
import { challengeRewardText } from "@/lib/gamification/rules";
import { formatCents, parseMoneyToCents } from "@/lib/payoff/money";
import { challengeShape, completeParticipation } from "./activity";
import {
  daysLeft,
  endDateFor,
  featureNeededFor,
  isComplete,
  measureOf,
  progressPercent,
  type ChallengeMeasure,
  type ParticipationShape,
} from "./rules";
import {
  CHECK_IN_CONFLICT_MESSAGE,
  JOIN_CONFLICT_MESSAGE,
  LEADERBOARD_FORBIDDEN_MESSAGE,
  publicName,
  type ChallengeDto,
  type LeaderboardDto,
  type LeaderboardEntryDto,
  type ParticipationDto,
} from "./types";

// Community challenges (docs/product-rules.md "Challenges"). The duration measure completes by time alone, so reads
// settle it (settleByTime).

export const LEADERBOARD_SIZE = 50;

type ParticipationWithChallenge = ChallengeParticipation & { challenge: Challenge };

type PlanUser = Pick<SessionUser, "id" | "subscriptionPlan">;

export async function listAvailable(user: PlanUser): Promise<ChallengeDto[]> {
  const userId = user.id;
  const now = clockNow();
  const challenges = await db.challenge.findMany({
    where: { isActive: true },
    orderBy: [{ sortOrder: "asc" }, { id: "asc" }],
    include: {
      _count: { select: { participations: true } },
      participations: { where: { userId }, select: { startDate: true, endDate: true } },
    },
  });
  return challenges.map((c) => {
    const mine = c.participations[0];
    const startDate = mine?.startDate ?? now;
    const endDate = mine?.endDate ?? endDateFor(now, c.duration);
    return {
      id: c.id,
      title: c.title,
      description: c.description,
      challengeType: c.challengeType,
      targetAmount: c.targetAmount?.toFixed(2) ?? null,
      duration: c.duration,
      reward: challengeRewardText(c.badgeCode),
      participants: c._count.participations,
      isActive: c.isActive,
      startDate: startDate.toISOString(),
      endDate: endDate.toISOString(),
      daysLeft: daysLeft(endDate, now),
      joined: mine !== undefined,
      measure: measureOf(challengeShape(c)),
      upgrade: upgradeFor(user, c.challengeType),
    };
  });
}

export async function listMine(userId: string): Promise<ParticipationDto[]> {
  const now = clockNow();
  const today = dateFromDay(await userToday(userId, now));
  const participations = await db.challengeParticipation.findMany({
    where: { userId },
    orderBy: [{ joinedAt: "desc" }, { id: "desc" }],
    include: { challenge: true, checkIns: { where: { day: today }, select: { id: true } } },
  });
  const settled = await settleByTime(participations, now);
  return participations.map((p) =>
    toParticipationDto(p, now, { checkedInToday: p.checkIns.length > 0, completedNow: settled.has(p.id) }),
  );
}

export async function leaderboard(userId: string, challengeId: string): Promise<LeaderboardDto> {
  const challenge = await db.challenge.findUnique({ where: { id: challengeId } });
  if (!challenge) throw notFound("Challenge");
  const mine = await db.challengeParticipation.findUnique({ where: { userId_challengeId: { userId, challengeId } } });
  if (!mine) throw new AppError("forbidden", LEADERBOARD_FORBIDDEN_MESSAGE);

  const now = clockNow();
  const shape = challengeShape(challenge);
  const measure = measureOf(shape);
  if (measure === "duration") {
    const due = await db.challengeParticipation.findMany({
      where: { challengeId, isCompleted: false, endDate: { lte: now }, progress: { gt: 0 } },
      include: { challenge: true },
    });
    await settleByTime(due, now);
  }

  // One ranked pass in SQL so the viewer's real rank is known even outside the top rows.
  const rows = await db.$queryRaw<RankedRow[]>`
    WITH ranked AS (
      SELECT p."id", p."userId", p."progress"::text AS "progress", p."isCompleted", p."startDate", p."endDate",
             ROW_NUMBER() OVER (
               ORDER BY p."isCompleted" DESC, p."progress" DESC, p."completedAt" ASC NULLS LAST, p."joinedAt" ASC, p."id" ASC
             )::int AS "rank",
             COUNT(*) OVER ()::int AS "total"
      FROM "ChallengeParticipation" p
      WHERE p."challengeId" = ${challengeId}
    )
    SELECT r.*, u."firstName", u."lastName"
    FROM ranked r JOIN "User" u ON u."id" = r."userId"
    WHERE r."rank" <= ${LEADERBOARD_SIZE} OR r."userId" = ${userId}
    ORDER BY r."rank"`;

  return {
    challengeId,
    measure,
    entries: rows.map((r): LeaderboardEntryDto => {
      const progress = r.progress;
      return {
        id: r.id,
        rank: r.rank,
        progress: decimal(progress),
        progressPercent: progressPercent(shape, participationShape(measure, progress, r), now),
        isCompleted: r.isCompleted,
        isYou: r.userId === userId,
        user: publicName(r.firstName, r.lastName),
      };
    }),
    totalParticipants: rows[0]?.total ?? 0,
  };
}

function upgradeFor(user: PlanUser, challengeType: string): ChallengeDto["upgrade"] {
  const feature = featureNeededFor(challengeType);
  if (!feature || hasFeature(user, feature)) return null;
  return { message: upgradeMessage(feature), planName: planNeededFor(feature).name };
}

interface RankedRow {
  id: string;
  userId: string;
  progress: string;
  isCompleted: boolean;
  startDate: Date;
  endDate: Date;
  rank: number;
  total: number;
  firstName: string | null;
  lastName: string | null;
}

/** 403 plan_limit when the user's plan cannot move it: a challenge nobody on the plan could finish is not offered. */
export async function join(user: PlanUser, challengeId: string): Promise<ParticipationDto> {
  const userId = user.id;
  const now = clockNow();
  try {
    const participation = await db.$transaction(async (tx) => {
      const challenge = await tx.challenge.findUnique({ where: { id: challengeId } });
      if (!challenge?.isActive) throw notFound("Challenge");
      // The feature depends on the challenge, so the route cannot declare it (`requires`, lib/api.ts).
      const feature = featureNeededFor(challenge.challengeType);
      if (feature) requireFeature(user, feature);
      return tx.challengeParticipation.create({
        data: { userId, challengeId, joinedAt: now, startDate: now, endDate: endDateFor(now, challenge.duration) },
        include: { challenge: true },
      });
    });
    return toParticipationDto(participation, now, { checkedInToday: false });
  } catch (error) {
    // The unique (userId, challengeId) index, not a prior read, decides: two concurrent joins leave one row.
    if ((error as { code?: string }).code === "P2002") throw new AppError("conflict", JOIN_CONFLICT_MESSAGE);
    throw error;
  }
}

export async function checkIn(userId: string, challengeId: string, day?: string): Promise<ParticipationDto> {
  const now = clockNow();
  // docs/product-rules.md "The product's clock"
  const today = await userToday(userId, now);
  const challenge = await db.challenge.findUnique({ where: { id: challengeId } });
  if (!challenge) throw notFound("Challenge");
  if (challenge.challengeType !== "spending") {
    throw new AppError(
      "bad_request",
      "Only no-spend challenges take daily check-ins; this one moves with your activity.",
    );
  }
  const participation = await db.challengeParticipation.findUnique({
    where: { userId_challengeId: { userId, challengeId } },
  });
  if (!participation) throw new AppError("not_found", "You haven't joined this challenge");
  if (participation.isCompleted) throw new AppError("conflict", "You have already completed this challenge");

  const checkDay = day ?? today;
  if (checkDay > today) throw fieldError("day", "You can't check in for a day that hasn't happened yet.");
  const firstDay = utcDay(participation.startDate);
  // The window ends at endDate, exclusive: a 7-day challenge joined at noon runs over 8 calendar days, so
  // every one of its 7 full days can be checked in whatever the time of joining.
  const lastDay = utcDay(new Date(participation.endDate.getTime() - 1));
  // No filling in a finished week afterwards to collect the reward.
  if (today > lastDay) throw new AppError("conflict", "This challenge has ended; check-ins are closed.");
  if (checkDay < firstDay || checkDay > lastDay) {
    throw fieldError(
      "day",
      `You can only check in for days from ${firstDay} to ${lastDay}, while your challenge runs.`,
    );
  }

  try {
    await db.$transaction(async (tx) => {
      // The row lock queues concurrent check-ins of this participation, so each count below sees the days the
      // others committed. Progress is that count (not +1), so it always equals the rows that exist.
      await tx.$queryRaw`SELECT "id" FROM "ChallengeParticipation" WHERE "id" = ${participation.id} FOR UPDATE`;
      await tx.challengeCheckIn.create({ data: { participationId: participation.id, day: dateFromDay(checkDay) } });
      const days = await tx.challengeCheckIn.count({ where: { participationId: participation.id } });
      const updated = await tx.challengeParticipation.update({
        where: { id: participation.id },
        data: { progress: days },
      });
      const shape = challengeShape(challenge);
      if (isComplete(shape, participationShape(measureOf(shape), updated.progress.toFixed(2), updated), now)) {
        await completeParticipation(
          tx,
          { id: participation.id, userId, title: challenge.title, badgeCode: challenge.badgeCode },
          now,
        );
      }
    });
  } catch (error) {
    if ((error as { code?: string }).code === "P2002") throw new AppError("conflict", CHECK_IN_CONFLICT_MESSAGE);
    throw error;
  }

  const fresh = await db.challengeParticipation.findUniqueOrThrow({
    where: { id: participation.id },
    include: { challenge: true, checkIns: { where: { day: dateFromDay(today) }, select: { id: true } } },
  });
  return toParticipationDto(fresh, now, { checkedInToday: fresh.checkIns.length > 0 });
}

/** Completes what the rules say is complete but is not stored so (the duration measure, complete by time). */
async function settleByTime(participations: ParticipationWithChallenge[], now: Date): Promise<Set<string>> {
  const settled = new Set<string>();
  for (const p of participations) {
    if (p.isCompleted) continue;
    const shape = challengeShape(p.challenge);
    const measure = measureOf(shape);
    if (!isComplete(shape, participationShape(measure, p.progress.toFixed(2), p), now)) continue;
    // A duration challenge finished at its end date, not when someone happened to look; the leaderboard's
    // "who finished first" order depends on it.
    const completedAt = measure === "duration" ? p.endDate : now;
    await db.$transaction((tx) =>
      completeParticipation(
        tx,
        { id: p.id, userId: p.userId, title: p.challenge.title, badgeCode: p.challenge.badgeCode },
        completedAt,
      ),
    );
    settled.add(p.id);
  }
  return settled;
}

function toParticipationDto(
  p: ParticipationWithChallenge,
  now: Date,
  extra: { checkedInToday: boolean; completedNow?: boolean },
): ParticipationDto {
  const shape = challengeShape(p.challenge);
  const measure = measureOf(shape);
  const progress = p.progress.toFixed(2);
  return {
    id: p.id,
    challengeId: p.challengeId,
    progress,
    progressPercent: progressPercent(shape, participationShape(measure, progress, p), now),
    measure,
    isCompleted: p.isCompleted || extra.completedNow === true,
    daysLeft: daysLeft(p.endDate, now),
    joinedAt: p.joinedAt.toISOString(),
    checkedInToday: measure === "days" && extra.checkedInToday,
    challenge: {
      title: p.challenge.title,
      description: p.challenge.description,
      challengeType: p.challenge.challengeType,
      targetAmount: p.challenge.targetAmount?.toFixed(2) ?? null,
      endDate: p.endDate.toISOString(),
      reward: challengeRewardText(p.challenge.badgeCode),
      duration: p.challenge.duration,
    },
  };
}

function participationShape(
  measure: ChallengeMeasure,
  progress: string,
  window: { startDate: Date; endDate: Date },
): ParticipationShape {
  const cents = parseMoneyToCents(progress);
  return {
    progress: measure === "days" ? Math.round(cents / 100) : cents,
    startDate: window.startDate,
    endDate: window.endDate,
  };
}

function decimal(text: string): string {
  return formatCents(parseMoneyToCents(text));
}

const utcDay = dayFromDate;
