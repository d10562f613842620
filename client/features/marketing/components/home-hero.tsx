import { PLANS } from "#shared/plans";
import { Badge } from "../../../components/badge";
import { ButtonLink } from "../../../components/button";
import { Container } from "../../../components/container";
import { ArrowRightIcon, SparklesIcon } from "../../../components/icons";
import { formatPlanPrice } from "../../../lib/format-money";
import { Trans, useT } from "../../../lib/i18n/use-t";
import { PATHS } from "../../../lib/paths";
import { useCatalogSummary } from "../hooks/use-catalog-summary";
import { ChatPreview } from "./chat-preview";
import styles from "./home-hero.module.css";

export function HomeHero() {
  const { t } = useT();
  const summary = useCatalogSummary();
  return (
    <section className={styles.hero} aria-labelledby="home-hero-title">
      <Container className={styles.grid}>
        <div className={styles.copy}>
          <Badge tone="primary" icon={<SparklesIcon size={14} />}>
            {t("marketing.hero.badge")}
          </Badge>
          <h1 id="home-hero-title" className={styles.title}>
            <Trans id="marketing.hero.title" components={{ 0: <span className={styles.gradient} /> }} />
          </h1>
          <p className={styles.lead}>
            {summary ? t("marketing.hero.leadCounted", { total: summary.total }) : t("marketing.hero.lead")}
          </p>
          <div className={styles.actions}>
            <ButtonLink to={PATHS.models} size="lg" trailingIcon={<ArrowRightIcon size={18} />}>
              {t("marketing.hero.explore")}
            </ButtonLink>
            <ButtonLink to={PATHS.pricing} size="lg" variant="secondary">
              {t("marketing.hero.viewPlans")}
            </ButtonLink>
          </div>
          <ul className={styles.stats} aria-label={t("marketing.hero.stats")}>
            <li className={styles.stat}>
              <span className={styles.statValue}>{summary ? summary.total : "…"}</span>
              <span className={styles.statLabel}>{t("marketing.hero.statModels")}</span>
            </li>
            <li className={styles.stat}>
              <span className={styles.statValue}>{summary ? summary.starter : "…"}</span>
              <span className={styles.statLabel}>{t("marketing.hero.statFree")}</span>
            </li>
            <li className={styles.stat}>
              <span className={styles.statValue}>{formatPlanPrice(PLANS.professional.amount)}</span>
              <span className={styles.statLabel}>{t("marketing.hero.statPro")}</span>
            </li>
          </ul>
        </div>
        <ChatPreview />
      </Container>
    </section>
  );
}
