import { POST as logPaymentRoute } from "@/app/api/payments/log/route";
import { PUT as savePlanRoute } from "@/app/api/plan/route";
import { MAX_WRITES_IN_FLIGHT_PER_USER, route } from "@/lib/api";
import { db } from "@/lib/db";
import { callRoute, type CookieJar } from "@/tests/support/route-client";
import { insertDebt } from "@/tests/support/debts";
import { signUp } from "@/tests/support/users";
import { today } from "@/tests/support/calendar";

// One account firing a burst of writes (docs/product-rules.md "Rate limits", "Errors"): past
// MAX_WRITES_IN_FLIGHT_PER_USER writes in flight the wrapper (lib/api.ts) answers 429 with Retry-After at once, so
// the burst cannot hold the shared connection pool, and what does run either completes whole or answers 503
// (a transaction that could not start in time). Never a 500, never a half-written payment.

jest.setTimeout(120_000);

afterAll(async () => {
  await db.$disconnect();
});

const cents = (decimal: { toFixed(digits: number): string }) => Math.round(Number(decimal.toFixed(2)) * 100);

type Outcome = { status: number; retryAfter: string | null };

/** Fires `n` requests at once (quiet: a 503 is logged server-side) and answers each one's status and Retry-After. */
async function burst(n: number, send: (i: number) => Promise<Response>): Promise<Outcome[]> {
  const errors = jest.spyOn(console, "error").mockImplementation(() => {});
  try {
    return await Promise.all(
      Array.from({ length: n }, async (_, i) => {
        const res = await send(i);
        await res.arrayBuffer();
        return { status: res.status, retryAfter: res.headers.get("retry-after") };
      }),
    );
  } finally {
    errors.mockRestore();
  }
}

/** Only 200, 429 and 503, at least one of 200 and 429, and every refusal with a Retry-After. */
function expectNoFailure(results: Outcome[]): number {
  const statuses = results.map((r) => r.status);
  expect(statuses.filter((s) => ![200, 429, 503].includes(s))).toEqual([]);
  expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
  for (const r of results.filter((r) => r.status !== 200)) expect(Number(r.retryAfter)).toBeGreaterThan(0);
  const accepted = statuses.filter((s) => s === 200).length;
  expect(accepted).toBeGreaterThan(0);
  return accepted;
}

/** A $5,000.00 card with a $25.00 minimum. */
const visaOf = (userId: string) =>
  insertDebt({
    data: {
      userId,
      name: "Visa",
      balance: "5000.00",
      originalBalance: "5000.00",
      interestRate: "19.990",
      minPayment: "25.00",
    },
  });

describe("a burst of writes from one account", () => {
  it("answers 150 concurrent plan saves with 200, 429 or 503 only, and each saved plan has its version", async () => {
    // PUT /api/plan has no rate limit of its own and every save takes the user's row lock in a transaction: the
    // burst that used to time out waiting for a connection (Prisma P2028) and answer 500.
    const { jar, userId } = await signUp({ prefix: "burst-plan" });
    await visaOf(userId);
    const results = await burst(150, (i) =>
      callRoute(savePlanRoute, {
        method: "PUT",
        path: "/api/plan",
        json: { strategy: i % 2 ? "avalanche" : "snowball", extraPayment: `${i + 1}.00` },
        jar,
      }),
    );
    expectNoFailure(results);
    const acceptedBudgets = results.flatMap((r, i) => (r.status === 200 ? [(25 + i + 1) * 100] : []));
    const plan = await db.payoffPlan.findUniqueOrThrow({ where: { userId } });
    expect(acceptedBudgets).toContain(cents(plan.monthlyBudget));
    // The plan and today's version were written in one transaction: they agree.
    const version = await db.planVersion.findFirstOrThrow({ where: { userId }, orderBy: { startedOn: "desc" } });
    expect({ strategy: version.strategy, budget: cents(version.monthlyBudget) }).toEqual({
      strategy: plan.strategy,
      budget: cents(plan.monthlyBudget),
    });
  });

  it("answers 150 concurrent payment logs with 200, 429 or 503 only, and stores every accepted one whole", async () => {
    const { jar, userId } = await signUp({ prefix: "burst-pay" });
    const debt = await visaOf(userId);
    const results = await burst(150, () =>
      callRoute(logPaymentRoute, {
        path: "/api/payments/log",
        json: { debtId: debt.id, amount: "1.00", paymentDate: today() },
        jar,
      }),
    );
    const accepted = expectNoFailure(results);
    // Nothing half-written: one payment row, one ledger row and one event per accepted answer, and the balance is
    // the ledger's sum.
    const stored = await db.debt.findUniqueOrThrow({ where: { id: debt.id } });
    const ledger = await db.ledgerEntry.findMany({ where: { debtId: debt.id } });
    expect(await db.payment.count({ where: { debtId: debt.id } })).toBe(accepted);
    expect(ledger.filter((row) => row.kind === "payment")).toHaveLength(accepted);
    expect(await db.gamificationEvent.count({ where: { userId, type: "payment_logged" } })).toBe(accepted);
    expect(cents(stored.balance)).toBe(ledger.reduce((sum, row) => sum + cents(row.amount), 0));
    expect(cents(stored.balance)).toBe(500_000 - accepted * 100);
  });

  it(`holds ${MAX_WRITES_IN_FLIGHT_PER_USER} writes of one account in flight; the next is 429 at once, others are not held`, async () => {
    const owner = await signUp({ prefix: "burst-cap" });
    const other = await signUp({ prefix: "burst-other" });
    // A write that waits until the test lets it finish, so the requests in flight are known exactly.
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    let entered = 0;
    const slow = route({}, async () => {
      entered += 1;
      await finished;
      return { ok: true };
    });
    const post = (jar: CookieJar) => callRoute(slow, { method: "POST", path: "/api/x", jar });

    const held = Array.from({ length: MAX_WRITES_IN_FLIGHT_PER_USER }, () => post(owner.jar));
    while (entered < MAX_WRITES_IN_FLIGHT_PER_USER) await new Promise((resolve) => setImmediate(resolve));

    const refused = await post(owner.jar);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("1");
    expect(await refused.json()).toEqual({
      error: {
        code: "rate_limited",
        message: "Too many changes at once from this account. Please wait a moment and try again.",
      },
    });
    expect(entered).toBe(MAX_WRITES_IN_FLIGHT_PER_USER);
    // Reads are not counted, and another account's writes have slots of their own.
    const read = callRoute(slow, { path: "/api/x", jar: owner.jar });
    const others = post(other.jar);
    while (entered < MAX_WRITES_IN_FLIGHT_PER_USER + 2) await new Promise((resolve) => setImmediate(resolve));

    finish();
    expect((await Promise.all([...held, read, others])).map((r) => r.status)).toEqual(
      Array<number>(MAX_WRITES_IN_FLIGHT_PER_USER + 2).fill(200),
    );
    // Every slot was given back, failures included: one after another, more writes than the cap all run.
    const failing = route({}, () => {
      throw new Error("boom");
    });
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      for (let i = 0; i < MAX_WRITES_IN_FLIGHT_PER_USER + 1; i++)
        expect((await callRoute(failing, { method: "POST", path: "/api/x", jar: owner.jar })).status).toBe(500);
    } finally {
      errors.mockRestore();
    }
  });
});
