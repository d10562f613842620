/**
 * The server's texts about projects (issue #33, docs/product/projects.md), in English, by the stable key the
 * API answers with (shared/server-messages.ts). REST refusals carry the key as `code`.
 */
export const PROJECT_TEXTS = {
  "projects.limit":
    "The {plan} plan allows {limit, plural, one {# project} other {# projects}}, archived ones included. Delete a project you no longer need{upgrade, select, yes {, or upgrade for more} other {}}.",
  "projects.tooManyFiles": "A project can hold at most {max} reference files. Delete one to add another.",
  "projects.fileNotDocument":
    "Images cannot be reference files: add PDFs or text files, whose text goes with every question in the project.",
  "projects.fileNotFound": "Reference file not found",
  "projects.deleted": "Project deleted.",
  "projects.deletedWithConversations": "Project and its conversations deleted.",
  "field.projects": "Projects",
  "field.file": "File",
} as const;
