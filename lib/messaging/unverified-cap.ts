import "server-only";
import { db } from "@/lib/db";
import { hit, rateLimited } from "@/lib/rate-limit";

// SECURITY.md "Mail to addresses nobody proved": per-user and per-client limits do not bound the sum over many
// accounts. The e-mailed sign-in link is exempt: it is how the owner claims such an account, it is limited per address
// already (lib/auth/sign-in-limit.ts), and a stranger filling the day's cap must not lock the owner out.

export const UNVERIFIED_MAIL_DAILY_CAP = 500;

const UNCAPPED_KINDS: ReadonlySet<string> = new Set(["sign_in"]);

const SECONDS_PER_DAY = 24 * 60 * 60;

async function isUnverifiedAccountAddress(to: string): Promise<boolean> {
  // Callers mail an account at its stored address, so the unique index finds it.
  const owner = await db.user.findUnique({ where: { email: to }, select: { emailVerified: true } });
  return owner !== null && owner.emailVerified === null;
}

// Real time on purpose: a security limit never follows the product's clock (docs/product-rules.md "The product's
// clock").
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
