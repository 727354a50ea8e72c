// env() is parsed once per module registry, on first use: a keyless local run with the outbox page switched on.
process.env.OUTBOX_PAGE = "1";
for (const key of ["RESEND_API_KEY", "TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM_NUMBER"])
  delete process.env[key];

import { GET as outboxRoute } from "@/app/api/dev/outbox/route";
import { db } from "@/lib/db";
import { sendEmail, sendSms } from "@/lib/messaging/send";
import { OUTBOX_PAGE_SIZE, type OutboxMessageDto } from "@/lib/messaging/outbox";
import { callRoute, uniqueEmail } from "@/tests/support/route-client";
import { signUp } from "@/tests/support/users";

// GET /api/dev/outbox (the data of /dev/outbox): public on keyless local runs with OUTBOX_PAGE=1, newest 100
// first, filterable by channel, plain text only; a 404 whenever a real provider is configured or the switch is off.

jest.setTimeout(30_000);

afterAll(async () => {
  await db.$disconnect();
});

/** The page answers this machine only; these tests play the local proxy (TRUST_PROXY=1) reporting loopback. */
const FROM_THIS_MACHINE = { "x-forwarded-for": "127.0.0.1" };

async function list(query = ""): Promise<{ status: number; body: OutboxMessageDto[] }> {
  const res = await callRoute(outboxRoute, { path: `/api/dev/outbox${query}`, headers: FROM_THIS_MACHINE });
  return { status: res.status, body: (await res.json()) as OutboxMessageDto[] };
}

/** A fresh module registry (so a fresh env() cache) with `vars` applied: the route as another server would run it. */
async function statusWithEnv(vars: Record<string, string | undefined>): Promise<{ status: number; body: unknown }> {
  const saved = { ...process.env };
  for (const [key, value] of Object.entries(vars)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  try {
    let handler: typeof outboxRoute | undefined;
    await jest.isolateModulesAsync(async () => {
      handler = (await import("@/app/api/dev/outbox/route")).GET;
    });
    const res = await callRoute(handler!, { path: "/api/dev/outbox", headers: FROM_THIS_MACHINE });
    return { status: res.status, body: await res.json() };
  } finally {
    process.env = saved;
  }
}

describe("GET /api/dev/outbox on a keyless local run", () => {
  it("lists what was sent, newest first, without a session, as plain text", async () => {
    const to = uniqueEmail("outbox");
    await sendEmail({
      to,
      subject: "First",
      text: "Open https://debtwise.test/a to continue.",
      html: '<p>Open <a href="https://debtwise.test/a">this</a></p>',
      kind: "shared_plan_invite",
    });
    await sendEmail({ to, subject: "Second", text: "Plain text only", kind: "reminder_due_soon" });

    const { status, body } = await list();
    expect(status).toBe(200);
    const mine = body.filter((m) => m.to === to);
    expect(mine.map((m) => m.subject)).toEqual(["Second", "First"]);
    expect(mine[1]).toEqual({
      id: expect.any(String),
      channel: "email",
      kind: "shared_plan_invite",
      to,
      subject: "First",
      body: "Open https://debtwise.test/a to continue.",
      hasHtml: true,
      status: "sent",
      error: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      sentAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(mine[0]!.hasHtml).toBe(false);
    // The stored HTML never reaches the page.
    expect(JSON.stringify(body)).not.toContain("<a href");
  });

  it("shows failed messages with their error", async () => {
    const to = uniqueEmail("failed");
    await db.outboxMessage.create({
      data: {
        channel: "email",
        to,
        subject: "Bounced",
        body: "x",
        kind: "sign_in",
        status: "failed",
        error: "Mailbox unavailable",
      },
    });
    const { body } = await list();
    expect(body.find((m) => m.to === to)).toMatchObject({
      status: "failed",
      error: "Mailbox unavailable",
      sentAt: null,
    });
  });

  it("filters by channel", async () => {
    const { userId } = await signUp({ prefix: "sms" });
    const phone = `+1415555${String(Date.now()).slice(-4)}`;
    await sendSms({ to: phone, body: "Your payment is due tomorrow.", kind: "reminder_due_soon", userId });
    const to = uniqueEmail("channel");
    await sendEmail({ to, subject: "Mail", text: "x", kind: "sign_in" });

    const sms = await list("?channel=sms");
    expect(sms.status).toBe(200);
    expect(sms.body.length).toBeGreaterThan(0);
    expect(sms.body.every((m) => m.channel === "sms")).toBe(true);
    expect(sms.body.find((m) => m.to === phone)).toMatchObject({
      subject: null,
      body: "Your payment is due tomorrow.",
      status: "sent",
    });

    const email = await list("?channel=email");
    expect(email.body.every((m) => m.channel === "email")).toBe(true);
    expect(email.body.some((m) => m.to === to)).toBe(true);
    expect(email.body.some((m) => m.to === phone)).toBe(false);
  });

  it("answers 400 for an unknown channel", async () => {
    const res = await callRoute(outboxRoute, { path: "/api/dev/outbox?channel=fax", headers: FROM_THIS_MACHINE });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("bad_request");
  });

  it(`shows only the newest ${OUTBOX_PAGE_SIZE}`, async () => {
    const to = uniqueEmail("bulk");
    // Future timestamps keep these the newest rows whatever other test files write meanwhile.
    const base = Date.now() + 60 * 60 * 1000;
    await db.outboxMessage.createMany({
      data: Array.from({ length: OUTBOX_PAGE_SIZE + 5 }, (_, i) => ({
        channel: "email" as const,
        to,
        subject: `Bulk ${i}`,
        body: "x",
        kind: "bulk_test",
        status: "sent" as const,
        createdAt: new Date(base + i * 1000),
      })),
    });
    try {
      const { body } = await list();
      expect(body).toHaveLength(OUTBOX_PAGE_SIZE);
      expect(body[0]!.subject).toBe(`Bulk ${OUTBOX_PAGE_SIZE + 4}`);
      expect(body.at(-1)!.subject).toBe("Bulk 5");
      const times = body.map((m) => Date.parse(m.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    } finally {
      // Rows dated in the future would push every later test's messages off the page.
      await db.outboxMessage.deleteMany({ where: { to } });
    }
  });
});

describe("GET /api/dev/outbox anywhere else", () => {
  it("is a 404 when OUTBOX_PAGE is not set", async () => {
    const { status, body } = await statusWithEnv({ OUTBOX_PAGE: undefined });
    expect(status).toBe(404);
    expect(body).toEqual({ error: { code: "not_found", message: expect.any(String) } });
  });

  it("is a 404 when Resend is configured, even with OUTBOX_PAGE=1", async () => {
    expect((await statusWithEnv({ RESEND_API_KEY: "re_test_key" })).status).toBe(404);
  });

  it("is a 404 when Twilio is configured, even with OUTBOX_PAGE=1", async () => {
    const twilio = { TWILIO_ACCOUNT_SID: "AC123", TWILIO_AUTH_TOKEN: "token", TWILIO_FROM_NUMBER: "+14155550100" };
    expect((await statusWithEnv(twilio)).status).toBe(404);
  });

  it("is served again in the same setup with the switch on (the 404s are not a broken route)", async () => {
    expect((await statusWithEnv({})).status).toBe(200);
  });
});
