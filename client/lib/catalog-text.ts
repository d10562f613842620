import type { CatalogModel } from "#shared/catalog";
import type { Locale } from "#shared/locales";
import type { Plan } from "#shared/plans";

type CatalogTexts = Pick<CatalogModel, "description" | "capabilities" | "performance" | "category">;

/**
 * A model's texts in the reader's language: the Hindi an admin wrote beside the English, or the
 * English where the Hindi is still empty (docs/product/languages.md). Names stay as they are.
 */
export function catalogText(
  model: CatalogTexts & Pick<CatalogModel, "descriptionHi" | "capabilitiesHi" | "performanceHi" | "categoryHi">,
  locale: Locale,
): CatalogTexts {
  if (locale !== "hi") return model;
  return {
    description: model.descriptionHi || model.description,
    capabilities: model.capabilitiesHi.length > 0 ? model.capabilitiesHi : model.capabilities,
    performance: model.performanceHi || model.performance,
    category: model.categoryHi || model.category,
  };
}

/** A plan's tagline, badge and features in the reader's language (its name stays in English). */
export function planText(plan: Plan, locale: Locale): Pick<Plan, "tagline" | "features" | "badge"> {
  return locale === "hi" ? plan.hi : plan;
}
