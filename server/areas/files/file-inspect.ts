import { open, readFile } from "node:fs/promises";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { extractText, getDocumentProxy } from "unpdf";
import {
  type AllowedMime,
  type AttachmentKind,
  CHARS_PER_TOKEN,
  FILE_TYPES,
  IMAGE_TOKENS,
  MAX_IMAGE_EDGE,
  MAX_PDF_PAGES,
  MB,
} from "../../../shared/files";
import { say } from "../../../shared/server-messages";
import { AppError } from "../../core/errors";

/** What an upload became: the bytes to store and what is known of them (docs/product/files.md). */
export interface Inspected {
  kind: AttachmentKind;
  mime: string;
  /** The bytes to store: an image's re-encode, or the upload itself (documents are stored as sent). */
  body: Buffer | { path: string; bytes: number };
  width: number | null;
  height: number | null;
  pages: number | null;
  text: string | null;
  truncated: boolean;
  tokens: number;
}

/** A document's text kept at most (about 100,000 tokens): what a turn can send is far less (shared/files.ts). */
const MAX_TEXT_CHARS = 400_000;
/** Bytes read to decide the type: enough for every signature file-type knows within its "reasonable" size. */
const SNIFF_BYTES = 64 * 1024;
/** Pixels an image may decode to: a small file can claim enormous dimensions (a decompression bomb). */
const MAX_INPUT_PIXELS = 100_000_000;
/** Markup a browser would run or draw, whatever the name says: refused even as text. */
const MARKUP = /^\s*(?:<!doctype\s+html|<html|<head|<body|<script|<svg|<\?xml|<iframe|<object|<embed)/i;

const typeNotAllowed = () => new AppError("BAD_REQUEST", say("files.typeNotAllowed"));
const unreadable = (kind: "image" | "pdf" | "text", cause: unknown) =>
  new AppError("BAD_REQUEST", say("files.unreadable", { kind }), { cause });

/** The refusal of a file over its type's limit, naming that limit. */
export function tooLarge(mime: AllowedMime): AppError {
  const kind = mime === "application/pdf" ? "pdf" : FILE_TYPES[mime].kind === "image" ? "image" : "text";
  return new AppError("PAYLOAD_TOO_LARGE", say("files.tooLarge", { kind, mb: FILE_TYPES[mime].maxBytes / MB }));
}

async function head(path: string): Promise<Buffer> {
  const file = await open(path, "r");
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await file.read(buffer, 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/**
 * The type of an upload from its bytes alone (never its name or the browser's word): one of FILE_TYPES, or
 * the refusal. Bytes file-type does not know are text only if they are UTF-8 without NUL and not markup.
 */
export async function decideType(path: string): Promise<AllowedMime> {
  const bytes = await head(path);
  const found = await fileTypeFromBuffer(bytes);
  if (found) {
    if (found.mime in FILE_TYPES && found.mime !== "text/plain") return found.mime as AllowedMime;
    throw typeNotAllowed();
  }
  if (bytes.includes(0) || MARKUP.test(bytes.toString("utf8"))) throw typeNotAllowed();
  return "text/plain";
}

/**
 * An image re-encoded as WebP, at most MAX_IMAGE_EDGE on its long side: orientation applied, then every
 * metadata block (EXIF, location) left out (sharp keeps none unless asked); a GIF's first frame.
 */
function toWebp(input: string | Buffer) {
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
    .rotate()
    .resize({ width: MAX_IMAGE_EDGE, height: MAX_IMAGE_EDGE, fit: "inside", withoutEnlargement: true })
    .webp({ quality: 85 })
    .toBuffer({ resolveWithObject: true });
}

async function reencodeImage(path: string): Promise<Inspected> {
  try {
    const { data, info } = await toWebp(path);
    return {
      kind: "image",
      mime: "image/webp",
      body: data,
      width: info.width,
      height: info.height,
      pages: null,
      text: null,
      truncated: false,
      tokens: IMAGE_TOKENS,
    };
  } catch (error) {
    throw unreadable("image", error);
  }
}

function capped(text: string) {
  const truncated = text.length > MAX_TEXT_CHARS;
  const kept = truncated ? text.slice(0, MAX_TEXT_CHARS) : text;
  return { text: kept, truncated, tokens: Math.ceil(kept.length / CHARS_PER_TOKEN) };
}

/** A PDF's text, page by page, each page after its marker (`[Page 3]`): what a model reads of it. */
async function readPdf(path: string, bytes: number): Promise<Inspected> {
  let pages: string[];
  try {
    const pdf = await getDocumentProxy(new Uint8Array(await readFile(path)));
    if (pdf.numPages > MAX_PDF_PAGES)
      throw new AppError("BAD_REQUEST", say("files.tooManyPages", { pages: pdf.numPages, max: MAX_PDF_PAGES }));
    pages = (await extractText(pdf, { mergePages: false })).text;
    await pdf.cleanup();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unreadable("pdf", error);
  }
  const text = pages.map((page, index) => `[Page ${index + 1}]\n${page.trim()}`).join("\n\n");
  return {
    kind: "document",
    mime: "application/pdf",
    body: { path, bytes },
    width: null,
    height: null,
    pages: pages.length,
    ...capped(text),
  };
}

/** A text file: UTF-8 (a byte-order mark dropped) without NUL, or refused. */
async function readText(path: string, bytes: number): Promise<Inspected> {
  const raw = await readFile(path);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(raw);
  } catch {
    throw new AppError("BAD_REQUEST", say("files.notUtf8"));
  }
  if (text.includes("\u0000")) throw new AppError("BAD_REQUEST", say("files.notUtf8"));
  if (MARKUP.test(text)) throw typeNotAllowed();
  return {
    kind: "document",
    mime: "text/plain",
    body: { path, bytes },
    width: null,
    height: null,
    pages: null,
    ...capped(text),
  };
}

/** Checks an upload (written whole to `path`, `bytes` long) and prepares what is stored of it. */
export async function inspectUpload(path: string, bytes: number): Promise<Inspected> {
  if (bytes === 0) throw new AppError("BAD_REQUEST", say("files.empty"));
  const mime = await decideType(path);
  if (bytes > FILE_TYPES[mime].maxBytes) throw tooLarge(mime);
  if (FILE_TYPES[mime].kind === "image") return reencodeImage(path);
  if (mime === "application/pdf") return readPdf(path, bytes);
  return readText(path, bytes);
}

/**
 * An image sent inside a request (`/v1`'s data URL): the same checks and the same re-encode as an upload,
 * from bytes already in memory.
 */
export async function reencodeImageBytes(bytes: Buffer): Promise<Buffer> {
  const found = await fileTypeFromBuffer(bytes.subarray(0, SNIFF_BYTES));
  if (!found || !(found.mime in FILE_TYPES) || FILE_TYPES[found.mime as AllowedMime].kind !== "image")
    throw typeNotAllowed();
  if (bytes.length > FILE_TYPES[found.mime as AllowedMime].maxBytes) throw tooLarge(found.mime as AllowedMime);
  try {
    return (await toWebp(bytes)).data;
  } catch (error) {
    throw unreadable("image", error);
  }
}
