-- The admin System page's figures (issue #34, docs/operations.md#system-page): each instance's chat figures per
-- model and minute, and a row per running instance with its queue.
-- CreateTable
CREATE TABLE "ModelMinute" (
    "model" TEXT NOT NULL,
    "minute" TIMESTAMP(3) NOT NULL,
    "instance" TEXT NOT NULL,
    "answered" INTEGER NOT NULL DEFAULT 0,
    "failures" INTEGER NOT NULL DEFAULT 0,
    "reasons" JSONB NOT NULL DEFAULT '{}',
    "fallbacks" JSONB NOT NULL DEFAULT '{}',
    "ttftBuckets" INTEGER[],
    "ttftSumMs" DOUBLE PRECISION NOT NULL DEFAULT 0,

    CONSTRAINT "ModelMinute_pkey" PRIMARY KEY ("model","minute","instance")
);

-- CreateTable
CREATE TABLE "SystemInstance" (
    "id" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "startedAt" TIMESTAMP(3) NOT NULL,
    "seenAt" TIMESTAMP(3) NOT NULL,
    "queued" INTEGER NOT NULL DEFAULT 0,
    "active" INTEGER NOT NULL DEFAULT 0,
    "capacity" INTEGER NOT NULL DEFAULT 0,
    "streams" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "SystemInstance_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ModelMinute_minute_idx" ON "ModelMinute"("minute");

-- CreateIndex
CREATE INDEX "SystemInstance_seenAt_idx" ON "SystemInstance"("seenAt");

