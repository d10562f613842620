// The workspaces area's port (docs/architecture.md, "Layers and areas"): what other areas use of it (issue #35).

export { MANAGERS, requireWorkspaceRole } from "./roles";
