/**
 * What a person may attach to a question (issue #30), free of zod so the chat chunk stays small: the
 * client checks these before an upload so a refusal needs no round trip; the server decides again from
 * the file's bytes, which is the check that counts.
 */

/** Files one question may carry. */
export const MAX_ATTACHMENTS = 5;

const MB = 1024 * 1024;
export const IMAGE_MAX_BYTES = 10 * MB;
export const PDF_MAX_BYTES = 20 * MB;
export const TEXT_MAX_BYTES = 1 * MB;
export const PDF_MAX_PAGES = 100;

export const IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"] as const;
export const PDF_TYPE = "application/pdf";
/** Text a browser may name by type; source code usually comes without one, so its extension decides. */
export const TEXT_TYPES = ["text/plain", "text/markdown", "text/csv", "application/json"] as const;
export const TEXT_EXTENSIONS = [
  ".txt",
  ".md",
  ".markdown",
  ".csv",
  ".tsv",
  ".json",
  ".log",
  ".py",
  ".js",
  ".mjs",
  ".ts",
  ".tsx",
  ".jsx",
  ".java",
  ".c",
  ".h",
  ".cpp",
  ".cs",
  ".go",
  ".rs",
  ".rb",
  ".php",
  ".kt",
  ".swift",
  ".sql",
  ".sh",
  ".yaml",
  ".yml",
  ".toml",
  ".ini",
  ".css",
] as const;

/** The file input's `accept`: image types (so phones offer the camera beside the gallery), PDF, text and code. */
export const ACCEPTED_FILES = [...IMAGE_TYPES, PDF_TYPE, ...TEXT_TYPES, ...TEXT_EXTENSIONS].join(",");

/** `image` goes to vision models as a picture; `document` becomes text every model reads. */
export type AttachmentKind = "image" | "document";

/** The three families with their own size limit. */
export type FileFamily = "image" | "pdf" | "text";

export const FAMILY_MAX_BYTES: Record<FileFamily, number> = {
  image: IMAGE_MAX_BYTES,
  pdf: PDF_MAX_BYTES,
  text: TEXT_MAX_BYTES,
};

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot).toLowerCase() : "";
};

/**
 * The family a file claims by the browser's type or, for text without one, its name; null for anything
 * else (SVG, HTML, archives, programs). Only a first sieve: the server reads the bytes.
 */
export function fileFamily(file: { type: string; name: string }): FileFamily | null {
  const type = file.type.toLowerCase();
  if ((IMAGE_TYPES as readonly string[]).includes(type)) return "image";
  if (type === PDF_TYPE) return "pdf";
  if ((TEXT_TYPES as readonly string[]).includes(type)) return "text";
  // Source files arrive as "" or a guess such as text/x-python or application/javascript.
  const plainText = type === "" || type.startsWith("text/x-") || type === "application/javascript";
  if (plainText && (TEXT_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return "text";
  return null;
}

export const kindOfFamily = (family: FileFamily): AttachmentKind => (family === "image" ? "image" : "document");

/** The chat's refusal (error code) of a turn with an image to a model that cannot see. */
export const MODEL_CANNOT_SEE_IMAGES = "model_cannot_see_images";
