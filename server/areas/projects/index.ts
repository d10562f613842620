// The projects area's port (docs/architecture.md, "Layers and areas"): what the chat and account areas use of it.

export type { ProjectsService } from "./projects.service";
