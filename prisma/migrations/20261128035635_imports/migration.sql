-- CreateEnum
CREATE TYPE "ImportStatus" AS ENUM ('review', 'applied', 'undone');

-- AlterTable
ALTER TABLE "Debt" ADD COLUMN     "creditLimit" DECIMAL(12,2),
ADD COLUMN     "payeeWords" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- CreateTable
CREATE TABLE "Import" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "format" TEXT NOT NULL,
    "fileName" TEXT,
    "accountKey" TEXT NOT NULL,
    "debtId" TEXT,
    "status" "ImportStatus" NOT NULL DEFAULT 'review',
    "sourceText" TEXT,
    "review" JSONB NOT NULL,
    "appliedAt" TIMESTAMP(3),
    "undoneAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Import_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ImportedLine" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "importId" TEXT NOT NULL,
    "fingerprint" TEXT NOT NULL,
    "date" DATE NOT NULL,
    "amount" DECIMAL(12,2) NOT NULL,
    "description" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "debtId" TEXT,
    "paymentId" TEXT,
    "ledgerEntryId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ImportedLine_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ImportLayout" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "accountKey" TEXT NOT NULL,
    "mapping" JSONB NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ImportLayout_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Import_userId_createdAt_idx" ON "Import"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "ImportedLine_importId_idx" ON "ImportedLine"("importId");

-- CreateIndex
CREATE INDEX "ImportedLine_userId_date_idx" ON "ImportedLine"("userId", "date");

-- CreateIndex
CREATE UNIQUE INDEX "ImportedLine_userId_fingerprint_key" ON "ImportedLine"("userId", "fingerprint");

-- CreateIndex
CREATE UNIQUE INDEX "ImportLayout_userId_accountKey_key" ON "ImportLayout"("userId", "accountKey");

-- AddForeignKey
ALTER TABLE "Import" ADD CONSTRAINT "Import_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ImportedLine" ADD CONSTRAINT "ImportedLine_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ImportedLine" ADD CONSTRAINT "ImportedLine_importId_fkey" FOREIGN KEY ("importId") REFERENCES "Import"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ImportedLine" ADD CONSTRAINT "ImportedLine_debtId_fkey" FOREIGN KEY ("debtId") REFERENCES "Debt"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ImportLayout" ADD CONSTRAINT "ImportLayout_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
