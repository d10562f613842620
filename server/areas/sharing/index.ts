// The sharing area's port (docs/architecture.md, "Layers and areas"): the link preview's title, for the SPA's
// page of a link (plugins/spa.ts).

export type { SharingService } from "./sharing.service";
