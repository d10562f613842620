import { useSearchParams } from "react-router-dom";
import { ButtonLink } from "../../../components/button";
import { ComingSoon } from "../../../components/coming-soon";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import styles from "./chat-page.module.css";

/** Standalone screen (no site header or footer), as the finished chat will be. */
export function ChatPage() {
  useDocumentTitle("Chat");
  const [params] = useSearchParams();
  const model = params.get("model");
  return (
    <div className={styles.page}>
      <main className={styles.main}>
        <ComingSoon
          title="AI Chat"
          route={model ? `/chat?model=${model}` : "/chat"}
          summary={
            model
              ? `The chat will open with ${model} selected, if your plan includes it. The chat itself is being finished and opens in this build shortly.`
              : "One conversation window for every model on your plan. The chat is being finished and opens in this build shortly."
          }
          features={[
            "Pick any model your plan includes and switch at any time",
            "Replies stream in as they are written, with a Stop button",
            "Keep, search, rename and delete your conversation history",
            "Multi-line input: Enter sends, Shift+Enter adds a new line",
          ]}
          actions={
            <>
              <ButtonLink to="/models">Browse Models</ButtonLink>
              <ButtonLink to="/" variant="secondary">
                Back to Home
              </ButtonLink>
            </>
          }
        />
      </main>
    </div>
  );
}
