import { MailIcon } from "../../../components/icons";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { formatDateTime } from "../../../lib/format-date";
import { Trans, useT } from "../../../lib/i18n/use-t";
import { useContactMessages } from "../api/use-admin-inbox";
import { useInboxPage } from "../hooks/use-inbox-page";
import styles from "./admin-messages-page.module.css";
import { AdminPage } from "./admin-page";
import { InboxPanel } from "./inbox-panel";

/** /admin/messages: what visitors sent through the contact form (docs/product.md#changes-from-the-original-specification "Contact form"), newest first. */
export function AdminMessagesPage() {
  const { t } = useT();
  useDocumentTitle(t("admin.messages.documentTitle"));
  const inbox = useInboxPage();
  const messages = useContactMessages(inbox.page);

  return (
    <AdminPage title={t("admin.messages.title")} description={t("admin.messages.description")}>
      <InboxPanel
        title={t("admin.messages.inbox")}
        noun="messages"
        query={messages}
        pages={inbox.pages}
        loading={t("admin.messages.loading")}
      >
        {(data, busy) =>
          data.messages.length === 0 ? (
            <div className={styles.empty}>
              <span className={styles.emptyIcon} aria-hidden="true">
                <MailIcon size={24} />
              </span>
              <p>{t("admin.messages.empty")}</p>
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
                        {formatDateTime(message.createdAt) ?? t("admin.common.notAvailable")}
                      </time>
                    </header>
                    <p className={styles.from}>
                      <Trans id="admin.messages.from" values={{ name: message.name }} components={{ 0: <strong /> }} />{" "}
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
