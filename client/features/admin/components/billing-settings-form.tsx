import { type FormEvent, useState } from "react";
import { Alert } from "../../../components/alert";
import { Button } from "../../../components/button";
import { TextAreaField, TextField } from "../../../components/form-field";
import { ServerError } from "../../../components/server-error";
import { useUpdateBillingSettings } from "../api/use-admin-billing";
import { useAdminErrorRedirect } from "../hooks/use-admin-error-redirect";
import { ADMIN_TEXT } from "../utils/messages";
import styles from "./admin-settings-page.module.css";
import own from "./billing-settings-form.module.css";

interface BillingSettings {
  legalName: string;
  address: string;
  gstin: string;
  gstRatePercent: number;
}

type Draft = Record<"legalName" | "address" | "gstin" | "rate", string>;

const draftOf = (settings: BillingSettings): Draft => ({
  legalName: settings.legalName,
  address: settings.address,
  gstin: settings.gstin,
  rate: String(settings.gstRatePercent),
});

/** The seller's details and GST rate printed on receipts (and their e-mails): checked and saved by the server. */
export function BillingSettingsForm({ settings }: { settings: BillingSettings }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings));
  const [saved, setSaved] = useState(false);
  const save = useUpdateBillingSettings();
  const redirecting = useAdminErrorRedirect(save.error);
  const field = (key: keyof Draft) => ({
    name: key,
    value: draft[key],
    autoComplete: "off",
    onChange: (event: { target: { value: string } }) => {
      setSaved(false);
      setDraft((current) => ({ ...current, [key]: event.target.value }));
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    save.mutate(
      {
        legalName: draft.legalName,
        address: draft.address,
        gstin: draft.gstin,
        // The percentage as typed; the server reads the number and checks its range.
        gstRatePercent: draft.rate.trim(),
      },
      {
        onSuccess: (result) => {
          setDraft(draftOf(result));
          setSaved(true);
        },
      },
    );
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
      {saved && <Alert tone="success">Billing details saved. Receipts from now on carry them.</Alert>}
      {save.isError && !redirecting && (
        <ServerError
          error={save.error}
          fallback="Failed to save the billing details."
          listTitle={ADMIN_TEXT.validationIssues}
        />
      )}
      <div className={styles.formActions}>
        <Button type="submit" busy={save.isPending}>
          {save.isPending ? "Saving..." : "Save billing details"}
        </Button>
      </div>
    </form>
  );
}
