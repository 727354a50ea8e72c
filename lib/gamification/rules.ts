// docs/product-rules.md "XP, levels, streaks and badges". Days are the user's own "YYYY-MM-DD" dates, no time zone.

import { addMonthsToYearMonth, dayNumber } from "@/lib/dates";
import type { BadgeDto, StreakDto } from "./types";

/** Whatever its size: the habit matters more than the amount. */
export const PAYMENT_BASE_XP = 10;
export const PAYMENT_XP_PER_STEP = 1;
export const PAYMENT_XP_STEP_CENTS = 10_00;
/** So one windfall cannot jump several levels. */
export const PAYMENT_MAX_XP = 100;
export const DEBT_CLOSED_XP = 250;

export const LESSON_COMPLETED_XP = 25;
export const GOAL_COMPLETED_XP = 100;
export const CHALLENGE_COMPLETED_XP = 200;

export function paymentXp(amountCents: number): number {
  const bonus = Math.floor(Math.max(0, amountCents) / PAYMENT_XP_STEP_CENTS) * PAYMENT_XP_PER_STEP;
  return Math.min(PAYMENT_MAX_XP, PAYMENT_BASE_XP + bonus);
}

export const XP_PER_LEVEL = 1_000;

/** Every level past the list keeps the last name. */
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
  /** 1000 right after a level-up. */
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

// Debts are billed monthly, so a daily streak would break for everyone who pays on time.
export const STREAK_MAX_GAP_DAYS = 35;

export interface StreakState {
  currentDays: number;
  longestDays: number;
  lastPaymentDate: string | null;
}

export const EMPTY_STREAK: StreakState = { currentDays: 0, longestDays: 0, lastPaymentDate: null };

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

export function streakAsOf(state: StreakState, today: string): StreakDto {
  const lapsed =
    state.lastPaymentDate === null || dayNumber(today) - dayNumber(state.lastPaymentDate) > STREAK_MAX_GAP_DAYS;
  return { currentDays: lapsed ? 0 : state.currentDays, longestDays: state.longestDays };
}

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

/** One per challenge, so a second challenge completed still gives the badge its card promises. */
export type ChallengeBadgeCode = "challenge_save_1000" | "challenge_debt_free_month" | "challenge_no_spend_week";

export type BadgeCode = PaymentBadgeCode | ChallengeBadgeCode;

export interface BadgeDefinition extends BadgeDto {
  code: BadgeCode;
  xp: number;
}

/** In display order. */
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

export function isPaymentBadge(badge: BadgeDefinition): badge is BadgeDefinition & { code: PaymentBadgeCode } {
  return !CHALLENGE_BADGE_CODES.has(badge.code);
}

/** Built from the catalogue, so a card cannot promise more than completeParticipation awards. */
export function challengeRewardText(badgeCode: string | null): string {
  const badge = badgeCode === null ? undefined : badgeFor(badgeCode);
  const xp = CHALLENGE_COMPLETED_XP + (badge?.xp ?? 0);
  return badge ? `${badge.label} badge + ${xp} XP` : `${xp} XP`;
}

const BADGE_BY_CODE = new Map<string, BadgeDefinition>(BADGES.map((b) => [b.code, b]));

/** Undefined for a code no longer in the catalogue. */
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

export const EXTRA_MILE_MULTIPLIER = 2;
export const ON_PLAN_MONTHS = 3;

export interface MonthTotals {
  month: string;
  paidCents: number;
  requiredCents: number;
}

/**
 * The minimums of the debts open at the month's start. When a debt was added does not matter: it existed before,
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

export function hasOnPlanRun(months: readonly MonthTotals[], length = ON_PLAN_MONTHS): boolean {
  const met = new Set(months.filter((m) => m.requiredCents > 0 && m.paidCents >= m.requiredCents).map((m) => m.month));
  for (const month of met) {
    let run = 1;
    while (run < length && met.has(addMonthsToYearMonth(month, run))) run += 1;
    if (run >= length) return true;
  }
  return false;
}

/** The state right after one payment was recorded, this payment included. */
export interface BadgeContext {
  earned: ReadonlySet<string>;
  paymentCount: number;
  totalPaidCents: number;
  streak: StreakState;
  paymentCents: number;
  debtMinPaymentCents: number;
  closedDebtCount: number;
  openDebtCount: number;
  /** Missing months count as not met. */
  months: readonly MonthTotals[];
}

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
