-- Issue 16: challenge counts and rewards are only what is real. The seeded "starting figure" of participants is
-- gone (counts come from ChallengeParticipation rows alone), and the free-text reward, which promised prizes
-- nobody delivered ("$50 gift card", "financial planning session"), gives way to the badge completion awards;
-- the reward line is written from that badge and the completion XP.

-- AlterTable
ALTER TABLE "Challenge" DROP COLUMN "baseParticipants",
DROP COLUMN "reward",
ADD COLUMN     "badgeCode" TEXT;

-- The built-in challenges of existing databases get their badges here, before the seed next runs.
UPDATE "Challenge" SET "badgeCode" = 'challenge_save_1000' WHERE "id" = 'save-1000';
UPDATE "Challenge" SET "badgeCode" = 'challenge_debt_free_month' WHERE "id" = 'debt-free-month';
UPDATE "Challenge" SET "badgeCode" = 'challenge_no_spend_week' WHERE "id" = 'no-spend-week';
