import { POST as supportRoute } from "@/app/api/support/route";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { SUPPORT_RESPONSE } from "@/lib/support/policy";
import { CookieJar, callRoute } from "@/tests/support/route-client";
import { signUp } from "@/tests/support/users";

// The support form (docs/product-rules.md "Plans and limits": priority support): a request mails the team's
// SUPPORT_EMAIL (the local outbox, keyless) with the plan in the subject and the account in the body, and the user gets
// a copy; Pro's are marked priority.

afterAll(async () => {
  await db.$disconnect();
});

type ErrorBody = { error: { code: string; message: string; issues?: { path: string }[] } };
const REQUEST = {
  category: "billing",
  subject: "Charged twice?",
  message: "I see two charges this month.\nCan you check?",
};
const send = (jar: CookieJar, json: unknown) => callRoute(supportRoute, { path: "/api/support", json, jar });

const teamMail = (userId: string) =>
  db.outboxMessage.findMany({ where: { userId, kind: "support_request" }, orderBy: { createdAt: "asc" } });

describe("POST /api/support", () => {
  it("mails a Pro request to the team as '[Pro priority] ...' with the account in the body, and copies the user", async () => {
    const { jar, userId, email } = await signUp({ verified: true, plan: "pro", prefix: "support", firstName: "Priya" });
    const res = await send(jar, REQUEST);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      priority: true,
      responseText: SUPPORT_RESPONSE.priority,
      copySent: true,
      copyWithheld: false,
    });

    const [mail] = await teamMail(userId);
    expect(mail).toMatchObject({
      channel: "email",
      to: env().SUPPORT_EMAIL,
      subject: "[Pro priority] Charged twice?",
      status: "sent",
    });
    expect(env().SUPPORT_EMAIL).toBe("support@debtwise.app");
    for (const line of [
      "Plan: Pro (priority support)",
      `User id: ${userId}`,
      `Email: ${email}`,
      "Topic: Billing and plans",
      "Can you check?",
    ]) {
      expect(mail!.body).toContain(line);
    }
    const copy = await db.outboxMessage.findFirstOrThrow({ where: { userId, kind: "support_request_copy" } });
    expect(copy).toMatchObject({ to: email, subject: "We received your request: Charged twice?" });
    expect(copy.body).toContain(SUPPORT_RESPONSE.priority);
  });

  it("marks Basic and Free requests with their plan and no priority", async () => {
    for (const [plan, prefix] of [
      ["basic", "[Basic]"],
      ["free", "[Free]"],
    ] as const) {
      const { jar, userId } = await signUp({ verified: true, plan, prefix: "support" });
      const res = await send(jar, REQUEST);
      expect(await res.json()).toEqual({
        priority: false,
        responseText: SUPPORT_RESPONSE.standard,
        copySent: true,
        copyWithheld: false,
      });
      const [mail] = await teamMail(userId);
      expect(mail!.subject).toBe(`${prefix} Charged twice?`);
      expect(mail!.body).toContain(`Plan: ${plan === "basic" ? "Basic" : "Free"}, status`);
      expect(mail!.body).not.toContain("priority");
    }
  });

  it("reads the plan from the account, not from anything the body claims", async () => {
    const { jar, userId } = await signUp({ prefix: "support" });
    expect((await send(jar, { ...REQUEST, plan: "pro", priority: true, subscriptionPlan: "pro" })).status).toBe(200);
    expect((await teamMail(userId))[0]!.subject).toBe("[Free] Charged twice?");
  });

  it("answers 400 for a missing or too long subject, a short or too long message, a line break in the subject or an unknown topic", async () => {
    const { jar, userId } = await signUp({ prefix: "support" });
    const cases: [Record<string, unknown>, string][] = [
      [{ ...REQUEST, subject: "  " }, "subject"],
      [{ ...REQUEST, subject: "x".repeat(121) }, "subject"],
      [{ ...REQUEST, subject: "Hi\r\nBcc: someone@example.com" }, "subject"],
      [{ ...REQUEST, message: "too short" }, "message"],
      [{ ...REQUEST, message: "x".repeat(5001) }, "message"],
      [{ ...REQUEST, category: "urgent" }, "category"],
      [{ subject: "Hi", message: "A long enough message" }, "category"],
    ];
    for (const [body, field] of cases.slice(0, 4)) {
      const res = await send(jar, body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as ErrorBody).error.issues?.map((i) => i.path)).toContain(field);
    }
    // A fresh user for the rest: the limit counts malformed attempts too.
    const other = await signUp({ prefix: "support" });
    for (const [body, field] of cases.slice(4)) {
      const res = await send(other.jar, body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as ErrorBody).error.issues?.map((i) => i.path)).toContain(field);
    }
    expect(await teamMail(userId)).toHaveLength(0);
    expect(await teamMail(other.userId)).toHaveLength(0);
  });

  it("accepts the bounds: a 120-character subject and a 10-character message", async () => {
    const { jar } = await signUp({ prefix: "support" });
    expect((await send(jar, { ...REQUEST, subject: "s".repeat(120), message: "0123456789" })).status).toBe(200);
  });

  it("answers 401 signed out and sends nothing", async () => {
    const before = await db.outboxMessage.count({ where: { kind: "support_request" } });
    expect((await send(new CookieJar(), REQUEST)).status).toBe(401);
    expect(await db.outboxMessage.count({ where: { kind: "support_request" } })).toBe(before);
  });

  it("answers 429 after 5 requests an hour, per user", async () => {
    const { jar, userId } = await signUp({ prefix: "support" });
    for (let i = 0; i < 5; i += 1) expect((await send(jar, { ...REQUEST, subject: `Request ${i}` })).status).toBe(200);
    const limited = await send(jar, REQUEST);
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as ErrorBody).error.code).toBe("rate_limited");
    expect(await teamMail(userId)).toHaveLength(5);
    // Another user is not affected.
    const other = await signUp({ prefix: "support" });
    expect((await send(other.jar, REQUEST)).status).toBe(200);
  });
});
