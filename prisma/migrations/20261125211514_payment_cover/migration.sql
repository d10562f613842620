-- AlterTable
ALTER TABLE "Payment" ADD COLUMN     "convertedAt" TIMESTAMP(3),
ADD COLUMN     "convertedTo" "Role",
ADD COLUMN     "coversFrom" TIMESTAMP(3),
ADD COLUMN     "coversUntil" TIMESTAMP(3);

-- Payments made before this change pay for their own period.
UPDATE "Payment" SET "coversFrom" = "periodStart", "coversUntil" = "periodEnd"
WHERE status = 'completed' AND "periodStart" IS NOT NULL AND "periodEnd" IS NOT NULL;

-- An earlier upgrade converted the unused time of the payments before it, but which credited days each
-- became was not kept: they are marked converted and cover nothing from the upgrade on (a refund of one
-- takes no days back, as before), and the upgrade covers its own 30 days after the credited ones.
UPDATE "Payment" p
SET "convertedAt" = u."periodStart", "convertedTo" = u.plan, "coversUntil" = greatest(p."coversFrom", u."periodStart")
FROM "Payment" u
WHERE u."userId" = p."userId" AND u.id <> p.id AND u.status IN ('completed', 'refunded')
  AND u.plan > p.plan AND u."periodStart" IS NOT NULL
  AND p."coversFrom" IS NOT NULL AND u."periodStart" < p."coversUntil" AND u."paidAt" >= p."paidAt";

UPDATE "Payment"
SET "coversFrom" = least("periodStart" + make_interval(days => "creditedDays"), "periodEnd")
WHERE "coversFrom" IS NOT NULL AND "creditedDays" > 0;
