import type { Role } from "#shared/roles";
import type { RouterOutputs } from "../../../lib/trpc";

type CatalogEntry = Pick<RouterOutputs["catalog"]["list"][number], "modelId" | "name" | "tier" | "sortOrder">;

/**
 * The model the success screen invites a new subscriber to try (issue #14:
 * "You're on Professional — try Kimi Dev 72B"): one of the plan's own tier,
 * so it is something they could not use before. The catalogue lists a tier
 * from its lightest model to its strongest, so the last one is shown off.
 * null for Starter, or when the tier has no model.
 */
export function showcaseModel<M extends CatalogEntry>(models: readonly M[] | undefined, plan: Role): M | null {
  if (plan === "starter" || !models) return null;
  let best: M | null = null;
  for (const model of models) {
    if (model.tier === plan && (!best || model.sortOrder >= best.sortOrder)) best = model;
  }
  return best;
}
