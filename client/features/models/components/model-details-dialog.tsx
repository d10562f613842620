import type { CatalogModel } from "#shared/catalog";
import { ROLE_LABEL, type Role } from "#shared/roles";
import { Alert } from "../../../components/alert";
import { Button, ButtonLink } from "../../../components/button";
import { Dialog } from "../../../components/dialog";
import { CheckIcon } from "../../../components/icons";
import { TierBadge } from "../../../components/tier-badge";
import { catalogText } from "../../../lib/catalog-text";
import { useT } from "../../../lib/i18n/use-t";
import { chatWithModelPath, PATHS } from "../../../lib/paths";
import styles from "./model-details-dialog.module.css";

/** Catalogue keys, translated where they render. */
const AVAILABILITY: Record<Role, string> = {
  starter: "models.details.availableStarter",
  professional: "models.details.availableProfessional",
  enterprise: "models.details.availableEnterprise",
};

interface ModelDetailsDialogProps {
  model: CatalogModel | null;
  locked: boolean;
  onClose: () => void;
}

/** docs/product.md#changes-from-the-original-specification: the Details button opens the model's full description (the spec's does nothing). */
export function ModelDetailsDialog({ model, locked, onClose }: ModelDetailsDialogProps) {
  const { t, locale } = useT();
  const text = model && catalogText(model, locale);
  return (
    <Dialog
      open={model !== null}
      onClose={onClose}
      title={model?.name ?? ""}
      description={model ? t("models.details.by", { provider: model.provider }) : undefined}
      footer={
        model && (
          <>
            <Button variant="secondary" onClick={onClose}>
              {t("models.details.close")}
            </Button>
            {locked ? (
              <ButtonLink to={PATHS.pricing}>{t("models.upgradeTo", { plan: ROLE_LABEL[model.tier] })}</ButtonLink>
            ) : (
              <ButtonLink to={chatWithModelPath(model.modelId)}>{t("models.details.tryNow")}</ButtonLink>
            )}
          </>
        )
      }
    >
      {model && text && (
        <>
          <div className={styles.badges}>
            <TierBadge tier={model.tier} />
            <span className={styles.availability}>{t(AVAILABILITY[model.tier])}</span>
          </div>
          <p className={styles.description}>{text.description}</p>
          <dl className={styles.facts}>
            <div className={styles.fact}>
              <dt className={styles.factLabel}>{t("models.facts.provider")}</dt>
              <dd>{model.provider}</dd>
            </div>
            <div className={styles.fact}>
              <dt className={styles.factLabel}>{t("models.facts.category")}</dt>
              <dd>{text.category}</dd>
            </div>
            <div className={styles.fact}>
              <dt className={styles.factLabel}>{t("models.facts.performance")}</dt>
              <dd>{text.performance}</dd>
            </div>
            <div className={styles.fact}>
              <dt className={styles.factLabel}>{t("models.facts.context")}</dt>
              <dd>{t("models.facts.tokens", { context: model.context })}</dd>
            </div>
            <div className={`${styles.fact} ${styles.wide}`}>
              <dt className={styles.factLabel}>{t("models.facts.modelId")}</dt>
              <dd className={styles.mono}>{model.modelId}</dd>
            </div>
          </dl>
          <h3 className={styles.subheading}>{t("models.details.capabilities")}</h3>
          <ul className={styles.capabilities}>
            {text.capabilities.map((capability) => (
              <li key={capability} className={styles.capability}>
                <CheckIcon size={16} />
                {capability}
              </li>
            ))}
          </ul>
          {locked && (
            <Alert tone="warning" title={t("models.details.lockedTitle")} className={styles.note}>
              {t("models.details.lockedText", { plan: ROLE_LABEL[model.tier], name: model.name })}
            </Alert>
          )}
        </>
      )}
    </Dialog>
  );
}
