-- AlterTable
ALTER TABLE "Strategy" ADD COLUMN     "messageDepth" VARCHAR(8),
ADD COLUMN     "messageWriter" VARCHAR(8);
