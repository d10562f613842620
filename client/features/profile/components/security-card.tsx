import { Button } from "../../../components/button";
import { Card } from "../../../components/card";
import { KeyIcon, MailIcon, ShieldIcon } from "../../../components/icons";
import { useT } from "../../../lib/i18n/use-t";
import styles from "./profile-page.module.css";

interface SecurityCardProps {
  onChangePassword: () => void;
  onChangeEmail: () => void;
  className?: string;
}

export function SecurityCard({ onChangePassword, onChangeEmail, className }: SecurityCardProps) {
  const { t } = useT();
  return (
    <Card as="section" aria-labelledby="profile-security-title" className={className}>
      <h2 id="profile-security-title" className={styles.cardTitle}>
        <ShieldIcon size={20} />
        {t("profile.security.title")}
      </h2>
      <div className={styles.securityRow}>
        <div>
          <p className={styles.securityLabel}>{t("profile.security.password")}</p>
          <p className={styles.note}>{t("profile.security.passwordNote")}</p>
        </div>
        <Button variant="secondary" icon={<KeyIcon size={16} />} onClick={onChangePassword}>
          {t("profile.security.changePassword")}
        </Button>
      </div>
      <div className={styles.securityRow}>
        <div>
          <p className={styles.securityLabel}>{t("profile.security.email")}</p>
          <p className={styles.note}>{t("profile.security.emailNote")}</p>
        </div>
        <Button variant="secondary" icon={<MailIcon size={16} />} onClick={onChangeEmail}>
          {t("profile.security.changeEmail")}
        </Button>
      </div>
    </Card>
  );
}
