import { formatCentsAsDollars, formatLongDay } from "@/lib/format";
import { escapeHtml } from "@/lib/messaging/html";
import { toSingleLine } from "@/lib/validations/text";
import { INVITE_TTL_DAYS } from "./types";

export function invitationEmail(p: {
  inviterName: string | null;
  planTitle: string;
  goalCents: number;
  targetDate: string;
  monthlyTargetCents: number;
  email: string;
  link: string;
}): { subject: string; text: string; html: string } {
  // User text, maybe from before the single-line rule: one line each (a CR/LF in the subject would start a new
  // header), and escaped in the HTML.
  const who = (p.inviterName && toSingleLine(p.inviterName)) || "A DebtWise user";
  const title = toSingleLine(p.planTitle);
  const goal = `${formatCentsAsDollars(p.goalCents)} by ${formatLongDay(p.targetDate)}`;
  const monthly = formatCentsAsDollars(p.monthlyTargetCents);
  const subject = `${who} invited you to the shared plan "${title}" on DebtWise`;
  const text = [
    "Hi,",
    "",
    `${who} invited you to join the shared plan "${title}" on DebtWise: a goal of ${goal}, reached together.`,
    `Suggested monthly contribution for you: ${monthly}.`,
    "",
    `Accept the invitation: ${p.link}`,
    "",
    `Sign in with this e-mail address (${p.email}) to accept. New to DebtWise? Choose "Create account" on the sign-in page and use this address.`,
    `The link works for ${INVITE_TTL_DAYS} days. If you weren't expecting this invitation, you can ignore this e-mail.`,
    "",
    "DebtWise",
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">
<p>Hi,</p>
<p>${escapeHtml(who)} invited you to join the shared plan <strong>${escapeHtml(title)}</strong> on DebtWise: a goal of ${escapeHtml(goal)}, reached together.<br>Suggested monthly contribution for you: ${escapeHtml(monthly)}.</p>
<p><a href="${escapeHtml(p.link)}" style="display:inline-block;padding:10px 18px;background:#2563eb;color:#fff;border-radius:6px;text-decoration:none">Accept the invitation</a></p>
<p style="font-size:14px;color:#555">Sign in with this e-mail address (${escapeHtml(p.email)}) to accept. New to DebtWise? Choose "Create account" on the sign-in page and use this address. The link works for ${INVITE_TTL_DAYS} days. If you weren't expecting this invitation, you can ignore this e-mail.</p>
</body></html>`;
  return { subject, text, html };
}
