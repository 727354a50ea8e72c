// Wire shapes and constants of payment reminders (GET/PUT /api/reminders/preferences, POST /api/reminders/phone,
// POST /api/reminders/phone/verify, POST /api/reminders/unsubscribe, GET/POST /api/cron/reminders).
// Safe to import from client components.
import type { JobProgress } from "@/lib/cron/paging";
import type { CleanupResult } from "@/lib/maintenance/cleanup";

export type ReminderChannel = "email" | "sms" | "push";
export type ReminderKind = "due_soon" | "missed";

/** The due-soon reminder goes out this many days before the due date (the settings page offers 1-7). */
export const DAYS_BEFORE_MIN = 1;
export const DAYS_BEFORE_MAX = 7;
export const DEFAULT_DAYS_BEFORE = 3;

/** Phone verification: a 6-digit code, valid 10 minutes, void after 5 wrong tries. */
export const PHONE_CODE_LENGTH = 6;
export const PHONE_CODE_TTL_MINUTES = 10;
export const PHONE_CODE_MAX_ATTEMPTS = 5;

export interface ReminderPreferencesDto {
  /** Where reminder e-mails go (the account's address). */
  email: string;
  /** Whether reminder e-mails go out: the user's choice AND a plan that includes them. */
  emailEnabled: boolean;
  /** Whether reminder texts go out: the user's choice, a plan that includes them AND a verified number. */
  smsEnabled: boolean;
  daysBefore: number;
  /** The verified number (E.164), or null. */
  phoneNumber: string | null;
  /** A number waiting for its code (E.164), while the code is still valid; null otherwise. */
  pendingPhoneNumber: string | null;
  /** ISO date-time when the pending code expires. */
  codeExpiresAt: string | null;
  /** The plan includes e-mail reminders (Basic, Pro). */
  emailAvailable: boolean;
  /** The plan includes SMS reminders (Pro). */
  smsAvailable: boolean;
  /** The account's address is proven: adding a phone number needs it (lib/auth/verified-email.ts). */
  emailVerified: boolean;
}

/** What one scheduler run did (GET/POST /api/cron/reminders). */
export interface ReminderRunResult {
  /** Open debts with a due day whose owner's plan includes reminders. */
  considered: number;
  /** Reminders delivered by this run. */
  sent: number;
  /** Reminders due but already sent (by an earlier or a concurrent run). */
  skipped: number;
  /** Deliveries that failed; they are retried by the next run. */
  failed: number;
}

/** The cron's jobs, in the order a call runs them (each with its saved place, SchedulerCursor). */
export const CRON_JOBS = ["interest", "paymentReminders", "goalReminders", "cleanup"] as const;
export type CronJob = (typeof CRON_JOBS)[number];

/**
 * GET/POST /api/cron/reminders: the payment reminders' counts, and the goal auto-save reminders' under goals, for
 * what this call did. `complete` false: the time budget ran out before every job was done for today; the next call
 * resumes where this one stopped (docs/product-rules.md "Reminders").
 */
export type CronRunResult = ReminderRunResult & {
  complete: boolean;
  /** Per job: rows this call went through, and whether today's pass of it is done. */
  jobs: Record<CronJob, JobProgress>;
  goals: ReminderRunResult;
  /** What the daily cleanup removed (lib/maintenance/cleanup.ts); null when this call did not run it. */
  cleanup: CleanupResult | null;
};

export interface UnsubscribeResultDto {
  unsubscribed: true;
  /** The address that will no longer get reminder e-mails, masked: "j***@example.com". */
  email: string;
}

/** "1st", "2nd", "23rd": how due days read in the UI and in messages. */
export function ordinalDay(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  const suffix = ({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[day % 10] ?? "th";
  return `${day}${suffix}`;
}
