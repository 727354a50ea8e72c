import "server-only";
import { randomInt } from "node:crypto";
import type { SessionUser } from "@/lib/auth/session";
import { requireVerifiedEmailFirst } from "@/lib/auth/verified-email";
import { hasFeature, requireFeature } from "@/lib/billing/gates";
import { db } from "@/lib/db";
import { AppError, fieldError } from "@/lib/errors";
import type { Prisma, ReminderPreference } from "@/lib/generated/prisma/client";
import { sendSms } from "@/lib/messaging/send";
import type { TReminderPreferences } from "@/lib/validations/reminders";
import { isPhoneVerified } from "./channels";
import { phoneVerificationSms } from "./messages";
import { sameSecret, sha256 } from "./secrets";
import {
  DEFAULT_DAYS_BEFORE,
  PHONE_CODE_LENGTH,
  PHONE_CODE_MAX_ATTEMPTS,
  PHONE_CODE_TTL_MINUTES,
  type ReminderPreferencesDto,
} from "./types";

type PlanUser = Pick<SessionUser, "id" | "email" | "subscriptionPlan" | "emailVerified">;

const CODE_TTL_MS = PHONE_CODE_TTL_MINUTES * 60 * 1000;

export const PHONE_CODE_RATE_LIMIT = { limit: 5, windowSeconds: 60 * 60 };

export async function getReminderPreferences(user: PlanUser): Promise<ReminderPreferencesDto> {
  const pref = await db.reminderPreference.findUnique({ where: { userId: user.id } });
  return toPreferencesDto(user, pref);
}

/** Turning a channel off is always allowed, whatever the plan, so the plan gate is checked here on the input. */
export async function updateReminderPreferences(
  user: PlanUser,
  input: TReminderPreferences,
): Promise<ReminderPreferencesDto> {
  if (input.emailEnabled) requireFeature(user, "emailReminders");
  if (input.smsEnabled) {
    requireFeature(user, "smsReminders");
    const current = await db.reminderPreference.findUnique({ where: { userId: user.id } });
    if (!isPhoneVerified(current)) throw fieldError("smsEnabled", "Verify your phone number first");
  }
  const data = {
    ...(input.emailEnabled !== undefined && { emailEnabled: input.emailEnabled }),
    ...(input.smsEnabled !== undefined && { smsEnabled: input.smsEnabled }),
    ...(input.daysBefore !== undefined && { daysBefore: input.daysBefore }),
  };
  const pref = await db.reminderPreference.upsert({
    where: { userId: user.id },
    create: { userId: user.id, ...data },
    update: data,
  });
  return toPreferencesDto(user, pref);
}

function toPreferencesDto(user: PlanUser, pref: ReminderPreference | null, now = new Date()): ReminderPreferencesDto {
  const emailAvailable = hasFeature(user, "emailReminders");
  const smsAvailable = hasFeature(user, "smsReminders");
  const verified = isPhoneVerified(pref);
  const codeLive = Boolean(pref?.phoneCodeHash && pref.phoneCodeExpiresAt && pref.phoneCodeExpiresAt > now);
  return {
    email: user.email,
    emailEnabled: emailAvailable && (pref?.emailEnabled ?? true),
    smsEnabled: smsAvailable && verified && (pref?.smsEnabled ?? false),
    daysBefore: pref?.daysBefore ?? DEFAULT_DAYS_BEFORE,
    phoneNumber: verified ? pref!.phoneNumber : null,
    pendingPhoneNumber: codeLive ? pref!.pendingPhoneNumber : null,
    codeExpiresAt: codeLive ? pref!.phoneCodeExpiresAt!.toISOString() : null,
    emailAvailable,
    smsAvailable,
    emailVerified: user.emailVerified,
  };
}

/**
 * The verified number stays in use until the new one is confirmed. A verified address first: a phone set up by
 * whoever registered someone else's address would keep getting that account's reminders (lib/auth/verified-email.ts).
 */
export async function startPhoneVerification(user: PlanUser, phoneNumber: string): Promise<ReminderPreferencesDto> {
  requireVerifiedEmailFirst(user);
  const code = String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, "0");
  const data = {
    pendingPhoneNumber: phoneNumber,
    phoneCodeHash: sha256(code),
    phoneCodeExpiresAt: new Date(Date.now() + CODE_TTL_MS),
    phoneCodeAttempts: 0,
  };
  const pref = await db.reminderPreference.upsert({
    where: { userId: user.id },
    create: { userId: user.id, ...data },
    update: data,
  });

  const result = await sendSms({
    to: phoneNumber,
    body: phoneVerificationSms(code),
    kind: "phone_verification",
    userId: user.id,
  });
  if (result.status === "failed") {
    await db.reminderPreference.updateMany({
      where: { userId: user.id, phoneCodeHash: data.phoneCodeHash },
      data: { pendingPhoneNumber: null, phoneCodeHash: null, phoneCodeExpiresAt: null },
    });
    throw fieldError("phoneNumber", "We couldn't send a text to that number. Check it and try again.");
  }
  return toPreferencesDto(user, pref);
}

/** Each try first uses up an attempt in one conditional UPDATE, so parallel guesses get no more than 5 between them. */
export async function confirmPhoneVerification(user: PlanUser, code: string): Promise<ReminderPreferencesDto> {
  requireVerifiedEmailFirst(user);
  const now = new Date();
  const claimed = await db.reminderPreference.updateMany({
    where: {
      userId: user.id,
      phoneCodeHash: { not: null },
      pendingPhoneNumber: { not: null },
      phoneCodeExpiresAt: { gt: now },
      phoneCodeAttempts: { lt: PHONE_CODE_MAX_ATTEMPTS },
    },
    data: { phoneCodeAttempts: { increment: 1 } },
  });
  const pref = await db.reminderPreference.findUnique({ where: { userId: user.id } });
  if (claimed.count === 0 || !pref?.phoneCodeHash || !pref.pendingPhoneNumber) {
    if (!pref?.phoneCodeHash || !pref.pendingPhoneNumber)
      throw codeError("Send a verification code to your phone first.");
    if (pref.phoneCodeAttempts >= PHONE_CODE_MAX_ATTEMPTS)
      throw codeError("Too many wrong codes. Send a new code and try again.");
    throw codeError("That code has expired. Send a new code.");
  }

  if (!sameSecret(pref.phoneCodeHash, sha256(code))) {
    const left = PHONE_CODE_MAX_ATTEMPTS - pref.phoneCodeAttempts;
    throw codeError(
      left > 0
        ? `That code is not right. ${left} ${left === 1 ? "attempt" : "attempts"} left.`
        : "That code is not right. Send a new code and try again.",
    );
  }

  // Conditional on the same code: a newer code sent meanwhile must be confirmed with that one.
  const done = await db.reminderPreference.updateMany({
    where: { userId: user.id, phoneCodeHash: pref.phoneCodeHash },
    data: {
      phoneNumber: pref.pendingPhoneNumber,
      phoneVerifiedAt: now,
      smsEnabled: true,
      pendingPhoneNumber: null,
      phoneCodeHash: null,
      phoneCodeExpiresAt: null,
      phoneCodeAttempts: 0,
    },
  });
  if (done.count === 0) throw codeError("A newer code was sent. Enter that one.");
  return getReminderPreferences(user);
}

/** For the owner claiming an unverified address: it ends what the earlier holder set up. */
export async function forgetPhone(userId: string, client: Prisma.TransactionClient | typeof db = db): Promise<void> {
  await client.reminderPreference.updateMany({
    where: { userId },
    data: {
      smsEnabled: false,
      phoneNumber: null,
      phoneVerifiedAt: null,
      pendingPhoneNumber: null,
      phoneCodeHash: null,
      phoneCodeExpiresAt: null,
      phoneCodeAttempts: 0,
    },
  });
}

function codeError(message: string): AppError {
  return fieldError("code", message);
}
