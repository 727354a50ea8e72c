import "server-only";
import QRCode from "qrcode";
import { db } from "@/lib/db";
import { lockUserRow } from "@/lib/db/locks";
import { AppError, fieldError } from "@/lib/errors";
import type { TSecondFactorAnswer } from "@/lib/validations/second-factor";
import { deleteRecoveryCodes, issueRecoveryCodes, spendRecoveryCode, unusedRecoveryCodes } from "./recovery-codes";
import {
  checkSecondFactorAnswer,
  completeSecondStep,
  endOtherSessionsAndTokens,
  hasSecondFactor,
} from "./second-factor";
import { securityNoticeMail, sendSecurityNotice } from "./security-mail";
import { getSecurityStatus } from "./security-status";
import type { SecurityChangeDto, SecurityStatusDto, TotpSetupDto } from "./security-types";
import type { PendingSignIn } from "./session";
import { matchTotp } from "./totp-code";
import { newTotpSecret, openTotpSecret, otpauthUri, sealTotpSecret } from "./totp";

// Every answer that could be guessed goes through checkSecondFactorAnswer, so the account's 5-wrong lock covers all of
// them; every change to the factors ends other sessions and API tokens and is mailed (docs/product-rules.md
// "Second factor").

type Account = { id: string; email: string };

const WRONG_CODE = {
  field: "code",
  message: "That code is not right. Enter the code your authenticator app shows now.",
};
const WRONG_RECOVERY_CODE = {
  field: "recoveryCode",
  message: "That recovery code is not right, or it was used already.",
};

const ALREADY_ON = "The authenticator app is already on. Turn it off first to move it to another app.";
const NOT_ON = "The authenticator app is not on for this account.";

/**
 * Accepting a code claims its 30-second step in the same conditional write, so a code works once even when two
 * requests carry it at once (RFC 6238 section 5.2). An unreadable secret fails closed (SECURITY.md "A database dump
 * yields authenticator secrets or recovery codes").
 */
async function acceptTotpCode(userId: string, code: string, now: Date): Promise<boolean> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { totpSecret: true, totpLastStep: true } });
  if (!user?.totpSecret) return false;
  const key = openTotpSecret(user.totpSecret);
  if (!key) {
    console.error("[security] an authenticator secret could not be opened (was AUTH_SECRET rotated?)");
    return false;
  }
  const step = matchTotp(key, code, now.getTime(), user.totpLastStep);
  if (step === null) return false;
  const { count } = await db.user.updateMany({
    where: { id: userId, totpSecret: user.totpSecret, OR: [{ totpLastStep: null }, { totpLastStep: { lt: step } }] },
    data: { totpLastStep: step },
  });
  return count > 0;
}

export async function checkCodeAnswer(
  userId: string,
  answer: TSecondFactorAnswer,
  now = new Date(),
): Promise<"code" | "recovery"> {
  const { code, recoveryCode } = answer;
  if (code !== undefined) {
    await checkSecondFactorAnswer(userId, () => acceptTotpCode(userId, code, now), WRONG_CODE, now);
    return "code";
  }
  await checkSecondFactorAnswer(
    userId,
    () => spendRecoveryCode(userId, recoveryCode ?? "", now),
    WRONG_RECOVERY_CODE,
    now,
  );
  return "recovery";
}

async function authenticatorState(userId: string) {
  return db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { totpEnabledAt: true, totpPendingSecret: true },
  });
}

/** The QR code is drawn here so the QR library never reaches the browser; a restart replaces the pending secret. */
export async function startTotpSetup(user: Account): Promise<TotpSetupDto> {
  if ((await authenticatorState(user.id)).totpEnabledAt) throw new AppError("conflict", ALREADY_ON);
  const secret = newTotpSecret();
  await db.user.update({ where: { id: user.id }, data: { totpPendingSecret: sealTotpSecret(secret) } });
  const svg = await QRCode.toString(otpauthUri(secret, user.email), {
    type: "svg",
    margin: 1,
    errorCorrectionLevel: "M",
  });
  return { secret, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
}

/** The account's first second factor also gets its ten recovery codes (answered once). */
export async function confirmTotpSetup(
  user: Account,
  keepSid: string,
  code: string,
  origin: string,
  now = new Date(),
): Promise<SecurityChangeDto> {
  const state = await authenticatorState(user.id);
  if (state.totpEnabledAt) throw new AppError("conflict", ALREADY_ON);
  const pending = state.totpPendingSecret;
  if (!pending) throw new AppError("conflict", "Start the setup again: no QR code is waiting for its first code.");
  const key = openTotpSecret(pending);
  const step = key ? matchTotp(key, code, now.getTime(), null) : null;
  if (step === null)
    throw fieldError("code", "That code is not right. Scan the QR code again, then enter the code the app shows now.");

  const recoveryCodes = await db.$transaction(async (tx) => {
    await lockUserRow(tx, user.id);
    const firstFactor = !(await hasSecondFactor(user.id, tx));
    const { count } = await tx.user.updateMany({
      where: { id: user.id, totpPendingSecret: pending, totpEnabledAt: null },
      data: { totpSecret: pending, totpPendingSecret: null, totpEnabledAt: now, totpLastStep: step },
    });
    if (count === 0) throw new AppError("conflict", "The setup was started again meanwhile. Use the newest QR code.");
    const hasCodes = (await tx.recoveryCode.count({ where: { userId: user.id } })) > 0;
    const codes = firstFactor || !hasCodes ? await issueRecoveryCodes(tx, user.id) : null;
    await endOtherSessionsAndTokens(tx, user.id, keepSid);
    return codes;
  });
  await sendSecurityNotice({
    user,
    kind: "totp_added_notice",
    mail: securityNoticeMail(
      "An authenticator app was added to your DebtWise account",
      "An authenticator app was just set up on your DebtWise account: signing in now also asks for its code. Every other signed-in browser was signed out and every API token revoked.",
      origin,
    ),
  });
  return { status: await getSecurityStatus(user.id), recoveryCodes };
}

/** When no passkey is left the recovery codes go too: nothing is left to recover. */
export async function turnOffTotp(
  user: Account,
  keepSid: string,
  answer: TSecondFactorAnswer,
  origin: string,
  now = new Date(),
): Promise<SecurityStatusDto> {
  if (!(await authenticatorState(user.id)).totpEnabledAt) throw new AppError("conflict", NOT_ON);
  const proof = await checkCodeAnswer(user.id, answer, now);
  await db.$transaction(async (tx) => {
    await lockUserRow(tx, user.id);
    await tx.user.update({
      where: { id: user.id },
      data: { totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null },
    });
    if (!(await hasSecondFactor(user.id, tx))) await deleteRecoveryCodes(tx, user.id);
    await endOtherSessionsAndTokens(tx, user.id, keepSid);
  });
  const how = proof === "recovery" ? " It was confirmed with a recovery code." : "";
  await sendSecurityNotice({
    user,
    kind: "totp_removed_notice",
    mail: securityNoticeMail(
      "The authenticator app was removed from your DebtWise account",
      `The authenticator app was just turned off on your DebtWise account, so signing in no longer asks for its code.${how} Every other signed-in browser was signed out and every API token revoked.`,
      origin,
    ),
  });
  return getSecurityStatus(user.id);
}

export async function reissueRecoveryCodes(
  user: Account,
  code: string,
  origin: string,
  now = new Date(),
): Promise<SecurityChangeDto> {
  if (!(await authenticatorState(user.id)).totpEnabledAt) throw new AppError("conflict", NOT_ON);
  await checkCodeAnswer(user.id, { code }, now);
  const recoveryCodes = await db.$transaction(async (tx) => {
    await lockUserRow(tx, user.id);
    return issueRecoveryCodes(tx, user.id);
  });
  await sendSecurityNotice({
    user,
    kind: "recovery_codes_notice",
    mail: securityNoticeMail(
      "New recovery codes were made for your DebtWise account",
      "Ten new recovery codes were just made for your DebtWise account; the earlier ones no longer work.",
      origin,
    ),
  });
  return { status: await getSecurityStatus(user.id), recoveryCodes };
}

/** A recovery code means the app may be lost (or someone has the codes), so every other session and token ends. */
export async function answerSecondStep(
  pending: PendingSignIn,
  answer: TSecondFactorAnswer,
  origin: string,
  now = new Date(),
): Promise<void> {
  const proof = await checkCodeAnswer(pending.userId, answer, now);
  await completeSecondStep(pending.sid, pending.userId);
  if (proof !== "recovery") return;
  await db.$transaction((tx) => endOtherSessionsAndTokens(tx, pending.userId, pending.sid));
  const left = await unusedRecoveryCodes(pending.userId);
  const leftText =
    left === 0
      ? "No recovery codes are left: make new ones in Settings > Security."
      : `${left} recovery ${left === 1 ? "code is" : "codes are"} left.`;
  await sendSecurityNotice({
    user: { id: pending.userId, email: pending.email },
    kind: "recovery_code_used_notice",
    mail: securityNoticeMail(
      "A recovery code was used to sign in to your DebtWise account",
      `A recovery code was just used to sign in to your DebtWise account. ${leftText} Every other signed-in browser was signed out and every API token revoked.`,
      origin,
    ),
  });
}
