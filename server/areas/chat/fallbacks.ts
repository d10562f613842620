import { FALLBACKS_PER_TURN } from "../../../shared/catalog";
import { planIncludesTier } from "../../../shared/roles";
import type { UpstreamFailure } from "../../lib/ai-provider";
import type { CatalogService } from "../catalog";
import type { ModelHealth } from "./model-health";
import type { ChatModel, Turn } from "./turn-types";

/** How long after a turn's first try a fallback may still start: the wait stays bounded (docs/product/fallbacks.md). */
export const FALLBACK_WINDOW_MS = 45_000;

/** Failures before the first word that another model may well not have: 5xx, 429, timeouts, an unavailable model. */
const MOVES_ON: ReadonlySet<UpstreamFailure | "empty"> = new Set(["unavailable", "rate_limited", "timeout", "empty"]);
export const movesOn = (kind: UpstreamFailure | "empty") => MOVES_ON.has(kind);

const hasImages = (turn: Turn) =>
  turn.messages.some(
    (message) => typeof message.content !== "string" && message.content.some((p) => p.type === "image_url"),
  );

/**
 * The models a turn may fall back to, in the asked model's order (docs/product/fallbacks.md#which-model-answers):
 * in the catalogue, included in the person's plan, costing no more credits than the one asked, able to do
 * what the turn needs (images, the web), not marked unavailable; at most FALLBACKS_PER_TURN of them.
 */
export function createFallbacks(deps: { catalog: Pick<CatalogService, "list">; health: ModelHealth }) {
  return {
    async candidates(turn: Turn): Promise<ChatModel[]> {
      const wanted = turn.model.fallbacks ?? [];
      if (wanted.length === 0) return [];
      const models = await deps.catalog.list();
      const images = hasImages(turn);
      return wanted
        .map((modelId) => models.find((model) => model.modelId === modelId))
        .filter(
          (model): model is NonNullable<typeof model> =>
            model !== undefined &&
            planIncludesTier(turn.viewer.role, model.tier) &&
            model.credits <= turn.model.credits &&
            (!images || model.vision) &&
            (!turn.webSearch || model.webSearch !== false) &&
            !deps.health.degraded(model.modelId),
        )
        .slice(0, FALLBACKS_PER_TURN);
    },
  };
}

export type Fallbacks = ReturnType<typeof createFallbacks>;
