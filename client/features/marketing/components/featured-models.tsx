import type { CatalogModel } from "#shared/catalog";
import type { Locale } from "#shared/locales";
import type { Role } from "#shared/roles";
import { Badge } from "../../../components/badge";
import { ButtonLink } from "../../../components/button";
import { Card } from "../../../components/card";
import { ArrowRightIcon } from "../../../components/icons";
import { Section } from "../../../components/section";
import { TierBadge } from "../../../components/tier-badge";
import { useCatalog } from "../../../hooks/use-catalog";
import { catalogText } from "../../../lib/catalog-text";
import { useT } from "../../../lib/i18n/use-t";
import { PATHS } from "../../../lib/paths";
import styles from "./featured-models.module.css";

interface Featured {
  modelId: string;
  name: string;
  provider: string;
  tier: Role;
}

// The models docs/product/screens.md features on the home page; names shown at once, details filled in from the catalogue.
const FREE: readonly Featured[] = [
  { modelId: "x-ai/grok-4-fast:free", name: "Grok 4 Fast", provider: "xAI", tier: "starter" },
  { modelId: "nvidia/nemotron-nano-9b-v2:free", name: "Nemotron Nano 9B V2", provider: "NVIDIA", tier: "starter" },
  { modelId: "deepseek/deepseek-chat-v3.1:free", name: "DeepSeek V3.1", provider: "DeepSeek", tier: "starter" },
];

const PREMIUM: readonly Featured[] = [
  {
    modelId: "meta-llama/llama-3.3-8b-instruct:free",
    name: "Llama 3.3 8B Instruct",
    provider: "Meta",
    tier: "professional",
  },
  { modelId: "google/gemma-3n-e2b-it:free", name: "Gemma 3n 2B", provider: "Google", tier: "professional" },
  { modelId: "moonshotai/kimi-dev-72b:free", name: "Kimi Dev 72B", provider: "MoonshotAI", tier: "professional" },
];

type Shown = Featured & { context?: string; performance?: string };

/** Live catalogue data (in the reader's language) wins over the static list; a model an admin removed is not advertised. */
function resolve(list: readonly Featured[], catalog: CatalogModel[] | undefined, locale: Locale): Shown[] {
  if (!catalog) return [...list];
  return list.flatMap((item) => {
    const live = catalog.find((model) => model.modelId === item.modelId);
    return live ? [{ ...item, ...live, performance: catalogText(live, locale).performance }] : [];
  });
}

function ModelGroup({ title, badge, models }: { title: string; badge: string; models: Shown[] }) {
  const { t } = useT();
  if (models.length === 0) return null;
  return (
    <div className={styles.group}>
      <div className={styles.groupHeader}>
        <h3 className={styles.groupTitle}>{title}</h3>
        <Badge tone="neutral">{badge}</Badge>
      </div>
      <ul className={styles.list}>
        {models.map((model) => (
          <Card as="li" compact interactive key={model.modelId} className={styles.model}>
            <span className={styles.avatar} aria-hidden="true">
              {model.provider.charAt(0).toUpperCase()}
            </span>
            <span className={styles.info}>
              <span className={styles.name}>{model.name}</span>
              <span className={styles.meta}>
                {model.provider}
                {model.context ? ` · ${t("marketing.featured.context", { context: model.context })}` : ""}
                {model.performance ? ` · ${model.performance}` : ""}
              </span>
            </span>
            <TierBadge tier={model.tier} />
          </Card>
        ))}
      </ul>
    </div>
  );
}

export function FeaturedModels() {
  const { t, locale } = useT();
  const { data } = useCatalog();
  return (
    <Section
      id="featured-models"
      eyebrow={t("marketing.featured.eyebrow")}
      title={t("marketing.featured.title")}
      lead={t("marketing.featured.lead")}
    >
      <div className={styles.groups}>
        <ModelGroup
          title={t("marketing.featured.free")}
          badge={t("marketing.featured.starterPlan")}
          models={resolve(FREE, data, locale)}
        />
        <ModelGroup
          title={t("marketing.featured.premium")}
          badge={t("marketing.featured.professionalPlan")}
          models={resolve(PREMIUM, data, locale)}
        />
      </div>
      <div className={styles.more}>
        <ButtonLink to={PATHS.models} variant="secondary" trailingIcon={<ArrowRightIcon size={18} />}>
          {t("marketing.featured.browseAll")}
        </ButtonLink>
      </div>
    </Section>
  );
}
