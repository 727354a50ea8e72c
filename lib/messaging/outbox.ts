import "server-only";
import { z } from "@/lib/validations/zod";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { notFound } from "@/lib/errors";
import { isLoopbackRequest } from "@/lib/request";
import { outboxEnvelopeSelect } from "./rows";
import { outboxIsDeliveryChannel } from "./send";

// The developer's view of the outbox (/dev/outbox and GET /api/dev/outbox). On a keyless run nothing leaves the
// machine, so this page is the only way to read a sign-in link or an invitation. It is public (the developer
// reads sign-in mails there before being signed in), which is why it needs three locks: the explicit OUTBOX_PAGE
// switch that only `npm start` and the e2e server set, no real provider configured (so even a deployment that
// sets OUTBOX_PAGE by mistake never exposes mail that went to real inboxes), and a request from the loopback
// address (so nobody else on the network reads the developer's links).

/** How many messages the page shows: enough for a session of clicking around, small enough to read. */
export const OUTBOX_PAGE_SIZE = 100;

export const OUTBOX_CHANNELS = ["email", "sms", "push"] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

export interface OutboxMessageDto {
  id: string;
  channel: OutboxChannel;
  /** What the message is for, e.g. "sign_in", "shared_plan_invite". */
  kind: string;
  to: string;
  subject: string | null;
  /** The plain-text body; the HTML version is never sent to the page. */
  body: string;
  hasHtml: boolean;
  status: "pending" | "sent" | "failed";
  error: string | null;
  createdAt: string;
  sentAt: string | null;
}

/**
 * The third lock: only a request from this machine itself (the loopback socket, not forwarded by any proxy), so
 * a local server that is reachable from the network still shows sign-in links to its own developer only.
 */
export function isOutboxPageEnabled(headers: Headers): boolean {
  return env().OUTBOX_PAGE === "1" && outboxIsDeliveryChannel() && isLoopbackRequest(headers);
}

/** 404 (never 403): a deployment does not even admit the page exists. */
export function requireOutboxPage(headers: Headers): void {
  if (!isOutboxPageEnabled(headers)) throw notFound();
}

const ZOutboxQuery = z.object({ channel: z.enum(OUTBOX_CHANNELS).optional() });

/** `?channel=email|sms` of GET /api/dev/outbox (absent: both). */
export function parseOutboxQuery(params: URLSearchParams): { channel?: OutboxChannel } {
  return ZOutboxQuery.parse({ channel: params.get("channel") ?? undefined });
}

/** The newest messages first, optionally one channel only. */
export async function listOutbox({ channel }: { channel?: OutboxChannel } = {}): Promise<OutboxMessageDto[]> {
  const rows = await db.outboxMessage.findMany({
    where: channel ? { channel } : {},
    // id breaks ties between messages written in the same millisecond, so the order is stable across refreshes.
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: OUTBOX_PAGE_SIZE,
    select: { ...outboxEnvelopeSelect, body: true, html: true, error: true },
  });
  return rows.map(({ html, createdAt, sentAt, ...row }) => ({
    ...row,
    hasHtml: Boolean(html),
    createdAt: createdAt.toISOString(),
    sentAt: sentAt?.toISOString() ?? null,
  }));
}
