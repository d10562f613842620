-- AlterTable
ALTER TABLE "Message" ADD COLUMN     "plan" "Role";

-- CreateIndex
CREATE INDEX "Message_createdAt_idx" ON "Message"("createdAt");
