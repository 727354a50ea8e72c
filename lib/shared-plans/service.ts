import "server-only";
import { dateFromDay, dayFromDate } from "@/lib/dates";
import { createHash, randomBytes } from "node:crypto";
import { requireVerifiedEmail } from "@/lib/auth/email-verification";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { AppError, fieldError, notFound } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { sendEmail } from "@/lib/messaging/send";
import { formatCentsAsDollars } from "@/lib/money";
import { formatCents, parseMoneyToCents, decimalToCents } from "@/lib/payoff/money";
import { maskEmail } from "@/lib/referrals/service";
import type { TContribute, TCreateSharedPlan, TInviteMember } from "@/lib/validations/shared-plans";
import {
  CONTRIBUTIONS_PAGE_SIZE,
  INVITE_TOKEN_PATTERN,
  INVITE_TTL_DAYS,
  SHOWN_CONTRIBUTIONS,
  type ContributeResultDto,
  type InvitationDecisionDto,
  type InvitationPreviewDto,
  type InviteResultDto,
  type SharedPlanContributionDto,
  type SharedPlanContributionsPageDto,
  type SharedPlanDetailDto,
  type SharedPlanMemberDto,
  type SharedPlanMemberStatus,
  type SharedPlanSummaryDto,
} from "./types";
import { escapeHtml } from "@/lib/messaging/html";
import { toSingleLine } from "@/lib/validations/text";

// Shared plans (SPEC 2 'Shared Plans', 3, 4, 5, 7, 8, 9).
//
// Who may do what, enforced here (the spec's interface applies no restriction, the lead's rules do):
// - Only ACTIVE members (the owner is one from the start) see a plan, its members and contributions, and
//   contribute. Everyone else, an invited-but-not-accepted address included, gets the same 404 as for a plan
//   that does not exist, so nobody learns which plans exist.
// - Only the owner invites (403 for other members). One membership row per (plan, e-mail): a pending invitation
//   or an active member makes a second invitation a 409; an expired or declined invitation is renewed instead
//   (new token, new 14 days, new mail), so the owner can always try again without a dead row in the way.
// - The e-mailed link carries 32 random bytes; only their sha256 is stored, so a database leak reveals no
//   usable link. Accepting binds the signed-in account (whose address must be the invited one, and verified:
//   anyone can register an unverified address), activates the row and clears the hash in one conditional
//   UPDATE, so a link works exactly once, even under a race. Declining needs the same proof.

const MAX_LISTED_PLANS = 100;
const INVITE_TTL_MS = INVITE_TTL_DAYS * 24 * 60 * 60 * 1000;

// ---------------------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------------------

/** Plans where the user is an active member (owners included), newest first. */
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
    db.sharedPlanMember.groupBy({ by: ["sharedPlanId"], where: { sharedPlanId: { in: ids }, status: "active" }, _count: { _all: true } }),
  ]);
  const countOf = new Map(memberCounts.map((m) => [m.sharedPlanId, m._count._all]));
  return plans.map((plan) =>
    toSummaryDto(plan, plan.members[0]?.role ?? "member", countOf.get(plan.id) ?? 0, totals.get(plan.id)?.cents ?? 0),
  );
}

/** One plan with its members and newest contributions; 404 unless the user is an active member. */
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
  const memberDtos = members
    .map((m) => toMemberDto(m, now))
    .sort((a, b) => memberRank(a) - memberRank(b));
  return {
    ...toSummaryDto(plan, membership.role, memberDtos.filter((m) => m.status === "active").length, cents),
    members: memberDtos,
    contributions: contributions.map((c) => toContributionDto(c, userId)),
    contributionCount: count,
    contributionsCursor: count > contributions.length && contributions.length > 0 ? contributions.at(-1)!.id : null,
    canInvite: membership.role === "owner",
  };
}

/**
 * Contributions newest first, CONTRIBUTIONS_PAGE_SIZE at a time: the first page without a cursor, then the page
 * after the contribution whose id is the cursor (the detail's contributionsCursor continues after the shown 5).
 * Keyset paging on (createdAt, id), so contributions added meanwhile never shift or repeat rows.
 */
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
    if (!from) throw new AppError("bad_request", "That page of contributions does not exist. Reload the plan and try again.");
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

// ---------------------------------------------------------------------------------------------------------
// Writing
// ---------------------------------------------------------------------------------------------------------

/** Plans one user may own at once: plenty for a family's goals, and a bound on what one account can store. */
export const MAX_OWNED_SHARED_PLANS = 20;

/** Contributions per user per minute: real ones are typed in by hand; a script is stopped (429). */
export const CONTRIBUTE_RATE_LIMIT = { limit: 10, windowSeconds: 60 };

/**
 * Creates the plan with its creator as the owner member (active). Under a lock on the user's row (as
 * lib/debts/service.ts does for its limit), so concurrent creations cannot pass MAX_OWNED_SHARED_PLANS together.
 */
export async function createSharedPlan(
  user: Pick<SessionUser, "id" | "email">,
  input: TCreateSharedPlan,
): Promise<SharedPlanDetailDto> {
  const plan = await db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT "id" FROM "User" WHERE "id" = ${user.id} FOR NO KEY UPDATE`;
    if ((await tx.sharedPlan.count({ where: { ownerId: user.id } })) >= MAX_OWNED_SHARED_PLANS) {
      throw new AppError("conflict", `You can own up to ${MAX_OWNED_SHARED_PLANS} shared plans. Delete one you no longer need to create another.`);
    }
    return createPlanRow(tx, user, input);
  });
  return getSharedPlan(user.id, plan.id);
}

function createPlanRow(tx: Prisma.TransactionClient, user: Pick<SessionUser, "id" | "email">, input: TCreateSharedPlan) {
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

/** Rate limit for invitations, per inviting user: every one sends an e-mail to an address of their choosing. */
export const INVITE_RATE_LIMIT = { limit: 20, windowSeconds: 60 * 60 };

/**
 * The owner invites an address: a membership row (status invited) holding the hash of a fresh token, then the
 * e-mail with the link. When the mail cannot be handed over, the invitation is undone (503) so that trying again
 * is not refused as a duplicate.
 */
export async function inviteMember(
  inviter: Pick<SessionUser, "id" | "email" | "firstName">,
  input: TInviteMember,
  origin: string,
): Promise<InviteResultDto> {
  const planId = input.shared_plan_id;
  const email = input.email;
  const membership = await db.sharedPlanMember.findFirst({
    where: { sharedPlanId: planId, userId: inviter.id, status: "active" },
    select: { role: true, sharedPlan: { select: { title: true, goalAmount: true, targetDate: true } } },
  });
  if (!membership) throw notFound("Shared plan");
  if (membership.role !== "owner") throw new AppError("forbidden", "Only the plan owner can invite members");
  if (email === inviter.email.toLowerCase()) throw fieldError("email", "You cannot invite yourself");

  const token = newInviteToken();
  const tokenHash = hashInviteToken(token);
  const now = new Date();
  const existing = await db.sharedPlanMember.findUnique({
    where: { sharedPlanId_email: { sharedPlanId: planId, email } },
    select: { id: true, status: true, invitedAt: true, monthlyTarget: true, inviteTokenHash: true },
  });

  let member: MemberRow;
  let undo: () => Promise<unknown>;
  if (!existing) {
    try {
      member = await db.sharedPlanMember.create({
        data: { sharedPlanId: planId, email, monthlyTarget: input.monthly_target, role: "member", status: "invited", inviteTokenHash: tokenHash, invitedAt: now },
        select: memberSelect,
      });
    } catch (error) {
      // The unique (plan, e-mail): a concurrent invitation to the same address got there first.
      if ((error as { code?: string }).code === "P2002") throw pendingConflict(email);
      throw error;
    }
    undo = () => db.sharedPlanMember.deleteMany({ where: { id: member.id, inviteTokenHash: tokenHash } });
  } else {
    if (existing.status === "active") throw new AppError("conflict", `${email} is already a member of this plan`);
    if (existing.status === "invited" && !isExpired(existing.invitedAt, now.getTime())) throw pendingConflict(email);
    // Renew an expired or declined invitation; the where makes a concurrent renewal lose cleanly.
    const renewed = await db.sharedPlanMember.updateMany({
      where: { id: existing.id, status: existing.status, invitedAt: existing.invitedAt },
      data: { status: "invited", inviteTokenHash: tokenHash, invitedAt: now, monthlyTarget: input.monthly_target, userId: null, acceptedAt: null },
    });
    if (renewed.count === 0) throw pendingConflict(email);
    member = await db.sharedPlanMember.findUniqueOrThrow({ where: { id: existing.id }, select: memberSelect });
    undo = () =>
      db.sharedPlanMember.updateMany({
        where: { id: existing.id, inviteTokenHash: tokenHash },
        data: { status: existing.status, invitedAt: existing.invitedAt, monthlyTarget: existing.monthlyTarget, inviteTokenHash: existing.inviteTokenHash },
      });
  }

  try {
    const recipient = await db.user.findFirst({ where: { email: { equals: email, mode: "insensitive" } }, select: { id: true } });
    const mail = invitationEmail({
      inviterName: inviter.firstName?.trim() || null,
      planTitle: membership.sharedPlan.title,
      goalCents: decimalToCents(membership.sharedPlan.goalAmount),
      targetDate: dayFromDate(membership.sharedPlan.targetDate),
      monthlyTargetCents: parseMoneyToCents(input.monthly_target),
      email,
      link: inviteLink(origin, token),
    });
    // The message belongs to the invitee's account when there is one (it is deleted with that account).
    const delivery = await sendEmail({ ...mail, to: email, kind: "shared_plan_invite", userId: recipient?.id ?? null });
    if (delivery.status === "failed") {
      throw new AppError("unavailable", "We couldn't send the invitation e-mail. Please try again in a moment.", { retryAfterSeconds: 30 });
    }
  } catch (error) {
    await undo().catch((undoError: unknown) => console.error("[shared-plans] could not undo an unsent invitation", undoError));
    throw error;
  }

  return { member: toMemberDto({ ...member, user: null }, now.getTime()), renewed: existing !== null };
}

/** Adds a contribution by an active member and answers the plan's new totals. */
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

// ---------------------------------------------------------------------------------------------------------
// Invitations
// ---------------------------------------------------------------------------------------------------------

/** What the accept screen shows. Any signed-in holder of a live link sees it; only the invitee can act on it. */
export async function getInvitationPreview(
  user: Pick<SessionUser, "email" | "emailVerified">,
  token: string,
): Promise<InvitationPreviewDto> {
  const invite = await findLiveInvitation(token);
  return {
    sharedPlanId: invite.sharedPlan.id,
    planTitle: invite.sharedPlan.title,
    ownerFirstName: invite.sharedPlan.owner.firstName,
    invitedEmail: maskEmail(invite.email),
    status: "invited",
    expiresAt: new Date(invite.invitedAt.getTime() + INVITE_TTL_MS).toISOString(),
    isForCurrentUser: invite.email === user.email.toLowerCase(),
    emailVerified: user.emailVerified,
  };
}

/** Binds the signed-in account to the invitation, activates it and spends the link, in one transaction. */
export async function acceptInvitation(
  user: Pick<SessionUser, "id" | "email" | "emailVerified">,
  token: string,
): Promise<InvitationDecisionDto> {
  const invite = await findLiveInvitation(token);
  assertInvitee(invite, user);
  requireVerifiedEmail(user, "accept the invitation");
  const sharedPlanId = invite.sharedPlan.id;
  await db.$transaction(async (tx) => {
    // A user whose address changed since may hold another membership of this plan: one is enough.
    const already = await tx.sharedPlanMember.count({ where: { sharedPlanId, userId: user.id, status: "active" } });
    if (already > 0) throw new AppError("conflict", "You are already a member of this plan");
    const { count } = await tx.sharedPlanMember.updateMany({
      where: { id: invite.id, inviteTokenHash: invite.tokenHash, status: "invited", invitedAt: { gt: new Date(Date.now() - INVITE_TTL_MS) } },
      data: { userId: user.id, status: "active", acceptedAt: new Date(), inviteTokenHash: null },
    });
    if (count === 0) throw invitationGone();
  });
  return { sharedPlanId, status: "active" };
}

/** The invitee says no: the row stays (declined, shown to members) and the link stops working. */
export async function declineInvitation(
  user: Pick<SessionUser, "id" | "email" | "emailVerified">,
  token: string,
): Promise<InvitationDecisionDto> {
  const invite = await findLiveInvitation(token);
  assertInvitee(invite, user);
  requireVerifiedEmail(user, "decline the invitation");
  const { count } = await db.sharedPlanMember.updateMany({
    where: { id: invite.id, inviteTokenHash: invite.tokenHash, status: "invited" },
    data: { status: "declined", inviteTokenHash: null },
  });
  if (count === 0) throw invitationGone();
  return { sharedPlanId: invite.sharedPlan.id, status: "declined" };
}

async function findLiveInvitation(token: string) {
  // A malformed token cannot be one of ours: no need to ask the database.
  if (!INVITE_TOKEN_PATTERN.test(token)) throw invitationGone();
  const tokenHash = hashInviteToken(token);
  const invite = await db.sharedPlanMember.findUnique({
    where: { inviteTokenHash: tokenHash },
    select: {
      id: true,
      email: true,
      status: true,
      invitedAt: true,
      sharedPlan: { select: { id: true, title: true, owner: { select: { firstName: true } } } },
    },
  });
  if (!invite || invite.status !== "invited") throw invitationGone();
  if (isExpired(invite.invitedAt)) throw new AppError("not_found", "This invitation has expired");
  return { ...invite, tokenHash };
}

function assertInvitee(invite: { email: string }, user: Pick<SessionUser, "email">): void {
  if (invite.email !== user.email.toLowerCase()) {
    throw new AppError(
      "forbidden",
      `This invitation was sent to ${maskEmail(invite.email)}. Sign in with that address to accept or decline it.`,
    );
  }
}

const invitationGone = () => new AppError("not_found", "This invitation link is not valid or has already been used");
const pendingConflict = (email: string) => new AppError("conflict", `An invitation to ${email} is already pending`);

export function isExpired(invitedAt: Date, now = Date.now()): boolean {
  return invitedAt.getTime() <= now - INVITE_TTL_MS;
}

function newInviteToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashInviteToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function inviteLink(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, "")}/invite/${token}`;
}

// ---------------------------------------------------------------------------------------------------------
// The invitation e-mail
// ---------------------------------------------------------------------------------------------------------

const longDate = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

function invitationEmail(p: {
  inviterName: string | null;
  planTitle: string;
  goalCents: number;
  targetDate: string;
  monthlyTargetCents: number;
  email: string;
  link: string;
}): { subject: string; text: string; html: string } {
  // Names and titles are user text, maybe from before the single-line rule or from an OAuth profile: one line each
  // (a CR/LF in the subject would start a new header), and escaped in the HTML.
  const who = (p.inviterName && toSingleLine(p.inviterName)) || "A DebtWise user";
  const title = toSingleLine(p.planTitle);
  const goal = `${formatCentsAsDollars(p.goalCents)} by ${longDate.format(new Date(`${p.targetDate}T00:00:00Z`))}`;
  const monthly = formatCentsAsDollars(p.monthlyTargetCents);
  const subject = `${who} invited you to the shared plan "${title}" on DebtWise`;
  const text = [
    "Hi,",
    "",
    `${who} invited you to join the shared plan "${title}" on DebtWise: a goal of ${goal}, reached together.`,
    `Suggested monthly contribution for you: ${monthly}.`,
    "",
    `Accept the invitation: ${p.link}`,
    "",
    `Sign in with this e-mail address (${p.email}) to accept. New to DebtWise? Choose "Create account" on the sign-in page and use this address.`,
    `The link works for ${INVITE_TTL_DAYS} days. If you weren't expecting this invitation, you can ignore this e-mail.`,
    "",
    "DebtWise",
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">
<p>Hi,</p>
<p>${escapeHtml(who)} invited you to join the shared plan <strong>${escapeHtml(title)}</strong> on DebtWise: a goal of ${escapeHtml(goal)}, reached together.<br>Suggested monthly contribution for you: ${escapeHtml(monthly)}.</p>
<p><a href="${escapeHtml(p.link)}" style="display:inline-block;padding:10px 18px;background:#2563eb;color:#fff;border-radius:6px;text-decoration:none">Accept the invitation</a></p>
<p style="font-size:14px;color:#555">Sign in with this e-mail address (${escapeHtml(p.email)}) to accept. New to DebtWise? Choose "Create account" on the sign-in page and use this address. The link works for ${INVITE_TTL_DAYS} days. If you weren't expecting this invitation, you can ignore this e-mail.</p>
</body></html>`;
  return { subject, text, html };
}


// ---------------------------------------------------------------------------------------------------------
// Shapes and helpers
// ---------------------------------------------------------------------------------------------------------

const planSelect = {
  id: true,
  title: true,
  description: true,
  goalAmount: true,
  targetDate: true,
  createdAt: true,
  owner: { select: { firstName: true } },
} as const satisfies Prisma.SharedPlanSelect;

const memberSelect = {
  id: true,
  email: true,
  monthlyTarget: true,
  role: true,
  status: true,
  invitedAt: true,
  acceptedAt: true,
} as const satisfies Prisma.SharedPlanMemberSelect;

const contributionSelect = {
  id: true,
  userId: true,
  amount: true,
  description: true,
  createdAt: true,
  user: { select: { firstName: true } },
} as const satisfies Prisma.SharedPlanContributionSelect;

const newestFirst = [{ createdAt: "desc" }, { id: "desc" }] as const satisfies Prisma.SharedPlanContributionOrderByWithRelationInput[];

type PlanRow = Prisma.SharedPlanGetPayload<{ select: typeof planSelect }>;
type MemberRow = Prisma.SharedPlanMemberGetPayload<{ select: typeof memberSelect }>;
type ContributionRow = Prisma.SharedPlanContributionGetPayload<{ select: typeof contributionSelect }>;

/** 404 unless the user is an active member of the plan (a missing plan looks the same). */
async function requireActiveMembership(userId: string, planId: string) {
  const membership = await db.sharedPlanMember.findFirst({
    where: { sharedPlanId: planId, userId, status: "active" },
    select: { id: true, role: true },
  });
  if (!membership) throw notFound("Shared plan");
  return membership;
}

/** Sum and count of contributions per plan, added up by PostgreSQL. */
async function contributionTotals(planIds: string[]): Promise<Map<string, { cents: number; count: number }>> {
  const rows = await db.sharedPlanContribution.groupBy({
    by: ["sharedPlanId"],
    where: { sharedPlanId: { in: planIds } },
    _sum: { amount: true },
    _count: { _all: true },
  });
  return new Map(
    rows.map((r) => [r.sharedPlanId, { cents: r._sum.amount ? decimalToCents(r._sum.amount) : 0, count: r._count._all }]),
  );
}

/** Percent of the goal reached, one decimal, rounded down (99.96% is not done yet), clamped to 0..100. */
export function progressPercent(totalCents: number, goalCents: number): number {
  if (goalCents <= 0) return 0;
  const tenths = Math.floor((totalCents * 1000) / goalCents);
  return Math.min(100, Math.max(0, tenths / 10));
}

function toSummaryDto(plan: PlanRow, role: "owner" | "member", memberCount: number, totalCents: number): SharedPlanSummaryDto {
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

function toMemberDto(m: MemberRow & { user: { firstName: string | null } | null }, now: number): SharedPlanMemberDto {
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

/** Owner first, then active members, then invitations (pending before expired before declined). */
function memberRank(m: SharedPlanMemberDto): number {
  if (m.role === "owner") return 0;
  return { active: 1, invited: 2, expired: 3, declined: 4 }[m.status];
}

function toContributionDto(c: ContributionRow, viewerId: string): SharedPlanContributionDto {
  return {
    id: c.id,
    amount: c.amount.toFixed(2),
    description: c.description,
    createdAt: c.createdAt.toISOString(),
    contributorFirstName: c.user.firstName?.trim() || "A member",
    isMine: c.userId === viewerId,
  };
}
