-- AlterTable
ALTER TABLE "Debt" ADD COLUMN     "archivedAt" TIMESTAMP(3);
