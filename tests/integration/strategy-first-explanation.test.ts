import { POST as streamRoute } from "@/app/api/strategies/latest/message/stream/route";
import { POST as calculateRoute } from "@/app/api/calculate-strategies/route";
import { db } from "@/lib/db";
import { hit } from "@/lib/rate-limit";
import { EXPLAIN_PLAN_RATE_LIMIT, explainPlanRateLimitKey } from "@/lib/strategies/message/stream";
import { callRoute } from "@/tests/support/route-client";
import { signUp } from "@/tests/support/users";
import { insertVisa } from "@/tests/support/debts";
import { streamEvents } from "@/tests/support/mock-stream-model";

// With a model configured, the results page streams a calculation's explanation itself (docs/product-rules.md
// "Explanations that stream"): a calculation asked with `message: "stream"` stores the built-in writer's text marked
// pending; the first stream of it is not counted against "Explain again"'s hourly limit, and only one request can
// take it. The provider here is an address nothing listens on, so every model call fails fast and the built-in
// writer answers, as it does in production when the provider is down.

process.env.OPENAI_API_KEY = "sk-test-first-explanation";
process.env.OPENAI_BASE_URL = "http://127.0.0.1:9/v1";

jest.setTimeout(30_000);

beforeAll(() => {
  // Each failed model call says so on the console; here every one fails by design.
  jest.spyOn(console, "warn").mockImplementation(() => {});
});

afterAll(async () => {
  await db.$disconnect();
});

async function withDebt() {
  const { jar, userId } = await signUp({ prefix: "first-explain", firstName: "Ada" });
  await insertVisa(userId);
  return { jar, userId };
}

const calculate = (jar: Parameters<typeof callRoute>[1]["jar"], body: object) =>
  callRoute(calculateRoute, { path: "/api/calculate-strategies", method: "POST", jar, json: body });

const explain = (jar: Parameters<typeof callRoute>[1]["jar"]) =>
  callRoute(streamRoute, { path: "/api/strategies/latest/message/stream", method: "POST", jar });

const stored = (userId: string) =>
  db.strategy.findFirstOrThrow({ where: { userId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });

it('stores the built-in text marked pending when the caller streams the explanation ("stream")', async () => {
  const { jar, userId } = await withDebt();
  const res = await calculate(jar, { message: "stream" });
  expect(res.status).toBe(200);
  const strategy = (await res.json()) as { aiMessage: string; messageWriter: string; messagePending?: boolean };
  expect(strategy).toMatchObject({ messageWriter: "local", messagePending: true });
  expect(strategy.aiMessage).toContain("Visa");
  expect((await stored(userId)).result).toMatchObject({ messagePending: true, messageWriter: "local" });
});

it("leaves nothing pending for a caller that takes the message in the answer (an API client)", async () => {
  const { jar, userId } = await withDebt();
  const res = await calculate(jar, {});
  expect(res.status).toBe(200);
  const strategy = (await res.json()) as { messagePending?: boolean; messageWriter: string };
  // The model could not be reached: the built-in writer answered within the request, as before.
  expect(strategy.messageWriter).toBe("local");
  expect(strategy.messagePending).toBeUndefined();
  expect((await stored(userId)).result).not.toHaveProperty("messagePending");
});

it("streams a pending explanation past a spent hourly limit once, then counts again", async () => {
  const { jar, userId } = await withDebt();
  expect((await calculate(jar, { message: "stream" })).status).toBe(200);
  for (let i = 0; i < EXPLAIN_PLAN_RATE_LIMIT.limit; i++)
    await hit(explainPlanRateLimitKey(userId), EXPLAIN_PLAN_RATE_LIMIT);

  const first = await explain(jar);
  expect(first.status).toBe(200);
  const events = streamEvents(await first.text());
  expect(events.find((e) => e.type === "data-writer")?.data).toEqual({ writer: "local" });
  expect(events.find((e) => e.type === "data-message")?.data).toMatchObject({ messageWriter: "local" });
  const row = await stored(userId);
  expect(row.result).not.toHaveProperty("messagePending");

  // The mark is gone: a reload shows the saved text, and asking again is an "Explain again", over the limit.
  const again = await explain(jar);
  expect(again.status).toBe(429);
});

it("lets only one of two requests take the pending mark", async () => {
  const { jar, userId } = await withDebt();
  expect((await calculate(jar, { message: "stream" })).status).toBe(200);
  for (let i = 0; i < EXPLAIN_PLAN_RATE_LIMIT.limit; i++)
    await hit(explainPlanRateLimitKey(userId), EXPLAIN_PLAN_RATE_LIMIT);
  const [a, b] = await Promise.all([explain(jar), explain(jar)]);
  expect([a.status, b.status].sort()).toEqual([200, 429]);
  await Promise.all([a.text(), b.text()]);
});

it('refuses an unknown "message" value with 400', async () => {
  const { jar } = await withDebt();
  const res = await calculate(jar, { message: "later" });
  expect(res.status).toBe(400);
});
