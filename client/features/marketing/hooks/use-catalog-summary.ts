import { modelsForTier } from "#shared/catalog";
import { useCatalog } from "../../../hooks/use-catalog";

export interface CatalogSummary {
  total: number;
  starter: number;
  providers: string[];
}

/**
 * Model counts for marketing copy (docs/product.md#changes-from-the-original-specification: counts come from the catalogue,
 * never a hard-coded "eight"). Undefined until the catalogue has loaded, so copy
 * can fall back to wording without a number.
 */
export function useCatalogSummary(): CatalogSummary | undefined {
  const { data } = useCatalog();
  if (!data) return undefined;
  return {
    total: data.length,
    starter: modelsForTier(data, "starter").length,
    providers: [...new Set(data.map((model) => model.provider))],
  };
}
