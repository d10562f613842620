import { PLANS } from "#shared/plans";
import { LayersIcon, RouteIcon, WalletIcon } from "../../../components/icons";
import { Section } from "../../../components/section";
import { APP_NAME } from "../../../lib/app-name";
import { formatPlanPrice } from "../../../lib/format-money";
import { useT } from "../../../lib/i18n/use-t";
import { useCatalogSummary } from "../hooks/use-catalog-summary";
import { FeatureGrid, type FeatureItem } from "./feature-grid";

export function HomeFeatures() {
  const { t } = useT();
  const summary = useCatalogSummary();
  const prices = {
    professional: formatPlanPrice(PLANS.professional.amount),
    enterprise: formatPlanPrice(PLANS.enterprise.amount),
  };
  // Until the catalogue arrives the copy says it without numbers (docs/product.md: counts come from the catalogue).
  const features: FeatureItem[] = [
    {
      title: t("marketing.features.multiModelTitle"),
      icon: <LayersIcon size={24} />,
      text: summary
        ? t("marketing.features.multiModelCounted", { total: summary.total, providers: summary.providers.length })
        : t("marketing.features.multiModel"),
    },
    {
      title: t("marketing.features.openRouterTitle"),
      icon: <RouteIcon size={24} />,
      tone: "cyan",
      text: t("marketing.features.openRouter"),
    },
    {
      title: t("marketing.features.pricingTitle"),
      icon: <WalletIcon size={24} />,
      tone: "gold",
      text: summary
        ? t("marketing.features.pricingCounted", { starter: summary.starter, ...prices })
        : t("marketing.features.pricing", prices),
    },
  ];

  return (
    <Section
      id="features"
      eyebrow={t("marketing.features.eyebrow")}
      title={t("marketing.features.title")}
      lead={t("marketing.features.lead", { appName: APP_NAME })}
    >
      <FeatureGrid items={features} framed />
    </Section>
  );
}
