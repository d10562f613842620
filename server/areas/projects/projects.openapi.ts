import { z } from "zod";
import {
  PROJECT_COLOURS,
  PROJECT_FILES_MAX,
  projectCreateInput,
  projectFileInput,
  projectFileSchema,
  projectIdInput,
  projectMoveInput,
  projectRemoveInput,
  projectUpdateInput,
} from "../../../shared/projects";
import { englishText } from "../../../shared/server-messages";
import { EXAMPLE, timestamp } from "../../docs/common.schemas";
import { created, ok, sample } from "../../docs/operation";
import { operationsOf } from "../../docs/rest-operation";
import type { projectsRouter } from "./projects.router";

const { restOperation, handOperation, table } = operationsOf<{ projects: typeof projectsRouter }>();

const PROJECT_ID = "0196f3c2-4a5b-7c6d-8e9f-0a1b2c3d4e5f";
const FILE_ID = "0196f4a1-2b3c-7d4e-8f50-6a7b8c9d0e1f";
const projectPath = sample(projectIdInput, { id: PROJECT_ID });
const NOT_FOUND = { 404: "No such project, or another person's." } as const;

const summarySchema = z.object({
  id: z.string(),
  name: z.string(),
  emoji: z.string().describe("One emoji, or empty."),
  colour: z.enum(PROJECT_COLOURS),
  archived: z.boolean(),
  conversationCount: z.number().int(),
  updatedAt: timestamp,
});
const SUMMARY = {
  id: PROJECT_ID,
  name: "GST filings",
  emoji: "🧾",
  colour: "amber",
  archived: false,
  conversationCount: 4,
  updatedAt: EXAMPLE.updatedAt,
} satisfies z.input<typeof summarySchema>;
const FILE = {
  id: FILE_ID,
  name: "gst-rules.pdf",
  mime: "application/pdf",
  bytes: 182_344,
  pages: 12,
  tokens: 5_210,
  truncated: false,
  createdAt: EXAMPLE.updatedAt,
  url: `/api/files/${FILE_ID}/content?expires=1796000000&signature=5f0c…`,
} satisfies z.input<typeof projectFileSchema>;
const INSTRUCTIONS = "I file GST for small shops in Pune. Quote the CGST Act's section when it matters.";

/** POST /api/projects/{id}/files (projects.rest.ts): multipart, so a hand route. */
export const PROJECT_FILE_UPLOAD = handOperation({
  method: "post",
  path: "/projects/{id}/files",
  tag: "Projects",
  summary: "Add a reference file to a project",
  description:
    "One file, as `multipart/form-data` in the part `file`, checked and counted like `POST /api/files` (types, sizes, " +
    `the plan's files a day and storage). PDFs and text files only: their text goes with every turn in the project. At most ${PROJECT_FILES_MAX} a project.`,
  auth: "user",
  params: projectPath,
  upload: { part: "file", description: "The file, in a part named `file`." },
  response: created("Added.", projectFileSchema, FILE),
  errors: {
    ...NOT_FOUND,
    400: "An image (`projects.fileNotDocument`), or a file `POST /api/files` refuses.",
    409: `The project holds ${PROJECT_FILES_MAX} files already (\`projects.tooManyFiles\`), or the plan's storage is full.`,
    413: "Over its type's size limit (`files.tooLarge`).",
    429: "The plan's files for today are used (`files.dailyLimit`).",
  },
});

/** Projects (issue #33): the REST twins of the projects procedures. */
export const PROJECT_OPERATIONS = table([
  restOperation({
    method: "get",
    path: "/projects",
    tag: "Projects",
    summary: "My projects",
    description: "The unarchived first, then the archived; most recently changed first.",
    procedure: "projects.list",
    auth: "user",
    response: ok("The projects.", z.array(summarySchema), [SUMMARY]),
  }),
  restOperation({
    method: "post",
    path: "/projects",
    tag: "Projects",
    summary: "Create a project",
    description:
      "Within the plan's number of projects, archived ones included (Starter 3, Professional 50, Enterprise unlimited; " +
      "an administrator may change them). A plan that went down keeps its projects; only creating is refused.",
    procedure: "projects.create",
    auth: "user",
    body: sample(projectCreateInput, { name: "GST filings", emoji: "🧾", colour: "amber", instructions: INSTRUCTIONS }),
    response: created("Created.", summarySchema, { ...SUMMARY, conversationCount: 0 }),
    errors: {
      400: "A missing or too long name, an unknown colour, instructions too long.",
      403: `The plan's projects are used: \`${englishText("projects.limit", { plan: "Starter", limit: 3, upgrade: "yes" })}\``,
    },
  }),
  restOperation({
    method: "get",
    path: "/projects/{id}",
    tag: "Projects",
    summary: "One project, with its instructions and reference files",
    procedure: "projects.get",
    auth: "user",
    params: projectPath,
    response: ok(
      "The project.",
      summarySchema.extend({ instructions: z.string(), files: z.array(projectFileSchema) }),
      { ...SUMMARY, instructions: INSTRUCTIONS, files: [FILE] },
    ),
    errors: NOT_FOUND,
  }),
  restOperation({
    method: "put",
    path: "/projects/{id}",
    tag: "Projects",
    summary: "Rename a project, or change its emoji, colour or instructions",
    description: "The fields given change; the others stay.",
    procedure: "projects.update",
    auth: "user",
    params: projectPath,
    body: sample(projectUpdateInput.omit({ id: true }), { name: "GST filings 2026", colour: "green" }),
    response: ok("Saved.", summarySchema, { ...SUMMARY, name: "GST filings 2026", colour: "green" }),
    errors: { ...NOT_FOUND, 400: "A blank or too long name, an unknown colour, instructions too long." },
  }),
  restOperation({
    method: "put",
    path: "/projects/{id}/archive",
    tag: "Projects",
    summary: "Archive a project",
    description: "It moves below the others in the list; its conversations, instructions and files stay and work.",
    procedure: "projects.archive",
    auth: "user",
    params: projectPath,
    response: ok("Archived.", summarySchema, { ...SUMMARY, archived: true }),
    errors: NOT_FOUND,
  }),
  restOperation({
    method: "delete",
    path: "/projects/{id}/archive",
    tag: "Projects",
    summary: "Unarchive a project",
    procedure: "projects.unarchive",
    auth: "user",
    params: projectPath,
    response: ok("Back among the others.", summarySchema, SUMMARY),
    errors: NOT_FOUND,
  }),
  restOperation({
    method: "delete",
    path: "/projects/{id}",
    tag: "Projects",
    summary: "Delete a project",
    description:
      "Its reference files go with it. Its conversations return to the history, or with `withConversations=true` are " +
      "deleted too, their attached files included.",
    procedure: "projects.remove",
    input: (request) => ({ ...request.query, id: request.params.id }),
    auth: "user",
    params: projectPath,
    query: sample(projectRemoveInput.pick({ withConversations: true }), { withConversations: true }),
    response: ok("Deleted.", z.object({ id: z.string(), withConversations: z.boolean(), message: z.string() }), {
      id: PROJECT_ID,
      withConversations: false,
      message: englishText("projects.deleted"),
    }),
    errors: NOT_FOUND,
  }),
  restOperation({
    method: "put",
    path: "/projects/conversations/{conversationId}",
    tag: "Projects",
    summary: "Move a conversation into a project, or out of one",
    description: "`projectId: null` takes it out of its project, back into the history. Its date stays.",
    procedure: "projects.move",
    input: (request) => ({ ...(request.body as object), conversationId: request.params.conversationId }),
    auth: "user",
    params: sample(projectMoveInput.pick({ conversationId: true }), { conversationId: EXAMPLE.conversationId }),
    body: sample(projectMoveInput.pick({ projectId: true }), { projectId: PROJECT_ID }),
    response: ok("Moved.", z.object({ conversationId: z.string(), projectId: z.string().nullable() }), {
      conversationId: EXAMPLE.conversationId,
      projectId: PROJECT_ID,
    }),
    errors: { 404: "No such conversation or project, or another person's." },
  }),
  restOperation({
    method: "get",
    path: "/projects/{id}/files",
    tag: "Projects",
    summary: "A project's reference files",
    procedure: "projects.files",
    auth: "user",
    params: projectPath,
    response: ok("Oldest first.", z.array(projectFileSchema), [FILE]),
    errors: NOT_FOUND,
  }),
  PROJECT_FILE_UPLOAD,
  restOperation({
    method: "delete",
    path: "/projects/{id}/files/{fileId}",
    tag: "Projects",
    summary: "Remove a reference file",
    description: "The file and its bytes are gone; the next turn in the project goes without it.",
    procedure: "projects.removeFile",
    auth: "user",
    params: sample(projectFileInput, { id: PROJECT_ID, fileId: FILE_ID }),
    response: ok("Removed.", z.object({ id: z.string() }), { id: FILE_ID }),
    errors: { 404: "No such project or file, or another person's." },
  }),
]);
