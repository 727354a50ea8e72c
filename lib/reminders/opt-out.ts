import "server-only";
import { createHmac } from "node:crypto";
import twilio from "twilio";
import { db } from "@/lib/db";
import { env, requireEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";
import type { ReminderPreference } from "@/lib/generated/prisma/client";
import { maskEmail } from "@/lib/masking";
import { normalizePhoneNumber } from "@/lib/validations/reminders";
import { sha256 } from "./secrets";
import type { UnsubscribeResultDto } from "./types";

// The two ways out of reminders: the e-mail unsubscribe link and an SMS reply of STOP.
//
// Unsubscribe tokens are derived (HMAC of the user id under AUTH_SECRET), not random: every reminder e-mail a
// user ever got carries the same working link, and only its sha256 is stored (unsubscribeTokenHash) to look the
// user up. Rotating AUTH_SECRET retires the links in e-mails already sent.

/** The user's unsubscribe token; stores its hash the first time (or after AUTH_SECRET changed). */
export async function ensureUnsubscribeToken(
  userId: string,
  pref: Pick<ReminderPreference, "unsubscribeTokenHash"> | null,
): Promise<string> {
  const token = createHmac("sha256", requireEnv("AUTH_SECRET"))
    .update(`reminders-unsubscribe:${userId}`)
    .digest("base64url");
  const hash = sha256(token);
  if (pref?.unsubscribeTokenHash !== hash) {
    try {
      await db.reminderPreference.upsert({
        where: { userId },
        create: { userId, unsubscribeTokenHash: hash },
        update: { unsubscribeTokenHash: hash },
      });
    } catch (error) {
      // A concurrent run created the row with the same (derived) hash first.
      if ((error as { code?: string }).code !== "P2002") throw error;
    }
  }
  return token;
}

/** Turns reminder e-mails off for the token's owner. No session needed: the token is the proof. */
export async function unsubscribeByToken(token: string): Promise<UnsubscribeResultDto> {
  const pref = await db.reminderPreference.findUnique({
    where: { unsubscribeTokenHash: sha256(token) },
    select: { id: true, user: { select: { email: true } } },
  });
  if (!pref) throw new AppError("not_found", "This unsubscribe link is not valid.");
  await db.reminderPreference.update({ where: { id: pref.id }, data: { emailEnabled: false } });
  return { unsubscribed: true, email: maskEmail(pref.user.email) };
}

/** Carrier opt-out words (Twilio's list): any of them alone ends SMS reminders for the number. */
const OPT_OUT_WORDS = new Set(["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT", "OPTOUT", "REVOKE"]);
/** Carrier opt-in words: they switch SMS reminders back on for a number that was verified. */
const OPT_IN_WORDS = new Set(["START", "UNSTOP", "YES"]);

/** 404 unless Twilio's inbound webhook is configured; the route checks it before reading the body. */
export function twilioAuthToken(): string {
  const authToken = env().TWILIO_AUTH_TOKEN;
  if (!authToken) throw new AppError("not_found", "Not found");
  return authToken;
}

/** An SMS sent to our number, as Twilio's webhook delivers it. */
export interface InboundSms {
  /** The form fields Twilio posted (From, Body, ...). */
  params: Record<string, string>;
  /** The X-Twilio-Signature header. */
  signature: string | null;
  /** The URL Twilio called, as it signed it: the public one (APP_URL), not the one the server was handed. */
  signedUrl: string;
}

/**
 * POST /api/webhooks/twilio: verifies X-Twilio-Signature over the public URL and the form fields (403 otherwise),
 * then honours STOP / START for every preference using the sender's number. The route answers empty TwiML: Twilio
 * (Advanced Opt-Out) sends the carrier's confirmation itself.
 */
export async function handleInboundSms(authToken: string, { params, signature, signedUrl }: InboundSms): Promise<void> {
  if (!signature || !twilio.validateRequest(authToken, signature, signedUrl, params)) {
    throw new AppError("forbidden", "Invalid Twilio signature");
  }

  const from = normalizePhoneNumber(params.From ?? "");
  // Lenient on purpose ("Stop.", "stop all"): an opt-out must never be missed over punctuation.
  const word = (params.Body ?? "").toUpperCase().replace(/[^A-Z]/g, "");
  if (from && OPT_OUT_WORDS.has(word)) {
    await db.reminderPreference.updateMany({ where: { phoneNumber: from }, data: { smsEnabled: false } });
  } else if (from && OPT_IN_WORDS.has(word)) {
    await db.reminderPreference.updateMany({
      where: { phoneNumber: from, phoneVerifiedAt: { not: null } },
      data: { smsEnabled: true },
    });
  }
}
