// docs/product-rules.md "Offline and install". Each payment keeps its Idempotency-Key, so sending it again after a
// lost answer logs it once.

import type { TLogPayment } from "@/lib/validations/payments";
import { parseMoneyToCents } from "@/lib/payoff/money";

export interface QueuedPayment {
  key: string;
  /** lib/offline/user-key.ts: only that user's pages send or show it. */
  userKey: string;
  input: TLogPayment;
  debtName: string;
  queuedAt: string;
}

export type SendOutcome = "sent" | "refused" | "retry";

// A 4xx about the payment itself is dropped and the user told, since sending it again would be refused again.
export function sendOutcome(status: number | null): SendOutcome {
  if (status === null || status >= 500 || status === 429 || status === 409 || status === 408) return "retry";
  if (status >= 200 && status < 300) return "sent";
  return "refused";
}

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

export function queuedFor(queue: readonly QueuedPayment[], userKey: string): QueuedPayment[] {
  return queue.filter((q) => q.userKey === userKey).sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
}
