import "server-only";
import { clockNow } from "@/lib/clock";
import { PLANS } from "@/lib/billing/plans";
import { db } from "@/lib/db";
import { addDays, dateFromDay, dayFromDate, todayUtc } from "@/lib/dates";
import { env } from "@/lib/env";
import { AppError, unauthorized } from "@/lib/errors";
import type { ReminderPreference } from "@/lib/generated/prisma/client";
import { hasAutoSaveReminder } from "@/lib/goals/rules";
import { catchUpInterestForAll } from "@/lib/ledger/service";
import { sendEmail, sendSms, type DeliveryResult } from "@/lib/messaging/send";
import { decimalToCents, formatCents, parseMoneyToCents } from "@/lib/payoff/money";
import { getThisMonth } from "@/lib/plan/service";
import { pruneExpiredRateLimits } from "@/lib/rate-limit";
import { appOrigin } from "@/lib/request";
import {
  GOAL_AUTO_SAVE_OUTBOX_KIND,
  REMINDER_OUTBOX_KIND,
  goalReminderEmail,
  goalReminderSms,
  oneClickUnsubscribeUrl,
  reminderEmail,
  reminderSms,
  type EmailContent,
} from "./messages";
import { goalReminderChannels, reminderChannels } from "./channels";
import { ensureUnsubscribeToken } from "./opt-out";
import { dueReminders, type DueReminder } from "./schedule";
import { sameSecret } from "./secrets";
import { DEFAULT_DAYS_BEFORE, type CronRunResult, type ReminderChannel, type ReminderRunResult } from "./types";

// The scheduler run (GET/POST /api/cron/reminders): every payment reminder due today by the rules of ./schedule.ts,
// and the goals' monthly auto-save reminders, on each channel the owner's settings and plan allow.
//
// Sending exactly once. ReminderLog has one row per (debt, due date, channel, kind), unique. A run CLAIMS a
// reminder by inserting that row (INSERT ... ON CONFLICT DO NOTHING, committed on its own) and only the run whose
// insert created the row sends. Two concurrent runs race on the unique index: PostgreSQL makes the second insert
// wait for the first to commit and then skip it, so one of them sends and the other counts it as skipped. The
// claim is deliberately not held open in a transaction around the provider call: that would pin a pooled
// connection for the length of an HTTP request, and a crash after the provider accepted the message would roll
// back the only record that it went out (the next run would send it again). A delivery that fails deletes its
// claim, so the next run retries it; a crash between claim and send loses that one reminder rather than
// doubling it (at most once).

/** Plans whose users are reminded at all (the scheduler's first filter; the flags decide per channel). */
const REMINDER_PLAN_IDS = PLANS.filter((p) => p.flags.emailReminders || p.flags.smsReminders).map((p) => p.id);
/** Debts read per query, and deliveries in flight at once (small: each holds a pooled connection at times). */
const DEBT_BATCH = 200;
const SEND_CONCURRENCY = 4;
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
}

/** GET/POST /api/cron/reminders: checks the host's bearer secret, then runs. */
export async function runRemindersFromCron(request: CronRequest): Promise<CronRunResult> {
  authorizeCron(request.authorization);
  const now = nowOverride(request.now);
  // Housekeeping the daily run owns: rate-limit windows over for every rule (docs/product-rules.md "Rate limits").
  await pruneExpiredRateLimits();
  // Interest first (docs/product-rules.md "The balance ledger"), so the day's reminders quote balances that include it.
  await catchUpInterestForAll(todayUtc(now));
  const debts = await runReminders({ now, origin: appOrigin() });
  return { ...debts, goals: await runGoalReminders({ now, origin: appOrigin() }) };
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
  /** The moment of the run; its UTC calendar day is "today" for the schedule. */
  now?: Date;
  /** Public origin for links in e-mails. */
  origin: string;
  /** Only these users' debts (tests run their own users without touching anyone else's). */
  userIds?: readonly string[];
}

/** Sends every reminder due today, each at most once (see the note at the top). */
export async function runReminders(options: RunRemindersOptions): Promise<ReminderRunResult> {
  const now = options.now ?? clockNow();
  const today = todayUtc(now);
  const origin = options.origin.replace(/\/+$/, "");
  const paymentsSince = dateFromDay(addDays(today, -PAYMENT_LOOKBACK_DAYS));

  return sendInBatches(
    (page) =>
      db.debt.findMany({
        where: { dueDay: { not: null }, closedAt: null, archivedAt: null, ...reachableOwners(options) },
        ...page,
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
      const deliveries: Delivery[] = [];
      const recipients = recipientsFor();
      const plans = new Map<string, Map<string, string>>();
      for (const debt of debts) {
        const { user } = debt;
        const pref = user.reminderPreference;
        const channels = reminderChannels(user, pref);
        if (channels.length === 0) continue;
        const due = dueReminders({
          today,
          dueDay: debt.dueDay!,
          daysBefore: pref?.daysBefore ?? DEFAULT_DAYS_BEFORE,
          paymentDates: debt.payments.map((p) => dayFromDate(p.paymentDate)),
          trackedSince: dayFromDate(debt.createdAt),
        });
        if (due.length > 0 && !plans.has(user.id)) plans.set(user.id, await plannedAbove(user.id, now));
        const plannedPayment = plans.get(user.id)?.get(debt.id) ?? null;
        for (const reminder of due) {
          for (const recipient of await recipients(user, channels))
            deliveries.push({ ...recipient, reminder, debt, plannedPayment });
        }
      }
      return deliveries;
    },
    (d) => deliver(d, origin),
  );
}

/**
 * Narrows the query to verified accounts on a plan with reminders; who gets what is decided per owner by
 * ./channels.ts, which keeps both conditions too.
 */
function reachableOwners(options: Pick<RunRemindersOptions, "userIds">) {
  return {
    user: { subscriptionPlan: { in: REMINDER_PLAN_IDS }, emailVerified: { not: null } },
    ...(options.userIds && { userId: { in: [...options.userIds] } }),
  };
}

const OWNER_SELECT = {
  id: true,
  email: true,
  firstName: true,
  subscriptionPlan: true,
  emailVerified: true,
  reminderPreference: true,
} as const;

type Owner = {
  id: string;
  email: string;
  firstName: string | null;
  subscriptionPlan: string;
  emailVerified: Date | null;
  reminderPreference: ReminderPreference | null;
};

/** Where one message goes: the channel, its owner, the phone for SMS and the unsubscribe token for e-mail. */
interface Recipient {
  channel: ReminderChannel;
  user: { id: string; email: string; firstName: string | null };
  phoneNumber: string | null;
  token: string;
}

/** The recipients of one owner's message on each channel, with the unsubscribe token made once per owner and batch. */
function recipientsFor() {
  const tokens = new Map<string, string>();
  return async (user: Owner, channels: ReminderChannel[]): Promise<Recipient[]> => {
    const pref = user.reminderPreference;
    if (channels.includes("email") && !tokens.has(user.id))
      tokens.set(user.id, await ensureUnsubscribeToken(user.id, pref));
    return channels.map((channel) => ({
      channel,
      user,
      phoneNumber: pref?.phoneNumber ?? null,
      token: tokens.get(user.id) ?? "",
    }));
  };
}

/**
 * Pages through the rows `load` returns (by id, DEBT_BATCH at a time), plans each page's deliveries and sends
 * them SEND_CONCURRENCY at a time; every row counts as considered.
 */
async function sendInBatches<Row extends { id: string }, D>(
  load: (page: { orderBy: { id: "asc" }; take: number; cursor?: { id: string }; skip?: number }) => Promise<Row[]>,
  plan: (rows: Row[]) => Promise<D[]>,
  send: (delivery: D) => Promise<Outcome>,
): Promise<ReminderRunResult> {
  const counts: ReminderRunResult = { considered: 0, sent: 0, skipped: 0, failed: 0 };
  for (let cursor: string | undefined; ;) {
    const rows = await load({
      orderBy: { id: "asc" },
      take: DEBT_BATCH,
      ...(cursor && { cursor: { id: cursor }, skip: 1 }),
    });
    if (rows.length === 0) break;
    cursor = rows.at(-1)!.id;
    counts.considered += rows.length;
    const outcomes = await mapWithConcurrency(await plan(rows), SEND_CONCURRENCY, send);
    for (const outcome of outcomes) counts[outcome]++;
  }
  return counts;
}

type Outcome = "sent" | "skipped" | "failed";

/**
 * Claim-then-send (see the note at the top): `claim` inserts the log row (false when it already existed: sent
 * before, skipped); a send that fails releases the claim so the next run tries again.
 */
async function claimThenSend(
  claim: () => Promise<boolean>,
  send: () => Promise<DeliveryResult>,
  release: () => Promise<unknown>,
  what: string,
): Promise<Outcome> {
  if (!(await claim())) return "skipped";
  let result: DeliveryResult | undefined;
  try {
    result = await send();
  } catch (error) {
    console.error(`[reminders] ${what} failed`, error);
  }
  if (result?.status === "sent") return "sent";
  await release();
  return "failed";
}

/** One reminder on the recipient's channel: e-mail with the one-click unsubscribe headers, or SMS. */
function sendTo(
  r: Recipient,
  kind: string,
  origin: string,
  email: (extra: { firstName: string | null; origin: string; unsubscribeToken: string }) => EmailContent,
  sms: () => string,
): Promise<DeliveryResult> {
  return r.channel === "email"
    ? sendEmail({
        to: r.user.email,
        ...email({ firstName: r.user.firstName, origin, unsubscribeToken: r.token }),
        // RFC 8058: mail apps show their own "Unsubscribe" button and POST here without opening the link.
        headers: {
          "List-Unsubscribe": `<${oneClickUnsubscribeUrl(origin, r.token)}>`,
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        },
        kind,
        userId: r.user.id,
      })
    : sendSms({ to: r.phoneNumber!, body: sms(), kind, userId: r.user.id });
}

interface Delivery extends Recipient {
  reminder: DueReminder;
  debt: { id: string; name: string; minPayment: { toFixed(digits: number): string } };
  /** The saved plan's amount for this debt this month, when above its minimum. */
  plannedPayment: string | null;
}

/**
 * Issue 14: a reminder quotes what the user's plan pays each debt this month (GET /api/plan/this-month), not only
 * the minimum: the debts whose planned amount is above their minimum, by id. A failure leaves reminders as they were.
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

async function deliver(d: Delivery, origin: string): Promise<Outcome> {
  const key = {
    debtId: d.debt.id,
    dueDate: dateFromDay(d.reminder.dueDate),
    channel: d.channel,
    kind: d.reminder.kind,
  };
  const content = {
    reminder: d.reminder,
    debtName: d.debt.name,
    minPayment: d.debt.minPayment.toFixed(2),
    plannedPayment: d.plannedPayment,
  };
  return claimThenSend(
    async () => (await db.reminderLog.createMany({ data: [key], skipDuplicates: true })).count > 0,
    () =>
      sendTo(
        d,
        REMINDER_OUTBOX_KIND[d.reminder.kind],
        origin,
        (extra) => reminderEmail({ ...content, ...extra }),
        () => reminderSms(content),
      ),
    () => db.reminderLog.deleteMany({ where: key }),
    `${d.channel} ${d.reminder.kind} reminder for debt ${d.debt.id}`,
  );
}

// ---------------------------------------------------------------------------------------------------------
// Goal auto-save reminders (issue 16)
// ---------------------------------------------------------------------------------------------------------
//
// A goal with an auto-save amount reminds its owner once a calendar month (UTC), on each channel their settings
// and plan allow (goalReminderChannels), while that month's contributions are below the amount and the goal is
// not reached (hasAutoSaveReminder); the goal's wire shape reads the same two rules. The first
// run of the month sends it (the cron runs every 15 minutes, so in practice on the 1st, or the day the goal was
// made). Exactly once per goal, month and channel by the same claim-then-send rule as payment reminders, with
// GoalReminderLog as the claim.

/** Sends every goal auto-save reminder due this month, each at most once. */
export async function runGoalReminders(options: RunRemindersOptions): Promise<ReminderRunResult> {
  const now = options.now ?? clockNow();
  const month = todayUtc(now).slice(0, 7);
  const monthStart = dateFromDay(`${month}-01`);
  const origin = options.origin.replace(/\/+$/, "");

  return sendInBatches(
    (page) =>
      db.goal.findMany({
        where: { autoSaveAmount: { gt: 0 }, isCompleted: false, ...reachableOwners(options) },
        ...page,
        select: {
          id: true,
          name: true,
          autoSaveAmount: true,
          currentAmount: true,
          targetAmount: true,
          isCompleted: true,
          user: { select: OWNER_SELECT },
          contributions: { where: { createdAt: { gte: monthStart } }, select: { amount: true } },
        },
      }),
    async (goals) => {
      const deliveries: GoalDelivery[] = [];
      const recipients = recipientsFor();
      for (const goal of goals) {
        const autoSaveCents = decimalToCents(goal.autoSaveAmount);
        const remindable = hasAutoSaveReminder({
          autoSaveCents,
          currentCents: decimalToCents(goal.currentAmount),
          targetCents: decimalToCents(goal.targetAmount),
          isCompleted: goal.isCompleted,
        });
        if (!remindable) continue;
        const savedCents = goal.contributions.reduce((sum, c) => sum + decimalToCents(c.amount), 0);
        // The month is already met: nothing to remind about.
        if (savedCents >= autoSaveCents) continue;
        const target = {
          id: goal.id,
          name: goal.name,
          autoSaveAmount: goal.autoSaveAmount.toFixed(2),
          savedThisMonth: formatCents(savedCents),
        };
        const channels = goalReminderChannels(goal.user, goal.user.reminderPreference);
        for (const recipient of await recipients(goal.user, channels))
          deliveries.push({ ...recipient, month, goal: target });
      }
      return deliveries;
    },
    (d) => deliverGoalReminder(d, origin),
  );
}

interface GoalDelivery extends Recipient {
  /** "YYYY-MM". */
  month: string;
  goal: { id: string; name: string; autoSaveAmount: string; savedThisMonth: string };
}

async function deliverGoalReminder(d: GoalDelivery, origin: string): Promise<Outcome> {
  const key = { goalId: d.goal.id, month: dateFromDay(`${d.month}-01`), channel: d.channel };
  const content = {
    goalName: d.goal.name,
    autoSaveAmount: d.goal.autoSaveAmount,
    savedThisMonth: d.goal.savedThisMonth,
    month: d.month,
  };
  return claimThenSend(
    async () => (await db.goalReminderLog.createMany({ data: [key], skipDuplicates: true })).count > 0,
    () =>
      sendTo(
        d,
        GOAL_AUTO_SAVE_OUTBOX_KIND,
        origin,
        (extra) => goalReminderEmail({ ...content, ...extra }),
        () => goalReminderSms(content),
      ),
    () => db.goalReminderLog.deleteMany({ where: key }),
    `${d.channel} auto-save reminder for goal ${d.goal.id}`,
  );
}

async function mapWithConcurrency<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
