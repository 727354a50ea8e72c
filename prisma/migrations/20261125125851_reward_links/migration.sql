-- AlterTable
ALTER TABLE "GamificationEvent" ADD COLUMN     "debtId" TEXT,
ADD COLUMN     "paymentId" TEXT;

-- CreateIndex
CREATE INDEX "GamificationEvent_paymentId_idx" ON "GamificationEvent"("paymentId");
