-- AlterTable
ALTER TABLE "User" ADD COLUMN     "trialUsedAt" TIMESTAMP(3);

-- One free trial per account (issue 16). Accounts that already had a subscription or a trial count as having
-- used it: Stripe gave the trial only to a first subscription, and a completed local Basic checkout started one.
UPDATE "User" u SET "trialUsedAt" = COALESCE(
  (SELECT MIN(c."completedAt") FROM "CheckoutSession" c WHERE c."userId" = u."id" AND c."status" = 'completed'),
  u."updatedAt")
WHERE u."stripeSubscriptionId" IS NOT NULL
   OR u."subscriptionStatus" = 'trialing'
   OR EXISTS (SELECT 1 FROM "CheckoutSession" c WHERE c."userId" = u."id" AND c."status" = 'completed' AND c."plan" = 'basic');
