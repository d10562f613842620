import { PASSWORD_RULES } from "#shared/password";
import { CheckIcon } from "./icons";
import styles from "./password-requirements.module.css";

interface PasswordRequirementsProps {
  password: string;
  title?: string;
}

/** The password rules (docs/product/rules.md#validation-rules), each ticked as soon as the typed password meets it. */
export function PasswordRequirements({ password, title = "Password requirements" }: PasswordRequirementsProps) {
  return (
    <div className={styles.box}>
      <p className={styles.title}>{title}</p>
      <ul className={styles.list}>
        {PASSWORD_RULES.map((rule) => {
          const met = rule.test(password);
          return (
            <li key={rule.label} className={styles.item} data-met={met}>
              <span className={styles.mark} aria-hidden="true">
                {met && <CheckIcon size={12} strokeWidth={3} />}
              </span>
              {rule.label}
              <span className="visually-hidden">{met ? " (met)" : " (not met)"}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
