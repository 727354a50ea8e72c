// Payments logged while offline (docs/product-rules.md "Offline and install"): the rules of the queue, pure, for the
// browser's queue (lib/client/payment-queue.ts) and the unit tests. Each payment keeps the Idempotency-Key it was
// given when it was logged, so sending it again after a lost answer logs it once (docs/product-rules.md
// "Idempotent writes").

import type { TLogPayment } from "@/lib/validations/payments";
import { parseMoneyToCents } from "@/lib/payoff/money";

export interface QueuedPayment {
  /** The payment's Idempotency-Key, made once when it was queued; also its id in the queue. */
  key: string;
  /** Whose it is (lib/offline/user-key.ts): only that user's pages send or show it. */
  userKey: string;
  input: TLogPayment;
  /** The debt's name when it was queued, for the list and the toasts. */
  debtName: string;
  /** When it was queued (ISO 8601): the queue is sent oldest first. */
  queuedAt: string;
}

export type SendOutcome = "sent" | "refused" | "retry";

/**
 * What an answer to a queued payment means: sent (2xx, a replay included); refused (a 4xx about the payment itself,
 * such as a debt paid off meanwhile or a session that ended: it is dropped and the user told, since sending it again
 * would be refused again); or retry later (no answer, 5xx, 429, or 409 while the same key is still running).
 */
export function sendOutcome(status: number | null): SendOutcome {
  if (status === null || status >= 500 || status === 429 || status === 409 || status === 408) return "retry";
  if (status >= 200 && status < 300) return "sent";
  return "refused";
}

/** A payment already waiting with the same debt, day and amount: logging it again offline is refused. */
export function sameQueued(queue: readonly QueuedPayment[], input: TLogPayment): QueuedPayment | null {
  const cents = parseMoneyToCents(input.amount);
  return (
    queue.find(
      (q) =>
        q.input.debtId === input.debtId &&
        q.input.paymentDate === input.paymentDate &&
        parseMoneyToCents(q.input.amount) === cents,
    ) ?? null
  );
}

/** The user's payments waiting, oldest first. */
export function queuedFor(queue: readonly QueuedPayment[], userKey: string): QueuedPayment[] {
  return queue.filter((q) => q.userKey === userKey).sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
}
