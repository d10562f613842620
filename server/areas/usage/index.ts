// The usage area's port: what other areas may use of it (docs/architecture.md, "Layers and areas").
export { estimateUsage, type Metered } from "./metering";
export type { Accepted, UsageService } from "./usage.service";
export { IST_DAY } from "./usage.service";
export type { BilledWorkspace } from "./workspace-charge";
