import type { Prisma } from "@/lib/generated/prisma/client";

/**
 * A sent (or queued) message without its content: who it went to, what for, and what became of it. The account
 * export lists exactly these (bodies carry one-time links and codes); the developer's outbox adds the content.
 */
export const outboxEnvelopeSelect = {
  id: true,
  channel: true,
  kind: true,
  to: true,
  subject: true,
  status: true,
  createdAt: true,
  sentAt: true,
} as const satisfies Prisma.OutboxMessageSelect;
