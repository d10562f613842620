// The api area's port: what other areas may use of it (docs/architecture.md, "Layers and areas").
export { apiKeyListSelect } from "./api-keys.service";
