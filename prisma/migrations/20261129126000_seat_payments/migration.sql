-- AlterTable
ALTER TABLE "Payment" ADD COLUMN     "seatsAddition" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "seatsPeriod" "BillingPeriod";
