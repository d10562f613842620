import { TextAreaField, TextField } from "../../../components/form-field";
import { useT } from "../../../lib/i18n/use-t";
import styles from "./admin-models-page.module.css";

/** Examples of the model's texts in Hindi, whichever language the admin reads. */
const EXAMPLE_HI = { capabilities: "तर्क, कोडिंग, गणित", performance: "तेज़, संतुलित, उच्च…", category: "सामान्य" } as const;

/** The model form's Hindi fields. */
type HindiField = "descriptionHi" | "capabilitiesHi" | "performanceHi" | "categoryHi";

/** A field's name, value and change handler, bound to the model form. */
type Bind = (field: HindiField) => {
  name: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
};

/**
 * A model's texts in Hindi, beside the English ones (docs/product/languages.md): what people reading in
 * Hindi see on the Models page and in the chat. Left empty, they see the English.
 */
export function ModelHindiFields({ bind }: { bind: Bind }) {
  const { t } = useT();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.groupLegend}>{t("admin.modelForm.hindi.title")}</legend>
      <p className={styles.groupNote}>{t("admin.modelForm.hindi.note")}</p>
      <TextAreaField label={t("admin.modelForm.hindi.description")} {...bind("descriptionHi")} rows={3} lang="hi" />
      <div className={styles.formGrid}>
        <TextField
          label={t("admin.modelForm.hindi.capabilities")}
          {...bind("capabilitiesHi")}
          autoComplete="off"
          lang="hi"
          placeholder={EXAMPLE_HI.capabilities}
          hint={t("admin.modelForm.commaSeparated")}
        />
        <TextField
          label={t("admin.modelForm.hindi.performance")}
          {...bind("performanceHi")}
          autoComplete="off"
          lang="hi"
          placeholder={EXAMPLE_HI.performance}
        />
        <TextField
          label={t("admin.modelForm.hindi.category")}
          {...bind("categoryHi")}
          autoComplete="off"
          lang="hi"
          placeholder={EXAMPLE_HI.category}
        />
      </div>
    </fieldset>
  );
}
