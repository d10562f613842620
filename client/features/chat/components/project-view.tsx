import { useMemo, useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { Alert } from "../../../components/alert";
import { Button } from "../../../components/button";
import { CloseIcon } from "../../../components/icons";
import { LoadingState } from "../../../components/spinner";
import { SettingsIcon } from "../../../components/workspace-icons";
import { useDebouncedValue } from "../../../hooks/use-debounced-value";
import { errorMessage } from "../../../lib/errors";
import { useT } from "../../../lib/i18n/use-t";
import { conversationPath, PATHS } from "../../../lib/paths";
import { useChatHistory } from "../api/use-chat-history";
import { useMoveConversation, useProject } from "../api/use-projects";
import { plainPreview } from "../utils/plain-preview";
// A chat's title and preview as the history shows them.
import history from "./history-sidebar.module.css";
import { ProjectDeleteDialog } from "./project-delete-dialog";
import { ProjectFormDialog } from "./project-form-dialog";
import { ProjectMark } from "./project-mark";
import styles from "./project-view.module.css";

/**
 * A project's page (issue #33, docs/product/screens.md#chat), where a new chat's welcome would be: its mark,
 * name, instructions and files at a glance, its settings, and its chats, searchable. The composer below starts
 * a chat inside it.
 */
export function ProjectView({ projectId }: { projectId: string }) {
  const { t } = useT();
  const navigate = useNavigate();
  const project = useProject(projectId);
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search, 300);
  const chats = useChatHistory({ q, enabled: project.isSuccess, projectId });
  const move = useMoveConversation();
  const [dialog, setDialog] = useState<"settings" | "delete" | null>(null);
  const conversations = useMemo(() => chats.data?.pages.flatMap((page) => page.conversations) ?? [], [chats.data]);

  if (project.isPending) return <LoadingState message={t("chat.projects.loading")} />;
  if (project.isError || !project.data)
    return (
      <div className={styles.view}>
        <Alert tone="warning">{t("chat.projects.notFound")}</Alert>
      </div>
    );
  const detail = project.data;

  return (
    <section className={styles.view} aria-labelledby="project-view-title">
      <div className={styles.viewHead}>
        <ProjectMark emoji={detail.emoji} colour={detail.colour} large />
        <div className={styles.viewTitleBlock}>
          <h2 id="project-view-title" className={styles.viewTitle}>
            {detail.name}
          </h2>
          <p className={styles.viewFacts}>
            <span>{t(detail.instructions ? "chat.projects.instructionsSet" : "chat.projects.noInstructions")}</span>
            <span>{t("chat.projects.filesSummary", { count: detail.files.length })}</span>
          </p>
        </div>
        <Button variant="secondary" size="sm" onClick={() => setDialog("settings")}>
          <SettingsIcon size={16} />
          {t("chat.projects.settings")}
        </Button>
      </div>

      <p className={styles.hint}>
        <strong>{t("chat.projects.newChatIn", { name: detail.name })}</strong>
        {t("chat.projects.newChatHint")}
      </p>

      <div className={styles.chats}>
        <div className={styles.chatsHead}>
          <h3 className={styles.chatsTitle}>{t("chat.projects.conversations")}</h3>
          <input
            type="search"
            className={styles.chatSearch}
            aria-label={t("chat.projects.search")}
            placeholder={t("chat.projects.searchPlaceholder")}
            value={search}
            maxLength={200}
            autoComplete="off"
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        {conversations.length === 0 ? (
          chats.isPending ? null : (
            <p className={styles.empty}>{t(q.trim() ? "chat.projects.noResults" : "chat.projects.empty")}</p>
          )
        ) : (
          <ul className={styles.chatList}>
            {conversations.map((conversation) => (
              <li key={conversation.id} className={styles.chatItem}>
                <Link to={conversationPath(conversation.id)} className={styles.chatLink}>
                  <span className={history.itemTitle}>{conversation.title}</span>
                  <span className={history.preview}>{plainPreview(conversation.preview ?? "")}</span>
                </Link>
                <button
                  type="button"
                  className={styles.iconAction}
                  title={t("chat.projects.removeFromProject")}
                  aria-label={t("chat.projects.removeNamed", { title: conversation.title })}
                  onClick={() => {
                    if (!move.isPending) move.mutate({ conversationId: conversation.id, projectId: null });
                  }}
                >
                  <CloseIcon size={15} />
                </button>
              </li>
            ))}
          </ul>
        )}
        {chats.hasNextPage && (
          <Button
            variant="secondary"
            size="sm"
            busy={chats.isFetchingNextPage}
            onClick={() => void chats.fetchNextPage()}
          >
            {t("chat.history.loadMore")}
          </Button>
        )}
        {move.isError && <Alert tone="danger">{errorMessage(move.error, t("chat.projects.moveFailed"))}</Alert>}
      </div>

      <ProjectFormDialog
        open={dialog === "settings"}
        project={detail}
        onClose={() => setDialog(null)}
        onCreated={() => setDialog(null)}
        onDelete={() => setDialog("delete")}
      />
      <ProjectDeleteDialog
        open={dialog === "delete"}
        project={detail}
        onClose={() => setDialog("settings")}
        onDeleted={() => {
          setDialog(null);
          navigate(PATHS.chat, { replace: true });
        }}
      />
    </section>
  );
}
