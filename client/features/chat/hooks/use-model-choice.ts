import { useMemo, useState } from "react";
import type { Role } from "#shared/roles";
import { type ChatModel, canUseModel, chooseModel, lockedModelNotice, sortModels } from "../utils/model-choice";

/**
 * The selected model: the user's pick while the plan allows it, otherwise
 * the docs/product/data.md#states-and-transitions default (the ?model= parameter if allowed, else the first
 * model of the plan's highest tier). A plan that changes (another tab, a
 * lapsed subscription) therefore never leaves a locked model selected.
 * A ?model= the plan does not include gives `lockedNotice` to show, until the
 * person picks a model themselves (issue #13).
 */
export function useModelChoice<M extends ChatModel>(
  models: readonly M[] | undefined,
  plan: Role,
  requested: string | null,
) {
  const [pickedId, setPickedId] = useState<string | null>(null);
  const sorted = useMemo(() => sortModels(models ?? []), [models]);
  const selected = useMemo(() => {
    const picked = pickedId ? sorted.find((model) => model.modelId === pickedId) : undefined;
    if (picked && canUseModel(picked, plan)) return picked;
    return chooseModel(sorted, plan, requested);
  }, [sorted, pickedId, plan, requested]);
  const lockedNotice = useMemo(
    () => (pickedId ? null : lockedModelNotice(sorted, plan, requested, selected)),
    [sorted, pickedId, plan, requested, selected],
  );
  return { models: sorted, selected, select: setPickedId, lockedNotice };
}
