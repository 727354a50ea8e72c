import { AppError } from "@/lib/errors";
import type { SessionUser } from "./session";

// What an account may do only once its address is proven (the link mailed to it opened; email-verification.ts).
// Anyone can register any address, so an unverified account may be a stranger holding someone else's address
// until its owner claims it: it may not make credentials that would outlive that claim (API tokens, a phone for
// SMS reminders), nor make DebtWise mail its words to other people (shared-plan invitations). SECURITY.md
// "Threats and mitigations"; docs/product-rules.md "Account security".

/** The 403's message, exactly as the screens that explain it expect. */
export const VERIFY_EMAIL_FIRST = "Verify your e-mail first";

/** 403 for an unverified account (API tokens, phone verification, inviting to a shared plan). */
export function requireVerifiedEmailFirst(user: Pick<SessionUser, "emailVerified">): void {
  if (!user.emailVerified) throw new AppError("forbidden", VERIFY_EMAIL_FIRST);
}
