import "server-only";
import { db } from "@/lib/db";
import { AppError, fieldError } from "@/lib/errors";
import { escapeHtml } from "@/lib/messaging/html";
import { sendEmail } from "@/lib/messaging/send";
import { enforce, type RateLimitRule } from "@/lib/rate-limit";
import { maskEmail } from "@/lib/masking";
import {
  consumeAccountToken,
  issueAccountToken,
  voidAccountTokens,
  ACCOUNT_TOKEN_MAX_AGE_SECONDS,
} from "@/lib/auth/account-tokens";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { resetSignInGuard } from "@/lib/auth/sign-in-guard";
import { endOtherSessionsAndTokens } from "@/lib/auth/second-factor";
import { securityNoticeMail, sendSecurityNotice, type SecurityMail } from "@/lib/auth/security-mail";
import type { SessionUser } from "@/lib/auth/session";
import { revokeAllTokens } from "@/lib/tokens/service";
import type { TChangeEmail, TChangePassword, TProfile } from "@/lib/validations/account";
import { effectiveTimeZone } from "@/lib/time-zones";
import type { AccountSettingsDto } from "./types";

// Account settings (docs/product-rules.md "Account security"). A new address takes effect only when its link is
// opened, and the old address is told, so a stolen session cannot quietly take the account away.

/** The same budget a password guesser gets at sign-in per account. */
export const PASSWORD_CHECK_LIMIT: RateLimitRule = { limit: 5, windowSeconds: 15 * 60 };
/** Each mail writes to an address of the user's choosing. */
export const EMAIL_CHANGE_LIMIT: RateLimitRule = { limit: 5, windowSeconds: 60 * 60 };

export const EMAIL_CONFIRM_PAGE = "/settings/account";
export type EmailChangeResult = "changed" | "taken" | "invalid";

export async function getAccountSettings(userId: string): Promise<AccountSettingsDto> {
  const [user, pending] = await Promise.all([
    db.user.findUniqueOrThrow({
      where: { id: userId },
      select: {
        firstName: true,
        lastName: true,
        email: true,
        emailVerified: true,
        passwordHash: true,
        timeZone: true,
      },
    }),
    db.accountToken.findFirst({
      where: { userId, purpose: "change_email", expires: { gt: new Date() } },
      orderBy: { createdAt: "desc" },
      select: { email: true },
    }),
  ]);
  return {
    firstName: user.firstName ?? "",
    lastName: user.lastName ?? "",
    email: user.email,
    emailVerified: Boolean(user.emailVerified),
    hasPassword: Boolean(user.passwordHash),
    pendingEmail: pending?.email ?? null,
    timeZone: effectiveTimeZone(user.timeZone),
  };
}

export async function updateProfile(userId: string, input: TProfile): Promise<AccountSettingsDto> {
  await db.user.update({
    where: { id: userId },
    data: {
      firstName: input.firstName,
      lastName: input.lastName || null,
      name: [input.firstName, input.lastName].filter(Boolean).join(" "),
    },
  });
  return getAccountSettings(userId);
}

/** Each wrong one counts against the user. */
async function checkCurrentPassword(userId: string, given: string | undefined): Promise<string | null> {
  const { passwordHash } = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { passwordHash: true } });
  if (!passwordHash) return null;
  if (!given) throw fieldError("currentPassword", "Enter your current password");
  if (!(await verifyPassword(given, passwordHash))) {
    await enforce(`account:password-check:user:${userId}`, PASSWORD_CHECK_LIMIT);
    throw fieldError("currentPassword", "That is not your current password");
  }
  return passwordHash;
}

const EMAIL_TAKEN = "An account with this email already exists.";

export async function requestEmailChange(
  user: SessionUser,
  input: TChangeEmail,
  origin: string,
): Promise<AccountSettingsDto> {
  if (input.email === user.email) throw new AppError("conflict", "That is already your e-mail address.");
  await checkCurrentPassword(user.id, input.currentPassword);
  await enforce(`account:email-change:user:${user.id}`, EMAIL_CHANGE_LIMIT);
  if (await db.user.findUnique({ where: { email: input.email }, select: { id: true } }))
    throw new AppError("conflict", EMAIL_TAKEN);

  const { token } = await issueAccountToken(user.id, "change_email", input.email);
  const link = `${origin}/api/account/email/confirm?token=${encodeURIComponent(token)}`;
  const confirm = await sendEmail({ to: input.email, ...confirmMail(link), kind: "change_email", userId: user.id });
  if (confirm.status === "failed") {
    await voidAccountTokens(user.id, "change_email");
    throw new AppError("unavailable", "We couldn't send the e-mail. Please try again in a moment.", {
      retryAfterSeconds: 30,
    });
  }
  // Best effort: the change still needs the new address's link, and the notice is only a warning.
  await sendSecurityNotice({ user, kind: "change_email_notice", mail: noticeMail(input.email, origin) });
  return getAccountSettings(user.id);
}

export async function cancelEmailChange(userId: string): Promise<AccountSettingsDto> {
  await voidAccountTokens(userId, "change_email");
  return getAccountSettings(userId);
}

/** Every session but `keepSid` (the browser that opened the link, when signed in to this account) ends. */
export async function confirmEmailChange(
  token: string,
  keepSid: string | null,
  origin: string,
): Promise<EmailChangeResult> {
  const outcome = await db.$transaction(async (tx) => {
    const spent = await consumeAccountToken(token, "change_email", tx);
    if (!spent) return "invalid" as const;
    if (await tx.user.findUnique({ where: { email: spent.email }, select: { id: true } })) return "taken" as const;
    const { email: oldEmail } = await tx.user.findUniqueOrThrow({
      where: { id: spent.userId },
      select: { email: true },
    });
    await tx.user.update({ where: { id: spent.userId }, data: { email: spent.email, emailVerified: new Date() } });
    await voidAccountTokens(spent.userId, "verify_email", tx);
    await tx.session.deleteMany({
      where: { userId: spent.userId, ...(keepSid ? { sessionToken: { not: keepSid } } : {}) },
    });
    // The address is a sign-in factor (e-mailed links), so a token made under the old one ends with it.
    await revokeAllTokens(spent.userId, tx);
    return { userId: spent.userId, oldEmail, newEmail: spent.email };
  });
  if (typeof outcome === "string") return outcome;
  await sendSecurityNotice({
    user: { id: outcome.userId, email: outcome.oldEmail },
    kind: "email_changed_notice",
    mail: changedMail(outcome.newEmail, origin),
  });
  return "changed";
}

/** Other sessions end and API tokens are revoked in the same write: it is what a user who suspects a breach does. */
export async function changePassword(
  user: SessionUser,
  input: TChangePassword,
  keepSid: string,
  origin: string,
): Promise<AccountSettingsDto> {
  const hadPassword = (await checkCurrentPassword(user.id, input.currentPassword)) !== null;
  const passwordHash = await hashPassword(input.newPassword);
  await db.$transaction(async (tx) => {
    await tx.user.update({ where: { id: user.id }, data: { passwordHash } });
    await endOtherSessionsAndTokens(tx, user.id, keepSid);
  });
  await resetSignInGuard({ id: user.id });
  await sendSecurityNotice({ user, kind: "password_change_notice", mail: passwordNoticeMail(hadPassword, origin) });
  return getAccountSettings(user.id);
}

/** This browser included. */
export async function signOutEverywhere(userId: string): Promise<{ revoked: number }> {
  const { count } = await db.$transaction(async (tx) => {
    await revokeAllTokens(userId, tx);
    return tx.session.deleteMany({ where: { userId } });
  });
  return { revoked: count };
}

function confirmMail(link: string): { subject: string; text: string; html: string } {
  const hours = Math.round(ACCOUNT_TOKEN_MAX_AGE_SECONDS / 3600);
  const text = [
    "Hello,",
    "",
    "Open this link to make this address the e-mail of your DebtWise account:",
    "",
    link,
    "",
    `The link works once and for ${hours} hours. Until it is opened, nothing changes. If you did not ask for this, ignore this e-mail.`,
    "",
    "DebtWise",
  ].join("\n");
  const html = [
    "<p>Hello,</p>",
    "<p>Open this link to make this address the e-mail of your DebtWise account:</p>",
    `<p><a href="${escapeHtml(link)}">Confirm my new e-mail address</a></p>`,
    `<p>${escapeHtml(`The link works once and for ${hours} hours. Until it is opened, nothing changes. If you did not ask for this, ignore this e-mail.`)}</p>`,
    "<p>DebtWise</p>",
  ].join("\n");
  return { subject: "Confirm your new DebtWise e-mail address", text, html };
}

function noticeMail(newEmail: string, origin: string): SecurityMail {
  return securityNoticeMail(
    "Your DebtWise e-mail address is about to change",
    `Someone signed in to your DebtWise account asked to change its e-mail address to ${maskEmail(newEmail)}. It changes only if that address confirms.`,
    origin,
  );
}

function changedMail(newEmail: string, origin: string): SecurityMail {
  return securityNoticeMail(
    "Your DebtWise e-mail address was changed",
    `The e-mail address of your DebtWise account was just changed to ${maskEmail(newEmail)}, so this address no longer signs in to it. Every other signed-in browser was signed out and every API token revoked.`,
    origin,
  );
}

function passwordNoticeMail(hadPassword: boolean, origin: string): SecurityMail {
  return hadPassword
    ? securityNoticeMail(
        "Your DebtWise password was changed",
        "The password of your DebtWise account was just changed. Every other signed-in browser was signed out and every API token revoked.",
        origin,
      )
    : securityNoticeMail(
        "A password was set on your DebtWise account",
        "A password was just set on your DebtWise account, so it can now also be signed in to with this address and that password. Every other signed-in browser was signed out and every API token revoked.",
        origin,
      );
}
