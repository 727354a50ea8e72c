import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { escapeHtml } from "@/lib/messaging/html";
import { sendEmail } from "@/lib/messaging/send";
import { linkOn } from "@/lib/request";
import { forgetPhone } from "@/lib/reminders/service";
import { revokeAllTokens } from "@/lib/tokens/service";
import { ACCOUNT_TOKEN_MAX_AGE_SECONDS, consumeAccountToken, issueAccountToken } from "./account-tokens";
import type { SessionUser } from "./session";

// An unverified account may not accept invitations or receive reminders (docs/product-rules.md "Account security").

/** Per user: every resend mails the account's own address, so this only bounds the mail volume. */
export const VERIFY_EMAIL_RESEND_LIMIT = { limit: 3, windowSeconds: 60 * 60 };

export const VERIFY_EMAIL_PAGE = "/verify-email";
export type VerifyEmailResult = "verified" | "invalid";

export function verifyEmailLink(origin: string, token: string): string {
  return linkOn(origin, `/api/account/verify-email?token=${encodeURIComponent(token)}`);
}

export async function sendVerificationMail(user: Pick<SessionUser, "id" | "email">, origin: string) {
  const { token } = await issueAccountToken(user.id, "verify_email", user.email);
  const mail = verificationMail(verifyEmailLink(origin, token));
  return sendEmail({ to: user.email, ...mail, kind: "verify_email", userId: user.id });
}

/** Right after a sign-up: best effort, because a mail failure must not fail the sign-up (the user can resend). */
export async function sendFirstVerificationMail(
  user: Pick<SessionUser, "id" | "email">,
  origin: string,
): Promise<void> {
  try {
    const delivery = await sendVerificationMail(user, origin);
    if (delivery.status === "failed")
      console.error(`[verify-email] not delivered (outbox ${delivery.outboxId}); the user can resend it`);
  } catch (error) {
    console.error("[verify-email] could not send the first verification e-mail; the user can resend it", error);
  }
}

export async function resendVerificationMail(user: SessionUser, origin: string): Promise<{ sentTo: string }> {
  if (user.emailVerified) throw new AppError("conflict", "Your e-mail address is already confirmed.");
  const delivery = await sendVerificationMail(user, origin);
  if (delivery.status === "failed") {
    throw new AppError("unavailable", "We couldn't send the e-mail. Please try again in a moment.", {
      retryAfterSeconds: 30,
    });
  }
  return { sentTo: user.email };
}

/** Verified only while the account still has the address the link was mailed to (an old address proves nothing). */
export async function verifyEmailToken(token: string): Promise<VerifyEmailResult> {
  const spent = await consumeAccountToken(token, "verify_email");
  if (!spent) return "invalid";
  const { count } = await db.user.updateMany({
    where: { id: spent.userId, email: { equals: spent.email, mode: "insensitive" } },
    data: { emailVerified: new Date() },
  });
  return count === 1 ? "verified" : "invalid";
}

export function requireVerifiedEmail(user: Pick<SessionUser, "email" | "emailVerified">, action: string): void {
  if (user.emailVerified) return;
  throw new AppError(
    "forbidden",
    `Confirm your e-mail address first: open the link we sent to ${user.email} (or ask for a new one), then ${action}.`,
  );
}

/** The OAuth account a visitor signed in through: the one link a claim by OAuth keeps. */
export interface OAuthProof {
  provider: string;
  providerAccountId: string;
}

/** The pre-hijack guard (SECURITY.md "Account pre-hijacking"), before the new session exists, in one transaction. */
export async function claimUnverifiedAccount(userId: string, proof: "email" | OAuthProof): Promise<boolean> {
  const byEmail = proof === "email";
  return db.$transaction(async (tx) => {
    const { count } = await tx.user.updateMany({
      where: { id: userId, emailVerified: null, ...(!byEmail && { passwordHash: { not: null } }) },
      data: { passwordHash: null, ...(byEmail && { emailVerified: new Date() }) },
    });
    if (count === 0) return false;
    await tx.session.deleteMany({ where: { userId } });
    await tx.account.deleteMany({
      where: {
        userId,
        ...(!byEmail && {
          NOT: { provider: proof.provider, providerAccountId: proof.providerAccountId },
        }),
      },
    });
    await tx.accountToken.deleteMany({
      where: { userId, ...(!byEmail && { purpose: "change_email" as const }) },
    });
    await revokeAllTokens(userId, tx);
    await forgetPhone(userId, tx);
    return true;
  });
}

function verificationMail(link: string): { subject: string; text: string; html: string } {
  const hours = Math.round(ACCOUNT_TOKEN_MAX_AGE_SECONDS / 3600);
  const intro = "Please confirm that this is your e-mail address for DebtWise:";
  const why =
    "Until you do, the account cannot join or invite to shared plans, gets no payment reminders, and cannot add a phone number or create API tokens.";
  const expiry = `The link works once and expires in ${hours} hours.`;
  const ignore =
    "If you did not create a DebtWise account, do not open the link and ignore this e-mail: the account stays unconfirmed, and signing in with a link sent to this address later removes whatever password someone else chose.";
  const text = ["Hello,", "", intro, "", link, "", why, expiry, "", ignore, "", "DebtWise"].join("\n");
  const href = escapeHtml(link);
  const html = [
    "<p>Hello,</p>",
    `<p>${escapeHtml(intro)}</p>`,
    `<p><a href="${href}">Confirm my e-mail address</a></p>`,
    `<p>Or paste this address into your browser:<br>${href}</p>`,
    `<p>${escapeHtml(why)} ${escapeHtml(expiry)}</p>`,
    `<p>${escapeHtml(ignore)}</p>`,
    "<p>DebtWise</p>",
  ].join("\n");
  return { subject: "Confirm your e-mail address for DebtWise", text, html };
}
