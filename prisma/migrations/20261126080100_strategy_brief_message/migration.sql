-- AlterTable
ALTER TABLE "Strategy" ADD COLUMN     "briefMessage" TEXT;
