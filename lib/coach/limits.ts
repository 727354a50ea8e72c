import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { userTimeZone } from "@/lib/account/time-zone";
import { getPlan } from "@/lib/billing/plans";
import { clockNow } from "@/lib/clock";
import { addDays, startOfDayIn, todayIn } from "@/lib/dates";
import { hoursAndMinutes } from "@/lib/format";
import { hit, peek, rateLimited, type RateLimitRule } from "@/lib/rate-limit";
import type { CoachUsageDto } from "./types";

// The coach chat's limits (docs/product-rules.md "Coach chat"): questions a day by plan, from midnight in the user's
// time zone, and a per-minute wall against scripts like the voice assistant's. The daily count is a counter of
// questions asked (lib/rate-limit.ts, keyed by the user's calendar day), not a count of stored messages, so deleting
// a conversation does not give its questions back.

/** Per user, whatever the plan: each question may cost a model call. */
export const COACH_CHAT_RATE_LIMIT: RateLimitRule = { limit: 10, windowSeconds: 60 };

export const coachChatRateLimitKey = (userId: string | undefined) => `ai:coach:${userId}`;

/**
 * The day's counter: the day is in its key, so the window only has to outlast it for the prune (the plan sets the
 * limit, so the rule's own is not read).
 */
const DAY_WINDOW: RateLimitRule = { limit: 0, windowSeconds: 24 * 60 * 60 };

interface CoachDay {
  key: string;
  limit: number;
  resetsAt: Date;
}

async function coachDay(user: Pick<SessionUser, "id" | "subscriptionPlan">, now: Date): Promise<CoachDay> {
  const zone = await userTimeZone(user.id);
  const today = todayIn(zone, now);
  return {
    key: `coach:questions:${user.id}:${today}`,
    limit: getPlan(user.subscriptionPlan).coachQuestionsPerDay,
    resetsAt: startOfDayIn(zone, addDays(today, 1)),
  };
}

const usage = (day: CoachDay, count: number): CoachUsageDto => ({
  used: Math.min(count, day.limit),
  limit: day.limit,
  resetsAt: day.resetsAt.toISOString(),
});

/** Today's questions so far, without counting one. */
export async function coachUsage(
  user: Pick<SessionUser, "id" | "subscriptionPlan">,
  now = clockNow(),
): Promise<CoachUsageDto> {
  const day = await coachDay(user, now);
  return usage(day, (await peek(day.key, DAY_WINDOW)).count);
}

/**
 * Counts one question against today's limit and answers the usage with it; 429 with Retry-After (until the user's
 * midnight) past the limit. Counted before anything is stored, in one atomic step, so two questions at once cannot
 * both take the last one.
 */
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
