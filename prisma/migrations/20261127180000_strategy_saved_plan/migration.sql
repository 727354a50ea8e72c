-- AlterTable
ALTER TABLE "Strategy" ADD COLUMN     "savedStrategy" "StrategyType";
