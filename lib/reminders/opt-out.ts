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

// Unsubscribe tokens are derived (HMAC of the user id under AUTH_SECRET), not random, so every reminder e-mail a user
// ever got carries a working link; only their sha256 is stored. Rotating AUTH_SECRET retires the links already sent.

export interface TokenOwner {
  id: string;
  reminderPreference: Pick<ReminderPreference, "unsubscribeTokenHash"> | null;
}

/** Owners without a preferences row get theirs in one insert (the scheduler asks once per page). */
export async function ensureUnsubscribeTokens(owners: readonly TokenOwner[]): Promise<Map<string, string>> {
  const tokens = new Map<string, string>();
  const missing: { userId: string; unsubscribeTokenHash: string }[] = [];
  const stale: { userId: string; unsubscribeTokenHash: string }[] = [];
  for (const owner of owners) {
    if (tokens.has(owner.id)) continue;
    const token = createHmac("sha256", requireEnv("AUTH_SECRET"))
      .update(`reminders-unsubscribe:${owner.id}`)
      .digest("base64url");
    tokens.set(owner.id, token);
    const row = { userId: owner.id, unsubscribeTokenHash: sha256(token) };
    if (!owner.reminderPreference) missing.push(row);
    else if (owner.reminderPreference.unsubscribeTokenHash !== row.unsubscribeTokenHash) stale.push(row);
  }
  if (missing.length > 0) {
    // Plain SQL over arrays: Prisma's createMany spent about 0.4 ms of CPU per row rendering its parameters.
    const created = await db.$queryRaw<{ userId: string }[]>`
      INSERT INTO "ReminderPreference" (id, "userId", "unsubscribeTokenHash", "updatedAt")
      SELECT gen_random_uuid()::text, p.*, now() FROM unnest(
        ${missing.map((r) => r.userId)}::text[], ${missing.map((r) => r.unsubscribeTokenHash)}::text[]) AS p
      ON CONFLICT DO NOTHING
      RETURNING "userId"`;
    // A row made meanwhile (the user saved settings, or a concurrent run) is brought up to date below.
    const made = new Set(created.map((r) => r.userId));
    stale.push(...missing.filter((r) => !made.has(r.userId)));
  }
  for (const { userId, unsubscribeTokenHash } of stale) {
    await db.reminderPreference.update({ where: { userId }, data: { unsubscribeTokenHash } });
  }
  return tokens;
}

/** No session needed: the token is the proof. */
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
const OPT_IN_WORDS = new Set(["START", "UNSTOP", "YES"]);

export function twilioAuthToken(): string {
  const authToken = env().TWILIO_AUTH_TOKEN;
  if (!authToken) throw new AppError("not_found", "Not found");
  return authToken;
}

export interface InboundSms {
  params: Record<string, string>;
  signature: string | null;
  /** As Twilio signed it: the public URL (APP_URL), not the one the server was handed. */
  signedUrl: string;
}

/** The route answers empty TwiML: Twilio (Advanced Opt-Out) sends the carrier's confirmation itself. */
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
