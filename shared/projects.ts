import { z } from "zod";
import {
  PROJECT_COLOURS,
  PROJECT_FILES_MAX,
  PROJECT_INSTRUCTIONS_MAX_LENGTH,
  PROJECT_NAME_MAX_LENGTH,
  type ProjectColour,
} from "./project-rules";
import { plainText, requiredText } from "./text";

/**
 * Projects (issue #33, docs/product/projects.md): a folder of conversations with its own instructions and
 * reference files. The contract the projects area, the chat turn, the sidebar and import share. The numbers
 * and colours live in ./project-rules.ts, without zod, for the chat's chunk; they are re-exported here.
 */

export {
  PROJECT_COLOURS,
  PROJECT_FILES_MAX,
  PROJECT_INSTRUCTIONS_MAX_LENGTH,
  PROJECT_NAME_MAX_LENGTH,
  type ProjectColour,
};

export const projectId = z.string({ error: "Project is required" }).trim().min(1, "Project is required").max(100);
export const projectIdInput = z.object({ id: projectId });

/** What the sidebar, the pickers and import show of a project. */
export interface ProjectSummary {
  id: string;
  name: string;
  emoji: string;
  colour: ProjectColour;
  archived: boolean;
  conversationCount: number;
  updatedAt: string;
}

export const projectFields = {
  name: requiredText("Project name", { max: PROJECT_NAME_MAX_LENGTH, stripBidi: true }),
  // One emoji: a few code points at most (skin tones, joiners), or none.
  emoji: plainText("Emoji", { max: 16 }).default(""),
  colour: z.enum(PROJECT_COLOURS, { error: "Choose one of the colours" }).default("slate"),
  instructions: plainText("Project instructions", { max: PROJECT_INSTRUCTIONS_MAX_LENGTH, multiline: true }).default(
    "",
  ),
};

/**
 * Tokens of a project's reference files one turn sends (docs/product/projects.md#what-a-turn-sends), and never
 * more than a quarter of the model's window: the conversation and its own files keep the rest.
 */
export const PROJECT_FILES_TOKENS_PER_TURN = 8_000;

/** projects.create and POST /api/projects. */
export const projectCreateInput = z.object(projectFields);

/** projects.update and PUT /api/projects/{id}: the fields given change, the others stay. */
export const projectUpdateInput = z.object({
  id: projectId,
  name: projectFields.name.optional(),
  emoji: plainText("Emoji", { max: 16 }).optional(),
  colour: z.enum(PROJECT_COLOURS, { error: "Choose one of the colours" }).optional(),
  instructions: plainText("Project instructions", {
    max: PROJECT_INSTRUCTIONS_MAX_LENGTH,
    multiline: true,
  }).optional(),
});

/** projects.remove: its conversations go too only when asked; otherwise they return to the history. */
export const projectRemoveInput = z.object({
  id: projectId,
  withConversations: z.preprocess((value) => value === "true" || value === true, z.boolean()).default(false),
});

/** projects.move: a conversation into a project, or out of any (`projectId: null`). */
export const projectMoveInput = z.object({
  conversationId: requiredText("Conversation id", { max: 100 }),
  projectId: projectId.nullable(),
});

/** projects.removeFile: one reference file of one project. */
export const projectFileInput = z.object({ id: projectId, fileId: requiredText("File", { max: 100 }) });

/** A reference file as the project's settings list it. */
export const projectFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  mime: z.string(),
  bytes: z.number().int(),
  pages: z.number().int().nullable(),
  /** Estimated tokens of its text: what it takes of a turn's budget. */
  tokens: z.number().int(),
  /** The text was cut at the extraction limit. */
  truncated: z.boolean(),
  createdAt: z.string(),
  /** Its signed address, as an attachment's. */
  url: z.string(),
});
export type ProjectFile = z.infer<typeof projectFileSchema>;

/** A project opened: its summary, its instructions and its reference files. */
export interface ProjectDetail extends ProjectSummary {
  instructions: string;
  files: ProjectFile[];
}
