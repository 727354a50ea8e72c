import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { requireVerifiedEmail } from "@/lib/auth/email-verification";
import { requireVerifiedEmailFirst } from "@/lib/auth/verified-email";
import type { SessionUser } from "@/lib/auth/session";
import { dayFromDate } from "@/lib/dates";
import { db } from "@/lib/db";
import { AppError, fieldError, notFound } from "@/lib/errors";
import { sendEmail } from "@/lib/messaging/send";
import { decimalToCents, parseMoneyToCents } from "@/lib/payoff/money";
import { maskEmail } from "@/lib/masking";
import type { TInviteMember } from "@/lib/validations/shared-plans";
import { invitationEmail } from "./invitation-email";
import { INVITE_TTL_MS, isExpired, memberSelect, toMemberDto, type MemberRow } from "./rows";
import {
  INVITE_TOKEN_PATTERN,
  type InvitationDecisionDto,
  type InvitationPreviewDto,
  type InviteResultDto,
} from "./types";

// Only the link's sha256 is stored, so a database leak reveals no usable link. Accepting needs the invited address,
// verified (anyone can register an unverified one), and spends the link in one conditional UPDATE, so it works once.

/** Per inviting user: every one sends an e-mail to an address of their choosing. */
export const INVITE_RATE_LIMIT = { limit: 20, windowSeconds: 60 * 60 };

// A mail that cannot be handed over undoes the invitation (503), so trying again is not refused as a duplicate. The
// inviter must be verified: the mail carries their words to an address of their choosing.
export async function inviteMember(
  inviter: Pick<SessionUser, "id" | "email" | "firstName" | "emailVerified">,
  input: TInviteMember,
  origin: string,
): Promise<InviteResultDto> {
  requireVerifiedEmailFirst(inviter);
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
        data: {
          sharedPlanId: planId,
          email,
          monthlyTarget: input.monthly_target,
          role: "member",
          status: "invited",
          inviteTokenHash: tokenHash,
          invitedAt: now,
        },
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
    // An expired or declined invitation is renewed; the where makes a concurrent renewal lose cleanly.
    const renewed = await db.sharedPlanMember.updateMany({
      where: { id: existing.id, status: existing.status, invitedAt: existing.invitedAt },
      data: {
        status: "invited",
        inviteTokenHash: tokenHash,
        invitedAt: now,
        monthlyTarget: input.monthly_target,
        userId: null,
        acceptedAt: null,
      },
    });
    if (renewed.count === 0) throw pendingConflict(email);
    member = await db.sharedPlanMember.findUniqueOrThrow({ where: { id: existing.id }, select: memberSelect });
    undo = () =>
      db.sharedPlanMember.updateMany({
        where: { id: existing.id, inviteTokenHash: tokenHash },
        data: {
          status: existing.status,
          invitedAt: existing.invitedAt,
          monthlyTarget: existing.monthlyTarget,
          inviteTokenHash: existing.inviteTokenHash,
        },
      });
  }

  try {
    const recipient = await db.user.findFirst({
      where: { email: { equals: email, mode: "insensitive" } },
      select: { id: true },
    });
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
      throw new AppError("unavailable", "We couldn't send the invitation e-mail. Please try again in a moment.", {
        retryAfterSeconds: 30,
      });
    }
  } catch (error) {
    await undo().catch((undoError: unknown) =>
      console.error("[shared-plans] could not undo an unsent invitation", undoError),
    );
    throw error;
  }

  return { member: toMemberDto({ ...member, user: null }, now.getTime()), renewed: existing !== null };
}

/** Any signed-in holder of a live link sees it; only the invitee can act on it. */
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
      where: {
        id: invite.id,
        inviteTokenHash: invite.tokenHash,
        status: "invited",
        invitedAt: { gt: new Date(Date.now() - INVITE_TTL_MS) },
      },
      data: { userId: user.id, status: "active", acceptedAt: new Date(), inviteTokenHash: null },
    });
    if (count === 0) throw invitationGone();
  });
  return { sharedPlanId, status: "active" };
}

/** The row stays (declined, shown to members) and the link stops working. */
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

function newInviteToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashInviteToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function inviteLink(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, "")}/invite/${token}`;
}
