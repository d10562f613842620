-- AlterTable
ALTER TABLE "Payment" ADD COLUMN     "creditedDays" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "periodEnd" TIMESTAMP(3),
ADD COLUMN     "periodStart" TIMESTAMP(3),
ADD COLUMN     "razorpayRefundId" TEXT,
ADD COLUMN     "receiptNumber" INTEGER,
ADD COLUMN     "refundedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "ReceiptCounter" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "last" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ReceiptCounter_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BillingNotice" (
    "kind" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "userId" TEXT,
    "sentAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BillingNotice_pkey" PRIMARY KEY ("kind","key")
);

-- CreateIndex
CREATE UNIQUE INDEX "Payment_receiptNumber_key" ON "Payment"("receiptNumber");

-- CreateIndex
CREATE UNIQUE INDEX "Payment_razorpayRefundId_key" ON "Payment"("razorpayRefundId");

-- CreateIndex
CREATE INDEX "User_planExpiresAt_idx" ON "User"("planExpiresAt");


-- Payments completed before receipts existed are numbered in the order they were paid,
-- and the series continues after them.
UPDATE "Payment" p SET "receiptNumber" = n.number
FROM (
  SELECT id, row_number() OVER (ORDER BY coalesce("paidAt", "createdAt"), id)::int AS number
  FROM "Payment" WHERE status IN ('completed', 'refunded')
) n
WHERE p.id = n.id;

INSERT INTO "ReceiptCounter" (id, last)
SELECT 1, coalesce(max("receiptNumber"), 0) FROM "Payment";

-- Refunds recorded before this change get a date, so reports can place them.
UPDATE "Payment" SET "refundedAt" = coalesce("paidAt", "createdAt") WHERE status = 'refunded';
