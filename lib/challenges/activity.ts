import "server-only";
import { clockNow } from "@/lib/clock";
import type { Challenge, Prisma } from "@/lib/generated/prisma/client";
import { badgeEvent, challengeCompletedEvent } from "@/lib/gamification/events";
import { badgeFor } from "@/lib/gamification/rules";
import { formatCents, decimalToCents } from "@/lib/payoff/money";
import { isComplete, isRunning, type ChallengeShape } from "./rules";

// Runs inside the caller's transaction, so challenge progress commits or rolls back with the activity that moved it.

type Tx = Prisma.TransactionClient;

export interface ChallengeActivity {
  kind: "debt_payment" | "savings";
  amountCents: number;
  at?: Date;
}

const TYPE_FOR_KIND = { debt_payment: "debt_reduction", savings: "savings" } as const;

export async function recordChallengeActivity(tx: Tx, userId: string, activity: ChallengeActivity): Promise<void> {
  if (activity.amountCents <= 0) return;
  const at = activity.at ?? clockNow();
  const participations = await tx.challengeParticipation.findMany({
    where: {
      userId,
      challenge: { challengeType: TYPE_FOR_KIND[activity.kind] },
      startDate: { lte: at },
      endDate: { gte: at },
    },
    include: { challenge: true },
  });
  for (const p of participations) {
    if (!isRunning(p, at)) continue;
    // An atomic increment rather than read-add-write: the caller's locks need not cover the participation
    // (two goal contributions committing at once must both count).
    const updated = await tx.challengeParticipation.update({
      where: { id: p.id },
      data: { progress: { increment: formatCents(activity.amountCents) } },
    });
    const progress = decimalToCents(updated.progress);
    if (updated.isCompleted || !isComplete(challengeShape(p.challenge), { ...updated, progress }, at)) continue;
    await completeParticipation(
      tx,
      { id: p.id, userId, title: p.challenge.title, badgeCode: p.challenge.badgeCode },
      at,
    );
  }
}

/** Awards exactly once: only the caller whose conditional UPDATE flips isCompleted awards, and answers true. */
export async function completeParticipation(
  tx: Tx,
  p: { id: string; userId: string; title: string; badgeCode: string | null },
  completedAt: Date,
): Promise<boolean> {
  const { count } = await tx.challengeParticipation.updateMany({
    where: { id: p.id, isCompleted: false },
    data: { isCompleted: true, completedAt },
  });
  if (count !== 1) return false;
  await recordChallengeCompleted(tx, p.userId, p.title);
  const badge = p.badgeCode === null ? undefined : badgeFor(p.badgeCode);
  if (badge) {
    // The unique (userId, badgeCode) index keeps it to one badge even if the badge was somehow already held.
    const { count: awarded } = await tx.userBadge.createMany({
      data: [{ userId: p.userId, badgeCode: badge.code }],
      skipDuplicates: true,
    });
    // The completion event above already tells the feed; a badge event only when the badge adds XP of its own.
    if (awarded === 1 && badge.xp > 0)
      await tx.gamificationEvent.create({ data: { userId: p.userId, ...badgeEvent(badge) } });
  }
  return true;
}

export async function recordChallengeCompleted(tx: Tx, userId: string, title: string): Promise<void> {
  await tx.gamificationEvent.create({ data: { userId, ...challengeCompletedEvent(title) } });
}

export function challengeShape(
  challenge: Pick<Challenge, "challengeType" | "targetAmount" | "duration">,
): ChallengeShape {
  return {
    challengeType: challenge.challengeType,
    targetCents: challenge.targetAmount === null ? null : decimalToCents(challenge.targetAmount),
    duration: challenge.duration,
  };
}
