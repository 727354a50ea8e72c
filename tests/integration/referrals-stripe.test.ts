import http from "node:http";
import type { AddressInfo } from "node:net";
import { POST as registerRoute } from "@/app/api/register/route";
import { db } from "@/lib/db";
import { createReferralLink, creditOwedReferralRewards, rewardReferralForPaidUser } from "@/lib/referrals/service";
import { CookieJar, TEST_ORIGIN, callRoute, uniqueEmail, uniqueIp } from "@/tests/support/route-client";
import { markEmailVerified, signUp, TEST_PASSWORD } from "@/tests/support/users";

// The referral reward with Stripe configured: the real Stripe SDK against a local HTTP stand-in for the one
// endpoint the referral program calls (customer balance transactions). Checks the credit (-1000 cents, usd,
// idempotency key per referral), that it is made once, and that a Stripe failure keeps the referral paid and
// owed until a retry credits it.

jest.setTimeout(30_000);

type Mode = "ok" | "fail";
let mode: Mode = "ok";
let txnCounter = 0;
// Transaction ids are unique in the database (Referral.stripeBalanceTxnId), so a run on a database an earlier run
// used must not hand out the same ones again.
const RUN = Date.now().toString(36);
const calls: { path: string; params: URLSearchParams; idempotencyKey: string | undefined }[] = [];

const server = http.createServer((req, res) => {
  let raw = "";
  req.on("data", (chunk) => (raw += chunk));
  req.on("end", () => {
    const match = /^\/v1\/customers\/([^/]+)\/balance_transactions$/.exec(req.url ?? "");
    if (req.method !== "POST" || !match) {
      res
        .writeHead(404, { "content-type": "application/json" })
        .end(JSON.stringify({ error: { type: "invalid_request_error", message: "Unknown route" } }));
      return;
    }
    const params = new URLSearchParams(raw);
    calls.push({ path: req.url!, params, idempotencyKey: req.headers["idempotency-key"] as string | undefined });
    if (mode === "fail") {
      // A non-retryable error, so the SDK gives up at once.
      res
        .writeHead(400, { "content-type": "application/json" })
        .end(JSON.stringify({ error: { type: "invalid_request_error", message: "No such customer" } }));
      return;
    }
    txnCounter += 1;
    res.writeHead(200, { "content-type": "application/json" }).end(
      JSON.stringify({
        id: `cbtxn_standin_${RUN}_${txnCounter}`,
        object: "customer_balance_transaction",
        amount: Number(params.get("amount")),
        currency: params.get("currency"),
        customer: decodeURIComponent(match[1]!),
        description: params.get("description"),
        type: "adjustment",
        livemode: false,
      }),
    );
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  // env() is read once per test file, so everything is set before the first call.
  process.env.STRIPE_SECRET_KEY = "sk_test_standin";
  process.env.STRIPE_API_BASE = `http://127.0.0.1:${port}`;
});

beforeEach(() => {
  mode = "ok";
  calls.length = 0;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await db.$disconnect();
});

/** A referrer (optionally already a Stripe customer) and a friend who signed up with their code. */
async function referredPair(options: { customer?: boolean } = { customer: true }) {
  const referrer = await signUp({ prefix: "payer" });
  const customerId = options.customer ? `cus_${referrer.userId}` : null;
  if (customerId) await db.user.update({ where: { id: referrer.userId }, data: { stripeCustomerId: customerId } });
  const { summary } = await createReferralLink(referrer.userId, TEST_ORIGIN);
  const jar = new CookieJar();
  jar.set("dw_ref", summary.inviteCode!);
  const res = await callRoute(registerRoute, {
    path: "/api/register",
    json: { email: uniqueEmail("paying.friend"), password: TEST_PASSWORD, firstName: "Pat" },
    headers: { "x-forwarded-for": uniqueIp() },
    jar,
  });
  expect(res.status).toBe(201);
  const friendId = ((await res.json()) as { user: { id: string } }).user.id;
  // Only a verified friend earns the referrer a reward (lib/referrals/service.ts).
  await markEmailVerified(friendId);
  return { referrer, customerId, friendId };
}

const referralOf = (referredUserId: string) => db.referral.findUniqueOrThrow({ where: { referredUserId } });

it("credits $10 to the referrer's Stripe balance once, with an idempotency key, and records the transaction", async () => {
  const { customerId, friendId } = await referredPair();
  await rewardReferralForPaidUser(friendId);

  const referral = await referralOf(friendId);
  expect(calls).toHaveLength(1);
  expect(calls[0]!.path).toBe(`/v1/customers/${customerId}/balance_transactions`);
  expect(calls[0]!.params.get("amount")).toBe("-1000");
  expect(calls[0]!.params.get("currency")).toBe("usd");
  expect(calls[0]!.params.get("metadata[referralId]")).toBe(referral.id);
  expect(calls[0]!.idempotencyKey).toBe(`referral-reward-${referral.id}`);
  expect(referral.status).toBe("paid");
  expect(referral.stripeBalanceTxnId).toMatch(/^cbtxn_standin_/);

  // Every later invoice calls it again: no second credit.
  await rewardReferralForPaidUser(friendId);
  await rewardReferralForPaidUser(friendId);
  expect(calls).toHaveLength(1);
  expect(await creditOwedReferralRewards()).toBe(0);
});

it("keeps the referral paid when Stripe fails, and credits it on the next attempt", async () => {
  const { friendId } = await referredPair();
  const errors = jest.spyOn(console, "error").mockImplementation(() => {});
  mode = "fail";
  await expect(rewardReferralForPaidUser(friendId)).resolves.toBeUndefined();
  const owed = await referralOf(friendId);
  expect(owed.status).toBe("paid");
  expect(owed.paidAt).toBeInstanceOf(Date);
  expect(owed.stripeBalanceTxnId).toBeNull();
  expect(errors).toHaveBeenCalled();
  errors.mockRestore();

  mode = "ok";
  await rewardReferralForPaidUser(friendId);
  const credited = await referralOf(friendId);
  expect(credited.stripeBalanceTxnId).toMatch(/^cbtxn_standin_/);
  expect(credited.paidAt?.getTime()).toBe(owed.paidAt?.getTime());
  // The retry reuses the same key, so Stripe itself would refuse a double credit.
  expect(new Set(calls.map((c) => c.idempotencyKey))).toEqual(new Set([`referral-reward-${owed.id}`]));
});

it("records the reward when the referrer is not a Stripe customer yet, and credits it once they are", async () => {
  const { referrer, friendId } = await referredPair({ customer: false });
  await rewardReferralForPaidUser(friendId);
  expect(calls).toHaveLength(0);
  expect(await referralOf(friendId)).toMatchObject({ status: "paid", stripeBalanceTxnId: null });

  await db.user.update({ where: { id: referrer.userId }, data: { stripeCustomerId: `cus_${referrer.userId}` } });
  expect(await creditOwedReferralRewards({ referrerId: referrer.userId })).toBe(1);
  expect(calls).toHaveLength(1);
  expect((await referralOf(friendId)).stripeBalanceTxnId).toMatch(/^cbtxn_standin_/);
  expect(await creditOwedReferralRewards({ referrerId: referrer.userId })).toBe(0);
});
