-- AlterTable
ALTER TABLE "Message" ADD COLUMN     "costMicroUsd" INTEGER,
ADD COLUMN     "credits" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "generationId" TEXT,
ADD COLUMN     "usageEstimated" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "Model" ADD COLUMN     "inputPriceMicroUsd" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "outputPriceMicroUsd" INTEGER NOT NULL DEFAULT 0;
