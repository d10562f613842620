import { useQuery } from "@tanstack/react-query";
import { Suspense } from "react";
import { useLocation, useParams } from "react-router-dom";
import type { SharedConversation, SharedMessage } from "#shared/sharing";
import { ButtonLink } from "../../../components/button";
import { Container } from "../../../components/container";
import { ChatBubbleIcon, SparklesIcon } from "../../../components/icons";
import { LoadFailed } from "../../../components/load-failed";
import { LoadingState } from "../../../components/spinner";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { useSession } from "../../../hooks/use-session";
import { APP_NAME } from "../../../lib/app-name";
import { httpStatusOf } from "../../../lib/errors";
import { formatDateTime } from "../../../lib/format-date";
import { useT } from "../../../lib/i18n/use-t";
import { lazyComponent } from "../../../lib/lazy-component";
import { PATHS } from "../../../lib/paths";
import { loginPath } from "../../../lib/return-to";
import { useTRPC } from "../../../lib/trpc";
import { MessageFrame } from "./message-frame";
import list from "./message-list.module.css";
import styles from "./share-page.module.css";

// Only a signed-in reader can continue: its code (a mutation) loads for them alone.
const ContinueInMyChats = lazyComponent(
  () => import("./share-continue"),
  (module) => module.ContinueInMyChats,
);
// Files and sources only some snapshots have: they load when a message shows them.
const MessageAttachments = lazyComponent(
  () => import("./message-attachments"),
  (module) => module.MessageAttachments,
);
const ReplySources = lazyComponent(
  () => import("./reply-sources"),
  (module) => module.ReplySources,
);
const MarkdownReply = lazyComponent(
  () => import("./markdown-reply"),
  (module) => module.MarkdownReply,
);

/**
 * /share/:shareId (docs/product/screens.md#shared-conversation): a read-only snapshot anyone with the link can
 * read, signed in or not; the model names, never its owner. A signed-in reader can continue it in their own
 * chats; a removed or unknown link says "This link was removed".
 */
export function SharePage() {
  const { t } = useT();
  const { shareId = "" } = useParams();
  const trpc = useTRPC();
  const shared = useQuery({ ...trpc.sharing.view.queryOptions({ id: shareId }), retry: false });
  useDocumentTitle(shared.data?.title ?? t("chat.sharePage.badge"));

  if (shared.data) return <SharedView conversation={shared.data} />;
  if (shared.isError && httpStatusOf(shared.error) === 404) return <RemovedLink />;
  if (shared.isError) {
    return (
      <Container className={styles.page}>
        <LoadFailed title={t("chat.sharePage.loadFailed")} query={shared} />
      </Container>
    );
  }
  return <LoadingState message={t("chat.sharePage.loading")} />;
}

function RemovedLink() {
  const { t } = useT();
  useDocumentTitle(t("chat.sharePage.removedTitle"));
  return (
    <Container className={styles.page}>
      <section className={styles.removed}>
        <span className={styles.removedMark} aria-hidden="true">
          <ChatBubbleIcon size={28} />
        </span>
        <h1 className={styles.title}>{t("chat.sharePage.removedTitle")}</h1>
        <p className={styles.lead}>{t("chat.sharePage.removedBody")}</p>
        <ButtonLink to={PATHS.home} variant="secondary">
          {t("chat.sharePage.home")}
        </ButtonLink>
      </section>
    </Container>
  );
}

function SharedView({ conversation }: { conversation: SharedConversation }) {
  const { t } = useT();
  const session = useSession();
  return (
    <Container className={styles.page}>
      <header className={styles.header}>
        <span className={styles.badge}>
          <ChatBubbleIcon size={14} />
          {t("chat.sharePage.badge")}
        </span>
        <h1 className={styles.title}>{conversation.title}</h1>
        <p className={styles.lead}>
          {t("chat.sharePage.sharedOn", { date: formatDateTime(conversation.sharedAt) ?? "" })}
          {" · "}
          {t("chat.sharePage.readOnly")}
        </p>
        {session.isSignedIn && (
          <Suspense fallback={null}>
            <ContinueInMyChats id={conversation.id} />
          </Suspense>
        )}
      </header>

      <section className={styles.log} aria-label={t("chat.sharePage.messages")}>
        {conversation.messages.map((message, index) => (
          <SharedMessageView
            // A snapshot never changes while on screen: its order is its identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: the snapshot's messages have no ids, by design
            key={index}
            message={message}
            replyId={`shared-${index}`}
          />
        ))}
      </section>

      {session.isSignedIn ? null : <SignUpCallToAction />}
    </Container>
  );
}

function SharedMessageView({ message, replyId }: { message: SharedMessage; replyId: string }) {
  const { t } = useT();
  const isUser = message.role === "user";
  const sender = isUser ? t("chat.sharePage.question") : (message.modelName ?? t("chat.message.ai"));
  return (
    <MessageFrame isUser={isUser} sender={sender} timestamp={message.createdAt}>
      {isUser && message.attachments.length > 0 && (
        <Suspense fallback={null}>
          <MessageAttachments attachments={message.attachments} />
        </Suspense>
      )}
      <div className={list.bubble}>
        {isUser ? (
          <p className={list.plain}>{message.content}</p>
        ) : (
          <Suspense fallback={<p className={list.plain}>{message.content}</p>}>
            <MarkdownReply text={message.content} streaming={false} citations={message.citations} replyId={replyId} />
          </Suspense>
        )}
      </div>
      {!isUser && message.citations.length > 0 && (
        <Suspense fallback={null}>
          <ReplySources citations={message.citations} replyId={replyId} />
        </Suspense>
      )}
    </MessageFrame>
  );
}

/** For a reader who is not signed in: what the product is, sign up, or sign in and continue. */
function SignUpCallToAction() {
  const { t } = useT();
  const { pathname } = useLocation();
  return (
    <aside className={styles.cta} aria-labelledby="share-cta-title">
      <span className={styles.ctaMark} aria-hidden="true">
        <SparklesIcon size={22} />
      </span>
      <div className={styles.ctaText}>
        <h2 id="share-cta-title" className={styles.ctaTitle}>
          {t("chat.sharePage.ctaTitle")}
        </h2>
        <p className={styles.hint}>{t("chat.sharePage.ctaBody", { appName: APP_NAME })}</p>
      </div>
      <div className={styles.ctaActions}>
        <ButtonLink to={loginPath(pathname, { mode: "signup" })}>{t("chat.sharePage.signUp")}</ButtonLink>
        <ButtonLink to={loginPath(pathname)} variant="secondary">
          {t("chat.sharePage.signIn")}
        </ButtonLink>
      </div>
    </aside>
  );
}
