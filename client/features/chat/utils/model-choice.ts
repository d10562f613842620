import { planIncludesTier, ROLE_RANK, type Role } from "#shared/roles";
import type { RouterOutputs } from "../../../lib/trpc";

/**
 * The catalogue fields the chat uses (docs/product/data.md#entities-and-fields: the selector uses name, modelId,
 * description, in the reader's language through catalogText; credits are what one message takes).
 */
export type ChatModel = Pick<
  RouterOutputs["catalog"]["list"][number],
  | "modelId"
  | "name"
  | "tier"
  | "sortOrder"
  | "credits"
  | "vision"
  | "webSearch"
  | "description"
  | "capabilities"
  | "performance"
  | "category"
  | "descriptionHi"
  | "capabilitiesHi"
  | "performanceHi"
  | "categoryHi"
>;

/** Lowest tier first, then the catalogue's own order: the order the selector lists them in. */
export function sortModels<M extends ChatModel>(models: readonly M[]): M[] {
  return [...models].sort(
    (a, b) => ROLE_RANK[a.tier] - ROLE_RANK[b.tier] || a.sortOrder - b.sortOrder || a.name.localeCompare(b.name),
  );
}

/** Whether the plan lets the user chat with this model (display only: the server enforces it). */
export function canUseModel(model: Pick<ChatModel, "tier">, plan: Role): boolean {
  return planIncludesTier(plan, model.tier);
}

/**
 * docs/product/data.md#states-and-transitions "Model choice": the requested model (the ?model= parameter) when
 * it exists and the plan allows it; otherwise the first model of the highest
 * tier the plan includes (that has any model). null when nothing is usable.
 */
export function chooseModel<M extends ChatModel>(
  models: readonly M[],
  plan: Role,
  requestedModelId?: string | null,
): M | null {
  const usable = sortModels(models).filter((model) => canUseModel(model, plan));
  const requested = requestedModelId ? usable.find((model) => model.modelId === requestedModelId) : undefined;
  if (requested) return requested;
  let best: M | null = null;
  for (const model of usable) {
    if (!best || ROLE_RANK[model.tier] > ROLE_RANK[best.tier]) best = model;
  }
  return best;
}

/** A ?model= the person's plan does not include: its name, the plan that does, and what is used meanwhile. */
export interface LockedModelNotice {
  modelName: string;
  plan: Role;
  instead: string | null;
}

/**
 * Issue #13: a link such as /chat?model=… (the Try Now buttons) may name a
 * model above the person's plan. The chat then uses the docs/product/data.md#states-and-transitions default, and
 * says why, with the plan that unlocks it, instead of switching silently.
 * null when nothing was requested, the model is unknown, or the plan includes it.
 */
export function lockedModelNotice(
  models: readonly ChatModel[],
  plan: Role,
  requestedModelId: string | null | undefined,
  instead: Pick<ChatModel, "name"> | null,
): LockedModelNotice | null {
  const requested = requestedModelId ? models.find((model) => model.modelId === requestedModelId) : undefined;
  if (!requested || canUseModel(requested, plan)) return null;
  return { modelName: requested.name, plan: requested.tier, instead: instead?.name ?? null };
}
