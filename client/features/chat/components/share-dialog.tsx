import { useEffect, useId, useState } from "react";
import { Link } from "react-router-dom";
import { Alert } from "../../../components/alert";
import { Button } from "../../../components/button";
import { Dialog } from "../../../components/dialog";
import formStyles from "../../../components/form-layout.module.css";
import { ShareLinkField } from "../../../components/share-link-field";
import { LoadingState } from "../../../components/spinner";
import {
  useCreateShareLink,
  useRevokeShareLink,
  useShareLinks,
  useUpdateShareLink,
} from "../../../hooks/use-share-links";
import { errorMessage, serverText } from "../../../lib/errors";
import { formatDateTime } from "../../../lib/format-date";
import { Trans, useT } from "../../../lib/i18n/use-t";
import { PATHS } from "../../../lib/paths";
import styles from "./share-dialog.module.css";

interface ShareDialogProps {
  /** The conversation on screen; null keeps the dialog closed. */
  conversationId: string | null;
  onClose: () => void;
}

/**
 * "Share" (docs/product/sharing.md): makes a read-only snapshot of the conversation at a link of its own, with
 * its files or without; then the link with Copy, when it was taken, Update snapshot and Remove link.
 */
export function ShareDialog({ conversationId, onClose }: ShareDialogProps) {
  const { t } = useT();
  const open = conversationId !== null;
  const links = useShareLinks(conversationId ?? undefined, open);
  const link = links.data?.find((candidate) => candidate.revokedAt === null) ?? null;
  const create = useCreateShareLink();
  const update = useUpdateShareLink();
  const revoke = useRevokeShareLink();
  const [includeFiles, setIncludeFiles] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const filesId = useId();
  const busy = create.isPending || update.isPending || revoke.isPending;
  const failed = create.error ?? update.error ?? revoke.error;
  const { reset: resetCreate } = create;
  const { reset: resetUpdate } = update;
  const { reset: resetRevoke } = revoke;

  // Each opening starts clean, with the link's own choice of files.
  useEffect(() => {
    if (!open) return;
    setNotice(null);
    resetCreate();
    resetUpdate();
    resetRevoke();
  }, [open, resetCreate, resetUpdate, resetRevoke]);
  const linkIncludesFiles = link?.includeFiles;
  useEffect(() => {
    if (linkIncludesFiles !== undefined) setIncludeFiles(linkIncludesFiles);
  }, [linkIncludesFiles]);

  const act = (run: () => void) => {
    if (busy) return;
    setNotice(null);
    run();
  };
  const share = () => act(() => conversationId && create.mutate({ conversationId, includeFiles }));
  const refresh = () =>
    act(
      () =>
        link && update.mutate({ id: link.id, includeFiles }, { onSuccess: () => setNotice(t("chat.share.updated")) }),
    );
  const remove = () =>
    act(() => link && revoke.mutate({ id: link.id }, { onSuccess: (result) => setNotice(serverText(result.message)) }));

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t("chat.share.title")}
      description={t("chat.share.intro")}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t("chat.share.done")}
        </Button>
      }
    >
      <div className={styles.body}>
        {links.isPending && open ? (
          <LoadingState message={t("chat.share.loading")} />
        ) : links.isError ? (
          <Alert tone="danger">{t("chat.share.loadFailed")}</Alert>
        ) : (
          <>
            <div className={styles.option}>
              <label className={formStyles.checkbox}>
                <input
                  type="checkbox"
                  name="includeFiles"
                  checked={includeFiles}
                  aria-describedby={filesId}
                  onChange={(event) => setIncludeFiles(event.target.checked)}
                />
                {t("chat.share.includeFiles")}
              </label>
              <p id={filesId} className={styles.hint}>
                {t("chat.share.includeFilesHint")}
              </p>
            </div>

            {link ? (
              <section className={styles.link} aria-label={t("chat.share.linkLabel")}>
                <ShareLinkField path={link.path} label={t("chat.share.linkLabel")} />
                <p className={styles.hint}>
                  {t("chat.share.sharedUpTo", { time: formatDateTime(link.sharedAt) ?? "" })}{" "}
                  {t("chat.share.updateHint")}
                </p>
                <div className={styles.actions}>
                  <Button onClick={refresh} busy={update.isPending} disabled={busy}>
                    {update.isPending ? t("chat.share.updating") : t("chat.share.update")}
                  </Button>
                  <Button variant="danger" onClick={remove} busy={revoke.isPending} disabled={busy}>
                    {revoke.isPending ? t("chat.share.revoking") : t("chat.share.revoke")}
                  </Button>
                </div>
              </section>
            ) : (
              <div className={styles.actions}>
                <Button onClick={share} busy={create.isPending} disabled={busy}>
                  {create.isPending ? t("chat.share.creating") : t("chat.share.create")}
                </Button>
              </div>
            )}
          </>
        )}
        {notice && <Alert tone="success">{notice}</Alert>}
        {failed && <Alert tone="danger">{errorMessage(failed, t("chat.share.failed"))}</Alert>}
        <p className={styles.hint}>
          <Trans id="chat.share.manage" components={{ 0: <Link to={PATHS.profile} /> }} />
        </p>
      </div>
    </Dialog>
  );
}
