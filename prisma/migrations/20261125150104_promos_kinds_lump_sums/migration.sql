-- CreateEnum
CREATE TYPE "DebtKind" AS ENUM ('credit_card', 'auto', 'student', 'mortgage', 'personal', 'medical', 'other');

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "StrategyType" ADD VALUE 'highest_interest_cost';
ALTER TYPE "StrategyType" ADD VALUE 'cash_flow_index';

-- AlterTable
ALTER TABLE "Debt" ADD COLUMN     "deferredInterest" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "kind" "DebtKind" NOT NULL DEFAULT 'other',
ADD COLUMN     "promoEndsOn" VARCHAR(7),
ADD COLUMN     "promoRate" DECIMAL(6,3);

-- AlterTable
ALTER TABLE "PayoffPlan" ADD COLUMN     "lumpSums" JSONB NOT NULL DEFAULT '[]';
