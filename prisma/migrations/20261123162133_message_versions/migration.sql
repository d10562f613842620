-- AlterEnum
ALTER TYPE "MessageStatus" ADD VALUE 'streaming';

-- AlterTable
ALTER TABLE "Conversation" ADD COLUMN     "leafId" TEXT;

-- AlterTable
ALTER TABLE "Message" ADD COLUMN     "parentId" TEXT,
ADD COLUMN     "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- CreateIndex
CREATE INDEX "Message_parentId_idx" ON "Message"("parentId");

-- AddForeignKey
ALTER TABLE "Message" ADD CONSTRAINT "Message_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "Message"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Until now a conversation was one line of messages: each follows the one before it.
UPDATE "Message" m
SET "parentId" = ordered.previous, "updatedAt" = m."createdAt"
FROM (
  SELECT id, lag(id) OVER (
    PARTITION BY "conversationId"
    ORDER BY "createdAt", CASE role WHEN 'user' THEN 0 ELSE 1 END, id
  ) AS previous
  FROM "Message"
) ordered
WHERE ordered.id = m.id;

UPDATE "Conversation" c
SET "leafId" = (
  SELECT id FROM "Message" m
  WHERE m."conversationId" = c.id
  ORDER BY "createdAt" DESC, CASE role WHEN 'user' THEN 1 ELSE 0 END, id DESC
  LIMIT 1
);
