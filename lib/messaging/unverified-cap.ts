import "server-only";
import { db } from "@/lib/db";
import { hit, rateLimited } from "@/lib/rate-limit";

// A ceiling on mail to addresses nobody proved (SECURITY.md "Mail to addresses nobody proved"): whoever registers
// accounts for addresses that are not theirs makes us mail those addresses (verification links, notices,
// invitations to them), and the per-user and per-client limits do not bound the sum over many accounts and
// clients. One counter per UTC day, shared by every server (lib/rate-limit.ts's table). It counts a mail whose
// recipient is the address of an account that is not verified, except the e-mailed sign-in link: that link is how
// the address's owner claims such an account (lib/auth/email-verification.ts), it is limited per address and per
// client already (lib/auth/sign-in-limit.ts), and a stranger filling the day's cap must not lock the owner out.

/** Mails to unverified accounts' addresses per UTC day, all accounts together. */
export const UNVERIFIED_MAIL_DAILY_CAP = 500;

/** Mail kinds never counted or refused (see above). */
const UNCAPPED_KINDS: ReadonlySet<string> = new Set(["sign_in"]);

const SECONDS_PER_DAY = 24 * 60 * 60;

/** Whether `to` is the address of an account whose address is not verified. */
async function isUnverifiedAccountAddress(to: string): Promise<boolean> {
  // Callers mail an account at its stored address, so the unique index finds it.
  const owner = await db.user.findUnique({ where: { email: to }, select: { emailVerified: true } });
  return owner !== null && owner.emailVerified === null;
}

/**
 * Counts `message` against today's cap when it is capped, and refuses it (429, nothing sent) once the day's
 * `limit` is passed. Real time on purpose: a security limit never follows the product's clock
 * (docs/product-rules.md "The product's clock").
 */
export async function holdUnverifiedMailCap(
  message: { to: string; kind: string },
  limit: number,
  now = new Date(),
): Promise<void> {
  if (UNCAPPED_KINDS.has(message.kind) || !(await isUnverifiedAccountAddress(message.to))) return;
  const day = now.toISOString().slice(0, 10);
  const { count } = await hit(`mail:unverified:${day}`, { limit, windowSeconds: SECONDS_PER_DAY });
  if (count <= limit) return;
  const nextDay = Date.parse(`${day}T00:00:00Z`) + SECONDS_PER_DAY * 1000;
  throw rateLimited(
    Math.max(1, Math.ceil((nextDay - now.getTime()) / 1000)),
    "We have sent as many e-mails to unconfirmed addresses as we can today. Please try again tomorrow.",
  );
}
