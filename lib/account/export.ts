import "server-only";
import { clockNow } from "@/lib/clock";
import { dayFromDate } from "@/lib/dates";
import { db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { badgeFor } from "@/lib/gamification/rules";
import type { RateLimitRule } from "@/lib/rate-limit";
import { maskEmail } from "@/lib/masking";
import { outboxEnvelopeSelect } from "@/lib/messaging/rows";
import { planFieldsSelect } from "@/lib/shared-plans/rows";
import {
  ACCOUNT_EXPORT_OMITTED,
  ACCOUNT_EXPORT_SCHEMA_VERSION,
  type AccountExport,
  type ExportBilling,
  type ExportChallengeParticipation,
  type ExportDebt,
  type ExportEducationProgress,
  type ExportGamification,
  type ExportGoal,
  type ExportMembership,
  type ExportNegotiationLetter,
  type ExportPayment,
  type ExportPayoffPlan,
  type ExportProfile,
  type ExportReferrals,
  type ExportReminders,
  type ExportSharedPlanFields,
  type ExportSharedPlans,
  type ExportStrategy,
  type ExportSubscription,
} from "./types";

// Every field is named here (a `select`, or a field-by-field mapping), so a column added later (a new token, a new
// hash) is never exported by accident.

export const ACCOUNT_EXPORT_RATE_LIMIT: RateLimitRule = { limit: 10, windowSeconds: 60 * 60 };

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => d?.toISOString() ?? null;
const money = (d: Prisma.Decimal) => d.toFixed(2);

export async function exportAccount(userId: string, now = clockNow()): Promise<AccountExport> {
  const owner = await db.user.findUnique({ where: { id: userId }, select: { email: true } });
  if (!owner) throw notFound("User");
  const rows = await readSnapshot(userId, owner.email);
  return {
    schemaVersion: ACCOUNT_EXPORT_SCHEMA_VERSION,
    exportedAt: iso(now),
    omitted: ACCOUNT_EXPORT_OMITTED,
    profile: profileSection(rows.user),
    subscription: subscriptionSection(rows.user),
    debts: rows.debts.map(debtEntry),
    payments: rows.payments.map(paymentEntry),
    strategies: rows.strategies.map(strategyEntry),
    payoffPlan: rows.payoffPlan && payoffPlanSection(rows.payoffPlan, rows.planVersions),
    gamification: gamificationSection(rows),
    goals: rows.goals.map(goalEntry),
    education: rows.education.map(educationEntry),
    challenges: rows.participations.map(challengeEntry),
    negotiationLetters: rows.letters.map(letterEntry),
    sharedPlans: sharedPlansSection(rows),
    referrals: referralsSection(rows),
    voiceQueries: rows.voiceQueries.map((v) => ({ ...v, createdAt: iso(v.createdAt) })),
    coachConversations: rows.coachConversations.map((c) => ({
      ...c,
      createdAt: iso(c.createdAt),
      updatedAt: iso(c.updatedAt),
      messages: c.messages.map((m) => ({ ...m, createdAt: iso(m.createdAt) })),
    })),
    reminders: remindersSection(rows),
    messages: rows.messages.map((m) => ({ ...m, createdAt: iso(m.createdAt), sentAt: isoOrNull(m.sentAt) })),
    billing: billingSection(rows),
  };
}

const membershipSelect = {
  email: true,
  role: true,
  status: true,
  monthlyTarget: true,
  invitedAt: true,
  acceptedAt: true,
} satisfies Prisma.SharedPlanMemberSelect;

/** One batch transaction, so the file is one consistent snapshot even while the user keeps using the app. */
async function readSnapshot(userId: string, email: string) {
  const byUser = { userId };
  const oldestFirst = [{ createdAt: "asc" as const }, { id: "asc" as const }];
  const addressedToUser = { equals: email, mode: "insensitive" as const };
  const reads = {
    user: db.user.findUniqueOrThrow({
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
    debts: db.debt.findMany({
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
        promoStartsOn: true,
        promoEndsOn: true,
        deferredInterest: true,
        creditLimit: true,
        payeeWords: true,
        position: true,
        closedAt: true,
        createdAt: true,
        updatedAt: true,
      },
    }),
    payments: db.payment.findMany({
      where: byUser,
      orderBy: [{ paymentDate: "asc" }, { createdAt: "asc" }, { id: "asc" }],
      select: { id: true, debtId: true, amount: true, description: true, paymentDate: true, createdAt: true },
    }),
    strategies: db.strategy.findMany({ where: byUser, orderBy: oldestFirst }),
    payoffPlan: db.payoffPlan.findUnique({
      where: byUser,
      select: {
        strategy: true,
        monthlyBudget: true,
        customOrder: true,
        lumpSums: true,
        savedAt: true,
        createdAt: true,
        updatedAt: true,
      },
    }),
    planVersions: db.planVersion.findMany({
      where: byUser,
      orderBy: { startedOn: "asc" },
      select: { startedOn: true, strategy: true, monthlyBudget: true, projection: true },
    }),
    events: db.gamificationEvent.findMany({
      where: byUser,
      orderBy: oldestFirst,
      select: { id: true, type: true, description: true, xpGained: true, createdAt: true },
    }),
    badges: db.userBadge.findMany({
      where: byUser,
      orderBy: { earnedAt: "asc" },
      select: { badgeCode: true, earnedAt: true },
    }),
    streak: db.streak.findUnique({
      where: byUser,
      select: { currentDays: true, longestDays: true, lastPaymentDate: true, updatedAt: true },
    }),
    goals: db.goal.findMany({
      where: byUser,
      orderBy: oldestFirst,
      include: { contributions: { orderBy: oldestFirst, select: { id: true, amount: true, createdAt: true } } },
    }),
    education: db.educationProgress.findMany({
      where: byUser,
      orderBy: oldestFirst,
      include: { content: { select: { title: true } } },
    }),
    participations: db.challengeParticipation.findMany({
      where: byUser,
      orderBy: [{ joinedAt: "asc" }, { id: "asc" }],
      include: { challenge: { select: { title: true } }, checkIns: { orderBy: { day: "asc" }, select: { day: true } } },
    }),
    letters: db.negotiationLetter.findMany({ where: byUser, orderBy: oldestFirst }),
    ownedPlans: db.sharedPlan.findMany({
      where: { ownerId: userId },
      orderBy: oldestFirst,
      select: {
        ...planFieldsSelect,
        members: { orderBy: [{ invitedAt: "asc" }, { id: "asc" }], select: membershipSelect },
      },
    }),
    // Invitations to the user's address not (yet) accepted too.
    memberships: db.sharedPlanMember.findMany({
      where: { OR: [{ userId }, { email: email.toLowerCase() }], sharedPlan: { ownerId: { not: userId } } },
      orderBy: [{ invitedAt: "asc" }, { id: "asc" }],
      select: { ...membershipSelect, sharedPlan: { select: planFieldsSelect } },
    }),
    planContributions: db.sharedPlanContribution.findMany({
      where: byUser,
      orderBy: oldestFirst,
      select: { id: true, sharedPlanId: true, amount: true, description: true, createdAt: true },
    }),
    referralsMade: db.referral.findMany({
      where: { referrerId: userId },
      orderBy: oldestFirst,
      select: {
        id: true,
        inviteCode: true,
        referredEmail: true,
        status: true,
        reward: true,
        paidAt: true,
        createdAt: true,
      },
    }),
    referredBy: db.referral.findUnique({
      where: { referredUserId: userId },
      select: { inviteCode: true, status: true, createdAt: true },
    }),
    voiceQueries: db.voiceQuery.findMany({
      where: byUser,
      orderBy: oldestFirst,
      select: { id: true, query: true, response: true, confidence: true, executedAction: true, createdAt: true },
    }),
    coachConversations: db.coachConversation.findMany({
      where: byUser,
      orderBy: oldestFirst,
      select: {
        id: true,
        title: true,
        createdAt: true,
        updatedAt: true,
        messages: {
          orderBy: oldestFirst,
          select: { id: true, role: true, text: true, writer: true, toolCalls: true, createdAt: true },
        },
      },
    }),
    reminderPreference: db.reminderPreference.findUnique({
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
    reminderLogs: db.reminderLog.findMany({
      where: { debt: { userId } },
      orderBy: [{ sentAt: "asc" }, { id: "asc" }],
      select: { id: true, debtId: true, dueDate: true, channel: true, kind: true, sentAt: true },
    }),
    messages: db.outboxMessage.findMany({
      where: { OR: [{ userId }, { to: addressedToUser }] },
      orderBy: oldestFirst,
      select: outboxEnvelopeSelect,
    }),
    checkoutSessions: db.checkoutSession.findMany({
      where: byUser,
      orderBy: oldestFirst,
      select: {
        id: true,
        plan: true,
        status: true,
        provider: true,
        createdAt: true,
        completedAt: true,
        expiresAt: true,
      },
    }),
    billingEvents: db.billingEvent.findMany({
      where: byUser,
      orderBy: [{ processedAt: "asc" }, { id: "asc" }],
      select: { id: true, type: true, processedAt: true },
    }),
  };
  const names = Object.keys(reads) as (keyof typeof reads)[];
  const rows = await db.$transaction(
    names.map((name) => reads[name]),
    { isolationLevel: "RepeatableRead" },
  );
  return Object.fromEntries(names.map((name, i) => [name, rows[i]])) as {
    [K in keyof typeof reads]: Awaited<(typeof reads)[K]>;
  };
}

type Snapshot = Awaited<ReturnType<typeof readSnapshot>>;

function profileSection(user: Snapshot["user"]): ExportProfile {
  return {
    id: user.id,
    email: user.email,
    emailVerified: isoOrNull(user.emailVerified),
    name: user.name,
    firstName: user.firstName,
    lastName: user.lastName,
    image: user.image,
    hasPassword: user.passwordHash !== null,
    linkedSignInProviders: user.accounts.map((a) => ({
      provider: a.provider,
      type: a.type,
      linkedAt: iso(a.createdAt),
    })),
    referralCode: user.referralCode,
    createdAt: iso(user.createdAt),
    updatedAt: iso(user.updatedAt),
  };
}

function subscriptionSection(user: Snapshot["user"]): ExportSubscription {
  return {
    plan: user.subscriptionPlan,
    status: user.subscriptionStatus,
    currentPeriodEnd: isoOrNull(user.subscriptionCurrentPeriodEnd),
    cancelAtPeriodEnd: user.subscriptionCancelAtPeriodEnd,
    stripeCustomerId: user.stripeCustomerId,
    stripeSubscriptionId: user.stripeSubscriptionId,
  };
}

function debtEntry(d: Snapshot["debts"][number]): ExportDebt {
  return {
    id: d.id,
    name: d.name,
    balance: money(d.balance),
    originalBalance: money(d.originalBalance),
    interestRate: d.interestRate.toFixed(3),
    minPayment: money(d.minPayment),
    dueDay: d.dueDay,
    kind: d.kind,
    promoRate: d.promoRate === null ? null : d.promoRate.toFixed(3),
    promoStartsOn: d.promoStartsOn,
    promoEndsOn: d.promoEndsOn,
    deferredInterest: d.deferredInterest,
    creditLimit: d.creditLimit === null ? null : money(d.creditLimit),
    payeeWords: d.payeeWords,
    position: d.position,
    closedAt: isoOrNull(d.closedAt),
    createdAt: iso(d.createdAt),
    updatedAt: iso(d.updatedAt),
  };
}

function paymentEntry(p: Snapshot["payments"][number]): ExportPayment {
  return {
    id: p.id,
    debtId: p.debtId,
    amount: money(p.amount),
    description: p.description,
    paymentDate: dayFromDate(p.paymentDate),
    createdAt: iso(p.createdAt),
  };
}

function strategyEntry(s: Snapshot["strategies"][number]): ExportStrategy {
  return {
    id: s.id,
    strategyType: s.strategyType,
    savedStrategy: s.savedStrategy,
    extraPayment: money(s.extraPayment),
    totalDebt: money(s.totalDebt),
    totalInterest: money(s.totalInterest),
    payoffTimeMonths: s.payoffTimeMonths,
    isFeasible: s.isFeasible,
    infeasibleReason: s.infeasibleReason,
    result: s.result,
    aiMessage: s.aiMessage,
    briefMessage: s.briefMessage,
    createdAt: iso(s.createdAt),
  };
}

function payoffPlanSection(
  plan: NonNullable<Snapshot["payoffPlan"]>,
  versions: Snapshot["planVersions"],
): ExportPayoffPlan {
  return {
    strategy: plan.strategy,
    monthlyBudget: money(plan.monthlyBudget),
    customOrder: plan.customOrder,
    lumpSums: plan.lumpSums,
    savedAt: plan.savedAt ? iso(plan.savedAt) : null,
    versions: versions.map((v) => ({
      startedOn: v.startedOn.toISOString().slice(0, 10),
      strategy: v.strategy,
      monthlyBudget: money(v.monthlyBudget),
      projection: v.projection,
    })),
    createdAt: iso(plan.createdAt),
    updatedAt: iso(plan.updatedAt),
  };
}

function gamificationSection({ events, badges, streak }: Snapshot): ExportGamification {
  return {
    events: events.map((e) => ({ ...e, createdAt: iso(e.createdAt) })),
    badges: badges.map((b) => ({
      badgeCode: b.badgeCode,
      label: badgeFor(b.badgeCode)?.label ?? null,
      earnedAt: iso(b.earnedAt),
    })),
    streak: streak && {
      currentDays: streak.currentDays,
      longestDays: streak.longestDays,
      lastPaymentDate: streak.lastPaymentDate ? dayFromDate(streak.lastPaymentDate) : null,
      updatedAt: iso(streak.updatedAt),
    },
  };
}

function goalEntry(g: Snapshot["goals"][number]): ExportGoal {
  return {
    id: g.id,
    name: g.name,
    goalType: g.goalType,
    targetAmount: money(g.targetAmount),
    currentAmount: money(g.currentAmount),
    targetDate: g.targetDate ? dayFromDate(g.targetDate) : null,
    autoSaveAmount: money(g.autoSaveAmount),
    isCompleted: g.isCompleted,
    completedAt: isoOrNull(g.completedAt),
    createdAt: iso(g.createdAt),
    updatedAt: iso(g.updatedAt),
    contributions: g.contributions.map((c) => ({ id: c.id, amount: money(c.amount), createdAt: iso(c.createdAt) })),
  };
}

function educationEntry(e: Snapshot["education"][number]): ExportEducationProgress {
  return {
    contentId: e.contentId,
    title: e.content.title,
    timeSpent: e.timeSpent,
    completed: e.completed,
    completedAt: isoOrNull(e.completedAt),
    createdAt: iso(e.createdAt),
    updatedAt: iso(e.updatedAt),
  };
}

function challengeEntry(p: Snapshot["participations"][number]): ExportChallengeParticipation {
  return {
    id: p.id,
    challengeId: p.challengeId,
    title: p.challenge.title,
    progress: money(p.progress),
    isCompleted: p.isCompleted,
    completedAt: isoOrNull(p.completedAt),
    joinedAt: iso(p.joinedAt),
    startDate: iso(p.startDate),
    endDate: iso(p.endDate),
    checkIns: p.checkIns.map((c) => dayFromDate(c.day)),
  };
}

function letterEntry(l: Snapshot["letters"][number]): ExportNegotiationLetter {
  return {
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
  };
}

function sharedPlansSection({ ownedPlans, memberships, planContributions }: Snapshot): ExportSharedPlans {
  return {
    owned: ownedPlans.map((p) => ({ ...planFields(p), members: p.members.map(membership) })),
    memberships: memberships.map((m) => ({ plan: planFields(m.sharedPlan), membership: membership(m) })),
    contributions: planContributions.map((c) => ({
      id: c.id,
      sharedPlanId: c.sharedPlanId,
      amount: money(c.amount),
      description: c.description,
      createdAt: iso(c.createdAt),
    })),
  };
}

function membership(m: Prisma.SharedPlanMemberGetPayload<{ select: typeof membershipSelect }>): ExportMembership {
  return {
    email: m.email,
    role: m.role,
    status: m.status,
    monthlyTarget: money(m.monthlyTarget),
    invitedAt: iso(m.invitedAt),
    acceptedAt: isoOrNull(m.acceptedAt),
  };
}

function planFields(p: Prisma.SharedPlanGetPayload<{ select: typeof planFieldsSelect }>): ExportSharedPlanFields {
  return {
    id: p.id,
    title: p.title,
    description: p.description,
    goalAmount: money(p.goalAmount),
    targetDate: dayFromDate(p.targetDate),
    createdAt: iso(p.createdAt),
  };
}

function referralsSection({ referralsMade, referredBy }: Snapshot): ExportReferrals {
  return {
    made: referralsMade.map((r) => ({
      id: r.id,
      inviteCode: r.inviteCode,
      referredEmail: r.referredEmail ? maskEmail(r.referredEmail) : null,
      status: r.status,
      reward: money(r.reward),
      paidAt: isoOrNull(r.paidAt),
      createdAt: iso(r.createdAt),
    })),
    referredBy: referredBy && {
      inviteCode: referredBy.inviteCode,
      status: referredBy.status,
      createdAt: iso(referredBy.createdAt),
    },
  };
}

function remindersSection({ reminderPreference, reminderLogs }: Snapshot): ExportReminders {
  return {
    preferences: reminderPreference && {
      ...reminderPreference,
      phoneVerifiedAt: isoOrNull(reminderPreference.phoneVerifiedAt),
      createdAt: iso(reminderPreference.createdAt),
      updatedAt: iso(reminderPreference.updatedAt),
    },
    logs: reminderLogs.map((r) => ({ ...r, dueDate: dayFromDate(r.dueDate), sentAt: iso(r.sentAt) })),
  };
}

function billingSection({ checkoutSessions, billingEvents }: Snapshot): ExportBilling {
  return {
    checkoutSessions: checkoutSessions.map((c) => ({
      ...c,
      createdAt: iso(c.createdAt),
      completedAt: isoOrNull(c.completedAt),
      expiresAt: isoOrNull(c.expiresAt),
    })),
    events: billingEvents.map((e) => ({ id: e.id, type: e.type, processedAt: iso(e.processedAt) })),
  };
}
