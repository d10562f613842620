import { useQueryClient } from "@tanstack/react-query";
import { type ChangeEvent, useRef, useState } from "react";
import { PROJECT_FILES_MAX } from "#shared/project-rules";
import { Alert } from "../../../components/alert";
import { Button } from "../../../components/button";
import { TrashIcon } from "../../../components/icons";
import { FileIcon, PaperclipIcon } from "../../../components/workspace-icons";
import { errorMessage } from "../../../lib/errors";
import { formatCount } from "../../../lib/format-number";
import { useT } from "../../../lib/i18n/use-t";
import { useTRPC } from "../../../lib/trpc";
import { uploadProjectFile } from "../api/upload-file";
import { type ProjectDetail, useRemoveProjectFile } from "../api/use-projects";
import { type ChatText, showText } from "../utils/messages";
import styles from "./projects.module.css";

/** What a reference file may be, for the picker: the server decides from the bytes (docs/product/files.md). */
const ACCEPT =
  ".pdf,.txt,.md,.csv,.json,.tsv,.log,.xml,.yaml,.yml,.html,.css,.js,.ts,.py,.java,.c,.cpp,.go,.rs,.rb,.php,.sql,text/plain,application/pdf";

/**
 * A project's reference files (issue #33, docs/product/projects.md#reference-files): listed with their size in
 * tokens, added one at a time through the same upload as a question's, removed with their bytes.
 */
export function ProjectFiles({ project }: { project: ProjectDetail }) {
  const { t } = useT();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const picker = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<ChatText | null>(null);
  const remove = useRemoveProjectFile();
  const full = project.files.length >= PROJECT_FILES_MAX;

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setRefusal(null);
    setUploading(file.name);
    const refused = await uploadProjectFile(project.id, file);
    setUploading(null);
    if (refused) setRefusal(refused);
    await queryClient.invalidateQueries(trpc.projects.pathFilter());
  };

  return (
    <section className={styles.part} aria-labelledby="project-files-title">
      <h3 id="project-files-title" className={styles.partTitle}>
        {t("chat.projects.files")}
      </h3>
      <p className={styles.lead}>{t("chat.projects.filesHint", { max: PROJECT_FILES_MAX })}</p>
      {project.files.length === 0 ? (
        <p className={styles.lead}>{t("chat.projects.noFiles")}</p>
      ) : (
        <ul className={styles.fileList}>
          {project.files.map((file) => (
            <li key={file.id} className={styles.fileRow}>
              <FileIcon size={16} />
              <span className={styles.fileName}>{file.name}</span>
              <span className={styles.fileMeta}>
                {t("chat.projects.fileSize", { tokens: formatCount(file.tokens) })}
              </span>
              <button
                type="button"
                className={styles.iconAction}
                title={t("chat.projects.removeFile", { name: file.name })}
                aria-label={t("chat.projects.removeFile", { name: file.name })}
                onClick={() => {
                  if (!remove.isPending) remove.mutate({ id: project.id, fileId: file.id });
                }}
              >
                <TrashIcon size={15} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        ref={picker}
        type="file"
        accept={ACCEPT}
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => void onPick(event)}
      />
      <div className={styles.buttons}>
        <Button
          variant="secondary"
          size="sm"
          busy={uploading !== null}
          disabled={full}
          onClick={() => picker.current?.click()}
        >
          <PaperclipIcon size={16} />
          {uploading ? t("chat.projects.uploading", { name: uploading }) : t("chat.projects.addFile")}
        </Button>
      </div>
      {refusal && <Alert tone="danger">{showText(t, refusal)}</Alert>}
      {remove.isError && <Alert tone="danger">{errorMessage(remove.error, t("chat.projects.fileFailed"))}</Alert>}
    </section>
  );
}
