-- CreateTable
CREATE TABLE "ReplyLease" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ReplyLease_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ReplyLease_userId_idx" ON "ReplyLease"("userId");

-- AddForeignKey
ALTER TABLE "ReplyLease" ADD CONSTRAINT "ReplyLease_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Accepting a turn, in one call (one round trip, beside the opening upstream
-- request): under a per-person lock, refuse if the plan's concurrent replies are
-- all in progress, else charge the day's allowance if it covers the credits,
-- else refuse; on success hold a lease for the reply. Each statement in a
-- volatile function sees what committed before it, and the lock serialises a
-- person's turns on every instance, so the counts are exact.
CREATE FUNCTION begin_reply(
  p_user TEXT, p_day DATE, p_credits INTEGER, p_allowance INTEGER,
  p_lease TEXT, p_now TIMESTAMP(3), p_expires TIMESTAMP(3), p_max_active INTEGER
) RETURNS TEXT AS $$
DECLARE
  active INTEGER;
BEGIN
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
