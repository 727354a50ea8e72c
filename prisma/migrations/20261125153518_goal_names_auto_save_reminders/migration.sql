-- Issue 16: goals get a name, and "auto-save $X/month" becomes a real monthly reminder.

-- AlterTable: existing goals are named after their type until the user renames them.
ALTER TABLE "Goal" ADD COLUMN     "name" TEXT;
UPDATE "Goal" SET "name" = CASE "goalType"
    WHEN 'emergency_fund' THEN 'Emergency fund'
    WHEN 'savings' THEN 'Savings'
    WHEN 'investment' THEN 'Investment'
    ELSE 'My goal'
  END;
ALTER TABLE "Goal" ALTER COLUMN "name" SET NOT NULL;

-- CreateTable
CREATE TABLE "GoalReminderLog" (
    "id" TEXT NOT NULL,
    "goalId" TEXT NOT NULL,
    "month" DATE NOT NULL,
    "channel" "MessageChannel" NOT NULL,
    "sentAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "GoalReminderLog_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "GoalReminderLog_goalId_month_channel_key" ON "GoalReminderLog"("goalId", "month", "channel");

-- AddForeignKey
ALTER TABLE "GoalReminderLog" ADD CONSTRAINT "GoalReminderLog_goalId_fkey" FOREIGN KEY ("goalId") REFERENCES "Goal"("id") ON DELETE CASCADE ON UPDATE CASCADE;
