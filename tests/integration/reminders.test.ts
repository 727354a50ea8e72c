import twilio from "twilio";
import { GET as cronGet, POST as cronPost, maxDuration } from "@/app/api/cron/reminders/route";
import { POST as phoneRoute } from "@/app/api/reminders/phone/route";
import { POST as verifyRoute } from "@/app/api/reminders/phone/verify/route";
import { GET as getPrefsRoute, PUT as putPrefsRoute } from "@/app/api/reminders/preferences/route";
import { POST as unsubscribeRoute } from "@/app/api/reminders/unsubscribe/route";
import { POST as twilioRoute } from "@/app/api/webhooks/twilio/route";
import { db } from "@/lib/db";
import { addDays, todayIn } from "@/lib/dates";
import { sendAll } from "@/lib/messaging/send";
import { RATE_LIMIT_MAX_WINDOW_SECONDS } from "@/lib/rate-limit";
import { runReminders } from "@/lib/reminders/scheduler";
import {
  CRON_JOBS,
  type CronRunResult,
  type ReminderPreferencesDto,
  type ReminderRunResult,
} from "@/lib/reminders/types";
import { CookieJar, TEST_ORIGIN, callRoute } from "@/tests/support/route-client";
import { signUp } from "@/tests/support/users";
import { atInstant, utcInstant } from "@/tests/support/clock";
import { insertDebt, insertReminderDebt } from "@/tests/support/debts";

// Payment reminders end to end against PostgreSQL: the cron route's secret, who gets which reminder, sending
// exactly once (also under concurrent runs), retry after a failed delivery, the unsubscribe link, SMS STOP
// through the signed Twilio webhook, phone verification and the plan gates on the settings.
//
// Runs are driven through the service with a fixed `now` and scoped to each test's own users; the route is
// covered for its secret and its counts. No provider keys are set, so every message lands in OutboxMessage.
// TWILIO_AUTH_TOKEN alone (no account SID or number) switches the webhook on without switching Twilio sending on.

const CRON_SECRET = "test-cron-secret-0123456789";
const TWILIO_AUTH_TOKEN = "test-twilio-auth-token";
process.env.CRON_SECRET = CRON_SECRET;
process.env.TWILIO_AUTH_TOKEN = TWILIO_AUTH_TOKEN;

// Delivery passes through to the real outbox; single tests make it fail once.
jest.mock("@/lib/messaging/send", () => {
  const actual = jest.requireActual<typeof import("@/lib/messaging/send")>("@/lib/messaging/send");
  return { ...actual, sendAll: jest.fn(actual.sendAll) };
});

jest.setTimeout(60_000);

afterAll(async () => {
  await db.$disconnect();
});

/** 2031-03-10, 14:00 UTC (the deployed cron's hour). */
const NOW = new Date("2031-03-10T14:00:00Z");
const ORIGIN = "https://app.example.test";
type Plan = "free" | "basic" | "pro";
type ErrorBody = { error: { code: string; message: string; issues?: { path: string; message: string }[] } };

function run(userIds: string[], now = NOW): Promise<ReminderRunResult> {
  return runReminders({ now, origin: ORIGIN, userIds });
}

async function userWithDebt(plan: Plan, dueDay: number, options: { name?: string; timeZone?: string } = {}) {
  // Only verified addresses are reminded (email-verification.test.ts covers the unverified skip).
  const user = await signUp({ plan, prefix: `remind-${plan}`, verified: true, timeZone: options.timeZone });
  const debt = await insertReminderDebt(user.userId, dueDay, options.name ?? "Visa Card");
  return { ...user, debt };
}

/** What the user was sent after signing up (the sign-up's own verify_email mail left out). */
function outbox(userId: string) {
  return db.outboxMessage.findMany({
    where: { userId, kind: { not: "verify_email" } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
}

function logs(debtId: string) {
  return db.reminderLog.findMany({ where: { debtId }, orderBy: [{ channel: "asc" }] });
}

/** A fresh valid US number, so STOP for one test's number never touches another test's user. */
function uniquePhone(): string {
  const part = (min: number, span: number) => String(min + Math.floor(Math.random() * span));
  return `+1${part(200, 800)}${part(200, 800)}${part(1000, 9000)}`;
}

async function verifiedPhone(userId: string, smsEnabled = true): Promise<string> {
  const phoneNumber = uniquePhone();
  await db.reminderPreference.upsert({
    where: { userId },
    create: { userId, phoneNumber, phoneVerifiedAt: new Date(), smsEnabled },
    update: { phoneNumber, phoneVerifiedAt: new Date(), smsEnabled },
  });
  return phoneNumber;
}

function cron(handler: typeof cronGet, authorization?: string, query = "") {
  return callRoute(handler, {
    method: handler === cronPost ? "POST" : "GET",
    path: `/api/cron/reminders${query}`,
    headers: authorization ? { authorization } : {},
  });
}

describe("GET/POST /api/cron/reminders", () => {
  it("answers 401 without the secret or with a wrong one", async () => {
    for (const handler of [cronGet, cronPost]) {
      for (const auth of [
        undefined,
        "Bearer wrong-secret",
        CRON_SECRET,
        `Basic ${CRON_SECRET}`,
        `Bearer ${CRON_SECRET}x`,
      ]) {
        const res = await cron(handler, auth);
        expect(res.status).toBe(401);
        expect(((await res.json()) as ErrorBody).error.code).toBe("unauthorized");
      }
    }
  });

  it("gives the host 300 s a call (maxDuration)", () => {
    expect(maxDuration).toBe(300);
  });

  it("runs with the secret and answers the counts; a Basic user with a debt due in 2 days gets the e-mail", async () => {
    // Reminders go out from 08:00 of the user's own day: a zone where it is 08:00 or later now, whatever the hour.
    const timeZone = new Date().getUTCHours() >= 8 ? "UTC" : "Asia/Tokyo";
    const inTwoDays = addDays(todayIn(timeZone), 2);
    const { userId } = await userWithDebt("basic", Number(inTwoDays.slice(8)), { timeZone });
    // The daily run also prunes rate-limit windows that are over for every rule (lib/rate-limit.ts).
    const expiredCounter = `reminders-cron:expired:${userId}`;
    const liveCounter = `reminders-cron:live:${userId}`;
    await db.rateLimit.createMany({
      data: [
        {
          key: expiredCounter,
          count: 1,
          windowStart: new Date(Date.now() - RATE_LIMIT_MAX_WINDOW_SECONDS * 1000 - 60_000),
        },
        { key: liveCounter, count: 1, windowStart: new Date() },
      ],
    });

    // Today's jobs start from the beginning, whatever an earlier run against this database left (SchedulerCursor).
    // (One cursor per job and UTC hour, the cleanup's one a day: this hour's and the next, should it strike now.)
    const hours = [0, 1].map((h) => String((new Date().getUTCHours() + h) % 24).padStart(2, "0"));
    const cursors = CRON_JOBS.flatMap((job) => (job === "cleanup" ? [job] : hours.map((h) => `${job}@${h}`)));
    await db.schedulerCursor.deleteMany({ where: { job: { in: cursors } } });
    const res = await cron(cronGet, `Bearer ${CRON_SECRET}`);
    expect(res.status).toBe(200);
    expect(
      (await db.rateLimit.findMany({ where: { key: { in: [expiredCounter, liveCounter] } } })).map((r) => r.key),
    ).toEqual([liveCounter]);
    const counts = (await res.json()) as CronRunResult;
    expect(Object.keys(counts).sort()).toEqual([
      "cleanup",
      "complete",
      "considered",
      "failed",
      "goals",
      "jobs",
      "sent",
      "skipped",
    ]);
    expect(counts.complete).toBe(true);
    expect(Object.keys(counts.jobs)).toEqual([...CRON_JOBS]);
    expect(counts.considered).toBeGreaterThanOrEqual(1);
    expect(counts.jobs.paymentReminders).toEqual({ processed: counts.considered, complete: true });
    expect(counts.sent).toBeGreaterThanOrEqual(1);
    expect(counts.cleanup).not.toBeNull();
    const messages = await outbox(userId);
    expect(messages.map((m) => m.kind)).toEqual(["reminder_due_soon"]);

    // POST works the same; today's jobs are done, so the call finds nothing to do and sends nothing again.
    const again = await cron(cronPost, `Bearer ${CRON_SECRET}`);
    expect(again.status).toBe(200);
    const second = (await again.json()) as CronRunResult;
    expect(second).toMatchObject({ complete: true, considered: 0, sent: 0, cleanup: null });
    expect(Object.values(second.jobs).every((job) => job.processed === 0 && job.complete)).toBe(true);
    expect(await outbox(userId)).toHaveLength(1);
  });
});

describe("runReminders", () => {
  it("reminds each user on their own day from their morning: Tokyo before UTC's day begins, Los Angeles hours later", async () => {
    // A day ten days ahead, D. The product's clock runs the scheduler at three instants (docs/product-rules.md
    // "Reminders": from 08:00 on the owner's own day, each reminder once).
    const at = (days: number, time: string) => utcInstant(10 + days, time);
    const dDay = at(0, "00:00").slice(0, 10);
    const dueDay = Number(addDays(dDay, 2).slice(8)); // due on D+2: due soon from D on (two days before)
    const tokyo = await userWithDebt("basic", dueDay, { timeZone: "Asia/Tokyo" });
    const pacific = await userWithDebt("basic", dueDay, { timeZone: "America/Los_Angeles" });
    const users = [tokyo.userId, pacific.userId];
    // Two days ahead: on D-1 the due date is still three days off for both.
    await db.reminderPreference.createMany({ data: users.map((userId) => ({ userId, daysBefore: 2 })) });
    const runNow = () => runReminders({ origin: ORIGIN, userIds: users });

    // 22:30 UTC on D-1: 07:30 on D in Tokyo, not yet its morning; 14:30 (or 15:30) on D-1 in Los Angeles, a day early.
    await atInstant(at(-1, "22:30"), async () => expect((await runNow()).sent).toBe(0));
    // 23:00 UTC on D-1: 08:00 on D in Tokyo (UTC's day is still D-1): Tokyo's reminder goes, for its own day.
    await atInstant(at(-1, "23:00"), async () =>
      expect(await runNow()).toEqual({ considered: 2, sent: 1, skipped: 0, failed: 0 }),
    );
    expect(await outbox(tokyo.userId)).toHaveLength(1);
    expect(await outbox(pacific.userId)).toHaveLength(0);
    // 14:00 UTC on D (the old daily hour): 06:00 or 07:00 in Los Angeles, before its morning; Tokyo's went already.
    await atInstant(at(0, "14:00"), async () =>
      expect(await runNow()).toEqual({ considered: 2, sent: 0, skipped: 1, failed: 0 }),
    );
    expect(await outbox(pacific.userId)).toHaveLength(0);
    // 16:00 UTC on D: 08:00 or 09:00 in Los Angeles; 01:00 on D+1 in Tokyo, before its next morning.
    await atInstant(at(0, "16:00"), async () =>
      expect(await runNow()).toEqual({ considered: 2, sent: 1, skipped: 0, failed: 0 }),
    );
    const [mail] = await outbox(pacific.userId);
    expect(mail).toMatchObject({ kind: "reminder_due_soon" });
    expect(mail!.body).toContain("in 2 days");
    for (const { debt } of [tokyo, pacific]) {
      expect((await logs(debt.id)).map((l) => l.dueDate.toISOString().slice(0, 10))).toEqual([addDays(dDay, 2)]);
    }
  });

  it("quotes the saved plan's amount for the debt this month when it is more than the minimum", async () => {
    const { userId, email } = await userWithDebt("pro", 12);
    // $200 extra on the only debt: the plan pays $275.00 this month.
    await db.payoffPlan.create({ data: { userId, strategy: "avalanche", monthlyBudget: "275.00" } });
    await db.reminderPreference.upsert({ where: { userId }, create: { userId, smsEnabled: false }, update: {} });
    expect((await run([userId])).sent).toBe(1);
    const [message] = await outbox(userId);
    expect(message).toMatchObject({ to: email, kind: "reminder_due_soon" });
    expect(message!.body).toContain("The minimum payment is $75.00. Your plan pays $275.00 toward it this month.");
  });

  it("sends a Basic user's due-soon e-mail once: one OutboxMessage and one ReminderLog; a second run sends nothing", async () => {
    const { userId, email, debt } = await userWithDebt("basic", 12); // due 2031-03-12, in 2 days

    expect(await run([userId])).toEqual({ considered: 1, sent: 1, skipped: 0, failed: 0 });
    const [message, ...rest] = await outbox(userId);
    expect(rest).toEqual([]);
    expect(message).toMatchObject({ channel: "email", kind: "reminder_due_soon", to: email, status: "sent" });
    expect(message!.subject).toBe("Visa Card: payment due Mar 12");
    expect(message!.body).toContain("Your Visa Card payment is due in 2 days, on Wednesday, March 12, 2031.");
    expect(message!.body).toContain("The minimum payment is $75.00.");
    const rows = await logs(debt.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ channel: "email", kind: "due_soon" });
    expect(rows[0]!.dueDate.toISOString()).toBe("2031-03-12T00:00:00.000Z");

    expect(await run([userId])).toEqual({ considered: 1, sent: 0, skipped: 1, failed: 0 });
    // Still in the window the next day: still nothing new.
    expect(await run([userId], new Date("2031-03-11T14:00:00Z"))).toEqual({
      considered: 1,
      sent: 0,
      skipped: 1,
      failed: 0,
    });
    expect(await outbox(userId)).toHaveLength(1);
    expect(await logs(debt.id)).toHaveLength(1);
  });

  it("sends exactly once per debt, due date and channel when runs overlap", async () => {
    const { userId, debt } = await userWithDebt("pro", 12);
    const second = await insertReminderDebt(userId, 11, "Car Loan");
    await verifiedPhone(userId);

    // Six at once: enough overlap that a check-then-insert guard (instead of the unique claim) sends twice.
    const results = await Promise.all(Array.from({ length: 6 }, () => run([userId])));
    const total = (key: keyof ReminderRunResult) => results.reduce((sum, r) => sum + r[key], 0);
    // 2 debts x 2 channels = 4 reminders, each sent by exactly one of the runs and skipped by the other five.
    expect(total("sent")).toBe(4);
    expect(total("skipped")).toBe(20);
    expect(total("failed")).toBe(0);
    const messages = await outbox(userId);
    expect(messages).toHaveLength(4);
    expect(messages.map((m) => `${m.channel}:${m.kind}`).sort()).toEqual([
      "email:reminder_due_soon",
      "email:reminder_due_soon",
      "sms:reminder_due_soon",
      "sms:reminder_due_soon",
    ]);
    expect((await logs(debt.id)).map((l) => l.channel)).toEqual(["email", "sms"]);
    expect((await logs(second.id)).map((l) => l.channel)).toEqual(["email", "sms"]);
  });

  it("sends nothing to a Free user", async () => {
    const { userId, debt } = await userWithDebt("free", 12);
    expect(await run([userId])).toEqual({ considered: 0, sent: 0, skipped: 0, failed: 0 });
    expect(await outbox(userId)).toEqual([]);
    expect(await logs(debt.id)).toEqual([]);
  });

  it("sends nothing for a debt already paid this cycle, a closed debt, or a debt without a due day", async () => {
    const { userId, debt } = await userWithDebt("basic", 12);
    await db.payment.create({
      data: { debtId: debt.id, userId, amount: "75.00", paymentDate: new Date("2031-03-01T00:00:00Z") },
    });
    await insertDebt({
      data: {
        userId,
        name: "Closed",
        balance: "0",
        originalBalance: "100",
        interestRate: "5",
        minPayment: "10",
        dueDay: 12,
        closedAt: new Date(),
      },
    });
    await insertReminderDebt(userId, null, "No due day");

    expect(await run([userId])).toEqual({ considered: 1, sent: 0, skipped: 0, failed: 0 });
    expect(await outbox(userId)).toEqual([]);
  });

  it("still reminds when the only payment belongs to last month's cycle", async () => {
    const { userId, debt } = await userWithDebt("basic", 12);
    await db.payment.create({
      data: { debtId: debt.id, userId, amount: "75.00", paymentDate: new Date("2031-02-12T00:00:00Z") },
    });
    expect((await run([userId])).sent).toBe(1);
  });

  it("sends a missed-payment e-mail 1-3 days after an unpaid due date", async () => {
    const { userId, debt } = await userWithDebt("basic", 8); // due 2031-03-08, 2 days ago
    expect(await run([userId])).toEqual({ considered: 1, sent: 1, skipped: 0, failed: 0 });
    const [message] = await outbox(userId);
    expect(message).toMatchObject({ kind: "reminder_missed", subject: "Visa Card: did you make your Mar 8 payment?" });
    expect(message!.body).toContain("was due on Saturday, March 8, 2031 and we don't see a payment logged for it yet");
    expect((await logs(debt.id)).map((l) => [l.kind, l.dueDate.toISOString().slice(0, 10)])).toEqual([
      ["missed", "2031-03-08"],
    ]);

    // A payment logged late, before the run: no missed reminder for that date.
    const paidLate = await userWithDebt("basic", 8);
    await db.payment.create({
      data: {
        debtId: paidLate.debt.id,
        userId: paidLate.userId,
        amount: "75.00",
        paymentDate: new Date("2031-03-09T00:00:00Z"),
      },
    });
    expect((await run([paidLate.userId])).sent).toBe(0);
  });

  it("texts only Pro users with a verified phone and SMS on", async () => {
    // Basic with a verified number and SMS switched on (e.g. after a downgrade): e-mail only.
    const basic = await userWithDebt("basic", 12);
    await verifiedPhone(basic.userId);
    expect((await run([basic.userId])).sent).toBe(1);
    expect((await outbox(basic.userId)).map((m) => m.channel)).toEqual(["email"]);

    // Pro whose number was never verified: e-mail only.
    const unverified = await userWithDebt("pro", 12);
    await db.reminderPreference.create({
      data: { userId: unverified.userId, phoneNumber: uniquePhone(), smsEnabled: true },
    });
    await run([unverified.userId]);
    expect((await outbox(unverified.userId)).map((m) => m.channel)).toEqual(["email"]);

    // Pro with SMS off: e-mail only.
    const smsOff = await userWithDebt("pro", 12);
    await verifiedPhone(smsOff.userId, false);
    await run([smsOff.userId]);
    expect((await outbox(smsOff.userId)).map((m) => m.channel)).toEqual(["email"]);

    // Pro, verified, SMS on: both, the text to the verified number with the opt-out line.
    const pro = await userWithDebt("pro", 12);
    const phone = await verifiedPhone(pro.userId);
    expect(await run([pro.userId])).toEqual({ considered: 1, sent: 2, skipped: 0, failed: 0 });
    const sms = (await outbox(pro.userId)).find((m) => m.channel === "sms");
    expect(sms).toMatchObject({ to: phone, kind: "reminder_due_soon" });
    expect(sms!.body).toBe("DebtWise: your Visa Card payment (min $75.00) is due Mar 12. Reply STOP to opt out");
  });

  it("retries a failed delivery on the next run (the claim is released)", async () => {
    const { userId, debt } = await userWithDebt("basic", 12);
    jest
      .mocked(sendAll)
      .mockResolvedValueOnce([{ status: "failed", via: "resend", outboxId: "x", error: "provider down" }]);

    expect(await run([userId])).toEqual({ considered: 1, sent: 0, skipped: 0, failed: 1 });
    expect(await logs(debt.id)).toEqual([]);

    expect(await run([userId])).toEqual({ considered: 1, sent: 1, skipped: 0, failed: 0 });
    expect(await logs(debt.id)).toHaveLength(1);
  });
});

describe("unsubscribe", () => {
  async function reminderToken(userId: string): Promise<string> {
    const message = (await outbox(userId)).find((m) => m.channel === "email");
    const match = /https:\/\/app\.example\.test\/unsubscribe\/([A-Za-z0-9_-]+)/.exec(message!.body);
    expect(match).not.toBeNull();
    expect(message!.html).toContain(`${ORIGIN}/unsubscribe/${match![1]}`);
    return match![1]!;
  }

  const unsubscribe = (token: string) =>
    callRoute(unsubscribeRoute, { path: "/api/reminders/unsubscribe", json: { token } });

  it("every reminder e-mail carries the link; POSTing its token without a session turns reminder e-mails off", async () => {
    const { userId, email, jar } = await userWithDebt("basic", 12);
    await run([userId]);
    const token = await reminderToken(userId);

    const res = await unsubscribe(token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ unsubscribed: true, email: `${email[0]}***@example.com` });
    expect((await db.reminderPreference.findUnique({ where: { userId } }))!.emailEnabled).toBe(false);

    // The next month's reminder is not sent, and the settings page shows e-mail off.
    const nextMonth = new Date("2031-04-10T14:00:00Z");
    expect(await run([userId], nextMonth)).toEqual({ considered: 1, sent: 0, skipped: 0, failed: 0 });
    expect(await outbox(userId)).toHaveLength(1);
    const prefs = (await (
      await callRoute(getPrefsRoute, { path: "/api/reminders/preferences", jar })
    ).json()) as ReminderPreferencesDto;
    expect(prefs.emailEnabled).toBe(false);

    // Unsubscribing twice is fine (the link stays valid).
    expect((await unsubscribe(token)).status).toBe(200);
  });

  it("the same link works in every e-mail, and the RFC 8058 one-click POST works too", async () => {
    const { userId } = await userWithDebt("basic", 12);
    await run([userId]);
    const first = await reminderToken(userId);
    await run([userId], new Date("2031-04-10T14:00:00Z"));
    const messages = (await outbox(userId)).filter((m) => m.channel === "email");
    expect(messages).toHaveLength(2);
    expect(messages[1]!.body).toContain(`/unsubscribe/${first}`);

    const res = await callRoute(unsubscribeRoute, {
      path: `/api/reminders/unsubscribe?token=${first}`,
      form: { "List-Unsubscribe": "One-Click" },
    });
    expect(res.status).toBe(200);
    expect((await db.reminderPreference.findUnique({ where: { userId } }))!.emailEnabled).toBe(false);
  });

  it("answers 404 for an unknown or empty token and 400 for a body without one", async () => {
    for (const token of ["not-a-real-token-000000000000000000000000", "x"]) {
      const res = await unsubscribe(token);
      expect(res.status).toBe(404);
      expect(((await res.json()) as ErrorBody).error.message).toBe("This unsubscribe link is not valid.");
    }
    const oneClick = await callRoute(unsubscribeRoute, {
      path: "/api/reminders/unsubscribe",
      form: { "List-Unsubscribe": "One-Click" },
    });
    expect(oneClick.status).toBe(404);
    expect((await callRoute(unsubscribeRoute, { path: "/api/reminders/unsubscribe", json: {} })).status).toBe(400);
  });
});

describe("POST /api/webhooks/twilio", () => {
  const URL_CALLED = `${TEST_ORIGIN}/api/webhooks/twilio`;

  function inbound(params: Record<string, string>, signature?: string) {
    return callRoute(twilioRoute, {
      path: "/api/webhooks/twilio",
      form: params,
      headers: signature === undefined ? {} : { "x-twilio-signature": signature },
    });
  }
  const signed = (params: Record<string, string>) =>
    inbound(params, twilio.getExpectedTwilioSignature(TWILIO_AUTH_TOKEN, URL_CALLED, params));
  const smsEnabled = async (userId: string) =>
    (await db.reminderPreference.findUnique({ where: { userId } }))!.smsEnabled;

  it("STOP from the user's number, validly signed, turns SMS reminders off; START turns them back on", async () => {
    const { userId } = await signUp({ plan: "pro", prefix: "remind-stop" });
    const phone = await verifiedPhone(userId);
    const params = { MessageSid: "SM123", AccountSid: "AC123", From: phone, To: "+15005550006", Body: "STOP" };

    const res = await signed(params);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/xml/);
    expect(await res.text()).toContain("<Response/>");
    expect(await smsEnabled(userId)).toBe(false);

    await signed({ ...params, Body: "start" });
    expect(await smsEnabled(userId)).toBe(true);

    // Other words change nothing; carrier variants of stop are honoured.
    await signed({ ...params, Body: "thanks!" });
    expect(await smsEnabled(userId)).toBe(true);
    await signed({ ...params, Body: " Unsubscribe. " });
    expect(await smsEnabled(userId)).toBe(false);
  });

  it("answers 403 for a bad or missing signature and changes nothing", async () => {
    const { userId } = await signUp({ plan: "pro", prefix: "remind-stop" });
    const phone = await verifiedPhone(userId);
    const params = { From: phone, Body: "STOP" };

    const forged = await inbound(params, twilio.getExpectedTwilioSignature("some-other-token", URL_CALLED, params));
    expect(forged.status).toBe(403);
    expect((await inbound(params)).status).toBe(403);
    // Signed for a different body: the signature covers the parameters.
    const swapped = await inbound(
      params,
      twilio.getExpectedTwilioSignature(TWILIO_AUTH_TOKEN, URL_CALLED, { ...params, Body: "hello" }),
    );
    expect(swapped.status).toBe(403);
    expect(await smsEnabled(userId)).toBe(true);
  });
});

describe("phone verification", () => {
  const startVerification = (jar: CookieJar, phoneNumber: string) =>
    callRoute(phoneRoute, { path: "/api/reminders/phone", json: { phoneNumber }, jar });
  const confirm = (jar: CookieJar, code: string) =>
    callRoute(verifyRoute, { path: "/api/reminders/phone/verify", json: { code }, jar });

  async function sentCode(userId: string): Promise<string> {
    const sms = await db.outboxMessage.findFirst({
      where: { userId, kind: "phone_verification" },
      orderBy: { createdAt: "desc" },
    });
    const match = /code is (\d{6})\./.exec(sms!.body);
    expect(match).not.toBeNull();
    return match![1]!;
  }

  it("texts a code (US number normalised), counts wrong codes, and the right code verifies and turns SMS on", async () => {
    const { jar, userId } = await signUp({ verified: true, plan: "pro", prefix: "remind-phone" });
    const local = uniquePhone().slice(2);
    const typed = `(${local.slice(0, 3)}) ${local.slice(3, 6)}-${local.slice(6)}`;

    const res = await startVerification(jar, typed);
    expect(res.status).toBe(200);
    const pending = (await res.json()) as ReminderPreferencesDto;
    expect(pending.pendingPhoneNumber).toBe(`+1${local}`);
    expect(pending.phoneNumber).toBeNull();
    const sms = await db.outboxMessage.findFirst({ where: { userId, kind: "phone_verification" } });
    expect(sms).toMatchObject({ channel: "sms", to: `+1${local}` });
    const code = await sentCode(userId);

    const wrong = await confirm(jar, code === "000000" ? "111111" : "000000");
    expect(wrong.status).toBe(400);
    const body = (await wrong.json()) as ErrorBody;
    expect(body.error.message).toBe("That code is not right. 4 attempts left.");
    expect(body.error.issues).toEqual([{ path: "code", message: "That code is not right. 4 attempts left." }]);
    expect((await db.reminderPreference.findUnique({ where: { userId } }))!.phoneCodeAttempts).toBe(1);

    const right = await confirm(jar, `${code.slice(0, 3)} ${code.slice(3)}`);
    expect(right.status).toBe(200);
    const verified = (await right.json()) as ReminderPreferencesDto;
    expect(verified).toMatchObject({
      phoneNumber: `+1${local}`,
      pendingPhoneNumber: null,
      smsEnabled: true,
      smsAvailable: true,
    });

    // The code is used up.
    expect((await confirm(jar, code)).status).toBe(400);
  });

  it("voids the code after 5 wrong tries, and refuses an expired code", async () => {
    const { jar, userId } = await signUp({ verified: true, plan: "pro", prefix: "remind-phone" });
    expect((await startVerification(jar, uniquePhone())).status).toBe(200);
    const code = await sentCode(userId);
    const wrongCode = code === "000000" ? "111111" : "000000";
    const messages: string[] = [];
    for (let i = 0; i < 5; i++)
      messages.push(((await (await confirm(jar, wrongCode)).json()) as ErrorBody).error.message);
    expect(messages.at(-2)).toBe("That code is not right. 1 attempt left.");
    expect(messages.at(-1)).toBe("That code is not right. Send a new code and try again.");
    const locked = await confirm(jar, code);
    expect(locked.status).toBe(400);
    expect(((await locked.json()) as ErrorBody).error.message).toBe(
      "Too many wrong codes. Send a new code and try again.",
    );

    // A new code starts over; once expired it is refused even when right.
    expect((await startVerification(jar, uniquePhone())).status).toBe(200);
    const fresh = await sentCode(userId);
    await db.reminderPreference.update({
      where: { userId },
      data: { phoneCodeExpiresAt: new Date(Date.now() - 1000) },
    });
    const expired = await confirm(jar, fresh);
    expect(expired.status).toBe(400);
    expect(((await expired.json()) as ErrorBody).error.message).toBe("That code has expired. Send a new code.");
    expect((await db.reminderPreference.findUnique({ where: { userId } }))!.phoneVerifiedAt).toBeNull();
  });

  it("is Pro only, validates the number, needs a code first, and allows 5 codes an hour", async () => {
    const basic = await signUp({ plan: "basic", prefix: "remind-phone" });
    const gated = await startVerification(basic.jar, uniquePhone());
    expect(gated.status).toBe(403);
    expect(((await gated.json()) as ErrorBody).error.code).toBe("plan_limit");

    const { jar } = await signUp({ verified: true, plan: "pro", prefix: "remind-phone" });
    const invalid = await startVerification(jar, "12345");
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as ErrorBody).error.issues?.[0]?.path).toBe("phoneNumber");
    expect((await confirm(jar, "123456")).status).toBe(400);

    for (let i = 0; i < 3; i++) expect((await startVerification(jar, uniquePhone())).status).toBe(200);
    // 4 counted so far (the invalid one too); the 5th is allowed, the 6th is not.
    expect((await startVerification(jar, uniquePhone())).status).toBe(200);
    expect((await startVerification(jar, uniquePhone())).status).toBe(429);
  });
});

describe("GET/PUT /api/reminders/preferences", () => {
  const put = (jar: CookieJar | undefined, json: unknown) =>
    callRoute(putPrefsRoute, { method: "PUT", path: "/api/reminders/preferences", json, jar });
  const get = async (jar: CookieJar) =>
    (await (
      await callRoute(getPrefsRoute, { path: "/api/reminders/preferences", jar })
    ).json()) as ReminderPreferencesDto;

  it("needs a session", async () => {
    expect((await callRoute(getPrefsRoute, { path: "/api/reminders/preferences" })).status).toBe(401);
    expect((await put(undefined, { emailEnabled: false })).status).toBe(401);
  });

  it("Free: e-mail reminders are unavailable, and turning them on is 403 plan_limit", async () => {
    const { jar, email } = await signUp({ prefix: "remind-prefs" });
    expect(await get(jar)).toEqual({
      email,
      emailEnabled: false,
      smsEnabled: false,
      daysBefore: 3,
      phoneNumber: null,
      pendingPhoneNumber: null,
      codeExpiresAt: null,
      emailAvailable: false,
      smsAvailable: false,
      emailVerified: false,
    });
    const res = await put(jar, { emailEnabled: true });
    expect(res.status).toBe(403);
    const body = (await res.json()) as ErrorBody;
    expect(body.error.code).toBe("plan_limit");
    expect(body.error.message).toMatch(/Upgrade to Basic/);
    // Turning off is always allowed.
    expect((await put(jar, { emailEnabled: false })).status).toBe(200);
  });

  it("Basic: e-mail on by default, can be switched and timed; SMS is 403", async () => {
    const { jar } = await signUp({ plan: "basic", prefix: "remind-prefs" });
    expect(await get(jar)).toMatchObject({
      emailEnabled: true,
      emailAvailable: true,
      smsAvailable: false,
      daysBefore: 3,
    });

    const off = await put(jar, { emailEnabled: false, daysBefore: 5 });
    expect(off.status).toBe(200);
    expect(await off.json()).toMatchObject({ emailEnabled: false, daysBefore: 5 });
    expect(await get(jar)).toMatchObject({ emailEnabled: false, daysBefore: 5 });
    expect(await (await put(jar, { emailEnabled: true })).json()).toMatchObject({ emailEnabled: true, daysBefore: 5 });

    const sms = await put(jar, { smsEnabled: true });
    expect(sms.status).toBe(403);
    expect(((await sms.json()) as ErrorBody).error.message).toMatch(/Upgrade to Pro/);

    for (const bad of [{ daysBefore: 0 }, { daysBefore: 8 }, { daysBefore: 2.5 }, {}, { emailEnabled: "yes" }]) {
      expect((await put(jar, bad)).status).toBe(400);
    }
  });

  it("Pro: SMS needs a verified number first", async () => {
    const { jar, userId } = await signUp({ verified: true, plan: "pro", prefix: "remind-prefs" });
    const res = await put(jar, { smsEnabled: true });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.message).toBe("Verify your phone number first");

    const phone = await verifiedPhone(userId, false);
    const ok = await put(jar, { smsEnabled: true });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ smsEnabled: true, phoneNumber: phone });
  });
});
