-- Issue #30: an edited question keeps its files as rows of its own that share the original's bytes, so the
-- storage key is no longer unique (the original is the row whose id is its storage key).
DROP INDEX "Attachment_storageKey_key";
CREATE INDEX "Attachment_storageKey_idx" ON "Attachment"("storageKey");
