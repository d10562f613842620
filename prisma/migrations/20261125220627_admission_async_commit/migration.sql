-- Issue #27: a turn's prompt now goes upstream only once begin_reply has admitted it, so the call is
-- on the path to the first token. Its transaction commits without waiting for the WAL to reach disk
-- (synchronous_commit off, for this transaction only: set_config(..., true) lasts until its end, and
-- the function has no SET clause that would undo it on return). Nothing else is relaxed: the lock
-- and the conditional writes still make the counts exact across instances. What a PostgreSQL crash
-- (not an app crash) can lose is the last fraction of a second of admissions: a charge (a free turn)
-- and a lease (its reply ends anyway). See BENCHMARKS.md, "Refused turns send nothing upstream".
CREATE OR REPLACE FUNCTION begin_reply(
  p_user TEXT, p_day DATE, p_credits INTEGER, p_allowance INTEGER,
  p_lease TEXT, p_now TIMESTAMP(3), p_expires TIMESTAMP(3), p_max_active INTEGER
) RETURNS TEXT AS $$
DECLARE
  active INTEGER;
BEGIN
  PERFORM set_config('synchronous_commit', 'off', true);
  PERFORM pg_advisory_xact_lock(hashtextextended('reply:' || p_user, 0));
  SELECT count(*) INTO active FROM "ReplyLease" WHERE "userId" = p_user AND "expiresAt" > p_now;
  IF active >= p_max_active THEN
    RETURN 'concurrent';
  END IF;
  INSERT INTO "UsageDay" ("userId", "day", "used", "granted")
  SELECT p_user, p_day, p_credits, 0
  WHERE p_credits <= p_allowance + (SELECT "bonusCredits" FROM "User" WHERE "id" = p_user)
  ON CONFLICT ("userId", "day") DO UPDATE SET "used" = "UsageDay"."used" + EXCLUDED."used"
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
