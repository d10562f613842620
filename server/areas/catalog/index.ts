// The catalog area's port: what other areas may use of it (docs/architecture.md, "Layers and areas").
export { type CatalogService, catalogSelect } from "./catalog.service";
