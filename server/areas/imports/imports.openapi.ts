import { z } from "zod";
import {
  IMPORT_CONVERSATIONS_MAX,
  IMPORT_ENTRY_MAX_BYTES,
  IMPORT_UPLOAD_MAX_BYTES,
  type ImportJobView,
  importJobIdInput,
  importJobSchema,
} from "../../../shared/imports";
import { englishText } from "../../../shared/server-messages";
import { EXAMPLE } from "../../docs/common.schemas";
import { accepted, ok, sample } from "../../docs/operation";
import { operationsOf } from "../../docs/rest-operation";
import type { importsRouter } from "./imports.router";

const { restOperation, handOperation, table } = operationsOf<{ imports: typeof importsRouter }>();

const MB = 1024 * 1024;
const JOB_ID = "0196f4c2-8e1a-7b3d-9c40-2a5b6c7d8e9f";

const QUEUED: ImportJobView = {
  id: JOB_ID,
  status: "queued",
  source: null,
  fileName: "chatgpt-export.zip",
  projectId: null,
  total: 0,
  processed: 0,
  imported: 0,
  skipped: 0,
  report: null,
  error: null,
  createdAt: EXAMPLE.updatedAt,
  finishedAt: null,
};

const DONE: ImportJobView = {
  ...QUEUED,
  status: "done",
  source: "chatgpt",
  total: 42,
  processed: 42,
  imported: 39,
  skipped: 3,
  report: {
    reasons: { duplicate: 2, empty: 1, tooLong: 0, invalid: 0 },
    items: [
      { title: "Trip to Goa", reason: "duplicate" },
      { title: "GST on exports", reason: "duplicate" },
      { title: "", reason: "empty" },
    ],
  },
  finishedAt: EXAMPLE.updatedAt,
};

/** POST /api/imports (imports.rest.ts): multipart, so a hand route. */
export const IMPORT_UPLOAD = handOperation({
  method: "post",
  path: "/imports",
  tag: "Accounts",
  summary: "Import conversations from an export (a zip)",
  description:
    "One zip as `multipart/form-data` in the part `file`: a ChatGPT data export (its `conversations.json`) or a NexGen AI " +
    `"Download my data" zip (its \`account.json\`), at most ${IMPORT_UPLOAD_MAX_BYTES / MB} MB. The conversations go into ` +
    "the project named by `projectId` (the query, or a form field before the file), or the plain history without one. " +
    "The answer is the queued job: follow it with `GET /api/imports/{id}` until `status` is `done` (with its report) or " +
    `\`failed\` (with \`error\`). Read from the zip: at most ${IMPORT_ENTRY_MAX_BYTES / MB} MB unpacked and ` +
    `${IMPORT_CONVERSATIONS_MAX} conversations. A conversation imported already (the same export twice) is skipped. ` +
    "One import at a time per person.",
  auth: "user",
  query: sample(z.object({ projectId: z.string().optional() }), { projectId: EXAMPLE.conversationId }),
  upload: { part: "file", description: "The export's zip, in a part named `file`." },
  response: accepted("Queued: follow it with GET /api/imports/{id}.", importJobSchema, QUEUED),
  errors: {
    400: `No file (\`imports.noFile\`), or not a zip (\`imports.notZip\`).`,
    404: `The project is not the person's (\`imports.projectNotFound\`).`,
    409: `An import of the person's is still running: \`${englishText("imports.busy")}\``,
    413: `Larger than ${IMPORT_UPLOAD_MAX_BYTES / MB} MB (\`imports.tooLarge\`).`,
  },
});

/** Imports (issue #33, docs/product/import.md): the upload, and the REST twins of imports.list and imports.get. */
export const IMPORT_OPERATIONS = table([
  IMPORT_UPLOAD,
  restOperation({
    method: "get",
    path: "/imports",
    tag: "Accounts",
    summary: "My recent imports",
    description: "The 10 newest, newest first, each with its progress and, once done, its report.",
    procedure: "imports.list",
    auth: "user",
    response: ok("The imports.", z.object({ imports: z.array(importJobSchema) }), { imports: [DONE] }),
    output: (imports) => ({ imports }),
  }),
  restOperation({
    method: "get",
    path: "/imports/{id}",
    tag: "Accounts",
    summary: "One import's progress and report",
    description:
      "`processed` of `total` conversations so far; once `done`, `imported`, `skipped` and the report (counts by reason: " +
      "`duplicate` imported already, `empty` no message with text, `tooLong`, `invalid`; and the first 200 skipped by title). " +
      "`failed` carries `error`, a text for the person.",
    procedure: "imports.get",
    auth: "user",
    params: sample(importJobIdInput, { id: JOB_ID }),
    response: ok("The import.", importJobSchema, DONE),
    errors: { 404: "No such import, or another person's (`imports.notFound`)." },
  }),
]);
