import "server-only";
import { Resend } from "resend";
import twilio from "twilio";
import { db } from "@/lib/db";
import { env, features } from "@/lib/env";
import { holdUnverifiedMailCap, UNVERIFIED_MAIL_DAILY_CAP } from "./unverified-cap";

// Every e-mail and SMS the product sends goes through here. Each message is first written to OutboxMessage, so
// there is always a record of what was sent to whom (and why it failed); then it is handed to Resend / Twilio when
// their keys are set. Without keys the outbox IS the delivery channel: the row is marked sent and the developer
// reads it on /dev/outbox (local runs only). Callers never need to know which of the two happened.

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the message is for, e.g. "shared_plan_invite", "reminder_due_soon", "sign_in". */
  kind: string;
  userId?: string | null;
  /** Extra headers for the provider, e.g. List-Unsubscribe (not kept in the outbox). */
  headers?: Record<string, string>;
}

export interface SmsMessage {
  /** E.164, e.g. +14155550123. */
  to: string;
  body: string;
  kind: string;
  userId?: string | null;
}

export type DeliveryResult =
  | { status: "sent"; via: "resend" | "twilio" | "outbox"; outboxId: string }
  | { status: "failed"; via: "resend" | "twilio"; outboxId: string; error: string };

/** True when no real provider is configured, i.e. the outbox page may be shown (local runs). */
export function outboxIsDeliveryChannel(): boolean {
  return !features.resend() && !features.twilio();
}

/**
 * Records and sends one e-mail. Throws 429 (nothing recorded or sent) when it goes to an unverified account's
 * address past the day's cap (./unverified-cap.ts); the cap counts mail that leaves for a mailbox, so keyless runs,
 * where the local outbox reaches nobody, are not capped.
 */
export async function sendEmail(message: EmailMessage): Promise<DeliveryResult> {
  if (features.resend()) await holdUnverifiedMailCap(message, UNVERIFIED_MAIL_DAILY_CAP);
  const row = await db.outboxMessage.create({
    data: {
      channel: "email",
      to: message.to,
      subject: message.subject,
      body: message.text,
      html: message.html ?? null,
      kind: message.kind,
      userId: message.userId ?? null,
    },
  });
  if (!features.resend()) return markSentLocally(row.id);
  try {
    const resend = new Resend(
      env().RESEND_API_KEY,
      env().RESEND_BASE_URL ? { baseUrl: env().RESEND_BASE_URL } : undefined,
    );
    const { data, error } = await resend.emails.send({
      from: env().EMAIL_FROM,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html && { html: message.html }),
      ...(message.headers && { headers: message.headers }),
    });
    if (error || !data) throw new Error(error?.message ?? "Resend returned no message id");
    return markSent(row.id, "resend", data.id);
  } catch (err) {
    return markFailed(row.id, "resend", err);
  }
}

export async function sendSms(message: SmsMessage): Promise<DeliveryResult> {
  const row = await db.outboxMessage.create({
    data: { channel: "sms", to: message.to, body: message.body, kind: message.kind, userId: message.userId ?? null },
  });
  if (!features.twilio()) return markSentLocally(row.id);
  try {
    const e = env();
    const client = twilio(e.TWILIO_ACCOUNT_SID, e.TWILIO_AUTH_TOKEN);
    const sent = await client.messages.create({ from: e.TWILIO_FROM_NUMBER, to: message.to, body: message.body });
    return markSent(row.id, "twilio", sent.sid);
  } catch (err) {
    return markFailed(row.id, "twilio", err);
  }
}

async function markSentLocally(id: string): Promise<DeliveryResult> {
  await db.outboxMessage.update({ where: { id }, data: { status: "sent", sentAt: new Date() } });
  return { status: "sent", via: "outbox", outboxId: id };
}

async function markSent(id: string, via: "resend" | "twilio", providerMessageId: string): Promise<DeliveryResult> {
  await db.outboxMessage.update({ where: { id }, data: { status: "sent", sentAt: new Date(), providerMessageId } });
  return { status: "sent", via, outboxId: id };
}

async function markFailed(id: string, via: "resend" | "twilio", err: unknown): Promise<DeliveryResult> {
  // Provider messages can echo the recipient; keep them short and out of logs.
  const error = (err instanceof Error ? err.message : String(err)).slice(0, 500);
  await db.outboxMessage.update({ where: { id }, data: { status: "failed", error } });
  return { status: "failed", via, outboxId: id, error };
}
