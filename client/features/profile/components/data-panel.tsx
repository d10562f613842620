import { useState } from "react";
import { Alert } from "../../../components/alert";
import { Button } from "../../../components/button";
import { Card } from "../../../components/card";
import { AlertIcon, ArrowDownIcon, TrashIcon } from "../../../components/icons";
import { useDownloadMyData } from "../api/use-download-my-data";
import { useTwoFactorEnabled } from "../api/use-two-factor";
import { PROFILE_TEXT } from "../utils/messages";
import styles from "./data-panel.module.css";
import { DeleteAccountDialog } from "./delete-account-dialog";
import page from "./profile-page.module.css";

/** The profile's "Your data" tab (issue #17): take everything with you, or erase the account. */
export function DataPanel() {
  const twoFactor = useTwoFactorEnabled();
  const download = useDownloadMyData();
  const [deleting, setDeleting] = useState(false);

  return (
    <div className={styles.panel}>
      <Card as="section" aria-labelledby="data-download-title">
        <h2 id="data-download-title" className={page.cardTitle}>
          <ArrowDownIcon size={20} />
          Download your data
        </h2>
        <p>
          One zip file with everything we hold about you: your profile, every conversation with all its messages,
          payments, usage, the names of your API keys and your sessions.
        </p>
        <ul className={styles.list}>
          <li>
            <strong>account.json</strong>: all of it, for another service or a script.
          </li>
          <li>
            <strong>conversations/</strong>: each conversation as a Markdown file you can read anywhere.
          </li>
        </ul>
        <p className={page.note}>
          Your password and API keys are never included. You can download your data 5 times an hour.
        </p>
        <div className={styles.row}>
          <Button
            icon={<ArrowDownIcon size={16} />}
            busy={download.isPending}
            onClick={() => download.mutate()}
            className={styles.action}
          >
            {download.isPending ? "Preparing..." : "Download my data"}
          </Button>
        </div>
        {download.isSuccess && <Alert tone="success">Your download has started: {download.data.filename}</Alert>}
        {download.isError && <Alert tone="danger">{download.error.message || PROFILE_TEXT.exportFailed}</Alert>}
      </Card>

      <Card as="section" aria-labelledby="data-danger-title" className={styles.danger}>
        <h2 id="data-danger-title" className={`${page.cardTitle} ${styles.dangerTitle}`}>
          <AlertIcon size={20} />
          Danger zone
        </h2>
        <div className={styles.row}>
          <div className={styles.text}>
            <p className={styles.label}>Delete my account</p>
            <p className={page.note}>
              Erases your profile, conversations, sessions, API keys and usage at once and for good. Payment records are
              kept for accounting, as the law requires, without your name or e-mail. You can sign up again with the same
              address.
            </p>
          </div>
          <Button
            variant="danger"
            icon={<TrashIcon size={16} />}
            onClick={() => setDeleting(true)}
            className={styles.action}
          >
            Delete my account
          </Button>
        </div>
      </Card>

      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} twoFactor={twoFactor} />
    </div>
  );
}
