import { PLANS } from "#shared/plans";
import { LayersIcon, RouteIcon, WalletIcon } from "../../../components/icons";
import { Section } from "../../../components/section";
import { APP_NAME } from "../../../lib/app-name";
import { formatPlanPrice } from "../../../lib/format-money";
import { useCatalogSummary } from "../hooks/use-catalog-summary";
import { FeatureGrid, type FeatureItem } from "./feature-grid";

export function HomeFeatures() {
  const summary = useCatalogSummary();
  const features: FeatureItem[] = [
    {
      title: "Multi-Model Access",
      icon: <LayersIcon size={24} />,
      text: summary
        ? `Switch between ${summary.total} models from ${summary.providers.length} providers in the same chat window. Pick the fastest for quick questions and the strongest for hard ones.`
        : "Switch between models from many providers in the same chat window. Pick the fastest for quick questions and the strongest for hard ones.",
    },
    {
      title: "Powered by OpenRouter",
      icon: <RouteIcon size={24} />,
      tone: "cyan",
      text: "Responses are served through OpenRouter's model-routing API, which sends every request to a healthy provider. You get reliable answers without juggling API keys or accounts.",
    },
    {
      title: "Flexible Pricing",
      icon: <WalletIcon size={24} />,
      tone: "gold",
      text: `Start free${summary ? ` with ${summary.starter} models` : ""}. Upgrade to Professional for ${formatPlanPrice(PLANS.professional.amount)} or Enterprise for ${formatPlanPrice(PLANS.enterprise.amount)} a month, paid securely in rupees. No long-term commitment.`,
    },
  ];

  return (
    <Section
      id="features"
      eyebrow="Why choose us"
      title="Everything you need from AI, in one place"
      lead={`${APP_NAME} brings the best models together so you can focus on the answer, not the tooling.`}
    >
      <FeatureGrid items={features} framed />
    </Section>
  );
}
