import { GET as meRoute } from "@/app/api/referrals/me/route";
import { POST as linkRoute } from "@/app/api/referrals/link/route";
import { POST as registerRoute } from "@/app/api/register/route";
import { GET as inviteRoute } from "@/app/r/[code]/route";
import { recordReferralOfNewAccount, withSignUpReferral } from "@/lib/auth/sign-up-referral";
import { db } from "@/lib/db";
import { mailboxKey, recordSignUp, rewardReferralForPaidUser } from "@/lib/referrals/service";
import { REFERRAL_COOKIE, type ReferralSummaryDto } from "@/lib/referrals/types";
import { signInWithMailedLink } from "@/tests/support/auth-flows";
import { NextRequest } from "next/server";
import { CookieJar, TEST_ORIGIN, callRoute, uniqueEmail, uniqueIp } from "@/tests/support/route-client";
import { TEST_PASSWORD, markEmailVerified, signUp } from "@/tests/support/users";

// The referral lifecycle (docs/product-rules.md "Referrals"): link -> /r/<code> cookie ->
// registration (signed_up) -> first paid invoice (paid, $10, once). Stripe is not configured in this file, so
// rewards are recorded only; the Stripe credit is covered in referrals-stripe.test.ts.

jest.setTimeout(30_000);

afterAll(async () => {
  await db.$disconnect();
});

const CODE_FORMAT = /^[0-9a-hjkmnp-tv-z]{8}$/;

async function summary(jar?: CookieJar): Promise<{ status: number; body: ReferralSummaryDto; text: string }> {
  const res = await callRoute(meRoute, { path: "/api/referrals/me", jar });
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text) as ReferralSummaryDto, text };
}

async function createLink(jar?: CookieJar): Promise<{ status: number; body: ReferralSummaryDto }> {
  const res = await callRoute(linkRoute, { method: "POST", path: "/api/referrals/link", jar });
  return { status: res.status, body: (await res.json()) as ReferralSummaryDto };
}

/** A referrer with a link: answers the code too. */
async function referrer() {
  const user = await signUp({ prefix: "referrer", firstName: "Rita" });
  const { body } = await createLink(user.jar);
  return { ...user, code: body.inviteCode! };
}

/** Follows /r/<code> in a fresh browser, answering its cookie jar and the response. */
async function followInvite(code: string, jar = new CookieJar()) {
  const handler: Parameters<typeof callRoute>[0] = (req, ctx) =>
    inviteRoute(req, ctx as { params: Promise<{ code: string }> });
  const res = await callRoute(handler, { path: `/r/${encodeURIComponent(code)}`, params: { code }, jar });
  return { jar, res };
}

/** Registers through the real handler with whatever the browser carries (e.g. the dw_ref cookie). */
async function register(jar: CookieJar, extra: Record<string, unknown> = {}, prefix = "friend") {
  const email = uniqueEmail(prefix);
  const res = await callRoute(registerRoute, {
    path: "/api/register",
    json: { email, password: TEST_PASSWORD, firstName: "Fred", ...extra },
    headers: { "x-forwarded-for": uniqueIp() },
    jar,
  });
  const body = (await res.json()) as { user?: { id: string } };
  return { res, email, userId: body.user?.id };
}

function referralOf(referredUserId: string) {
  return db.referral.findUnique({ where: { referredUserId } });
}

describe("GET /api/referrals/me and POST /api/referrals/link", () => {
  it("answer 401 when signed out", async () => {
    expect((await summary()).status).toBe(401);
    expect((await createLink()).status).toBe(401);
  });

  it("start empty, with no link until the user creates one", async () => {
    const { jar } = await signUp({ prefix: "fresh" });
    const { status, body } = await summary(jar);
    expect(status).toBe(200);
    expect(body).toEqual({
      totalReferrals: 0,
      paidReferrals: 0,
      totalEarnings: 0,
      referralLink: null,
      inviteCode: null,
      referrals: [],
    });
  });

  it("creates one short, URL-safe code once: a second call answers the same link", async () => {
    const { jar, userId } = await signUp({ prefix: "linker" });
    const first = await createLink(jar);
    expect(first.status).toBe(201);
    expect(first.body.inviteCode).toMatch(CODE_FORMAT);
    expect(first.body.referralLink).toBe(`${TEST_ORIGIN}/r/${first.body.inviteCode}`);
    expect(first.body.totalReferrals).toBe(0);

    const again = await createLink(jar);
    expect(again.status).toBe(200);
    expect(again.body.inviteCode).toBe(first.body.inviteCode);
    expect(again.body.referralLink).toBe(first.body.referralLink);
    expect((await summary(jar)).body.referralLink).toBe(first.body.referralLink);
    expect((await db.user.findUniqueOrThrow({ where: { id: userId } })).referralCode).toBe(first.body.inviteCode);
  });

  it("ends with one code when several creations race", async () => {
    const { jar, userId } = await signUp({ prefix: "racer" });
    const results = await Promise.all(Array.from({ length: 5 }, () => createLink(jar)));
    const codes = new Set(results.map((r) => r.body.inviteCode));
    expect(codes.size).toBe(1);
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect((await db.user.findUniqueOrThrow({ where: { id: userId } })).referralCode).toBe([...codes][0]);
  });

  it("gives different users different codes", async () => {
    const a = await referrer();
    const b = await referrer();
    expect(a.code).not.toBe(b.code);
  });
});

describe("GET /r/<code>", () => {
  it("remembers a well-formed code in an HttpOnly, SameSite=Lax cookie for 30 days and opens sign-up", async () => {
    const { res, jar } = await followInvite("AbCd2345");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/login?mode=register");
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("dw_ref="));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/^dw_ref=abcd2345;/); // normalised to lower case
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=2592000/i);
    expect(cookie).toMatch(/Path=\//i);
    expect(jar.get("dw_ref")).toBe("abcd2345");
  });

  it("drops a malformed code but still opens sign-up", async () => {
    for (const code of ["short", "has space!", "x".repeat(40), "abcdefgi"]) {
      const { res } = await followInvite(code);
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe("/login?mode=register");
      expect(res.headers.getSetCookie().some((c) => c.startsWith("dw_ref="))).toBe(false);
    }
  });
});

describe("the referral lifecycle", () => {
  it("link -> friend registers with the cookie -> signed_up -> first paid invoice -> paid $10, once", async () => {
    const rita = await referrer();

    // The friend follows the link, then registers: 201, the referral is recorded and the cookie cleared.
    const { jar } = await followInvite(rita.code);
    const friend = await register(jar);
    expect(friend.res.status).toBe(201);
    expect(jar.get("dw_ref")).toBeUndefined();
    expect(friend.res.headers.getSetCookie().some((c) => /^dw_ref=;/.test(c) && /Max-Age=0/i.test(c))).toBe(true);

    let view = await summary(rita.jar);
    expect(view.body).toMatchObject({ totalReferrals: 1, paidReferrals: 0, totalEarnings: 0 });
    expect(view.body.referrals).toEqual([
      {
        id: expect.any(String),
        referredEmail: "f***@example.com",
        createdAt: expect.any(String),
        status: "signed_up",
        reward: "10.00",
      },
    ]);
    // The friend's address never leaves the server unmasked.
    expect(view.text).not.toContain(friend.email);

    const signedUp = await referralOf(friend.userId!);
    expect(signedUp).toMatchObject({
      referrerId: rita.userId,
      inviteCode: rita.code,
      status: "signed_up",
      paidAt: null,
    });

    // The friend's first paid invoice (rewards need a verified address).
    await markEmailVerified(friend.userId!);
    await rewardReferralForPaidUser(friend.userId!);
    view = await summary(rita.jar);
    expect(view.body).toMatchObject({ totalReferrals: 1, paidReferrals: 1, totalEarnings: 10 });
    expect(view.body.referrals[0]).toMatchObject({ status: "paid", reward: "10.00" });
    const paid = await referralOf(friend.userId!);
    expect(paid?.status).toBe("paid");
    expect(paid?.paidAt).toBeInstanceOf(Date);
    expect(paid?.reward.toFixed(2)).toBe("10.00");
    expect(paid?.stripeBalanceTxnId).toBeNull(); // no Stripe here: recorded only

    // Later invoices (or a replayed event) change nothing: one payout per friend.
    await rewardReferralForPaidUser(friend.userId!);
    await Promise.all([rewardReferralForPaidUser(friend.userId!), rewardReferralForPaidUser(friend.userId!)]);
    const after = await referralOf(friend.userId!);
    expect(after?.paidAt?.getTime()).toBe(paid?.paidAt?.getTime());
    expect(after?.updatedAt.getTime()).toBe(paid?.updatedAt.getTime());
    expect((await summary(rita.jar)).body).toMatchObject({ totalReferrals: 1, paidReferrals: 1, totalEarnings: 10 });

    // The friend's own summary is their own: empty.
    expect((await summary(jar)).body).toMatchObject({ totalReferrals: 0, referrals: [] });
  });

  it("pays out once when the reward races with itself", async () => {
    const rita = await referrer();
    const friend = await register((await followInvite(rita.code)).jar);
    await markEmailVerified(friend.userId!);
    await Promise.all(Array.from({ length: 5 }, () => rewardReferralForPaidUser(friend.userId!)));
    expect((await summary(rita.jar)).body).toMatchObject({ paidReferrals: 1, totalEarnings: 10 });
  });

  it("adds up several friends, newest first", async () => {
    const rita = await referrer();
    const first = await register((await followInvite(rita.code)).jar, {}, "alice");
    const second = await register((await followInvite(rita.code)).jar, {}, "bob");
    const third = await register((await followInvite(rita.code)).jar, {}, "carol");
    for (const friend of [first, third]) {
      await markEmailVerified(friend.userId!);
      await rewardReferralForPaidUser(friend.userId!);
    }

    const { body } = await summary(rita.jar);
    expect(body).toMatchObject({ totalReferrals: 3, paidReferrals: 2, totalEarnings: 20 });
    expect(body.referrals.map((r) => [r.referredEmail, r.status])).toEqual([
      ["c***@example.com", "paid"],
      ["b***@example.com", "signed_up"],
      ["a***@example.com", "paid"],
    ]);
    expect(second.res.status).toBe(201);
  });

  it("accepts the code in the registration body too", async () => {
    const rita = await referrer();
    const friend = await register(new CookieJar(), { inviteCode: rita.code.toUpperCase() });
    expect(friend.res.status).toBe(201);
    expect(await referralOf(friend.userId!)).toMatchObject({ referrerId: rita.userId, status: "signed_up" });
  });

  it("pays nothing for an unverified friend until the address is verified and an invoice is paid", async () => {
    const rita = await referrer();
    const friend = await register((await followInvite(rita.code)).jar);
    await rewardReferralForPaidUser(friend.userId!);
    expect(await referralOf(friend.userId!)).toMatchObject({ status: "signed_up", paidAt: null });
    await markEmailVerified(friend.userId!);
    await rewardReferralForPaidUser(friend.userId!);
    expect(await referralOf(friend.userId!)).toMatchObject({ status: "paid" });
  });

  it("pays nothing when the friend is the referrer's own mailbox in another spelling", async () => {
    const rita = await referrer();
    const self = await db.user.findUniqueOrThrow({ where: { id: rita.userId }, select: { email: true } });
    const [local, domain] = self.email.split("@");
    const friend = await register((await followInvite(rita.code)).jar, {
      email: `${local!.toUpperCase()}+again@${domain}`,
    });
    expect(friend.res.status).toBe(201);
    await markEmailVerified(friend.userId!);
    await rewardReferralForPaidUser(friend.userId!);
    expect(await referralOf(friend.userId!)).toMatchObject({ status: "signed_up" });
  });

  it("treats case, +tags and Gmail's dots and alias as one mailbox", () => {
    expect(mailboxKey("Jane.Doe+promo@GoogleMail.com")).toBe(mailboxKey("janedoe@gmail.com"));
    expect(mailboxKey("jane+x@example.com")).toBe("jane@example.com");
    expect(mailboxKey("jane.doe@example.com")).not.toBe(mailboxKey("janedoe@example.com"));
  });

  it("a user who was not referred is a no-op for the reward", async () => {
    const { userId } = await signUp({ prefix: "solo" });
    await expect(rewardReferralForPaidUser(userId)).resolves.toBeUndefined();
    expect(await referralOf(userId)).toBeNull();
  });

  it("never rewards a referral that is still pending (no account yet)", async () => {
    const rita = await referrer();
    const pending = await db.referral.create({
      data: {
        referrerId: rita.userId,
        inviteCode: rita.code,
        referredEmail: "pending.friend@example.com",
        status: "pending",
      },
    });
    const { body } = await summary(rita.jar);
    expect(body.referrals).toEqual([
      expect.objectContaining({ id: pending.id, status: "pending", referredEmail: "p***@example.com" }),
    ]);
    expect(body).toMatchObject({ totalReferrals: 1, paidReferrals: 0, totalEarnings: 0 });
  });

  it("upgrades a pending invitation when that friend signs up instead of adding a second row", async () => {
    const rita = await referrer();
    const email = uniqueEmail("invited");
    const pending = await db.referral.create({
      data: { referrerId: rita.userId, inviteCode: rita.code, referredEmail: email, status: "pending" },
    });
    const jar = (await followInvite(rita.code)).jar;
    const res = await callRoute(registerRoute, {
      path: "/api/register",
      json: { email, password: TEST_PASSWORD, firstName: "Ivy" },
      headers: { "x-forwarded-for": uniqueIp() },
      jar,
    });
    expect(res.status).toBe(201);
    const rows = await db.referral.findMany({ where: { referrerId: rita.userId } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: pending.id, status: "signed_up" });
    expect(rows[0]!.referredUserId).not.toBeNull();
  });
});

describe("abuse and bad input", () => {
  it("ignores a code of one's own (no self-referral)", async () => {
    const rita = await referrer();
    expect(await recordSignUp(rita.userId, rita.code)).toBe(false);
    expect(await referralOf(rita.userId)).toBeNull();
    expect((await summary(rita.jar)).body.totalReferrals).toBe(0);
  });

  it("keeps the first referrer: one referral per friend", async () => {
    const rita = await referrer();
    const sam = await referrer();
    const friend = await register((await followInvite(rita.code)).jar);
    expect(await recordSignUp(friend.userId!, sam.code)).toBe(false);
    expect(await referralOf(friend.userId!)).toMatchObject({ referrerId: rita.userId });
    expect((await summary(sam.jar)).body.totalReferrals).toBe(0);
  });

  it("registers normally (201) with an unknown or malformed code, recording nothing", async () => {
    const unknown = await register((await followInvite("zzzzzzzz")).jar);
    expect(unknown.res.status).toBe(201);
    expect(await referralOf(unknown.userId!)).toBeNull();

    const forged = new CookieJar();
    forged.set("dw_ref", "../../etc%00");
    const malformed = await register(forged);
    expect(malformed.res.status).toBe(201);
    expect(await referralOf(malformed.userId!)).toBeNull();
    expect(forged.get("dw_ref")).toBeUndefined();

    for (const inviteCode of [42, { code: "x" }, "", "nope"]) {
      const odd = await register(new CookieJar(), { inviteCode });
      expect(odd.res.status).toBe(201);
      expect(await referralOf(odd.userId!)).toBeNull();
    }
  });

  it("scopes the summary to its owner: another user never sees someone else's referrals", async () => {
    const rita = await referrer();
    await register((await followInvite(rita.code)).jar);
    const other = await signUp({ prefix: "other" });
    const { body, text } = await summary(other.jar);
    expect(body).toMatchObject({
      totalReferrals: 0,
      paidReferrals: 0,
      totalEarnings: 0,
      referrals: [],
      inviteCode: null,
    });
    expect(text).not.toContain(rita.code);
    expect((await summary(rita.jar)).body.totalReferrals).toBe(1);
  });
});

describe('sign-ups through Auth.js keep their referral (docs/product-rules.md "Referrals")', () => {
  it("a friend who signs up by e-mailed link is recorded as signed up, and the dw_ref cookie is deleted", async () => {
    const rita = await referrer();
    const { jar } = await followInvite(rita.code);
    expect(jar.get(REFERRAL_COOKIE)).toBe(rita.code);
    const email = uniqueEmail("link-friend");
    const errors = jest.spyOn(console, "error");

    await signInWithMailedLink(email, jar);

    const friend = await db.user.findUniqueOrThrow({ where: { email }, select: { id: true } });
    expect(await referralOf(friend.id)).toMatchObject({ referrerId: rita.userId, status: "signed_up" });
    expect(jar.get(REFERRAL_COOKIE)).toBeUndefined();
    expect(jar.get("authjs.session-token")).toBeDefined();
    expect(errors).not.toHaveBeenCalledWith(expect.stringContaining("referral"), expect.anything());
    errors.mockRestore();
  });

  it("an existing account signing in by link with the cookie is no one's referral, and the cookie stays", async () => {
    const rita = await referrer();
    const existing = await signUp({ prefix: "already", verified: true });
    const { jar } = await followInvite(rita.code);
    await signInWithMailedLink(existing.email, jar);
    expect(await referralOf(existing.userId)).toBeNull();
    expect(jar.get(REFERRAL_COOKIE)).toBe(rita.code);
  });

  it("any account Auth.js creates (OAuth included) is recorded from the request's cookie, which the answer deletes", async () => {
    // Auth.js's createUser event for a Google or GitHub sign-up, driven at the service level: a live OAuth round
    // trip cannot run here. The friend account is made first; the event only records the referral.
    const rita = await referrer();
    const friend = await db.user.create({ data: { email: uniqueEmail("oauth-friend") } });
    const { jar } = await followInvite(rita.code);
    const req = new NextRequest(new URL("/api/auth/callback/github?code=x", TEST_ORIGIN), {
      headers: { cookie: jar.header() },
    });
    const res = await withSignUpReferral(req, async () => {
      await recordReferralOfNewAccount(friend.id);
      return new Response(null, {
        status: 302,
        headers: { location: "/", "set-cookie": "authjs.session-token=s; Path=/" },
      });
    });
    jar.store(res);
    expect(res.status).toBe(302);
    expect(await referralOf(friend.id)).toMatchObject({ referrerId: rita.userId, status: "signed_up" });
    expect(jar.get(REFERRAL_COOKIE)).toBeUndefined();
    expect(jar.get("authjs.session-token")).toBe("s");
  });
});
