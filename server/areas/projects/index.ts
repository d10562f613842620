// The projects area's port (docs/architecture.md, "Layers and areas"): what the chat, sharing and import areas use of it.

export type { ProjectsService } from "./projects.service";
export { projectNotFound } from "./projects.service";
