import "server-only";
import { clockNow } from "@/lib/clock";
import { savedCursor } from "@/lib/cron/cursor";
import {
  cronBudget,
  idAfter,
  keysetOrder,
  pageThrough,
  runOnce,
  userIdFilter,
  type CronLimits,
  type KeysetPage,
  type Paging,
  type UserIds,
} from "@/lib/cron/paging";
import { PLANS } from "@/lib/billing/plans";
import { db } from "@/lib/db";
import { rememberTimeZone } from "@/lib/account/time-zone";
import { addDays, dateFromDay, dayFromDate, todayIn, todayUtc } from "@/lib/dates";
import { env, features } from "@/lib/env";
import { thisMonthRowPath } from "@/lib/push/types";
import { AppError, unauthorized } from "@/lib/errors";
import type { ReminderPreference } from "@/lib/generated/prisma/client";
import { hasAutoSaveReminder } from "@/lib/goals/rules";
import { catchUpInterestForAll } from "@/lib/ledger/service";
import { runDailyCleanup, type CleanupResult } from "@/lib/maintenance/cleanup";
import { sendAll, type OutgoingMessage, type SendOutcome } from "@/lib/messaging/send";
import { decimalToCents, formatCents, parseMoneyToCents } from "@/lib/payoff/money";
import { getThisMonth } from "@/lib/plan/service";
import { appOrigin } from "@/lib/request";
import { LATEST_ZONE } from "@/lib/time-zones";
import {
  GOAL_AUTO_SAVE_OUTBOX_KIND,
  REMINDER_OUTBOX_KIND,
  goalReminderEmail,
  goalReminderPush,
  goalReminderSms,
  oneClickUnsubscribeUrl,
  reminderEmail,
  reminderPush,
  reminderSms,
  type EmailContent,
  type PushContent,
} from "./messages";
import { goalReminderChannels, pushDevicesOf, reminderChannels } from "./channels";
import { ensureUnsubscribeTokens } from "./opt-out";
import { dueReminders, reminderDayIn, type DueReminder } from "./schedule";
import { sameSecret } from "./secrets";
import {
  CRON_JOBS,
  DEFAULT_DAYS_BEFORE,
  type CronJob,
  type CronRunResult,
  type ReminderChannel,
  type ReminderRunResult,
} from "./types";

// Any number of users, called any number of times (docs/product-rules.md "Reminders"). Sending exactly once: a run
// CLAIMS a reminder by inserting its ReminderLog row (ON CONFLICT DO NOTHING, committed on its own) and only the run
// whose insert created it sends. The claim is not held open around the provider call: that would pin a pooled
// connection for an HTTP request, and a crash after the provider accepted would roll back the only record that it went
// out. A failed delivery deletes its claim; a crash between claim and send loses reminders but never doubles them.

const REMINDER_PLAN_IDS = PLANS.filter((p) => p.flags.emailReminders || p.flags.smsReminders).map((p) => p.id);
/** Small: each delivery holds a pooled connection at times. */
const SEND_CONCURRENCY = 4;
/**
 * One insert claims a batch: a statement per reminder cost most of a 20,000-user run's time
 * (tests/integration/reminders-paging.test.ts).
 */
const CLAIM_BATCH = 50;
/** No page starts in maxDuration's last this-many seconds: the page under way ends before the host stops the call. */
export const CRON_SAFETY_MARGIN_SECONDS = 60;
/** Payments older than this cannot matter: the oldest date the rules look at is two due dates back. */
const PAYMENT_LOOKBACK_DAYS = 70;

export interface CronRequest {
  authorization: string | null;
  now: string | null;
  maxDurationSeconds: number;
}

export async function runRemindersFromCron(request: CronRequest): Promise<CronRunResult> {
  authorizeCron(request.authorization);
  return runCron({
    now: nowOverride(request.now),
    origin: appOrigin(),
    limits: { timeMs: (request.maxDurationSeconds - CRON_SAFETY_MARGIN_SECONDS) * 1000 },
  });
}

export interface CronRunOptions {
  /** The moment of the run: each user's day at it is their "today"; its UTC day and hour name the cursors. */
  now?: Date;
  origin: string;
  /** The call's budget (lib/cron/paging.ts); none: run every job to its end. */
  limits?: CronLimits;
  pageSize?: number;
  /** Tests: a run that neither reaches other tests' users nor moves the real cursors. */
  scope?: { key: string; userIds: UserIds };
}

const NOTHING_SENT: ReminderRunResult = { considered: 0, sent: 0, skipped: 0, failed: 0 };

/** A job starts only once the jobs before it are done for today. */
export async function runCron(options: CronRunOptions): Promise<CronRunResult> {
  const now = options.now ?? clockNow();
  const today = todayUtc(now);
  const budget = cronBudget(options.limits);
  const userIds = options.scope?.userIds;
  let debts = NOTHING_SENT;
  let goals = NOTHING_SENT;
  let cleanup: CleanupResult | null = null;
  const steps: Record<CronJob, (paging: Paging) => Promise<{ processed: number; complete: boolean }>> = {
    // Interest first (docs/product-rules.md "The balance ledger"), so the day's reminders quote balances with it.
    interest: (paging) => catchUpInterestForAll(now, { ...paging, userIds }),
    paymentReminders: async (paging) => {
      const run = await paymentReminders({ now, origin: options.origin, userIds }, paging);
      debts = run.counts;
      return { processed: run.counts.considered, complete: run.complete };
    },
    goalReminders: async (paging) => {
      const run = await goalReminders({ now, origin: options.origin, userIds }, paging);
      goals = run.counts;
      return { processed: run.counts.considered, complete: run.complete };
    },
    // Expiry is real time (sessions, links), whatever day a developer replays.
    cleanup: (paging) => runOnce(paging, async () => void (cleanup = await runDailyCleanup(new Date()))),
  };

  const jobs = {} as CronRunResult["jobs"];
  let complete = true;
  for (const job of CRON_JOBS) {
    const name = cursorName(job, now);
    const cursor = savedCursor(options.scope ? `${name}:${options.scope.key}` : name, today);
    jobs[job] = complete
      ? await steps[job]({ cursor, budget, pageSize: options.pageSize })
      : { processed: 0, complete: false };
    complete &&= jobs[job].complete;
  }
  return { ...debts, complete, jobs, goals, cleanup };
}

/** One row per UTC hour for the jobs through users ("paymentReminders@07"): each hour is a fresh pass. */
function cursorName(job: CronJob, now: Date): string {
  return job === "cleanup" ? job : `${job}@${String(now.getUTCHours()).padStart(2, "0")}`;
}

function authorizeCron(authorization: string | null): void {
  const secret = env().CRON_SECRET;
  if (!secret) {
    // A deployment never runs the scheduler for anyone who asks; `next dev` / tests without a secret may.
    if (env().NODE_ENV === "production") {
      throw new AppError("unavailable", "The scheduler is not configured: set CRON_SECRET.");
    }
    return;
  }
  if (!sameSecret(authorization ?? "", `Bearer ${secret}`)) throw unauthorized();
}

/** ?now=<ISO date or date-time> lets a developer replay a day; never honoured by a production build. */
function nowOverride(value: string | null): Date | undefined {
  if (!value || env().NODE_ENV === "production") return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new AppError("bad_request", "now must be an ISO date or date-time");
  return date;
}

export interface RunRemindersOptions {
  now?: Date;
  origin: string;
  userIds?: UserIds;
}

export async function runReminders(options: RunRemindersOptions): Promise<ReminderRunResult> {
  return (await paymentReminders(options, {})).counts;
}

interface PagedCounts {
  counts: ReminderRunResult;
  complete: boolean;
}

async function paymentReminders(options: RunRemindersOptions, paging: Paging): Promise<PagedCounts> {
  const now = options.now ?? clockNow();
  const origin = options.origin.replace(/\/+$/, "");
  // Owners' days are within a day of UTC's; the look-back is far longer than the rules need.
  const paymentsSince = dateFromDay(addDays(todayUtc(now), -PAYMENT_LOOKBACK_DAYS));

  return sendPaged(
    paging,
    (page) =>
      db.debt.findMany({
        where: {
          id: idAfter(page),
          dueDay: { not: null },
          closedAt: null,
          archivedAt: null,
          ...reachableOwners(options),
        },
        ...keysetOrder(page),
        select: {
          id: true,
          name: true,
          dueDay: true,
          minPayment: true,
          createdAt: true,
          user: { select: OWNER_SELECT },
          payments: { where: { paymentDate: { gte: paymentsSince } }, select: { paymentDate: true } },
        },
      }),
    async (debts) => {
      const messages: Addressed<Delivery>[] = [];
      const plans = new Map<string, Map<string, string>>();
      for (const debt of debts) {
        const { user } = debt;
        // The owner's own day, from their morning on (docs/product-rules.md "Reminders"); before it, a later run.
        const today = reminderDayIn(ownerZone(user), now);
        if (today === null) continue;
        const pref = user.reminderPreference;
        const channels = reminderChannels(reminderOwner(user), pref);
        if (channels.length === 0) continue;
        const due = dueReminders({
          today,
          dueDay: debt.dueDay!,
          daysBefore: pref?.daysBefore ?? DEFAULT_DAYS_BEFORE,
          paymentDates: debt.payments.map((p) => dayFromDate(p.paymentDate)),
          trackedSince: dayFromDate(debt.createdAt),
        });
        // Without a saved plan the default plan pays the minimums alone (docs/product-rules.md "Debt calculator and
        // results"): nothing above them to quote, and no need to work out the month.
        if (due.length > 0 && user.payoffPlan && !plans.has(user.id))
          plans.set(user.id, await plannedAbove(user.id, now));
        const plannedPayment = plans.get(user.id)?.get(debt.id) ?? null;
        for (const reminder of due) {
          messages.push({ owner: user, channels, to: (r) => ({ ...r, reminder, debt, plannedPayment }) });
        }
      }
      return addressAll(messages);
    },
    reminderClaims(origin),
  );
}

/** ./channels.ts decides per owner, and keeps both of these conditions too. */
function reachableOwners(options: Pick<RunRemindersOptions, "userIds">) {
  return {
    user: { subscriptionPlan: { in: REMINDER_PLAN_IDS }, emailVerified: { not: null } },
    ...(options.userIds && { userId: userIdFilter(options.userIds) }),
  };
}

const OWNER_SELECT = {
  id: true,
  email: true,
  firstName: true,
  subscriptionPlan: true,
  emailVerified: true,
  reminderPreference: true,
  timeZone: true,
  payoffPlan: { select: { id: true } },
  _count: { select: { pushSubscriptions: true } },
} as const;

type Owner = {
  id: string;
  email: string;
  firstName: string | null;
  subscriptionPlan: string;
  emailVerified: Date | null;
  reminderPreference: ReminderPreference | null;
  timeZone: string | null;
  payoffPlan: { id: string } | null;
  _count: { pushSubscriptions: number };
};

/** Remembered for the services the run calls for the owner, which then read no row of their own. */
function ownerZone(owner: Owner): string {
  return rememberTimeZone(owner.id, owner.timeZone);
}

function reminderOwner(owner: Owner) {
  return { ...owner, pushDevices: pushDevicesOf(owner._count.pushSubscriptions, features.push()) };
}

interface Recipient {
  channel: ReminderChannel;
  user: { id: string; email: string; firstName: string | null };
  phoneNumber: string | null;
  token: string;
}

interface Addressed<D> {
  owner: Owner;
  channels: ReminderChannel[];
  to: (recipient: Recipient) => D;
}

async function addressAll<D>(messages: readonly Addressed<D>[]): Promise<D[]> {
  const tokens = await ensureUnsubscribeTokens(
    messages.filter((m) => m.channels.includes("email")).map((m) => m.owner),
  );
  return messages.flatMap(({ owner, channels, to }) =>
    channels.map((channel) =>
      to({
        channel,
        user: owner,
        phoneNumber: owner.reminderPreference?.phoneNumber ?? null,
        token: tokens.get(owner.id) ?? "",
      }),
    ),
  );
}

async function sendPaged<Row extends { id: string }, D, K>(
  paging: Paging,
  load: (page: KeysetPage) => Promise<Row[]>,
  plan: (rows: Row[]) => Promise<D[]>,
  claims: Claims<D, K>,
): Promise<PagedCounts> {
  const counts: ReminderRunResult = { ...NOTHING_SENT };
  const { complete } = await pageThrough(paging, load, async (rows) => {
    counts.considered += rows.length;
    for (const outcome of await claimThenSend(await plan(rows), claims)) counts[outcome]++;
  });
  return { counts, complete };
}

type Outcome = "sent" | "skipped" | "failed";

interface Claims<D, K> {
  key: (delivery: D) => K;
  /** Plain SQL over arrays: Prisma's createManyAndReturn spent about 0.4 ms of CPU per row rendering its parameters. */
  claim: (keys: K[]) => Promise<string[]>;
  id: (key: K) => string;
  release: (key: K) => Promise<unknown>;
  message: (delivery: D) => OutgoingMessage;
  what: (delivery: D) => string;
}

async function claimThenSend<D, K>(deliveries: readonly D[], claims: Claims<D, K>): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (let start = 0; start < deliveries.length; start += CLAIM_BATCH) {
    const batch = deliveries.slice(start, start + CLAIM_BATCH);
    const claimed = new Set(await claims.claim(batch.map(claims.key)));
    // Taken out of the set once used: the same reminder twice in a batch is sent once.
    const toSend = batch.filter((d) => claimed.delete(claims.id(claims.key(d))));
    let results: SendOutcome[];
    try {
      results = await sendAll(toSend.map(claims.message), SEND_CONCURRENCY);
    } catch (error) {
      results = toSend.map(() => ({ status: "error", error }));
    }
    const outcome = new Map<D, Outcome>(toSend.map((d) => [d, "sent"]));
    for (const [i, result] of results.entries()) {
      if (result.status === "sent") continue;
      const delivery = toSend[i]!;
      if (result.status === "error") console.error(`[reminders] ${claims.what(delivery)} failed`, result.error);
      outcome.set(delivery, "failed");
      await claims.release(claims.key(delivery));
    }
    for (const d of batch) outcomes.push(outcome.get(d) ?? "skipped");
  }
  return outcomes;
}

interface ChannelContent {
  email: (extra: { firstName: string | null; origin: string; unsubscribeToken: string }) => EmailContent;
  sms: () => string;
  push: () => PushContent;
  pushUrl: string;
}

function messageTo(r: Recipient, kind: string, origin: string, content: ChannelContent): OutgoingMessage {
  if (r.channel === "sms") return { channel: "sms", to: r.phoneNumber!, body: content.sms(), kind, userId: r.user.id };
  if (r.channel === "push")
    return { channel: "push", userId: r.user.id, ...content.push(), url: content.pushUrl, kind };
  return {
    channel: "email",
    to: r.user.email,
    ...content.email({ firstName: r.user.firstName, origin, unsubscribeToken: r.token }),
    // RFC 8058: mail apps show their own "Unsubscribe" button and POST here without opening the link.
    headers: {
      "List-Unsubscribe": `<${oneClickUnsubscribeUrl(origin, r.token)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
    kind,
    userId: r.user.id,
  };
}

interface Delivery extends Recipient {
  reminder: DueReminder;
  debt: { id: string; name: string; minPayment: { toFixed(digits: number): string } };
  plannedPayment: string | null;
}

/** Reminders quote the saved plan's amounts (docs/payoff.md "The saved plan"); a failure leaves them as they were. */
async function plannedAbove(userId: string, now: Date): Promise<Map<string, string>> {
  try {
    const month = await getThisMonth(userId, now);
    const mins = new Map(
      (await db.debt.findMany({ where: { userId }, select: { id: true, minPayment: true } })).map((d) => [
        d.id,
        decimalToCents(d.minPayment),
      ]),
    );
    return new Map(
      month.debts
        .filter((d) => parseMoneyToCents(d.planned) > (mins.get(d.debtId) ?? 0))
        .map((d) => [d.debtId, d.planned]),
    );
  } catch (error) {
    console.error("[reminders] this month's plan could not be read; quoting minimums", error);
    return new Map();
  }
}

type ReminderKey = { debtId: string; dueDate: Date; channel: ReminderChannel; kind: DueReminder["kind"] };

function reminderClaims(origin: string): Claims<Delivery, ReminderKey> {
  return {
    key: (d) => ({
      debtId: d.debt.id,
      dueDate: dateFromDay(d.reminder.dueDate),
      channel: d.channel,
      kind: d.reminder.kind,
    }),
    claim: async (keys) =>
      (
        await db.$queryRaw<{ id: string }[]>`
          INSERT INTO "ReminderLog" (id, "debtId", "dueDate", channel, kind)
          SELECT gen_random_uuid()::text, k.* FROM unnest(
            ${keys.map((k) => k.debtId)}::text[], ${keys.map((k) => dayFromDate(k.dueDate))}::date[],
            ${keys.map((k) => k.channel)}::"MessageChannel"[], ${keys.map((k) => k.kind)}::"ReminderKind"[]) AS k
          ON CONFLICT DO NOTHING
          RETURNING concat_ws(' ', "debtId", "dueDate"::text, channel::text, kind::text) AS id`
      ).map((r) => r.id),
    id: (k) => [k.debtId, dayFromDate(k.dueDate), k.channel, k.kind].join(" "),
    release: (key) => db.reminderLog.deleteMany({ where: key }),
    message: (d) => {
      const content = {
        reminder: d.reminder,
        debtName: d.debt.name,
        minPayment: d.debt.minPayment.toFixed(2),
        plannedPayment: d.plannedPayment,
      };
      return messageTo(d, REMINDER_OUTBOX_KIND[d.reminder.kind], origin, {
        email: (extra) => reminderEmail({ ...content, ...extra }),
        sms: () => reminderSms(content),
        push: () => reminderPush(content),
        pushUrl: thisMonthRowPath(d.debt.id),
      });
    },
    what: (d) => `${d.channel} ${d.reminder.kind} reminder for debt ${d.debt.id}`,
  };
}

// Goal auto-save reminders: once per goal, month and channel by the same claim-then-send, with GoalReminderLog.

export async function runGoalReminders(options: RunRemindersOptions): Promise<ReminderRunResult> {
  return (await goalReminders(options, {})).counts;
}

async function goalReminders(options: RunRemindersOptions, paging: Paging): Promise<PagedCounts> {
  const now = options.now ?? clockNow();
  // Each owner's month is their own; contributions are loaded from the earliest month start any owner can be in.
  const earliestMonthStart = dateFromDay(`${todayIn(LATEST_ZONE, now).slice(0, 7)}-01`);
  const origin = options.origin.replace(/\/+$/, "");

  return sendPaged(
    paging,
    (page) =>
      db.goal.findMany({
        where: { id: idAfter(page), autoSaveAmount: { gt: 0 }, isCompleted: false, ...reachableOwners(options) },
        ...keysetOrder(page),
        select: {
          id: true,
          name: true,
          autoSaveAmount: true,
          currentAmount: true,
          targetAmount: true,
          isCompleted: true,
          user: { select: OWNER_SELECT },
          contributions: {
            where: { createdAt: { gte: earliestMonthStart } },
            select: { amount: true, createdAt: true },
          },
        },
      }),
    async (goals) => {
      const messages: Addressed<GoalDelivery>[] = [];
      for (const goal of goals) {
        const today = reminderDayIn(ownerZone(goal.user), now);
        if (today === null) continue;
        const month = today.slice(0, 7);
        const monthStart = dateFromDay(`${month}-01`);
        const autoSaveCents = decimalToCents(goal.autoSaveAmount);
        const remindable = hasAutoSaveReminder({
          autoSaveCents,
          currentCents: decimalToCents(goal.currentAmount),
          targetCents: decimalToCents(goal.targetAmount),
          isCompleted: goal.isCompleted,
        });
        if (!remindable) continue;
        const savedCents = goal.contributions
          .filter((c) => c.createdAt >= monthStart)
          .reduce((sum, c) => sum + decimalToCents(c.amount), 0);
        if (savedCents >= autoSaveCents) continue;
        const target = {
          id: goal.id,
          name: goal.name,
          autoSaveAmount: goal.autoSaveAmount.toFixed(2),
          savedThisMonth: formatCents(savedCents),
        };
        const channels = goalReminderChannels(reminderOwner(goal.user), goal.user.reminderPreference);
        messages.push({ owner: goal.user, channels, to: (r) => ({ ...r, month, goal: target }) });
      }
      return addressAll(messages);
    },
    goalReminderClaims(origin),
  );
}

interface GoalDelivery extends Recipient {
  month: string;
  goal: { id: string; name: string; autoSaveAmount: string; savedThisMonth: string };
}

type GoalReminderKey = { goalId: string; month: Date; channel: ReminderChannel };

function goalReminderClaims(origin: string): Claims<GoalDelivery, GoalReminderKey> {
  return {
    key: (d) => ({ goalId: d.goal.id, month: dateFromDay(`${d.month}-01`), channel: d.channel }),
    claim: async (keys) =>
      (
        await db.$queryRaw<{ id: string }[]>`
          INSERT INTO "GoalReminderLog" (id, "goalId", month, channel)
          SELECT gen_random_uuid()::text, k.* FROM unnest(
            ${keys.map((k) => k.goalId)}::text[], ${keys.map((k) => dayFromDate(k.month))}::date[],
            ${keys.map((k) => k.channel)}::"MessageChannel"[]) AS k
          ON CONFLICT DO NOTHING
          RETURNING concat_ws(' ', "goalId", month::text, channel::text) AS id`
      ).map((r) => r.id),
    id: (k) => [k.goalId, dayFromDate(k.month), k.channel].join(" "),
    release: (key) => db.goalReminderLog.deleteMany({ where: key }),
    message: (d) => {
      const content = {
        goalName: d.goal.name,
        autoSaveAmount: d.goal.autoSaveAmount,
        savedThisMonth: d.goal.savedThisMonth,
        month: d.month,
      };
      return messageTo(d, GOAL_AUTO_SAVE_OUTBOX_KIND, origin, {
        email: (extra) => goalReminderEmail({ ...content, ...extra }),
        sms: () => goalReminderSms(content),
        push: () => goalReminderPush(content),
        pushUrl: "/goals",
      });
    },
    what: (d) => `${d.channel} auto-save reminder for goal ${d.goal.id}`,
  };
}
