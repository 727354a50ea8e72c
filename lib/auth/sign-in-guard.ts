import "server-only";
import { db } from "@/lib/db";
import { linesToHtml } from "@/lib/messaging/html";
import { sendEmail } from "@/lib/messaging/send";
import { rateLimited } from "@/lib/rate-limit";
import { appOrigin } from "@/lib/request";

// The per-address limits (sign-in-limit.ts) stop one client; this per-account guard stops many. After FREE_FAILURES
// failures in a row each attempt waits a doubling delay (at most 15 min), refused (429) before any password is
// checked. A stranger cannot lock the owner out: an e-mailed link is never refused here and clears the counter.
// Attempts are counted in one conditional UPDATE before the check, so parallel guesses cannot all pass at once.

export const SIGN_IN_GUARD = { freeFailures: 5, firstDelaySeconds: 30, maxDelaySeconds: 15 * 60 } as const;

export function delayAfter(failures: number): number {
  if (failures < SIGN_IN_GUARD.freeFailures) return 0;
  return Math.min(
    SIGN_IN_GUARD.firstDelaySeconds * 2 ** (failures - SIGN_IN_GUARD.freeFailures),
    SIGN_IN_GUARD.maxDelaySeconds,
  );
}

function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}

export async function reserveSignInAttempt(email: string, now = new Date()): Promise<void> {
  const { freeFailures, firstDelaySeconds, maxDelaySeconds } = SIGN_IN_GUARD;
  const counted = await db.$executeRaw`
    UPDATE "User" SET "failedSignIns" = "failedSignIns" + 1, "lastFailedSignInAt" = ${now}
     WHERE "email" = ${email}
       AND ("failedSignIns" < ${freeFailures}
            OR "lastFailedSignInAt" IS NULL
            OR "lastFailedSignInAt" + make_interval(secs => LEAST(${firstDelaySeconds} * power(2, "failedSignIns" - ${freeFailures}), ${maxDelaySeconds})) <= ${now})`;
  if (counted > 0) return;
  const user = await db.user.findUnique({
    where: { email },
    select: { failedSignIns: true, lastFailedSignInAt: true },
  });
  if (!user?.lastFailedSignInAt) return;
  const waited = (now.getTime() - user.lastFailedSignInAt.getTime()) / 1000;
  const retryAfter = Math.max(1, Math.ceil(delayAfter(user.failedSignIns) - waited));
  throw rateLimited(
    retryAfter,
    `Too many failed sign-in attempts for this account. Try again in ${waitText(retryAfter)}, or email yourself a sign-in link.`,
  );
}

/** The owner is mailed once per burst. */
export async function noteFailedSignIn(email: string): Promise<void> {
  const [user] = await db.$queryRaw<{ id: string; email: string }[]>`
    UPDATE "User" SET "signInAlertSentAt" = now() AT TIME ZONE 'UTC'
     WHERE "email" = ${email} AND "failedSignIns" >= ${SIGN_IN_GUARD.freeFailures} AND "signInAlertSentAt" IS NULL
     RETURNING "id", "email"`;
  if (!user) return;
  const mail = alertMail();
  // Best effort: the refused attempt is answered either way, and an unverified address may be past the day's mail
  // cap (lib/messaging/unverified-cap.ts), which must not turn a failed sign-in into a 429.
  await sendEmail({ to: user.email, ...mail, kind: "sign_in_alert", userId: user.id }).catch((error: unknown) => {
    console.error("[sign-in-guard] the alert mail could not be sent", error);
  });
}

export async function resetSignInGuard(where: { email: string } | { id: string }): Promise<void> {
  await db.user.updateMany({ where, data: { failedSignIns: 0, lastFailedSignInAt: null, signInAlertSentAt: null } });
}

function alertMail(): { subject: string; text: string; html: string } {
  const login = `${appOrigin()}/login`;
  const lines = [
    "Hello,",
    "",
    `Someone has entered a wrong password for your DebtWise account ${SIGN_IN_GUARD.freeFailures} times in a row. Further attempts now have to wait, longer after each failure.`,
    "",
    'If it was you: use "Email me a sign-in link" on the sign-in page, which always works, and then set a new password in your account settings.',
    "If it was not you: nobody got in. Your password still protects your account; consider changing it if you use it anywhere else.",
    "",
    login,
    "",
    "DebtWise",
  ];
  const html = linesToHtml(lines);
  return { subject: "Failed sign-in attempts on your DebtWise account", text: lines.join("\n"), html };
}
