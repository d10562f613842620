// The workspaces area's port: what other areas may use of it (docs/architecture.md, "Layers and areas").
export type { WorkspaceAccess, WorkspaceSeat } from "./access";
export { billingContact } from "./billing-contact";
export { MANAGERS, requireWorkspaceRole } from "./roles";
export { freeSeats } from "./seats";
