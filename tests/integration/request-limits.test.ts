import { POST as createDebtRoute } from "@/app/api/debts/route";
import { POST as registerRoute } from "@/app/api/register/route";
import { POST as authRoute } from "@/app/api/auth/[...nextauth]/route";
import { POST as stripeWebhookRoute } from "@/app/api/webhooks/stripe/route";
import { POST as twilioWebhookRoute } from "@/app/api/webhooks/twilio/route";
import { db } from "@/lib/db";
import { STRIPE_WEBHOOK_MAX_BODY_BYTES } from "@/lib/billing/webhooks";
import { DEFAULT_MAX_BODY_BYTES } from "@/lib/request-body";
import { callRoute, uniqueIp } from "@/tests/support/route-client";
import { signUp } from "@/tests/support/users";

// Bodies are bounded on every route (lib/request-body.ts): a declared Content-Length over the route's cap is a 413
// before a byte is read, and a streamed body is abandoned as soon as it passes the cap. The streams below count
// how many chunks the server pulled, which is what "memory flat" comes down to.

// Stripe and Twilio configured (keys are this test file's own copy of process.env), so the webhooks get as far as
// reading the body; the 413s below must come first anyway.
process.env.STRIPE_SECRET_KEY = "sk_test_request_limits";
process.env.STRIPE_WEBHOOK_SECRET = "whsec_request_limits";
process.env.TWILIO_ACCOUNT_SID = "AC00000000000000000000000000000000";
process.env.TWILIO_AUTH_TOKEN = "twilio-token-request-limits";
process.env.TWILIO_FROM_NUMBER = "+15005550006";

jest.setTimeout(30_000);

afterAll(async () => {
  await db.$disconnect();
});

const CHUNK_BYTES = 64 * 1024;

/** A body of `chunks` chunks of 64 KiB that records how many the reader pulled. */
function countingStream(chunks: number) {
  const state = { pulled: 0, cancelled: false };
  const chunk = new TextEncoder().encode("x".repeat(CHUNK_BYTES));
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled >= chunks) return controller.close();
      state.pulled += 1;
      controller.enqueue(chunk);
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { stream, state };
}

async function expect413(res: Response) {
  expect(res.status).toBe(413);
  expect(await res.json()).toEqual({ error: { code: "payload_too_large", message: "Request body is too large" } });
}

const THIRTY_MB = String(30 * 1024 * 1024);

describe("a declared Content-Length over the cap is refused before anything is read", () => {
  it.each([
    ["POST /api/debts (signed in)", createDebtRoute, "/api/debts", true],
    ["POST /api/register", registerRoute, "/api/register", false],
    ["POST /api/webhooks/stripe", stripeWebhookRoute, "/api/webhooks/stripe", false],
    ["POST /api/webhooks/twilio", twilioWebhookRoute, "/api/webhooks/twilio", false],
    ["POST /api/auth/callback/credentials", authRoute, "/api/auth/callback/credentials", false],
  ] as const)("%s", async (_name, handler, path, signedIn) => {
    const jar = signedIn ? (await signUp({ prefix: "limits" })).jar : undefined;
    const { stream, state } = countingStream(480);
    const res = await callRoute(handler, {
      path,
      streamBody: stream,
      jar,
      headers: {
        "content-length": THIRTY_MB,
        "content-type": "application/json",
        "stripe-signature": "t=1,v1=x",
        "x-forwarded-for": uniqueIp(),
      },
    });
    await expect413(res);
    expect(state.pulled).toBeLessThanOrEqual(1);
  });
});

describe("a streamed body is abandoned as soon as it passes the cap", () => {
  it.each([
    ["POST /api/debts (signed in)", createDebtRoute, "/api/debts", true, DEFAULT_MAX_BODY_BYTES],
    ["POST /api/register", registerRoute, "/api/register", false, DEFAULT_MAX_BODY_BYTES],
    ["POST /api/webhooks/stripe", stripeWebhookRoute, "/api/webhooks/stripe", false, STRIPE_WEBHOOK_MAX_BODY_BYTES],
    ["POST /api/webhooks/twilio", twilioWebhookRoute, "/api/webhooks/twilio", false, DEFAULT_MAX_BODY_BYTES],
    ["POST /api/auth/callback/credentials", authRoute, "/api/auth/callback/credentials", false, 16_000],
  ] as const)("%s", async (_name, handler, path, signedIn, cap) => {
    const jar = signedIn ? (await signUp({ prefix: "limits" })).jar : undefined;
    const { stream, state } = countingStream(480); // 30 MiB if read in full
    const res = await callRoute(handler, {
      path,
      streamBody: stream,
      jar,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "stripe-signature": "t=1,v1=x",
        "x-forwarded-for": uniqueIp(),
      },
    });
    await expect413(res);
    // The chunk that crossed the cap, plus at most one the stream had queued ahead.
    expect(state.pulled).toBeLessThanOrEqual(Math.ceil(cap / CHUNK_BYTES) + 2);
    expect(state.cancelled).toBe(true);
  });
});

it("still accepts a body at the cap's edge", async () => {
  const { jar } = await signUp({ prefix: "limits" });
  const name = "x".repeat(80);
  const padding = " ".repeat(DEFAULT_MAX_BODY_BYTES - 200);
  const res = await callRoute(createDebtRoute, {
    path: "/api/debts",
    rawBody: `{"name":"${name}","balance":"100","interestRate":"10","minPayment":"10"}${padding}`,
    headers: { "content-type": "application/json" },
    jar,
  });
  expect(res.status).toBe(201);
});
