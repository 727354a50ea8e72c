import fs from "node:fs";
import path from "node:path";
import { GET as mineRoute } from "@/app/api/challenges/route";
import { GET as availableRoute } from "@/app/api/challenges/available/route";
import { POST as joinRoute } from "@/app/api/challenges/[id]/join/route";
import { GET as leaderboardRoute } from "@/app/api/challenges/[id]/leaderboard/route";
import { POST as checkInRoute } from "@/app/api/challenges/[id]/check-in/route";
import { POST as createDebtRoute } from "@/app/api/debts/route";
import { POST as logPaymentRoute } from "@/app/api/payments/log/route";
import { DELETE as paymentRoute } from "@/app/api/payments/[id]/route";
import { recordChallengeActivity } from "@/lib/challenges/activity";
import type { ChallengeDto, LeaderboardDto, ParticipationDto } from "@/lib/challenges/types";
import { db } from "@/lib/db";
import type { DebtDto } from "@/lib/debts/types";
import { BADGES, CHALLENGE_COMPLETED_XP, challengeRewardText } from "@/lib/gamification/rules";
import { getGamificationSummary } from "@/lib/gamification/service";
import { challenges as seededChallenges } from "@/prisma/seed-data/challenges";
import { CookieJar, callRoute } from "@/tests/support/route-client";
import { signUp } from "@/tests/support/users";
import { day } from "@/tests/support/calendar";

// Community challenges (docs/product-rules.md "Challenges") through the real handlers, wrapper, services and
// PostgreSQL: the built-in list with real counts, joining once, progress moved by payments, goal contributions and
// check-ins, completion with its XP exactly once, and a leaderboard that never shows who people are.
//
// The database outlives a run (and other files may join the built-in challenges too), so counts are compared
// before and after, and ranking is checked on private challenge rows created (inactive, so no list shows them)
// and removed by the test itself.

jest.setTimeout(60_000);

afterAll(async () => {
  await db.$disconnect();
});

const DAY_MS = 86_400_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Basic: Save $1,000 moves only with goal contributions, which Free cannot make, so Free cannot join it (see
// "a challenge the plan cannot move"); the other tests are about challenges, not plans.
const signUpAs = (firstName = "Chal", plan: "free" | "basic" = "basic") => signUp({ prefix: "chal", firstName, plan });

type Err = { error: { code: string; message: string; issues?: { path: string; message: string }[] } };

async function read<T>(res: Response): Promise<{ status: number; body: T; text: string }> {
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T, text };
}

const available = async (jar?: CookieJar) =>
  read<ChallengeDto[]>(await callRoute(availableRoute, { path: "/api/challenges/available", jar }));
const mine = async (jar?: CookieJar) =>
  read<ParticipationDto[]>(await callRoute(mineRoute, { path: "/api/challenges", jar }));
const join = async (jar: CookieJar | undefined, id: string) =>
  read<ParticipationDto>(
    await callRoute(joinRoute, { method: "POST", path: `/api/challenges/${id}/join`, jar, params: { id } }),
  );
const board = async (jar: CookieJar | undefined, id: string) =>
  read<LeaderboardDto>(
    await callRoute(leaderboardRoute, { path: `/api/challenges/${id}/leaderboard`, jar, params: { id } }),
  );
const checkIn = async (jar: CookieJar | undefined, id: string, json?: unknown) =>
  read<ParticipationDto>(
    await callRoute(checkInRoute, {
      method: "POST",
      path: `/api/challenges/${id}/check-in`,
      jar,
      params: { id },
      json,
    }),
  );

/** "YYYY-MM-DD" `offset` days from today (UTC). */
const completedEvents = (userId: string) =>
  db.gamificationEvent.findMany({ where: { userId, type: "challenge_completed" } });

/**
 * The reward line `reward` ("No-Spend Champion badge + 200 XP") was delivered exactly once: the user holds the
 * badge, has one feed row for it, and the challenge's events add up to the XP the line names.
 */
async function expectRewardDelivered(userId: string, badgeCode: string, reward: string) {
  const badge = BADGES.find((b) => b.code === badgeCode)!;
  expect(reward).toBe(`${badge.label} badge + ${CHALLENGE_COMPLETED_XP + badge.xp} XP`);
  expect(await db.userBadge.count({ where: { userId, badgeCode } })).toBe(1);
  const badgeEvents = await db.gamificationEvent.findMany({
    where: { userId, type: "badge_earned", description: `Earned the "${badge.label}" badge` },
  });
  expect(badgeEvents).toHaveLength(badge.xp > 0 ? 1 : 0);
  const completed = await completedEvents(userId);
  expect(completed).toHaveLength(1);
  const xp = completed[0]!.xpGained + badgeEvents.reduce((sum, e) => sum + e.xpGained, 0);
  expect(xp).toBe(Number(/\+ (\d+) XP$/.exec(reward)![1]));
  // And the summary the user sees lists the badge.
  const summary = await getGamificationSummary(userId);
  expect(summary.badgesEarned.map((b) => b.label)).toContain(badge.label);
}
const participationOf = (userId: string, challengeId: string) =>
  db.challengeParticipation.findUniqueOrThrow({ where: { userId_challengeId: { userId, challengeId } } });

/** Moves a participation's window so it started `daysAgo` days ago (keeping its duration). */
async function startedDaysAgo(participationId: string, daysAgo: number, duration: number) {
  const startDate = new Date(Date.now() - daysAgo * DAY_MS);
  await db.challengeParticipation.update({
    where: { id: participationId },
    data: { startDate, joinedAt: startDate, endDate: new Date(startDate.getTime() + duration * DAY_MS) },
  });
}

describe("signed out", () => {
  it("answers 401 on every challenge route", async () => {
    expect((await available()).status).toBe(401);
    expect((await mine()).status).toBe(401);
    expect((await join(undefined, "no-spend-week")).status).toBe(401);
    expect((await board(undefined, "no-spend-week")).status).toBe(401);
    const res = await checkIn(undefined, "no-spend-week");
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: { code: "unauthorized", message: "Unauthorized" } });
  });
});

describe("GET /api/challenges/available", () => {
  it("lists the three built-in challenges with real counts and only the rewards completion delivers", async () => {
    const { jar } = await signUpAs();
    const before = Date.now();
    const { status, body } = await available(jar);
    expect(status).toBe(200);
    expect(body.map((c) => c.id)).toEqual(["save-1000", "debt-free-month", "no-spend-week"]);

    const [save, debtFree, noSpend] = body;
    expect(save).toMatchObject({
      title: "Save $1,000 in 30 Days",
      challengeType: "savings",
      targetAmount: "1000.00",
      duration: 30,
      reward: "Savings Sprinter badge + 200 XP",
      isActive: true,
      joined: false,
      daysLeft: 30,
      measure: "money",
    });
    expect(debtFree).toMatchObject({
      title: "Debt-Free Month Challenge",
      challengeType: "debt_reduction",
      targetAmount: null,
      duration: 30,
      reward: "Debt-Free Month Champion badge + 200 XP",
      measure: "duration",
      joined: false,
    });
    expect(noSpend).toMatchObject({
      title: "No-Spend Week",
      challengeType: "spending",
      targetAmount: null,
      duration: 7,
      reward: "No-Spend Champion badge + 200 XP",
      daysLeft: 7,
      measure: "days",
      joined: false,
    });

    // Not joined: the window is "if you joined now" (start is now, end is start plus duration).
    for (const c of body) {
      const start = Date.parse(c.startDate);
      expect(start).toBeGreaterThanOrEqual(before - 1000);
      expect(start).toBeLessThanOrEqual(Date.now());
      expect(Date.parse(c.endDate) - start).toBe(c.duration * DAY_MS);
    }

    // One per real participation, nothing seeded (docs/product-rules.md "Challenges"). No-Spend Week is joined only by
    // this file's tests, which run one at a time, so its count is checked exactly; other files may join the other two
    // meanwhile.
    const realNoSpend = await db.challengeParticipation.count({ where: { challengeId: "no-spend-week" } });
    expect(noSpend!.participants).toBe(realNoSpend);
    for (const c of [save!, debtFree!]) {
      expect(c.participants).toBeLessThanOrEqual(
        await db.challengeParticipation.count({ where: { challengeId: c.id } }),
      );
    }
    // The built-in challenges carry no participant figure at all any more.
    expect(
      await db.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM information_schema.columns
      WHERE table_name = 'Challenge' AND column_name IN ('baseParticipants', 'reward')`,
    ).toEqual([{ n: 0 }]);
  });

  it("never shows a prize that is not delivered: every reward is a catalogue badge plus the completion XP", async () => {
    const { jar } = await signUpAs();
    const { body } = await available(jar);
    for (const c of body) {
      expect(c.reward).not.toMatch(/gift card|planning session|\$/i);
      const seeded = seededChallenges.find((s) => s.id === c.id)!;
      const badge = BADGES.find((b) => b.code === seeded.badgeCode)!;
      expect(badge).toBeDefined();
      expect(c.reward).toBe(`${badge.label} badge + ${CHALLENGE_COMPLETED_XP + badge.xp} XP`);
      expect(c.reward).toBe(challengeRewardText(seeded.badgeCode));
    }
    // Nor in the stored rows (the migration and the seed's upsert bring existing databases along).
    const rows = await db.challenge.findMany({ where: { id: { in: seededChallenges.map((s) => s.id) } } });
    expect(rows.map((r) => [r.id, r.badgeCode])).toEqual(
      expect.arrayContaining(seededChallenges.map((s) => [s.id, s.badgeCode])),
    );
    expect(JSON.stringify(rows)).not.toMatch(/gift card|planning session/i);

    // Nor in the seed or the screens' source: every file the challenges come from or are drawn by.
    const dirs = [path.join(process.cwd(), "app/(app)/challenges"), path.join(process.cwd(), "lib/challenges")];
    const files = [
      path.join(process.cwd(), "prisma/seed-data/challenges.ts"),
      path.join(process.cwd(), "prisma/seed.ts"),
    ];
    for (const dir of dirs)
      for (const f of fs.readdirSync(dir, { recursive: true, encoding: "utf8" }))
        if (/\.tsx?$/.test(f)) files.push(path.join(dir, f));
    expect(files.length).toBeGreaterThan(6);
    for (const file of files)
      expect([file, fs.readFileSync(file, "utf8")]).toEqual([
        file,
        expect.not.stringMatching(/gift card|planning session|baseParticipants/i),
      ]);
  });
});

describe("POST /api/challenges/{id}/join", () => {
  it("joins once: 201 with the participation, the count moves by exactly 1, and a second join is 409", async () => {
    const { jar, userId } = await signUpAs();
    const countBefore = (await available(jar)).body.find((c) => c.id === "no-spend-week")!.participants;

    const before = Date.now();
    const { status, body } = await join(jar, "no-spend-week");
    expect(status).toBe(201);
    expect(body).toEqual({
      id: expect.any(String),
      challengeId: "no-spend-week",
      progress: "0.00",
      progressPercent: 0,
      measure: "days",
      isCompleted: false,
      daysLeft: 7,
      joinedAt: expect.any(String),
      checkedInToday: false,
      challenge: {
        title: "No-Spend Week",
        description: expect.stringContaining("Check in each day"),
        challengeType: "spending",
        targetAmount: null,
        endDate: expect.any(String),
        reward: "No-Spend Champion badge + 200 XP",
        duration: 7,
      },
    });
    expect(Date.parse(body.joinedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(body.challenge.endDate) - Date.parse(body.joinedAt)).toBe(7 * DAY_MS);

    const after = (await available(jar)).body.find((c) => c.id === "no-spend-week")!;
    expect(after.participants).toBe(countBefore + 1);
    expect(after.joined).toBe(true);
    // Joined: the card shows the user's own window.
    expect(after.startDate).toBe(body.joinedAt);
    expect(after.endDate).toBe(body.challenge.endDate);

    const again = await join(jar, "no-spend-week");
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: { code: "conflict", message: "You have already joined this challenge" } });
    expect(await db.challengeParticipation.count({ where: { userId } })).toBe(1);
    expect((await available(jar)).body.find((c) => c.id === "no-spend-week")!.participants).toBe(countBefore + 1);
  });

  it("lets concurrent double joins create exactly one participation", async () => {
    const { jar, userId } = await signUpAs();
    const results = await Promise.all([join(jar, "save-1000"), join(jar, "save-1000"), join(jar, "save-1000")]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(await db.challengeParticipation.count({ where: { userId, challengeId: "save-1000" } })).toBe(1);
  });

  it("answers 404 for an unknown or inactive challenge", async () => {
    const { jar, userId } = await signUpAs();
    const unknown = await join(jar, "no-such-challenge");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: { code: "not_found", message: "Challenge not found" } });

    const retired = await db.challenge.create({
      data: {
        id: `retired-${Date.now().toString(36)}`,
        title: "Retired",
        description: "Gone",
        challengeType: "savings",
        duration: 7,
        isActive: false,
      },
    });
    try {
      expect((await join(jar, retired.id)).status).toBe(404);
      expect((await available(jar)).body.map((c) => c.id)).not.toContain(retired.id);
    } finally {
      await db.challenge.delete({ where: { id: retired.id } });
    }
    expect(await db.challengeParticipation.count({ where: { userId } })).toBe(0);
  });
});

describe("a challenge the plan cannot move", () => {
  const GOALS_MESSAGE =
    "Progress analytics and goal setting are included in the Basic and Pro plans. Upgrade to Basic to use them.";

  it("Free: Save $1,000 says it needs Basic, and joining it is 403 plan_limit with nothing stored", async () => {
    const { jar, userId } = await signUpAs("Chal", "free");
    const { body } = await available(jar);
    expect(body.map((c) => [c.id, c.upgrade])).toEqual([
      ["save-1000", { message: GOALS_MESSAGE, planName: "Basic" }],
      ["debt-free-month", null],
      ["no-spend-week", null],
    ]);

    const refused = await join(jar, "save-1000");
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: { code: "plan_limit", message: GOALS_MESSAGE } });
    expect(await db.challengeParticipation.count({ where: { userId } })).toBe(0);

    // What Free can move, Free can join.
    expect((await join(jar, "debt-free-month")).status).toBe(201);
  });

  it("Basic joins it; a user who joined before moving to Free keeps it, and is told why it no longer moves", async () => {
    const { jar, userId } = await signUpAs("Chal", "basic");
    expect((await available(jar)).body.every((c) => c.upgrade === null)).toBe(true);
    expect((await join(jar, "save-1000")).status).toBe(201);

    await db.user.update({ where: { id: userId }, data: { subscriptionPlan: "free" } });
    const save = (await available(jar)).body.find((c) => c.id === "save-1000")!;
    expect(save).toMatchObject({ joined: true, upgrade: { message: GOALS_MESSAGE, planName: "Basic" } });
    expect((await mine(jar)).body.map((p) => p.challengeId)).toEqual(["save-1000"]);
  });
});

describe("GET /api/challenges", () => {
  it("is empty for a new user, then lists joined challenges newest first", async () => {
    const { jar } = await signUpAs();
    expect(await mine(jar)).toMatchObject({ status: 200, body: [] });

    await join(jar, "save-1000");
    await join(jar, "debt-free-month");
    await join(jar, "no-spend-week");
    const { status, body } = await mine(jar);
    expect(status).toBe(200);
    expect(body.map((p) => p.challengeId)).toEqual(["no-spend-week", "debt-free-month", "save-1000"]);
    expect(body.map((p) => p.measure)).toEqual(["days", "duration", "money"]);
    expect(body[2]).toMatchObject({
      progress: "0.00",
      progressPercent: 0,
      isCompleted: false,
      daysLeft: 30,
      checkedInToday: false,
      challenge: {
        title: "Save $1,000 in 30 Days",
        targetAmount: "1000.00",
        duration: 30,
        reward: "Savings Sprinter badge + 200 XP",
      },
    });
  });

  it("shows only the user's own participations", async () => {
    const a = await signUpAs();
    const b = await signUpAs();
    await join(a.jar, "save-1000");
    expect((await mine(b.jar)).body).toEqual([]);
  });
});

describe("progress from activity", () => {
  async function createDebt(jar: CookieJar): Promise<DebtDto> {
    const res = await callRoute(createDebtRoute, {
      path: "/api/debts",
      json: { name: "Visa", balance: "2000", interestRate: "19.99", minPayment: "50" },
      jar,
    });
    expect(res.status).toBe(201);
    return (await res.json()) as DebtDto;
  }

  async function logPayment(jar: CookieJar, debtId: string, amount: string) {
    const res = await callRoute(logPaymentRoute, {
      path: "/api/payments/log",
      json: { debtId, amount, description: "Payment", paymentDate: day() },
      jar,
    });
    expect(res.status).toBe(200);
  }

  it("logged debt payments move Debt-Free Month, but only those logged after joining", async () => {
    const { jar, userId } = await signUpAs();
    const debt = await createDebt(jar);
    await logPayment(jar, debt.id, "300.00"); // before joining: does not count

    expect((await join(jar, "debt-free-month")).status).toBe(201);
    await join(jar, "save-1000");
    expect((await mine(jar)).body.find((p) => p.challengeId === "debt-free-month")!.progress).toBe("0.00");

    await logPayment(jar, debt.id, "125.50");
    await logPayment(jar, debt.id, "24.50");
    const list = (await mine(jar)).body;
    const debtFree = list.find((p) => p.challengeId === "debt-free-month")!;
    expect(debtFree).toMatchObject({ progress: "150.00", isCompleted: false, daysLeft: 30 });
    // A payment is not a savings contribution.
    expect(list.find((p) => p.challengeId === "save-1000")!.progress).toBe("0.00");
    expect((await participationOf(userId, "debt-free-month")).progress.toFixed(2)).toBe("150.00");

    // Halfway through the month the percent is the share of the month gone by.
    await startedDaysAgo(debtFree.id, 15, 30);
    const halfway = (await mine(jar)).body.find((p) => p.challengeId === "debt-free-month")!;
    expect(halfway).toMatchObject({ progressPercent: 50, daysLeft: 15, isCompleted: false });
  });

  it("completes Debt-Free Month at its end date on the next read, with one XP event however many reads race", async () => {
    const { jar, userId } = await signUpAs();
    const debt = await createDebt(jar);
    const joined = (await join(jar, "debt-free-month")).body;
    await logPayment(jar, debt.id, "80.00");
    await startedDaysAgo(joined.id, 31, 30); // ended a day ago

    const reads = await Promise.all([mine(jar), mine(jar), board(jar, "debt-free-month"), mine(jar)]);
    expect(reads.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const done = (await mine(jar)).body.find((p) => p.challengeId === "debt-free-month")!;
    expect(done).toMatchObject({ isCompleted: true, progressPercent: 100, daysLeft: 0, progress: "80.00" });

    const events = await completedEvents(userId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      xpGained: CHALLENGE_COMPLETED_XP,
      description: 'Completed the "Debt-Free Month Challenge" challenge',
    });
    // Completed when the month ended, not when someone looked.
    const stored = await participationOf(userId, "debt-free-month");
    expect(stored.completedAt?.toISOString()).toBe(stored.endDate.toISOString());
  });

  it("awards the Debt-Free Month badge once; undoing its only payment takes badge and XP back, and payment corrections leave other challenge badges alone", async () => {
    const { jar, userId } = await signUpAs();
    const debt = await createDebt(jar);
    const joined = (await join(jar, "debt-free-month")).body;
    await logPayment(jar, debt.id, "80.00");
    await startedDaysAgo(joined.id, 31, 30);
    // A badge from another challenge, which no payment rule can judge.
    await db.userBadge.create({ data: { userId, badgeCode: "challenge_no_spend_week" } });

    const done = (await mine(jar)).body.find((p) => p.challengeId === "debt-free-month")!;
    expect(done.isCompleted).toBe(true);
    await expectRewardDelivered(userId, "challenge_debt_free_month", done.challenge.reward);
    await mine(jar);
    await expectRewardDelivered(userId, "challenge_debt_free_month", done.challenge.reward);

    // Undo the payment (made "during" the challenge, so the recount sees it go).
    const payment = await db.payment.findFirstOrThrow({ where: { userId } });
    await db.payment.update({ where: { id: payment.id }, data: { createdAt: new Date(Date.now() - 20 * DAY_MS) } });
    const undo = await callRoute(paymentRoute, {
      method: "DELETE",
      path: `/api/payments/${payment.id}`,
      jar,
      params: { id: payment.id },
    });
    expect(undo.status).toBeLessThan(300);
    expect(await db.userBadge.findMany({ where: { userId }, select: { badgeCode: true } })).toEqual([
      { badgeCode: "challenge_no_spend_week" },
    ]);
    expect(await completedEvents(userId)).toHaveLength(0);
    expect(
      await db.gamificationEvent.count({
        where: { userId, type: "badge_earned", description: { contains: "Debt-Free Month Champion" } },
      }),
    ).toBe(0);
    expect((await participationOf(userId, "debt-free-month")).isCompleted).toBe(false);
  });

  it("an ended Debt-Free Month without any payment does not complete", async () => {
    const { jar, userId } = await signUpAs();
    const joined = (await join(jar, "debt-free-month")).body;
    await startedDaysAgo(joined.id, 31, 30);
    expect((await mine(jar)).body[0]).toMatchObject({ isCompleted: false, progressPercent: 0, daysLeft: 0 });
    expect(await completedEvents(userId)).toHaveLength(0);
  });

  it("goal contributions move Save $1,000 and complete it at $1,000 with exactly one challenge_completed event", async () => {
    const { jar, userId } = await signUpAs();
    const contribute = (amountCents: number) =>
      db.$transaction((tx) => recordChallengeActivity(tx, userId, { kind: "savings", amountCents }));

    await contribute(50_000); // before joining: does not count
    await join(jar, "save-1000");
    await join(jar, "debt-free-month");

    await contribute(34_000);
    let save = (await mine(jar)).body.find((p) => p.challengeId === "save-1000")!;
    expect(save).toMatchObject({ progress: "340.00", progressPercent: 34, isCompleted: false });
    expect((await mine(jar)).body.find((p) => p.challengeId === "debt-free-month")!.progress).toBe("0.00");

    // Two contributions committing at once both count: the second one reads the participation while the first
    // one's transaction still holds it, and must not write back a stale total.
    await Promise.all([
      db.$transaction(async (tx) => {
        await recordChallengeActivity(tx, userId, { kind: "savings", amountCents: 30_000 });
        await sleep(300);
      }),
      sleep(100).then(() => contribute(35_999)),
    ]);
    save = (await mine(jar)).body.find((p) => p.challengeId === "save-1000")!;
    expect(save).toMatchObject({ progress: "999.99", progressPercent: 99, isCompleted: false });
    expect(await completedEvents(userId)).toHaveLength(0);

    await contribute(1);
    save = (await mine(jar)).body.find((p) => p.challengeId === "save-1000")!;
    expect(save).toMatchObject({ progress: "1000.00", progressPercent: 100, isCompleted: true });

    // More saving after completion still counts as progress but never awards again.
    await contribute(5_000);
    save = (await mine(jar)).body.find((p) => p.challengeId === "save-1000")!;
    expect(save).toMatchObject({ progress: "1050.00", progressPercent: 100, isCompleted: true });
    const events = await completedEvents(userId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      xpGained: CHALLENGE_COMPLETED_XP,
      description: 'Completed the "Save $1,000 in 30 Days" challenge',
    });
    await expectRewardDelivered(userId, "challenge_save_1000", save.challenge.reward);
  });

  it("activity after a participation ended does not count", async () => {
    const { jar, userId } = await signUpAs();
    const joined = (await join(jar, "save-1000")).body;
    await startedDaysAgo(joined.id, 40, 30);
    await db.$transaction((tx) => recordChallengeActivity(tx, userId, { kind: "savings", amountCents: 10_000 }));
    expect((await participationOf(userId, "save-1000")).progress.toFixed(2)).toBe("0.00");
  });
});

describe("POST /api/challenges/{id}/check-in", () => {
  it("checks in today once: 200 with the day counted, 409 for the same day", async () => {
    const { jar } = await signUpAs();
    await join(jar, "no-spend-week");

    const first = await checkIn(jar, "no-spend-week");
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      challengeId: "no-spend-week",
      progress: "1.00",
      progressPercent: 14,
      measure: "days",
      isCompleted: false,
      checkedInToday: true,
    });
    expect((await mine(jar)).body[0]).toMatchObject({ progress: "1.00", checkedInToday: true });

    const again = await checkIn(jar, "no-spend-week", { day: day() });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: { code: "conflict", message: "You already checked in for this day" } });
    expect((await mine(jar)).body[0]!.progress).toBe("1.00");
  });

  it("refuses future days, days outside the window and malformed days with 400", async () => {
    const { jar, userId } = await signUpAs();
    const joined = (await join(jar, "no-spend-week")).body;

    const future = await checkIn(jar, "no-spend-week", { day: day(1) });
    expect(future.status).toBe(400);
    expect((future.body as unknown as Err).error.issues).toEqual([
      { path: "day", message: expect.stringContaining("hasn't happened") },
    ]);

    const beforeJoining = await checkIn(jar, "no-spend-week", { day: day(-1) });
    expect(beforeJoining.status).toBe(400);
    expect((beforeJoining.body as unknown as Err).error.issues?.[0]?.path).toBe("day");

    // Past the end of the window (joined 10 days ago): the challenge is over, today and its own days alike.
    await startedDaysAgo(joined.id, 10, 7);
    const ended = await checkIn(jar, "no-spend-week");
    expect(ended.status).toBe(409);
    expect(ended.body).toEqual({
      error: { code: "conflict", message: "This challenge has ended; check-ins are closed." },
    });

    // Nor can a finished week be filled in afterwards with days that were inside it.
    expect((await checkIn(jar, "no-spend-week", { day: day(-8) })).status).toBe(409);

    for (const bad of ["2026-02-30", "tomorrow", "2026-1-05"]) {
      const res = await checkIn(jar, "no-spend-week", { day: bad });
      expect(res.status).toBe(400);
      expect((res.body as unknown as Err).error.code).toBe("bad_request");
    }
    expect(await db.challengeCheckIn.count({ where: { participation: { userId } } })).toBe(0);
  });

  it("takes an earlier day inside the window", async () => {
    const { jar } = await signUpAs();
    const joined = (await join(jar, "no-spend-week")).body;
    await startedDaysAgo(joined.id, 2, 7);
    const res = await checkIn(jar, "no-spend-week", { day: day(-1) });
    expect(res.status).toBe(200);
    // Yesterday counts, but today is still open.
    expect(res.body).toMatchObject({ progress: "1.00", checkedInToday: false });
  });

  it("answers 400 for a challenge that is not a spending challenge and 404 when not joined or unknown", async () => {
    const { jar } = await signUpAs();
    await join(jar, "save-1000");
    const notSpending = await checkIn(jar, "save-1000");
    expect(notSpending.status).toBe(400);
    expect((notSpending.body as unknown as Err).error.code).toBe("bad_request");

    const notJoined = await checkIn(jar, "no-spend-week");
    expect(notJoined.status).toBe(404);
    expect(notJoined.body).toEqual({ error: { code: "not_found", message: "You haven't joined this challenge" } });

    expect((await checkIn(jar, "no-such-challenge")).status).toBe(404);
  });

  it("completes No-Spend Week on the 7th day with exactly one challenge_completed event", async () => {
    const { jar, userId } = await signUpAs();
    const joined = (await join(jar, "no-spend-week")).body;
    await startedDaysAgo(joined.id, 6, 7);
    // Days 1-6 checked in earlier (written directly); today is the 7th.
    await db.challengeCheckIn.createMany({
      data: [-6, -5, -4, -3, -2, -1].map((offset) => ({
        participationId: joined.id,
        day: new Date(`${day(offset)}T00:00:00.000Z`),
      })),
    });

    const seventh = await checkIn(jar, "no-spend-week");
    expect(seventh.status).toBe(200);
    expect(seventh.body).toMatchObject({
      progress: "7.00",
      progressPercent: 100,
      isCompleted: true,
      checkedInToday: true,
      daysLeft: 1,
    });

    const events = await completedEvents(userId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      xpGained: CHALLENGE_COMPLETED_XP,
      description: 'Completed the "No-Spend Week" challenge',
    });
    // The card's promise, delivered: the badge and the XP it names.
    await expectRewardDelivered(userId, "challenge_no_spend_week", seventh.body.challenge.reward);

    const after = await checkIn(jar, "no-spend-week", { day: day(-1) });
    expect(after.status).toBe(409);
    expect((await mine(jar)).body[0]).toMatchObject({
      progress: "7.00",
      isCompleted: true,
      challenge: { reward: "No-Spend Champion badge + 200 XP" },
    });
    expect(await completedEvents(userId)).toHaveLength(1);
    await expectRewardDelivered(userId, "challenge_no_spend_week", seventh.body.challenge.reward);
  });

  it("counts concurrent check-ins for different days", async () => {
    const { jar, userId } = await signUpAs();
    const joined = (await join(jar, "no-spend-week")).body;
    await startedDaysAgo(joined.id, 3, 7);
    const results = await Promise.all(
      [-3, -2, -1, 0].map((offset) => checkIn(jar, "no-spend-week", { day: day(offset) })),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect((await participationOf(userId, "no-spend-week")).progress.toFixed(2)).toBe("4.00");
  });
});

describe("GET /api/challenges/{id}/leaderboard", () => {
  /** A private spending challenge (inactive, so no list shows it) with its participants written directly. */
  async function privateChallenge() {
    return db.challenge.create({
      data: {
        id: `lb-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`,
        title: "Leaderboard Test",
        description: "Test only",
        challengeType: "spending",
        duration: 7,
        isActive: false,
      },
    });
  }

  async function participate(
    userId: string,
    challengeId: string,
    p: { progress: number; joined: number; completed?: number },
  ) {
    const base = Date.now() - 5 * DAY_MS;
    const joinedAt = new Date(base + p.joined * 60_000);
    return db.challengeParticipation.create({
      data: {
        userId,
        challengeId,
        progress: p.progress,
        joinedAt,
        startDate: joinedAt,
        endDate: new Date(joinedAt.getTime() + 7 * DAY_MS),
        isCompleted: p.completed !== undefined,
        completedAt: p.completed !== undefined ? new Date(base + p.completed * 60_000) : null,
      },
    });
  }

  async function person(firstName: string | null, lastName: string | null) {
    const user = await signUpAs();
    await db.user.update({ where: { id: user.userId }, data: { firstName, lastName } });
    return user;
  }

  it("answers 403 until the user joins, and 404 for an unknown challenge", async () => {
    const { jar } = await signUpAs();
    const forbidden = await board(jar, "no-spend-week");
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({
      error: { code: "forbidden", message: "Join this challenge to see its leaderboard" },
    });
    expect((await board(jar, "no-such-challenge")).status).toBe(404);

    await join(jar, "no-spend-week");
    const allowed = await board(jar, "no-spend-week");
    expect(allowed.status).toBe(200);
    expect(allowed.body.entries.filter((e) => e.isYou)).toHaveLength(1);
  });

  it("ranks completed first, then progress, then who finished first, then who joined first; first name and last initial only", async () => {
    const challenge = await privateChallenge();
    try {
      const grace = await person("Grace", "Hopper");
      const ada = await person("Ada", "Lovelace");
      const anon = await person(null, "Turing");
      const viewer = await person("Vera", "Viewer");
      const eve = await person("Eve", null);
      await participate(grace.userId, challenge.id, { progress: 3, joined: 0 });
      await participate(ada.userId, challenge.id, { progress: 7, joined: 1, completed: 50 });
      await participate(anon.userId, challenge.id, { progress: 7, joined: 2, completed: 30 });
      await participate(viewer.userId, challenge.id, { progress: 3, joined: 4 });
      await participate(eve.userId, challenge.id, { progress: 1, joined: 3 });

      const { status, body, text } = await board(viewer.jar, challenge.id);
      expect(status).toBe(200);
      expect(body.challengeId).toBe(challenge.id);
      expect(body.measure).toBe("days");
      expect(body.totalParticipants).toBe(5);
      expect(
        body.entries.map((e) => [
          e.rank,
          e.user.firstName,
          e.user.lastName,
          e.progress,
          e.progressPercent,
          e.isCompleted,
          e.isYou,
        ]),
      ).toEqual([
        [1, "Anonymous", "T.", "7.00", 100, true, false],
        [2, "Ada", "L.", "7.00", 100, true, false],
        [3, "Grace", "H.", "3.00", 42, false, false],
        [4, "Vera", "V.", "3.00", 42, false, true],
        [5, "Eve", "", "1.00", 14, false, false],
      ]);
      for (const entry of body.entries) {
        expect(Object.keys(entry).sort()).toEqual([
          "id",
          "isCompleted",
          "isYou",
          "progress",
          "progressPercent",
          "rank",
          "user",
        ]);
        expect(Object.keys(entry.user).sort()).toEqual(["firstName", "lastName"]);
      }

      // Nobody's e-mail, full last name or user id is anywhere in the answer.
      for (const other of [grace, ada, anon, eve, viewer]) {
        expect(text).not.toContain(other.email);
        expect(text).not.toContain(other.userId);
      }
      for (const lastName of ["Hopper", "Lovelace", "Turing", "Viewer"]) expect(text).not.toContain(lastName);
      expect(text).not.toContain("@");

      // Another participant sees the same ranking with their own row marked.
      const fromGrace = (await board(grace.jar, challenge.id)).body;
      expect(fromGrace.entries.filter((e) => e.isYou).map((e) => e.rank)).toEqual([3]);
    } finally {
      await db.challenge.delete({ where: { id: challenge.id } });
    }
  });

  it("shows the top 50 plus the viewer's own row with its real rank", async () => {
    const challenge = await privateChallenge();
    const stamp = Date.now().toString(36);
    const others = Array.from({ length: 52 }, (_, i) => ({
      email: `lb.${stamp}.${i}@example.com`,
      firstName: `P${i}`,
      lastName: "Leader",
    }));
    try {
      await db.user.createMany({ data: others });
      const rows = await db.user.findMany({
        where: { email: { in: others.map((o) => o.email) } },
        select: { id: true },
      });
      for (const [i, row] of rows.entries()) await participate(row.id, challenge.id, { progress: 5, joined: i });
      const viewer = await person("Vera", "Viewer");
      await participate(viewer.userId, challenge.id, { progress: 1, joined: 100 });

      const { body, text } = await board(viewer.jar, challenge.id);
      expect(body.totalParticipants).toBe(53);
      expect(body.entries).toHaveLength(51);
      expect(body.entries.slice(0, 50).map((e) => e.rank)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
      expect(body.entries.slice(0, 50).every((e) => !e.isYou)).toBe(true);
      expect(body.entries[50]).toMatchObject({
        rank: 53,
        isYou: true,
        progress: "1.00",
        user: { firstName: "Vera", lastName: "V." },
      });
      expect(text).not.toContain("@example.com");
    } finally {
      await db.challenge.delete({ where: { id: challenge.id } });
      await db.user.deleteMany({ where: { email: { in: others.map((o) => o.email) } } });
    }
  });
});
