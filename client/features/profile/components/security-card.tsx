import { Button } from "../../../components/button";
import { Card } from "../../../components/card";
import { KeyIcon, MailIcon, ShieldIcon } from "../../../components/icons";
import styles from "./profile-page.module.css";

interface SecurityCardProps {
  onChangePassword: () => void;
  onChangeEmail: () => void;
  className?: string;
}

export function SecurityCard({ onChangePassword, onChangeEmail, className }: SecurityCardProps) {
  return (
    <Card as="section" aria-labelledby="profile-security-title" className={className}>
      <h2 id="profile-security-title" className={styles.cardTitle}>
        <ShieldIcon size={20} />
        Security
      </h2>
      <div className={styles.securityRow}>
        <div>
          <p className={styles.securityLabel}>Password</p>
          <p className={styles.note}>Use a strong password that you do not use anywhere else.</p>
        </div>
        <Button variant="secondary" icon={<KeyIcon size={16} />} onClick={onChangePassword}>
          Change Password
        </Button>
      </div>
      <div className={styles.securityRow}>
        <div>
          <p className={styles.securityLabel}>E-mail address</p>
          <p className={styles.note}>Where we send codes and receipts, and what you sign in with.</p>
        </div>
        <Button variant="secondary" icon={<MailIcon size={16} />} onClick={onChangeEmail}>
          Change e-mail
        </Button>
      </div>
    </Card>
  );
}
