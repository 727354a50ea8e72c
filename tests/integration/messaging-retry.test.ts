import { db } from "@/lib/db";
import { sendEmail } from "@/lib/messaging/send";
import { ResendStandIn } from "@/tests/support/resend-standin";

// A provider's passing refusal is retried (docs/product-rules.md "E-mail and SMS delivery"): the real resend SDK
// against a stand-in that speaks Resend's documented answers. Retry-After: 0 keeps the waits out of the test.

const resend = new ResendStandIn();

beforeAll(async () => {
  // env() is parsed on first use, which comes after this: the module registry is this file's own.
  process.env.RESEND_BASE_URL = await resend.start();
  process.env.RESEND_API_KEY = "re_test_standin_key";
});

afterAll(async () => {
  await resend.stop();
  await db.$disconnect();
});

const NOW = { "retry-after": "0" };

async function send() {
  const result = await sendEmail({
    to: `retry-${Date.now()}-${Math.random()}@example.com`,
    subject: "Hello",
    text: "Body",
    kind: "test_retry",
  });
  const row = await db.outboxMessage.findUniqueOrThrow({ where: { id: result.outboxId } });
  return { result, row };
}

it("a 429 and a 500 are tried again with the same idempotency key, then the mail is sent once", async () => {
  resend.answer(
    { status: 429, name: "rate_limit_exceeded", headers: NOW },
    { status: 500, headers: NOW },
    { status: 200 },
  );
  const { result, row } = await send();
  expect(result).toMatchObject({ status: "sent", via: "resend" });
  expect(row).toMatchObject({ status: "sent", providerMessageId: "re_standin_1" });
  expect(resend.requests).toHaveLength(3);
  expect(new Set(resend.requests.map((r) => r.idempotencyKey))).toEqual(new Set([`outbox-${row.id}`]));
  expect(resend.requests[0]!.authorization).toBe("Bearer re_test_standin_key");
});

it("three passing refusals in a row: the mail fails and the outbox says why", async () => {
  resend.answer(
    { status: 503, headers: NOW },
    { status: 502, headers: NOW },
    { status: 429, name: "rate_limit_exceeded", headers: NOW },
  );
  const { result, row } = await send();
  expect(result).toMatchObject({ status: "failed", via: "resend" });
  expect(row.status).toBe("failed");
  expect(row.error).toBe("Stand-in 429");
  expect(resend.requests).toHaveLength(3);
});

it("a refusal that would repeat (422) is final at once", async () => {
  resend.answer({ status: 422, name: "validation_error" });
  const { result } = await send();
  expect(result.status).toBe("failed");
  expect(resend.requests).toHaveLength(1);
});

it("a Retry-After longer than a request may wait is not waited for", async () => {
  resend.answer({ status: 429, name: "rate_limit_exceeded", headers: { "retry-after": "60" } });
  const { result } = await send();
  expect(result.status).toBe("failed");
  expect(resend.requests).toHaveLength(1);
});
