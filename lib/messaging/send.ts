import "server-only";
import { randomUUID } from "node:crypto";
import { Resend } from "resend";
import { mapWithConcurrency } from "@/lib/concurrency";
import { db } from "@/lib/db";
import { env, features } from "@/lib/env";
import { isTransientStatus, retryAfterMs, withRetries, type Attempt } from "./retry";
import { holdUnverifiedMailCap, UNVERIFIED_MAIL_DAILY_CAP } from "./unverified-cap";

// Every message is written to OutboxMessage first, so there is always a record of what was sent to whom. Without
// provider keys the outbox is the delivery channel: the row is marked sent and read on /dev/outbox.

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind: string;
  userId?: string | null;
  /** Not kept in the outbox. */
  headers?: Record<string, string>;
}

export interface SmsMessage {
  to: string;
  body: string;
  kind: string;
  userId?: string | null;
}

export interface PushMessage {
  userId: string;
  title: string;
  body: string;
  url: string;
  kind: string;
}

type Provider = "resend" | "twilio" | "webpush";

export type DeliveryResult =
  | { status: "sent"; via: Provider | "outbox"; outboxId: string }
  | { status: "failed"; via: Provider; outboxId: string; error: string };

export function outboxIsDeliveryChannel(): boolean {
  return !features.resend() && !features.twilio();
}

// The unverified-mail cap counts mail that leaves for a mailbox, so keyless runs are not capped.
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
  // Loaded only when a message is really sent: the SDK is large and most requests never send an SMS.
  const { default: twilio } = await import("twilio");
  const e = env();
  const client = twilio(e.TWILIO_ACCOUNT_SID, e.TWILIO_AUTH_TOKEN);
  const outcome = await withRetries(async (): Promise<Attempt<{ sid?: string; error?: unknown }>> => {
    try {
      const sent = await client.messages.create({ from: e.TWILIO_FROM_NUMBER, to: message.to, body: message.body });
      return { done: { sid: sent.sid } };
    } catch (error) {
      // Only an answered 429/5xx: Twilio takes no idempotency key, and an unanswered request may have sent already.
      const status = (error as { status?: unknown }).status;
      return typeof status === "number" && isTransientStatus(status) ? { transient: { error } } : { done: { error } };
    }
  });
  return outcome.sid ? markSent(row.id, "twilio", outcome.sid) : markFailed(row.id, "twilio", outcome.error);
}

// No outbox stand-in: the VAPID keys are the server's own, so a push is always really sent.
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

export type OutgoingMessage =
  ({ channel: "email" } & EmailMessage) | ({ channel: "sms" } & SmsMessage) | ({ channel: "push" } & PushMessage);

export type SendOutcome = DeliveryResult | { status: "error"; error: unknown };

// Local rows are written in one statement: a statement per message was most of a 20,000-user reminder run's time
// (tests/integration/reminders-paging.test.ts).
export async function sendAll(messages: readonly OutgoingMessage[], concurrency: number): Promise<SendOutcome[]> {
  const results: SendOutcome[] = new Array(messages.length);
  const indexed = messages.map((message, index) => ({ message, index }));
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

function outboxRow(message: OutgoingMessage, sentLocally: boolean) {
  return {
    channel: message.channel,
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
