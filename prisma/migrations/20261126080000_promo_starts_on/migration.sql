-- AlterTable
ALTER TABLE "Debt" ADD COLUMN     "promoStartsOn" VARCHAR(7);

-- A promo stored before this column gets the month its debt's ledger opened (the opening row's day, else the
-- day the debt was added): from then on the ledger charged it, as it did before (docs/product-rules.md,
-- "The balance ledger").
UPDATE "Debt" d
   SET "promoStartsOn" = to_char(
         COALESCE(
           (SELECT MIN(l."effectiveOn") FROM "LedgerEntry" l WHERE l."debtId" = d."id" AND l."kind" = 'opening'),
           d."createdAt"
         ),
         'YYYY-MM'
       )
 WHERE d."promoRate" IS NOT NULL;
