/**
 * The projects' numbers and colours without zod (issue #33, docs/product/projects.md), for the chat's chunk,
 * which stays zod-free (docs/architecture.md#performance-budgets); shared/projects.ts re-exports them.
 */

export const PROJECT_NAME_MAX_LENGTH = 60;
/** A project's instructions, in characters: the same room as both custom-instruction texts together. */
export const PROJECT_INSTRUCTIONS_MAX_LENGTH = 3000;
/** The colours a project can take; the client maps each to a theme token. */
export const PROJECT_COLOURS = ["slate", "blue", "green", "amber", "red", "violet", "pink", "teal"] as const;
export type ProjectColour = (typeof PROJECT_COLOURS)[number];
/** Reference files a project can hold (docs/product/projects.md#reference-files): enough for a brief and its sources. */
export const PROJECT_FILES_MAX = 20;
