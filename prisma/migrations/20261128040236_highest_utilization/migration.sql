-- AlterEnum
ALTER TYPE "StrategyType" ADD VALUE 'highest_utilization';
