import { PASSWORD_RULES } from "#shared/password";
import { useT } from "../lib/i18n/use-t";
import { CheckIcon } from "./icons";
import styles from "./password-requirements.module.css";

/** Each rule's label (shared/password.ts, in English for the server) as a catalogue key. */
const RULE_LABELS: Record<(typeof PASSWORD_RULES)[number]["label"], string> = {
  "At least 8 characters": "common.passwordRules.length",
  "One uppercase letter": "common.passwordRules.upper",
  "One lowercase letter": "common.passwordRules.lower",
  "One number": "common.passwordRules.number",
  "One special character": "common.passwordRules.special",
};

interface PasswordRequirementsProps {
  password: string;
  /** Already translated; "Password requirements" when not given. */
  title?: string;
}

/** The password rules (docs/product/rules.md#validation-rules), each ticked as soon as the typed password meets it. */
export function PasswordRequirements({ password, title }: PasswordRequirementsProps) {
  const { t } = useT();
  return (
    <div className={styles.box}>
      <p className={styles.title}>{title ?? t("common.passwordRules.title")}</p>
      <ul className={styles.list}>
        {PASSWORD_RULES.map((rule) => {
          const met = rule.test(password);
          return (
            <li key={rule.label} className={styles.item} data-met={met}>
              <span className={styles.mark} aria-hidden="true">
                {met && <CheckIcon size={12} strokeWidth={3} />}
              </span>
              {t(RULE_LABELS[rule.label])}
              <span className="visually-hidden">
                {met ? t("common.passwordRules.met") : t("common.passwordRules.notMet")}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
