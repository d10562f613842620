import type { CatalogModel } from "#shared/catalog";
import { ROLE_LABEL, type Role } from "#shared/roles";
import { Alert } from "../../../components/alert";
import { Button, ButtonLink } from "../../../components/button";
import { Dialog } from "../../../components/dialog";
import { CheckIcon } from "../../../components/icons";
import { TierBadge } from "../../../components/tier-badge";
import { chatWithModelPath, PATHS } from "../../../lib/paths";
import styles from "./model-details-dialog.module.css";

const AVAILABILITY: Record<Role, string> = {
  starter: "Available on every plan",
  professional: "Available on Professional and Enterprise",
  enterprise: "Available on Enterprise",
};

interface ModelDetailsDialogProps {
  model: CatalogModel | null;
  locked: boolean;
  onClose: () => void;
}

/** docs/product.md#changes-from-the-original-specification: the Details button opens the model's full description (the spec's does nothing). */
export function ModelDetailsDialog({ model, locked, onClose }: ModelDetailsDialogProps) {
  return (
    <Dialog
      open={model !== null}
      onClose={onClose}
      title={model?.name ?? ""}
      description={model ? `by ${model.provider}` : undefined}
      footer={
        model && (
          <>
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
            {locked ? (
              <ButtonLink to={PATHS.pricing}>Upgrade to {ROLE_LABEL[model.tier]}</ButtonLink>
            ) : (
              <ButtonLink to={chatWithModelPath(model.modelId)}>Try Now</ButtonLink>
            )}
          </>
        )
      }
    >
      {model && (
        <>
          <div className={styles.badges}>
            <TierBadge tier={model.tier} />
            <span className={styles.availability}>{AVAILABILITY[model.tier]}</span>
          </div>
          <p className={styles.description}>{model.description}</p>
          <dl className={styles.facts}>
            <div className={styles.fact}>
              <dt className={styles.factLabel}>Provider</dt>
              <dd>{model.provider}</dd>
            </div>
            <div className={styles.fact}>
              <dt className={styles.factLabel}>Category</dt>
              <dd>{model.category}</dd>
            </div>
            <div className={styles.fact}>
              <dt className={styles.factLabel}>Performance</dt>
              <dd>{model.performance}</dd>
            </div>
            <div className={styles.fact}>
              <dt className={styles.factLabel}>Context</dt>
              <dd>{model.context} tokens</dd>
            </div>
            <div className={`${styles.fact} ${styles.wide}`}>
              <dt className={styles.factLabel}>Model ID</dt>
              <dd className={styles.mono}>{model.modelId}</dd>
            </div>
          </dl>
          <h3 className={styles.subheading}>Capabilities</h3>
          <ul className={styles.capabilities}>
            {model.capabilities.map((capability) => (
              <li key={capability} className={styles.capability}>
                <CheckIcon size={16} />
                {capability}
              </li>
            ))}
          </ul>
          {locked && (
            <Alert tone="warning" title="Not on your current plan" className={styles.note}>
              Upgrade to {ROLE_LABEL[model.tier]} to chat with {model.name}.
            </Alert>
          )}
        </>
      )}
    </Dialog>
  );
}
