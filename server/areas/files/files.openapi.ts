import { z } from "zod";
import { uploadedFileSchema } from "../../../shared/attachments";
import { FILE_URL_SECONDS } from "../../../shared/files";
import { englishText } from "../../../shared/server-messages";
import { messageResponse } from "../../docs/common.schemas";
import { binaryFile, created, ok, sample } from "../../docs/operation";
import { operationsOf } from "../../docs/rest-operation";

// Hand routes only: an upload is multipart and a file's content is bytes, neither of which a procedure carries.
const { handOperation, table } = operationsOf<Record<never, never>>();

const FILE_ID = "0196f4a1-2b3c-7d4e-8f50-6a7b8c9d0e1f";
const fileIdPath = sample(z.object({ id: z.string() }), { id: FILE_ID });

/** POST /api/files (files.rest.ts). */
export const FILE_UPLOAD = handOperation({
  method: "post",
  path: "/files",
  tag: "Files",
  summary: "Attach a file",
  description:
    "One file per request, as `multipart/form-data` in the part `file`; send it in a message with `attachments: [id]` " +
    "(`POST /api/chat`, `/api/chat/stream`). The type is decided by the bytes, never the name: PNG, JPEG, WebP and GIF " +
    "images up to 10 MB (re-encoded as WebP without EXIF or location, long edge at most 2048 px, a GIF's first frame), " +
    "PDFs up to 20 MB and 100 pages (their text is read, with page markers), and UTF-8 text files up to 1 MB. SVG, HTML, " +
    "executables and archives are refused. Each plan has files a day and storage (docs/product/files.md).",
  auth: "user",
  upload: { part: "file", description: "The file, in a part named `file`." },
  response: created("Stored: send its id with a message.", uploadedFileSchema, {
    id: FILE_ID,
    kind: "document",
    name: "report.pdf",
    mime: "application/pdf",
    bytes: 182_344,
    width: null,
    height: null,
    pages: 12,
    truncated: false,
    url: `/api/files/${FILE_ID}/content?expires=1796000000&signature=5f0c…`,
  }),
  errors: {
    400: "Not a type that can be attached (`files.typeNotAllowed`), empty, a PDF of more than 100 pages, unreadable, or text that is not UTF-8.",
    409: "The plan's storage is full (`files.storageFull`).",
    413: "Over its type's size limit (`files.tooLarge`: images 10 MB, PDFs 20 MB, text 1 MB).",
    429: "The plan's files for today are used (`files.dailyLimit`; `Retry-After` says when they renew).",
  },
});

/** GET /api/files/{id}/content (files.rest.ts). */
export const FILE_CONTENT = handOperation({
  method: "get",
  path: "/files/{id}/content",
  tag: "Files",
  summary: "A file's content, at its signed address",
  description:
    `The \`url\` of an attachment: good for ${FILE_URL_SECONDS / 60} minutes without a token (an \`<img src>\`). ` +
    "`Content-Type` is the stored type; images come `inline`, documents as an `attachment`, always with " +
    "`X-Content-Type-Options: nosniff` and `Content-Security-Policy: sandbox; default-src 'none'`. " +
    "A bad or expired signature, another person's file, a deleted one and an unknown id all answer 404.",
  auth: "signed",
  params: fileIdPath,
  query: sample(z.object({ expires: z.string(), signature: z.string() }), {
    expires: "1796000000",
    signature: "5f0c9a…",
  }),
  response: binaryFile("The file's bytes.", "(the bytes of image/webp, application/pdf or text/plain)"),
  errors: { 404: "No such file at this address (or it expired)." },
});

/** DELETE /api/files/{id} (files.rest.ts). */
export const FILE_DELETE = handOperation({
  method: "delete",
  path: "/files/{id}",
  tag: "Files",
  summary: "Remove a file not yet sent",
  description:
    "Before sending: the file and its bytes are gone. A file sent with a message goes with its conversation.",
  auth: "user",
  params: fileIdPath,
  response: ok("Removed.", messageResponse, { message: englishText("files.removed") }),
  errors: { 404: "No such file of yours.", 409: "Already sent with a message (`files.alreadySent`)." },
});

export const FILE_OPERATIONS = table([FILE_UPLOAD, FILE_CONTENT, FILE_DELETE]);
