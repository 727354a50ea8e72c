import { SIGN_IN_GUARD, delayAfter } from "@/lib/auth/sign-in-guard";
import { db } from "@/lib/db";
import { passwordSignIn, signInWithMailedLink } from "@/tests/support/auth-flows";
import { signUp, TEST_PASSWORD } from "@/tests/support/users";

// The per-account guard on password sign-in (lib/auth/sign-in-guard.ts): every attempt below comes from a new
// client address, as a botnet's would, so only the account's own counter can stop them. Time is moved by setting
// the last failure back, never by waiting.

jest.setTimeout(60_000);

afterAll(async () => {
  await db.$disconnect();
});

/** One credentials sign-in from a fresh address: the status, Retry-After, the error message and whether it signed in. */
async function attempt(email: string, password: string) {
  const { res, jar } = await passwordSignIn(email, password);
  const body = (await res.json().catch(() => null)) as { error?: { message: string } } | null;
  return {
    status: res.status,
    retryAfter: Number(res.headers.get("retry-after")),
    message: body?.error?.message,
    signedIn: Boolean(jar.get("authjs.session-token")),
  };
}

/** As if `seconds` had passed since the last failure. */
async function letTimePass(userId: string, seconds: number) {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { lastFailedSignInAt: true } });
  await db.user.update({
    where: { id: userId },
    data: { lastFailedSignInAt: new Date(user.lastFailedSignInAt!.getTime() - seconds * 1000) },
  });
}

const alerts = (email: string) => db.outboxMessage.count({ where: { to: email, kind: "sign_in_alert" } });

it("doubles the wait after each failure past the free ones, from any address, before any password is checked", async () => {
  const { email, userId } = await signUp({ prefix: "guard" });
  for (let i = 0; i < SIGN_IN_GUARD.freeFailures; i++)
    expect((await attempt(email, "wrong-password")).signedIn).toBe(false);

  // Now even the right password waits: the attempt is refused before it is checked.
  const blocked = await attempt(email, TEST_PASSWORD);
  expect(blocked.status).toBe(429);
  expect(blocked.signedIn).toBe(false);
  expect(blocked.retryAfter).toBeGreaterThan(0);
  expect(blocked.retryAfter).toBeLessThanOrEqual(delayAfter(SIGN_IN_GUARD.freeFailures));
  expect(blocked.message).toMatch(
    /^Too many failed sign-in attempts for this account\. Try again in .+, or email yourself a sign-in link\.$/,
  );

  // After the wait, one more wrong guess, and the next wait is twice as long.
  await letTimePass(userId, delayAfter(SIGN_IN_GUARD.freeFailures));
  expect((await attempt(email, "wrong-again")).status).not.toBe(429);
  const longer = await attempt(email, "wrong-again");
  expect(longer.status).toBe(429);
  expect(longer.retryAfter).toBeGreaterThan(delayAfter(SIGN_IN_GUARD.freeFailures));
  expect(longer.retryAfter).toBeLessThanOrEqual(delayAfter(SIGN_IN_GUARD.freeFailures + 1));

  // After that wait the right password works and ends the burst.
  await letTimePass(userId, delayAfter(SIGN_IN_GUARD.freeFailures + 1));
  expect((await attempt(email, TEST_PASSWORD)).signedIn).toBe(true);
  expect(await db.user.findUniqueOrThrow({ where: { id: userId }, select: { failedSignIns: true } })).toEqual({
    failedSignIns: 0,
  });
});

it("lets no burst of parallel guesses past the gate", async () => {
  const { email, userId } = await signUp({ prefix: "guard-race" });
  await Promise.all(Array.from({ length: 12 }, () => attempt(email, "wrong-password")));
  const { failedSignIns } = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { failedSignIns: true } });
  // Only the free attempts plus the first delayed one were ever checked; the rest were refused unchecked.
  expect(failedSignIns).toBe(SIGN_IN_GUARD.freeFailures);
});

it("mails the owner once per burst, and the e-mailed link still signs the owner in and ends the burst", async () => {
  const { email, userId } = await signUp({ prefix: "guard-owner", verified: true });
  for (let i = 0; i < SIGN_IN_GUARD.freeFailures + 3; i++) await attempt(email, "wrong-password");
  expect(await alerts(email)).toBe(1);
  const mail = await db.outboxMessage.findFirstOrThrow({ where: { to: email, kind: "sign_in_alert" } });
  expect(mail.body).toContain("Email me a sign-in link");

  const browser = await signInWithMailedLink(email);
  expect(browser.get("authjs.session-token")).toBeTruthy();
  expect(
    (await db.user.findUniqueOrThrow({ where: { id: userId }, select: { failedSignIns: true } })).failedSignIns,
  ).toBe(0);
  expect((await attempt(email, TEST_PASSWORD)).signedIn).toBe(true);

  // A new burst is a new mail.
  for (let i = 0; i < SIGN_IN_GUARD.freeFailures; i++) await attempt(email, "wrong-password");
  expect(await alerts(email)).toBe(2);
});

it("has nothing to guard for an address without an account", async () => {
  for (let i = 0; i < SIGN_IN_GUARD.freeFailures + 2; i++)
    expect((await attempt("nobody.guard@example.com", "x")).status).not.toBe(429);
});
