import { ROLE_LABEL, type Role } from "#shared/roles";
import { Badge } from "../../../components/badge";
import { CrownIcon } from "../../../components/icons";
import { GradientText, PageHero } from "../../../components/page-hero";
import type { ModelStats } from "../hooks/use-model-stats";
import styles from "./models-hero.module.css";

interface ModelsHeroProps {
  plan: Role;
  stats: ModelStats;
}

export function ModelsHero({ plan, stats }: ModelsHeroProps) {
  const counters = [
    { label: "Available on your plan", value: stats.available, className: styles.available },
    { label: "Free models", value: stats.starter },
    { label: "Professional models", value: stats.professional },
    { label: "Enterprise models", value: stats.enterprise },
  ];
  return (
    <PageHero
      eyebrow="Model catalogue"
      title={
        <>
          Explore our <GradientText>AI models</GradientText>
        </>
      }
      lead="From quick everyday helpers to frontier reasoning models. Compare them here, then open any of them in the chat."
    >
      <div className={styles.body}>
        <Badge tone={plan} icon={<CrownIcon size={14} />}>
          Your plan: {ROLE_LABEL[plan]}
        </Badge>
        <ul className={styles.stats} aria-label="Model counts">
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
