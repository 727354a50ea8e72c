import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { runCron, type CronRunOptions } from "@/lib/reminders/scheduler";
import type { CronRunResult } from "@/lib/reminders/types";

// The daily cron for any number of users (docs/product-rules.md "Reminders"): a call that runs out of budget stops
// between pages and the next call resumes from the saved cursor, a job done for today is skipped, a new day starts
// over, nothing is sent twice across a resumed or redone run, and 20,000 users are reminded in one call.
//
// Every run is scoped to this file's users with cursors of its own (CronRunOptions.scope), so it neither reaches
// other files' users nor moves the real cursors. Users are written with bulk SQL: verified Basic accounts, each with
// one $2,500 card due on the 12th, added 2031-01-05 (its opening ledger row included). The budget is forced with
// maxPages, never by time. No provider keys: every reminder lands in OutboxMessage.

afterAll(async () => {
  await db.$disconnect();
});

/** 2031-03-10, 14:00 UTC: the cards are due in 2 days, so each owner gets one due-soon e-mail. */
const NOW = new Date("2031-03-10T14:00:00Z");
const ORIGIN = "https://app.example.test";

/**
 * Inserts `count` users with a due card each (ids `<tag>-u000001`... in id order) and answers their tag.
 * `nextInterestOn`: the card's next accrual day (its due day; before NOW: interest is due when the cron runs).
 */
async function insertDueUsers(count: number, nextInterestOn: string): Promise<string> {
  const tag = `paging-${randomBytes(4).toString("hex")}`;
  const n = `lpad(g::text, 6, '0')`;
  // One statement (data-modifying CTEs), not a batch transaction: it is just as atomic, and Prisma runs a batch
  // as an interactive transaction with a 5-second limit that 60,000 rows can pass on a loaded machine.
  await db.$executeRawUnsafe(
    `WITH g AS (SELECT ${n} AS n FROM generate_series(1, $2::int) g),
     u AS (
       INSERT INTO "User" (id, email, "emailVerified", "firstName", "subscriptionPlan", "updatedAt")
       SELECT $1 || '-u' || n, $1 || '-' || n || '@paging.test', now(), 'Pat', 'basic', now() FROM g
       RETURNING id
     ),
     d AS (
       INSERT INTO "Debt" (id, "userId", name, balance, "originalBalance", "interestRate", "minPayment", "dueDay",
                           "nextInterestOn", "createdAt", "updatedAt")
       SELECT $1 || '-d' || n, $1 || '-u' || n, 'Visa Card', 2500, 2500, 19.99, 75, 12, $3::date,
              '2031-01-05T12:00:00Z', now()
       FROM g
       RETURNING id
     )
     INSERT INTO "LedgerEntry" (id, "debtId", "userId", kind, amount, "effectiveOn")
     SELECT $1 || '-l' || n, $1 || '-d' || n, $1 || '-u' || n, 'opening', 2500, '2031-01-05' FROM g`,
    tag,
    count,
    nextInterestOn,
  );
  return tag;
}

/** One call of the cron kept to the tag's users, with cursors of their own. */
function cron(tag: string, options: Partial<CronRunOptions> = {}) {
  return runCron({ now: NOW, origin: ORIGIN, scope: { key: tag, userIds: { startsWith: `${tag}-u` } }, ...options });
}

/** Reminder e-mails per user of the scope ("kind" e.g. reminder_due_soon), as counts. */
async function remindersPerUser(tag: string, kind: string): Promise<number[]> {
  const rows = await db.$queryRawUnsafe<{ n: number }[]>(
    `SELECT count(m.id)::int AS n FROM "User" u LEFT JOIN "OutboxMessage" m ON m."userId" = u.id AND m.kind = $2
     WHERE u.id LIKE $1 || '-u%' GROUP BY u.id`,
    tag,
    kind,
  );
  return rows.map((r) => r.n);
}

const jobsOf = (result: CronRunResult) =>
  Object.fromEntries(Object.entries(result.jobs).map(([job, p]) => [job, [p.processed, p.complete]]));

describe("the daily cron in pages", () => {
  it("stops when the budget is spent, resumes on the next call, skips what is done today and never sends twice", async () => {
    // Interest came due on Jan 12 and Feb 12 and was never charged: the interest job has work too.
    const tag = await insertDueUsers(5, "2031-01-12");
    const paging = { pageSize: 2 };

    // Four pages: interest takes three (2 + 2 + 1 users), payment reminders get one page of two debts.
    const first = await cron(tag, { ...paging, limits: { maxPages: 4 } });
    expect(first.complete).toBe(false);
    expect(jobsOf(first)).toEqual({
      interest: [5, true],
      paymentReminders: [2, false],
      goalReminders: [0, false],
      cleanup: [0, false],
    });
    expect(first).toMatchObject({ considered: 2, sent: 2, skipped: 0, failed: 0, cleanup: null });

    // The next call resumes after the second debt: the other three are sent, none considered again.
    const second = await cron(tag, paging);
    expect(second.complete).toBe(true);
    expect(jobsOf(second)).toEqual({
      interest: [0, true],
      paymentReminders: [3, true],
      goalReminders: [0, true],
      cleanup: [1, true],
    });
    expect(second).toMatchObject({ considered: 3, sent: 3, skipped: 0, failed: 0 });
    expect(second.cleanup).not.toBeNull();
    expect(await remindersPerUser(tag, "reminder_due_soon")).toEqual([1, 1, 1, 1, 1]);
    // Interest was charged once per debt and month: January's and February's.
    const interest = await db.ledgerEntry.groupBy({
      by: ["debtId"],
      where: { userId: { startsWith: `${tag}-u` }, kind: "interest" },
      _count: true,
    });
    expect(interest.map((d) => d._count)).toEqual([2, 2, 2, 2, 2]);

    // A later call the same day finds every job done.
    const third = await cron(tag, paging);
    expect(third.complete).toBe(true);
    expect(Object.values(third.jobs).every((p) => p.processed === 0 && p.complete)).toBe(true);
    expect(third).toMatchObject({ considered: 0, sent: 0, cleanup: null });

    // A call cut off after sending but before saving its place does the page again: the claims skip it.
    // (The jobs that go through users keep one cursor per UTC hour: NOW is 14:00.)
    await db.schedulerCursor.delete({ where: { job: `paymentReminders@14:${tag}` } });
    const redone = await cron(tag, paging);
    expect(redone).toMatchObject({ complete: true, considered: 5, sent: 0, skipped: 5, failed: 0 });
    expect(await remindersPerUser(tag, "reminder_due_soon")).toEqual([1, 1, 1, 1, 1]);
  });

  it("passes over the users again every hour, the cleanup once a day", async () => {
    const tag = await insertDueUsers(2, "2031-04-12");
    expect(await cron(tag, { pageSize: 2 })).toMatchObject({ complete: true, considered: 2, sent: 2 });
    // An hour later the reminder jobs walk every debt again (someone's morning may have come); the claims keep the
    // reminders already sent from going again, and the cleanup, done today, is skipped.
    const nextHour = await cron(tag, { pageSize: 2, now: new Date("2031-03-10T15:00:00Z") });
    expect(nextHour).toMatchObject({ complete: true, considered: 2, sent: 0, skipped: 2, cleanup: null });
    expect(jobsOf(nextHour)).toMatchObject({ paymentReminders: [2, true], cleanup: [0, true] });
    expect(await remindersPerUser(tag, "reminder_due_soon")).toEqual([1, 1]);
  });

  it("starts every job over on a new day", async () => {
    const tag = await insertDueUsers(3, "2031-04-12");
    expect(await cron(tag, { pageSize: 2 })).toMatchObject({ complete: true, considered: 3, sent: 3 });

    // Mar 13: the Mar 12 payment was missed. The jobs walk every debt again and send the missed-payment e-mails.
    const nextDay = await cron(tag, { pageSize: 2, now: new Date("2031-03-13T14:00:00Z") });
    expect(nextDay).toMatchObject({ complete: true, considered: 3, sent: 3, skipped: 0 });
    expect(jobsOf(nextDay)).toMatchObject({ paymentReminders: [3, true], cleanup: [1, true] });
    expect(await remindersPerUser(tag, "reminder_due_soon")).toEqual([1, 1, 1]);
    expect(await remindersPerUser(tag, "reminder_missed")).toEqual([1, 1, 1]);
  });

  it("reminds 20,000 users in one call: one e-mail each", async () => {
    const count = 20_000;
    const inserted = Date.now();
    const tag = await insertDueUsers(count, "2031-04-12");
    const started = Date.now();
    const cpu = process.cpuUsage();
    const result = await cron(tag);
    const seconds = (ms: number) => (ms / 1000).toFixed(1);
    const { user, system } = process.cpuUsage(cpu);
    // Wall time, and this process's CPU time (steadier when other work shares the machine).
    console.log(
      `20,000 users' reminders: ${seconds(Date.now() - started)} s (CPU ${seconds((user + system) / 1000)} s; ` +
        `inserting them: ${seconds(started - inserted)} s)`,
    );

    expect(result).toMatchObject({ complete: true, considered: count, sent: count, skipped: 0, failed: 0 });
    const perUser = await remindersPerUser(tag, "reminder_due_soon");
    expect(perUser).toHaveLength(count);
    expect(perUser.every((n) => n === 1)).toBe(true);

    // Out of the way of the files that run after this one (the unscoped cron route test walks every reachable debt):
    // on Free they are reminded no more. Cheaper than deleting them (about 5 s of cascades).
    await db.$executeRawUnsafe(`UPDATE "User" SET "subscriptionPlan" = 'free' WHERE id LIKE $1 || '-u%'`, tag);
  }, 180_000);
});
