// The files area's port (docs/architecture.md, "Layers and areas"): what the chat and account areas use of it.

export { reencodeImageBytes } from "./file-inspect";
export { sendStoredFile } from "./file-reply";
export type { FilesService, TurnFile } from "./files.service";
