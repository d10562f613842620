import { LoadingState } from "../../../components/spinner";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { useT } from "../../../lib/i18n/use-t";
import { useChatAccess } from "../hooks/use-chat-access";
import { ChatLoginGate } from "./chat-login-gate";
import styles from "./chat-page.module.css";
import { ChatScreen } from "./chat-screen";

/** /chat (docs/product/screens.md): standalone, without the site header and footer; signed-in users only. */
export function ChatPage() {
  const { t } = useT();
  useDocumentTitle(t("chat.page.title"));
  const access = useChatAccess();
  if (access === "granted") return <ChatScreen />;
  if (access === "checking") {
    return (
      <main className={styles.gate}>
        <LoadingState message={t("chat.page.checkingSession")} />
      </main>
    );
  }
  return <ChatLoginGate />;
}
