import "server-only";
import { z } from "@/lib/validations/zod";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { notFound } from "@/lib/errors";
import { isLoopbackRequest } from "@/lib/request";
import { outboxEnvelopeSelect } from "./rows";
import { outboxIsDeliveryChannel } from "./send";

// Public (sign-in mails are read there before signing in), so three locks: the OUTBOX_PAGE switch, no real provider
// (a deployment that sets the switch by mistake never shows real mail), and a loopback request.

export const OUTBOX_PAGE_SIZE = 100;

export const OUTBOX_CHANNELS = ["email", "sms", "push"] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

export interface OutboxMessageDto {
  id: string;
  channel: OutboxChannel;
  kind: string;
  to: string;
  subject: string | null;
  /** The HTML version is never sent to the page. */
  body: string;
  hasHtml: boolean;
  status: "pending" | "sent" | "failed";
  error: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** Loopback and not forwarded, so a server reachable from the network shows sign-in links to its developer only. */
export function isOutboxPageEnabled(headers: Headers): boolean {
  return env().OUTBOX_PAGE === "1" && outboxIsDeliveryChannel() && isLoopbackRequest(headers);
}

/** 404 (never 403): a deployment does not even admit the page exists. */
export function requireOutboxPage(headers: Headers): void {
  if (!isOutboxPageEnabled(headers)) throw notFound();
}

const ZOutboxQuery = z.object({ channel: z.enum(OUTBOX_CHANNELS).optional() });

export function parseOutboxQuery(params: URLSearchParams): { channel?: OutboxChannel } {
  return ZOutboxQuery.parse({ channel: params.get("channel") ?? undefined });
}

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
