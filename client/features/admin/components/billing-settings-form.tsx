import type { FormEvent } from "react";
import { type BillingSettings, billingSettingsSchema } from "#shared/billing-settings";
import { TextAreaField, TextField } from "../../../components/form-field";
import { validate } from "../../../lib/validate";
import { useUpdateBillingSettings } from "../api/use-admin-billing";
import { useSettingsDraft } from "../hooks/use-settings-draft";
import styles from "./admin-settings-page.module.css";
import own from "./billing-settings-form.module.css";
import { SettingsFormFooter } from "./settings-form-footer";

type Draft = Record<"legalName" | "address" | "gstin" | "rate", string>;

const draftOf = (settings: BillingSettings): Draft => ({
  legalName: settings.legalName,
  address: settings.address,
  gstin: settings.gstin,
  rate: String(settings.gstRatePercent),
});

/** The seller's details and GST rate printed on receipts (and their e-mails): checked with the server's schema, then saved. */
export function BillingSettingsForm({ settings }: { settings: BillingSettings }) {
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
    });
    setProblems(checked.ok ? [] : checked.messages);
    if (checked.ok) save.mutate(checked.data, { onSuccess: savedAs });
    else save.reset();
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <div className={own.grid}>
        <TextField label="Legal name" {...field("legalName")} hint="Printed as the seller; the product name if empty" />
        <TextField
          label="GSTIN"
          {...field("gstin")}
          autoCapitalize="characters"
          spellCheck={false}
          hint="15 characters, like 29ABCDE1234F1Z5; empty if not registered"
        />
        <TextField
          label="GST rate (%)"
          {...field("rate")}
          inputMode="decimal"
          hint="Included in the prices; charged only with a GSTIN"
        />
        <TextAreaField label="Address" {...field("address")} rows={3} className={own.wide} />
      </div>
      <SettingsFormFooter
        save={save}
        saved={saved}
        problems={problems}
        savedMessage="Billing details saved. Receipts from now on carry them."
        failedMessage="Failed to save the billing details."
        submitLabel="Save billing details"
      />
    </form>
  );
}
