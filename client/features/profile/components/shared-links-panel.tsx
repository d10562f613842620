import type { ShareLink } from "#shared/sharing";
import { Alert } from "../../../components/alert";
import { Badge } from "../../../components/badge";
import { Button, buttonClassName } from "../../../components/button";
import { Card } from "../../../components/card";
import { LoadFailed } from "../../../components/load-failed";
import { ShareLinkField } from "../../../components/share-link-field";
import { LoadingState } from "../../../components/spinner";
import { ShareIcon } from "../../../components/workspace-icons";
import { useRevokeShareLink, useShareLinks } from "../../../hooks/use-share-links";
import { errorMessage, serverText } from "../../../lib/errors";
import { formatDate, formatDateTime } from "../../../lib/format-date";
import { useT } from "../../../lib/i18n/use-t";
import profileStyles from "./profile-page.module.css";
import styles from "./shared-links-panel.module.css";

/**
 * The profile's "Shared links" tab (docs/product/sharing.md): every link the person made, newest first, with its
 * dates; a live one can be opened, copied and removed, a removed one stays listed as removed.
 */
export function SharedLinksPanel() {
  const { t } = useT();
  const links = useShareLinks();
  const revoke = useRevokeShareLink();

  if (links.isError) return <LoadFailed title={t("profile.sharedLinks.loadFailed")} query={links} />;
  if (!links.data) return <LoadingState message={t("profile.sharedLinks.loading")} />;

  return (
    <Card as="section" aria-labelledby="shared-links-title" className={styles.panel}>
      <h2 id="shared-links-title" className={profileStyles.cardTitle}>
        <ShareIcon size={20} />
        {t("profile.sharedLinks.title")}
      </h2>
      <p className={styles.muted}>{t("profile.sharedLinks.intro")}</p>
      {revoke.isSuccess && <Alert tone="success">{serverText(revoke.data.message)}</Alert>}
      {revoke.isError && <Alert tone="danger">{errorMessage(revoke.error, t("profile.sharedLinks.failed"))}</Alert>}
      {links.data.length === 0 ? (
        <p className={styles.empty}>{t("profile.sharedLinks.empty")}</p>
      ) : (
        <ul className={styles.list}>
          {links.data.map((link) => (
            <LinkRow
              key={link.id}
              link={link}
              removing={revoke.isPending && revoke.variables?.id === link.id}
              onRemove={() => revoke.mutate({ id: link.id })}
              busy={revoke.isPending}
            />
          ))}
        </ul>
      )}
    </Card>
  );
}

function LinkRow({
  link,
  removing,
  busy,
  onRemove,
}: {
  link: ShareLink;
  removing: boolean;
  busy: boolean;
  onRemove: () => void;
}) {
  const { t } = useT();
  const live = link.revokedAt === null;
  return (
    <li className={live ? styles.row : `${styles.row} ${styles.removed}`}>
      <div className={styles.top}>
        <h3 className={styles.title}>{link.title}</h3>
        <div className={styles.badges}>
          {live ? (
            <Badge tone="success">{t("profile.sharedLinks.live")}</Badge>
          ) : (
            <Badge>{t("profile.sharedLinks.removedOn", { date: formatDate(link.revokedAt) ?? "" })}</Badge>
          )}
          {live && link.includeFiles && <Badge tone="info">{t("profile.sharedLinks.withFiles")}</Badge>}
        </div>
      </div>
      <p className={styles.meta}>
        {t("profile.sharedLinks.created", { date: formatDate(link.createdAt) ?? "" })}
        {live && (
          <>
            {" · "}
            {t("profile.sharedLinks.snapshot", { date: formatDateTime(link.sharedAt) ?? "" })}
            {" · "}
            {t("profile.sharedLinks.messages", { count: link.messageCount })}
          </>
        )}
      </p>
      {live && (
        <div className={styles.actions}>
          <ShareLinkField path={link.path} label={t("profile.sharedLinks.linkLabel", { title: link.title })} />
          <div className={styles.buttons}>
            <a
              className={buttonClassName({ variant: "secondary", size: "sm" })}
              href={link.path}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t("profile.sharedLinks.openLabel", { title: link.title })}
            >
              {t("profile.sharedLinks.open")}
            </a>
            <Button
              size="sm"
              variant="danger"
              onClick={onRemove}
              busy={removing}
              disabled={busy}
              aria-label={t("profile.sharedLinks.removeLabel", { title: link.title })}
            >
              {removing ? t("profile.sharedLinks.removing") : t("profile.sharedLinks.remove")}
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}
