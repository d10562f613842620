import { AlertIcon } from "../../../components/icons";
import { RefreshIcon } from "../../../components/workspace-icons";
import { useT } from "../../../lib/i18n/use-t";
import styles from "./chat-page.module.css";

/**
 * While the chat waits for the network: offline, or reading a reply again
 * after its connection dropped (issue #27). The live region is always there
 * and only its text changes, so screen readers announce it politely (and the
 * return, by its going quiet, disturbs nobody).
 */
export function ConnectionNotice({ online, reconnecting }: { online: boolean; reconnecting: boolean }) {
  const { t } = useT();
  const text = !online ? t("chat.connection.offline") : reconnecting ? t("chat.connection.reconnecting") : null;
  return (
    <div role="status" className={text ? styles.banner : undefined}>
      {text && (
        <p className={styles.connection}>
          {online ? (
            <RefreshIcon size={16} className={styles.connectionIcon} />
          ) : (
            <AlertIcon size={16} className={styles.connectionIcon} />
          )}
          {text}
        </p>
      )}
    </div>
  );
}
