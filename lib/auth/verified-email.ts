import { AppError } from "@/lib/errors";
import type { SessionUser } from "./session";

// Anyone can register any address, so an unverified account may not make credentials that would outlive the owner's
// claim (API tokens, a phone), nor make DebtWise mail other people (docs/product-rules.md "Account security").

/** The 403's message, exactly as the screens that explain it expect. */
export const VERIFY_EMAIL_FIRST = "Verify your e-mail first";

export function requireVerifiedEmailFirst(user: Pick<SessionUser, "emailVerified">): void {
  if (!user.emailVerified) throw new AppError("forbidden", VERIFY_EMAIL_FIRST);
}
