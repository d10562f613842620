-- Issue #27, decision D220: a personal turn may be admitted from what this instance last read of the person's
-- day, with the prompt sent at once and the charge confirmed by the same kind of statement meanwhile. That
-- reading comes from the statement that admits: admit_reply is begin_reply (same checks, same lock, same
-- writes) returning, with its outcome, the person's day as it stands after it: credits used, the extra credits
-- on top of the plan's (standing bonus and today's grant), and the live leases held by other instances (those
-- not in p_mine, this instance's own, nor the turn's own lease).
CREATE FUNCTION admit_reply(
  p_user TEXT, p_day DATE, p_credits INTEGER, p_allowance INTEGER,
  p_lease TEXT, p_now TIMESTAMP(3), p_expires TIMESTAMP(3), p_max_active INTEGER,
  p_searches INTEGER, p_search_limit INTEGER, p_mine TEXT[]
) RETURNS TABLE (outcome TEXT, used_now INTEGER, extra_now INTEGER, others_now INTEGER) AS $$
DECLARE
  result TEXT;
BEGIN
  result := begin_reply(p_user, p_day, p_credits, p_allowance, p_lease, p_now, p_expires, p_max_active,
                        p_searches, p_search_limit);
  RETURN QUERY
    SELECT result, coalesce(d."used", 0), u."bonusCredits" + coalesce(d."granted", 0),
           (SELECT count(*)::INTEGER FROM "ReplyLease" l
            WHERE l."userId" = p_user AND l."expiresAt" > p_now AND l."id" <> p_lease AND NOT (l."id" = ANY (p_mine)))
    FROM "User" u LEFT JOIN "UsageDay" d ON d."userId" = u."id" AND d."day" = p_day
    WHERE u."id" = p_user;
END
$$ LANGUAGE plpgsql;
