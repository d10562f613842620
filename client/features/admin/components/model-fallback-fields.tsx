import { FALLBACKS_MAX } from "#shared/catalog";
import { SelectField } from "../../../components/form-field";
import { useT } from "../../../lib/i18n/use-t";
import { roleLabel } from "../utils/roles";
import styles from "./admin-models-page.module.css";

interface FallbackOption {
  modelId: string;
  name: string;
  tier: Parameters<typeof roleLabel>[0];
  credits: number;
}

/**
 * The models that answer instead when this one fails (issue #34, docs/product/fallbacks.md#the-list): up to
 * three, in order, each picked from the catalogue. A turn tries two at most, skipping any the person's plan
 * does not include or that cost more credits.
 */
export function ModelFallbackFields({
  models,
  selfId,
  values,
  onChange,
}: {
  models: readonly FallbackOption[];
  /** The model being edited: it cannot be its own fallback. */
  selfId: string;
  /** FALLBACKS_MAX entries, "" for none. */
  values: readonly string[];
  onChange: (values: string[]) => void;
}) {
  const { t } = useT();
  const choices = models.filter((model) => model.modelId !== selfId);
  const slots = Array.from({ length: FALLBACKS_MAX }, (_, index) => values[index] ?? "");
  return (
    <fieldset className={styles.group}>
      <legend className={styles.groupLegend}>{t("admin.modelForm.fallbacks.title")}</legend>
      <p className={styles.groupNote}>{t("admin.modelForm.fallbacks.note")}</p>
      <div className={styles.stack}>
        {slots.map((value, index) => (
          <SelectField
            // The slots are positions, not items: the key is the place.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            label={t("admin.modelForm.fallbacks.slot", { position: index + 1 })}
            name={`fallback-${index + 1}`}
            value={value}
            onChange={(event) => onChange(slots.map((current, at) => (at === index ? event.target.value : current)))}
          >
            <option value="">{t("admin.modelForm.fallbacks.none")}</option>
            {choices.map((model) => (
              <option
                key={model.modelId}
                value={model.modelId}
                disabled={model.modelId !== value && slots.includes(model.modelId)}
              >
                {t("admin.modelForm.fallbacks.option", {
                  name: model.name,
                  tier: roleLabel(model.tier),
                  credits: model.credits,
                })}
              </option>
            ))}
          </SelectField>
        ))}
      </div>
    </fieldset>
  );
}
