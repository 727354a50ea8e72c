import type { QueryClient } from "@tanstack/react-query";

import type { DebtDto } from "@/lib/debts/types";
import type { BadgeDto } from "@/lib/gamification/types";
import { formatDollars } from "@/lib/format";
import type { PaymentChangeDto } from "@/lib/payments/types";
import { queryKeys } from "@/lib/query-keys";
import { LOG_PAYMENT_INVALIDATES, invalidatePaymentLists } from "@/components/payments/payment-lists";

// What an edit or undo of a payment refreshes, and how its toast reads. Client only: it reaches the Log Payment
// dialog's list of what a payment changes.

/**
 * Besides the lists, what an edit or undo changes: what logging a payment changes (balances, XP and badges, the
 * saved strategy's numbers) and this month's paid and remaining amounts.
 */
const PAYMENT_CHANGE_INVALIDATES = [...LOG_PAYMENT_INVALIDATES, queryKeys.planThisMonth] as const;

/** After an edit or undo: the debt's new balance at once, then everything the change touched re-read. */
export function refreshAfterPaymentChange(queryClient: QueryClient, change: PaymentChangeDto): void {
  queryClient.setQueryData<DebtDto[]>(queryKeys.debts, (old) =>
    old?.map((d) => (d.id === change.debt.id ? change.debt : d)),
  );
  // Every list, whatever its filter: an edited date can move a payment into or out of any of them.
  invalidatePaymentLists(queryClient);
  for (const queryKey of PAYMENT_CHANGE_INVALIDATES) void queryClient.invalidateQueries({ queryKey });
}

function labels(badges: readonly BadgeDto[]): string {
  return badges.map((b) => b.label).join(", ");
}

/** A correction's toast text: the debt's new balance, then the badges it withdrew or awarded, by name. */
export function paymentChangeText(change: Pick<PaymentChangeDto, "debt" | "withdrawnBadges" | "newBadges">): string {
  const parts = [`${change.debt.name} balance: ${formatDollars(change.debt.balance)}.`];
  if (change.withdrawnBadges.length > 0) {
    parts.push(
      `${change.withdrawnBadges.length === 1 ? "Badge" : "Badges"} withdrawn: ${labels(change.withdrawnBadges)}.`,
    );
  }
  if (change.newBadges.length > 0) {
    parts.push(`${change.newBadges.length === 1 ? "New badge" : "New badges"}: ${labels(change.newBadges)}.`);
  }
  return parts.join(" ");
}
