import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { decimalToCents, formatCents } from "@/lib/payoff/money";
import type { TContribute } from "@/lib/validations/shared-plans";
import {
  contributionSelect,
  contributionTotals,
  newestFirst,
  progressPercent,
  requireActiveMembership,
  toContributionDto,
} from "./rows";
import { CONTRIBUTIONS_PAGE_SIZE, type ContributeResultDto, type SharedPlanContributionsPageDto } from "./types";

/** Real contributions are typed in by hand; a script is stopped (429). */
export const CONTRIBUTE_RATE_LIMIT = { limit: 10, windowSeconds: 60 };

export async function contribute(userId: string, input: TContribute): Promise<ContributeResultDto> {
  await requireActiveMembership(userId, input.sharedPlanId);
  const row = await db.sharedPlanContribution.create({
    data: { sharedPlanId: input.sharedPlanId, userId, amount: input.amount, description: input.description },
    select: contributionSelect,
  });
  const [plan, totals] = await Promise.all([
    db.sharedPlan.findUniqueOrThrow({ where: { id: input.sharedPlanId }, select: { goalAmount: true } }),
    contributionTotals([input.sharedPlanId]),
  ]);
  const { cents, count } = totals.get(input.sharedPlanId) ?? { cents: 0, count: 0 };
  return {
    contribution: toContributionDto(row, userId),
    totalContributions: formatCents(cents),
    progressPercent: progressPercent(cents, decimalToCents(plan.goalAmount)),
    contributionCount: count,
  };
}

// Keyset paging on (createdAt, id), so contributions added meanwhile never shift or repeat rows.
export async function listContributions(
  userId: string,
  planId: string,
  cursor: string | null,
): Promise<SharedPlanContributionsPageDto> {
  await requireActiveMembership(userId, planId);
  let after: Prisma.SharedPlanContributionWhereInput = {};
  if (cursor) {
    // Looked up inside this plan: another plan's id is no cursor here.
    const from = await db.sharedPlanContribution.findFirst({
      where: { id: cursor, sharedPlanId: planId },
      select: { id: true, createdAt: true },
    });
    if (!from)
      throw new AppError("bad_request", "That page of contributions does not exist. Reload the plan and try again.");
    after = { OR: [{ createdAt: { lt: from.createdAt } }, { createdAt: from.createdAt, id: { lt: from.id } }] };
  }
  const rows = await db.sharedPlanContribution.findMany({
    where: { sharedPlanId: planId, ...after },
    orderBy: newestFirst,
    take: CONTRIBUTIONS_PAGE_SIZE + 1,
    select: contributionSelect,
  });
  const page = rows.slice(0, CONTRIBUTIONS_PAGE_SIZE);
  return {
    contributions: page.map((c) => toContributionDto(c, userId)),
    nextCursor: rows.length > CONTRIBUTIONS_PAGE_SIZE ? page.at(-1)!.id : null,
  };
}
