-- CreateIndex
CREATE INDEX "LedgerEntry_debtId_kind_idx" ON "LedgerEntry"("debtId", "kind");
