import type { FormEvent } from "react";
import { type BillingSettings, billingSettingsSchema } from "#shared/billing-settings";
import { TextAreaField, TextField } from "../../../components/form-field";
import { useT } from "../../../lib/i18n/use-t";
import { validate } from "../../../lib/validate";
import { useUpdateBillingSettings } from "../api/use-admin-billing";
import { useSettingsDraft } from "../hooks/use-settings-draft";
import styles from "./admin-settings-page.module.css";
import own from "./billing-settings-form.module.css";
import { SettingsFormFooter } from "./settings-form-footer";

/** A GSTIN's shape, shown as an example. */
const GSTIN_EXAMPLE = "29ABCDE1234F1Z5";

type Draft = Record<"legalName" | "address" | "gstin" | "rate" | "sac" | "invoicePrefix", string>;

const draftOf = (settings: BillingSettings): Draft => ({
  legalName: settings.legalName,
  address: settings.address,
  gstin: settings.gstin,
  rate: String(settings.gstRatePercent),
  sac: settings.sac,
  invoicePrefix: settings.invoicePrefix,
});

/** The seller's details and GST rate printed on receipts (and their e-mails), the SAC and invoice prefix of GST invoices: checked with the server's schema, then saved. */
export function BillingSettingsForm({ settings }: { settings: BillingSettings }) {
  const { t } = useT();
  const { draft, saved, problems, setProblems, field, savedAs } = useSettingsDraft(settings, draftOf);
  const save = useUpdateBillingSettings();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const checked = validate(billingSettingsSchema, {
      legalName: draft.legalName,
      address: draft.address,
      gstin: draft.gstin,
      // The percentage as typed; the schema reads the number and checks its range.
      gstRatePercent: draft.rate.trim(),
      sac: draft.sac,
      invoicePrefix: draft.invoicePrefix,
    });
    setProblems(checked.ok ? [] : checked.messages);
    if (checked.ok) save.mutate(checked.data, { onSuccess: savedAs });
    else save.reset();
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <div className={own.grid}>
        <TextField
          label={t("admin.billing.legalName")}
          {...field("legalName")}
          hint={t("admin.billing.legalNameHint")}
        />
        <TextField
          label={t("admin.billing.gstin")}
          {...field("gstin")}
          autoCapitalize="characters"
          spellCheck={false}
          hint={t("admin.billing.gstinHint", { example: GSTIN_EXAMPLE })}
        />
        <TextField
          label={t("admin.billing.rate")}
          {...field("rate")}
          inputMode="decimal"
          hint={t("admin.billing.rateHint")}
        />
        <TextField
          label={t("admin.billing.sac")}
          {...field("sac")}
          inputMode="numeric"
          spellCheck={false}
          hint={t("admin.billing.sacHint")}
        />
        <TextField
          label={t("admin.billing.invoicePrefix")}
          {...field("invoicePrefix")}
          autoCapitalize="characters"
          spellCheck={false}
          hint={t("admin.billing.invoicePrefixHint")}
        />
        <TextAreaField label={t("admin.billing.address")} {...field("address")} rows={3} className={own.wide} />
      </div>
      <SettingsFormFooter
        save={save}
        saved={saved}
        problems={problems}
        savedMessage={t("admin.billing.saved")}
        failedMessage={t("admin.billing.failed")}
        submitLabel={t("admin.billing.submit")}
      />
    </form>
  );
}
