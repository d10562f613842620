-- Custom instructions (issue #33): what the assistant should know about the person and how it should answer,
-- each at most 1,500 characters (shared/instructions.ts), and the switch that keeps them without sending them.
ALTER TABLE "User" ADD COLUMN "customAbout" TEXT NOT NULL DEFAULT '',
ADD COLUMN "customStyle" TEXT NOT NULL DEFAULT '',
ADD COLUMN "customInstructionsOn" BOOLEAN NOT NULL DEFAULT true;
