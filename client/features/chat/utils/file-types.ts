import { type AttachmentKind, FILE_TYPES } from "#shared/files";

/**
 * What the browser says about a chosen file, sorted into the families the limits of shared/files.ts are
 * written for, so a file that cannot go is refused before it is sent. Only a first sieve: the server decides
 * the type from the bytes (a browser names types by extension, and source code often by nothing at all).
 */

/** The three families with their own size limit. */
export type FileFamily = "image" | "pdf" | "text";

export const FAMILY_MAX_BYTES: Record<FileFamily, number> = {
  image: FILE_TYPES["image/png"].maxBytes,
  pdf: FILE_TYPES["application/pdf"].maxBytes,
  text: FILE_TYPES["text/plain"].maxBytes,
};

const IMAGE_TYPES: readonly string[] = Object.keys(FILE_TYPES).filter((type) => type.startsWith("image/"));
/** Text a browser may name by type (the server stores them all as text/plain). */
const TEXT_TYPES: readonly string[] = ["text/plain", "text/markdown", "text/csv", "application/json"];
/** Text and source code by name, for the browser that gives no type or a guess. */
const TEXT_EXTENSIONS: readonly string[] = [
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
];

/** The file input's `accept`: image types (so phones offer the camera beside the gallery), PDF, text and code. */
export const ACCEPTED_FILES = [...IMAGE_TYPES, "application/pdf", ...TEXT_TYPES, ...TEXT_EXTENSIONS].join(",");

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot).toLowerCase() : "";
};

/** The family a file claims, or null for anything else (SVG, HTML, archives, programs, HEIC). */
export function fileFamily(file: { type: string; name: string }): FileFamily | null {
  const type = file.type.toLowerCase();
  if (IMAGE_TYPES.includes(type)) return "image";
  if (type === "application/pdf") return "pdf";
  if (TEXT_TYPES.includes(type)) return "text";
  // Source files arrive as "" or a guess such as text/x-python or application/javascript.
  const plainText = type === "" || type.startsWith("text/x-") || type === "application/javascript";
  if (plainText && TEXT_EXTENSIONS.includes(extensionOf(file.name))) return "text";
  return null;
}

export const kindOfFamily = (family: FileFamily): AttachmentKind => (family === "image" ? "image" : "document");

/** The chat's reason (tRPC `data.extra.reason`) for a turn with an image to a model that cannot see. */
export const MODEL_CANNOT_SEE_IMAGES = "model_cannot_see_images";
