import { GET as debtsRoute } from "@/app/api/debts/route";
import { GET as planThisMonthRoute } from "@/app/api/plan/this-month/route";
import { GET as paymentsRoute } from "@/app/api/payments/route";
import { POST as logPaymentRoute } from "@/app/api/payments/log/route";
import { db } from "@/lib/db";
import { USER_KEY_HEADER } from "@/lib/offline/rules";
import { IDEMPOTENCY_KEY_HEADER } from "@/lib/client/idempotency-key";
import { insertDebt } from "@/tests/support/debts";
import { CookieJar, callRoute } from "@/tests/support/route-client";
import { signUp } from "@/tests/support/users";
import { today } from "@/tests/support/calendar";

// What the service worker relies on (docs/product-rules.md "Offline and install"): every signed-in read names its
// user by a key that differs between users and is stable for one, so the worker keeps each answer for its user only;
// and a queued payment sent twice with its Idempotency-Key is logged once.

jest.setTimeout(60_000);
afterAll(() => db.$disconnect());

const read = (jar: CookieJar) => callRoute(debtsRoute, { path: "/api/debts", jar });

describe("offline caches by user", () => {
  it("names the user on every signed-in read, the same key each time, another user's another key", async () => {
    const a = await signUp({ prefix: "offline-a" });
    const b = await signUp({ prefix: "offline-b" });
    const first = await read(a.jar);
    expect(first.status).toBe(200);
    const keyA = first.headers.get(USER_KEY_HEADER);
    expect(keyA).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect((await read(a.jar)).headers.get(USER_KEY_HEADER)).toBe(keyA);
    const planRead = await callRoute(planThisMonthRoute, { path: "/api/plan/this-month", jar: a.jar });
    expect(planRead.headers.get(USER_KEY_HEADER)).toBe(keyA);
    const keyB = (await read(b.jar)).headers.get(USER_KEY_HEADER);
    expect(keyB).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(keyB).not.toBe(keyA);
    // The key says nothing of who the user is.
    expect(keyA).not.toContain(a.userId);
  });

  it("names nobody on a signed-out read or a write", async () => {
    const signedOut = await read(new CookieJar());
    expect(signedOut.status).toBe(401);
    expect(signedOut.headers.get(USER_KEY_HEADER)).toBeNull();
    const { jar, userId } = await signUp({ prefix: "offline-write" });
    const debt = await insertDebt({
      data: { userId, name: "Visa", balance: 1000, originalBalance: 1000, interestRate: "19.990", minPayment: 25 },
    });
    const logged = await callRoute(logPaymentRoute, {
      path: "/api/payments/log",
      jar,
      json: { debtId: debt.id, amount: "10.00", paymentDate: today() },
    });
    expect(logged.status).toBe(200);
    expect(logged.headers.get(USER_KEY_HEADER)).toBeNull();
  });

  it("logs a queued payment once however often it is sent with its key", async () => {
    const { jar, userId } = await signUp({ prefix: "offline-queue" });
    const debt = await insertDebt({
      data: { userId, name: "Visa", balance: 1000, originalBalance: 1000, interestRate: "19.990", minPayment: 25 },
    });
    const payment = { debtId: debt.id, amount: "42.00", paymentDate: today() };
    const send = () =>
      callRoute(logPaymentRoute, {
        path: "/api/payments/log",
        jar,
        json: payment,
        headers: { [IDEMPOTENCY_KEY_HEADER]: "queued-payment-key-1" },
      });
    expect((await send()).status).toBe(200);
    const again = await send();
    expect(again.status).toBe(200);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    const list = await callRoute(paymentsRoute, { path: "/api/payments", jar });
    expect(((await list.json()) as unknown[]).length).toBe(1);
  });
});
