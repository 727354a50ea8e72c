import "server-only";
import { AppError, notFound } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";

// docs/product-rules.md "The balance ledger": always the user's row first, then the debt's, so two transactions
// never wait on each other in opposite orders. NO KEY UPDATE does not conflict with the KEY SHARE locks that
// inserting rows referencing the user takes (sessions, events).

type Tx = Prisma.TransactionClient;

// The plan is read with the lock because a plan change updates this row, so limits checked under it hold.
export async function lockUserRow(tx: Tx, userId: string): Promise<{ subscriptionPlan: string }> {
  const rows = await tx.$queryRaw<{ subscriptionPlan: string }[]>`
    SELECT "subscriptionPlan"::text AS "subscriptionPlan" FROM "User" WHERE "id" = ${userId} FOR NO KEY UPDATE`;
  if (!rows[0]) throw new AppError("unauthorized", "Unauthorized");
  return rows[0];
}

/** Another user's debt is indistinguishable from a missing one (404). */
export async function lockOwnedDebt(tx: Tx, userId: string, debtId: string): Promise<void> {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "Debt" WHERE "id" = ${debtId} AND "userId" = ${userId} FOR UPDATE`;
  if (rows.length === 0) throw notFound("Debt");
}
