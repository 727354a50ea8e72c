import { GET as listRoute } from "@/app/api/education/route";
import { GET as articleRoute } from "@/app/api/education/[contentId]/route";
import { POST as progressRoute } from "@/app/api/education/[contentId]/progress/route";
import { GET as pathRoute } from "@/app/api/education/learning-path/route";
import { GET as summaryRoute } from "@/app/api/gamification/summary/route";
import { db } from "@/lib/db";
import { EDUCATION_PROGRESS_RATE_LIMIT } from "@/lib/education/service";
import {
  EDUCATION_CATEGORIES,
  EDUCATION_DIFFICULTIES,
  type EducationArticleDto,
  type EducationItemDto,
  type LearningPathDto,
  type RecordProgressResultDto,
} from "@/lib/education/types";
import { LESSON_COMPLETED_XP } from "@/lib/gamification/rules";
import type { GamificationSummaryDto } from "@/lib/gamification/types";
import { educationArticles } from "@/prisma/seed-data/education";
import { CookieJar, callRoute, type CallOptions } from "@/tests/support/route-client";
import { signUp } from "@/tests/support/users";

// The Education Hub API (docs/product-rules.md "Education"): the seeded articles with each user's
// progress, the learning path, and progress recording (time adds up, completion is sticky, XP once).

jest.setTimeout(30_000);

afterAll(async () => {
  await db.$disconnect();
});

type Json<T> = { status: number; body: T };

async function call<T>(
  handler: Parameters<typeof callRoute>[0],
  path: string,
  options: Omit<CallOptions, "path"> = {},
): Promise<Json<T>> {
  const res = await callRoute(handler, { path, ...options });
  return { status: res.status, body: (await res.json()) as T };
}

const list = (jar?: CookieJar, query = "") => call<EducationItemDto[]>(listRoute, `/api/education${query}`, { jar });
const article = (contentId: string, jar?: CookieJar) =>
  call<EducationArticleDto>(articleRoute, `/api/education/${encodeURIComponent(contentId)}`, {
    jar,
    params: { contentId },
  });
const learningPath = (jar?: CookieJar) => call<LearningPathDto>(pathRoute, "/api/education/learning-path", { jar });
const progress = (contentId: string, body: unknown, jar?: CookieJar) =>
  call<RecordProgressResultDto>(progressRoute, `/api/education/${encodeURIComponent(contentId)}/progress`, {
    method: "POST",
    jar,
    params: { contentId },
    ...(typeof body === "string" ? { rawBody: body, headers: { "content-type": "application/json" } } : { json: body }),
  });

function lessonEvents(userId: string) {
  return db.gamificationEvent.findMany({ where: { userId, type: "lesson_completed" }, orderBy: { createdAt: "asc" } });
}

const seeded = (id: string) => educationArticles.find((a) => a.id === id)!;
const FIRST = educationArticles[0]!.id;
const SECOND_BEGINNER = educationArticles.filter((a) => a.difficulty === "beginner")[1]!.id;
/** The learning path the seed defines: beginner, intermediate, advanced; catalogue order within a level. */
const PATH_ORDER = EDUCATION_DIFFICULTIES.flatMap((d) =>
  educationArticles.filter((a) => a.difficulty === d).map((a) => a.id),
);

describe("authentication", () => {
  it("answers 401 on every route without a session", async () => {
    expect((await list()).status).toBe(401);
    expect((await article(FIRST)).status).toBe(401);
    expect((await learningPath()).status).toBe(401);
    const res = await progress(FIRST, { timeSpent: 10, completed: true });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: { code: "unauthorized", message: "Unauthorized" } });
  });
});

describe("GET /api/education", () => {
  it("lists at least 16 articles covering all 4 categories and 3 difficulties, without their text", async () => {
    const { jar } = await signUp({ prefix: "edu-list" });
    const { status, body } = await list(jar);
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(16);
    expect(body.map((i) => i.id)).toEqual(educationArticles.map((a) => a.id));
    expect(new Set(body.map((i) => i.category))).toEqual(new Set(EDUCATION_CATEGORIES));
    expect(new Set(body.map((i) => i.difficulty))).toEqual(new Set(EDUCATION_DIFFICULTIES));
    for (const category of EDUCATION_CATEGORIES) {
      for (const difficulty of EDUCATION_DIFFICULTIES) {
        expect(body.some((i) => i.category === category && i.difficulty === difficulty)).toBe(true);
      }
    }

    const first = body[0]!;
    const source = seeded(first.id);
    expect(Object.keys(first).sort()).toEqual(
      ["category", "difficulty", "estimatedReadTime", "excerpt", "id", "progress", "tags", "title"].sort(),
    );
    expect(first).toMatchObject({
      title: source.title,
      category: source.category,
      difficulty: source.difficulty,
      estimatedReadTime: source.estimatedReadTime,
      tags: source.tags,
      progress: { completed: false, timeSpent: 0 },
    });
    for (const item of body) {
      expect(item).not.toHaveProperty("content");
      expect(item.excerpt.length).toBeGreaterThan(40);
      expect(item.excerpt.length).toBeLessThanOrEqual(160);
      expect(item.excerpt).not.toContain("**");
      expect(item.excerpt).not.toMatch(/(^|\s)#{2,3}\s/);
    }
    // The excerpt is the opening of the article's text.
    expect(source.content.replace(/\*\*/g, "").startsWith(first.excerpt.replace(/…$/, ""))).toBe(true);
  });

  it("filters by category", async () => {
    const { jar } = await signUp({ prefix: "edu-filter" });
    for (const category of EDUCATION_CATEGORIES) {
      const { status, body } = await list(jar, `?category=${category}`);
      expect(status).toBe(200);
      expect(body.map((i) => i.id)).toEqual(educationArticles.filter((a) => a.category === category).map((a) => a.id));
    }
    // A blank filter is no filter.
    expect((await list(jar, "?category=")).body).toHaveLength(educationArticles.length);
  });

  it("answers 400 for an unknown category", async () => {
    const { jar } = await signUp({ prefix: "edu-badcat" });
    const res = await call<{ error: { code: string; message: string; issues: { path: string }[] } }>(
      listRoute,
      "/api/education?category=crypto",
      { jar },
    );
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("bad_request");
    expect(res.body.error.message).toContain('Unknown category "crypto"');
    expect(res.body.error.issues).toEqual([{ path: "category", message: res.body.error.message }]);
  });
});

describe("GET /api/education/{contentId}", () => {
  it("answers one article with its content and the user's progress", async () => {
    const { jar } = await signUp({ prefix: "edu-article" });
    const source = seeded("avalanche-vs-snowball");
    const { status, body } = await article(source.id, jar);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: source.id,
      title: source.title,
      category: "debt_management",
      difficulty: "beginner",
      content: source.content,
      progress: { completed: false, timeSpent: 0 },
    });
    expect(body.content).toContain("## The debt avalanche");

    await progress(source.id, { timeSpent: 42, completed: true }, jar);
    expect((await article(source.id, jar)).body.progress).toEqual({ completed: true, timeSpent: 42 });
  });

  it("answers 404 for an unknown article", async () => {
    const { jar } = await signUp({ prefix: "edu-404" });
    const res = await article("no-such-article", jar);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: "not_found", message: "Article not found" } });
  });
});

describe("GET /api/education/learning-path", () => {
  it("orders beginner -> intermediate -> advanced and moves nextUp as articles are completed", async () => {
    const { jar } = await signUp({ prefix: "edu-path" });
    const start = await learningPath(jar);
    expect(start.status).toBe(200);
    expect(start.body.items.map((i) => i.id)).toEqual(PATH_ORDER);
    const ranks = start.body.items.map((i) => EDUCATION_DIFFICULTIES.indexOf(i.difficulty));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(start.body).toMatchObject({ completedCount: 0, total: educationArticles.length });
    expect(start.body.nextUp?.id).toBe(PATH_ORDER[0]);
    expect(start.body.items[0]).not.toHaveProperty("content");

    await progress(PATH_ORDER[0]!, { timeSpent: 120, completed: true }, jar);
    const afterFirst = (await learningPath(jar)).body;
    expect(afterFirst.completedCount).toBe(1);
    expect(afterFirst.items[0]!.progress).toEqual({ completed: true, timeSpent: 120 });
    expect(afterFirst.nextUp?.id).toBe(PATH_ORDER[1]);
    expect(afterFirst.nextUp?.id).toBe(SECOND_BEGINNER);

    // Completing one further along counts, but the first unread article is still next.
    const lastId = PATH_ORDER[PATH_ORDER.length - 1]!;
    await progress(lastId, { timeSpent: 60, completed: true }, jar);
    const afterLast = (await learningPath(jar)).body;
    expect(afterLast.completedCount).toBe(2);
    expect(afterLast.nextUp?.id).toBe(PATH_ORDER[1]);
    expect(afterLast.items.map((i) => i.id)).toEqual(PATH_ORDER);
    expect(afterLast.items.filter((i) => i.progress.completed).map((i) => i.id)).toEqual([PATH_ORDER[0], lastId]);
  });

  it("has no nextUp once every article is completed", async () => {
    const { jar } = await signUp({ prefix: "edu-all" });
    for (const id of PATH_ORDER) expect((await progress(id, { timeSpent: 1, completed: true }, jar)).status).toBe(200);
    const { body } = await learningPath(jar);
    expect(body).toMatchObject({ completedCount: PATH_ORDER.length, total: PATH_ORDER.length, nextUp: null });
  });
});

describe("POST /api/education/{contentId}/progress", () => {
  it("adds up time across sessions without completing", async () => {
    const { jar, userId } = await signUp({ prefix: "edu-time" });
    const first = await progress(FIRST, { timeSpent: 30, completed: false }, jar);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      progress: { contentId: FIRST, completed: false, timeSpent: 30, completedAt: null },
      xpGained: 0,
    });
    const second = await progress(FIRST, { timeSpent: 45, completed: false }, jar);
    expect(second.body.progress.timeSpent).toBe(75);
    expect((await progress(FIRST, { timeSpent: 0, completed: false }, jar)).body.progress.timeSpent).toBe(75);

    const row = await db.educationProgress.findUniqueOrThrow({
      where: { userId_contentId: { userId, contentId: FIRST } },
    });
    expect(row).toMatchObject({ timeSpent: 75, completed: false, completedAt: null });
    expect(await lessonEvents(userId)).toHaveLength(0);
  });

  it("keeps an article completed: a later completed=false only adds time", async () => {
    const { jar } = await signUp({ prefix: "edu-sticky" });
    const done = await progress(FIRST, { timeSpent: 100, completed: true }, jar);
    expect(done.status).toBe(200);
    expect(done.body.xpGained).toBe(LESSON_COMPLETED_XP);
    expect(done.body.progress).toMatchObject({ completed: true, timeSpent: 100 });
    const completedAt = done.body.progress.completedAt;
    expect(completedAt).toEqual(expect.any(String));

    const later = await progress(FIRST, { timeSpent: 20, completed: false }, jar);
    expect(later.body).toEqual({
      progress: { contentId: FIRST, completed: true, timeSpent: 120, completedAt },
      xpGained: 0,
    });
    const again = await progress(FIRST, { timeSpent: 5, completed: true }, jar);
    expect(again.body.progress).toEqual({ contentId: FIRST, completed: true, timeSpent: 125, completedAt });
    expect(again.body.xpGained).toBe(0);
  });

  it("awards the lesson XP once: one event for two completions", async () => {
    const { jar, userId } = await signUp({ prefix: "edu-xp" });
    const title = seeded(SECOND_BEGINNER).title;
    expect((await progress(SECOND_BEGINNER, { timeSpent: 10, completed: true }, jar)).body.xpGained).toBe(
      LESSON_COMPLETED_XP,
    );
    expect((await progress(SECOND_BEGINNER, { timeSpent: 10, completed: true }, jar)).body.xpGained).toBe(0);

    const events = await lessonEvents(userId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: "lesson_completed",
      description: `Completed "${title}"`,
      xpGained: LESSON_COMPLETED_XP,
    });

    // The gamification summary counts it.
    const summary = await call<GamificationSummaryDto>(summaryRoute, "/api/gamification/summary", { jar });
    expect(summary.body.totalXP).toBe(LESSON_COMPLETED_XP);
    expect(summary.body.recentEvents[0]).toMatchObject({
      description: `Completed "${title}"`,
      xpGained: LESSON_COMPLETED_XP,
    });
  });

  it("awards once when completions race, and counts every racing session's time", async () => {
    const { jar, userId } = await signUp({ prefix: "edu-race" });
    const results = await Promise.all(
      Array.from({ length: 4 }, () => progress(FIRST, { timeSpent: 15, completed: true }, jar)),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(results.map((r) => r.body.xpGained).sort((a, b) => a - b)).toEqual([0, 0, 0, LESSON_COMPLETED_XP]);
    expect(await lessonEvents(userId)).toHaveLength(1);
    const row = await db.educationProgress.findUniqueOrThrow({
      where: { userId_contentId: { userId, contentId: FIRST } },
    });
    expect(row).toMatchObject({ completed: true, timeSpent: 60 });
  });

  it("keeps each user's progress separate", async () => {
    const alice = await signUp({ prefix: "edu-alice" });
    const bob = await signUp({ prefix: "edu-bob" });
    await progress(FIRST, { timeSpent: 90, completed: true }, alice.jar);

    const bobsItem = (await list(bob.jar)).body.find((i) => i.id === FIRST)!;
    expect(bobsItem.progress).toEqual({ completed: false, timeSpent: 0 });
    expect((await learningPath(bob.jar)).body).toMatchObject({ completedCount: 0, nextUp: { id: PATH_ORDER[0] } });
    expect((await article(FIRST, bob.jar)).body.progress).toEqual({ completed: false, timeSpent: 0 });

    // Bob's own completion earns Bob his own XP, and leaves Alice's time alone.
    expect((await progress(FIRST, { timeSpent: 5, completed: true }, bob.jar)).body.xpGained).toBe(LESSON_COMPLETED_XP);
    expect((await article(FIRST, alice.jar)).body.progress).toEqual({ completed: true, timeSpent: 90 });
    expect(await lessonEvents(alice.userId)).toHaveLength(1);
    expect(await lessonEvents(bob.userId)).toHaveLength(1);
  });

  it("answers 404 for an unknown article and records nothing", async () => {
    const { jar, userId } = await signUp({ prefix: "edu-p404" });
    const res = await progress("no-such-article", { timeSpent: 10, completed: true }, jar);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: "not_found", message: "Article not found" } });
    expect(await db.educationProgress.count({ where: { userId } })).toBe(0);
    expect(await lessonEvents(userId)).toHaveLength(0);
  });

  it.each([
    ["a negative time", { timeSpent: -1, completed: false }, "timeSpent"],
    ["more than 4 hours", { timeSpent: 14_401, completed: false }, "timeSpent"],
    ["a fractional time", { timeSpent: 12.5, completed: false }, "timeSpent"],
    ["time as a string", { timeSpent: "30", completed: false }, "timeSpent"],
    ["no time", { completed: true }, "timeSpent"],
    ["no completed flag", { timeSpent: 30 }, "completed"],
    ["completed as a string", { timeSpent: 30, completed: "true" }, "completed"],
  ])("answers 400 for %s and records nothing", async (_label, body, field) => {
    const { jar, userId } = await signUp({ prefix: "edu-400" });
    const res = await progress(FIRST, body, jar);
    expect(res.status).toBe(400);
    const error = (res.body as unknown as { error: { code: string; issues: { path: string }[] } }).error;
    expect(error.code).toBe("bad_request");
    expect(error.issues.map((i) => i.path)).toContain(field);
    expect(await db.educationProgress.count({ where: { userId } })).toBe(0);
  });

  it("answers 400 for a body that is not JSON", async () => {
    const { jar } = await signUp({ prefix: "edu-json" });
    const res = await progress(FIRST, "{timeSpent: 1", jar);
    expect(res.status).toBe(400);
  });

  it("accepts the bounds: 0 and 14400 seconds", async () => {
    const { jar } = await signUp({ prefix: "edu-bounds" });
    expect((await progress(FIRST, { timeSpent: 0, completed: false }, jar)).body.progress.timeSpent).toBe(0);
    expect((await progress(FIRST, { timeSpent: 14_400, completed: false }, jar)).body.progress.timeSpent).toBe(14_400);
  });

  it("answers 429 past the per-user rate limit", async () => {
    const { jar, userId } = await signUp({ prefix: "edu-limit" });
    // Fill this user's window up to the limit instead of posting 120 times.
    await db.rateLimit.create({
      data: {
        key: `education:progress:user:${userId}`,
        count: EDUCATION_PROGRESS_RATE_LIMIT.limit,
        windowStart: new Date(),
      },
    });
    const res = await progress(FIRST, { timeSpent: 10, completed: true }, jar);
    expect(res.status).toBe(429);
    expect(await db.educationProgress.count({ where: { userId } })).toBe(0);
  });
});
