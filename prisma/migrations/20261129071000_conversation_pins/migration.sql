-- Issue #33: pinned conversations head the history; archived ones leave it but stay searchable
-- (docs/product/screens.md, docs/decisions.md D152).
ALTER TABLE "Conversation" ADD COLUMN "pinnedAt" TIMESTAMP(3),
ADD COLUMN "archivedAt" TIMESTAMP(3);

CREATE INDEX "Conversation_userId_pinnedAt_id_idx" ON "Conversation"("userId", "pinnedAt" DESC, "id" DESC);
