import { useEffect, useRef, useState } from "react";
import { CloseIcon } from "../../../components/icons";
import { FileIcon, ImageIcon } from "../../../components/workspace-icons";
import { formatFileSize } from "../../../lib/format-number";
import { useT } from "../../../lib/i18n/use-t";
import { type PendingFile, typeLabel } from "../utils/attachment-list";
import { showText } from "../utils/messages";
import styles from "./attachment-tray.module.css";
import chip from "./file-chip.module.css";

interface AttachmentTrayProps {
  items: readonly PendingFile[];
  onRemove: (key: string) => void;
  /** Sends a failed upload's file again. */
  onRetry: (key: string) => void;
}

/**
 * What a screen reader hears about the files: each one's start, arrival or refusal, once (a progress bar
 * read out at every percent would drown the conversation).
 */
function useAnnouncement(items: readonly PendingFile[]) {
  const { t } = useT();
  const seen = useRef(new Map<string, PendingFile>());
  const [said, setSaid] = useState("");
  useEffect(() => {
    const lines: string[] = [];
    const now = new Map(items.map((item) => [item.key, item]));
    for (const item of items) {
      const before = seen.current.get(item.key)?.status;
      if (before === item.status) continue;
      if (item.status === "uploading") lines.push(t("chat.files.uploading", { name: item.name }));
      if (item.status === "ready") lines.push(t("chat.files.uploaded", { name: item.name }));
      if (item.status === "refused" && item.refusal)
        lines.push(t("chat.files.refused", { name: item.name, reason: showText(t, item.refusal) }));
    }
    seen.current = now;
    if (lines.length) setSaid(lines.join(" "));
  }, [items, t]);
  return { said, say: setSaid };
}

/** The files of the question being written, above the input: thumbnails and chips, each removable. */
export function AttachmentTray({ items, onRemove, onRetry }: AttachmentTrayProps) {
  const { t } = useT();
  const announcement = useAnnouncement(items);
  const remove = (item: PendingFile) => {
    onRemove(item.key);
    // Said here, not from the list: Send empties the tray too, and the sent question says that itself.
    if (item.status !== "refused") announcement.say(t("chat.files.removed", { name: item.name }));
  };
  return (
    <>
      <p className="visually-hidden" role="status">
        {announcement.said}
      </p>
      {items.length > 0 && (
        <ul className={styles.tray} aria-label={t("chat.files.tray")}>
          {items.map((item) => (
            <TrayItem key={item.key} item={item} onRemove={() => remove(item)} onRetry={() => onRetry(item.key)} />
          ))}
        </ul>
      )}
    </>
  );
}

function TrayItem({ item, onRemove, onRetry }: { item: PendingFile; onRemove: () => void; onRetry: () => void }) {
  const { t } = useT();
  const refused = item.status === "refused";
  const picture = item.kind === "image" && !refused ? (item.uploaded?.url ?? item.preview) : null;
  const percent = Math.round(item.progress * 100);
  const type = typeLabel(item);
  const meta = type ? t("chat.files.meta", { type, size: formatFileSize(item.bytes) }) : formatFileSize(item.bytes);
  return (
    <li
      className={`${styles.item} ${refused ? styles.refused : ""} ${picture ? styles.picture : ""}`}
      title={picture ? item.name : undefined}
      data-status={item.status}
    >
      <span className={styles.visual} aria-hidden="true">
        {picture ? (
          <img className={styles.thumb} src={picture} alt="" />
        ) : item.kind === "image" ? (
          <ImageIcon size={20} />
        ) : (
          <FileIcon size={20} />
        )}
      </span>
      {/* An image's name is its remove button's and its tooltip's; on the tile it would cover the picture. */}
      <span className={picture ? "visually-hidden" : chip.text}>
        <span className={chip.name} title={item.name}>
          {item.name}
        </span>
        {refused && item.refusal ? (
          <span className={styles.reason}>{showText(t, item.refusal)}</span>
        ) : (
          <span className={chip.meta}>{meta}</span>
        )}
        {item.uploaded?.truncated && <span className={chip.meta}>{t("chat.files.truncated")}</span>}
        {refused && item.retryable && (
          // The visible word starts the name (WCAG 2.5.3), which says which file goes again.
          <button
            type="button"
            className={styles.retry}
            onClick={onRetry}
            aria-label={t("chat.files.retryNamed", { name: item.name })}
          >
            {t("chat.files.retry")}
          </button>
        )}
      </span>
      {item.status === "uploading" && (
        <span
          className={styles.progress}
          role="progressbar"
          aria-label={t("chat.files.uploading", { name: item.name })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <span className={styles.bar} style={{ inlineSize: `${Math.max(4, percent)}%` }} />
        </span>
      )}
      <button
        type="button"
        className={styles.remove}
        onClick={onRemove}
        aria-label={
          refused ? t("chat.files.dismiss", { name: item.name }) : t("chat.files.remove", { name: item.name })
        }
      >
        <CloseIcon size={14} />
      </button>
    </li>
  );
}
