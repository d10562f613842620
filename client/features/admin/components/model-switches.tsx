import { useT } from "../../../lib/i18n/use-t";
import styles from "./admin-models-page.module.css";

/** The model's yes/no abilities the admin sets: it reads images (issue #30), it may answer from the web (#31). */
export const MODEL_SWITCHES = [
  { field: "vision", label: "admin.modelForm.vision" },
  { field: "webSearch", label: "admin.modelForm.webSearch" },
] as const;

export type ModelSwitch = (typeof MODEL_SWITCHES)[number]["field"];

/** One checkbox per ability, in the order above; a new ability is a line in MODEL_SWITCHES. */
export function ModelSwitches({
  values,
  onChange,
}: {
  values: Record<ModelSwitch, boolean>;
  onChange: (field: ModelSwitch, on: boolean) => void;
}) {
  const { t } = useT();
  return MODEL_SWITCHES.map(({ field, label }) => (
    <label key={field} className={styles.checkField}>
      <input
        type="checkbox"
        name={field}
        checked={values[field]}
        onChange={(event) => onChange(field, event.target.checked)}
      />
      {t(label)}
    </label>
  ));
}
