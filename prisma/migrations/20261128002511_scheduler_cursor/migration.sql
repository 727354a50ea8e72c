-- CreateTable
CREATE TABLE "SchedulerCursor" (
    "job" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "afterId" TEXT,
    "finished" BOOLEAN NOT NULL DEFAULT false,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SchedulerCursor_pkey" PRIMARY KEY ("job")
);
