import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/server";
import { DELETE as removeRoute, PATCH as renameRoute } from "@/app/api/account/passkeys/[id]/route";
import { POST as accountOptionsRoute } from "@/app/api/account/passkeys/options/route";
import { GET as listRoute, POST as addRoute } from "@/app/api/account/passkeys/route";
import { POST as signInOptionsRoute } from "@/app/api/auth/passkey/options/route";
import { POST as signInRoute } from "@/app/api/auth/passkey/route";
import { POST as secondStepOptionsRoute } from "@/app/api/auth/second-factor/passkey/options/route";
import { POST as secondStepRoute } from "@/app/api/auth/second-factor/passkey/route";
import { GET as currentUser } from "@/app/api/auth/user/route";
import { POST as createTokenRoute } from "@/app/api/tokens/route";
import type { AddedPasskeyDto, PasskeyDto, PasskeySignInDto } from "@/lib/auth/passkey-types";
import { SECOND_FACTOR_LOCK } from "@/lib/auth/second-factor";
import { db } from "@/lib/db";
import { RATE_LIMITS } from "@/lib/rate-limit";
import { passwordSignIn } from "@/tests/support/auth-flows";
import { CookieJar, TEST_ORIGIN, callRoute, expectJson, uniqueIp } from "@/tests/support/route-client";
import { TEST_PASSWORD, signUp } from "@/tests/support/users";
import { SoftwareAuthenticator, type AnswerOptions } from "@/tests/support/webauthn-authenticator";
import { sealTotpSecret } from "@/lib/auth/totp";
import { base32Decode, totpCode } from "@/lib/auth/totp-code";

// Passkeys through the real route handlers (docs/product-rules.md "Second factor", SECURITY.md "Threats and
// mitigations"): a software authenticator (tests/support/webauthn-authenticator.ts) answers the server's options as
// a browser would, and each test bends one thing to see the server refuse it.

jest.setTimeout(60_000);

afterAll(async () => {
  await db.$disconnect();
});

type User = Awaited<ReturnType<typeof signUp>>;
type ErrorBody = { error: { code: string; message: string; issues?: { path: string; message: string }[] } };

const registrationOptions = async (jar: CookieJar) =>
  expectJson<PublicKeyCredentialCreationOptionsJSON>(
    await callRoute(accountOptionsRoute, { path: "/api/account/passkeys/options", json: {}, jar }),
  );

const removalOptions = async (jar: CookieJar) =>
  expectJson<PublicKeyCredentialRequestOptionsJSON>(
    await callRoute(accountOptionsRoute, { path: "/api/account/passkeys/options", json: { purpose: "remove" }, jar }),
  );

const postPasskey = (jar: CookieJar, body: unknown) =>
  callRoute(addRoute, { path: "/api/account/passkeys", json: body, jar });

/** Adds a passkey through options + answer; answers the authenticator and the route's answer. */
async function addPasskey(user: User, auth = new SoftwareAuthenticator(), name = "Laptop", answer?: AnswerOptions) {
  const options = await registrationOptions(user.jar);
  const added = await expectJson<AddedPasskeyDto>(
    await postPasskey(user.jar, { name, response: auth.register(options, answer) }),
    201,
  );
  return { auth, added };
}

const removePasskey = (jar: CookieJar, id: string, body: unknown) =>
  callRoute(removeRoute, { method: "DELETE", path: `/api/account/passkeys/${id}`, params: { id }, json: body, jar });

async function signInOptions(ip: string) {
  return expectJson<PublicKeyCredentialRequestOptionsJSON>(
    await callRoute(signInOptionsRoute, { path: "/api/auth/passkey/options", headers: { "x-forwarded-for": ip } }),
  );
}

/** "Sign in with a passkey" in a new browser; answers the route's answer and that browser's jar. */
async function passkeySignIn(auth: SoftwareAuthenticator, answer: AnswerOptions = {}, ip = uniqueIp()) {
  const jar = new CookieJar();
  const options = await signInOptions(ip);
  const res = await callRoute(signInRoute, {
    path: "/api/auth/passkey",
    json: { response: auth.assert(options, answer), callbackUrl: "/payments?debt=1" },
    headers: { "x-forwarded-for": ip },
    jar,
  });
  return { res, jar };
}

/** A client address of its own for a call, so no two tests share a per-address counter. */
const anIp = () => ({ "x-forwarded-for": uniqueIp() });

const whoAmI = (jar: CookieJar) => callRoute(currentUser, { path: "/api/auth/user", jar });

async function verifiedUser(plan: "free" | "pro" = "free") {
  return signUp({ verified: true, plan, prefix: "passkey" });
}

describe("adding a passkey", () => {
  test("options name the app as relying party, want a discoverable passkey and exclude the account's own", async () => {
    const user = await verifiedUser();
    const first = await registrationOptions(user.jar);
    expect(first.rp).toEqual({ id: new URL(TEST_ORIGIN).hostname, name: "DebtWise" });
    expect(first.authenticatorSelection).toMatchObject({ residentKey: "required", userVerification: "preferred" });
    expect(first.user.name).toBe(user.email);
    expect(first.excludeCredentials).toEqual([]);

    const { auth } = await addPasskey(user);
    const second = await registrationOptions(user.jar);
    expect(second.excludeCredentials?.map((c) => c.id)).toEqual([auth.id]);
  });

  test("the first passkey issues ten recovery codes once, mails the owner, ends other sessions and API tokens", async () => {
    const user = await verifiedUser("pro");
    const token = await expectJson<{ apiToken: { id: string } }>(
      await callRoute(createTokenRoute, { path: "/api/tokens", json: { name: "Sheet" }, jar: user.jar }),
      201,
    );
    const { jar: otherBrowser } = await passwordSignIn(user.email, TEST_PASSWORD);
    expect((await whoAmI(otherBrowser)).status).toBe(200);

    const { added } = await addPasskey(user, new SoftwareAuthenticator(undefined, { synced: true }), "  iPhone  ");
    expect(added.passkey).toMatchObject({ name: "iPhone", synced: true, lastUsedAt: null });
    expect(added.recoveryCodes).toHaveLength(10);
    expect(await db.recoveryCode.count({ where: { userId: user.userId, usedAt: null } })).toBe(10);

    expect((await whoAmI(otherBrowser)).status).toBe(401);
    expect((await whoAmI(user.jar)).status).toBe(200);
    const stored = await db.apiToken.findUniqueOrThrow({ where: { id: token.apiToken.id } });
    expect(stored.revokedAt).not.toBeNull();
    const mail = await db.outboxMessage.findFirstOrThrow({ where: { to: user.email, kind: "passkey_added" } });
    expect(mail.subject).toBe("A passkey was added to your DebtWise account");
    expect(mail.body).toContain('"iPhone"');

    // A second passkey is not the first factor: no new codes, the old ones stand.
    const { added: second } = await addPasskey(user, new SoftwareAuthenticator(), "YubiKey");
    expect(second.recoveryCodes).toBeNull();
    expect(await db.recoveryCode.count({ where: { userId: user.userId } })).toBe(10);
    expect(await db.outboxMessage.count({ where: { to: user.email, kind: "passkey_added" } })).toBe(2);
  });

  test("an account with an authenticator app gets no new recovery codes from its first passkey", async () => {
    const user = await verifiedUser();
    await db.user.update({ where: { id: user.userId }, data: { totpEnabledAt: new Date(), totpSecret: "x" } });
    const { added } = await addPasskey(user);
    expect(added.recoveryCodes).toBeNull();
  });

  test("an answer from another origin, to a used challenge or to an expired one is refused (400)", async () => {
    const user = await verifiedUser();

    const options = await registrationOptions(user.jar);
    const elsewhere = await postPasskey(user.jar, {
      name: "Phish",
      response: new SoftwareAuthenticator().register(options, { origin: "https://debtwise.example.net" }),
    });
    expect(elsewhere.status).toBe(400);
    expect((await elsewhere.json()) as ErrorBody).toMatchObject({ error: { issues: [{ path: "response" }] } });

    // Another relying party's passkey (its rpIdHash is not this host's).
    const foreignRp = await postPasskey(user.jar, {
      name: "Other site",
      response: new SoftwareAuthenticator("debtwise.example.net").register(await registrationOptions(user.jar)),
    });
    expect(foreignRp.status).toBe(400);

    const used = await registrationOptions(user.jar);
    await expectJson(
      await postPasskey(user.jar, { name: "One", response: new SoftwareAuthenticator().register(used) }),
      201,
    );
    const replay = await postPasskey(user.jar, {
      name: "Two",
      response: new SoftwareAuthenticator().register(used),
    });
    expect(replay.status).toBe(400);

    const stale = await registrationOptions(user.jar);
    await db.webAuthnChallenge.update({
      where: { challenge: stale.challenge },
      data: { expires: new Date(Date.now() - 1) },
    });
    const expired = await postPasskey(user.jar, {
      name: "Late",
      response: new SoftwareAuthenticator().register(stale),
    });
    expect(expired.status).toBe(400);

    // Another account's challenge does not serve this one.
    const other = await verifiedUser();
    const theirs = await registrationOptions(other.jar);
    const borrowed = await postPasskey(user.jar, {
      name: "Borrowed",
      response: new SoftwareAuthenticator().register(theirs),
    });
    expect(borrowed.status).toBe(400);

    expect(await db.passkey.count({ where: { userId: user.userId } })).toBe(1);
  });

  test("an unverified address cannot add a passkey (403)", async () => {
    const user = await signUp({ prefix: "passkey" });
    const res = await callRoute(accountOptionsRoute, {
      path: "/api/account/passkeys/options",
      json: {},
      jar: user.jar,
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as ErrorBody).error.message).toBe("Verify your e-mail first");
  });

  test("signed out: 401; a name is 1-60 characters", async () => {
    expect(
      (await callRoute(accountOptionsRoute, { path: "/api/account/passkeys/options", json: {}, jar: new CookieJar() }))
        .status,
    ).toBe(401);
    const user = await verifiedUser();
    const options = await registrationOptions(user.jar);
    const res = await postPasskey(user.jar, {
      name: "x".repeat(61),
      response: new SoftwareAuthenticator().register(options),
    });
    expect(res.status).toBe(400);
    expect((await res.json()) as ErrorBody).toMatchObject({ error: { issues: [{ path: "name" }] } });
  });

  test("at most ten passkeys: the eleventh is refused (409) at its options and at its answer", async () => {
    const user = await verifiedUser();
    await addPasskey(user);
    await db.passkey.createMany({
      data: Array.from({ length: 8 }, (_, i) => ({
        userId: user.userId,
        credentialId: `filler-${user.userId}-${i}`,
        publicKey: Buffer.from([1]),
        deviceType: "singleDevice",
        name: `Key ${i}`,
      })),
    });
    // The tenth's options are taken while there are nine; then another arrives first.
    const options = await registrationOptions(user.jar);
    await addPasskey(user);
    const late = await postPasskey(user.jar, {
      name: "Eleventh",
      response: new SoftwareAuthenticator().register(options),
    });
    expect(late.status).toBe(409);
    const res = await callRoute(accountOptionsRoute, {
      path: "/api/account/passkeys/options",
      json: {},
      jar: user.jar,
    });
    expect(res.status).toBe(409);
    expect(await db.passkey.count({ where: { userId: user.userId } })).toBe(10);
  });
});

describe("listing, renaming, another account's passkey", () => {
  test("the list shows the caller's passkeys; renaming works; another user's id answers 404", async () => {
    const owner = await verifiedUser();
    const { added } = await addPasskey(owner, new SoftwareAuthenticator(), "Work laptop");
    const list = await expectJson<PasskeyDto[]>(
      await callRoute(listRoute, { path: "/api/account/passkeys", jar: owner.jar }),
    );
    expect(list).toEqual([added.passkey]);
    expect(JSON.stringify(list)).not.toMatch(/publicKey|credentialId|counter/);

    const id = added.passkey.id;
    const renamed = await expectJson<PasskeyDto>(
      await callRoute(renameRoute, {
        method: "PATCH",
        path: `/api/account/passkeys/${id}`,
        params: { id },
        json: { name: "Home laptop" },
        jar: owner.jar,
      }),
    );
    expect(renamed.name).toBe("Home laptop");

    const intruder = await verifiedUser();
    const rename = await callRoute(renameRoute, {
      method: "PATCH",
      path: `/api/account/passkeys/${id}`,
      params: { id },
      json: { name: "Mine now" },
      jar: intruder.jar,
    });
    expect(rename.status).toBe(404);
    expect((await removePasskey(intruder.jar, id, { recoveryCode: "aaaaa-bbbbb" })).status).toBe(404);
    expect(
      await expectJson<PasskeyDto[]>(await callRoute(listRoute, { path: "/api/account/passkeys", jar: intruder.jar })),
    ).toEqual([]);
    expect((await db.passkey.findUniqueOrThrow({ where: { id } })).name).toBe("Home laptop");
  });
});

describe("signing in with a passkey", () => {
  test("makes a full session with no second step and goes to the asked-for page", async () => {
    const user = await verifiedUser();
    const { auth, added } = await addPasskey(user);
    const { res, jar } = await passkeySignIn(auth);
    expect(await expectJson<PasskeySignInDto>(res)).toEqual({ ok: true, callbackUrl: "/payments?debt=1" });
    const me = await expectJson<{ id: string }>(await whoAmI(jar));
    expect(me.id).toBe(user.userId);
    const session = await db.session.findFirstOrThrow({
      where: { userId: user.userId },
      orderBy: { createdAt: "desc" },
    });
    expect(session.secondFactorPending).toBe(false);
    const stored = await db.passkey.findUniqueOrThrow({ where: { id: added.passkey.id } });
    expect(stored.counter).toBe(1n);
    expect(stored.lastUsedAt).not.toBeNull();
  });

  test("options list no passkey (discoverable); an unknown passkey, no user verification or a used challenge is refused", async () => {
    const user = await verifiedUser();
    const { auth } = await addPasskey(user);
    const options = await signInOptions(uniqueIp());
    expect(options.allowCredentials ?? []).toEqual([]);
    expect(options.userVerification).toBe("required");

    expect((await passkeySignIn(new SoftwareAuthenticator())).res.status).toBe(400);
    expect((await passkeySignIn(auth, { userVerified: false })).res.status).toBe(400);
    expect((await passkeySignIn(auth, { origin: "https://debtwise.example.net" })).res.status).toBe(400);

    const ip = uniqueIp();
    const once = await signInOptions(ip);
    const first = await callRoute(signInRoute, {
      path: "/api/auth/passkey",
      json: { response: auth.assert(once) },
      headers: { "x-forwarded-for": ip },
    });
    expect(first.status).toBe(200);
    const again = await callRoute(signInRoute, {
      path: "/api/auth/passkey",
      json: { response: auth.assert(once) },
      headers: { "x-forwarded-for": ip },
    });
    expect(again.status).toBe(400);
  });

  test("a signature counter that goes backwards is refused and logged (a cloned authenticator)", async () => {
    const user = await verifiedUser();
    const { auth, added } = await addPasskey(user);
    expect((await passkeySignIn(auth, { counter: 5 })).res.status).toBe(200);
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      const { res, jar } = await passkeySignIn(auth, { counter: 3 });
      expect(res.status).toBe(400);
      expect(jar.get("authjs.session-token")).toBeUndefined();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(`refused passkey ${added.passkey.id}`));
    } finally {
      warn.mockRestore();
    }
    expect((await passkeySignIn(auth, { counter: 5 })).res.status).toBe(400);
    expect((await db.passkey.findUniqueOrThrow({ where: { id: added.passkey.id } })).counter).toBe(5n);
    expect((await passkeySignIn(auth, { counter: 6 })).res.status).toBe(200);
  });

  test("a synced passkey that always reports 0 keeps working", async () => {
    const user = await verifiedUser();
    const { auth } = await addPasskey(user, new SoftwareAuthenticator(undefined, { synced: true }));
    expect((await passkeySignIn(auth)).res.status).toBe(200);
    expect((await passkeySignIn(auth)).res.status).toBe(200);
  });

  test("refused answers count with failed sign-ins per client address (429 past the limit)", async () => {
    const ip = uniqueIp();
    const stranger = new SoftwareAuthenticator();
    for (let i = 0; i < RATE_LIMITS.signInPerIp.limit; i++) {
      expect((await passkeySignIn(stranger, {}, ip)).res.status).toBe(400);
    }
    const refused = await passkeySignIn(stranger, {}, ip);
    expect(refused.res.status).toBe(429);
    expect(refused.res.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});

describe("a passkey as the second step", () => {
  test("a password sign-in of a passkey account is pending until one of its passkeys answers", async () => {
    const user = await verifiedUser();
    const { auth } = await addPasskey(user);
    const { jar } = await passwordSignIn(user.email, TEST_PASSWORD);
    expect(jar.get("authjs.session-token")).toBeDefined();
    expect((await whoAmI(jar)).status).toBe(401);

    const options = await expectJson<PublicKeyCredentialRequestOptionsJSON>(
      await callRoute(secondStepOptionsRoute, {
        path: "/api/auth/second-factor/passkey/options",
        jar,
        headers: anIp(),
      }),
    );
    expect(options.allowCredentials?.map((c) => c.id)).toEqual([auth.id]);

    // Another account's passkey is no answer, and the wrong answer counts toward the lock.
    const other = await verifiedUser();
    const { auth: theirs } = await addPasskey(other);
    const wrong = await callRoute(secondStepRoute, {
      path: "/api/auth/second-factor/passkey",
      json: { response: theirs.assert(options) },
      jar,
    });
    expect(wrong.status).toBe(400);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.userId } })).secondFactorFailures).toBe(1);

    const fresh = await expectJson<PublicKeyCredentialRequestOptionsJSON>(
      await callRoute(secondStepOptionsRoute, {
        path: "/api/auth/second-factor/passkey/options",
        jar,
        headers: anIp(),
      }),
    );
    const right = await callRoute(secondStepRoute, {
      path: "/api/auth/second-factor/passkey",
      json: { response: auth.assert(fresh) },
      jar,
    });
    expect(await expectJson(right)).toEqual({ ok: true });
    expect((await whoAmI(jar)).status).toBe(200);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.userId } })).secondFactorFailures).toBe(0);
  });

  test("without a pending sign-in both routes answer 401", async () => {
    const user = await verifiedUser();
    const { auth } = await addPasskey(user);
    for (const jar of [new CookieJar(), user.jar]) {
      expect(
        (
          await callRoute(secondStepOptionsRoute, {
            path: "/api/auth/second-factor/passkey/options",
            jar,
            headers: anIp(),
          })
        ).status,
      ).toBe(401);
      const res = await callRoute(secondStepRoute, {
        path: "/api/auth/second-factor/passkey",
        json: { response: auth.assert(await signInOptions(uniqueIp())) },
        jar,
      });
      expect(res.status).toBe(401);
    }
  });

  test(`${SECOND_FACTOR_LOCK.maxFailures} refused answers lock the step (429), even for a right one`, async () => {
    const user = await verifiedUser();
    const { auth } = await addPasskey(user);
    const { jar } = await passwordSignIn(user.email, TEST_PASSWORD);
    const options = async () =>
      expectJson<PublicKeyCredentialRequestOptionsJSON>(
        await callRoute(secondStepOptionsRoute, {
          path: "/api/auth/second-factor/passkey/options",
          jar,
          headers: anIp(),
        }),
      );
    const answer = async (answerOptions: AnswerOptions) =>
      callRoute(secondStepRoute, {
        path: "/api/auth/second-factor/passkey",
        json: { response: auth.assert(await options(), answerOptions) },
        jar,
      });
    for (let i = 0; i < SECOND_FACTOR_LOCK.maxFailures; i++) {
      expect((await answer({ origin: "https://debtwise.example.net" })).status).toBe(400);
    }
    const locked = await answer({});
    expect(locked.status).toBe(429);
    expect((await whoAmI(jar)).status).toBe(401);
  });
});

describe("removing a passkey", () => {
  test("needs proof: a wrong recovery code or a foreign passkey is refused; a fresh passkey answer works", async () => {
    const user = await verifiedUser();
    const { auth, added } = await addPasskey(user);
    const { added: second } = await addPasskey(user, new SoftwareAuthenticator(), "Backup key");
    const { jar: otherBrowser } = await passkeySignIn(auth);

    expect((await removePasskey(user.jar, added.passkey.id, {})).status).toBe(400);
    const wrongCode = await removePasskey(user.jar, added.passkey.id, { recoveryCode: "aaaaa-bbbbb" });
    expect(wrongCode.status).toBe(400);
    expect((await wrongCode.json()) as ErrorBody).toMatchObject({ error: { issues: [{ path: "recoveryCode" }] } });

    const stranger = await verifiedUser();
    const { auth: theirs } = await addPasskey(stranger);
    const foreign = await removePasskey(user.jar, added.passkey.id, {
      response: theirs.assert(await removalOptions(user.jar)),
    });
    expect(foreign.status).toBe(400);
    // A sign-in's challenge is not a removal's.
    const signInChallenge = await removePasskey(user.jar, added.passkey.id, {
      response: auth.assert(await signInOptions(uniqueIp())),
    });
    expect(signInChallenge.status).toBe(400);
    expect(await db.passkey.count({ where: { userId: user.userId } })).toBe(2);

    const options = await removalOptions(user.jar);
    expect(options.allowCredentials?.map((c) => c.id).sort()).toEqual(
      [auth.id, (await db.passkey.findUniqueOrThrow({ where: { id: second.passkey.id } })).credentialId].sort(),
    );
    const left = await expectJson<PasskeyDto[]>(
      await removePasskey(user.jar, added.passkey.id, { response: auth.assert(options) }),
    );
    expect(left.map((p) => p.id)).toEqual([second.passkey.id]);
    // Another factor remains: the recovery codes stay. Other sessions ended; the owner was told.
    expect(await db.recoveryCode.count({ where: { userId: user.userId } })).toBe(10);
    expect((await whoAmI(otherBrowser)).status).toBe(401);
    expect((await whoAmI(user.jar)).status).toBe(200);
    const mail = await db.outboxMessage.findFirstOrThrow({ where: { to: user.email, kind: "passkey_removed" } });
    expect(mail.body).toContain('"Laptop"');
  });

  test("an authenticator app's current code is proof too; the recovery codes stay with the app", async () => {
    const user = await verifiedUser();
    const { added } = await addPasskey(user);
    // The app turned on directly (its setup is second-factor.test.ts's): a known secret, sealed as the service does.
    const secret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
    await db.user.update({
      where: { id: user.userId },
      data: { totpSecret: sealTotpSecret(secret), totpEnabledAt: new Date() },
    });
    const wrong = await removePasskey(user.jar, added.passkey.id, { code: "000000" });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()) as ErrorBody).toMatchObject({ error: { issues: [{ path: "code" }] } });
    const left = await expectJson<PasskeyDto[]>(
      await removePasskey(user.jar, added.passkey.id, { code: totpCode(base32Decode(secret)!, Date.now()) }),
    );
    expect(left).toEqual([]);
    expect(await db.recoveryCode.count({ where: { userId: user.userId } })).toBe(10);
  });

  test("removing the last factor with a recovery code deletes the recovery codes", async () => {
    const user = await verifiedUser();
    const { added } = await addPasskey(user);
    const [code] = added.recoveryCodes!;
    const left = await expectJson<PasskeyDto[]>(
      await removePasskey(user.jar, added.passkey.id, { recoveryCode: code!.toUpperCase() }),
    );
    expect(left).toEqual([]);
    expect(await db.recoveryCode.count({ where: { userId: user.userId } })).toBe(0);
    const mail = await db.outboxMessage.findFirstOrThrow({ where: { to: user.email, kind: "passkey_removed" } });
    expect(mail.body).toContain("recovery code");

    // No factor left: a password sign-in is a full one again.
    const { jar } = await passwordSignIn(user.email, TEST_PASSWORD);
    expect((await whoAmI(jar)).status).toBe(200);
  });
});
