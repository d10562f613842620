import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { Attachment } from "#shared/attachments";
import { MAX_ATTACHMENTS } from "#shared/files";
import { deleteFile, type Upload, uploadFile } from "../api/upload-file";
import {
  type AttachmentAction,
  admit,
  attachmentReducer,
  attachmentSummary,
  countingFiles,
  type PendingFile,
  restored,
} from "../utils/attachment-list";
import { thumbnailOf } from "../utils/thumbnail";

/**
 * The files of the question being written (issue #30): each chosen file is checked against the limits at
 * once, then uploads right away (all of them in parallel: at most five), so Send only waits for what is
 * still on its way. Removing a file aborts its upload, or deletes it from the server once uploaded.
 */
export function useAttachments() {
  const [list, setList] = useState<PendingFile[]>([]);
  // The list as it is now, not as of the last render: a paste and a drop in one frame count each other's files.
  const listRef = useRef(list);
  const dispatch = useCallback((action: AttachmentAction) => {
    listRef.current = attachmentReducer(listRef.current, action);
    setList(listRef.current);
  }, []);
  const uploads = useRef(new Map<string, Upload>());

  const add = useCallback(
    (files: readonly File[]) => {
      if (files.length === 0) return;
      const admitted = admit(files, listRef.current);
      dispatch({ type: "added", files: admitted });
      admitted.forEach((item, index) => {
        const file = files[index];
        if (!file || item.status !== "uploading") return;
        if (item.kind === "image")
          void thumbnailOf(file).then((preview) => preview && dispatch({ type: "preview", key: item.key, preview }));
        const upload = uploadFile(file, (progress) => dispatch({ type: "progress", key: item.key, progress }));
        uploads.current.set(item.key, upload);
        void upload.outcome.then((outcome) => {
          uploads.current.delete(item.key);
          const kept = listRef.current.some((candidate) => candidate.key === item.key);
          // Removed in the moment the answer was on its way: the file is on the server, and must not stay there.
          if (outcome.kind === "uploaded" && !kept) deleteFile(outcome.file.id);
          else if (outcome.kind === "uploaded") dispatch({ type: "uploaded", key: item.key, file: outcome.file });
          else if (outcome.kind === "refused") dispatch({ type: "refused", key: item.key, refusal: outcome.refusal });
        });
      });
    },
    [dispatch],
  );

  const remove = useCallback(
    (key: string) => {
      const item = listRef.current.find((candidate) => candidate.key === key);
      uploads.current.get(key)?.abort();
      uploads.current.delete(key);
      if (item?.status === "ready" && item.uploaded) deleteFile(item.uploaded.id);
      dispatch({ type: "removed", key });
    },
    [dispatch],
  );

  /** A question's files given back (it was called off): in the tray again, after any chosen since. */
  const restore = useCallback(
    (files: readonly Attachment[]) => {
      const room = MAX_ATTACHMENTS - countingFiles(listRef.current).length;
      if (files.length && room > 0) dispatch({ type: "added", files: restored(files.slice(0, room)) });
    },
    [dispatch],
  );

  /** After Send: the files went with the question, so nothing is deleted. */
  const clear = useCallback(() => dispatch({ type: "cleared" }), [dispatch]);

  // Leaving the chat stops what is still uploading; nothing of it was sent.
  useEffect(() => {
    const running = uploads.current;
    return () => {
      for (const upload of running.values()) upload.abort();
      running.clear();
    };
  }, []);

  const summary = useMemo(() => attachmentSummary(list), [list]);
  return { list: list as readonly PendingFile[], add, remove, clear, restore, ...summary };
}

export type Attachments = ReturnType<typeof useAttachments>;
