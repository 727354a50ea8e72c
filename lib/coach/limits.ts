import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { userTimeZone } from "@/lib/account/time-zone";
import { getPlan } from "@/lib/billing/plans";
import { clockNow } from "@/lib/clock";
import { zoneDayIn } from "@/lib/dates";
import { hoursAndMinutes } from "@/lib/format";
import { hit, peek, rateLimited, type RateLimitRule } from "@/lib/rate-limit";
import type { CoachUsageDto } from "./types";

// docs/product-rules.md "Coach chat". The daily count is a counter of questions asked, not of stored messages, so
// deleting a conversation does not give its questions back.

/** Whatever the plan: each question may cost a model call. */
export const COACH_CHAT_RATE_LIMIT: RateLimitRule = { limit: 10, windowSeconds: 60 };

export const coachChatRateLimitKey = (userId: string | undefined) => `ai:coach:${userId}`;

/** The day is in the key, so the window only has to outlast it; the plan sets the limit. */
const DAY_WINDOW: RateLimitRule = { limit: 0, windowSeconds: 24 * 60 * 60 };

interface CoachDay {
  key: string;
  limit: number;
  resetsAt: Date;
}

async function coachDay(user: Pick<SessionUser, "id" | "subscriptionPlan">, now: Date): Promise<CoachDay> {
  const today = zoneDayIn(await userTimeZone(user.id), now);
  return {
    key: `coach:questions:${user.id}:${today.day}`,
    limit: getPlan(user.subscriptionPlan).coachQuestionsPerDay,
    resetsAt: new Date(today.to),
  };
}

const usage = (day: CoachDay, count: number): CoachUsageDto => ({
  used: Math.min(count, day.limit),
  limit: day.limit,
  resetsAt: day.resetsAt.toISOString(),
});

export async function coachUsage(
  user: Pick<SessionUser, "id" | "subscriptionPlan">,
  now = clockNow(),
): Promise<CoachUsageDto> {
  const day = await coachDay(user, now);
  return usage(day, (await peek(day.key, DAY_WINDOW)).count);
}

/** One atomic step, before anything is stored, so two questions at once cannot both take the last one. */
export async function countCoachQuestion(
  user: Pick<SessionUser, "id" | "subscriptionPlan">,
  now = clockNow(),
): Promise<CoachUsageDto> {
  const day = await coachDay(user, now);
  const { count } = await hit(day.key, DAY_WINDOW);
  if (count > day.limit) {
    const plan = getPlan(user.subscriptionPlan);
    const seconds = Math.max(1, Math.ceil((day.resetsAt.getTime() - now.getTime()) / 1000));
    throw rateLimited(
      seconds,
      `You've asked all ${day.limit} coach questions the ${plan.name} plan includes today. ` +
        `You can ask again at midnight in your time zone (in ${hoursAndMinutes(seconds)}).`,
    );
  }
  return usage(day, count);
}
