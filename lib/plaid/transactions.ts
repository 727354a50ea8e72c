import type { Transaction } from "plaid";
import type { ParsedRow } from "@/lib/imports/types";

// Plaid's transactions as file-import rows (docs/product-rules.md "Connected accounts (Plaid)"). Pure.

/**
 * The posted transactions among `added`, as ParsedRows grouped by Plaid account_id. Plaid's amount is positive for
 * money out of the account, a row's is positive for money into it, hence the sign. Pending transactions are left
 * out: Plaid removes a pending one and adds the posted one under a new id, so importing both would count it twice.
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
