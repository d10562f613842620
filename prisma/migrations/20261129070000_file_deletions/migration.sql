-- Issue #30: stored bytes whose deletion failed are recorded, and the files sweep deletes them again until the
-- store does (docs/product/files.md#removal).
CREATE TABLE "FileDeletion" (
    "storageKey" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 1,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastTriedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FileDeletion_pkey" PRIMARY KEY ("storageKey")
);

CREATE INDEX "FileDeletion_lastTriedAt_idx" ON "FileDeletion"("lastTriedAt");
