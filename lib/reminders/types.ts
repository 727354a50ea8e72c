// Safe to import from client components.
import type { JobProgress } from "@/lib/cron/paging";
import type { CleanupResult } from "@/lib/maintenance/cleanup";

export type ReminderChannel = "email" | "sms" | "push";
export type ReminderKind = "due_soon" | "missed";

export const DAYS_BEFORE_MIN = 1;
export const DAYS_BEFORE_MAX = 7;
export const DEFAULT_DAYS_BEFORE = 3;

export const PHONE_CODE_LENGTH = 6;
export const PHONE_CODE_TTL_MINUTES = 10;
export const PHONE_CODE_MAX_ATTEMPTS = 5;

export interface ReminderPreferencesDto {
  email: string;
  /** The user's choice AND a plan that includes them. */
  emailEnabled: boolean;
  /** The user's choice, a plan that includes them AND a verified number. */
  smsEnabled: boolean;
  daysBefore: number;
  phoneNumber: string | null;
  pendingPhoneNumber: string | null;
  codeExpiresAt: string | null;
  emailAvailable: boolean;
  smsAvailable: boolean;
  /** Adding a phone number needs it (lib/auth/verified-email.ts). */
  emailVerified: boolean;
}

export interface ReminderRunResult {
  considered: number;
  sent: number;
  skipped: number;
  failed: number;
}

/** In the order a call runs them. */
export const CRON_JOBS = ["interest", "paymentReminders", "goalReminders", "cleanup"] as const;
export type CronJob = (typeof CRON_JOBS)[number];

/** `complete` false: the time budget ran out; the next call resumes where this one stopped. */
export type CronRunResult = ReminderRunResult & {
  complete: boolean;
  jobs: Record<CronJob, JobProgress>;
  goals: ReminderRunResult;
  cleanup: CleanupResult | null;
};

export interface UnsubscribeResultDto {
  unsubscribed: true;
  /** Masked: "j***@example.com". */
  email: string;
}

export function ordinalDay(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  const suffix = ({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[day % 10] ?? "th";
  return `${day}${suffix}`;
}
