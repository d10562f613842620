-- AlterTable
ALTER TABLE "Conversation" ADD COLUMN     "messageCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "preview" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "titleSearch" tsvector;

-- AlterTable
ALTER TABLE "Message" ADD COLUMN     "contentSearch" tsvector;

-- CreateIndex
CREATE INDEX "Conversation_titleSearch_idx" ON "Conversation" USING GIN ("titleSearch");

-- CreateIndex
CREATE INDEX "Message_contentSearch_idx" ON "Message" USING GIN ("contentSearch");

-- Keep the search vectors in step with the text they index. Triggers are not
-- part of Prisma's schema model, so they never show up as drift.
CREATE FUNCTION conversation_title_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."titleSearch" := to_tsvector('english', coalesce(NEW."title", ''));
  RETURN NEW;
END
$$;

CREATE TRIGGER conversation_title_search
BEFORE INSERT OR UPDATE OF "title" ON "Conversation"
FOR EACH ROW EXECUTE FUNCTION conversation_title_search();

CREATE FUNCTION message_content_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."contentSearch" := to_tsvector('english', coalesce(NEW."content", ''));
  RETURN NEW;
END
$$;

CREATE TRIGGER message_content_search
BEFORE INSERT OR UPDATE OF "content" ON "Message"
FOR EACH ROW EXECUTE FUNCTION message_content_search();
