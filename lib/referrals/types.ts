// Safe to import from client components.

export type ReferralStatus = "pending" | "signed_up" | "paid";

/** docs/product-rules.md "Referrals". */
export const REFERRAL_REWARD = "10.00";
export const REFERRAL_REWARD_CENTS = 1000;

export interface ReferralDto {
  id: string;
  referredEmail: string | null;
  createdAt: string;
  status: ReferralStatus;
  /** The reward earned when paid, the reward on offer otherwise. */
  reward: string;
}

export interface ReferralSummaryDto {
  totalReferrals: number;
  paidReferrals: number;
  totalEarnings: number;
  referralLink: string | null;
  inviteCode: string | null;
  referrals: ReferralDto[];
}

export const REFERRAL_COOKIE = "dw_ref";
export const REFERRAL_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** Lower-case Crockford base32 (no i, l, o, u), 40 random bits. */
export const INVITE_CODE_LENGTH = 8;
export const INVITE_CODE_ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";
const INVITE_CODE_PATTERN = /^[0-9a-hjkmnp-tv-z]{8}$/;

export function normalizeInviteCode(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  const code = raw.trim().toLowerCase();
  return INVITE_CODE_PATTERN.test(code) ? code : null;
}
