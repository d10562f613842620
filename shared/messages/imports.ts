/**
 * The server's texts about importing conversations (issue #33, docs/product/import.md), in English, by the
 * stable key the API answers with (shared/server-messages.ts). A failed job keeps its English text; the SPA
 * shows it in the reader's language through the registry.
 */
export const IMPORT_TEXTS = {
  "imports.noFile": "Choose a zip file to import: a ChatGPT data export or a NexGen AI data download.",
  "imports.tooLarge": "The file is larger than {mb} MB. Import a smaller export.",
  "imports.notZip":
    "This file is not a zip archive. Choose the zip of a ChatGPT data export or of Download my data, as you downloaded it.",
  "imports.busy": "An import is already running. Wait for it to finish, then import the next file.",
  "imports.projectNotFound": "That project was not found. Choose one of your projects, or none.",
  "imports.notFound": "Import not found",
  "imports.unreadableZip":
    "This zip file could not be read. It may be damaged: download the export again and import the new file.",
  "imports.noConversationsFile":
    "No conversations were found in this zip. Import a ChatGPT data export (it holds conversations.json) or a NexGen AI data download (it holds account.json).",
  "imports.entryTooLarge":
    "The conversations in this zip are larger than {mb} MB once unpacked, too many to import at once.",
  "imports.tooManyConversations": "This export holds {count} conversations; at most {max} can be imported at once.",
  "imports.badFormat":
    "The conversations in this zip could not be read: they are not in the format of a ChatGPT export or of a NexGen AI data download.",
  "imports.failed": "The import stopped unexpectedly. Please try again.",
} as const;
