-- Fallbacks (issue #34, docs/product/fallbacks.md): each model's ordered list of models that answer instead, and
-- on a reply, which model was asked when another answered.
-- AlterTable
ALTER TABLE "Message" ADD COLUMN     "fallbackFrom" TEXT;

-- AlterTable
ALTER TABLE "Model" ADD COLUMN     "fallbacks" TEXT[] DEFAULT ARRAY[]::TEXT[];


-- The launch models get the fallbacks the seed gives them (shared/catalog.ts suggestedFallbacks); an admin edits them.
UPDATE "Model" SET "fallbacks" = ARRAY['nvidia/nemotron-nano-9b-v2:free', 'deepseek/deepseek-chat-v3.1:free', 'openai/gpt-oss-20b:free'] WHERE "modelId" = 'x-ai/grok-4-fast:free';
UPDATE "Model" SET "fallbacks" = ARRAY['x-ai/grok-4-fast:free', 'deepseek/deepseek-chat-v3.1:free', 'openai/gpt-oss-20b:free'] WHERE "modelId" = 'nvidia/nemotron-nano-9b-v2:free';
UPDATE "Model" SET "fallbacks" = ARRAY['x-ai/grok-4-fast:free', 'nvidia/nemotron-nano-9b-v2:free', 'openai/gpt-oss-20b:free'] WHERE "modelId" = 'deepseek/deepseek-chat-v3.1:free';
UPDATE "Model" SET "fallbacks" = ARRAY['x-ai/grok-4-fast:free', 'nvidia/nemotron-nano-9b-v2:free', 'deepseek/deepseek-chat-v3.1:free'] WHERE "modelId" = 'openai/gpt-oss-20b:free';
UPDATE "Model" SET "fallbacks" = ARRAY['meta-llama/llama-3.3-8b-instruct:free', 'cognitivecomputations/dolphin3.0-mistral-24b:free', 'moonshotai/kimi-dev-72b:free'] WHERE "modelId" = 'google/gemma-3n-e2b-it:free';
UPDATE "Model" SET "fallbacks" = ARRAY['google/gemma-3n-e2b-it:free', 'cognitivecomputations/dolphin3.0-mistral-24b:free', 'moonshotai/kimi-dev-72b:free'] WHERE "modelId" = 'meta-llama/llama-3.3-8b-instruct:free';
UPDATE "Model" SET "fallbacks" = ARRAY['google/gemma-3n-e2b-it:free', 'meta-llama/llama-3.3-8b-instruct:free', 'moonshotai/kimi-dev-72b:free'] WHERE "modelId" = 'cognitivecomputations/dolphin3.0-mistral-24b:free';
UPDATE "Model" SET "fallbacks" = ARRAY['google/gemma-3n-e2b-it:free', 'meta-llama/llama-3.3-8b-instruct:free', 'cognitivecomputations/dolphin3.0-mistral-24b:free'] WHERE "modelId" = 'moonshotai/kimi-dev-72b:free';
UPDATE "Model" SET "fallbacks" = ARRAY['google/gemma-3n-e2b-it:free', 'meta-llama/llama-3.3-8b-instruct:free', 'cognitivecomputations/dolphin3.0-mistral-24b:free'] WHERE "modelId" = 'qwen/qwen3-235b-a22b:free';
