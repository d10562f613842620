-- Issue #31: answers from the web (docs/product/search.md). The conversation remembers the last question's
-- choice; a reply keeps its sources (Citation[], shared/citations.ts), whether it searched and the search's
-- share of its cost; a model has the admin's switch; a person's day counts its searches beside its credits.
ALTER TABLE "Conversation" ADD COLUMN "webSearch" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "Message" ADD COLUMN "citations" JSONB,
  ADD COLUMN "webSearch" BOOLEAN NOT NULL DEFAULT false,
  ADD COLUMN "searchCostMicroUsd" INTEGER;
ALTER TABLE "Model" ADD COLUMN "webSearch" BOOLEAN NOT NULL DEFAULT true;
ALTER TABLE "UsageDay" ADD COLUMN "searches" INTEGER NOT NULL DEFAULT 0;

-- begin_reply gains the turn's searches (0 or 1) and the plan's daily limit, checked and counted under the
-- same per-person lock as the credits, so parallel turns cannot pass the limit together. A turn refused for
-- credits counts no search: the search limit is only read before the credits' conditional write.
DROP FUNCTION begin_reply(TEXT, DATE, INTEGER, INTEGER, TEXT, TIMESTAMP(3), TIMESTAMP(3), INTEGER);
CREATE FUNCTION begin_reply(
  p_user TEXT, p_day DATE, p_credits INTEGER, p_allowance INTEGER,
  p_lease TEXT, p_now TIMESTAMP(3), p_expires TIMESTAMP(3), p_max_active INTEGER,
  p_searches INTEGER, p_search_limit INTEGER
) RETURNS TEXT AS $$
DECLARE
  active INTEGER;
  searched INTEGER;
BEGIN
  PERFORM set_config('synchronous_commit', 'off', true);
  PERFORM pg_advisory_xact_lock(hashtextextended('reply:' || p_user, 0));
  SELECT count(*) INTO active FROM "ReplyLease" WHERE "userId" = p_user AND "expiresAt" > p_now;
  IF active >= p_max_active THEN
    RETURN 'concurrent';
  END IF;
  IF p_searches > 0 THEN
    SELECT coalesce((SELECT "searches" FROM "UsageDay" WHERE "userId" = p_user AND "day" = p_day), 0) INTO searched;
    IF searched + p_searches > p_search_limit THEN
      RETURN 'searches';
    END IF;
  END IF;
  INSERT INTO "UsageDay" ("userId", "day", "used", "granted", "searches")
  SELECT p_user, p_day, p_credits, 0, p_searches
  WHERE p_credits <= p_allowance + (SELECT "bonusCredits" FROM "User" WHERE "id" = p_user)
  ON CONFLICT ("userId", "day") DO UPDATE
    SET "used" = "UsageDay"."used" + EXCLUDED."used", "searches" = "UsageDay"."searches" + EXCLUDED."searches"
  WHERE "UsageDay"."used" + EXCLUDED."used"
        <= p_allowance + "UsageDay"."granted" + (SELECT "bonusCredits" FROM "User" WHERE "id" = p_user);
  IF NOT FOUND THEN
    RETURN 'allowance';
  END IF;
  DELETE FROM "ReplyLease" WHERE "userId" = p_user AND "expiresAt" <= p_now;
  INSERT INTO "ReplyLease" ("id", "userId", "expiresAt") VALUES (p_lease, p_user, p_expires);
  RETURN 'ok';
END
$$ LANGUAGE plpgsql;
