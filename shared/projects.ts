import { z } from "zod";
import { plainText, requiredText } from "./text";

/**
 * Projects (issue #33, docs/product/projects.md): a folder of conversations with its own instructions and
 * reference files. The contract the projects area, the chat turn, the sidebar and import share.
 */

export const PROJECT_NAME_MAX_LENGTH = 60;
/** A project's instructions, in characters: the same room as both custom-instruction texts together. */
export const PROJECT_INSTRUCTIONS_MAX_LENGTH = 3000;
/** The colours a project can take; the client maps each to a theme token. */
export const PROJECT_COLOURS = ["slate", "blue", "green", "amber", "red", "violet", "pink", "teal"] as const;
export type ProjectColour = (typeof PROJECT_COLOURS)[number];

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
