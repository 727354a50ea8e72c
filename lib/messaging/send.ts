import "server-only";
import { randomUUID } from "node:crypto";
import { Resend } from "resend";
import { mapWithConcurrency } from "@/lib/concurrency";
import { db } from "@/lib/db";
import { env, features } from "@/lib/env";
import { isTransientStatus, retryAfterMs, withRetries, type Attempt } from "./retry";
import { holdUnverifiedMailCap, UNVERIFIED_MAIL_DAILY_CAP } from "./unverified-cap";

// Every e-mail, SMS and push reminder the product sends goes through here. Each message is first written to OutboxMessage, so
// there is always a record of what was sent to whom (and why it failed); then it is handed to Resend / Twilio when
// their keys are set. Without keys the outbox IS the delivery channel: the row is marked sent and the developer
// reads it on /dev/outbox (local runs only). Callers never need to know which of the two happened. A provider's
// passing refusal (429, 5xx) is retried a few times first (./retry.ts).

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

/** A reminder to every device the user subscribed for push (lib/push/send.ts); `title` and `body` are shown. */
export interface PushMessage {
  userId: string;
  title: string;
  body: string;
  /** The path a click opens. */
  url: string;
  kind: string;
}

type Provider = "resend" | "twilio" | "webpush";

export type DeliveryResult =
  | { status: "sent"; via: Provider | "outbox"; outboxId: string }
  | { status: "failed"; via: Provider; outboxId: string; error: string };

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
  const local = !features.resend();
  const row = await db.outboxMessage.create({ data: outboxRow({ channel: "email", ...message }, local) });
  if (local) return { status: "sent", via: "outbox", outboxId: row.id };
  const resend = new Resend(
    env().RESEND_API_KEY,
    env().RESEND_BASE_URL ? { baseUrl: env().RESEND_BASE_URL } : undefined,
  );
  const outcome = await withRetries(async (): Promise<Attempt<{ id?: string; error?: string }>> => {
    const { data, error, headers } = await resend.emails.send(
      {
        from: env().EMAIL_FROM,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html && { html: message.html }),
        ...(message.headers && { headers: message.headers }),
      },
      // The same key on every attempt: a retry after an answer that was lost on the way back sends nothing twice.
      { idempotencyKey: `outbox-${row.id}` },
    );
    if (data?.id) return { done: { id: data.id } };
    const failure = { error: error?.message ?? "Resend returned no message id" };
    // No status: the request got no answer at all, which the idempotency key makes safe to repeat.
    const status = error ? error.statusCode : null;
    return status === null || isTransientStatus(status)
      ? { transient: failure, retryAfterMs: retryAfterMs(headers?.["retry-after"]) }
      : { done: failure };
  });
  return outcome.id ? markSent(row.id, "resend", outcome.id) : markFailed(row.id, "resend", outcome.error);
}

export async function sendSms(message: SmsMessage): Promise<DeliveryResult> {
  const local = !features.twilio();
  const row = await db.outboxMessage.create({ data: outboxRow({ channel: "sms", ...message }, local) });
  if (local) return { status: "sent", via: "outbox", outboxId: row.id };
  // Loaded only when a message is really sent: the SDK is large, and most requests (and every keyless run) never
  // send an SMS.
  const { default: twilio } = await import("twilio");
  const e = env();
  const client = twilio(e.TWILIO_ACCOUNT_SID, e.TWILIO_AUTH_TOKEN);
  const outcome = await withRetries(async (): Promise<Attempt<{ sid?: string; error?: unknown }>> => {
    try {
      const sent = await client.messages.create({ from: e.TWILIO_FROM_NUMBER, to: message.to, body: message.body });
      return { done: { sid: sent.sid } };
    } catch (error) {
      // Only an answered 429/5xx is retried: Twilio takes no idempotency key, and a request that got no answer may
      // have sent the text already.
      const status = (error as { status?: unknown }).status;
      return typeof status === "number" && isTransientStatus(status) ? { transient: { error } } : { done: { error } };
    }
  });
  return outcome.sid ? markSent(row.id, "twilio", outcome.sid) : markFailed(row.id, "twilio", outcome.error);
}

/**
 * Records and sends one push reminder to the user's devices. There is no outbox stand-in: the VAPID keys are the
 * server's own (generated locally), so a push is always really sent; the row records it. Sent when at least one
 * device took it; failed (the scheduler releases its claim, the next run tries again) when none did.
 */
export async function sendPush(message: PushMessage): Promise<DeliveryResult> {
  const row = await db.outboxMessage.create({ data: outboxRow({ channel: "push", ...message }, false) });
  const { sendPushToUser } = await import("@/lib/push/send");
  const outcome = await sendPushToUser(message.userId, {
    title: message.title,
    body: message.body,
    url: message.url,
    tag: `${message.kind}:${row.id}`,
  });
  if (outcome.sent > 0) {
    await db.outboxMessage.update({
      where: { id: row.id },
      data: { status: "sent", sentAt: new Date(), to: devicesText(outcome.sent) },
    });
    return { status: "sent", via: "webpush", outboxId: row.id };
  }
  return markFailed(row.id, "webpush", outcome.error ?? "no subscribed device took it");
}

const devicesText = (n: number) => `${n} device${n === 1 ? "" : "s"}`;

/** An e-mail, an SMS or a push reminder, for sendAll. */
export type OutgoingMessage =
  ({ channel: "email" } & EmailMessage) | ({ channel: "sms" } & SmsMessage) | ({ channel: "push" } & PushMessage);

/** One message's result in sendAll: its delivery, or what it threw. */
export type SendOutcome = DeliveryResult | { status: "error"; error: unknown };

/**
 * Records and sends many messages (the reminder scheduler's batches), `concurrency` at a time through a provider;
 * answers each one's outcome in order, and one failure never stops the rest. Where the outbox is the delivery (no
 * provider for the channel) the rows are written as sent in one statement: a statement per message was most of
 * a 20,000-user reminder run's time (tests/integration/reminders-paging.test.ts).
 */
export async function sendAll(messages: readonly OutgoingMessage[], concurrency: number): Promise<SendOutcome[]> {
  const results: SendOutcome[] = new Array(messages.length);
  const indexed = messages.map((message, index) => ({ message, index }));
  // Push has no local stand-in (sendPush).
  const isLocal = (m: OutgoingMessage) =>
    m.channel === "email" ? !features.resend() : m.channel === "sms" ? !features.twilio() : false;
  const local = indexed.filter(({ message }) => isLocal(message));
  if (local.length > 0) {
    const rows = local.map(({ message }) => ({ id: randomUUID(), ...outboxRow(message, true) }));
    const column = <T>(pick: (row: (typeof rows)[number]) => T) => rows.map(pick);
    // Plain SQL over arrays: Prisma's createMany spent about 0.4 ms of CPU per row rendering its parameters.
    await db.$executeRaw`
      INSERT INTO "OutboxMessage" (id, channel, "to", subject, body, html, kind, "userId", status, "sentAt")
      SELECT m.*, 'sent', now() FROM unnest(
        ${column((r) => r.id)}::text[], ${column((r) => r.channel)}::"MessageChannel"[],
        ${column((r) => r.to)}::text[], ${column((r) => r.subject)}::text[], ${column((r) => r.body)}::text[],
        ${column((r) => r.html)}::text[], ${column((r) => r.kind)}::text[], ${column((r) => r.userId)}::text[]) AS m`;
    local.forEach(({ index }, n) => (results[index] = { status: "sent", via: "outbox", outboxId: rows[n]!.id }));
  }
  await mapWithConcurrency(
    indexed.filter(({ message }) => !isLocal(message)),
    concurrency,
    async ({ message, index }) => {
      try {
        results[index] =
          message.channel === "email"
            ? await sendEmail(message)
            : message.channel === "sms"
              ? await sendSms(message)
              : await sendPush(message);
      } catch (error) {
        results[index] = { status: "error", error };
      }
    },
  );
  return results;
}

/** A message's outbox row; without a provider (`sentLocally`) the row is the delivery and is written as sent. */
function outboxRow(message: OutgoingMessage, sentLocally: boolean) {
  return {
    channel: message.channel,
    // A push goes to the account's devices, counted once sent.
    to: message.channel === "push" ? "devices" : message.to,
    subject: message.channel === "email" ? message.subject : message.channel === "push" ? message.title : null,
    body: message.channel === "email" ? message.text : message.body,
    html: message.channel === "email" ? (message.html ?? null) : null,
    kind: message.kind,
    userId: message.userId ?? null,
    ...(sentLocally && { status: "sent" as const, sentAt: new Date() }),
  };
}

async function markSent(id: string, via: Provider, providerMessageId: string): Promise<DeliveryResult> {
  await db.outboxMessage.update({ where: { id }, data: { status: "sent", sentAt: new Date(), providerMessageId } });
  return { status: "sent", via, outboxId: id };
}

async function markFailed(id: string, via: Provider, err: unknown): Promise<DeliveryResult> {
  // Provider messages can echo the recipient; keep them short and out of logs.
  const error = (err instanceof Error ? err.message : String(err)).slice(0, 500);
  await db.outboxMessage.update({ where: { id }, data: { status: "failed", error } });
  return { status: "failed", via, outboxId: id, error };
}
