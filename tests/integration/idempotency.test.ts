import { POST as logPaymentRoute } from "@/app/api/payments/log/route";
import { db } from "@/lib/db";
import { pruneIdempotencyKeys } from "@/lib/idempotency";
import { callRoute, type CookieJar } from "@/tests/support/route-client";
import { insertDebt } from "@/tests/support/debts";
import { signUp } from "@/tests/support/users";
import { today } from "@/tests/support/calendar";

// POST /api/payments/log with an Idempotency-Key (docs/product-rules.md "Idempotent writes", lib/idempotency.ts),
// through the real handler and wrapper: a retry answers the first answer and logs nothing twice, the same key with
// another body is a 409, concurrent duplicates log once, and keys are per user.

afterAll(async () => {
  await db.$disconnect();
});

async function payer(prefix: string) {
  const user = await signUp({ prefix });
  const debt = await insertDebt({
    data: {
      userId: user.userId,
      name: "Visa",
      balance: "1000.00",
      originalBalance: "1000.00",
      interestRate: "19.990",
      minPayment: "25.00",
    },
  });
  return { ...user, debtId: debt.id };
}

function log(jar: CookieJar, json: unknown, key?: string) {
  return callRoute(logPaymentRoute, {
    path: "/api/payments/log",
    json,
    jar,
    headers: key === undefined ? {} : { "Idempotency-Key": key },
  });
}

async function read(res: Response) {
  return { status: res.status, text: await res.text(), replayed: res.headers.get("idempotent-replayed") };
}

const paymentCount = (userId: string) => db.payment.count({ where: { userId } });
const loggedEvents = (userId: string) => db.gamificationEvent.count({ where: { userId, type: "payment_logged" } });

describe("Idempotency-Key on logging a payment", () => {
  it("answers a retry with the first answer (same status and body) and logs nothing twice", async () => {
    const user = await payer("idem-replay");
    const body = { debtId: user.debtId, amount: "40.00", paymentDate: today() };
    const first = await read(await log(user.jar, body, "retry-1"));
    expect(first.status).toBe(200);
    expect(first.replayed).toBeNull();
    const again = await read(await log(user.jar, body, "retry-1"));
    expect(again).toEqual({ status: 200, text: first.text, replayed: "true" });
    expect(await paymentCount(user.userId)).toBe(1);
    expect(await loggedEvents(user.userId)).toBe(1);
    expect((await db.debt.findUniqueOrThrow({ where: { id: user.debtId } })).balance.toFixed(2)).toBe("960.00");

    // A refusal about the request itself is an answer too: replayed as it was.
    const over = { debtId: user.debtId, amount: "5000.00", paymentDate: today() };
    const refused = await read(await log(user.jar, over, "retry-2"));
    expect(refused.status).toBe(400);
    expect(await read(await log(user.jar, over, "retry-2"))).toEqual({ ...refused, replayed: "true" });

    // Without a key every request logs, as before.
    expect((await log(user.jar, body)).status).toBe(200);
    expect((await log(user.jar, body)).status).toBe(200);
    expect(await paymentCount(user.userId)).toBe(3);
  });

  it("refuses the same key with a different body (409) and logs nothing for it", async () => {
    const user = await payer("idem-diff");
    expect((await log(user.jar, { debtId: user.debtId, amount: "10.00", paymentDate: today() }, "k")).status).toBe(200);
    const other = await log(user.jar, { debtId: user.debtId, amount: "11.00", paymentDate: today() }, "k");
    expect(other.status).toBe(409);
    expect(await other.json()).toEqual({
      error: {
        code: "conflict",
        message: "This Idempotency-Key was already used with a different request. Use a new key for a new request.",
      },
    });
    expect(await paymentCount(user.userId)).toBe(1);
  });

  it("logs once when the same request and key arrive concurrently", async () => {
    const user = await payer("idem-race");
    const body = { debtId: user.debtId, amount: "25.00", paymentDate: today() };
    const answers = await Promise.all(Array.from({ length: 6 }, () => log(user.jar, body, "double-tap").then(read)));
    expect(answers.filter((a) => ![200, 409].includes(a.status))).toEqual([]);
    const ok = answers.filter((a) => a.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ok.map((a) => a.text)).size).toBe(1);
    for (const busy of answers.filter((a) => a.status === 409)) expect(busy.text).toContain("still being processed");
    expect(await paymentCount(user.userId)).toBe(1);
    expect(await loggedEvents(user.userId)).toBe(1);
    // Once the first has finished, a retry gets its answer.
    expect(await read(await log(user.jar, body, "double-tap"))).toEqual({
      status: 200,
      text: ok[0]!.text,
      replayed: "true",
    });
  });

  it("keeps keys per user: another user's same key runs on its own", async () => {
    const a = await payer("idem-a");
    const b = await payer("idem-b");
    const first = await read(await log(a.jar, { debtId: a.debtId, amount: "30.00", paymentDate: today() }, "shared"));
    const second = await read(await log(b.jar, { debtId: b.debtId, amount: "30.00", paymentDate: today() }, "shared"));
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.replayed).toBeNull();
    expect([await paymentCount(a.userId), await paymentCount(b.userId)]).toEqual([1, 1]);
  });

  it("keeps a key 24 hours: after that the key runs again, and the clean-up deletes it", async () => {
    const user = await payer("idem-expiry");
    const body = { debtId: user.debtId, amount: "5.00", paymentDate: today() };
    expect((await log(user.jar, body, "old")).status).toBe(200);
    const dayAndMinuteAgo = new Date(Date.now() - (24 * 60 + 1) * 60 * 1000);
    await db.idempotencyKey.updateMany({ where: { userId: user.userId }, data: { createdAt: dayAndMinuteAgo } });
    const later = await read(await log(user.jar, body, "old"));
    expect(later).toMatchObject({ status: 200, replayed: null });
    expect(await paymentCount(user.userId)).toBe(2);

    await db.idempotencyKey.updateMany({ where: { userId: user.userId }, data: { createdAt: dayAndMinuteAgo } });
    expect(await pruneIdempotencyKeys()).toBeGreaterThanOrEqual(1);
    expect(await db.idempotencyKey.count({ where: { userId: user.userId } })).toBe(0);
  });

  it("refuses a key that is empty, longer than 255 characters or not visible ASCII (400), logging nothing", async () => {
    const user = await payer("idem-bad");
    const body = { debtId: user.debtId, amount: "5.00", paymentDate: today() };
    for (const key of [" ", "x".repeat(256), "clé"]) {
      const res = await log(user.jar, body, key);
      expect(res.status).toBe(400);
    }
    expect(await paymentCount(user.userId)).toBe(0);
  });
});
