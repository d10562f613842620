import { PLANS } from "#shared/plans";
import { Badge } from "../../../components/badge";
import { ButtonLink } from "../../../components/button";
import { Container } from "../../../components/container";
import { ArrowRightIcon, SparklesIcon } from "../../../components/icons";
import { formatPlanPrice } from "../../../lib/format-money";
import { PATHS } from "../../../lib/paths";
import { useCatalogSummary } from "../hooks/use-catalog-summary";
import { ChatPreview } from "./chat-preview";
import styles from "./home-hero.module.css";

export function HomeHero() {
  const summary = useCatalogSummary();
  const modelCount = summary ? `${summary.total} leading AI models` : "leading AI models";
  return (
    <section className={styles.hero} aria-labelledby="home-hero-title">
      <Container className={styles.grid}>
        <div className={styles.copy}>
          <Badge tone="primary" icon={<SparklesIcon size={14} />}>
            Powered by OpenRouter
          </Badge>
          <h1 id="home-hero-title" className={styles.title}>
            Your gateway to
            <span className={styles.gradient}>advanced AI</span>
          </h1>
          <p className={styles.lead}>
            Chat with {modelCount} from xAI, NVIDIA, DeepSeek, Meta, Google and more, all in one clean interface. Start
            free, and upgrade only when you need more power.
          </p>
          <div className={styles.actions}>
            <ButtonLink to={PATHS.models} size="lg" trailingIcon={<ArrowRightIcon size={18} />}>
              Explore AI Models
            </ButtonLink>
            <ButtonLink to={PATHS.pricing} size="lg" variant="secondary">
              View Plans
            </ButtonLink>
          </div>
          <ul className={styles.stats} aria-label="At a glance">
            <li className={styles.stat}>
              <span className={styles.statValue}>{summary ? summary.total : "…"}</span>
              <span className={styles.statLabel}>AI models</span>
            </li>
            <li className={styles.stat}>
              <span className={styles.statValue}>{summary ? summary.starter : "…"}</span>
              <span className={styles.statLabel}>free to use</span>
            </li>
            <li className={styles.stat}>
              <span className={styles.statValue}>{formatPlanPrice(PLANS.professional.amount)}</span>
              <span className={styles.statLabel}>Pro per month</span>
            </li>
          </ul>
        </div>
        <ChatPreview />
      </Container>
    </section>
  );
}
