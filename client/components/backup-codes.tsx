import { copyAnnouncement, useCopy } from "../hooks/use-copy";
import { useT } from "../lib/i18n/use-t";
import { Alert } from "./alert";
import { Button } from "./button";
import { CheckIcon, CopyIcon } from "./icons";
import styles from "./two-factor.module.css";

/** Backup codes just created: shown this once, with ways to keep them. */
export function BackupCodes({ codes, fileName }: { codes: string[]; fileName: string }) {
  const { t } = useT();
  const text = codes.join("\n");
  const { state, copy } = useCopy(text);

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
        <Button
          variant="secondary"
          size="sm"
          icon={state === "copied" ? <CheckIcon size={16} /> : <CopyIcon size={16} />}
          onClick={copy}
        >
          {state === "copied"
            ? t("common.copy.copied")
            : state === "failed"
              ? t("common.copy.failed")
              : t("common.backupCodes.copy")}
        </Button>
        <Button variant="secondary" size="sm" onClick={download}>
          {t("common.backupCodes.download")}
        </Button>
        <span className="visually-hidden" role="status">
          {copyAnnouncement(state)}
        </span>
      </div>
    </div>
  );
}
