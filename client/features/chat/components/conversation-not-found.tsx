import { ButtonLink } from "../../../components/button";
import { ChatBubbleIcon, PlusIcon } from "../../../components/icons";
import { useT } from "../../../lib/i18n/use-t";
import { PATHS } from "../../../lib/paths";
import styles from "./conversation-not-found.module.css";

/**
 * What /chat/<id> shows when that conversation is not the person's: deleted,
 * someone else's, or a mistyped address. The server answers all three alike,
 * so nobody learns which ids exist.
 */
export function ConversationNotFound() {
  const { t } = useT();
  return (
    <main className={styles.frame} aria-labelledby="chat-not-found-title">
      <section className={styles.card}>
        <span className={styles.mark} aria-hidden="true">
          <ChatBubbleIcon size={26} />
        </span>
        <h2 id="chat-not-found-title" className={styles.title}>
          {t("chat.notFound.title")}
        </h2>
        <p className={styles.text}>{t("chat.notFound.text")}</p>
        <ButtonLink to={PATHS.chat} icon={<PlusIcon size={18} />}>
          {t("chat.notFound.newChat")}
        </ButtonLink>
      </section>
    </main>
  );
}
