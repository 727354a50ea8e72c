// env() is parsed once per test file, on first use: a keyless run (mail goes to the outbox) with a configured
// public origin, so the mailed confirm link's host can be checked.
process.env.APP_URL = "https://app.debtwise.test";
delete process.env.RESEND_API_KEY;

import { DELETE as cancelEmailRoute, POST as changeEmailRoute } from "@/app/api/account/email/route";
import { GET as confirmEmailRoute } from "@/app/api/account/email/confirm/route";
import { PUT as passwordRoute } from "@/app/api/account/password/route";
import { GET as profileGet, PATCH as profilePatch } from "@/app/api/account/profile/route";
import { POST as revokeRoute } from "@/app/api/account/sessions/revoke/route";
import { GET as currentUser } from "@/app/api/auth/user/route";
import { PASSWORD_CHECK_LIMIT } from "@/lib/account/settings";
import type { AccountSettingsDto } from "@/lib/account/types";
import { db } from "@/lib/db";
import { signInWithMailedLink, signInWithPassword } from "@/tests/support/auth-flows";
import { CookieJar, callRoute, uniqueEmail } from "@/tests/support/route-client";
import { TEST_PASSWORD, signUp } from "@/tests/support/users";

// The account settings API (docs/product-rules.md "Account security"). Name, e-mail (confirmed at the new address, the
// old one told), password (the current one required when there is one) and "Sign out everywhere", each only for the
// signed-in owner (the cross-tenant table covers the "only the caller's" half).

jest.setTimeout(60_000);

afterAll(async () => {
  await db.$disconnect();
});

type ErrorBody = { error: { code: string; message: string; issues?: { path: string; message: string }[] } };

async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

/** The message a 400 gives for one field (what the form shows under it). */
async function fieldMessage(res: Response, field: string): Promise<string | undefined> {
  expect(res.status).toBe(400);
  const { error } = await json<ErrorBody>(res);
  expect(error.code).toBe("bad_request");
  return error.issues?.find((issue) => issue.path === field)?.message;
}

const getProfile = (jar: CookieJar) => callRoute(profileGet, { path: "/api/account/profile", jar });
const patchProfile = (jar: CookieJar, body: unknown) =>
  callRoute(profilePatch, { method: "PATCH", path: "/api/account/profile", json: body, jar });
const changeEmail = (jar: CookieJar, body: unknown) =>
  callRoute(changeEmailRoute, { path: "/api/account/email", json: body, jar });
const cancelEmail = (jar: CookieJar) =>
  callRoute(cancelEmailRoute, { method: "DELETE", path: "/api/account/email", jar });
const putPassword = (jar: CookieJar, body: unknown) =>
  callRoute(passwordRoute, { method: "PUT", path: "/api/account/password", json: body, jar });
const revokeAll = (jar: CookieJar) =>
  callRoute(revokeRoute, { method: "POST", path: "/api/account/sessions/revoke", jar });

/** Whether the jar's session still works (a revoked session answers 401 everywhere). */
async function signedIn(jar: CookieJar): Promise<boolean> {
  const res = await callRoute(currentUser, { path: "/api/auth/user", jar });
  return res.status === 200;
}

function mailsTo(email: string, kind: string) {
  return db.outboxMessage.findMany({ where: { to: email, kind }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
}

/** The confirm link in the newest change_email mail to `email`, as a path the route client can open. */
async function confirmPath(email: string): Promise<string> {
  const body = (await mailsTo(email, "change_email")).at(-1)?.body ?? "";
  const match = /https?:\/\/\S+\/api\/account\/email\/confirm\?token=\S+/.exec(body);
  if (!match) throw new Error(`no confirm link in: ${body}`);
  const url = new URL(match[0]);
  expect(url.origin).toBe("https://app.debtwise.test");
  return `${url.pathname}${url.search}`;
}

async function openConfirm(path: string, jar?: CookieJar): Promise<string> {
  const res = await callRoute(confirmEmailRoute, { path, jar });
  expect(res.status).toBe(303);
  return res.headers.get("location") ?? "";
}

const userRow = (id: string) =>
  db.user.findUniqueOrThrow({
    where: { id },
    select: { email: true, emailVerified: true, firstName: true, lastName: true, name: true, passwordHash: true },
  });

describe("signed out", () => {
  it.each([
    ["GET /api/account/profile", () => getProfile(new CookieJar())],
    ["PATCH /api/account/profile", () => patchProfile(new CookieJar(), { firstName: "Eve" })],
    ["POST /api/account/email", () => changeEmail(new CookieJar(), { email: uniqueEmail("anon") })],
    ["DELETE /api/account/email", () => cancelEmail(new CookieJar())],
    ["PUT /api/account/password", () => putPassword(new CookieJar(), { newPassword: "a brand new passphrase" })],
    ["POST /api/account/sessions/revoke", () => revokeAll(new CookieJar())],
  ])("%s answers 401", async (_label, call) => {
    const res = await call();
    expect(res.status).toBe(401);
    expect((await json<ErrorBody>(res)).error.code).toBe("unauthorized");
  });

  it("a confirm link opened signed out still needs a real token", async () => {
    expect(await openConfirm("/api/account/email/confirm?token=made-up")).toBe("/settings/account?email=invalid");
    expect(await openConfirm("/api/account/email/confirm")).toBe("/settings/account?email=invalid");
  });
});

describe("GET and PATCH /api/account/profile", () => {
  it("shows the caller's settings and renames them (full name kept in step)", async () => {
    const { jar, userId, email } = await signUp({ prefix: "profile", firstName: "Ada" });
    expect(await json<AccountSettingsDto>(await getProfile(jar))).toEqual({
      firstName: "Ada",
      lastName: "",
      email,
      emailVerified: false,
      hasPassword: true,
      pendingEmail: null,
      timeZone: "UTC", // the test sign-up's (tests/support/users.ts)
    });

    const res = await patchProfile(jar, { firstName: "  Ada ", lastName: "Lovelace" });
    expect(res.status).toBe(200);
    expect(await json<AccountSettingsDto>(res)).toMatchObject({ firstName: "Ada", lastName: "Lovelace" });
    expect(await userRow(userId)).toMatchObject({ firstName: "Ada", lastName: "Lovelace", name: "Ada Lovelace" });

    // Clearing the last name stores none, not an empty string.
    await patchProfile(jar, { firstName: "Ada", lastName: "" });
    expect(await userRow(userId)).toMatchObject({ lastName: null, name: "Ada" });
  });

  it.each([
    ["an empty first name", { firstName: "   " }, "firstName"],
    ["a first name with a line break", { firstName: "Ada\r\nBcc: x@evil.example" }, "firstName"],
    ["a last name with a control character", { firstName: "Ada", lastName: "Love\u0007lace" }, "lastName"],
    ["a first name that is not text", { firstName: 42 }, "firstName"],
  ])("400 for %s, nothing stored", async (_label, body, field) => {
    const { jar, userId } = await signUp({ prefix: "badname", firstName: "Kept" });
    expect(await fieldMessage(await patchProfile(jar, body), field)).toBeTruthy();
    expect(await userRow(userId)).toMatchObject({ firstName: "Kept" });
  });

  it("ignores fields the client must not set (address, verification, password, plan)", async () => {
    const { jar, userId, email } = await signUp({ prefix: "massprofile" });
    const before = await db.user.findUniqueOrThrow({ where: { id: userId } });
    const res = await patchProfile(jar, {
      firstName: "Mal",
      email: uniqueEmail("taken-over"),
      emailVerified: "2020-01-01T00:00:00.000Z",
      passwordHash: "x",
      subscriptionPlan: "pro",
      id: "attacker-id",
    });
    expect(res.status).toBe(200);
    const after = await db.user.findUniqueOrThrow({ where: { id: userId } });
    expect(after).toMatchObject({
      firstName: "Mal",
      email,
      emailVerified: null,
      passwordHash: before.passwordHash,
      subscriptionPlan: "free",
    });
  });
});

describe("changing the e-mail address", () => {
  it("mails a confirm link to the new address and a notice to the old; nothing changes until it is opened", async () => {
    const { jar, userId, email } = await signUp({ prefix: "move" });
    const next = uniqueEmail("moved");
    const res = await changeEmail(jar, { email: next.toUpperCase(), currentPassword: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(await json<AccountSettingsDto>(res)).toMatchObject({ email, pendingEmail: next });
    expect((await userRow(userId)).email).toBe(email);

    const [confirm] = await mailsTo(next, "change_email");
    expect(confirm).toMatchObject({ userId, status: "sent", subject: "Confirm your new DebtWise e-mail address" });
    const [notice] = await mailsTo(email, "change_email_notice");
    expect(notice).toMatchObject({ userId, subject: "Your DebtWise e-mail address is about to change" });
    // The old address is told where the account is going, masked, and never gets the link.
    expect(notice!.body).not.toContain(next);
    expect(notice!.body).not.toContain("/api/account/email/confirm");

    // Another signed-in browser of the same account, to see that it ends when the address changes.
    const other = (await signInWithPassword(email, TEST_PASSWORD)).jar;
    expect(await signedIn(other)).toBe(true);

    const path = await confirmPath(next);
    expect(await openConfirm(path, jar)).toBe("/settings/account?email=changed");
    expect(await userRow(userId)).toMatchObject({ email: next });
    expect((await userRow(userId)).emailVerified).not.toBeNull();
    expect(await json<AccountSettingsDto>(await getProfile(jar))).toMatchObject({
      email: next,
      emailVerified: true,
      pendingEmail: null,
    });
    // The browser that opened the link stays signed in; the other one is out.
    expect(await signedIn(jar)).toBe(true);
    expect(await signedIn(other)).toBe(false);
    // Once confirmed, the old address is told again: the change happened (masked new address, no link).
    const [changed] = await mailsTo(email, "email_changed_notice");
    expect(changed).toMatchObject({ userId, subject: "Your DebtWise e-mail address was changed" });
    expect(changed!.body).not.toContain(next);
    expect(changed!.body).toContain("no longer signs in");

    // The link works once.
    expect(await openConfirm(path, jar)).toBe("/settings/account?email=invalid");
    // The new address signs in with the same password; the old one no longer does.
    expect((await signInWithPassword(next, TEST_PASSWORD)).signedIn).toBe(true);
    expect((await signInWithPassword(email, TEST_PASSWORD)).signedIn).toBe(false);
  });

  it("opened signed out, the change happens and every session ends", async () => {
    const { jar, userId } = await signUp({ prefix: "moveout" });
    const next = uniqueEmail("movedout");
    expect((await changeEmail(jar, { email: next, currentPassword: TEST_PASSWORD })).status).toBe(200);
    expect(await openConfirm(await confirmPath(next))).toBe("/settings/account?email=changed");
    expect((await userRow(userId)).email).toBe(next);
    expect(await signedIn(jar)).toBe(false);
  });

  it("needs the current password when the account has one (400 on that field), counting wrong ones (429)", async () => {
    const { jar, userId } = await signUp({ prefix: "movepw" });
    const next = uniqueEmail("movepw-new");

    expect(await fieldMessage(await changeEmail(jar, { email: next }), "currentPassword")).toBe(
      "Enter your current password",
    );

    for (let i = 0; i < PASSWORD_CHECK_LIMIT.limit; i += 1) {
      const wrong = await changeEmail(jar, { email: next, currentPassword: "not my password" });
      expect(await fieldMessage(wrong, "currentPassword")).toBe("That is not your current password");
    }
    const limited = await changeEmail(jar, { email: next, currentPassword: "not my password" });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBeTruthy();

    expect(await mailsTo(next, "change_email")).toHaveLength(0);
    expect(await db.accountToken.count({ where: { userId, purpose: "change_email" } })).toBe(0);
  });

  it("409 for the account's own address (any spelling) and for an address another account has", async () => {
    const { jar, email } = await signUp({ prefix: "same" });
    const same = await changeEmail(jar, { email: email.toUpperCase(), currentPassword: TEST_PASSWORD });
    expect(same.status).toBe(409);
    expect((await json<ErrorBody>(same)).error.message).toBe("That is already your e-mail address.");

    const other = await signUp({ prefix: "owner" });
    const taken = await changeEmail(jar, { email: other.email, currentPassword: TEST_PASSWORD });
    expect(taken.status).toBe(409);
    expect((await json<ErrorBody>(taken)).error.message).toBe("An account with this email already exists.");
    expect(await mailsTo(other.email, "change_email")).toHaveLength(0);
  });

  it("400 for an address that is not one", async () => {
    const { jar } = await signUp({ prefix: "badaddr" });
    const res = await changeEmail(jar, { email: "not-an-address", currentPassword: TEST_PASSWORD });
    expect(await fieldMessage(res, "email")).toBeTruthy();
  });

  it("answers taken when another account took the address before the link was opened", async () => {
    const { jar, userId, email } = await signUp({ prefix: "race" });
    const next = uniqueEmail("race-new");
    expect((await changeEmail(jar, { email: next, currentPassword: TEST_PASSWORD })).status).toBe(200);
    const path = await confirmPath(next);
    await signUp({ email: next });
    expect(await openConfirm(path, jar)).toBe("/settings/account?email=taken");
    expect((await userRow(userId)).email).toBe(email);
    expect(await signedIn(jar)).toBe(true);
  });

  it("DELETE cancels the pending change: its link stops working", async () => {
    const { jar, userId, email } = await signUp({ prefix: "cancel" });
    const next = uniqueEmail("cancel-new");
    expect((await changeEmail(jar, { email: next, currentPassword: TEST_PASSWORD })).status).toBe(200);
    const path = await confirmPath(next);
    const res = await cancelEmail(jar);
    expect(res.status).toBe(200);
    expect(await json<AccountSettingsDto>(res)).toMatchObject({ pendingEmail: null });
    expect(await openConfirm(path, jar)).toBe("/settings/account?email=invalid");
    expect((await userRow(userId)).email).toBe(email);
  });

  it("a newer request replaces the older one: only the latest link works", async () => {
    const { jar, userId } = await signUp({ prefix: "twice" });
    const first = uniqueEmail("twice-a");
    const second = uniqueEmail("twice-b");
    expect((await changeEmail(jar, { email: first, currentPassword: TEST_PASSWORD })).status).toBe(200);
    const firstPath = await confirmPath(first);
    const res = await changeEmail(jar, { email: second, currentPassword: TEST_PASSWORD });
    expect(await json<AccountSettingsDto>(res)).toMatchObject({ pendingEmail: second });
    expect(await openConfirm(firstPath, jar)).toBe("/settings/account?email=invalid");
    expect(await openConfirm(await confirmPath(second), jar)).toBe("/settings/account?email=changed");
    expect((await userRow(userId)).email).toBe(second);
  });

  it("an account without a password (made by e-mailed link) changes address without one", async () => {
    const email = uniqueEmail("linkonly");
    const jar = await signInWithMailedLink(email);
    const profile = await json<AccountSettingsDto>(await getProfile(jar));
    expect(profile).toMatchObject({ email, hasPassword: false });
    const next = uniqueEmail("linkonly-new");
    expect((await changeEmail(jar, { email: next })).status).toBe(200);
    expect(await openConfirm(await confirmPath(next), jar)).toBe("/settings/account?email=changed");
    expect(await json<AccountSettingsDto>(await getProfile(jar))).toMatchObject({ email: next, emailVerified: true });
  });
});

describe("PUT /api/account/password", () => {
  it("changes the password with the current one; every other session ends, this one stays", async () => {
    const { jar, userId, email } = await signUp({ prefix: "pw" });
    const other = (await signInWithPassword(email, TEST_PASSWORD)).jar;
    const before = (await userRow(userId)).passwordHash;

    const res = await putPassword(jar, { currentPassword: TEST_PASSWORD, newPassword: "a brand new passphrase" });
    expect(res.status).toBe(200);
    expect(await json<AccountSettingsDto>(res)).toMatchObject({ hasPassword: true });
    expect((await userRow(userId)).passwordHash).not.toBe(before);
    expect(await signedIn(jar)).toBe(true);
    expect(await signedIn(other)).toBe(false);

    expect((await signInWithPassword(email, TEST_PASSWORD)).signedIn).toBe(false);
    expect((await signInWithPassword(email, "a brand new passphrase")).signedIn).toBe(true);
  });

  it("mails a security notice to the account's address, as a change of address does, with no secret in it", async () => {
    const { jar, userId, email } = await signUp({ prefix: "pwnotice" });
    expect(await mailsTo(email, "password_change_notice")).toEqual([]);

    const res = await putPassword(jar, { currentPassword: TEST_PASSWORD, newPassword: "a brand new passphrase" });
    expect(res.status).toBe(200);
    const notices = await mailsTo(email, "password_change_notice");
    expect(notices).toHaveLength(1);
    const [notice] = notices;
    expect(notice).toMatchObject({ userId, channel: "email", subject: "Your DebtWise password was changed" });
    expect(notice!.body).toContain("The password of your DebtWise account was just changed.");
    // Worded as the e-mail change's notice: what to do when it was not the owner, on the configured origin.
    expect(notice!.body).toContain(
      'If this was not you, sign in at https://app.debtwise.test/login (an e-mailed sign-in link to this address works), change your password, and use "Sign out everywhere" in your account settings.',
    );
    // Neither password, nor any link that signs in or resets.
    expect(notice!.body).not.toContain("a brand new passphrase");
    expect(notice!.body).not.toContain(TEST_PASSWORD);
    expect(notice!.body).not.toMatch(/token=/);
  });

  it("mails no notice when the change is refused", async () => {
    const { jar, email } = await signUp({ prefix: "pwnonotice" });
    expect((await putPassword(jar, { currentPassword: "guess", newPassword: "a brand new passphrase" })).status).toBe(
      400,
    );
    expect((await putPassword(jar, { currentPassword: TEST_PASSWORD, newPassword: "short" })).status).toBe(400);
    expect(await mailsTo(email, "password_change_notice")).toEqual([]);
  });

  it("400 without the current password, or with a wrong one; 429 after repeated wrong ones; nothing changes", async () => {
    const { jar, userId } = await signUp({ prefix: "pwbad" });
    const before = (await userRow(userId)).passwordHash;

    const missing = await putPassword(jar, { newPassword: "a brand new passphrase" });
    expect(await fieldMessage(missing, "currentPassword")).toBe("Enter your current password");

    for (let i = 0; i < PASSWORD_CHECK_LIMIT.limit; i += 1) {
      expect((await putPassword(jar, { currentPassword: "guess", newPassword: "a brand new passphrase" })).status).toBe(
        400,
      );
    }
    expect((await putPassword(jar, { currentPassword: "guess", newPassword: "a brand new passphrase" })).status).toBe(
      429,
    );
    expect((await userRow(userId)).passwordHash).toBe(before);
    expect(await signedIn(jar)).toBe(true);
  });

  it("400 for a new password that is too short, naming the field", async () => {
    const { jar } = await signUp({ prefix: "pwshort" });
    const res = await putPassword(jar, { currentPassword: TEST_PASSWORD, newPassword: "short" });
    expect(await fieldMessage(res, "newPassword")).toBeTruthy();
  });

  it("an account without a password sets a first one without a current password", async () => {
    const email = uniqueEmail("firstpw");
    const jar = await signInWithMailedLink(email);
    expect((await signInWithPassword(email, "my first passphrase")).signedIn).toBe(false);
    const res = await putPassword(jar, { newPassword: "my first passphrase" });
    expect(res.status).toBe(200);
    expect(await json<AccountSettingsDto>(res)).toMatchObject({ hasPassword: true });
    expect((await signInWithPassword(email, "my first passphrase")).signedIn).toBe(true);
    // A first password is told too: it is a new way into the account.
    const [notice] = await mailsTo(email, "password_change_notice");
    expect(notice).toMatchObject({ subject: "A password was set on your DebtWise account" });
    expect(notice!.body).not.toContain("my first passphrase");
    // From now on the password it has is required to change it.
    expect((await putPassword(jar, { newPassword: "another passphrase" })).status).toBe(400);
  });
});

describe("POST /api/account/sessions/revoke (Sign out everywhere)", () => {
  it("ends every session, this one included, and a copied cookie is dead at once", async () => {
    const { jar, userId, email } = await signUp({ prefix: "everywhere" });
    const copied = jar.clone();
    const other = (await signInWithPassword(email, TEST_PASSWORD)).jar;
    expect(await db.session.count({ where: { userId } })).toBe(2);

    const res = await revokeAll(jar);
    expect(res.status).toBe(200);
    expect(await json<{ revoked: number }>(res)).toEqual({ revoked: 2 });
    // This browser's cookie is cleared...
    expect(
      res.headers
        .getSetCookie()
        .some((c) => /^authjs\.session-token=;/.test(c) || /authjs\.session-token=[^;]*;.*max-age=0/i.test(c)),
    ).toBe(true);
    expect(jar.get("authjs.session-token")).toBeUndefined();
    // ...and a copy of it, like the other browser's, no longer works.
    expect(await signedIn(copied)).toBe(false);
    expect(await signedIn(other)).toBe(false);
    expect(await db.session.count({ where: { userId } })).toBe(0);

    // Signing in again works.
    expect((await signInWithPassword(email, TEST_PASSWORD)).signedIn).toBe(true);
  });
});
