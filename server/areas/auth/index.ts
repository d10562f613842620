// The auth area's port: what other areas may use of it (docs/architecture.md, "Layers and areas").
export { profileSelect } from "./auth.service";
export { sha256 } from "./otp.service";
export { sessionTokenProcedures } from "./session-token.procedures";
export { sessionDocs } from "./sessions.openapi";
export { twoFactorRouter } from "./two-factor.router";
export type { TwoFactorService } from "./two-factor.service";
