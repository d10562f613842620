import { ButtonLink } from "../../../components/button";
import { ChatBubbleIcon, PlusIcon } from "../../../components/icons";
import { PATHS } from "../../../lib/paths";
import { CHAT_TEXT } from "../utils/messages";
import styles from "./conversation-not-found.module.css";

/**
 * What /chat/<id> shows when that conversation is not the person's: deleted,
 * someone else's, or a mistyped address. The server answers all three alike,
 * so nobody learns which ids exist.
 */
export function ConversationNotFound() {
  return (
    <main className={styles.frame} aria-labelledby="chat-not-found-title">
      <section className={styles.card}>
        <span className={styles.mark} aria-hidden="true">
          <ChatBubbleIcon size={26} />
        </span>
        <h2 id="chat-not-found-title" className={styles.title}>
          Conversation not found
        </h2>
        <p className={styles.text}>{CHAT_TEXT.conversationNotFound}</p>
        <ButtonLink to={PATHS.chat} icon={<PlusIcon size={18} />}>
          Start a new chat
        </ButtonLink>
      </section>
    </main>
  );
}
