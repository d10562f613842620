import { MailIcon } from "../../../components/icons";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { formatDateTime } from "../../../lib/format-date";
import { useContactMessages } from "../api/use-admin-inbox";
import { useInboxPage } from "../hooks/use-inbox-page";
import { ADMIN_TEXT } from "../utils/messages";
import styles from "./admin-messages-page.module.css";
import { AdminPage } from "./admin-page";
import { InboxPanel } from "./inbox-panel";

/** /admin/messages: what visitors sent through the contact form (docs/product.md#changes-from-the-original-specification "Contact form"), newest first. */
export function AdminMessagesPage() {
  useDocumentTitle("Messages · Admin");
  const inbox = useInboxPage();
  const messages = useContactMessages(inbox.page);

  return (
    <AdminPage title="Contact Messages" description="Messages sent through the Contact page.">
      <InboxPanel
        title="Inbox"
        nouns={["message", "messages"]}
        query={messages}
        pages={inbox.pages}
        loading="Loading messages..."
      >
        {(data, busy) =>
          data.messages.length === 0 ? (
            <div className={styles.empty}>
              <span className={styles.emptyIcon} aria-hidden="true">
                <MailIcon size={24} />
              </span>
              <p>No messages yet.</p>
            </div>
          ) : (
            <ol className={styles.list} aria-busy={busy || undefined}>
              {data.messages.map((message) => (
                <li key={message.id}>
                  <article className={styles.message} aria-labelledby={`message-${message.id}`}>
                    <header className={styles.head}>
                      <h3 id={`message-${message.id}`} className={styles.subject}>
                        {message.subject}
                      </h3>
                      <time className={styles.date} dateTime={new Date(message.createdAt).toISOString()}>
                        {formatDateTime(message.createdAt) ?? ADMIN_TEXT.notAvailable}
                      </time>
                    </header>
                    <p className={styles.from}>
                      From <strong>{message.name}</strong>{" "}
                      <a href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}>
                        {message.email}
                      </a>
                    </p>
                    <p className={styles.body}>{message.message}</p>
                  </article>
                </li>
              ))}
            </ol>
          )
        }
      </InboxPanel>
    </AdminPage>
  );
}
