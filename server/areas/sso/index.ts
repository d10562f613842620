// The single sign-on area's port (docs/architecture.md, "Layers and areas").
export { ssoRoutes } from "./sso.routes";
export type { SsoSignIn } from "./sso-signin";
