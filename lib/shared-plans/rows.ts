import "server-only";
import { dayFromDate } from "@/lib/dates";
import { db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { decimalToCents, formatCents } from "@/lib/payoff/money";
import {
  INVITE_TTL_DAYS,
  type SharedPlanContributionDto,
  type SharedPlanMemberDto,
  type SharedPlanMemberStatus,
  type SharedPlanSummaryDto,
} from "./types";

export const INVITE_TTL_MS = INVITE_TTL_DAYS * 24 * 60 * 60 * 1000;

export function isExpired(invitedAt: Date, now = Date.now()): boolean {
  return invitedAt.getTime() <= now - INVITE_TTL_MS;
}

/** Also the account export's. */
export const planFieldsSelect = {
  id: true,
  title: true,
  description: true,
  goalAmount: true,
  targetDate: true,
  createdAt: true,
} as const satisfies Prisma.SharedPlanSelect;

export const planSelect = {
  ...planFieldsSelect,
  owner: { select: { firstName: true } },
} as const satisfies Prisma.SharedPlanSelect;

export const memberSelect = {
  id: true,
  email: true,
  monthlyTarget: true,
  role: true,
  status: true,
  invitedAt: true,
  acceptedAt: true,
} as const satisfies Prisma.SharedPlanMemberSelect;

export const contributionSelect = {
  id: true,
  userId: true,
  amount: true,
  description: true,
  createdAt: true,
  user: { select: { firstName: true } },
} as const satisfies Prisma.SharedPlanContributionSelect;

export const newestFirst = [
  { createdAt: "desc" },
  { id: "desc" },
] as const satisfies Prisma.SharedPlanContributionOrderByWithRelationInput[];

type PlanRow = Prisma.SharedPlanGetPayload<{ select: typeof planSelect }>;
export type MemberRow = Prisma.SharedPlanMemberGetPayload<{ select: typeof memberSelect }>;
type ContributionRow = Prisma.SharedPlanContributionGetPayload<{ select: typeof contributionSelect }>;

/** A missing plan looks the same (404). */
export async function requireActiveMembership(userId: string, planId: string) {
  const membership = await db.sharedPlanMember.findFirst({
    where: { sharedPlanId: planId, userId, status: "active" },
    select: { id: true, role: true },
  });
  if (!membership) throw notFound("Shared plan");
  return membership;
}

export async function contributionTotals(planIds: string[]): Promise<Map<string, { cents: number; count: number }>> {
  const rows = await db.sharedPlanContribution.groupBy({
    by: ["sharedPlanId"],
    where: { sharedPlanId: { in: planIds } },
    _sum: { amount: true },
    _count: { _all: true },
  });
  return new Map(
    rows.map((r) => [
      r.sharedPlanId,
      { cents: r._sum.amount ? decimalToCents(r._sum.amount) : 0, count: r._count._all },
    ]),
  );
}

/** Rounded down: 99.96% is not done yet. */
export function progressPercent(totalCents: number, goalCents: number): number {
  if (goalCents <= 0) return 0;
  const tenths = Math.floor((totalCents * 1000) / goalCents);
  return Math.min(100, Math.max(0, tenths / 10));
}

export function toSummaryDto(
  plan: PlanRow,
  role: "owner" | "member",
  memberCount: number,
  totalCents: number,
): SharedPlanSummaryDto {
  return {
    id: plan.id,
    title: plan.title,
    description: plan.description,
    goalAmount: plan.goalAmount.toFixed(2),
    targetDate: dayFromDate(plan.targetDate),
    role,
    ownerFirstName: plan.owner.firstName,
    memberCount,
    totalContributions: formatCents(totalCents),
    progressPercent: progressPercent(totalCents, decimalToCents(plan.goalAmount)),
    createdAt: plan.createdAt.toISOString(),
  };
}

export function toMemberDto(
  m: MemberRow & { user: { firstName: string | null } | null },
  now: number,
): SharedPlanMemberDto {
  const status: SharedPlanMemberStatus = m.status === "invited" && isExpired(m.invitedAt, now) ? "expired" : m.status;
  return {
    id: m.id,
    email: m.email,
    firstName: m.user?.firstName ?? null,
    monthlyTarget: m.monthlyTarget.toFixed(2),
    role: m.role,
    status,
    invitedAt: m.invitedAt.toISOString(),
    acceptedAt: m.acceptedAt?.toISOString() ?? null,
  };
}

export function memberRank(m: SharedPlanMemberDto): number {
  if (m.role === "owner") return 0;
  return { active: 1, invited: 2, expired: 3, declined: 4 }[m.status];
}

export function toContributionDto(c: ContributionRow, viewerId: string): SharedPlanContributionDto {
  return {
    id: c.id,
    amount: c.amount.toFixed(2),
    description: c.description,
    createdAt: c.createdAt.toISOString(),
    contributorFirstName: c.user.firstName?.trim() || "A member",
    isMine: c.userId === viewerId,
  };
}
