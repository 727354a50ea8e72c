import type { Prisma } from "@/lib/generated/prisma/client";

// Without content: the account export lists exactly these, since bodies carry one-time links and codes.
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
