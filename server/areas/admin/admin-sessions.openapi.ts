import { operationsOf } from "../../docs/rest-operation";
import { sessionDocs } from "../auth";
import type { adminRouter } from "./admin.router";

const { restOperation, table } = operationsOf<{ admin: typeof adminRouter }>();

const ADMIN = sessionDocs("admin");

/** The administrator's sudo mode and sessions: documented as a person's (the auth area's), served by the admin router. */
export const ADMIN_SESSION_OPERATIONS = table([
  restOperation({ ...ADMIN.confirmIdentity, procedure: "admin.confirmIdentity" }),
  restOperation({ ...ADMIN.list, procedure: "admin.sessions.list" }),
  restOperation({ ...ADMIN.end, procedure: "admin.sessions.end" }),
  restOperation({ ...ADMIN.endOthers, procedure: "admin.sessions.endOthers" }),
]);
