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
 * still on its way. Removing a file aborts its upload, or deletes it from the server once uploaded. An upload
 * the connection or the server failed can be retried with the same file.
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

  // Each file as chosen, kept until it is uploaded or taken off: a failed upload sends the same bytes again.
  const chosen = useRef(new Map<string, File>());

  /** Uploads `file` as the tray's item `key`, which is shown uploading. */
  const start = useCallback(
    (key: string, file: File) => {
      chosen.current.set(key, file);
      const upload = uploadFile(file, (progress) => dispatch({ type: "progress", key, progress }));
      uploads.current.set(key, upload);
      void upload.outcome.then((outcome) => {
        uploads.current.delete(key);
        const kept = listRef.current.some((candidate) => candidate.key === key);
        // Only a failure worth retrying keeps the file in memory.
        if (outcome.kind !== "refused" || !outcome.retryable) chosen.current.delete(key);
        // Removed in the moment the answer was on its way: the file is on the server, and must not stay there.
        if (outcome.kind === "uploaded" && !kept) deleteFile(outcome.file.id);
        else if (outcome.kind === "uploaded") dispatch({ type: "uploaded", key, file: outcome.file });
        else if (outcome.kind === "refused")
          dispatch({ type: "refused", key, refusal: outcome.refusal, retryable: outcome.retryable });
      });
    },
    [dispatch],
  );

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
        start(item.key, file);
      });
    },
    [dispatch, start],
  );

  /** A failed upload's Retry: the same file, sent again (when the five are not filled meanwhile). */
  const retry = useCallback(
    (key: string) => {
      const file = chosen.current.get(key);
      if (!file) return;
      dispatch({ type: "retried", key });
      if (listRef.current.find((item) => item.key === key)?.status === "uploading") start(key, file);
    },
    [dispatch, start],
  );

  const remove = useCallback(
    (key: string) => {
      const item = listRef.current.find((candidate) => candidate.key === key);
      uploads.current.get(key)?.abort();
      uploads.current.delete(key);
      chosen.current.delete(key);
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
  const clear = useCallback(() => {
    chosen.current.clear();
    dispatch({ type: "cleared" });
  }, [dispatch]);

  // Leaving the chat stops what is still uploading; nothing of it was sent.
  useEffect(() => {
    const running = uploads.current;
    return () => {
      for (const upload of running.values()) upload.abort();
      running.clear();
    };
  }, []);

  const summary = useMemo(() => attachmentSummary(list), [list]);
  return { list: list as readonly PendingFile[], add, remove, retry, clear, restore, ...summary };
}

export type Attachments = ReturnType<typeof useAttachments>;
