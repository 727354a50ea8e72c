import "server-only";
import { refusePast } from "@/lib/account/time-zone";
import { TARGET_DATE_PAST } from "@/lib/validations/dates";
import { dateFromDay } from "@/lib/dates";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { lockUserRow } from "@/lib/db/locks";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { TCreateSharedPlan } from "@/lib/validations/shared-plans";
import {
  contributionSelect,
  contributionTotals,
  memberRank,
  memberSelect,
  newestFirst,
  planSelect,
  requireActiveMembership,
  toContributionDto,
  toMemberDto,
  toSummaryDto,
} from "./rows";
import { SHOWN_CONTRIBUTIONS, type SharedPlanDetailDto, type SharedPlanSummaryDto } from "./types";

// docs/product-rules.md "Shared plans". Only active members see or contribute to a plan; everyone else, an invited
// address included, gets the same 404 as for a missing plan, so nobody learns which plans exist.

const MAX_LISTED_PLANS = 100;

export async function listSharedPlans(userId: string): Promise<SharedPlanSummaryDto[]> {
  const plans = await db.sharedPlan.findMany({
    where: { members: { some: { userId, status: "active" } } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: MAX_LISTED_PLANS,
    select: {
      ...planSelect,
      members: { where: { userId, status: "active" }, select: { role: true }, take: 1 },
    },
  });
  if (plans.length === 0) return [];
  const ids = plans.map((p) => p.id);
  const [totals, memberCounts] = await Promise.all([
    contributionTotals(ids),
    db.sharedPlanMember.groupBy({
      by: ["sharedPlanId"],
      where: { sharedPlanId: { in: ids }, status: "active" },
      _count: { _all: true },
    }),
  ]);
  const countOf = new Map(memberCounts.map((m) => [m.sharedPlanId, m._count._all]));
  return plans.map((plan) =>
    toSummaryDto(plan, plan.members[0]?.role ?? "member", countOf.get(plan.id) ?? 0, totals.get(plan.id)?.cents ?? 0),
  );
}

export async function getSharedPlan(userId: string, planId: string): Promise<SharedPlanDetailDto> {
  const membership = await requireActiveMembership(userId, planId);
  const [plan, members, contributions, totals] = await Promise.all([
    db.sharedPlan.findUniqueOrThrow({ where: { id: planId }, select: planSelect }),
    db.sharedPlanMember.findMany({
      where: { sharedPlanId: planId },
      orderBy: [{ invitedAt: "asc" }, { id: "asc" }],
      select: { ...memberSelect, user: { select: { firstName: true } } },
    }),
    db.sharedPlanContribution.findMany({
      where: { sharedPlanId: planId },
      orderBy: newestFirst,
      take: SHOWN_CONTRIBUTIONS,
      select: contributionSelect,
    }),
    contributionTotals([planId]),
  ]);
  const { cents, count } = totals.get(planId) ?? { cents: 0, count: 0 };
  const now = Date.now();
  const memberDtos = members.map((m) => toMemberDto(m, now)).sort((a, b) => memberRank(a) - memberRank(b));
  return {
    ...toSummaryDto(plan, membership.role, memberDtos.filter((m) => m.status === "active").length, cents),
    members: memberDtos,
    contributions: contributions.map((c) => toContributionDto(c, userId)),
    contributionCount: count,
    contributionsCursor: count > contributions.length && contributions.length > 0 ? contributions.at(-1)!.id : null,
    canInvite: membership.role === "owner",
  };
}

/** Plenty for a family's goals, and a bound on what one account can store. */
export const MAX_OWNED_SHARED_PLANS = 20;

// Under a lock on the user's row, so concurrent creations cannot pass MAX_OWNED_SHARED_PLANS together.
export async function createSharedPlan(
  user: Pick<SessionUser, "id" | "email">,
  input: TCreateSharedPlan,
): Promise<SharedPlanDetailDto> {
  await refusePast(user.id, input.targetDate, { field: "targetDate", message: TARGET_DATE_PAST });
  const plan = await db.$transaction(async (tx) => {
    await lockUserRow(tx, user.id);
    if ((await tx.sharedPlan.count({ where: { ownerId: user.id } })) >= MAX_OWNED_SHARED_PLANS) {
      throw new AppError(
        "conflict",
        `You can own up to ${MAX_OWNED_SHARED_PLANS} shared plans. Delete one you no longer need to create another.`,
      );
    }
    return createPlanRow(tx, user, input);
  });
  return getSharedPlan(user.id, plan.id);
}

function createPlanRow(
  tx: Prisma.TransactionClient,
  user: Pick<SessionUser, "id" | "email">,
  input: TCreateSharedPlan,
) {
  return tx.sharedPlan.create({
    data: {
      ownerId: user.id,
      title: input.title,
      description: input.description,
      goalAmount: input.goalAmount,
      targetDate: dateFromDay(input.targetDate),
      members: {
        create: {
          userId: user.id,
          email: user.email.toLowerCase(),
          role: "owner",
          status: "active",
          acceptedAt: new Date(),
        },
      },
    },
    select: { id: true },
  });
}
