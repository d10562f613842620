-- Issue #32: subscriptions that renew themselves (docs/product/subscriptions.md). Razorpay's plans as created
-- through its API, one row per paid plan, period and price; a person's subscriptions with the dates Razorpay
-- gives; and each charge as a payment of the subscription.
CREATE TYPE "SubscriptionStatus" AS ENUM ('created', 'authenticated', 'active', 'pending', 'halted', 'cancelled', 'completed');
CREATE TYPE "BillingPeriod" AS ENUM ('monthly', 'yearly');

CREATE TABLE "GatewayPlan" (
    "id" TEXT NOT NULL,
    "plan" "Role" NOT NULL,
    "period" "BillingPeriod" NOT NULL,
    "amount" INTEGER NOT NULL,
    "razorpayPlanId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "GatewayPlan_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "GatewayPlan_razorpayPlanId_key" ON "GatewayPlan"("razorpayPlanId");
CREATE UNIQUE INDEX "GatewayPlan_plan_period_amount_key" ON "GatewayPlan"("plan", "period", "amount");

CREATE TABLE "Subscription" (
    "id" TEXT NOT NULL,
    "userId" TEXT,
    "plan" "Role" NOT NULL,
    "period" "BillingPeriod" NOT NULL,
    "amount" INTEGER NOT NULL,
    "gatewayPlanId" TEXT NOT NULL,
    "razorpaySubscriptionId" TEXT NOT NULL,
    "status" "SubscriptionStatus" NOT NULL DEFAULT 'created',
    "cancelAtCycleEnd" BOOLEAN NOT NULL DEFAULT false,
    "startAt" TIMESTAMP(3),
    "currentStart" TIMESTAMP(3),
    "currentEnd" TIMESTAMP(3),
    "chargeAt" TIMESTAMP(3),
    "paidCount" INTEGER NOT NULL DEFAULT 0,
    "method" TEXT,
    "shortUrl" TEXT,
    "graceUntil" TIMESTAMP(3),
    "failureReason" TEXT,
    "failedAt" TIMESTAMP(3),
    "cancelReason" TEXT,
    "cancelledAt" TIMESTAMP(3),
    "endedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "Subscription_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "Subscription_razorpaySubscriptionId_key" ON "Subscription"("razorpaySubscriptionId");
CREATE INDEX "Subscription_userId_createdAt_idx" ON "Subscription"("userId", "createdAt");
CREATE INDEX "Subscription_status_chargeAt_idx" ON "Subscription"("status", "chargeAt");
CREATE INDEX "Subscription_cancelledAt_idx" ON "Subscription"("cancelledAt");
CREATE INDEX "Subscription_failedAt_idx" ON "Subscription"("failedAt");
ALTER TABLE "Subscription" ADD CONSTRAINT "Subscription_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "Subscription" ADD CONSTRAINT "Subscription_gatewayPlanId_fkey" FOREIGN KEY ("gatewayPlanId") REFERENCES "GatewayPlan"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

ALTER TABLE "Payment" ADD COLUMN "subscriptionId" TEXT;
CREATE INDEX "Payment_subscriptionId_idx" ON "Payment"("subscriptionId");
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_subscriptionId_fkey" FOREIGN KEY ("subscriptionId") REFERENCES "Subscription"("id") ON DELETE SET NULL ON UPDATE CASCADE;
