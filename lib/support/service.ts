import "server-only";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { sessionUserSelect } from "@/lib/auth/session";
import { AppError, notFound } from "@/lib/errors";
import { getPlan } from "@/lib/billing/plans";
import { linesToHtml } from "@/lib/messaging/html";
import { sendEmail } from "@/lib/messaging/send";
import type { RateLimitRule } from "@/lib/rate-limit";
import { SUPPORT_CATEGORY_LABELS, type TSupportRequest } from "@/lib/validations/support";
import { supportResponseText, supportSubject, type SupportRequestDto } from "./policy";

// docs/product-rules.md "Plans and limits". The account is read from the database rather than the session, so the
// plan in the subject is the one the user has now.

export const SUPPORT_RATE_LIMIT: RateLimitRule = { limit: 5, windowSeconds: 60 * 60 };

export async function submitSupportRequest(userId: string, input: TSupportRequest): Promise<SupportRequestDto> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { ...sessionUserSelect, emailVerified: true },
  });
  if (!user) throw notFound("User");
  const plan = getPlan(user.subscriptionPlan);
  const priority = plan.flags.prioritySupport;
  const responseText = supportResponseText(plan.id);
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ") || "(no name)";
  const category = SUPPORT_CATEGORY_LABELS[input.category];

  const teamLines = [
    `Plan: ${plan.name}${priority ? " (priority support)" : ""}, status ${user.subscriptionStatus}`,
    `User id: ${user.id}`,
    `Email: ${user.email}`,
    `Name: ${name}`,
    `Topic: ${category}`,
    "",
    ...input.message.split(/\r?\n/),
  ];
  const team = await sendEmail({
    to: env().SUPPORT_EMAIL,
    subject: supportSubject(plan.id, input.subject),
    text: teamLines.join("\n"),
    html: linesToHtml(teamLines),
    kind: "support_request",
    userId: user.id,
    headers: { "Reply-To": user.email },
  });
  if (team.status === "failed") {
    throw new AppError(
      "unavailable",
      `We could not send your request just now. Please try again, or write to ${env().SUPPORT_EMAIL}.`,
    );
  }

  const copyLines = [
    `Hi ${user.firstName ?? "there"},`,
    "",
    `We received your request "${input.subject}" (${category}). ${responseText}`,
    "We will reply to this address.",
    "",
    "Your message:",
    ...input.message.split(/\r?\n/),
  ];
  // The copy repeats the user's own words, so it goes only to a proven address (SECURITY.md "Mail to addresses
  // nobody proved").
  if (!user.emailVerified) return { priority, responseText, copySent: false, copyWithheld: true };
  const copy = await sendEmail({
    to: user.email,
    subject: `We received your request: ${input.subject}`,
    text: copyLines.join("\n"),
    html: linesToHtml(copyLines),
    kind: "support_request_copy",
    userId: user.id,
  });
  return { priority, responseText, copySent: copy.status === "sent", copyWithheld: false };
}
