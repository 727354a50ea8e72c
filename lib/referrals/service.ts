import "server-only";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { features } from "@/lib/env";
import { notFound } from "@/lib/errors";
import { maskEmail } from "@/lib/masking";
import { linkOn } from "@/lib/request";
import { getStripe } from "@/lib/billing/stripe";
import {
  INVITE_CODE_ALPHABET,
  INVITE_CODE_LENGTH,
  normalizeInviteCode,
  REFERRAL_REWARD,
  REFERRAL_REWARD_CENTS,
  type ReferralDto,
  type ReferralSummaryDto,
} from "./types";

// docs/product-rules.md "Referrals". Paid first, credit second: the 'paid' state is the record of what is owed and
// never depends on Stripe being reachable. A failed credit is retried later with the same idempotency key, so it can
// never credit twice.

const MAX_SHOWN_REFERRALS = 100;
const CODE_ATTEMPTS = 5;

export async function getReferralSummary(userId: string, origin: string): Promise<ReferralSummaryDto> {
  const [user, totals, referrals] = await Promise.all([
    db.user.findUnique({ where: { id: userId }, select: { referralCode: true } }),
    db.referral.groupBy({
      by: ["status"],
      where: { referrerId: userId },
      _count: { _all: true },
      _sum: { reward: true },
    }),
    db.referral.findMany({
      where: { referrerId: userId },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: MAX_SHOWN_REFERRALS,
      select: { id: true, referredEmail: true, createdAt: true, status: true, reward: true },
    }),
  ]);
  if (!user) throw notFound("User");

  const paid = totals.find((t) => t.status === "paid");
  const code = user.referralCode;
  return {
    totalReferrals: totals.reduce((sum, t) => sum + t._count._all, 0),
    paidReferrals: paid?._count._all ?? 0,
    totalEarnings: Number(paid?._sum.reward?.toFixed(2) ?? 0),
    referralLink: code ? referralLink(origin, code) : null,
    inviteCode: code,
    referrals: referrals.map((r): ReferralDto => ({
      id: r.id,
      referredEmail: r.referredEmail ? maskEmail(r.referredEmail) : null,
      createdAt: r.createdAt.toISOString(),
      status: r.status,
      reward: r.reward.toFixed(2),
    })),
  };
}

// Idempotent: the code is written only while referralCode is null, so concurrent calls end with the same one code.
export async function createReferralLink(
  userId: string,
  origin: string,
): Promise<{ summary: ReferralSummaryDto; created: boolean }> {
  let created = false;
  for (let attempt = 1; !created; attempt++) {
    try {
      const { count } = await db.user.updateMany({
        where: { id: userId, referralCode: null },
        data: { referralCode: newInviteCode() },
      });
      if (count === 0) break; // already has a code (or no such user: the summary answers 404)
      created = true;
    } catch (error) {
      // 40 random bits collide with another user's code only by astronomical bad luck; then draw again.
      if ((error as { code?: string }).code !== "P2002" || attempt >= CODE_ATTEMPTS) throw error;
    }
  }
  return { summary: await getReferralSummary(userId, origin), created };
}

export function referralLink(origin: string, code: string): string {
  return linkOn(origin, `/r/${code}`);
}

function newInviteCode(): string {
  // 32 symbols divide 256 evenly, so taking each byte modulo 32 is unbiased.
  return Array.from(randomBytes(INVITE_CODE_LENGTH), (b) => INVITE_CODE_ALPHABET[b % INVITE_CODE_ALPHABET.length]).join(
    "",
  );
}

// Never throws for a bad code. First referrer wins; a pending invitation to the friend's address is upgraded.
export async function recordSignUp(referredUserId: string, inviteCode: string | null | undefined): Promise<boolean> {
  const code = normalizeInviteCode(inviteCode);
  if (!code) return false;
  const [referrer, friend] = await Promise.all([
    db.user.findUnique({ where: { referralCode: code }, select: { id: true } }),
    db.user.findUnique({ where: { id: referredUserId }, select: { id: true, email: true } }),
  ]);
  if (!referrer || !friend || referrer.id === friend.id) return false;

  try {
    const invited = await db.referral.updateMany({
      where: {
        referrerId: referrer.id,
        referredUserId: null,
        status: "pending",
        referredEmail: { equals: friend.email, mode: "insensitive" },
      },
      data: { referredUserId: friend.id, referredEmail: friend.email, inviteCode: code, status: "signed_up" },
    });
    if (invited.count > 0) return true;
    await db.referral.create({
      data: {
        referrerId: referrer.id,
        inviteCode: code,
        referredUserId: friend.id,
        referredEmail: friend.email,
        status: "signed_up",
      },
    });
    return true;
  } catch (error) {
    // The unique referredUserId: this friend already belongs to a referral (first referrer wins).
    if ((error as { code?: string }).code === "P2002") return false;
    throw error;
  }
}

// Two spellings of one mailbox (case, "+tag", Gmail's dots and googlemail.com) are one person referring themselves.
export function mailboxKey(email: string): string {
  const [rawLocal = "", rawDomain = ""] = email
    .trim()
    .toLowerCase()
    .split(/@(?=[^@]*$)/);
  const domain = rawDomain === "googlemail.com" ? "gmail.com" : rawDomain;
  let local = rawLocal.split("+")[0]!;
  if (domain === "gmail.com") local = local.replace(/\./g, "");
  return `${local}@${domain}`;
}

// Safe to call on every paid invoice. Only a verified friend who is not the referrer's own mailbox earns it; an
// ineligible referral stays signed_up, so a paid invoice after verifying still counts. Stripe failures do not throw.
export async function rewardReferralForPaidUser(referredUserId: string): Promise<void> {
  const pending = await db.referral.findUnique({
    where: { referredUserId },
    select: {
      status: true,
      referrer: { select: { email: true } },
      referredUser: { select: { email: true, emailVerified: true } },
    },
  });
  if (pending?.status === "signed_up") {
    const friend = pending.referredUser;
    if (!friend?.emailVerified || mailboxKey(friend.email) === mailboxKey(pending.referrer.email)) return;
  }
  // One conditional UPDATE: concurrent calls are serialised on the row and only the first sees signed_up.
  await db.referral.updateMany({
    where: { referredUserId, status: "signed_up" },
    data: { status: "paid", reward: REFERRAL_REWARD, paidAt: new Date() },
  });
  const referral = await db.referral.findUnique({ where: { referredUserId }, select: owedSelect });
  if (referral?.status === "paid" && !referral.stripeBalanceTxnId) await creditReferrer(referral);
}

// For a scheduled job, or for billing right after a referrer becomes a Stripe customer.
export async function creditOwedReferralRewards(
  options: { referrerId?: string; limit?: number } = {},
): Promise<number> {
  if (!features.stripe()) return 0;
  const owed = await db.referral.findMany({
    where: {
      status: "paid",
      stripeBalanceTxnId: null,
      ...(options.referrerId ? { referrerId: options.referrerId } : {}),
      referrer: { stripeCustomerId: { not: null } },
    },
    orderBy: { paidAt: "asc" },
    take: options.limit ?? 100,
    select: owedSelect,
  });
  let credited = 0;
  for (const referral of owed) if (await creditReferrer(referral)) credited++;
  return credited;
}

const owedSelect = {
  id: true,
  status: true,
  stripeBalanceTxnId: true,
  referrer: { select: { stripeCustomerId: true } },
} as const;

async function creditReferrer(referral: {
  id: string;
  stripeBalanceTxnId: string | null;
  referrer: { stripeCustomerId: string | null };
}): Promise<boolean> {
  const customerId = referral.referrer.stripeCustomerId;
  if (!features.stripe() || !customerId || referral.stripeBalanceTxnId) return false;
  try {
    const txn = await getStripe().customers.createBalanceTransaction(
      customerId,
      {
        amount: -REFERRAL_REWARD_CENTS, // negative = credit towards the customer's next invoices
        currency: "usd",
        description: "DebtWise referral reward: a friend you invited became a paid subscriber",
        metadata: { referralId: referral.id },
      },
      { idempotencyKey: `referral-reward-${referral.id}` },
    );
    await db.referral.updateMany({
      where: { id: referral.id, stripeBalanceTxnId: null },
      data: { stripeBalanceTxnId: txn.id },
    });
    return true;
  } catch (error) {
    console.error(
      `[referrals] Stripe credit for referral ${referral.id} failed; it stays owed and will be retried`,
      error,
    );
    return false;
  }
}
