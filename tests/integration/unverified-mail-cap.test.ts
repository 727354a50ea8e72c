// The cap counts mail that leaves for a mailbox, so this file runs with a mail provider: Resend's client is
// replaced by a stand-in that accepts every message. env() is parsed once per test file, on first use.
process.env.RESEND_API_KEY = "re_test_unverified_cap";
delete process.env.RESEND_BASE_URL;

import { POST as resendRoute } from "@/app/api/account/verify-email/resend/route";
import { POST as inviteRoute } from "@/app/api/shared/invite/route";
import { db } from "@/lib/db";
import { holdUnverifiedMailCap } from "@/lib/messaging/unverified-cap";
import { requestSignInLink } from "@/tests/support/auth-flows";
import { CookieJar, callRoute } from "@/tests/support/route-client";
import { createSharedPlan } from "@/tests/support/shared-plans";
import { signUp } from "@/tests/support/users";

// SECURITY.md "Mail to addresses nobody proved": a per-UTC-day cap, all accounts together, on mail to unverified
// accounts' addresses; past it such mail is not sent and the action answers 429. A test-only cap of 2 stands in
// for the real 500 (lib/messaging/unverified-cap.ts).

jest.mock("resend", () => ({
  Resend: class {
    emails = { send: async () => ({ data: { id: `re_${Math.random().toString(36).slice(2)}` }, error: null }) };
  },
}));
jest.mock("@/lib/messaging/unverified-cap", () => ({
  ...jest.requireActual("@/lib/messaging/unverified-cap"),
  UNVERIFIED_MAIL_DAILY_CAP: 2,
}));

jest.setTimeout(60_000);

afterAll(async () => {
  await db.$disconnect();
});

type ErrorBody = { error: { code: string; message: string } };

const resend = (jar: CookieJar) =>
  callRoute(resendRoute, { method: "POST", path: "/api/account/verify-email/resend", jar });
const mailsTo = (to: string, kind: string) => db.outboxMessage.count({ where: { to, kind } });

beforeEach(async () => {
  // The day's counter is shared by every test of a run that reuses its database.
  await db.rateLimit.deleteMany({ where: { key: { startsWith: "mail:unverified:" } } });
});

describe("the daily cap on mail to unverified accounts' addresses", () => {
  it("sends up to the cap, then answers 429 and sends nothing; the sign-up itself still succeeds", async () => {
    const first = await signUp({ prefix: "cap-a" }); // its verification mail: 1
    expect(await mailsTo(first.email, "verify_email")).toBe(1);
    expect((await resend(first.jar)).status).toBe(200); // 2

    const refused = await resend(first.jar);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(((await refused.json()) as ErrorBody).error).toMatchObject({ code: "rate_limited" });
    expect(await mailsTo(first.email, "verify_email")).toBe(2);

    const quiet = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const second = await signUp({ prefix: "cap-b" }); // created, signed in, but no mail today
    quiet.mockRestore();
    expect(await mailsTo(second.email, "verify_email")).toBe(0);
  });

  it("never holds back the owner's sign-in link, nor mail to verified addresses", async () => {
    const unverified = await signUp({ prefix: "cap-owner" });
    const other = await signUp({ prefix: "cap-filler" });
    expect((await resend(other.jar)).status).toBe(429); // the cap of 2 is reached

    await requestSignInLink(unverified.email);
    expect(await mailsTo(unverified.email, "sign_in")).toBe(1);

    // Their own verification mails at sign-up are past the cap (logged, not sent) until they count as verified.
    const quiet = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const owner = await signUp({ prefix: "cap-verified", verified: true });
    const planId = await createSharedPlan(owner.jar, "Trip");
    const verifiedFriend = await signUp({ prefix: "cap-friend", verified: true });
    quiet.mockRestore();
    const invite = (email: string) =>
      callRoute(inviteRoute, {
        path: "/api/shared/invite",
        json: { shared_plan_id: planId, email, monthly_target: "25" },
        jar: owner.jar,
      });
    expect((await invite(verifiedFriend.email)).status).toBe(201);

    // An invitation to an unverified account's address is such mail: refused, and the invitation undone.
    const refused = await invite(unverified.email);
    expect(refused.status).toBe(429);
    expect(await mailsTo(unverified.email, "shared_plan_invite")).toBe(0);
    expect(await db.sharedPlanMember.count({ where: { sharedPlanId: planId, email: unverified.email } })).toBe(0);
  });

  it("starts again on the next UTC day", async () => {
    const { email } = await signUp({ prefix: "cap-day" });
    const message = { to: email, kind: "verify_email" };
    const now = new Date();
    await expect(holdUnverifiedMailCap(message, 1, now)).rejects.toMatchObject({ code: "rate_limited" });
    const tomorrow = new Date(now.getTime() + 86_400_000);
    await expect(holdUnverifiedMailCap(message, 1, tomorrow)).resolves.toBeUndefined();
    await db.rateLimit.deleteMany({ where: { key: `mail:unverified:${tomorrow.toISOString().slice(0, 10)}` } });
  });
});
