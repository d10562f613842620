import { useT } from "../lib/i18n/use-t";
import { Alert } from "./alert";
import { Button } from "./button";
import { CopyTextButton } from "./copy-text-button";
import styles from "./two-factor.module.css";

/** Backup codes just created: shown this once, with ways to keep them. */
export function BackupCodes({ codes, fileName }: { codes: string[]; fileName: string }) {
  const { t } = useT();
  const text = codes.join("\n");

  const download = () => {
    const url = URL.createObjectURL(new Blob([`${text}\n`], { type: "text/plain" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = fileName;
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div className={styles.stack}>
      <Alert tone="warning" title={t("common.backupCodes.saveTitle")}>
        {t("common.backupCodes.saveText")}
      </Alert>
      <ul className={styles.codes} aria-label={t("common.backupCodes.list")}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={styles.buttons}>
        <CopyTextButton text={text} label={t("common.backupCodes.copy")} />
        <Button variant="secondary" size="sm" onClick={download}>
          {t("common.backupCodes.download")}
        </Button>
      </div>
    </div>
  );
}
