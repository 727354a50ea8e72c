import "server-only";
import { clockNow } from "@/lib/clock";
import { refusePast, userToday } from "@/lib/account/time-zone";
import { TARGET_DATE_PAST } from "@/lib/validations/dates";
import { dateFromDay, dayFromDate } from "@/lib/dates";
import { lockUserRow } from "@/lib/db/locks";
import { db } from "@/lib/db";
import { AppError, fieldError, notFound } from "@/lib/errors";
import type { Goal, Prisma } from "@/lib/generated/prisma/client";
import { recordChallengeActivity } from "@/lib/challenges/activity";
import { GOAL_COMPLETED_XP } from "@/lib/gamification/rules";
import { formatCentsAsDollars } from "@/lib/format";
import { formatCents, parseMoneyToCents, decimalToCents } from "@/lib/payoff/money";
import { features } from "@/lib/env";
import { goalReminderChannels, pushDevicesOf } from "@/lib/reminders/channels";
import type { ReminderChannel } from "@/lib/reminders/types";
import type { TAddToGoal, TCreateGoal } from "@/lib/validations/goals";
import { AUTO_SAVE_MONTHS_SHOWN, autoSaveMonths, goalPace, hasAutoSaveReminder } from "./rules";
import { MAX_GOALS, goalProgressPercent, type GoalDto } from "./types";

// Every query carries userId next to the goal id, so another user's goal behaves like a missing one (404). Adding
// money locks only the goal's row: the challenge rows it updates are written only by goal contributions, and the
// event insert's KEY SHARE on User does not wait for payment logging's NO KEY UPDATE, so it cannot deadlock.

export const GOAL_LIMIT_MESSAGE = `You can have up to ${MAX_GOALS} goals`;

/** Generous for real use; stops scripted XP farming. */
export const GOAL_WRITE_RATE_LIMIT = { limit: 60, windowSeconds: 60 };

/** Well inside Decimal(12, 2). */
const MAX_SAVED_CENTS = 1_000_000_000_00;

export async function listGoals(userId: string, now = clockNow()): Promise<GoalDto[]> {
  const goals = await db.goal.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  const [saved, channels, today] = await Promise.all([
    savedByGoalMonth(db, userId, now),
    reminderChannelsOf(userId),
    userToday(userId, now),
  ]);
  return goals.map((g) => toGoalDto(g, today, saved.get(g.id), channels));
}

async function reminderChannelsOf(userId: string): Promise<ReminderChannel[]> {
  const owner = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      subscriptionPlan: true,
      emailVerified: true,
      reminderPreference: true,
      _count: { select: { pushSubscriptions: true } },
    },
  });
  const pushDevices = pushDevicesOf(owner._count.pushSubscriptions, features.push());
  return goalReminderChannels({ ...owner, pushDevices }, owner.reminderPreference);
}

type Reader = Pick<Prisma.TransactionClient, "$queryRaw">;

export async function savedByGoalMonth(
  reader: Reader,
  userId: string,
  now: Date,
  goalId?: string,
): Promise<Map<string, Map<string, number>>> {
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (AUTO_SAVE_MONTHS_SHOWN - 1), 1));
  const rows = await reader.$queryRaw<{ goalId: string; month: string; saved: string }[]>`
    SELECT c."goalId", to_char(c."createdAt", 'YYYY-MM') AS "month", sum(c."amount")::text AS "saved"
    FROM "GoalContribution" c
    WHERE c."userId" = ${userId} AND c."createdAt" >= ${since} AND (${goalId ?? null}::text IS NULL OR c."goalId" = ${goalId ?? null})
    GROUP BY 1, 2`;
  const byGoal = new Map<string, Map<string, number>>();
  for (const r of rows) {
    const months = byGoal.get(r.goalId) ?? new Map<string, number>();
    months.set(r.month, parseMoneyToCents(r.saved));
    byGoal.set(r.goalId, months);
  }
  return byGoal;
}

/** Call after the plan gate. */
export async function createGoal(userId: string, input: TCreateGoal): Promise<GoalDto> {
  if (input.targetDate) await refusePast(userId, input.targetDate, { field: "targetDate", message: TARGET_DATE_PAST });
  const goal = await db.$transaction(async (tx) => {
    await lockUserRow(tx, userId);
    const count = await tx.goal.count({ where: { userId } });
    if (count >= MAX_GOALS) throw new AppError("conflict", GOAL_LIMIT_MESSAGE);
    return tx.goal.create({
      data: {
        userId,
        name: input.name,
        goalType: input.goalType,
        targetAmount: input.targetAmount,
        targetDate: input.targetDate ? dateFromDay(input.targetDate) : null,
        autoSaveAmount: input.autoSaveAmount,
      },
    });
  });
  return toGoalDto(goal, await userToday(userId), undefined, await reminderChannelsOf(userId));
}

/** Money beyond the target is accepted (progress stays at 100 %). */
export async function addToGoal(userId: string, goalId: string, input: TAddToGoal): Promise<GoalDto> {
  const amountCents = parseMoneyToCents(input.amount);
  const goal = await db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ id: string }[]>`
      SELECT "id" FROM "Goal" WHERE "id" = ${goalId} AND "userId" = ${userId} FOR UPDATE`;
    if (rows.length === 0) throw notFound("Goal");
    const current = await tx.goal.findUniqueOrThrow({ where: { id: goalId } });

    const savedCents = decimalToCents(current.currentAmount) + amountCents;
    if (savedCents > MAX_SAVED_CENTS) {
      throw fieldError("amount", `A goal can hold at most ${formatCentsAsDollars(MAX_SAVED_CENTS)}.`);
    }
    const targetCents = decimalToCents(current.targetAmount);
    const now = clockNow();
    const completesNow = !current.isCompleted && savedCents >= targetCents;

    await tx.goalContribution.create({ data: { goalId, userId, amount: input.amount, createdAt: now } });
    const updated = await tx.goal.update({
      where: { id: goalId },
      data: { currentAmount: formatCents(savedCents), ...(completesNow && { isCompleted: true, completedAt: now }) },
    });
    if (completesNow) {
      await tx.gamificationEvent.create({
        data: {
          userId,
          type: "goal_completed",
          description: `Reached your "${current.name}" goal of ${formatCentsAsDollars(targetCents)}`,
          xpGained: GOAL_COMPLETED_XP,
        },
      });
    }
    await recordChallengeActivity(tx, userId, { kind: "savings", amountCents, at: now });
    return updated;
  });
  return goalDtoOf(userId, goal);
}

export async function renameGoal(userId: string, goalId: string, name: string): Promise<GoalDto> {
  const { count } = await db.goal.updateMany({ where: { id: goalId, userId }, data: { name } });
  if (count === 0) throw notFound("Goal");
  return goalDtoOf(userId, await db.goal.findUniqueOrThrow({ where: { id: goalId } }));
}

async function goalDtoOf(userId: string, goal: Goal): Promise<GoalDto> {
  const now = clockNow();
  const [saved, channels, today] = await Promise.all([
    savedByGoalMonth(db, userId, now, goal.id),
    reminderChannelsOf(userId),
    userToday(userId, now),
  ]);
  return toGoalDto(goal, today, saved.get(goal.id), channels);
}

/** Works on every plan: a downgraded user can still tidy up. */
export async function deleteGoal(userId: string, goalId: string): Promise<void> {
  const { count } = await db.goal.deleteMany({ where: { id: goalId, userId } });
  if (count === 0) throw notFound("Goal");
}

export function toGoalDto(
  goal: Goal,
  today: string,
  savedByMonth: ReadonlyMap<string, number> | undefined,
  channels: readonly ReminderChannel[],
): GoalDto {
  const currentCents = decimalToCents(goal.currentAmount);
  const targetCents = decimalToCents(goal.targetAmount);
  const progressPercent = goalProgressPercent(currentCents, targetCents);
  const createdDay = dayFromDate(goal.createdAt);
  const targetDay = goal.targetDate ? dayFromDate(goal.targetDate) : null;
  const pace = goalPace({ currentCents, targetCents, createdDay, targetDay, today });
  const autoSaveCents = decimalToCents(goal.autoSaveAmount);
  const months = autoSaveMonths({
    autoSaveCents,
    createdDay,
    today,
    savedByMonth: savedByMonth ?? new Map(),
  });
  return {
    id: goal.id,
    name: goal.name,
    goalType: goal.goalType,
    targetAmount: formatCents(targetCents),
    currentAmount: formatCents(currentCents),
    targetDate: targetDay,
    autoSaveAmount: goal.autoSaveAmount.toFixed(2),
    reminderChannels: hasAutoSaveReminder({ autoSaveCents, currentCents, targetCents, isCompleted: goal.isCompleted })
      ? [...channels]
      : [],
    autoSaveMonths: months.map((m) => ({
      month: m.month,
      saved: formatCents(m.savedCents),
      met: m.met,
      current: m.current,
    })),
    pace: pace && {
      status: pace.status,
      expectedAmount: formatCents(pace.expectedCents),
      monthlyNeeded: pace.monthlyNeededCents === null ? null : formatCents(pace.monthlyNeededCents),
      targetDatePassed: pace.targetDatePassed,
    },
    isCompleted: goal.isCompleted || currentCents >= targetCents,
    createdAt: goal.createdAt.toISOString(),
    progressPercent,
  };
}
