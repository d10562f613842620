// The imports area's port (docs/architecture.md, "Layers and areas"): nothing other areas use yet; the
// composition root wires the service, its worker and its REST routes.

export type { ImportsService } from "./imports.service";
