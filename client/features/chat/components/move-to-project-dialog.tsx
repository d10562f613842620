import { useEffect, useState } from "react";
import { Alert } from "../../../components/alert";
import { Button, CancelButton } from "../../../components/button";
import { Dialog } from "../../../components/dialog";
import { errorMessage } from "../../../lib/errors";
import { Trans, useT } from "../../../lib/i18n/use-t";
import type { ConversationSummary } from "../api/use-chat-history";
import { useMoveConversation, useProjects } from "../api/use-projects";
import { ProjectMark } from "./project-mark";
import styles from "./projects.module.css";

/**
 * "Move to project" from a conversation's menu (issue #33), on every screen size: a project, or none (back to
 * the dated history). Dragging the row onto a project does the same on a desktop.
 */
export function MoveToProjectDialog(props: { conversation: ConversationSummary | null; onClose: () => void }) {
  const { t } = useT();
  const { conversation } = props;
  const projects = useProjects(conversation !== null);
  const move = useMoveConversation();
  const [choice, setChoice] = useState<string>("");
  const resetMove = move.reset;

  useEffect(() => {
    if (!conversation) return;
    setChoice(conversation.projectId ?? "");
    resetMove();
  }, [conversation, resetMove]);

  const confirm = () => {
    if (!conversation || move.isPending) return;
    move.mutate({ conversationId: conversation.id, projectId: choice || null }, { onSuccess: props.onClose });
  };
  const list = projects.data ?? [];

  return (
    <Dialog
      open={conversation !== null}
      onClose={() => {
        if (!move.isPending) props.onClose();
      }}
      title={t("chat.moveDialog.title")}
      footer={
        <>
          <CancelButton onClick={props.onClose} disabled={move.isPending} />
          <Button onClick={confirm} busy={move.isPending}>
            {t("chat.moveDialog.move")}
          </Button>
        </>
      }
    >
      <div className={styles.form}>
        <fieldset className={styles.choices}>
          <legend>
            <Trans id="chat.moveDialog.body" values={{ title: <strong>{conversation?.title}</strong> }} />
          </legend>
          {list.map((project) => (
            <label key={project.id} className={styles.choice}>
              <input
                type="radio"
                name="move-project"
                checked={choice === project.id}
                onChange={() => setChoice(project.id)}
              />
              <ProjectMark emoji={project.emoji} colour={project.colour} />
              {project.name}
            </label>
          ))}
          <label className={styles.choice}>
            <input type="radio" name="move-project" checked={choice === ""} onChange={() => setChoice("")} />
            {t("chat.moveDialog.none")}
          </label>
        </fieldset>
        {projects.isSuccess && list.length === 0 && <p className={styles.lead}>{t("chat.moveDialog.noProjects")}</p>}
        {move.isError && <Alert tone="danger">{errorMessage(move.error, t("chat.projects.moveFailed"))}</Alert>}
      </div>
    </Dialog>
  );
}
