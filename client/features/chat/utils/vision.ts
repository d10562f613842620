import type { Role } from "#shared/roles";
import { type ChatModel, canUseModel, sortModels } from "./model-choice";

/**
 * What to say when a question with an image is about to go to a model that cannot see (issue #30):
 * `switch` to the first vision model the plan allows (in the selector's order), else `upgrade` to the
 * lowest plan that has one, else `none` (no model in the catalogue sees images: send without them).
 */
export type VisionNotice =
  | { kind: "switch"; model: string; suggestion: Pick<ChatModel, "modelId" | "name"> }
  | { kind: "upgrade"; model: string; plan: Role }
  | { kind: "none"; model: string };

/** null while the model sees images, or no image is attached. */
export function visionNotice<M extends ChatModel>(
  models: readonly M[],
  plan: Role,
  current: M | null,
  hasImage: boolean,
): VisionNotice | null {
  if (!current || !hasImage || current.vision) return null;
  const seeing = sortModels(models).filter((model) => model.vision);
  const allowed = seeing.find((model) => canUseModel(model, plan));
  if (allowed) return { kind: "switch", model: current.name, suggestion: allowed };
  const locked = seeing[0];
  return locked ? { kind: "upgrade", model: current.name, plan: locked.tier } : { kind: "none", model: current.name };
}
