-- AlterTable
ALTER TABLE "NegotiationLetter" ADD COLUMN     "writtenBy" VARCHAR(8);
