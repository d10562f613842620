import type { CatalogModel } from "#shared/catalog";
import { ROLE_LABEL } from "#shared/roles";
import { Button, ButtonLink } from "../../../components/button";
import { Card } from "../../../components/card";
import { LockIcon } from "../../../components/icons";
import { TierBadge } from "../../../components/tier-badge";
import { catalogText } from "../../../lib/catalog-text";
import { Trans, useT } from "../../../lib/i18n/use-t";
import { chatWithModelPath } from "../../../lib/paths";
import styles from "./model-card.module.css";

interface ModelCardProps {
  model: CatalogModel;
  /** The user's plan does not include this model's tier. */
  locked: boolean;
  onDetails: (model: CatalogModel) => void;
}

export function ModelCard({ model, locked, onDetails }: ModelCardProps) {
  const { t, locale } = useT();
  const text = catalogText(model, locale);
  return (
    <Card as="article" interactive className={styles.card} aria-label={model.name}>
      <div className={styles.top}>
        <div className={styles.identity}>
          <h3 className={styles.name}>{model.name}</h3>
          <p className={styles.meta}>
            {model.provider} · {text.category}
          </p>
        </div>
        <TierBadge tier={model.tier} />
      </div>
      <div className={styles.about}>
        <p className={styles.description}>{text.description}</p>
        <ul className={styles.capabilities} aria-label={t("models.card.capabilities")}>
          {text.capabilities.map((capability) => (
            <li key={capability} className={styles.capability}>
              {capability}
            </li>
          ))}
        </ul>
        {locked && (
          <p className={styles.locked}>
            <LockIcon size={14} />
            {t("models.card.requiresPlan", { plan: ROLE_LABEL[model.tier] })}
          </p>
        )}
      </div>
      <dl className={styles.specs}>
        <div className={styles.spec}>
          <dt className={styles.specLabel}>{t("models.facts.performance")}</dt>
          <dd>{text.performance}</dd>
        </div>
        <div className={styles.spec}>
          <dt className={styles.specLabel}>{t("models.facts.context")}</dt>
          <dd>{t("models.facts.tokens", { context: model.context })}</dd>
        </div>
      </dl>
      <div className={styles.actions}>
        {/* The model's name is added after the visible words, so the link's name still starts with what is seen
            (WCAG 2.5.3: "Try Now" works as a voice command) and tells the nine cards apart. */}
        <ButtonLink to={chatWithModelPath(model.modelId)} size="sm">
          <Trans
            id="models.card.tryNow"
            values={{ name: model.name }}
            components={{ 0: <span className="visually-hidden" /> }}
          />
        </ButtonLink>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onDetails(model)}
          aria-label={t("models.card.detailsOf", { name: model.name })}
        >
          {t("models.card.details")}
        </Button>
      </div>
    </Card>
  );
}
