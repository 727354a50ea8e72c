-- CreateTable
CREATE TABLE "PayoffPlan" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "strategy" "StrategyType" NOT NULL,
    "extraPayment" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "customOrder" TEXT[],
    "baseline" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PayoffPlan_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "PayoffPlan_userId_key" ON "PayoffPlan"("userId");

-- AddForeignKey
ALTER TABLE "PayoffPlan" ADD CONSTRAINT "PayoffPlan_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
