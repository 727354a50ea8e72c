-- AlterTable
ALTER TABLE "ReminderPreference" ADD COLUMN     "pendingPhoneNumber" TEXT,
ADD COLUMN     "phoneCodeAttempts" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "phoneCodeExpiresAt" TIMESTAMP(3),
ADD COLUMN     "phoneCodeHash" TEXT;
