import type { ChangeEvent } from "react";
import { GST_STATES } from "#shared/gst-states";
import { SelectField, TextAreaField, TextField } from "../../../components/form-field";
import { useT } from "../../../lib/i18n/use-t";

export interface DetailsValues {
  name: string;
  gstin: string;
  billingAddress: string;
  billingState: string;
  billingEmail: string;
}

export const EMPTY_DETAILS: DetailsValues = {
  name: "",
  gstin: "",
  billingAddress: "",
  billingState: "",
  billingEmail: "",
};

/** A workspace's details as the form holds them (no GSTIN is an empty field). */
export const detailsOf = (workspace: {
  name: string;
  manage: { gstin: string | null; billingAddress: string; billingState: string; billingEmail: string } | null;
}): DetailsValues => ({
  name: workspace.name,
  gstin: workspace.manage?.gstin ?? "",
  billingAddress: workspace.manage?.billingAddress ?? "",
  billingState: workspace.manage?.billingState ?? "",
  billingEmail: workspace.manage?.billingEmail ?? "",
});

/**
 * The company's details (docs/product/workspaces.md#gstin): its name, GSTIN, billing address, state (listed in the
 * reader's language) and e-mail. The server checks the GSTIN and answers in the reader's language.
 */
export function CoreDetailsFields({
  values,
  onChange,
  disabled,
}: {
  values: DetailsValues;
  onChange: (values: DetailsValues) => void;
  disabled?: boolean;
}) {
  const { t, locale } = useT();
  const update = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    onChange({ ...values, [event.target.name]: event.target.value });
  return (
    <>
      <TextField
        label={t("workspaces.core.field.name")}
        name="name"
        value={values.name}
        onChange={update}
        required
        maxLength={200}
        autoComplete="organization"
        disabled={disabled}
      />
      <TextField
        label={t("workspaces.core.field.gstin")}
        hint={t("workspaces.core.field.gstinHint")}
        name="gstin"
        value={values.gstin}
        onChange={update}
        maxLength={20}
        autoCapitalize="characters"
        spellCheck={false}
        disabled={disabled}
      />
      <TextAreaField
        label={t("workspaces.core.field.address")}
        name="billingAddress"
        value={values.billingAddress}
        onChange={update}
        required
        rows={3}
        maxLength={500}
        autoComplete="street-address"
        disabled={disabled}
      />
      <SelectField
        label={t("workspaces.core.field.state")}
        name="billingState"
        value={values.billingState}
        onChange={update}
        required
        disabled={disabled}
      >
        <option value="">{t("workspaces.core.field.statePlaceholder")}</option>
        {GST_STATES.map((state) => (
          <option key={state.code} value={state.code}>
            {state[locale]} ({state.code})
          </option>
        ))}
      </SelectField>
      <TextField
        label={t("workspaces.core.field.email")}
        hint={t("workspaces.core.field.emailHint")}
        name="billingEmail"
        type="email"
        value={values.billingEmail}
        onChange={update}
        required
        maxLength={254}
        autoComplete="email"
        disabled={disabled}
      />
    </>
  );
}
