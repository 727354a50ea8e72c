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

// The scheduler run (GET/POST /api/cron/reminders): every payment reminder due today by the rules of ./schedule.ts,
// and the goals' monthly auto-save reminders, on each channel the owner's settings and plan allow; then the daily
// cleanup (lib/maintenance/cleanup.ts).
//
// Any number of users, called any number of times (docs/product-rules.md "Reminders": "Any number of users; safe to
// call again"): each job pages through its rows with a saved cursor (lib/cron/paging.ts, lib/cron/cursor.ts), per
// UTC hour for the jobs that go through users (cursorName), once a UTC day for the cleanup.
//
// Sending exactly once. ReminderLog has one row per (debt, due date, channel, kind), unique. A run CLAIMS a reminder by
// inserting that row (INSERT ... ON CONFLICT DO NOTHING, committed on its own, CLAIM_BATCH rows per statement) and only
// the run whose insert created the row sends. Two concurrent runs race on the unique index: PostgreSQL makes the second
// insert wait for the first to commit and then skip it, so one of them sends and the other counts it as skipped. The
// claim is deliberately not held open in a transaction around the provider call: that would pin a pooled connection for
// the length of an HTTP request, and a crash after the provider accepted the message would roll back the only record
// that it went out (the next run would send it again). A delivery that fails deletes its claim, so the next run retries
// it; a crash between claim and send loses the batch's unsent reminders rather than doubling them (at most once). A
// call that resumes or redoes a page meets its claims and skips them.

/** Plans whose users are reminded at all (the scheduler's first filter; the flags decide per channel). */
const REMINDER_PLAN_IDS = PLANS.filter((p) => p.flags.emailReminders || p.flags.smsReminders).map((p) => p.id);
/** Deliveries in flight at once (small: each holds a pooled connection at times). */
const SEND_CONCURRENCY = 4;
/**
 * Reminders claimed by one insert, then sent: a statement per reminder cost most of a 20,000-user run's time
 * (tests/integration/reminders-paging.test.ts), and a call that dies mid-batch loses at most this many claimed but
 * unsent reminders (at most once, see below).
 */
const CLAIM_BATCH = 50;
/**
 * Seconds of the route's maxDuration left free: no page starts after maxDuration minus this, so the page under way
 * (CRON_PAGE_SIZE rows and their sends, a few seconds with a healthy provider) ends before the host stops the call.
 */
export const CRON_SAFETY_MARGIN_SECONDS = 60;
/** Payments older than this cannot matter: the oldest date the rules look at is two due dates back. */
const PAYMENT_LOOKBACK_DAYS = 70;

// ---------------------------------------------------------------------------------------------------------
// The scheduler
// ---------------------------------------------------------------------------------------------------------

/** What the cron route passes on from its request. */
export interface CronRequest {
  /** The Authorization header as sent: "Bearer <CRON_SECRET>" from the host's cron. */
  authorization: string | null;
  /** The ?now= query value, if any. */
  now: string | null;
  /** The route's maxDuration: the host ends the call after this many seconds. */
  maxDurationSeconds: number;
}

/** GET/POST /api/cron/reminders: checks the host's bearer secret, then runs until done or out of time. */
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
  /** Public origin for links in e-mails. */
  origin: string;
  /** The call's budget (lib/cron/paging.ts); none: run every job to its end. */
  limits?: CronLimits;
  /** Rows per page (lib/cron/paging.ts CRON_PAGE_SIZE unless said). */
  pageSize?: number;
  /**
   * Only these users' interest and reminders, with cursors of their own named after `key` (tests: a run that
   * neither reaches other tests' users nor moves the real cursors).
   */
  scope?: { key: string; userIds: UserIds };
}

const NOTHING_SENT: ReminderRunResult = { considered: 0, sent: 0, skipped: 0, failed: 0 };

/**
 * One call of the daily cron: its jobs in order (CRON_JOBS), each from its saved place, until all are done for
 * today or the budget is spent. A job starts only once the jobs before it are done for today.
 */
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

/**
 * The cursor row of `job` at `now`: one per UTC hour for the jobs that go through users ("paymentReminders@07"), so
 * every hourly call starts a fresh pass that reaches the users whose morning or day began since; the cleanup's one
 * row a day. A row of the same hour on another day is a fresh start (lib/cron/cursor.ts).
 */
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
  /** The moment of the run; each owner's own day at it is "today" for the schedule. */
  now?: Date;
  /** Public origin for links in e-mails. */
  origin: string;
  /** Only these users' debts (tests run their own users without touching anyone else's). */
  userIds?: UserIds;
}

/** Sends every reminder due today, each at most once (see the note at the top), in one whole pass. */
export async function runReminders(options: RunRemindersOptions): Promise<ReminderRunResult> {
  return (await paymentReminders(options, {})).counts;
}

/** What a paged reminder job did: its counts, and whether it got to the end. */
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

/**
 * Narrows the query to verified accounts on a plan with reminders; who gets what is decided per owner by
 * ./channels.ts, which keeps both conditions too.
 */
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

/**
 * The zone the owner's days are counted in. Remembered for the services the run calls for them (the plan's quote,
 * lib/account/time-zone.ts), which then read no row of their own.
 */
function ownerZone(owner: Owner): string {
  return rememberTimeZone(owner.id, owner.timeZone);
}

/** The owner as ./channels.ts reads them: push only with a device subscribed and push configured here. */
function reminderOwner(owner: Owner) {
  return { ...owner, pushDevices: pushDevicesOf(owner._count.pushSubscriptions, features.push()) };
}

/** Where one message goes: the channel, its owner, the phone for SMS and the unsubscribe token for e-mail. */
interface Recipient {
  channel: ReminderChannel;
  user: { id: string; email: string; firstName: string | null };
  phoneNumber: string | null;
  token: string;
}

/** One message for an owner, to go out on each of `channels`; `to` makes the delivery for one recipient. */
interface Addressed<D> {
  owner: Owner;
  channels: ReminderChannel[];
  to: (recipient: Recipient) => D;
}

/** Each message's deliveries, one per channel, with the page's unsubscribe tokens made in one go. */
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

/**
 * Pages through the rows `load` answers (lib/cron/paging.ts), plans each page's deliveries and claims and sends
 * them (claimThenSend); every row counts as considered.
 */
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

/** How one kind of reminder is claimed, written and released, by its log row's unique key K. */
interface Claims<D, K> {
  key: (delivery: D) => K;
  /**
   * Inserts the rows that do not exist yet (ON CONFLICT DO NOTHING) and answers the ids of those it inserted. Plain
   * SQL over arrays: Prisma's createManyAndReturn spent about 0.4 ms of CPU per row rendering its parameters.
   */
  claim: (keys: K[]) => Promise<string[]>;
  /** The key as text ("<id> <YYYY-MM-DD> <channel>..."), as `claim` answers it. */
  id: (key: K) => string;
  release: (key: K) => Promise<unknown>;
  message: (delivery: D) => OutgoingMessage;
  what: (delivery: D) => string;
}

/**
 * Claim-then-send (see the note at the top), CLAIM_BATCH deliveries at a time: one insert claims the batch (a
 * delivery whose row existed was sent before: skipped), the claimed ones are sent (sendAll: SEND_CONCURRENCY at a
 * time through a provider), and a send that fails releases its claim so the next run tries again.
 */
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

/** How one reminder reads on each channel. */
interface ChannelContent {
  email: (extra: { firstName: string | null; origin: string; unsubscribeToken: string }) => EmailContent;
  sms: () => string;
  push: () => PushContent;
  /** The path a push notification opens. */
  pushUrl: string;
}

/** One reminder on the recipient's channel: e-mail with the one-click unsubscribe headers, SMS, or push. */
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
  /** The saved plan's amount for this debt this month, when above its minimum. */
  plannedPayment: string | null;
}

/**
 * A reminder quotes what the user's plan pays each debt this month (GET /api/plan/this-month; docs/payoff.md
 * "The saved plan"), not only the minimum: the debts whose planned amount is above their minimum, by id. A failure
 * leaves reminders as they were.
 */
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

/** Payment reminders' claims: ReminderLog rows, one per debt, due date, channel and kind. */
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

// ---------------------------------------------------------------------------------------------------------
// Goal auto-save reminders (docs/product-rules.md "Reminders")
// ---------------------------------------------------------------------------------------------------------
//
// When (docs/product-rules.md "Reminders", "Goal auto-save reminders"): goalReminderChannels and
// hasAutoSaveReminder, the rules the goal's wire shape reads too. Exactly once per goal, month and channel by the
// same claim-then-send rule as payment reminders, with GoalReminderLog as the claim.

/** Sends every goal auto-save reminder due this month, each at most once, in one whole pass. */
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
        // The month is already met: nothing to remind about.
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
  /** "YYYY-MM". */
  month: string;
  goal: { id: string; name: string; autoSaveAmount: string; savedThisMonth: string };
}

type GoalReminderKey = { goalId: string; month: Date; channel: ReminderChannel };

/** Goal auto-save reminders' claims: GoalReminderLog rows, one per goal, month and channel. */
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
