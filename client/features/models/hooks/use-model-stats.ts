import { useMemo } from "react";
import type { CatalogModel } from "#shared/catalog";
import { planIncludesTier, type Role } from "#shared/roles";

export interface ModelStats {
  available: number;
  starter: number;
  professional: number;
  enterprise: number;
}

/** The hero counters: how many models the plan opens, and how many each tier holds. */
export function useModelStats(models: readonly CatalogModel[] | undefined, plan: Role): ModelStats {
  return useMemo(() => {
    const stats: ModelStats = { available: 0, starter: 0, professional: 0, enterprise: 0 };
    for (const model of models ?? []) {
      stats[model.tier] += 1;
      if (planIncludesTier(plan, model.tier)) stats.available += 1;
    }
    return stats;
  }, [models, plan]);
}
