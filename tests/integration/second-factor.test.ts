import { POST as confirmTotpRoute } from "@/app/api/account/totp/confirm/route";
import { DELETE as turnOffTotpRoute, POST as startTotpRoute } from "@/app/api/account/totp/route";
import { POST as recoveryCodesRoute } from "@/app/api/account/recovery-codes/route";
import { GET as securityRoute } from "@/app/api/account/security/route";
import { POST as secondFactorRoute } from "@/app/api/auth/second-factor/route";
import { GET as currentUserRoute } from "@/app/api/auth/user/route";
import { GET as loginRoute } from "@/app/api/login/route";
import { POST as createTokenRoute } from "@/app/api/tokens/route";
import { answerSecondStep } from "@/lib/auth/authenticator";
import { RECOVERY_CODE_COUNT } from "@/lib/auth/recovery-codes";
import { SECOND_FACTOR_LOCK } from "@/lib/auth/second-factor";
import type { SecurityChangeDto, SecurityStatusDto, TotpSetupDto } from "@/lib/auth/security-types";
import { sealTotpSecret } from "@/lib/auth/totp";
import { base32Decode, totpCode } from "@/lib/auth/totp-code";
import { db } from "@/lib/db";
import { passwordSignIn, signInWithMailedLink } from "@/tests/support/auth-flows";
import { CookieJar, callRoute, expectJson } from "@/tests/support/route-client";
import { signUp, TEST_PASSWORD } from "@/tests/support/users";

// The authenticator app as a second factor, through the real route handlers (docs/product-rules.md "Second
// factor"): setup and its first code, the second step of password and e-mailed-link sign-ins, the 5-wrong lock,
// recovery codes, turning it off, and the security mails each change sends.
//
// A code works once per 30-second step (lib/auth/totp-code.ts). Tests that need several codes in a row use the next
// step's code (accepted for clock drift), or say "a minute passes" by moving the account's last accepted step back,
// which is what the clock moving on does to that comparison; nothing sleeps.

afterAll(async () => {
  await db.$disconnect();
});

type Account = Awaited<ReturnType<typeof signUp>>;

const keyOf = (secret: string) => base32Decode(secret)!;
/** The code the app shows `offsetSteps` steps from now. */
const codeOf = (secret: string, offsetSteps = 0, at = Date.now()) => totpCode(keyOf(secret), at + offsetSteps * 30_000);

async function aMinutePasses(userId: string): Promise<void> {
  const { totpLastStep } = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { totpLastStep: true } });
  if (totpLastStep !== null) await db.user.update({ where: { id: userId }, data: { totpLastStep: totpLastStep - 2 } });
}

const start = (jar: CookieJar) => callRoute(startTotpRoute, { path: "/api/account/totp", method: "POST", jar });
const confirm = (jar: CookieJar, code: string) =>
  callRoute(confirmTotpRoute, { path: "/api/account/totp/confirm", json: { code }, jar });
const turnOff = (jar: CookieJar, json: unknown) =>
  callRoute(turnOffTotpRoute, { path: "/api/account/totp", method: "DELETE", json, jar });
const newRecoveryCodes = (jar: CookieJar, code: string) =>
  callRoute(recoveryCodesRoute, { path: "/api/account/recovery-codes", json: { code }, jar });
const status = async (jar: CookieJar) =>
  expectJson<SecurityStatusDto>(await callRoute(securityRoute, { path: "/api/account/security", jar }));
const answer = (jar: CookieJar, json: unknown) =>
  callRoute(secondFactorRoute, { path: "/api/auth/second-factor", json, jar });
const signedIn = async (jar: CookieJar) =>
  (await callRoute(currentUserRoute, { path: "/api/auth/user", jar })).status === 200;
const mailsTo = (email: string, kind: string) =>
  db.outboxMessage.findMany({ where: { to: email, kind }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });

/** Sets up the authenticator app for `account` through the routes; answers its secret and recovery codes. */
async function turnOn(account: Account): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await expectJson<TotpSetupDto>(await start(account.jar));
  const done = await expectJson<SecurityChangeDto>(await confirm(account.jar, codeOf(setup.secret)));
  return { secret: setup.secret, recoveryCodes: done.recoveryCodes ?? [] };
}

/** A password sign-in from a new browser: its jar holds a session that owes its second step. */
async function pendingBrowser(email: string): Promise<CookieJar> {
  const { jar } = await passwordSignIn(email, TEST_PASSWORD);
  expect(jar.get("authjs.session-token")).toBeDefined();
  return jar;
}

describe("setting up the authenticator app", () => {
  it("shows a QR code and the secret, refuses a wrong first code, and a restart replaces the secret", async () => {
    const account = await signUp({ prefix: "totp-setup" });
    const first = await expectJson<TotpSetupDto>(await start(account.jar));
    expect(first.secret).toMatch(/^[A-Z2-7]{32}$/);
    const svg = Buffer.from(first.qrCode.replace(/^data:image\/svg\+xml;base64,/, ""), "base64").toString();
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    // Stored sealed, never in the clear; nothing is on until the first code.
    const row = await db.user.findUniqueOrThrow({ where: { id: account.userId } });
    expect(row.totpPendingSecret).not.toContain(first.secret);
    expect(row).toMatchObject({ totpSecret: null, totpEnabledAt: null });

    const wrong = await expectJson<{ error: { issues: { path: string }[] } }>(
      await confirm(account.jar, codeOf(first.secret, 5)),
      400,
    );
    expect(wrong.error.issues[0]!.path).toBe("code");
    expect((await confirm(account.jar, "12 34")).status).toBe(400); // not six digits: the schema's 400

    const second = await expectJson<TotpSetupDto>(await start(account.jar));
    expect(second.secret).not.toBe(first.secret);
    expect((await confirm(account.jar, codeOf(first.secret))).status).toBe(400); // the replaced secret's code
    expect((await confirm(account.jar, codeOf(second.secret))).status).toBe(200);
    expect((await start(account.jar)).status).toBe(409); // already on
  });

  it("turns on with the first code: ten recovery codes once, other sessions and API tokens end, a mail", async () => {
    const account = await signUp({ prefix: "totp-on", plan: "pro", verified: true });
    const other = (await passwordSignIn(account.email, TEST_PASSWORD)).jar;
    expect(await signedIn(other)).toBe(true);
    const token = await callRoute(createTokenRoute, { path: "/api/tokens", json: { name: "Sheet" }, jar: account.jar });
    expect(token.status).toBe(201);
    expect(await status(account.jar)).toEqual({
      authenticator: { enabled: false, enabledAt: null },
      passkeyCount: 0,
      recoveryCodesLeft: 0,
    });

    const setup = await expectJson<TotpSetupDto>(await start(account.jar));
    const done = await expectJson<SecurityChangeDto>(await confirm(account.jar, codeOf(setup.secret)));
    expect(done.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(done.recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    expect(done.recoveryCodes![0]).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    expect(done.status).toMatchObject({ authenticator: { enabled: true }, recoveryCodesLeft: RECOVERY_CODE_COUNT });
    expect(await status(account.jar)).toEqual(done.status);

    expect(await signedIn(account.jar)).toBe(true); // the browser that made the change stays
    expect(await signedIn(other)).toBe(false);
    expect(await db.apiToken.count({ where: { userId: account.userId, revokedAt: null } })).toBe(0);
    const [mail] = await mailsTo(account.email, "totp_added_notice");
    expect(mail).toMatchObject({ subject: "An authenticator app was added to your DebtWise account" });
    expect(mail!.body).not.toContain(setup.secret);
  });

  it("answers 401 signed out", async () => {
    expect((await start(new CookieJar())).status).toBe(401);
    expect((await callRoute(securityRoute, { path: "/api/account/security" })).status).toBe(401);
  });
});

describe("the second step of a sign-in", () => {
  it("a password sign-in gets a session that signs nobody in until a current code completes it", async () => {
    const account = await signUp({ prefix: "totp-step" });
    const { secret } = await turnOn(account);

    const browser = await pendingBrowser(account.email);
    expect(await signedIn(browser)).toBe(false);
    expect((await callRoute(securityRoute, { path: "/api/account/security", jar: browser })).status).toBe(401);
    const login = await callRoute(loginRoute, { path: "/api/login?callbackUrl=%2Fpayments", jar: browser });
    expect(login.status).toBe(303);
    expect(login.headers.get("location")).toBe("/login/second-step?callbackUrl=%2Fpayments");

    const code = codeOf(secret, 1); // the setup used this step's code
    expect(await expectJson(await answer(browser, { code }))).toEqual({ ok: true });
    expect(await signedIn(browser)).toBe(true);

    // The same code again, from another browser: refused, it works once.
    const again = await pendingBrowser(account.email);
    expect((await answer(again, { code })).status).toBe(400);
    expect(await signedIn(again)).toBe(false);
  });

  it("an e-mailed sign-in link also owes the second step", async () => {
    const account = await signUp({ prefix: "totp-link", verified: true });
    const { secret } = await turnOn(account);
    const browser = await signInWithMailedLink(account.email);
    expect(browser.get("authjs.session-token")).toBeDefined();
    expect(await signedIn(browser)).toBe(false);
    expect((await answer(browser, { code: codeOf(secret, 1) })).status).toBe(200);
    expect(await signedIn(browser)).toBe(true);
  });

  it("answers 401 without a pending sign-in, and for a session that already signed in", async () => {
    const account = await signUp({ prefix: "totp-nopending" });
    await turnOn(account);
    expect((await answer(new CookieJar(), { code: "123456" })).status).toBe(401);
    expect((await answer(account.jar, { code: "123456" })).status).toBe(401);
    expect((await answer(account.jar, {})).status).toBe(400); // neither answer: the schema's 400
  });

  it("five wrong answers lock the step for 15 minutes (429 with Retry-After, even for a right code); then it opens", async () => {
    const account = await signUp({ prefix: "totp-lock" });
    const { secret } = await turnOn(account);
    const browser = await pendingBrowser(account.email);
    const wrong = codeOf(secret, 10);
    for (let i = 0; i < SECOND_FACTOR_LOCK.maxFailures; i++) {
      const res = await answer(browser, { code: wrong });
      expect(res.status).toBe(400);
    }
    const locked = await answer(browser, { code: codeOf(secret, 1) });
    expect(locked.status).toBe(429);
    const retryAfter = Number(locked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(((await locked.json()) as { error: { message: string } }).error.message).toContain("15 minutes");
    // Recovery codes wait too: the lock is the account's, whatever the answer.
    expect((await answer(browser, { recoveryCode: "aaaaa-aaaaa" })).status).toBe(429);
    expect(await signedIn(browser)).toBe(false);

    // Fifteen minutes later (the service's clock injected) the right code of that moment is accepted.
    const later = new Date(Date.now() + SECOND_FACTOR_LOCK.lockMinutes * 60_000 + 1_000);
    const session = await db.session.findFirstOrThrow({
      where: { userId: account.userId, secondFactorPending: true },
    });
    const pending = { sid: session.sessionToken, userId: account.userId, email: account.email };
    await answerSecondStep(pending, { code: codeOf(secret, 0, later.getTime()) }, "http://localhost:3000", later);
    expect(await signedIn(browser)).toBe(true);
    const row = await db.user.findUniqueOrThrow({ where: { id: account.userId } });
    expect(row).toMatchObject({ secondFactorFailures: 0 });
  });

  it("a recovery code works once, ends other sessions and API tokens, and mails how many are left", async () => {
    const account = await signUp({ prefix: "totp-recovery", plan: "pro", verified: true });
    const { recoveryCodes } = await turnOn(account);
    await callRoute(createTokenRoute, { path: "/api/tokens", json: { name: "Sheet" }, jar: account.jar });

    const browser = await pendingBrowser(account.email);
    // Typed loosely: upper case, spaces instead of the dash.
    const typed = recoveryCodes[0]!.toUpperCase().replace("-", " ");
    expect((await answer(browser, { recoveryCode: typed })).status).toBe(200);
    expect(await signedIn(browser)).toBe(true);
    expect(await signedIn(account.jar)).toBe(false);
    expect(await db.apiToken.count({ where: { userId: account.userId, revokedAt: null } })).toBe(0);
    const [mail] = await mailsTo(account.email, "recovery_code_used_notice");
    expect(mail).toMatchObject({ subject: "A recovery code was used to sign in to your DebtWise account" });
    expect(mail!.body).toContain(`${RECOVERY_CODE_COUNT - 1} recovery codes are left.`);
    expect(mail!.body).not.toContain(recoveryCodes[0]!);

    const again = await pendingBrowser(account.email);
    const refused = await expectJson<{ error: { issues: { path: string }[] } }>(
      await answer(again, { recoveryCode: recoveryCodes[0] }),
      400,
    );
    expect(refused.error.issues[0]!.path).toBe("recoveryCode");
    expect(await status(browser)).toMatchObject({ recoveryCodesLeft: RECOVERY_CODE_COUNT - 1 });
  });

  it("an unreadable stored secret (AUTH_SECRET rotated) fails closed: every code is wrong, nothing crashes", async () => {
    const account = await signUp({ prefix: "totp-rotated" });
    const { secret, recoveryCodes } = await turnOn(account);
    await db.user.update({
      where: { id: account.userId },
      data: { totpSecret: sealTotpSecret(secret, "an AUTH_SECRET from before the rotation") },
    });
    const browser = await pendingBrowser(account.email);
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});
    const res = await answer(browser, { code: codeOf(secret, 1) });
    expect(res.status).toBe(400);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining("could not be opened"));
    errors.mockRestore();
    // The recovery codes still get the owner in.
    expect((await answer(browser, { recoveryCode: recoveryCodes[1] })).status).toBe(200);
  });
});

describe("turning the app off and new recovery codes", () => {
  it("turning off needs proof; then the codes go (no passkey left), other sessions and API tokens end, and a mail", async () => {
    const account = await signUp({ prefix: "totp-off", plan: "pro", verified: true });
    const { secret } = await turnOn(account);
    const other = await pendingBrowser(account.email);
    expect((await answer(other, { code: codeOf(secret, 1) })).status).toBe(200);
    const token = await callRoute(createTokenRoute, { path: "/api/tokens", json: { name: "Sheet" }, jar: account.jar });
    expect(token.status).toBe(201);

    expect((await turnOff(account.jar, {})).status).toBe(400);
    const wrong = await expectJson<{ error: { issues: { path: string }[] } }>(
      await turnOff(account.jar, { code: codeOf(secret, 8) }),
      400,
    );
    expect(wrong.error.issues[0]!.path).toBe("code");
    expect((await status(account.jar)).authenticator.enabled).toBe(true);

    await aMinutePasses(account.userId);
    const off = await expectJson<SecurityStatusDto>(await turnOff(account.jar, { code: codeOf(secret) }));
    expect(off).toEqual({ authenticator: { enabled: false, enabledAt: null }, passkeyCount: 0, recoveryCodesLeft: 0 });
    expect(await db.recoveryCode.count({ where: { userId: account.userId } })).toBe(0);
    expect(await db.user.findUniqueOrThrow({ where: { id: account.userId } })).toMatchObject({
      totpSecret: null,
      totpLastStep: null,
    });
    expect(await signedIn(other)).toBe(false);
    expect(await db.apiToken.count({ where: { userId: account.userId, revokedAt: null } })).toBe(0);
    expect(await mailsTo(account.email, "totp_removed_notice")).toHaveLength(1);
    expect((await turnOff(account.jar, { code: codeOf(secret, 1) })).status).toBe(409);

    // Signing in no longer asks for a second step.
    const { jar } = await passwordSignIn(account.email, TEST_PASSWORD);
    expect(await signedIn(jar)).toBe(true);
  });

  it("a recovery code is proof enough to turn it off", async () => {
    const account = await signUp({ prefix: "totp-off-recovery" });
    const { recoveryCodes } = await turnOn(account);
    expect((await turnOff(account.jar, { recoveryCode: "zzzzz-zzzzz" })).status).toBe(400);
    expect((await turnOff(account.jar, { recoveryCode: recoveryCodes[3] })).status).toBe(200);
    const [mail] = await mailsTo(account.email, "totp_removed_notice");
    expect(mail!.body).toContain("confirmed with a recovery code");
  });

  it("new recovery codes need a current code; the old ones stop working; a mail", async () => {
    const account = await signUp({ prefix: "totp-reissue" });
    const { secret, recoveryCodes: old } = await turnOn(account);
    expect((await newRecoveryCodes(account.jar, codeOf(secret, 7))).status).toBe(400);
    const issued = await expectJson<SecurityChangeDto>(await newRecoveryCodes(account.jar, codeOf(secret, 1)));
    expect(issued.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(issued.recoveryCodes).not.toContain(old[0]);
    expect(issued.status.recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT);
    expect(await mailsTo(account.email, "recovery_codes_notice")).toHaveLength(1);

    const browser = await pendingBrowser(account.email);
    expect((await answer(browser, { recoveryCode: old[0] })).status).toBe(400);
    expect((await answer(browser, { recoveryCode: issued.recoveryCodes![0] })).status).toBe(200);
  });
});
