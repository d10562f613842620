// The files area's port (docs/architecture.md, "Layers and areas"): what the chat, account and projects areas use of it.

export { reencodeImageBytes } from "./file-inspect";
export { sendStoredFile } from "./file-reply";
export { acceptUploads, incomingFile } from "./files.rest";
export type { FilesService, IncomingFile, TurnFile } from "./files.service";
export type { ProjectFiles } from "./project-files";
