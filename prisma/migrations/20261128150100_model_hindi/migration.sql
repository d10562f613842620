-- Issue #29: each catalogue text in Hindi beside the English. Empty until written: English shows instead.
-- The seeded models' Hindi texts are written by the next migration.
ALTER TABLE "Model" ADD COLUMN "descriptionHi" TEXT NOT NULL DEFAULT '',
  ADD COLUMN "capabilitiesHi" TEXT[] DEFAULT ARRAY[]::TEXT[],
  ADD COLUMN "performanceHi" TEXT NOT NULL DEFAULT '',
  ADD COLUMN "categoryHi" TEXT NOT NULL DEFAULT '';
