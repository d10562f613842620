import { ROLE_LABEL, type Role } from "#shared/roles";
import { Badge } from "../../../components/badge";
import { CrownIcon } from "../../../components/icons";
import { GradientText, PageHero } from "../../../components/page-hero";
import { Trans, useT } from "../../../lib/i18n/use-t";
import type { ModelStats } from "../hooks/use-model-stats";
import styles from "./models-hero.module.css";

interface ModelsHeroProps {
  plan: Role;
  stats: ModelStats;
}

export function ModelsHero({ plan, stats }: ModelsHeroProps) {
  const { t } = useT();
  const counters = [
    { label: t("models.hero.available"), value: stats.available, className: styles.available },
    { label: t("models.hero.free"), value: stats.starter },
    { label: t("models.hero.professional"), value: stats.professional },
    { label: t("models.hero.enterprise"), value: stats.enterprise },
  ];
  return (
    <PageHero
      eyebrow={t("models.hero.eyebrow")}
      title={<Trans id="models.hero.title" components={{ 0: <GradientText>{null}</GradientText> }} />}
      lead={t("models.hero.lead")}
    >
      <div className={styles.body}>
        <Badge tone={plan} icon={<CrownIcon size={14} />}>
          {t("models.hero.yourPlan", { plan: ROLE_LABEL[plan] })}
        </Badge>
        <ul className={styles.stats} aria-label={t("models.hero.counts")}>
          {counters.map((counter) => (
            <li key={counter.label} className={[styles.stat, counter.className].filter(Boolean).join(" ")}>
              <span className={styles.value}>{counter.value}</span>
              <span className={styles.label}>{counter.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </PageHero>
  );
}
