import { type RefObject, useEffect, useRef } from "react";
import { Link } from "react-router-dom";
import { ROLE_LABEL, type Role } from "#shared/roles";
import { CloseButton } from "../../../components/close-button";
import { CheckIcon, LockIcon } from "../../../components/icons";
import { TierBadge } from "../../../components/tier-badge";
import { catalogText } from "../../../lib/catalog-text";
import { Trans, useT } from "../../../lib/i18n/use-t";
import { PATHS } from "../../../lib/paths";
import { useModelHealth } from "../api/use-model-health";
import { useDismiss } from "../hooks/use-dismiss";
import { type ChatModel, canUseModel } from "../utils/model-choice";
import styles from "./chat-popover.module.css";

interface ModelSelectorProps {
  open: boolean;
  onClose: () => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
  models: readonly ChatModel[];
  selectedId: string | null;
  plan: Role;
  onSelect: (modelId: string) => void;
}

/**
 * docs/product/screens.md model selector: titled 'Select Model', closable with ×, each option
 * with name and description, the selected one highlighted. Models above the
 * plan stay visible but cannot be picked, with a way to upgrade.
 */
export function ModelSelector({ open, onClose, triggerRef, models, selectedId, plan, onSelect }: ModelSelectorProps) {
  const { t, locale } = useT();
  const panel = useRef<HTMLDivElement>(null);
  const degraded = useModelHealth(open);
  useDismiss(open, onClose, { panel, trigger: triggerRef });

  useEffect(() => {
    if (!open) return;
    const current = panel.current?.querySelector<HTMLElement>("[aria-pressed='true']");
    (current ?? panel.current?.querySelector<HTMLElement>("button"))?.focus();
  }, [open]);

  if (!open) return null;
  return (
    <div
      ref={panel}
      id="chat-model-selector"
      className={`${styles.popover} ${styles.models}`}
      role="dialog"
      aria-labelledby="chat-model-selector-title"
    >
      <div className={styles.popoverHeader}>
        <h2 id="chat-model-selector-title" className={styles.popoverTitle}>
          {t("chat.models.title")}
        </h2>
        <CloseButton
          label={t("chat.models.close")}
          small
          onClick={() => {
            onClose();
            triggerRef.current?.focus();
          }}
        />
      </div>
      <ul className={styles.modelList}>
        {models.map((model) => {
          const usable = canUseModel(model, plan);
          const selected = model.modelId === selectedId;
          const descriptionId = `model-${model.modelId.replace(/[^a-z0-9]/gi, "-")}-description`;
          const down = usable && degraded.has(model.modelId);
          return (
            <li key={model.modelId} className={styles.modelItem}>
              <button
                type="button"
                className={styles.modelOption}
                aria-pressed={selected}
                aria-describedby={descriptionId}
                disabled={!usable}
                onClick={() => onSelect(model.modelId)}
              >
                <span className={styles.modelTop}>
                  <span className={styles.modelHeading}>
                    <span className={styles.modelOptionName}>{model.name}</span>
                    <TierBadge tier={model.tier} />
                  </span>
                  {selected && <CheckIcon size={18} className={styles.modelCheck} />}
                  {!usable && <LockIcon size={16} className={styles.modelLock} />}
                </span>
                <span id={descriptionId} className={styles.modelDescription}>
                  {down && <span className={styles.modelDown}>{t("chat.models.unavailable")} </span>}
                  {catalogText(model, locale).description}
                </span>
              </button>
              {!usable && (
                <p className={styles.upgradeHint}>
                  <Trans
                    id="chat.models.needsPlan"
                    values={{ plan: ROLE_LABEL[model.tier] }}
                    components={{ 0: <Link to={PATHS.pricing} className={styles.upgradeLink} /> }}
                  />
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
