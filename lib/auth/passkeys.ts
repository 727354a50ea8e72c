import "server-only";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { db } from "@/lib/db";
import { lockUserRow } from "@/lib/db/locks";
import { AppError, fieldError, notFound } from "@/lib/errors";
import { hit, peek, RATE_LIMITS, rateLimited, type RateLimitRule } from "@/lib/rate-limit";
import { appOrigin } from "@/lib/request";
import type { Passkey } from "@/lib/generated/prisma/client";
import type { TAddPasskey, TAuthenticationResponse, TRemovePasskey } from "@/lib/validations/passkeys";
import { MAX_PASSKEYS, type AddedPasskeyDto, type PasskeyDto } from "./passkey-types";
import { checkCodeAnswer } from "./authenticator";
import { deleteRecoveryCodes, issueRecoveryCodes, unusedRecoveryCodes } from "./recovery-codes";
import { checkSecondFactorAnswer, completeSecondStep, endOtherSessionsAndTokens } from "./second-factor";
import { securityNoticeMail, sendSecurityNotice } from "./security-mail";
import { createSession, type PendingSignIn, type SessionUser } from "./session";
import { resetSignInGuard } from "./sign-in-guard";
import { requireVerifiedEmailFirst } from "./verified-email";

// Passkeys (docs/product-rules.md "Second factor"). Every answer must come from exactly appOrigin() (rpID its host), so
// a look-alike site's answers are refused. A challenge row is bound to its purpose (and account, but for a sign-in) and
// deleted by the statement that accepts it, so an answer works once. A counter that goes backwards (synced passkeys
// report 0 every time) is a cloned authenticator or a replay: refused and logged.

export type ChallengePurpose = "register" | "sign_in" | "second_factor" | "remove";

export const CHALLENGE_TTL_MS = 5 * 60_000;

/** Sign-in and second-step options need no account yet store a challenge, so they are counted per client address. */
export const PASSKEY_OPTIONS_LIMIT: RateLimitRule = { limit: 30, windowSeconds: 15 * 60 };

const RP_NAME = "DebtWise";
const SIGN_IN_REFUSED = "That passkey could not sign you in. Try again, or sign in another way.";
const SECOND_STEP_REFUSED = "That passkey could not confirm it is you. Try again, or use another way.";
const REMOVAL_REFUSED = "That passkey could not confirm it is you. Try again, or use a recovery code.";

function relyingParty(): { origin: string; rpID: string } {
  const origin = appOrigin();
  return { origin, rpID: new URL(origin).hostname };
}

export function toPasskeyDto(passkey: Pick<Passkey, "id" | "name" | "createdAt" | "lastUsedAt" | "backedUp">) {
  return {
    id: passkey.id,
    name: passkey.name,
    createdAt: passkey.createdAt.toISOString(),
    lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
    synced: passkey.backedUp,
  } satisfies PasskeyDto;
}

async function storeChallenge(purpose: ChallengePurpose, userId: string | null, challenge: string, now: Date) {
  // Rows of ceremonies nobody finished go with the next one started (the expiry is indexed).
  await db.webAuthnChallenge.deleteMany({ where: { expires: { lte: now } } });
  await db.webAuthnChallenge.create({
    data: { purpose, userId, challenge, expires: new Date(now.getTime() + CHALLENGE_TTL_MS) },
  });
}

async function consumeChallenge(
  challenge: string,
  purpose: ChallengePurpose,
  userId: string | null,
  now: Date,
): Promise<boolean> {
  const { count } = await db.webAuthnChallenge.deleteMany({
    where: { challenge, purpose, userId, expires: { gt: now } },
  });
  return count === 1;
}

const tooMany = () =>
  new AppError("conflict", `You can have at most ${MAX_PASSKEYS} passkeys. Remove one you no longer use first.`);

export async function listPasskeys(userId: string): Promise<PasskeyDto[]> {
  const passkeys = await db.passkey.findMany({ where: { userId }, orderBy: { createdAt: "asc" } });
  return passkeys.map(toPasskeyDto);
}

export async function passkeyRegistrationOptions(
  user: SessionUser,
  now = new Date(),
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  requireVerifiedEmailFirst(user);
  const existing = await db.passkey.findMany({
    where: { userId: user.id },
    select: { credentialId: true, transports: true },
  });
  if (existing.length >= MAX_PASSKEYS) throw tooMany();
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(" ");
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: relyingParty().rpID,
    userName: user.email,
    userDisplayName: fullName || user.email,
    // The user handle a discoverable passkey hands back at sign-in: the account's id, checked against the passkey's.
    userID: new TextEncoder().encode(user.id),
    attestationType: "none",
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports })),
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
    timeout: CHALLENGE_TTL_MS,
  });
  await storeChallenge("register", user.id, options.challenge, now);
  return options;
}

export async function addPasskey(
  user: SessionUser,
  keepSid: string,
  input: TAddPasskey,
  now = new Date(),
): Promise<AddedPasskeyDto> {
  requireVerifiedEmailFirst(user);
  const { origin, rpID } = relyingParty();
  let registration;
  try {
    const verification = await verifyRegistrationResponse({
      response: input.response as RegistrationResponseJSON,
      expectedChallenge: (challenge) => consumeChallenge(challenge, "register", user.id, now),
      expectedOrigin: origin,
      expectedRPID: rpID,
      // docs/product-rules.md "Second factor": verification is preferred, not required, so a security key without
      // a PIN still serves as a second factor; signing in with a passkey alone does require it (verifyAssertion).
      requireUserVerification: false,
    });
    if (!verification.verified) throw new Error("not verified");
    registration = verification.registrationInfo;
  } catch {
    throw fieldError("response", "This passkey could not be added: the answer did not match. Please try again.");
  }
  const { credential } = registration;

  const added = await db.$transaction(async (tx) => {
    await lockUserRow(tx, user.id);
    const [count, account] = await Promise.all([
      tx.passkey.count({ where: { userId: user.id } }),
      tx.user.findUniqueOrThrow({ where: { id: user.id }, select: { totpEnabledAt: true } }),
    ]);
    if (count >= MAX_PASSKEYS) throw tooMany();
    if (await tx.passkey.findUnique({ where: { credentialId: credential.id }, select: { id: true } })) {
      throw new AppError("conflict", "This passkey is already added.");
    }
    const passkey = await tx.passkey.create({
      data: {
        userId: user.id,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey),
        counter: BigInt(credential.counter),
        transports: credential.transports ?? [],
        deviceType: registration.credentialDeviceType,
        backedUp: registration.credentialBackedUp,
        name: input.name,
      },
    });
    const recoveryCodes = account.totpEnabledAt === null && count === 0 ? await issueRecoveryCodes(tx, user.id) : null;
    await endOtherSessionsAndTokens(tx, user.id, keepSid);
    return { passkey: toPasskeyDto(passkey), recoveryCodes };
  });

  await sendSecurityNotice({
    user,
    kind: "passkey_added",
    mail: securityNoticeMail(
      "A passkey was added to your DebtWise account",
      `A passkey named "${input.name}" was just added to your DebtWise account. It can sign in to the account on its own, and a sign-in with a password or an e-mailed link now asks for a second step. Every other signed-in browser was signed out and every API token revoked.`,
      appOrigin(),
    ),
  });
  return added;
}

export async function renamePasskey(userId: string, id: string, name: string): Promise<PasskeyDto> {
  const { count } = await db.passkey.updateMany({ where: { id, userId }, data: { name } });
  if (count === 0) throw notFound("Passkey");
  return toPasskeyDto(await db.passkey.findUniqueOrThrow({ where: { id } }));
}

export async function passkeyRemovalOptions(
  user: SessionUser,
  now = new Date(),
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return userAssertionOptions(user.id, "remove", now);
}

/** The proof goes through the second step's lock; the last factor going takes the recovery codes with it. */
export async function removePasskey(
  user: SessionUser,
  keepSid: string,
  id: string,
  proof: TRemovePasskey,
  now = new Date(),
): Promise<PasskeyDto[]> {
  const target = await db.passkey.findFirst({ where: { id, userId: user.id }, select: { id: true, name: true } });
  if (!target) throw notFound("Passkey");
  if ("response" in proof) {
    await checkSecondFactorAnswer(
      user.id,
      async () => (await verifyAssertion(proof.response, "remove", user.id, false, now)) !== null,
      { field: "response", message: REMOVAL_REFUSED },
      now,
    );
  } else {
    // An authenticator code or a recovery code, checked (and a recovery code spent) as turning the app off does.
    await checkCodeAnswer(user.id, proof, now);
  }

  await db.$transaction(async (tx) => {
    await lockUserRow(tx, user.id);
    const { count } = await tx.passkey.deleteMany({ where: { id: target.id, userId: user.id } });
    if (count === 0) throw notFound("Passkey");
    const [left, account] = await Promise.all([
      tx.passkey.count({ where: { userId: user.id } }),
      tx.user.findUniqueOrThrow({ where: { id: user.id }, select: { totpEnabledAt: true } }),
    ]);
    if (left === 0 && account.totpEnabledAt === null) await deleteRecoveryCodes(tx, user.id);
    await endOtherSessionsAndTokens(tx, user.id, keepSid);
  });

  const byCode =
    "recoveryCode" in proof
      ? ` It was confirmed with a recovery code; ${await unusedRecoveryCodes(user.id)} unused codes are left.`
      : "";
  await sendSecurityNotice({
    user,
    kind: "passkey_removed",
    mail: securityNoticeMail(
      "A passkey was removed from your DebtWise account",
      `The passkey named "${target.name}" was just removed from your DebtWise account and can no longer sign in to it.${byCode} Every other signed-in browser was signed out and every API token revoked.`,
      appOrigin(),
    ),
  });
  return listPasskeys(user.id);
}

async function userAssertionOptions(
  userId: string,
  purpose: "second_factor" | "remove",
  now: Date,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const passkeys = await db.passkey.findMany({ where: { userId }, select: { credentialId: true, transports: true } });
  // With no passkey listed the browser would offer any passkey of this site, another account's included.
  if (passkeys.length === 0) throw new AppError("bad_request", "This account has no passkey.");
  const options = await generateAuthenticationOptions({
    rpID: relyingParty().rpID,
    allowCredentials: passkeys.map((p) => ({ id: p.credentialId, transports: p.transports })),
    userVerification: "preferred",
    timeout: CHALLENGE_TTL_MS,
  });
  await storeChallenge(purpose, userId, options.challenge, now);
  return options;
}

async function verifyAssertion(
  response: TAuthenticationResponse,
  purpose: ChallengePurpose,
  userId: string | null,
  requireUserVerification: boolean,
  now: Date,
): Promise<{ userId: string } | null> {
  const passkey = await db.passkey.findFirst({
    where: { credentialId: response.id, ...(userId === null ? {} : { userId }) },
  });
  if (!passkey) return null;
  // A discoverable passkey hands back the account id it was made for (passkeyRegistrationOptions' userID).
  const handle = response.response.userHandle;
  if (handle && Buffer.from(handle, "base64url").toString() !== passkey.userId) return null;
  const { origin, rpID } = relyingParty();
  try {
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      expectedChallenge: (challenge) => consumeChallenge(challenge, purpose, userId, now),
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: Number(passkey.counter),
        transports: passkey.transports,
      },
      requireUserVerification,
    });
    if (!verified) return null;
    // Compare-and-set: of two answers racing on one counter value, only one is taken.
    const { count } = await db.passkey.updateMany({
      where: { id: passkey.id, counter: passkey.counter },
      data: {
        counter: BigInt(authenticationInfo.newCounter),
        backedUp: authenticationInfo.credentialBackedUp,
        lastUsedAt: now,
      },
    });
    return count === 1 ? { userId: passkey.userId } : null;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/counter/i.test(message)) {
      // SECURITY.md "Threats and mitigations": a counter that does not go up means two copies of one key.
      console.warn(
        `[passkeys] refused passkey ${passkey.id} of user ${passkey.userId}: its signature counter did not go up (${message}); a cloned authenticator or a replayed answer`,
      );
    }
    return null;
  }
}

export async function passkeySignInOptions(now = new Date()): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await generateAuthenticationOptions({
    rpID: relyingParty().rpID,
    allowCredentials: [],
    userVerification: "required",
    timeout: CHALLENGE_TTL_MS,
  });
  await storeChallenge("sign_in", null, options.challenge, now);
  return options;
}

/** No second step: a passkey is owned and unlocked by something known or a fingerprint; verification is required. */
export async function signInWithPasskey(
  response: TAuthenticationResponse,
  ip: string,
  now = new Date(),
): Promise<{ userId: string; sid: string; expires: Date }> {
  const ipKey = `signin:ip:${ip}`;
  const byIp = await peek(ipKey, RATE_LIMITS.signInPerIp);
  if (byIp.count >= RATE_LIMITS.signInPerIp.limit) throw rateLimited(byIp.retryAfterSeconds);
  const found = await verifyAssertion(response, "sign_in", null, true, now);
  if (!found) {
    await hit(ipKey, RATE_LIMITS.signInPerIp);
    throw new AppError("bad_request", SIGN_IN_REFUSED);
  }
  const session = await createSession(found.userId);
  // The owner is in: repeated wrong passwords before this no longer slow the account down (sign-in-guard.ts).
  await resetSignInGuard({ id: found.userId });
  return { userId: found.userId, ...session };
}

export async function secondStepPasskeyOptions(
  pending: PendingSignIn,
  now = new Date(),
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return userAssertionOptions(pending.userId, "second_factor", now);
}

/** A refused answer counts toward the second step's lock. */
export async function completeSecondStepWithPasskey(
  pending: PendingSignIn,
  response: TAuthenticationResponse,
  now = new Date(),
): Promise<void> {
  await checkSecondFactorAnswer(
    pending.userId,
    async () => (await verifyAssertion(response, "second_factor", pending.userId, false, now)) !== null,
    { field: "response", message: SECOND_STEP_REFUSED },
    now,
  );
  await completeSecondStep(pending.sid, pending.userId);
}
