import "server-only";
import { clockNow } from "@/lib/clock";
import { userToday } from "@/lib/account/time-zone";
import { dayFromDate } from "@/lib/dates";
import { db } from "@/lib/db";
import { BADGES, badgeFor, EMPTY_STREAK, levelFor, streakAsOf, toBadgeDto } from "./rules";
import type { GamificationSummaryDto } from "./types";

// The GamificationEvent rows are the XP ledger: total XP is their sum, so awarding XP is inserting an event.

export const RECENT_EVENTS_LIMIT = 20;

export async function getGamificationSummary(userId: string, now = clockNow()): Promise<GamificationSummaryDto> {
  const [xp, streak, badges, events, today] = await Promise.all([
    db.gamificationEvent.aggregate({ where: { userId }, _sum: { xpGained: true } }),
    db.streak.findUnique({ where: { userId } }),
    db.userBadge.findMany({ where: { userId }, orderBy: [{ earnedAt: "desc" }, { id: "desc" }] }),
    db.gamificationEvent.findMany({
      where: { userId },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: RECENT_EVENTS_LIMIT,
      select: { description: true, xpGained: true, createdAt: true },
    }),
    // docs/product-rules.md "The product's clock"
    userToday(userId, now),
  ]);

  const totalXP = xp._sum.xpGained ?? 0;
  const state = streak
    ? {
        currentDays: streak.currentDays,
        longestDays: streak.longestDays,
        lastPaymentDate: streak.lastPaymentDate ? dayFromDate(streak.lastPaymentDate) : null,
      }
    : EMPTY_STREAK;

  return {
    totalXP,
    ...levelFor(totalXP),
    streak: streakAsOf(state, today),
    // Badges earned together share a moment: the catalogue orders them.
    badgesEarned: badges
      .map((b) => ({ at: b.earnedAt.getTime(), badge: badgeFor(b.badgeCode) }))
      .filter((b): b is { at: number; badge: NonNullable<typeof b.badge> } => b.badge !== undefined)
      .sort((a, b) => b.at - a.at || BADGES.indexOf(a.badge) - BADGES.indexOf(b.badge))
      .map((b) => toBadgeDto(b.badge)),
    recentEvents: events.map((e) => ({
      description: e.description,
      xpGained: e.xpGained,
      createdAt: e.createdAt.toISOString(),
    })),
  };
}
