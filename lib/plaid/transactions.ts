import type { Transaction } from "plaid";
import type { ParsedRow } from "@/lib/imports/types";

/**
 * Plaid's amount is positive for money out, a row's for money in. Pending ones are left out: Plaid replaces a pending
 * one with the posted one under a new id, so importing both would count it twice.
 */
export function rowsByAccount(
  added: Pick<
    Transaction,
    "account_id" | "transaction_id" | "amount" | "date" | "name" | "merchant_name" | "pending"
  >[],
): Map<string, ParsedRow[]> {
  const byAccount = new Map<string, ParsedRow[]>();
  for (const t of added) {
    if (t.pending) continue;
    const rows = byAccount.get(t.account_id) ?? [];
    rows.push({
      index: rows.length,
      date: t.date,
      amountCents: -Math.round(t.amount * 100),
      description: t.name || t.merchant_name || "",
      fitId: t.transaction_id,
      type: null,
    });
    byAccount.set(t.account_id, rows);
  }
  return byAccount;
}
