import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router-dom";
import type { PlaceAction } from "#shared/chat";
import { PencilIcon, TrashIcon } from "../../../components/icons";
import { Spinner } from "../../../components/spinner";
import { ArchiveIcon, FolderIcon, PinIcon } from "../../../components/workspace-icons";
import { errorMessage } from "../../../lib/errors";
import { useT } from "../../../lib/i18n/use-t";
import { conversationPath } from "../../../lib/paths";
import type { ConversationSummary } from "../api/use-chat-history";
import { useConversationPlace } from "../api/use-conversation-place";
import { useRenameConversation } from "../api/use-rename-conversation";
import { focusSoon, HISTORY_PANEL_IDS } from "../hooks/use-history-panel";
import { formatHistoryDate } from "../utils/format-time";
import type { ChatKey } from "../utils/messages";
import { plainPreview } from "../utils/plain-preview";
import places from "./history-places.module.css";
import renameStyles from "./history-rename.module.css";
import styles from "./history-sidebar.module.css";
import { CONVERSATION_DRAG_TYPE } from "./project-list";

const pinIdOf = (id: string) => `history-pin-${id}`;

interface HistoryItemProps {
  conversation: ConversationSummary;
  active: boolean;
  loading: boolean;
  /** Its link was followed; the address then opens the conversation. */
  onOpen: () => void;
  onDelete: () => void;
  /** "Move to project" (issue #33): a dialog of the person's projects. */
  onMove: () => void;
  /** Dragged onto a project in the sidebar (desktops). */
  draggable: boolean;
}

/**
 * One conversation in the history (docs/product/screens.md): title, preview, date and
 * '{n} messages'; Rename edits the title in place (Enter saves, Escape
 * cancels; only a trimmed, non-empty, different title is saved). The item is
 * a link to the conversation's address, so it also opens in a new tab. Pin and Archive (issue #33) move it
 * to the Pinned group or out of the list; an archived one found by search says so.
 */
export function HistoryItem({ conversation, active, loading, onOpen, onDelete, onMove, draggable }: HistoryItemProps) {
  const { t } = useT();
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(conversation.title);
  const rename = useRenameConversation();
  // The item moves to another group (a new element) or leaves the list: the focus follows it to its Pin
  // button, or, when it left, goes to the search box rather than to the page's start.
  const place = useConversationPlace({
    onMoved: (id, action) => focusSoon(action === "pin" || action === "unpin" ? pinIdOf(id) : HISTORY_PANEL_IDS.search),
  });
  const input = useRef<HTMLInputElement>(null);
  const renameButton = useRef<HTMLButtonElement>(null);
  const inputId = useId();
  const errorId = useId();

  useEffect(() => {
    if (editing) input.current?.select();
  }, [editing]);

  const begin = () => {
    setTitle(conversation.title);
    rename.reset();
    setEditing(true);
  };

  const cancel = () => {
    setEditing(false);
    rename.reset();
    // Back to the control that started it, which is on screen again after this render.
    window.requestAnimationFrame(() => renameButton.current?.focus());
  };

  const save = () => {
    if (rename.isPending) return;
    const trimmed = title.trim();
    if (!trimmed || trimmed === conversation.title) {
      cancel();
      return;
    }
    rename.mutate({ id: conversation.id, title: trimmed }, { onSuccess: cancel });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      save();
    } else if (event.key === "Escape") {
      event.preventDefault();
      cancel();
    }
  };

  // Not disabled while it runs (a disabled button drops the focus); a second press waits instead.
  const move = (action: PlaceAction) => {
    if (!place.isPending) place.mutate({ id: conversation.id, action });
  };
  const pinned = Boolean(conversation.pinnedAt);
  const archived = Boolean(conversation.archivedAt);

  const date = formatHistoryDate(conversation.updatedAt);
  const preview = plainPreview(conversation.preview ?? "");

  if (editing) {
    return (
      <li className={`${styles.item} ${renameStyles.editing}`}>
        <label htmlFor={inputId} className="visually-hidden">
          {t("chat.history.titleLabel")}
        </label>
        <input
          ref={input}
          id={inputId}
          className={renameStyles.renameInput}
          value={title}
          maxLength={200}
          onChange={(event) => setTitle(event.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={rename.isError || undefined}
          aria-describedby={rename.isError ? errorId : undefined}
          disabled={rename.isPending}
        />
        {rename.isError && (
          <p id={errorId} className={renameStyles.itemError} role="alert">
            {t("chat.history.renameFailed")}
          </p>
        )}
        <div className={renameStyles.editActions}>
          <button type="button" className={renameStyles.editAction} onClick={save} disabled={rename.isPending}>
            {rename.isPending && <Spinner size="sm" decorative />}
            {t("chat.common.save")}
          </button>
          <button type="button" className={renameStyles.editAction} onClick={cancel} disabled={rename.isPending}>
            {t("chat.common.cancel")}
          </button>
        </div>
      </li>
    );
  }

  return (
    <li
      className={`${styles.item} ${active ? styles.active : ""}`}
      aria-busy={place.isPending || undefined}
      draggable={draggable || undefined}
      onDragStart={(event) => {
        event.dataTransfer.setData(CONVERSATION_DRAG_TYPE, conversation.id);
        event.dataTransfer.effectAllowed = "move";
      }}
    >
      <Link
        to={conversationPath(conversation.id)}
        className={styles.openLink}
        onClick={onOpen}
        aria-current={active ? "page" : undefined}
        aria-busy={loading || undefined}
      >
        {/* The title's line has no icons beside it: room for the Archived mark a search shows. */}
        <span className={places.titleLine}>
          <span className={styles.itemTitle}>{conversation.title}</span>
          {archived && <span className={places.badge}>{t("chat.history.archivedBadge")}</span>}
        </span>
        {preview && <span className={styles.preview}>{preview}</span>}
        <span className={`${styles.meta} ${places.meta}`}>
          {date && <time dateTime={new Date(conversation.updatedAt).toISOString()}>{date}</time>}
          <span aria-hidden="true">·</span>
          <span>{t("chat.history.messageCount", { count: conversation.messageCount })}</span>
          {loading && <Spinner size="sm" label={t("chat.history.opening")} />}
        </span>
      </Link>
      {/* Icons with the words for screen readers and a tooltip: a narrow column has no room for "Rename" and "Delete". */}
      <div className={styles.actions}>
        <PlaceButton
          id={pinIdOf(conversation.id)}
          on={pinned}
          label={pinned ? "chat.history.unpin" : "chat.history.pin"}
          named={pinned ? "chat.history.unpinNamed" : "chat.history.pinNamed"}
          title={conversation.title}
          onClick={() => move(pinned ? "unpin" : "pin")}
        >
          <PinIcon size={15} />
        </PlaceButton>
        <PlaceButton
          on={archived}
          label={archived ? "chat.history.unarchive" : "chat.history.archive"}
          named={archived ? "chat.history.unarchiveNamed" : "chat.history.archiveNamed"}
          title={conversation.title}
          onClick={() => move(archived ? "unarchive" : "archive")}
        >
          <ArchiveIcon size={15} />
        </PlaceButton>
        <button
          type="button"
          className={`${styles.action} ${conversation.projectId ? places.on : ""}`}
          onClick={onMove}
          title={t("chat.history.move")}
        >
          <FolderIcon size={15} />
          <span className="visually-hidden">{t("chat.history.moveNamed", { title: conversation.title })}</span>
        </button>
        <button
          ref={renameButton}
          type="button"
          className={styles.action}
          onClick={begin}
          title={t("chat.history.rename")}
        >
          <PencilIcon size={15} />
          <span className="visually-hidden">{t("chat.history.renameNamed", { title: conversation.title })}</span>
        </button>
        <button
          type="button"
          className={`${styles.action} ${styles.danger}`}
          onClick={onDelete}
          title={t("chat.history.delete")}
        >
          <TrashIcon size={15} />
          <span className="visually-hidden">{t("chat.history.deleteNamed", { title: conversation.title })}</span>
        </button>
      </div>
      {place.isError && (
        <p className={`${renameStyles.itemError} ${places.error}`} role="alert">
          {errorMessage(place.error, t("chat.history.placeFailed"))}
        </p>
      )}
    </li>
  );
}

/** Pin or Archive: an icon with its word as the tooltip and, for screen readers, the conversation's title; lit when on. */
function PlaceButton(props: {
  id?: string;
  on: boolean;
  label: ChatKey;
  named: ChatKey;
  title: string;
  onClick: () => void;
  children: ReactNode;
}) {
  const { t } = useT();
  return (
    <button
      id={props.id}
      type="button"
      className={`${styles.action} ${props.on ? places.on : ""}`}
      onClick={props.onClick}
      title={t(props.label)}
    >
      {props.children}
      <span className="visually-hidden">{t(props.named, { title: props.title })}</span>
    </button>
  );
}
