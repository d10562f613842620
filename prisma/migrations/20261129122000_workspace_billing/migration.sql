-- Issue #35, docs/product/workspaces.md#caps: a turn billed to a workspace is charged to the member's day in the
-- workspace (WorkspaceUsageDay) in the same step as the person's own allowance (begin_reply), and refused when it
-- would take the member past their daily cap or the workspace past its monthly cap (India's calendar month).
-- The member's cap is checked under the person's lock, which every turn of theirs takes (begin_reply takes it
-- again: advisory locks are re-entrant); the monthly cap, which all members share, under the workspace's lock,
-- taken first and only when there is a monthly cap, so a workspace without one never queues its members' turns.
-- Lock order is always workspace then person, so two turns cannot wait on each other.
CREATE FUNCTION begin_workspace_reply(
  p_user TEXT, p_day DATE, p_credits INTEGER, p_allowance INTEGER,
  p_lease TEXT, p_now TIMESTAMP(3), p_expires TIMESTAMP(3), p_max_active INTEGER,
  p_searches INTEGER, p_search_limit INTEGER,
  p_workspace TEXT, p_daily_cap INTEGER, p_monthly_cap INTEGER
) RETURNS TEXT AS $$
DECLARE
  outcome TEXT;
BEGIN
  IF p_monthly_cap IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtextextended('workspace-usage:' || p_workspace, 0));
  END IF;
  PERFORM pg_advisory_xact_lock(hashtextextended('reply:' || p_user, 0));
  IF p_daily_cap IS NOT NULL AND p_credits + coalesce((
    SELECT "used" FROM "WorkspaceUsageDay"
    WHERE "workspaceId" = p_workspace AND "userId" = p_user AND "day" = p_day), 0) > p_daily_cap THEN
    RETURN 'member_cap';
  END IF;
  IF p_monthly_cap IS NOT NULL AND p_credits + coalesce((
    SELECT sum("used") FROM "WorkspaceUsageDay"
    WHERE "workspaceId" = p_workspace AND "day" BETWEEN date_trunc('month', p_day)::date AND p_day), 0) > p_monthly_cap THEN
    RETURN 'workspace_cap';
  END IF;
  outcome := begin_reply(p_user, p_day, p_credits, p_allowance, p_lease, p_now, p_expires, p_max_active,
                         p_searches, p_search_limit);
  IF outcome = 'ok' THEN
    INSERT INTO "WorkspaceUsageDay" ("workspaceId", "userId", "day", "used")
    VALUES (p_workspace, p_user, p_day, p_credits)
    ON CONFLICT ("workspaceId", "userId", "day") DO UPDATE SET "used" = "WorkspaceUsageDay"."used" + EXCLUDED."used";
  END IF;
  RETURN outcome;
END
$$ LANGUAGE plpgsql;
