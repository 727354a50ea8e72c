-- CreateEnum
CREATE TYPE "LedgerEntryKind" AS ENUM ('opening', 'interest', 'payment', 'correction', 'charge');

-- AlterTable
ALTER TABLE "Debt" ADD COLUMN     "nextInterestOn" DATE;

-- AlterTable
ALTER TABLE "Payment" ADD COLUMN     "interestPortion" DECIMAL(12,2) NOT NULL DEFAULT 0,
ADD COLUMN     "principalPortion" DECIMAL(12,2) NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "LedgerEntry" (
    "id" TEXT NOT NULL,
    "debtId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "kind" "LedgerEntryKind" NOT NULL,
    "amount" DECIMAL(12,2) NOT NULL,
    "effectiveOn" DATE NOT NULL,
    "interestMonth" TEXT,
    "paymentId" TEXT,
    "note" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LedgerEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "LedgerEntry_paymentId_key" ON "LedgerEntry"("paymentId");

-- CreateIndex
CREATE INDEX "LedgerEntry_debtId_effectiveOn_idx" ON "LedgerEntry"("debtId", "effectiveOn");

-- CreateIndex
CREATE INDEX "LedgerEntry_userId_effectiveOn_idx" ON "LedgerEntry"("userId", "effectiveOn");

-- CreateIndex
CREATE UNIQUE INDEX "LedgerEntry_debtId_interestMonth_key" ON "LedgerEntry"("debtId", "interestMonth");

-- AddForeignKey
ALTER TABLE "LedgerEntry" ADD CONSTRAINT "LedgerEntry_debtId_fkey" FOREIGN KEY ("debtId") REFERENCES "Debt"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LedgerEntry" ADD CONSTRAINT "LedgerEntry_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "Payment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Existing data (README "The balance ledger"): each debt opens its ledger today with its balance today, so no
-- balance changes and no interest is charged for the past. Payments logged before the ledger came off the balance
-- in full, so they count as principal; they stay inside the opening row (editing one adjusts it).
INSERT INTO "LedgerEntry" ("id", "debtId", "userId", "kind", "amount", "effectiveOn", "note")
SELECT 'opening_' || d."id", d."id", d."userId", 'opening', d."balance", CURRENT_DATE, 'Balance when the ledger began'
FROM "Debt" d;

UPDATE "Payment" SET "principalPortion" = "amount";

-- Interest accrues monthly on the due day (or the day of the month the debt was added, at most the 28th), first
-- on the first such day after the ledger's opening.
UPDATE "Debt" d SET "nextInterestOn" = CASE
    WHEN make_date(EXTRACT(YEAR FROM CURRENT_DATE)::int, EXTRACT(MONTH FROM CURRENT_DATE)::int, x.day) > CURRENT_DATE
      THEN make_date(EXTRACT(YEAR FROM CURRENT_DATE)::int, EXTRACT(MONTH FROM CURRENT_DATE)::int, x.day)
    ELSE (make_date(EXTRACT(YEAR FROM CURRENT_DATE)::int, EXTRACT(MONTH FROM CURRENT_DATE)::int, x.day) + interval '1 month')::date
  END
FROM (SELECT "id", COALESCE("dueDay", LEAST(EXTRACT(DAY FROM "createdAt")::int, 28)) AS day FROM "Debt") x
WHERE x."id" = d."id" AND d."closedAt" IS NULL;
