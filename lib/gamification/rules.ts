// The gamification rules of DebtWise, in one place: XP, levels, the payment streak and the badge catalogue.
// Pure functions and constants only (no I/O), so the rules are unit-tested on their own and can be shown in the
// UI. lib/gamification/payment-rewards.ts gathers the state from the database and applies these rules inside the
// payment transaction; lib/gamification/service.ts reads the results back for the summary.
//
// Money is handled in integer cents and calendar days as "YYYY-MM-DD" strings (the user's own dates, no time
// zone), so the arithmetic is exact (day and month arithmetic: lib/dates.ts).

import { addMonthsToYearMonth, dayNumber } from "@/lib/dates";
import type { BadgeDto, StreakDto } from "./types";

// ---------------------------------------------------------------------------------------------------------------
// XP
// ---------------------------------------------------------------------------------------------------------------

/** Every logged payment earns this much, whatever its size: the habit matters more than the amount. */
export const PAYMENT_BASE_XP = 10;
/** Plus 1 XP per whole $10 paid... */
export const PAYMENT_XP_PER_STEP = 1;
export const PAYMENT_XP_STEP_CENTS = 10_00;
/** ...but one payment never earns more than this in total, so one windfall cannot jump several levels. */
export const PAYMENT_MAX_XP = 100;
/** Paying a debt off completely. */
export const DEBT_CLOSED_XP = 250;

/** Finishing an Education Hub article (once per article). */
export const LESSON_COMPLETED_XP = 25;
/** Reaching a savings goal's target (once per goal). */
export const GOAL_COMPLETED_XP = 100;
/** Completing a community challenge (once per challenge joined). */
export const CHALLENGE_COMPLETED_XP = 200;

/** XP for one payment of `amountCents`: 10 + 1 per whole $10, at most 100. */
export function paymentXp(amountCents: number): number {
  const bonus = Math.floor(Math.max(0, amountCents) / PAYMENT_XP_STEP_CENTS) * PAYMENT_XP_PER_STEP;
  return Math.min(PAYMENT_MAX_XP, PAYMENT_BASE_XP + bonus);
}

// ---------------------------------------------------------------------------------------------------------------
// Levels: one level per 1,000 XP (docs/product-rules.md "XP, levels, streaks and badges": the progress bar is
// totalXP modulo 1000 as a percentage of 1000)
// ---------------------------------------------------------------------------------------------------------------

export const XP_PER_LEVEL = 1_000;

/** Level n (1-based) is LEVEL_NAMES[n - 1]; every level past the list keeps the last name. */
export const LEVEL_NAMES = [
  "Debt Starter", //      level 1:     0 -   999 XP
  "Budget Builder", //    level 2: 1,000 - 1,999 XP
  "Payment Pro", //       level 3: 2,000 - 2,999 XP
  "Debt Destroyer", //    level 4: 3,000 - 3,999 XP
  "Freedom Fighter", //   level 5: 4,000 - 4,999 XP
  "Debt-Free Legend", //  level 6+: 5,000 XP and up
] as const;

export function levelName(level: number): string {
  const index = Math.min(Math.max(1, Math.floor(level)), LEVEL_NAMES.length) - 1;
  return LEVEL_NAMES[index]!;
}

export interface LevelInfo {
  currentLevel: number;
  currentLevelName: string;
  nextLevelName: string;
  /** XP still needed to reach the next level (1..1000; 1000 right after a level-up). */
  xpToNextLevel: number;
}

export function levelFor(totalXP: number): LevelInfo {
  const xp = Math.max(0, Math.floor(totalXP));
  const currentLevel = Math.floor(xp / XP_PER_LEVEL) + 1;
  return {
    currentLevel,
    currentLevelName: levelName(currentLevel),
    nextLevelName: levelName(currentLevel + 1),
    xpToNextLevel: XP_PER_LEVEL - (xp % XP_PER_LEVEL),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Payment streak
// ---------------------------------------------------------------------------------------------------------------
//
// Debts are billed monthly, so a daily streak would break for everyone who pays on time: it survives gaps of up to
// STREAK_MAX_GAP_DAYS between payment dates (the rules: docs/product-rules.md "XP, levels, streaks and badges").

export const STREAK_MAX_GAP_DAYS = 35;

export interface StreakState {
  currentDays: number;
  longestDays: number;
  /** "YYYY-MM-DD" of the latest payment, null before the first one. */
  lastPaymentDate: string | null;
}

export const EMPTY_STREAK: StreakState = { currentDays: 0, longestDays: 0, lastPaymentDate: null };

/** The streak after a payment dated `paymentDate` ("YYYY-MM-DD"). */
export function applyPaymentToStreak(state: StreakState, paymentDate: string): StreakState {
  const day = dayNumber(paymentDate);
  if (state.lastPaymentDate === null || state.currentDays < 1) {
    return { currentDays: 1, longestDays: Math.max(state.longestDays, 1), lastPaymentDate: paymentDate };
  }
  const gap = day - dayNumber(state.lastPaymentDate);
  if (gap <= 0) return state; // same day or backdated: history, not a new step
  const currentDays = gap <= STREAK_MAX_GAP_DAYS ? state.currentDays + gap : 1;
  return { currentDays, longestDays: Math.max(state.longestDays, currentDays), lastPaymentDate: paymentDate };
}

/** What the user sees on `today` ("YYYY-MM-DD"): currentDays drops to 0 once the streak has lapsed. */
export function streakAsOf(state: StreakState, today: string): StreakDto {
  const lapsed =
    state.lastPaymentDate === null || dayNumber(today) - dayNumber(state.lastPaymentDate) > STREAK_MAX_GAP_DAYS;
  return { currentDays: lapsed ? 0 : state.currentDays, longestDays: state.longestDays };
}

// ---------------------------------------------------------------------------------------------------------------
// Badges
// ---------------------------------------------------------------------------------------------------------------
//
// Badges are earned once per user (UserBadge is unique on user + code) and are only evaluated when a payment is
// logged, from the state right after that payment.

/** Badges judged from the user's payments (evaluateBadges on logging, reconcile.ts on corrections). */
export type PaymentBadgeCode =
  | "first_payment"
  | "streak_30"
  | "streak_90"
  | "streak_180"
  | "streak_365"
  | "first_debt_closed"
  | "all_debts_closed"
  | "paid_1000"
  | "paid_5000"
  | "paid_10000"
  | "paid_25000"
  | "on_plan_3_months"
  | "extra_mile";

/**
 * Badges awarded by completing a community challenge (lib/challenges/activity.ts), one per challenge so that a
 * second challenge completed still gives the badge its card promises. Payment corrections never judge them.
 */
export type ChallengeBadgeCode = "challenge_save_1000" | "challenge_debt_free_month" | "challenge_no_spend_week";

export type BadgeCode = PaymentBadgeCode | ChallengeBadgeCode;

export interface BadgeDefinition extends BadgeDto {
  code: BadgeCode;
  /** XP awarded when the badge is earned. */
  xp: number;
}

/** The catalogue, in display order. Labels and descriptions are what the user sees. */
export const BADGES: readonly BadgeDefinition[] = [
  { code: "first_payment", label: "First Step", description: "Logged your first payment.", xp: 50 },
  { code: "streak_30", label: "On a Roll", description: "Kept a payment streak going for 30 days.", xp: 100 },
  { code: "streak_90", label: "Steady Payer", description: "Kept a payment streak going for 90 days.", xp: 200 },
  { code: "streak_180", label: "Half-Year Hero", description: "Kept a payment streak going for 180 days.", xp: 300 },
  {
    code: "streak_365",
    label: "Year of Progress",
    description: "Kept a payment streak going for a full year.",
    xp: 500,
  },
  { code: "first_debt_closed", label: "Debt Slayer", description: "Paid off your first debt.", xp: 200 },
  { code: "all_debts_closed", label: "Debt Free", description: "Paid off every debt you track.", xp: 500 },
  { code: "paid_1000", label: "$1K Paid", description: "Paid $1,000 toward your debts.", xp: 100 },
  { code: "paid_5000", label: "$5K Paid", description: "Paid $5,000 toward your debts.", xp: 200 },
  { code: "paid_10000", label: "$10K Paid", description: "Paid $10,000 toward your debts.", xp: 300 },
  { code: "paid_25000", label: "$25K Paid", description: "Paid $25,000 toward your debts.", xp: 500 },
  {
    code: "on_plan_3_months",
    label: "On Plan",
    description: "Paid at least your minimum payments for 3 calendar months in a row.",
    xp: 250,
  },
  {
    code: "extra_mile",
    label: "Extra Mile",
    description: "Made a single payment of at least twice the minimum.",
    xp: 50,
  },
  // The challenge's completion event carries the XP (CHALLENGE_COMPLETED_XP); the badge itself adds none.
  {
    code: "challenge_save_1000",
    label: "Savings Sprinter",
    description: "Completed the Save $1,000 in 30 Days challenge.",
    xp: 0,
  },
  {
    code: "challenge_debt_free_month",
    label: "Debt-Free Month Champion",
    description: "Completed the Debt-Free Month Challenge.",
    xp: 0,
  },
  {
    code: "challenge_no_spend_week",
    label: "No-Spend Champion",
    description: "Completed the No-Spend Week challenge.",
    xp: 0,
  },
];

const CHALLENGE_BADGE_CODES: ReadonlySet<string> = new Set<ChallengeBadgeCode>([
  "challenge_save_1000",
  "challenge_debt_free_month",
  "challenge_no_spend_week",
]);

/** The badges the payment rules award and withdraw (every badge but the challenge ones). */
export function isPaymentBadge(badge: BadgeDefinition): badge is BadgeDefinition & { code: PaymentBadgeCode } {
  return !CHALLENGE_BADGE_CODES.has(badge.code);
}

/**
 * What completing a challenge gives, in the words the challenge cards show: built from the badge catalogue and
 * the XP constant, so the card cannot promise more than completeParticipation awards.
 */
export function challengeRewardText(badgeCode: string | null): string {
  const badge = badgeCode === null ? undefined : badgeFor(badgeCode);
  const xp = CHALLENGE_COMPLETED_XP + (badge?.xp ?? 0);
  return badge ? `${badge.label} badge + ${xp} XP` : `${xp} XP`;
}

const BADGE_BY_CODE = new Map<string, BadgeDefinition>(BADGES.map((b) => [b.code, b]));

/** The catalogue entry for a stored code; undefined for a code no longer in the catalogue. */
export function badgeFor(code: string): BadgeDefinition | undefined {
  return BADGE_BY_CODE.get(code);
}

export function toBadgeDto(badge: BadgeDefinition): BadgeDto {
  return { code: badge.code, label: badge.label, description: badge.description };
}

export const STREAK_MILESTONES = [
  { days: 30, code: "streak_30" },
  { days: 90, code: "streak_90" },
  { days: 180, code: "streak_180" },
  { days: 365, code: "streak_365" },
] as const satisfies readonly { days: number; code: PaymentBadgeCode }[];

export const AMOUNT_MILESTONES = [
  { cents: 1_000_00, code: "paid_1000" },
  { cents: 5_000_00, code: "paid_5000" },
  { cents: 10_000_00, code: "paid_10000" },
  { cents: 25_000_00, code: "paid_25000" },
] as const satisfies readonly { cents: number; code: PaymentBadgeCode }[];

/** "Extra Mile": one payment of at least this many times that debt's minimum payment. */
export const EXTRA_MILE_MULTIPLIER = 2;

/**
 * "On Plan": this many consecutive calendar months in each of which the payments dated in that month add up to
 * at least the month's required minimum (see requiredMinimumCents).
 */
export const ON_PLAN_MONTHS = 3;

/** One calendar month of the on-plan check. */
export interface MonthTotals {
  /** "YYYY-MM". */
  month: string;
  paidCents: number;
  requiredCents: number;
}

/**
 * The minimum owed in `month` ("YYYY-MM"): the sum of the minimum payments of the debts still open at the start
 * of that month. A debt counts until the month after the one in which it was paid off (`closedOn`, the date of
 * the payment that cleared it); when it was added to the app does not matter, because the debt existed before
 * and users may log earlier payments.
 */
export function requiredMinimumCents(
  debts: readonly { minPaymentCents: number; closedOn: string | null }[],
  month: string,
): number {
  return debts
    .filter((d) => d.closedOn === null || d.closedOn.slice(0, 7) >= month)
    .reduce((sum, d) => sum + d.minPaymentCents, 0);
}

/** True when `months` holds ON_PLAN_MONTHS consecutive calendar months that each met their minimum. */
export function hasOnPlanRun(months: readonly MonthTotals[], length = ON_PLAN_MONTHS): boolean {
  const met = new Set(months.filter((m) => m.requiredCents > 0 && m.paidCents >= m.requiredCents).map((m) => m.month));
  for (const month of met) {
    let run = 1;
    while (run < length && met.has(addMonthsToYearMonth(month, run))) run += 1;
    if (run >= length) return true;
  }
  return false;
}

/** Everything the badge rules look at, right after one payment was recorded. */
export interface BadgeContext {
  /** Codes the user already holds (never awarded twice). */
  earned: ReadonlySet<string>;
  /** The user's payments, including this one. */
  paymentCount: number;
  /** Sum of all the user's payments, including this one. */
  totalPaidCents: number;
  /** The streak after this payment. */
  streak: StreakState;
  paymentCents: number;
  /** Minimum payment of the debt this payment went to. */
  debtMinPaymentCents: number;
  /** Debts of the user now paid off (including one this payment closed) and still open. */
  closedDebtCount: number;
  openDebtCount: number;
  /** Per-month totals around this payment's month (any order; missing months count as not met). */
  months: readonly MonthTotals[];
}

/** The badges this payment newly earns, in catalogue order. */
export function evaluateBadges(ctx: BadgeContext): BadgeCode[] {
  const qualifies: Record<PaymentBadgeCode, boolean> = {
    first_payment: ctx.paymentCount >= 1,
    streak_30: false,
    streak_90: false,
    streak_180: false,
    streak_365: false,
    first_debt_closed: ctx.closedDebtCount >= 1,
    // Only once something was actually paid off: a user with no open debt and none closed has nothing to celebrate.
    all_debts_closed: ctx.closedDebtCount >= 1 && ctx.openDebtCount === 0,
    paid_1000: false,
    paid_5000: false,
    paid_10000: false,
    paid_25000: false,
    on_plan_3_months: hasOnPlanRun(ctx.months),
    extra_mile: ctx.debtMinPaymentCents > 0 && ctx.paymentCents >= EXTRA_MILE_MULTIPLIER * ctx.debtMinPaymentCents,
  };
  // longestDays, not currentDays: a backdated payment leaves currentDays alone, and a milestone once reached stays.
  for (const m of STREAK_MILESTONES) qualifies[m.code] = ctx.streak.longestDays >= m.days;
  for (const m of AMOUNT_MILESTONES) qualifies[m.code] = ctx.totalPaidCents >= m.cents;
  return BADGES.filter(isPaymentBadge)
    .filter((b) => qualifies[b.code] && !ctx.earned.has(b.code))
    .map((b) => b.code);
}
