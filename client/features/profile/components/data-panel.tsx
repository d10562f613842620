import { useState } from "react";
import { Alert } from "../../../components/alert";
import { Button } from "../../../components/button";
import { Card } from "../../../components/card";
import { AlertIcon, ArrowDownIcon, TrashIcon } from "../../../components/icons";
import { Trans, useT } from "../../../lib/i18n/use-t";
import { ExportRefused, useDownloadMyData } from "../api/use-download-my-data";
import { useTwoFactorEnabled } from "../api/use-two-factor";
import styles from "./data-panel.module.css";
import { DeleteAccountDialog } from "./delete-account-dialog";
import { ImportCard } from "./import-card";
import page from "./profile-page.module.css";

/** The profile's "Your data" tab (issue #17): take everything with you, bring conversations in (issue #33), or erase the account. */
export function DataPanel() {
  const { t } = useT();
  const twoFactor = useTwoFactorEnabled();
  const download = useDownloadMyData();
  const [deleting, setDeleting] = useState(false);

  return (
    <div className={styles.panel}>
      <Card as="section" aria-labelledby="data-download-title">
        <h2 id="data-download-title" className={page.cardTitle}>
          <ArrowDownIcon size={20} />
          {t("profile.data.download.title")}
        </h2>
        <p>{t("profile.data.download.intro")}</p>
        <ul className={styles.list}>
          <li>
            <Trans id="profile.data.download.json" components={{ 0: <strong /> }} />
          </li>
          <li>
            <Trans id="profile.data.download.conversations" components={{ 0: <strong /> }} />
          </li>
        </ul>
        <p className={page.note}>{t("profile.data.download.note")}</p>
        <div className={styles.row}>
          <Button
            icon={<ArrowDownIcon size={16} />}
            busy={download.isPending}
            onClick={() => download.mutate()}
            className={styles.action}
          >
            {download.isPending ? t("profile.data.download.preparing") : t("profile.data.download.button")}
          </Button>
        </div>
        {download.isSuccess && (
          <Alert tone="success">{t("profile.data.download.started", { filename: download.data.filename })}</Alert>
        )}
        {download.isError && (
          <Alert tone="danger">
            {(download.error instanceof ExportRefused && download.error.message) || t("profile.data.download.failed")}
          </Alert>
        )}
      </Card>

      <ImportCard />

      <Card as="section" aria-labelledby="data-danger-title" className={styles.danger}>
        <h2 id="data-danger-title" className={`${page.cardTitle} ${styles.dangerTitle}`}>
          <AlertIcon size={20} />
          {t("profile.data.danger.title")}
        </h2>
        <div className={styles.row}>
          <div className={styles.text}>
            <p className={styles.label}>{t("profile.delete.action")}</p>
            <p className={page.note}>{t("profile.data.danger.note")}</p>
          </div>
          <Button
            variant="danger"
            icon={<TrashIcon size={16} />}
            onClick={() => setDeleting(true)}
            className={styles.action}
          >
            {t("profile.delete.action")}
          </Button>
        </div>
      </Card>

      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} twoFactor={twoFactor} />
    </div>
  );
}
