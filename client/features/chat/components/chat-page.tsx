import { LoadingState } from "../../../components/spinner";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { useChatAccess } from "../hooks/use-chat-access";
import { CHAT_TEXT } from "../utils/messages";
import { ChatLoginGate } from "./chat-login-gate";
import styles from "./chat-page.module.css";
import { ChatScreen } from "./chat-screen";

/** /chat (docs/product/screens.md): standalone, without the site header and footer; signed-in users only. */
export function ChatPage() {
  useDocumentTitle("Chat");
  const access = useChatAccess();
  if (access === "granted") return <ChatScreen />;
  if (access === "checking") {
    return (
      <main className={styles.gate}>
        <LoadingState message={CHAT_TEXT.checkingSession} />
      </main>
    );
  }
  return <ChatLoginGate />;
}
