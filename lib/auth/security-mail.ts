import "server-only";
import { linesToHtml } from "@/lib/messaging/html";
import { sendEmail } from "@/lib/messaging/send";

// Every change to how the account is signed in to is mailed to its address (docs/product-rules.md "Account
// security"); the mail never carries a secret.

export interface SecurityMail {
  subject: string;
  text: string;
  html: string;
}

export function securityNoticeMail(subject: string, what: string, origin: string): SecurityMail {
  const lines = [
    "Hello,",
    "",
    what,
    "",
    `If this was not you, sign in at ${origin}/login (an e-mailed sign-in link to this address works), change your password, and use "Sign out everywhere" in your account settings.`,
    "",
    "DebtWise",
  ];
  return { subject, text: lines.join("\n"), html: linesToHtml(lines) };
}

/** Best effort: the change has happened either way, and a failed notice stays in the outbox and is logged. */
export async function sendSecurityNotice(notice: {
  user: { id: string; email: string };
  kind: string;
  mail: SecurityMail;
}): Promise<void> {
  await sendEmail({ to: notice.user.email, ...notice.mail, kind: notice.kind, userId: notice.user.id }).catch(
    (error: unknown) => {
      console.error(`[security] the ${notice.kind} notice could not be sent`, error);
    },
  );
}
