// No imports, not server-only: the bench's bare server (scripts/lib/bench-bare-server.ts) runs this very statement.

/** loadMonthDebts'. $1 the user's id, $2 the month's first day, $3 the next month's, $4 DEFERRED_NOTE_PREFIX. */
export const MONTH_DEBTS_SQL = `SELECT d.id, d.name, d.balance::text AS "balance", d."interestRate"::text AS "interestRate",
       d."minPayment"::text AS "minPayment", d.kind::text AS "kind", d."promoRate"::text AS "promoRate",
       d."promoStartsOn", d."promoEndsOn", d."deferredInterest", d."dueDay", d."nextInterestOn"::text AS "nextInterestOn",
       d."creditLimit"::text AS "creditLimit", d."closedAt" IS NOT NULL AS "closed",
       EXISTS (SELECT 1 FROM "LedgerEntry" o
                WHERE o."debtId" = d.id AND o.kind = 'opening' AND o."effectiveOn" < $2::date) AS "trackedBeforeMonth",
       COALESCE((SELECT sum(p.amount) FROM "Payment" p
                  WHERE p."debtId" = d.id AND p."paymentDate" >= $2::date AND p."paymentDate" < $3::date), 0)::text AS "paid",
       COALESCE((SELECT sum(l.amount) FROM "LedgerEntry" l
                  WHERE l."debtId" = d.id AND l."effectiveOn" >= $2::date AND l."effectiveOn" < $3::date
                    AND l.kind <> 'opening'), 0)::text AS "moved",
       COALESCE((SELECT sum(l.amount) FROM "LedgerEntry" l
                  WHERE l."debtId" = d.id AND l."effectiveOn" >= $2::date AND l."effectiveOn" < $3::date
                    AND (l.kind = 'interest' OR (l.kind = 'charge' AND starts_with(l.note, $4)))), 0)::text AS "charged"
  FROM "Debt" d
 WHERE d."userId" = $1 AND d."archivedAt" IS NULL AND (d."closedAt" IS NULL OR d."closedAt" >= $2::date)
 ORDER BY d.position ASC, d."createdAt" ASC, d.id ASC`;
