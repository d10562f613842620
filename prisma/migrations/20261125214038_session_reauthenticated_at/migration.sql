-- When the session last proved its password (and code, with two-factor on): its
-- sign-in, or a later confirmation (sudo mode). Sessions open before this
-- migration count from their sign-in, not from the migration.
ALTER TABLE "Session" ADD COLUMN "reauthenticatedAt" TIMESTAMP(3);
UPDATE "Session" SET "reauthenticatedAt" = "createdAt";
ALTER TABLE "Session" ALTER COLUMN "reauthenticatedAt" SET NOT NULL,
  ALTER COLUMN "reauthenticatedAt" SET DEFAULT CURRENT_TIMESTAMP;
