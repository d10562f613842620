// The account area's port: what other areas may use of it (docs/architecture.md, "Layers and areas").
export type { AccountErasure } from "./account-erasure.service";
