import { useEffect, useId, useRef, useState } from "react";
import { Alert } from "../../../components/alert";
import { Button } from "../../../components/button";
import { CloseButton } from "../../../components/close-button";
import { SearchIcon } from "../../../components/icons";
import { Spinner } from "../../../components/spinner";
import { useDebouncedValue } from "../../../hooks/use-debounced-value";
import { type ConversationSummary, useChatHistory } from "../api/use-chat-history";
import { CHAT_TEXT } from "../utils/messages";
import { DeleteConversationDialog } from "./delete-conversation-dialog";
import { HistoryItem } from "./history-item";
import styles from "./history-sidebar.module.css";

const SEARCH_DEBOUNCE_MS = 300;

interface HistorySidebarProps {
  open: boolean;
  onClose: () => void;
  activeId: string | null;
  loadingId: string | null;
  onOpenConversation: (id: string) => void;
  onDeleted: (id: string) => void;
}

/**
 * SPEC §2 history sidebar: the user's conversations, newest first, searchable
 * and paged, each with rename and delete. Beside the messages on wide
 * screens, a drawer over them on phones.
 */
export function HistorySidebar({
  open,
  onClose,
  activeId,
  loadingId,
  onOpenConversation,
  onDeleted,
}: HistorySidebarProps) {
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const history = useChatHistory({ q, enabled: open });
  const [deleting, setDeleting] = useState<ConversationSummary | null>(null);
  const panel = useRef<HTMLElement>(null);
  const titleId = useId();
  const searchId = useId();

  useEffect(() => {
    if (open) panel.current?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // An open dialog or popover, or an input that uses Escape itself (renaming), handles it first.
      if (event.key !== "Escape" || event.defaultPrevented) return;
      if (document.querySelector("dialog[open], #chat-menu, #chat-model-selector")) return;
      onClose();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, onClose]);

  const conversations = history.data?.pages.flatMap((page) => page.conversations) ?? [];
  const searching = q.trim().length > 0;

  return (
    <>
      {open && (
        <button
          type="button"
          className={styles.backdrop}
          aria-label="Close chat history"
          tabIndex={-1}
          onClick={onClose}
        />
      )}
      <aside ref={panel} className={styles.sidebar} aria-labelledby={titleId} hidden={!open} tabIndex={-1}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            Chat History
          </h2>
          <CloseButton label="Close chat history" onClick={onClose} small />
        </div>

        <div className={styles.search}>
          <label htmlFor={searchId} className="visually-hidden">
            Search conversations
          </label>
          <SearchIcon size={16} className={styles.searchIcon} />
          <input
            id={searchId}
            type="search"
            className={styles.searchInput}
            placeholder="Search conversations..."
            value={search}
            maxLength={200}
            onChange={(event) => setSearch(event.target.value)}
            autoComplete="off"
          />
        </div>

        <div className={styles.content}>
          {history.isPending && open ? (
            <div className={styles.status} role="status">
              <Spinner size="sm" decorative />
              Loading conversations...
            </div>
          ) : history.isError ? (
            <Alert
              tone="danger"
              title={CHAT_TEXT.loadHistoryFailed}
              actions={
                <Button size="sm" variant="secondary" onClick={() => void history.refetch()}>
                  Retry
                </Button>
              }
            />
          ) : conversations.length === 0 ? (
            <p className={styles.empty}>{searching ? CHAT_TEXT.noSearchResults : CHAT_TEXT.noHistory}</p>
          ) : (
            <ul className={styles.list}>
              {conversations.map((conversation) => (
                <HistoryItem
                  key={conversation.id}
                  conversation={conversation}
                  active={conversation.id === activeId}
                  loading={conversation.id === loadingId}
                  onOpen={() => onOpenConversation(conversation.id)}
                  onDelete={() => setDeleting(conversation)}
                />
              ))}
            </ul>
          )}
          {history.hasNextPage && !history.isError && (
            <Button
              variant="secondary"
              size="sm"
              block
              className={styles.more}
              busy={history.isFetchingNextPage}
              onClick={() => void history.fetchNextPage()}
            >
              Load more
            </Button>
          )}
        </div>
      </aside>

      <DeleteConversationDialog
        conversation={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(id) => {
          setDeleting(null);
          onDeleted(id);
        }}
      />
    </>
  );
}
