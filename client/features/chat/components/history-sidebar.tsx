import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { Alert } from "../../../components/alert";
import { Button } from "../../../components/button";
import { CloseIcon, PlusIcon } from "../../../components/icons";
import { Spinner } from "../../../components/spinner";
import { ArchiveIcon, PanelLeftIcon, SearchIcon } from "../../../components/workspace-icons";
import { useDebouncedValue } from "../../../hooks/use-debounced-value";
import { useT } from "../../../lib/i18n/use-t";
import { projectPath } from "../../../lib/paths";
import { type ConversationSummary, useChatHistory } from "../api/use-chat-history";
import { useMoveConversation } from "../api/use-projects";
import { HISTORY_PANEL_IDS } from "../hooks/use-history-panel";
import { formatHistoryMonth } from "../utils/format-time";
import { groupHistory } from "../utils/history-groups";
import { DeleteConversationDialog } from "./delete-conversation-dialog";
import { HistoryItem } from "./history-item";
import places from "./history-places.module.css";
import styles from "./history-sidebar.module.css";
import { HistoryToggle } from "./history-toggle";
import { MoveToProjectDialog } from "./move-to-project-dialog";
import { ProjectFormDialog } from "./project-form-dialog";
import { ProjectList } from "./project-list";

const SEARCH_DEBOUNCE_MS = 300;

interface HistorySidebarProps {
  open: boolean;
  /** Beside the chat (desktops) rather than a drawer over it (phones, tablets). */
  docked: boolean;
  onClose: () => void;
  activeId: string | null;
  /** The project whose page is open (/chat?project=<id>), highlighted among the projects. */
  activeProjectId: string | null;
  loadingId: string | null;
  onNewChat: () => void;
  /** What a new chat is billed to (issue #35): the switch, shown under New chat; nothing for most people. */
  billing?: ReactNode;
  /** A conversation's link was followed (the address then opens it). */
  onOpenConversation: (id: string) => void;
  /** A project's link was followed, or a new project created (the address then opens its page). */
  onOpenProject: () => void;
  onDeleted: (id: string) => void;
  className?: string;
}

/**
 * docs/product/screens.md history sidebar: the user's conversations, newest first under day
 * and month headings (pinned ones first, under Pinned), searchable and paged, each with pin, archive, rename
 * and delete; a switch under the list shows the archived ones instead (issue #33).
 * Beside the messages on desktops (collapsible), a drawer over them on phones.
 */
export function HistorySidebar({
  open,
  docked,
  onClose,
  activeId,
  activeProjectId,
  loadingId,
  onNewChat,
  billing,
  onOpenConversation,
  onOpenProject,
  onDeleted,
  className,
}: HistorySidebarProps) {
  const { t, locale } = useT();
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [archivedView, setArchivedView] = useState(false);
  const history = useChatHistory({ q, enabled: open, view: archivedView ? "archived" : "history" });
  const [deleting, setDeleting] = useState<ConversationSummary | null>(null);
  const [moving, setMoving] = useState<ConversationSummary | null>(null);
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  const drop = useMoveConversation();
  const [dropStatus, setDropStatus] = useState<string | null>(null);
  const panel = useRef<HTMLElement>(null);
  const titleId = useId();
  const drawer = open && !docked;

  // A drawer takes the focus so Escape and Tab act inside it; a docked sidebar leaves it where it is.
  useEffect(() => {
    if (drawer) panel.current?.focus();
  }, [drawer]);

  useEffect(() => {
    if (!drawer) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // An open dialog or popover, or an input that uses Escape itself (renaming), handles it first.
      if (event.key !== "Escape" || event.defaultPrevented) return;
      if (document.querySelector("dialog[open], #chat-menu, #chat-model-selector")) return;
      onClose();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [drawer, onClose]);

  const conversations = useMemo(() => history.data?.pages.flatMap((page) => page.conversations) ?? [], [history.data]);
  // Headings from this moment's calendar day: a list fetched before midnight is regrouped when it next renders.
  const groups = useMemo(() => groupHistory(conversations, new Date()), [conversations]);
  const searching = q.trim().length > 0;

  return (
    <>
      {drawer && (
        <button
          type="button"
          className={styles.backdrop}
          aria-label={t("chat.history.close")}
          tabIndex={-1}
          onClick={onClose}
        />
      )}
      <aside
        ref={panel}
        id={HISTORY_PANEL_IDS.panel}
        className={`${styles.sidebar} ${docked ? styles.docked : styles.drawer} ${className ?? ""}`}
        aria-labelledby={titleId}
        hidden={!open}
        tabIndex={-1}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {t("chat.history.title")}
          </h2>
          <HistoryToggle action="close" expanded={open} className={styles.iconButton} onClick={onClose}>
            {docked ? <PanelLeftIcon size={20} /> : <CloseIcon size={18} />}
          </HistoryToggle>
        </div>

        <div className={styles.tools}>
          <button type="button" className={styles.newChat} onClick={onNewChat}>
            <PlusIcon size={18} />
            {t("chat.history.newChat")}
          </button>
          {billing}
          <div className={styles.search}>
            <label htmlFor={HISTORY_PANEL_IDS.search} className="visually-hidden">
              {t("chat.history.search")}
            </label>
            <SearchIcon size={16} className={styles.searchIcon} />
            <input
              id={HISTORY_PANEL_IDS.search}
              type="search"
              className={styles.searchInput}
              placeholder={t("chat.history.searchPlaceholder")}
              value={search}
              maxLength={200}
              onChange={(event) => setSearch(event.target.value)}
              autoComplete="off"
            />
          </div>
        </div>

        <nav className={styles.content} aria-label={t("chat.history.conversations")}>
          {!archivedView && (
            <ProjectList
              activeProjectId={activeProjectId}
              onNewProject={() => setCreating(true)}
              onOpenProject={onOpenProject}
              status={drop.isError ? t("chat.projects.moveFailed") : dropStatus}
              onDropConversation={(conversationId, project) => {
                setDropStatus(null);
                drop.mutate(
                  { conversationId, projectId: project.id },
                  { onSuccess: () => setDropStatus(t("chat.projects.movedTo", { name: project.name })) },
                );
              }}
            />
          )}
          {archivedView && <h3 className={places.viewTitle}>{t("chat.history.archivedTitle")}</h3>}
          {history.isPending && open ? (
            <div className={styles.status} role="status">
              <Spinner size="sm" decorative />
              {t("chat.history.loading")}
            </div>
          ) : history.isError ? (
            <Alert
              tone="danger"
              title={t("chat.history.loadFailed")}
              actions={
                <Button size="sm" variant="secondary" onClick={() => void history.refetch()}>
                  {t("chat.common.retry")}
                </Button>
              }
            />
          ) : conversations.length === 0 ? (
            <p className={styles.empty}>
              {searching
                ? t("chat.history.noResults")
                : t(archivedView ? "chat.history.archivedEmpty" : "chat.history.empty")}
            </p>
          ) : (
            groups.map((group) => (
              <section key={group.key} className={styles.group} aria-labelledby={`${titleId}-${group.key}`}>
                <h3 id={`${titleId}-${group.key}`} className={styles.groupTitle}>
                  {group.label instanceof Date ? formatHistoryMonth(group.label, locale) : t(group.label)}
                </h3>
                <ul className={styles.list}>
                  {group.items.map((conversation) => (
                    <HistoryItem
                      key={conversation.id}
                      conversation={conversation}
                      active={conversation.id === activeId}
                      loading={conversation.id === loadingId}
                      onOpen={() => onOpenConversation(conversation.id)}
                      onDelete={() => setDeleting(conversation)}
                      onMove={() => setMoving(conversation)}
                      draggable={docked}
                    />
                  ))}
                </ul>
              </section>
            ))
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
              {t("chat.history.loadMore")}
            </Button>
          )}
          <div className={places.footer}>
            <button type="button" className={places.switch} onClick={() => setArchivedView((shown) => !shown)}>
              <ArchiveIcon size={16} />
              {t(archivedView ? "chat.history.backToHistory" : "chat.history.showArchived")}
            </button>
          </div>
        </nav>
      </aside>

      <MoveToProjectDialog conversation={moving} onClose={() => setMoving(null)} />
      <ProjectFormDialog
        open={creating}
        project={null}
        onClose={() => setCreating(false)}
        onDelete={() => setCreating(false)}
        onCreated={(id) => {
          setCreating(false);
          onOpenProject();
          navigate(projectPath(id));
        }}
      />
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
