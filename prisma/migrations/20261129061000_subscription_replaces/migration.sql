-- Issue #32 (docs/product/subscriptions.md, "Upgrade, switch and resume"): a new subscription made to replace
-- the running one (an upgrade, a monthly/yearly switch, a resume) names it; once the new mandate is authorised,
-- the old one is cancelled (upgrade, switch) or marked replaced (resume).
ALTER TABLE "Subscription" ADD COLUMN "replacesId" TEXT;
CREATE INDEX "Subscription_replacesId_idx" ON "Subscription"("replacesId");
