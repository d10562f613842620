import type { Attachment } from "#shared/attachments";
import { FileIcon } from "../../../components/workspace-icons";
import { formatFileSize } from "../../../lib/format-number";
import { useT } from "../../../lib/i18n/use-t";
import { typeLabel } from "../utils/attachment-list";
import chip from "./file-chip.module.css";
import styles from "./message-attachments.module.css";

/**
 * A question's files above its text: images as thumbnails that open full size in a new tab, documents as
 * chips that download. The addresses are the server's signed ones (they need no token, and expire: opening
 * the conversation again signs them anew).
 */
export function MessageAttachments({ attachments }: { attachments: readonly Attachment[] }) {
  const { t } = useT();
  if (attachments.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={t("chat.message.attachments")}>
      {attachments.map((file) => (
        <li key={file.id} className={file.kind === "image" ? styles.image : styles.document}>
          {file.kind === "image" ? (
            <a
              href={file.url}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.imageLink}
              aria-label={t("chat.message.openImage", { name: file.name })}
              title={file.name}
            >
              <img
                className={styles.thumb}
                src={file.url}
                alt={file.name}
                loading="lazy"
                width={file.width ?? undefined}
                height={file.height ?? undefined}
              />
            </a>
          ) : (
            <a
              href={file.url}
              download={file.name}
              className={styles.chip}
              title={t("chat.message.download", { name: file.name })}
            >
              <span className={chip.icon} aria-hidden="true">
                <FileIcon size={18} />
              </span>
              <span className={chip.text}>
                <span className={chip.name}>{file.name}</span>
                <span className={chip.meta}>
                  {t("chat.files.meta", { type: typeLabel(file) || file.mime, size: formatFileSize(file.bytes) })}
                </span>
              </span>
              {/* The name says what the link does after what it shows (WCAG 2.5.3: the visible words come first). */}
              <span className="visually-hidden">{t("chat.message.downloadAction")}</span>
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
