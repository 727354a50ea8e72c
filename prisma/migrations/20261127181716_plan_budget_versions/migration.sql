-- The saved plan holds a monthly budget; its extra payment is derived (docs/payoff.md "The saved plan").
-- Existing plans take the budget they imply today: their extra payment plus the minimums of the open debts.
ALTER TABLE "PayoffPlan" ADD COLUMN "monthlyBudget" DECIMAL(12,2) NOT NULL DEFAULT 0,
ADD COLUMN "savedAt" TIMESTAMP(3);

UPDATE "PayoffPlan" p
   SET "monthlyBudget" = p."extraPayment" + COALESCE((SELECT sum(d."minPayment") FROM "Debt" d
                                                      WHERE d."userId" = p."userId" AND d."closedAt" IS NULL
                                                        AND d."archivedAt" IS NULL), 0),
       "savedAt" = p."updatedAt";

-- Every user with open debts has a plan: the default (avalanche, no extra), never chosen (savedAt null).
INSERT INTO "PayoffPlan" (id, "userId", strategy, "monthlyBudget", "customOrder", "lumpSums", "createdAt", "updatedAt")
SELECT 'pp_' || md5(u.id), u.id, 'avalanche', sum(d."minPayment"), ARRAY[]::TEXT[], '[]'::jsonb,
       CURRENT_TIMESTAMP, CURRENT_TIMESTAMP
  FROM "User" u JOIN "Debt" d ON d."userId" = u.id AND d."closedAt" IS NULL AND d."archivedAt" IS NULL
 WHERE NOT EXISTS (SELECT 1 FROM "PayoffPlan" p WHERE p."userId" = u.id)
 GROUP BY u.id;

-- The first plan's projection gives way to plan versions; until a user's next change, status is measured against
-- the plan from the start of the current month (lib/plan/versions.ts).
ALTER TABLE "PayoffPlan" DROP COLUMN "baseline",
DROP COLUMN "extraPayment";

-- CreateTable
CREATE TABLE "PlanVersion" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "startedOn" DATE NOT NULL,
    "strategy" "StrategyType" NOT NULL,
    "monthlyBudget" DECIMAL(12,2) NOT NULL,
    "projection" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PlanVersion_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "PlanVersion_userId_startedOn_key" ON "PlanVersion"("userId", "startedOn");

-- AddForeignKey
ALTER TABLE "PlanVersion" ADD CONSTRAINT "PlanVersion_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
