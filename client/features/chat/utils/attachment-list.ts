import type { Attachment, UploadedFile } from "#shared/attachments";
import { type AttachmentKind, MAX_ATTACHMENTS } from "#shared/files";
import { formatFileSize } from "../../../lib/format-number";
import { FAMILY_MAX_BYTES, type FileFamily, fileFamily, kindOfFamily } from "./file-types";
import type { ChatKey, ChatText } from "./messages";

/** A file the person attached to the question being written, from choosing it until Send. */
export interface PendingFile {
  /** This tab's own id for it (the server's id comes with the upload's answer). */
  key: string;
  name: string;
  /** The browser's word for its type, shown until the server's. */
  mime: string;
  bytes: number;
  kind: AttachmentKind;
  /** A small picture of an image, made in the browser while it uploads. */
  preview: string | null;
  /** 0 to 1 while uploading. */
  progress: number;
  status: "uploading" | "ready" | "refused";
  uploaded: UploadedFile | null;
  /** Why it was refused (stays until dismissed). */
  refusal: ChatText | null;
  /** The refusal was the connection's or the server's fault, not the file's: the same file may be sent again. */
  retryable: boolean;
}

export type AttachmentAction =
  | { type: "added"; files: PendingFile[] }
  | { type: "progress"; key: string; progress: number }
  | { type: "preview"; key: string; preview: string }
  | { type: "uploaded"; key: string; file: UploadedFile }
  | { type: "refused"; key: string; refusal: ChatText; retryable?: boolean }
  | { type: "retried"; key: string }
  | { type: "removed"; key: string }
  | { type: "cleared" };

const SIZE_KEYS: Record<FileFamily, ChatKey> = {
  image: "chat.files.refusedImageSize",
  pdf: "chat.files.refusedPdfSize",
  text: "chat.files.refusedTextSize",
};

/** Files that count toward the five a question may carry: refused ones do not. */
export const countingFiles = (list: readonly PendingFile[]) => list.filter((item) => item.status !== "refused");

/**
 * Why a file cannot be attached before anything is sent (the same limits the server holds), or null.
 * `taken`: files already counting toward the five.
 */
export function refusalOf(file: { name: string; type: string; size: number }, taken: number): ChatText | null {
  if (taken >= MAX_ATTACHMENTS) return { key: "chat.files.refusedCount", values: { max: MAX_ATTACHMENTS } };
  const family = fileFamily(file);
  if (!family) return { key: "chat.files.refusedType" };
  if (file.size === 0) return { key: "chat.files.refusedEmpty" };
  const limit = FAMILY_MAX_BYTES[family];
  if (file.size > limit) return { key: SIZE_KEYS[family], values: { limit: formatFileSize(limit) } };
  return null;
}

let keys = 0;

/** Files already uploaded (a question called off before the server took it), back in the tray as they were. */
export function restored(files: readonly Attachment[]): PendingFile[] {
  return files.map((file) => ({
    key: `file-${++keys}`,
    name: file.name,
    mime: file.mime,
    bytes: file.bytes,
    kind: file.kind,
    preview: null,
    progress: 1,
    status: "ready",
    uploaded: { ...file, truncated: false },
    refusal: null,
    retryable: false,
  }));
}

/** The chosen files as the tray shows them: each either uploading or refused at once, in the order given. */
export function admit(
  files: readonly { name: string; type: string; size: number }[],
  list: readonly PendingFile[],
): PendingFile[] {
  let taken = countingFiles(list).length;
  return files.map((file) => {
    const refusal = refusalOf(file, taken);
    if (!refusal) taken += 1;
    const family = fileFamily(file);
    return {
      key: `file-${++keys}`,
      name: file.name,
      mime: file.type,
      bytes: file.size,
      kind: family ? kindOfFamily(family) : "document",
      preview: null,
      progress: 0,
      status: refusal ? "refused" : "uploading",
      uploaded: null,
      refusal,
      retryable: false,
    };
  });
}

const update = (list: readonly PendingFile[], key: string, change: (item: PendingFile) => PendingFile) =>
  list.map((item) => (item.key === key ? change(item) : item));

export function attachmentReducer(list: PendingFile[], action: AttachmentAction): PendingFile[] {
  switch (action.type) {
    case "added":
      return [...list, ...action.files];
    case "progress":
      return update(list, action.key, (item) =>
        item.status === "uploading"
          ? { ...item, progress: Math.min(1, Math.max(item.progress, action.progress)) }
          : item,
      );
    case "preview":
      return update(list, action.key, (item) => ({ ...item, preview: action.preview }));
    case "uploaded":
      return update(list, action.key, (item) =>
        item.status === "uploading"
          ? {
              ...item,
              status: "ready",
              progress: 1,
              uploaded: action.file,
              kind: action.file.kind,
              mime: action.file.mime,
              name: action.file.name,
              bytes: action.file.bytes,
            }
          : item,
      );
    case "refused":
      return update(list, action.key, (item) => ({
        ...item,
        status: "refused",
        refusal: action.refusal,
        retryable: action.retryable ?? false,
      }));
    case "retried": {
      // Uploading again counts toward the five once more: when the others filled them meanwhile, it is refused for that.
      const full = countingFiles(list).length >= MAX_ATTACHMENTS;
      return update(list, action.key, (item) =>
        item.status !== "refused" || !item.retryable
          ? item
          : full
            ? {
                ...item,
                refusal: { key: "chat.files.refusedCount", values: { max: MAX_ATTACHMENTS } },
                retryable: false,
              }
            : { ...item, status: "uploading", progress: 0, refusal: null, retryable: false },
      );
    }
    case "removed":
      return list.filter((item) => item.key !== action.key);
    case "cleared":
      return [];
  }
}

/** What the question will carry, and whether Send must wait. */
export function attachmentSummary(list: readonly PendingFile[]) {
  const ready = list.flatMap((item) => (item.status === "ready" && item.uploaded ? [item.uploaded] : []));
  return {
    ready,
    uploading: list.some((item) => item.status === "uploading"),
    hasImage: list.some((item) => item.status !== "refused" && item.kind === "image"),
  };
}

/** "PDF", "PNG", "CSV", "MD": the short type a chip shows beside the size. */
export function typeLabel(item: { name: string; mime: string }): string {
  const sub = item.mime.split("/")[1]?.split(/[+;]/)[0] ?? "";
  const known: Record<string, string> = {
    jpeg: "JPEG",
    png: "PNG",
    webp: "WebP",
    gif: "GIF",
    pdf: "PDF",
    json: "JSON",
  };
  if (known[sub]) return known[sub];
  const dot = item.name.lastIndexOf(".");
  if (dot > 0)
    return item.name
      .slice(dot + 1)
      .toUpperCase()
      .slice(0, 8);
  return sub && sub !== "octet-stream" ? sub.toUpperCase().slice(0, 8) : "";
}
