import { useT } from "../lib/i18n/use-t";
import formStyles from "./form-layout.module.css";

interface RememberMeProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** How long "longer" is for this kind of account. */
  title: string;
  className?: string;
}

/** The sign-in forms' "Remember me": a longer session on this device. */
export function RememberMe({ checked, onChange, title, className }: RememberMeProps) {
  const { t } = useT();
  return (
    <label className={className ? `${formStyles.checkbox} ${className}` : formStyles.checkbox} title={title}>
      <input type="checkbox" name="rememberMe" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {t("common.rememberMe")}
    </label>
  );
}
