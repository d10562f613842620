-- Issue #30: of the nine launch models only Grok 4 Fast reads images on OpenRouter (shared/catalog.ts seeds
-- the same), for catalogues seeded before the column existed. An admin changes it in the model dialog.
UPDATE "Model" SET "vision" = true WHERE "modelId" = 'x-ai/grok-4-fast:free';
