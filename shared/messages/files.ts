/**
 * The server's texts about attached files and images (issue #30, docs/product/files.md), in English, by the
 * stable key the API answers with (shared/server-messages.ts). REST refusals carry the key as `code`.
 */
export const FILE_TEXTS = {
  "files.typeNotAllowed":
    "This file cannot be attached. Attach PNG, JPEG, WebP or GIF images, PDFs, or text files (TXT, Markdown, CSV, JSON, code).",
  "files.tooLarge": "{kind, select, image {Images} pdf {PDFs} other {Text files}} can be at most {mb} MB.",
  "files.tooManyPages": "This PDF has {pages} pages; at most {max} pages can be attached.",
  "files.dailyLimit":
    "The {plan} plan allows {limit} files a day. You can attach more after 00:00 IST{upgrade, select, yes {, or upgrade for more} other {}}.",
  "files.storageFull":
    "Your files use all {mb} MB of the {plan} plan's storage. Delete conversations with files you no longer need{upgrade, select, yes {, or upgrade for more space} other {}}.",
  "files.empty": "The file is empty.",
  "files.noFile": "Send the file as multipart/form-data, in a part named file.",
  "files.unreadable":
    "This {kind, select, image {image} pdf {PDF} other {file}} could not be read. It may be damaged: try saving it again.",
  "files.notUtf8": "Text files must be UTF-8 text.",
  "files.notFound": "File not found",
  "files.removed": "File removed.",
  "files.alreadySent": "This file was sent with a message. Delete the conversation to remove it.",
  "chat.attachmentNotFound": "An attached file was not found. Attach it again.",
  "chat.modelCannotSeeImages": "{model} cannot see images: switch to {suggestion}.",
  "chat.modelCannotSeeImagesOnPlan": "{model} cannot see images. {suggestion} can, on the {plan} plan.",
  "chat.noModelSeesImages": "{model} cannot see images, and no model in the catalogue can yet.",
  "validation.attachmentsMax": "At most {max} files can be attached to one message",
  "validation.attachmentsUnique": "Each file can be attached only once",
} as const;
