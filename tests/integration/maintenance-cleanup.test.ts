import { db } from "@/lib/db";
import { IMPORT_REVIEW_DAYS, OUTBOX_BODY_DAYS, runDailyCleanup } from "@/lib/maintenance/cleanup";
import { signUp } from "@/tests/support/users";

// The daily cleanup (docs/product-rules.md "Data kept"): expired sessions and links go, live ones stay; an old
// outbox message loses its text but keeps its record; an import never applied goes after 30 days; a second run finds
// nothing left to do.

afterAll(async () => {
  await db.$disconnect();
});

const DAY = 86_400_000;

it("deletes what expired, keeps what is live, and drops old message text", async () => {
  const { userId, email } = await signUp();
  const now = new Date();
  const past = new Date(now.getTime() - 60_000);
  const future = new Date(now.getTime() + DAY);
  const [oldSession, liveSession] = await Promise.all([
    db.session.create({ data: { userId, sessionToken: `old-${userId}`, expires: past } }),
    db.session.create({ data: { userId, sessionToken: `live-${userId}`, expires: future } }),
  ]);
  const [oldLink, liveLink] = await Promise.all([
    db.accountToken.create({
      data: { userId, purpose: "verify_email", email, tokenHash: `old-${userId}`, expires: past },
    }),
    db.accountToken.create({
      data: { userId, purpose: "verify_email", email, tokenHash: `live-${userId}`, expires: future },
    }),
  ]);
  await db.verificationToken.createMany({
    data: [
      { identifier: email, token: `old-${userId}`, expires: past },
      { identifier: email, token: `live-${userId}`, expires: future },
    ],
  });
  const written = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
  const [oldMessage, recentMessage] = await Promise.all([
    db.outboxMessage.create({
      data: {
        channel: "email",
        to: email,
        subject: "Your payment is due",
        body: "Card A: $25.00 due",
        html: "<p>Card A</p>",
        kind: "reminder_due_soon",
        userId,
        status: "sent",
        createdAt: written(OUTBOX_BODY_DAYS + 1),
      },
    }),
    db.outboxMessage.create({
      data: {
        channel: "sms",
        to: "+14155550100",
        body: "Card B due",
        kind: "reminder_due_soon",
        userId,
        status: "sent",
        createdAt: written(OUTBOX_BODY_DAYS - 1),
      },
    }),
  ]);

  const [oldKey, liveKey] = await Promise.all([
    db.idempotencyKey.create({
      data: { userId, key: "old", requestHash: "h", status: 201, body: "{}", createdAt: written(2) },
    }),
    db.idempotencyKey.create({ data: { userId, key: "live", requestHash: "h", status: 201, body: "{}" } }),
  ]);

  const importOf = (status: "review" | "applied", daysAgo: number) =>
    db.import.create({
      data: { userId, format: "csv", accountKey: "layout:x", status, review: {}, createdAt: written(daysAgo) },
    });
  const [staleReview, freshReview, oldApplied] = await Promise.all([
    importOf("review", IMPORT_REVIEW_DAYS + 1),
    importOf("review", IMPORT_REVIEW_DAYS - 1),
    importOf("applied", IMPORT_REVIEW_DAYS + 5),
  ]);

  const first = await runDailyCleanup(now);
  expect(first.importReviews).toBeGreaterThanOrEqual(1);
  expect(await db.import.findUnique({ where: { id: staleReview.id } })).toBeNull();
  expect(await db.import.findUnique({ where: { id: freshReview.id } })).not.toBeNull();
  expect(await db.import.findUnique({ where: { id: oldApplied.id } })).not.toBeNull();
  expect(first.sessions).toBeGreaterThanOrEqual(1);
  expect(first.accountTokens).toBeGreaterThanOrEqual(1);
  expect(first.signInLinks).toBeGreaterThanOrEqual(1);
  expect(first.outboxBodies).toBeGreaterThanOrEqual(1);
  expect(first.idempotencyKeys).toBeGreaterThanOrEqual(1);
  expect(await db.idempotencyKey.findUnique({ where: { id: oldKey.id } })).toBeNull();
  expect(await db.idempotencyKey.findUnique({ where: { id: liveKey.id } })).not.toBeNull();

  expect(await db.session.findUnique({ where: { id: oldSession.id } })).toBeNull();
  expect(await db.session.findUnique({ where: { id: liveSession.id } })).not.toBeNull();
  expect(await db.accountToken.findUnique({ where: { id: oldLink.id } })).toBeNull();
  expect(await db.accountToken.findUnique({ where: { id: liveLink.id } })).not.toBeNull();
  expect((await db.verificationToken.findMany({ where: { identifier: email } })).map((t) => t.token)).toEqual([
    `live-${userId}`,
  ]);
  expect(await db.outboxMessage.findUniqueOrThrow({ where: { id: oldMessage.id } })).toMatchObject({
    to: email,
    subject: "Your payment is due",
    kind: "reminder_due_soon",
    status: "sent",
    body: "",
    html: null,
  });
  expect(await db.outboxMessage.findUniqueOrThrow({ where: { id: recentMessage.id } })).toMatchObject({
    body: "Card B due",
  });

  // Idempotent: nothing of this user's is left to clean.
  const sessionsLeft = await db.session.count({ where: { userId } });
  await runDailyCleanup(now);
  expect(await db.session.count({ where: { userId } })).toBe(sessionsLeft);
  expect(await db.outboxMessage.count({ where: { userId, body: "" } })).toBe(1);
});
