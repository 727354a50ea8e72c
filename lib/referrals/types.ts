// Wire shapes and constants of the referral program (GET /api/referrals/me, POST /api/referrals/link).
// Safe to import from client components.

/** A referral's status: pending (invited), signed_up (the friend created an account), paid. */
export type ReferralStatus = "pending" | "signed_up" | "paid";

/** $10 per friend who becomes a paid subscriber (docs/product-rules.md "Referrals"). */
export const REFERRAL_REWARD = "10.00";
export const REFERRAL_REWARD_CENTS = 1000;

export interface ReferralDto {
  id: string;
  /** The friend's address, masked for privacy: "j***@example.com". Null when it was never known. */
  referredEmail: string | null;
  createdAt: string;
  status: ReferralStatus;
  /** Decimal string, "10.00": the reward earned when status is paid (the reward on offer otherwise). */
  reward: string;
}

export interface ReferralSummaryDto {
  totalReferrals: number;
  paidReferrals: number;
  /** Sum of the rewards of paid referrals, in dollars (a number). */
  totalEarnings: number;
  /** `${origin}/r/${inviteCode}`; null until the user creates the link. */
  referralLink: string | null;
  inviteCode: string | null;
  /** Newest first. */
  referrals: ReferralDto[];
}

/** The cookie that carries an invite code from /r/<code> through sign-up. */
export const REFERRAL_COOKIE = "dw_ref";
export const REFERRAL_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** Invite codes: 8 characters of lower-case Crockford base32 (no i, l, o, u), 40 random bits. */
export const INVITE_CODE_LENGTH = 8;
export const INVITE_CODE_ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";
const INVITE_CODE_PATTERN = /^[0-9a-hjkmnp-tv-z]{8}$/;

/** The canonical form of a code typed or pasted by a person, or null when it cannot be one of ours. */
export function normalizeInviteCode(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  const code = raw.trim().toLowerCase();
  return INVITE_CODE_PATTERN.test(code) ? code : null;
}
