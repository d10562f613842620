-- CreateTable
CREATE TABLE "SpentStepToken" (
    "jti" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SpentStepToken_pkey" PRIMARY KEY ("jti")
);

-- CreateIndex
CREATE INDEX "SpentStepToken_expiresAt_idx" ON "SpentStepToken"("expiresAt");
