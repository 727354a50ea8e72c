// env() is parsed once per test file, on first use: a keyless run (mail goes to the outbox) with a configured
// public origin, so the mailed link's host can be checked.
process.env.APP_URL = "https://app.debtwise.test";
delete process.env.RESEND_API_KEY;

import { GET as verifyRoute } from "@/app/api/account/verify-email/route";
import { POST as resendRoute } from "@/app/api/account/verify-email/resend/route";
import { GET as currentUser } from "@/app/api/auth/user/route";
import { POST as registerRoute } from "@/app/api/register/route";
import {
  DELETE as declineRoute,
  GET as previewRoute,
  POST as acceptRoute,
} from "@/app/api/shared/invitations/[token]/route";
import { POST as inviteRoute } from "@/app/api/shared/invite/route";
import { POST as phoneRoute } from "@/app/api/reminders/phone/route";
import { POST as phoneVerifyRoute } from "@/app/api/reminders/phone/verify/route";
import { POST as supportRoute } from "@/app/api/support/route";
import { issueAccountToken } from "@/lib/auth/account-tokens";
import { claimUnverifiedAccount } from "@/lib/auth/email-verification";
import { createSession } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { runReminders } from "@/lib/reminders/scheduler";
import { signInWithMailedLink, signInWithPassword } from "@/tests/support/auth-flows";
import { CookieJar, callRoute, uniqueEmail, uniqueIp } from "@/tests/support/route-client";
import { createSharedPlan } from "@/tests/support/shared-plans";
import { TEST_PASSWORD, markEmailVerified, signUp } from "@/tests/support/users";
import { insertDebt } from "@/tests/support/debts";

// docs/product-rules.md "Account security": a password account is unverified until the link mailed at sign-up is
// opened; an unverified account cannot accept invitations or receive reminders; a sign-in link (or OAuth) reaching a
// never-verified account removes the password and every other session before signing in (pre-hijacking).

jest.setTimeout(60_000);

afterAll(async () => {
  await db.$disconnect();
});

type ErrorBody = { error: { code: string; message: string } };

async function me(jar: CookieJar) {
  const res = await callRoute(currentUser, { path: "/api/auth/user", jar });
  return {
    status: res.status,
    body: res.status === 200 ? ((await res.json()) as { id: string; email: string; emailVerified: boolean }) : null,
  };
}

function verifyMails(email: string) {
  return db.outboxMessage.findMany({
    where: { to: email, kind: "verify_email" },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
}

/** The link in the newest verification mail to `email`. */
async function verifyLink(email: string): Promise<URL> {
  const mails = await verifyMails(email);
  const body = mails.at(-1)?.body ?? "";
  const match = /https?:\/\/\S+\/api\/account\/verify-email\?token=\S+/.exec(body);
  if (!match) throw new Error(`no verification link in: ${body}`);
  return new URL(match[0]);
}

/** Opens a verification link (signed out unless a jar is given); answers where it redirects. */
async function open(link: URL | string, jar?: CookieJar): Promise<string> {
  const url = typeof link === "string" ? new URL(link, "https://app.debtwise.test") : link;
  const res = await callRoute(verifyRoute, { path: `${url.pathname}${url.search}`, jar });
  expect(res.status).toBe(303);
  return res.headers.get("location") ?? "";
}

const VERIFIED = "/verify-email?result=verified";
const INVALID = "/verify-email?result=invalid";

const isVerified = async (userId: string) =>
  (await db.user.findUniqueOrThrow({ where: { id: userId } })).emailVerified !== null;

const resend = (jar?: CookieJar) =>
  callRoute(resendRoute, { method: "POST", path: "/api/account/verify-email/resend", jar });

describe("signing up", () => {
  it("signs the new account in unverified and mails a single-use verify_email link on APP_URL", async () => {
    const { jar, userId, email } = await signUp({ prefix: "fresh" });
    expect(await isVerified(userId)).toBe(false);
    expect((await me(jar)).body).toMatchObject({ id: userId, emailVerified: false });

    const [mail, ...more] = await verifyMails(email);
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({
      channel: "email",
      status: "sent",
      userId,
      subject: "Confirm your e-mail address for DebtWise",
    });
    const link = await verifyLink(email);
    expect(link.origin).toBe("https://app.debtwise.test");
    expect(link.pathname).toBe("/api/account/verify-email");
    // Only the token's hash is stored.
    const [stored] = await db.accountToken.findMany({ where: { userId } });
    expect(stored).toMatchObject({ purpose: "verify_email", email });
    expect(stored!.tokenHash).not.toContain(link.searchParams.get("token"));
  });

  it("still creates the account, signed in, when the verification mail cannot be sent", async () => {
    let failingRegister: typeof registerRoute | undefined;
    await jest.isolateModulesAsync(async () => {
      jest.doMock("@/lib/messaging/send", () => ({
        sendEmail: jest.fn(async () => Promise.reject(new Error("provider down"))),
      }));
      failingRegister = (await import("@/app/api/register/route")).POST;
    });
    const quiet = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const email = uniqueEmail("nomail");
    const jar = new CookieJar();
    const res = await callRoute(failingRegister!, {
      path: "/api/register",
      json: { email, password: TEST_PASSWORD, firstName: "Nia" },
      headers: { "x-forwarded-for": uniqueIp() },
      jar,
    });
    quiet.mockRestore();
    expect(res.status).toBe(201);
    expect((await me(jar)).body).toMatchObject({ email, emailVerified: false });
    // Resending works once mail does.
    expect((await resend(jar)).status).toBe(200);
    expect(await verifyMails(email)).toHaveLength(1);
  });
});

describe("GET /api/account/verify-email", () => {
  it("verifies the address signed out (303 to the page that says so), and works only once", async () => {
    const { jar, userId, email } = await signUp({ prefix: "open" });
    const link = await verifyLink(email);
    expect(await open(link)).toBe(VERIFIED);
    expect(await isVerified(userId)).toBe(true);
    expect((await me(jar)).body).toMatchObject({ emailVerified: true });

    expect(await open(link)).toBe(INVALID);
  });

  it("refuses an expired link", async () => {
    const { userId, email } = await signUp({ prefix: "expired" });
    const link = await verifyLink(email);
    await db.accountToken.updateMany({ where: { userId }, data: { expires: new Date(Date.now() - 1000) } });
    expect(await open(link)).toBe(INVALID);
    expect(await isVerified(userId)).toBe(false);
  });

  it("refuses a link of another purpose (a change-of-e-mail link)", async () => {
    const { userId, email } = await signUp({ prefix: "purpose" });
    const { token } = await issueAccountToken(userId, "change_email", email);
    expect(await open(`/api/account/verify-email?token=${token}`)).toBe(INVALID);
    expect(await isVerified(userId)).toBe(false);
  });

  it("refuses a link mailed to an address the account no longer has", async () => {
    const { userId, email } = await signUp({ prefix: "moved" });
    const link = await verifyLink(email);
    await db.user.update({ where: { id: userId }, data: { email: uniqueEmail("moved-to") } });
    expect(await open(link)).toBe(INVALID);
    expect(await isVerified(userId)).toBe(false);
  });

  it("refuses a missing, unknown or oversized token", async () => {
    expect(await open("/api/account/verify-email")).toBe(INVALID);
    expect(await open("/api/account/verify-email?token=nope")).toBe(INVALID);
    expect(await open(`/api/account/verify-email?token=${"x".repeat(500)}`)).toBe(INVALID);
  });
});

describe("POST /api/account/verify-email/resend", () => {
  it("needs a session", async () => {
    expect((await resend()).status).toBe(401);
  });

  it("mails a fresh link to the account's own address; the older link stops working", async () => {
    const { jar, userId, email } = await signUp({ prefix: "resend" });
    const first = await verifyLink(email);
    const res = await resend(jar);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ sentTo: email });
    const second = await verifyLink(email);
    expect(second.href).not.toBe(first.href);

    expect(await open(first)).toBe(INVALID);
    expect(await open(second)).toBe(VERIFIED);
    expect(await isVerified(userId)).toBe(true);
  });

  it("answers 409 once the address is verified, and sends nothing", async () => {
    const { jar, email } = await signUp({ prefix: "resend-done", verified: true });
    const res = await resend(jar);
    expect(res.status).toBe(409);
    expect(((await res.json()) as ErrorBody).error.code).toBe("conflict");
    expect(await verifyMails(email)).toHaveLength(1); // the sign-up's only
  });

  it("answers 429 in the error shape past 3 an hour, and the refused request sends nothing", async () => {
    const { jar, email } = await signUp({ prefix: "resend-limit" });
    for (let i = 0; i < 3; i++) expect((await resend(jar)).status).toBe(200);
    const refused = await resend(jar);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(((await refused.json()) as ErrorBody).error.code).toBe("rate_limited");
    expect(await verifyMails(email)).toHaveLength(4); // the sign-up's and 3 resends
  });
});

describe("account pre-hijacking", () => {
  it("a sign-in link to a never-verified address removes the attacker's password and sessions before the owner is in", async () => {
    // The attacker registers the victim's address with a password of their choosing and stays signed in.
    const email = uniqueEmail("victim");
    const attacker = await signUp({ email, firstName: "Mallory" });
    // ...links an OAuth account of their own, and starts moving the account to their own address.
    await db.account.create({
      data: {
        userId: attacker.userId,
        type: "oauth",
        provider: "github",
        providerAccountId: `mallory-${attacker.userId}`,
      },
    });
    await issueAccountToken(attacker.userId, "change_email", uniqueEmail("mallory"));
    expect((await signInWithPassword(email, TEST_PASSWORD)).signedIn).toBe(true);

    // The owner of the address signs in with a link mailed to it.
    const victim = await signInWithMailedLink(email);

    expect((await me(victim)).body).toMatchObject({ id: attacker.userId, email, emailVerified: true });
    expect((await me(attacker.jar)).status).toBe(401);
    expect((await signInWithPassword(email, TEST_PASSWORD)).signedIn).toBe(false);
    const user = await db.user.findUniqueOrThrow({
      where: { id: attacker.userId },
      include: { accounts: true, accountTokens: true },
    });
    expect(user.passwordHash).toBeNull();
    expect(user.emailVerified).toBeInstanceOf(Date);
    expect(user.accounts).toEqual([]);
    expect(user.accountTokens).toEqual([]);
    expect(await db.session.count({ where: { userId: attacker.userId } })).toBe(1); // the owner's new one
  });

  /** What a pre-hijacker could set up before this was refused: an API token and a verified phone with SMS on. */
  async function plantCredentials(userId: string) {
    await db.apiToken.create({
      data: { userId, name: "Mallory's script", canWrite: true, tokenHash: `planted-${userId}`, prefix: "dw_pat_x" },
    });
    await db.reminderPreference.create({
      data: {
        userId,
        phoneNumber: "+14155550199",
        phoneVerifiedAt: new Date(),
        smsEnabled: true,
        pendingPhoneNumber: "+14155550198",
        phoneCodeHash: "a".repeat(64),
        phoneCodeExpiresAt: new Date(Date.now() + 600_000),
      },
    });
  }

  async function expectCredentialsGone(userId: string) {
    expect(await db.apiToken.count({ where: { userId, revokedAt: null } })).toBe(0);
    const reminders = await db.reminderPreference.findUniqueOrThrow({ where: { userId } });
    expect(reminders.smsEnabled).toBe(false);
    expect(reminders).toMatchObject({
      phoneNumber: null,
      phoneVerifiedAt: null,
      pendingPhoneNumber: null,
      phoneCodeHash: null,
      phoneCodeExpiresAt: null,
    });
  }

  it("the owner's sign-in link also ends the earlier holder's API tokens, phone number and SMS reminders", async () => {
    const email = uniqueEmail("victim-creds");
    const attacker = await signUp({ email, plan: "pro" });
    await plantCredentials(attacker.userId);

    await signInWithMailedLink(email);
    await expectCredentialsGone(attacker.userId);
  });

  it("an OAuth claim ends the tokens, the phone, the pending change of e-mail and the other OAuth links, keeping the one signing in", async () => {
    const { userId } = await signUp({ prefix: "oauth-creds", plan: "pro" });
    await plantCredentials(userId);
    await issueAccountToken(userId, "change_email", uniqueEmail("mallory"));
    const signingIn = { provider: "github", providerAccountId: `gh-owner-${userId}` };
    await db.account.createMany({
      data: [
        { userId, type: "oauth", ...signingIn },
        { userId, type: "oauth", provider: "google", providerAccountId: `g-mallory-${userId}` },
      ],
    });

    expect(await claimUnverifiedAccount(userId, signingIn)).toBe(true);
    await expectCredentialsGone(userId);
    expect(await db.accountToken.count({ where: { userId, purpose: "change_email" } })).toBe(0);
    const links = await db.account.findMany({ where: { userId }, select: { provider: true, providerAccountId: true } });
    expect(links).toEqual([signingIn]);
  });

  it("leaves a verified account's password and other sessions alone", async () => {
    const { jar, userId, email } = await signUp({ prefix: "verified-owner", verified: true });
    const linked = await signInWithMailedLink(email);
    expect((await me(linked)).body).toMatchObject({ id: userId });
    expect((await me(jar)).status).toBe(200);
    expect((await signInWithPassword(email, TEST_PASSWORD)).signedIn).toBe(true);
  });

  it("an OAuth sign-in into a never-verified account with a password removes the password and other sessions, but proves no address", async () => {
    const { jar, userId, email } = await signUp({ prefix: "oauth-target" });
    await db.account.create({ data: { userId, type: "oauth", provider: "github", providerAccountId: `gh-${userId}` } });

    expect(await claimUnverifiedAccount(userId, { provider: "github", providerAccountId: `gh-${userId}` })).toBe(true);
    expect((await me(jar)).status).toBe(401);
    expect((await signInWithPassword(email, TEST_PASSWORD)).signedIn).toBe(false);
    const user = await db.user.findUniqueOrThrow({ where: { id: userId }, include: { accounts: true } });
    expect(user.emailVerified).toBeNull();
    expect(user.accounts).toHaveLength(1); // the OAuth account signing in stays linked

    // Without a password there is nothing to take away: later OAuth sign-ins keep the other sessions.
    const { sid } = await createSession(userId);
    expect(await claimUnverifiedAccount(userId, { provider: "github", providerAccountId: `gh-${userId}` })).toBe(false);
    expect(await db.session.count({ where: { sessionToken: sid } })).toBe(1);
  });
});

describe("invitations need a verified address", () => {
  async function invitedUnverified() {
    const owner = await signUp({ prefix: "plan-owner", verified: true, firstName: "Olivia" });
    const planId = await createSharedPlan(owner.jar, "Family trip");
    const invitee = await signUp({ prefix: "invitee" });
    const sent = await callRoute(inviteRoute, {
      path: "/api/shared/invite",
      json: { shared_plan_id: planId, email: invitee.email, monthly_target: "25" },
      jar: owner.jar,
    });
    expect(sent.status).toBe(201);
    const mail = await db.outboxMessage.findFirstOrThrow({ where: { to: invitee.email, kind: "shared_plan_invite" } });
    const token = /\/invite\/([A-Za-z0-9_-]{43})/.exec(mail.body)![1]!;
    const call = (handler: typeof acceptRoute, method: string) =>
      callRoute(handler, { method, path: `/api/shared/invitations/${token}`, params: { token }, jar: invitee.jar });
    return { planId, invitee, call };
  }

  it("an unverified invitee gets 403 asking to confirm the address; after verifying, accepting works", async () => {
    const { planId, invitee, call } = await invitedUnverified();
    const preview = await call(previewRoute, "GET");
    expect(await preview.json()).toMatchObject({ isForCurrentUser: true, emailVerified: false });

    for (const [handler, method] of [
      [acceptRoute, "POST"],
      [declineRoute, "DELETE"],
    ] as const) {
      const refused = await call(handler, method);
      expect(refused.status).toBe(403);
      const { error } = (await refused.json()) as ErrorBody;
      expect(error.code).toBe("forbidden");
      expect(error.message).toContain("Confirm your e-mail address first");
    }
    expect(await db.sharedPlanMember.count({ where: { sharedPlanId: planId, userId: invitee.userId } })).toBe(0);

    expect(await open(await verifyLink(invitee.email))).toBe(VERIFIED);
    const accepted = await call(acceptRoute, "POST");
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ sharedPlanId: planId, status: "active" });
  });
});

describe("what an unverified account may not do: 403 'Verify your e-mail first'", () => {
  async function expectVerifyFirst(res: Response) {
    expect(res.status).toBe(403);
    expect(((await res.json()) as ErrorBody).error).toEqual({ code: "forbidden", message: "Verify your e-mail first" });
  }

  it("starting or confirming a phone verification (Pro) sends no text and stores no number", async () => {
    const { jar, userId } = await signUp({ plan: "pro", prefix: "phone-unverified" });
    await expectVerifyFirst(
      await callRoute(phoneRoute, { path: "/api/reminders/phone", json: { phoneNumber: "+14155550123" }, jar }),
    );
    await expectVerifyFirst(
      await callRoute(phoneVerifyRoute, { path: "/api/reminders/phone/verify", json: { code: "123456" }, jar }),
    );
    expect(await db.outboxMessage.count({ where: { userId, kind: "phone_verification" } })).toBe(0);
    expect(await db.reminderPreference.count({ where: { userId, pendingPhoneNumber: { not: null } } })).toBe(0);
  });

  it("inviting to a shared plan sends no invitation", async () => {
    const owner = await signUp({ prefix: "plan-owner-unverified" });
    const planId = await createSharedPlan(owner.jar, "Family trip");
    const to = uniqueEmail("invited-by-unverified");
    await expectVerifyFirst(
      await callRoute(inviteRoute, {
        path: "/api/shared/invite",
        json: { shared_plan_id: planId, email: to, monthly_target: "25" },
        jar: owner.jar,
      }),
    );
    expect(await db.outboxMessage.count({ where: { to } })).toBe(0);
    expect(await db.sharedPlanMember.count({ where: { sharedPlanId: planId, email: to } })).toBe(0);
  });

  it("a support request is delivered to the team, but no copy of its text goes to the unverified address", async () => {
    const { jar, userId } = await signUp({ prefix: "support-unverified" });
    const res = await callRoute(supportRoute, {
      path: "/api/support",
      json: { category: "billing", subject: "Charged twice?", message: "I see two charges this month." },
      jar,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ copySent: false, copyWithheld: true });
    expect(await db.outboxMessage.count({ where: { userId, kind: "support_request" } })).toBe(1);
    expect(await db.outboxMessage.count({ where: { userId, kind: "support_request_copy" } })).toBe(0);
  });
});

describe("reminders skip unverified accounts", () => {
  it("sends no e-mail or SMS reminder until the address is verified", async () => {
    const now = new Date("2031-03-10T14:00:00Z"); // a debt due on the 12th is due soon
    const { userId } = await signUp({ plan: "pro", prefix: "remind-unverified" });
    await insertDebt({
      data: {
        userId,
        name: "Visa",
        balance: "900.00",
        originalBalance: "900.00",
        interestRate: "19.990",
        minPayment: "40.00",
        dueDay: 12,
        createdAt: new Date("2031-01-05T12:00:00Z"),
      },
    });
    await db.reminderPreference.create({
      data: { userId, phoneNumber: "+14155550100", phoneVerifiedAt: new Date(), smsEnabled: true },
    });
    const reminders = () =>
      db.outboxMessage.findMany({ where: { userId, kind: { startsWith: "reminder" } }, select: { channel: true } });

    await runReminders({ now, origin: "https://app.debtwise.test", userIds: [userId] });
    expect(await reminders()).toEqual([]);

    await markEmailVerified(userId);
    const run = await runReminders({ now, origin: "https://app.debtwise.test", userIds: [userId] });
    expect(run.sent).toBe(2);
    expect((await reminders()).map((m) => m.channel).sort()).toEqual(["email", "sms"]);
  });
});
