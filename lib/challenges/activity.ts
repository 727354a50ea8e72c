import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { CHALLENGE_COMPLETED_XP } from "@/lib/gamification/rules";
import { formatCents, parseMoneyToCents } from "@/lib/payoff/money";
import { isComplete, isRunning } from "./rules";

// The hook through which the user's own activity moves their challenges "by itself": lib/payments/service.ts
// calls it for every logged debt payment and lib/goals/service.ts for every goal contribution, inside their own
// transactions, so the challenge progress commits (or rolls back) together with the activity that caused it.

type Tx = Prisma.TransactionClient;

export interface ChallengeActivity {
  kind: "debt_payment" | "savings";
  amountCents: number;
  /** When it happened; defaults to now. Counted when it falls inside a participation's window. */
  at?: Date;
}

const TYPE_FOR_KIND = { debt_payment: "debt_reduction", savings: "savings" } as const;

export async function recordChallengeActivity(tx: Tx, userId: string, activity: ChallengeActivity): Promise<void> {
  if (activity.amountCents <= 0) return;
  const at = activity.at ?? new Date();
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
    const progressCents = parseMoneyToCents(p.progress.toFixed(2)) + activity.amountCents;
    const challenge = {
      challengeType: p.challenge.challengeType,
      targetCents: p.challenge.targetAmount === null ? null : parseMoneyToCents(p.challenge.targetAmount.toFixed(2)),
      duration: p.challenge.duration,
    };
    const done = p.isCompleted || isComplete(challenge, { progress: progressCents, startDate: p.startDate, endDate: p.endDate }, at);
    await tx.challengeParticipation.update({
      where: { id: p.id },
      data: {
        progress: formatCents(progressCents),
        ...(done && !p.isCompleted && { isCompleted: true, completedAt: at }),
      },
    });
    if (done && !p.isCompleted) await recordChallengeCompleted(tx, userId, p.challenge.title);
  }
}

/** The XP event for finishing a challenge; called once, when a participation first becomes complete. */
export async function recordChallengeCompleted(tx: Tx, userId: string, title: string): Promise<void> {
  await tx.gamificationEvent.create({
    data: { userId, type: "challenge_completed", description: `Completed the "${title}" challenge`, xpGained: CHALLENGE_COMPLETED_XP },
  });
}
