-- Issue #30: files and images in the chat. A model says whether it reads images; an attachment is a file a
-- person uploaded, tied to the question that carries it once sent (docs/product/files.md).
ALTER TABLE "Model" ADD COLUMN "vision" BOOLEAN NOT NULL DEFAULT false;

CREATE TYPE "AttachmentKind" AS ENUM ('image', 'document');

CREATE TABLE "Attachment" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "conversationId" TEXT,
    "messageId" TEXT,
    "kind" "AttachmentKind" NOT NULL,
    "mime" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "bytes" INTEGER NOT NULL,
    "width" INTEGER,
    "height" INTEGER,
    "pages" INTEGER,
    "text" TEXT,
    "truncated" BOOLEAN NOT NULL DEFAULT false,
    "tokens" INTEGER NOT NULL DEFAULT 0,
    "storageKey" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Attachment_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "Attachment_storageKey_key" ON "Attachment"("storageKey");
CREATE INDEX "Attachment_userId_createdAt_idx" ON "Attachment"("userId", "createdAt");
CREATE INDEX "Attachment_conversationId_idx" ON "Attachment"("conversationId");
CREATE INDEX "Attachment_messageId_idx" ON "Attachment"("messageId");

ALTER TABLE "Attachment" ADD CONSTRAINT "Attachment_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "Attachment" ADD CONSTRAINT "Attachment_conversationId_fkey" FOREIGN KEY ("conversationId") REFERENCES "Conversation"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "Attachment" ADD CONSTRAINT "Attachment_messageId_fkey" FOREIGN KEY ("messageId") REFERENCES "Message"("id") ON DELETE CASCADE ON UPDATE CASCADE;
