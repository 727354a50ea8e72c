import "server-only";
import { db } from "@/lib/db";
import { AppError, fieldError, notFound } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { getPlan } from "@/lib/billing/plans";
import { LIVE_STATUSES } from "@/lib/billing/subscription";
import { getStripe, isStripeConfigured } from "@/lib/billing/stripe";
import { badgeFor } from "@/lib/gamification/rules";
import { maskEmail } from "@/lib/referrals/service";
import type { RateLimitRule } from "@/lib/rate-limit";
import { CONFIRM_MISMATCH, confirmsEmail, type TDeleteAccount } from "@/lib/validations/account";
import {
  ACCOUNT_EXPORT_OMITTED,
  ACCOUNT_EXPORT_SCHEMA_VERSION,
  type AccountDeletionImpact,
  type AccountExport,
  type ExportMembership,
  type ExportSharedPlanFields,
} from "./types";

// Account data export and deletion (issue 7 part B).
//
// Export: every field is named here (a `select`, or a field-by-field mapping), so a column added later (a new
// token, a new hash) is never exported by accident. All reads run in one REPEATABLE READ transaction, so the
// file is one consistent snapshot even while the user keeps using the app in another tab.
//
// Deletion: the typed e-mail address is the confirmation. No password re-check: the session is verified against
// the database on every request, cross-site requests are refused by the handler wrapper, and accounts that sign in by
// e-mailed link have no password to re-enter; typing the address is the deliberate act. Order matters:
// 1. Stripe first. A live subscription is cancelled immediately (no further charges); if Stripe cannot be
//    reached the answer is 503 and NOTHING is deleted, so a user is never left erased but still billed.
// 2. One transaction: scrub the user's address from rows that belong to other people (a referrer's history, a
//    plan owner's invitation list, the outbox) and from billing events kept for webhook idempotency, then
//    delete the User row. Every other relation cascades (schema.prisma), Session rows included, which revokes
//    every session at once. Shared plans the user owns go with their members and contributions; the user's
//    memberships in and contributions to other people's plans are removed.
// Without Stripe (local runs) the local subscription state is simply deleted with the user.

export const ACCOUNT_EXPORT_RATE_LIMIT: RateLimitRule = { limit: 10, windowSeconds: 60 * 60 };
export const ACCOUNT_DELETE_RATE_LIMIT: RateLimitRule = { limit: 10, windowSeconds: 60 * 60 };

/** Stripe statuses from which a subscription can never charge again: nothing to cancel. */
const FINAL_SUBSCRIPTION_STATUSES: ReadonlySet<string> = new Set(["canceled", "incomplete_expired"]);

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => d?.toISOString() ?? null;
const day = (d: Date) => d.toISOString().slice(0, 10);
const money = (d: Prisma.Decimal) => d.toFixed(2);

// ---------------------------------------------------------------------------------------------------------
// Export
// ---------------------------------------------------------------------------------------------------------

const membershipSelect = {
  email: true,
  role: true,
  status: true,
  monthlyTarget: true,
  invitedAt: true,
  acceptedAt: true,
} satisfies Prisma.SharedPlanMemberSelect;

const planSelect = {
  id: true,
  title: true,
  description: true,
  goalAmount: true,
  targetDate: true,
  createdAt: true,
} satisfies Prisma.SharedPlanSelect;

function toMembership(m: Prisma.SharedPlanMemberGetPayload<{ select: typeof membershipSelect }>): ExportMembership {
  return {
    email: m.email,
    role: m.role,
    status: m.status,
    monthlyTarget: money(m.monthlyTarget),
    invitedAt: iso(m.invitedAt),
    acceptedAt: isoOrNull(m.acceptedAt),
  };
}

function toPlanFields(p: Prisma.SharedPlanGetPayload<{ select: typeof planSelect }>): ExportSharedPlanFields {
  return {
    id: p.id,
    title: p.title,
    description: p.description,
    goalAmount: money(p.goalAmount),
    targetDate: day(p.targetDate),
    createdAt: iso(p.createdAt),
  };
}

export async function exportAccount(userId: string, now = new Date()): Promise<AccountExport> {
  // The address is needed for the filters below; it never changes after sign-up, so reading it first is safe.
  const owner = await db.user.findUnique({ where: { id: userId }, select: { email: true } });
  if (!owner) throw notFound("User");
  const byUser = { userId };
  const oldestFirst = [{ createdAt: "asc" as const }, { id: "asc" as const }];
  const addressedToUser = { equals: owner.email, mode: "insensitive" as const };

  // One batch transaction: the reads run one after another on one connection, in one snapshot.
  const [
    user,
    debts,
    payments,
    strategies,
    payoffPlan,
    events,
    badges,
    streak,
    goals,
    education,
    participations,
    letters,
    ownedPlans,
    memberships,
    planContributions,
    referralsMade,
    referredBy,
    voiceQueries,
    reminderPreference,
    reminderLogs,
    messages,
    checkoutSessions,
    billingEvents,
  ] = await db.$transaction(
    [
      db.user.findUniqueOrThrow({
        where: { id: userId },
        select: {
          id: true,
          email: true,
          emailVerified: true,
          name: true,
          firstName: true,
          lastName: true,
          image: true,
          passwordHash: true, // only to say whether one is set; never copied into the document
          referralCode: true,
          createdAt: true,
          updatedAt: true,
          subscriptionPlan: true,
          subscriptionStatus: true,
          subscriptionCurrentPeriodEnd: true,
          subscriptionCancelAtPeriodEnd: true,
          stripeCustomerId: true,
          stripeSubscriptionId: true,
          accounts: { select: { provider: true, type: true, createdAt: true }, orderBy: { createdAt: "asc" } },
        },
      }),
      db.debt.findMany({
        where: byUser,
        orderBy: oldestFirst,
        select: {
          id: true,
          name: true,
          balance: true,
          originalBalance: true,
          interestRate: true,
          minPayment: true,
          dueDay: true,
          kind: true,
          promoRate: true,
          promoEndsOn: true,
          deferredInterest: true,
          position: true,
          closedAt: true,
          createdAt: true,
          updatedAt: true,
        },
      }),
      db.payment.findMany({
        where: byUser,
        orderBy: [{ paymentDate: "asc" }, { createdAt: "asc" }, { id: "asc" }],
        select: { id: true, debtId: true, amount: true, description: true, paymentDate: true, createdAt: true },
      }),
      db.strategy.findMany({ where: byUser, orderBy: oldestFirst }),
      db.payoffPlan.findUnique({
        where: byUser,
        select: { strategy: true, extraPayment: true, customOrder: true, lumpSums: true, baseline: true, createdAt: true, updatedAt: true },
      }),
      db.gamificationEvent.findMany({
        where: byUser,
        orderBy: oldestFirst,
        select: { id: true, type: true, description: true, xpGained: true, createdAt: true },
      }),
      db.userBadge.findMany({ where: byUser, orderBy: { earnedAt: "asc" }, select: { badgeCode: true, earnedAt: true } }),
      db.streak.findUnique({
        where: byUser,
        select: { currentDays: true, longestDays: true, lastPaymentDate: true, updatedAt: true },
      }),
      db.goal.findMany({
        where: byUser,
        orderBy: oldestFirst,
        include: { contributions: { orderBy: oldestFirst, select: { id: true, amount: true, createdAt: true } } },
      }),
      db.educationProgress.findMany({
        where: byUser,
        orderBy: oldestFirst,
        include: { content: { select: { title: true } } },
      }),
      db.challengeParticipation.findMany({
        where: byUser,
        orderBy: [{ joinedAt: "asc" }, { id: "asc" }],
        include: { challenge: { select: { title: true } }, checkIns: { orderBy: { day: "asc" }, select: { day: true } } },
      }),
      db.negotiationLetter.findMany({ where: byUser, orderBy: oldestFirst }),
      db.sharedPlan.findMany({
        where: { ownerId: userId },
        orderBy: oldestFirst,
        select: { ...planSelect, members: { orderBy: [{ invitedAt: "asc" }, { id: "asc" }], select: membershipSelect } },
      }),
      // Joined plans, and invitations to the user's address not (yet) accepted.
      db.sharedPlanMember.findMany({
        where: { OR: [{ userId }, { email: owner.email.toLowerCase() }], sharedPlan: { ownerId: { not: userId } } },
        orderBy: [{ invitedAt: "asc" }, { id: "asc" }],
        select: { ...membershipSelect, sharedPlan: { select: planSelect } },
      }),
      db.sharedPlanContribution.findMany({
        where: byUser,
        orderBy: oldestFirst,
        select: { id: true, sharedPlanId: true, amount: true, description: true, createdAt: true },
      }),
      db.referral.findMany({
        where: { referrerId: userId },
        orderBy: oldestFirst,
        select: { id: true, inviteCode: true, referredEmail: true, status: true, reward: true, paidAt: true, createdAt: true },
      }),
      db.referral.findUnique({ where: { referredUserId: userId }, select: { inviteCode: true, status: true, createdAt: true } }),
      db.voiceQuery.findMany({
        where: byUser,
        orderBy: oldestFirst,
        select: { id: true, query: true, response: true, confidence: true, executedAction: true, createdAt: true },
      }),
      db.reminderPreference.findUnique({
        where: byUser,
        select: {
          emailEnabled: true,
          smsEnabled: true,
          phoneNumber: true,
          phoneVerifiedAt: true,
          pendingPhoneNumber: true,
          daysBefore: true,
          createdAt: true,
          updatedAt: true,
        },
      }),
      db.reminderLog.findMany({
        where: { debt: { userId } },
        orderBy: [{ sentAt: "asc" }, { id: "asc" }],
        select: { id: true, debtId: true, dueDate: true, channel: true, kind: true, sentAt: true },
      }),
      db.outboxMessage.findMany({
        where: { OR: [{ userId }, { to: addressedToUser }] },
        orderBy: oldestFirst,
        select: { id: true, channel: true, kind: true, to: true, subject: true, status: true, createdAt: true, sentAt: true },
      }),
      db.checkoutSession.findMany({
        where: byUser,
        orderBy: oldestFirst,
        select: { id: true, plan: true, status: true, provider: true, createdAt: true, completedAt: true, expiresAt: true },
      }),
      db.billingEvent.findMany({
        where: byUser,
        orderBy: [{ processedAt: "asc" }, { id: "asc" }],
        select: { id: true, type: true, processedAt: true },
      }),
    ],
    { isolationLevel: "RepeatableRead" },
  );

  return {
    schemaVersion: ACCOUNT_EXPORT_SCHEMA_VERSION,
    exportedAt: iso(now),
    omitted: ACCOUNT_EXPORT_OMITTED,
    profile: {
      id: user.id,
      email: user.email,
      emailVerified: isoOrNull(user.emailVerified),
      name: user.name,
      firstName: user.firstName,
      lastName: user.lastName,
      image: user.image,
      hasPassword: user.passwordHash !== null,
      linkedSignInProviders: user.accounts.map((a) => ({ provider: a.provider, type: a.type, linkedAt: iso(a.createdAt) })),
      referralCode: user.referralCode,
      createdAt: iso(user.createdAt),
      updatedAt: iso(user.updatedAt),
    },
    subscription: {
      plan: user.subscriptionPlan,
      status: user.subscriptionStatus,
      currentPeriodEnd: isoOrNull(user.subscriptionCurrentPeriodEnd),
      cancelAtPeriodEnd: user.subscriptionCancelAtPeriodEnd,
      stripeCustomerId: user.stripeCustomerId,
      stripeSubscriptionId: user.stripeSubscriptionId,
    },
    debts: debts.map((d) => ({
      id: d.id,
      name: d.name,
      balance: money(d.balance),
      originalBalance: money(d.originalBalance),
      interestRate: d.interestRate.toFixed(3),
      minPayment: money(d.minPayment),
      dueDay: d.dueDay,
      kind: d.kind,
      promoRate: d.promoRate === null ? null : d.promoRate.toFixed(3),
      promoEndsOn: d.promoEndsOn,
      deferredInterest: d.deferredInterest,
      position: d.position,
      closedAt: isoOrNull(d.closedAt),
      createdAt: iso(d.createdAt),
      updatedAt: iso(d.updatedAt),
    })),
    payments: payments.map((p) => ({
      id: p.id,
      debtId: p.debtId,
      amount: money(p.amount),
      description: p.description,
      paymentDate: day(p.paymentDate),
      createdAt: iso(p.createdAt),
    })),
    strategies: strategies.map((s) => ({
      id: s.id,
      strategyType: s.strategyType,
      extraPayment: money(s.extraPayment),
      totalDebt: money(s.totalDebt),
      totalInterest: money(s.totalInterest),
      payoffTimeMonths: s.payoffTimeMonths,
      isFeasible: s.isFeasible,
      infeasibleReason: s.infeasibleReason,
      result: s.result,
      aiMessage: s.aiMessage,
      createdAt: iso(s.createdAt),
    })),
    payoffPlan: payoffPlan && {
      strategy: payoffPlan.strategy,
      extraPayment: money(payoffPlan.extraPayment),
      customOrder: payoffPlan.customOrder,
      lumpSums: payoffPlan.lumpSums,
      baseline: payoffPlan.baseline,
      createdAt: iso(payoffPlan.createdAt),
      updatedAt: iso(payoffPlan.updatedAt),
    },
    gamification: {
      events: events.map((e) => ({ ...e, createdAt: iso(e.createdAt) })),
      badges: badges.map((b) => ({ badgeCode: b.badgeCode, label: badgeFor(b.badgeCode)?.label ?? null, earnedAt: iso(b.earnedAt) })),
      streak: streak && {
        currentDays: streak.currentDays,
        longestDays: streak.longestDays,
        lastPaymentDate: streak.lastPaymentDate ? day(streak.lastPaymentDate) : null,
        updatedAt: iso(streak.updatedAt),
      },
    },
    goals: goals.map((g) => ({
      id: g.id,
      name: g.name,
      goalType: g.goalType,
      targetAmount: money(g.targetAmount),
      currentAmount: money(g.currentAmount),
      targetDate: g.targetDate ? day(g.targetDate) : null,
      autoSaveAmount: money(g.autoSaveAmount),
      isCompleted: g.isCompleted,
      completedAt: isoOrNull(g.completedAt),
      createdAt: iso(g.createdAt),
      updatedAt: iso(g.updatedAt),
      contributions: g.contributions.map((c) => ({ id: c.id, amount: money(c.amount), createdAt: iso(c.createdAt) })),
    })),
    education: education.map((e) => ({
      contentId: e.contentId,
      title: e.content.title,
      timeSpent: e.timeSpent,
      completed: e.completed,
      completedAt: isoOrNull(e.completedAt),
      createdAt: iso(e.createdAt),
      updatedAt: iso(e.updatedAt),
    })),
    challenges: participations.map((p) => ({
      id: p.id,
      challengeId: p.challengeId,
      title: p.challenge.title,
      progress: money(p.progress),
      isCompleted: p.isCompleted,
      completedAt: isoOrNull(p.completedAt),
      joinedAt: iso(p.joinedAt),
      startDate: iso(p.startDate),
      endDate: iso(p.endDate),
      checkIns: p.checkIns.map((c) => day(c.day)),
    })),
    negotiationLetters: letters.map((l) => ({
      id: l.id,
      debtId: l.debtId,
      templateType: l.templateType,
      status: l.status,
      creditorName: l.creditorName,
      accountLast4: l.accountLast4,
      userInputs: l.userInputs,
      generatedContent: l.generatedContent,
      aiSuggestions: l.aiSuggestions,
      response: l.response,
      sentAt: isoOrNull(l.sentAt),
      respondedAt: isoOrNull(l.respondedAt),
      resolvedAt: isoOrNull(l.resolvedAt),
      createdAt: iso(l.createdAt),
      updatedAt: iso(l.updatedAt),
    })),
    sharedPlans: {
      owned: ownedPlans.map((p) => ({ ...toPlanFields(p), members: p.members.map(toMembership) })),
      memberships: memberships.map((m) => ({ plan: toPlanFields(m.sharedPlan), membership: toMembership(m) })),
      contributions: planContributions.map((c) => ({
        id: c.id,
        sharedPlanId: c.sharedPlanId,
        amount: money(c.amount),
        description: c.description,
        createdAt: iso(c.createdAt),
      })),
    },
    referrals: {
      made: referralsMade.map((r) => ({
        id: r.id,
        inviteCode: r.inviteCode,
        referredEmail: r.referredEmail ? maskEmail(r.referredEmail) : null,
        status: r.status,
        reward: money(r.reward),
        paidAt: isoOrNull(r.paidAt),
        createdAt: iso(r.createdAt),
      })),
      referredBy: referredBy && { inviteCode: referredBy.inviteCode, status: referredBy.status, createdAt: iso(referredBy.createdAt) },
    },
    voiceQueries: voiceQueries.map((v) => ({ ...v, createdAt: iso(v.createdAt) })),
    reminders: {
      preferences: reminderPreference && {
        ...reminderPreference,
        phoneVerifiedAt: isoOrNull(reminderPreference.phoneVerifiedAt),
        createdAt: iso(reminderPreference.createdAt),
        updatedAt: iso(reminderPreference.updatedAt),
      },
      logs: reminderLogs.map((r) => ({ ...r, dueDate: day(r.dueDate), sentAt: iso(r.sentAt) })),
    },
    messages: messages.map((m) => ({ ...m, createdAt: iso(m.createdAt), sentAt: isoOrNull(m.sentAt) })),
    billing: {
      checkoutSessions: checkoutSessions.map((c) => ({
        ...c,
        createdAt: iso(c.createdAt),
        completedAt: isoOrNull(c.completedAt),
        expiresAt: isoOrNull(c.expiresAt),
      })),
      events: billingEvents.map((e) => ({ id: e.id, type: e.type, processedAt: iso(e.processedAt) })),
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// Deletion
// ---------------------------------------------------------------------------------------------------------

/** What the confirmation dialog has to warn about, beyond the user's own records. */
export async function getDeletionImpact(userId: string): Promise<AccountDeletionImpact> {
  const [user, ownedSharedPlans] = await Promise.all([
    db.user.findUnique({ where: { id: userId }, select: { subscriptionPlan: true, subscriptionStatus: true } }),
    db.sharedPlan.count({ where: { ownerId: userId } }),
  ]);
  if (!user) throw notFound("User");
  const live = user.subscriptionPlan !== "free" && LIVE_STATUSES.has(user.subscriptionStatus);
  return { ownedSharedPlans, activeSubscriptionPlan: live ? getPlan(user.subscriptionPlan).name : null };
}

export async function deleteAccount(userId: string, input: TDeleteAccount): Promise<void> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { email: true, stripeSubscriptionId: true, subscriptionStatus: true },
  });
  if (!user) throw notFound("User");
  if (!confirmsEmail(input.confirm, user.email)) throw fieldError("confirm", CONFIRM_MISMATCH);

  if (isStripeConfigured() && user.stripeSubscriptionId && !FINAL_SUBSCRIPTION_STATUSES.has(user.subscriptionStatus)) {
    await cancelStripeSubscription(user.stripeSubscriptionId);
  }

  const email = user.email.toLowerCase();
  const sameAddress = { equals: email, mode: "insensitive" as const };
  await db.$transaction(
    async (tx) => {
      // Other people's rows that name this person by address keep their own meaning without it: a referrer keeps
      // the reward history, a plan owner loses the invitation, the outbox forgets mail sent to the address.
      await tx.referral.updateMany({
        where: { referrerId: { not: userId }, OR: [{ referredUserId: userId }, { referredEmail: sameAddress }] },
        data: { referredEmail: null },
      });
      await tx.sharedPlanMember.deleteMany({ where: { OR: [{ userId }, { email }] } });
      await tx.outboxMessage.deleteMany({ where: { OR: [{ userId }, { to: sameAddress }] } });
      await tx.verificationToken.deleteMany({ where: { identifier: email } });
      // Processed Stripe events stay (their ids keep a replay from being applied again, and userId becomes null
      // by the schema), but their payloads carry the customer's name and address.
      await tx.billingEvent.updateMany({ where: { userId }, data: { payload: { erased: "account deleted" } } });
      await tx.user.delete({ where: { id: userId } });
    },
    { timeout: 30_000 },
  );
}

/** Ends the subscription now (no further invoices). Any Stripe failure is a 503 before anything is deleted. */
async function cancelStripeSubscription(subscriptionId: string): Promise<void> {
  try {
    await getStripe().subscriptions.cancel(subscriptionId);
  } catch (error) {
    // Already gone at Stripe (deleted in the dashboard): nothing left that could charge the user.
    if ((error as { code?: unknown }).code === "resource_missing") return;
    console.error(`[account] cancelling Stripe subscription ${subscriptionId} before deletion failed`, error);
    throw new AppError(
      "unavailable",
      "We could not cancel your subscription with our payment provider, so nothing was deleted. Please try again in a few minutes.",
      { retryAfterSeconds: 60 },
    );
  }
}
