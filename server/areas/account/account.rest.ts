import type { FastifyInstance } from "fastify";
import { say } from "../../../shared/server-messages";
import { bearerToken } from "../../core/context";
import { AppError } from "../../core/errors";
import type { SessionService } from "../../core/session.service";
import { handRoute } from "../../docs/operation";
import { sendDownload } from "../../lib/download";
import { ACCOUNT_EXPORT } from "./account.openapi";
import type { AccountService } from "./account.service";

/** "My data" as a zip: GET /api/users/export (issue #17). DELETE /api/users/me comes from the table of operations. */
export async function accountRest(
  app: FastifyInstance,
  options: { services: { sessions: SessionService; account: AccountService } },
) {
  const { sessions, account } = options.services;

  // A zip, not JSON: the service streams it, so this route authenticates like a procedure would and sends bytes.
  handRoute(app, ACCOUNT_EXPORT, async (req, reply) => {
    const viewer = await sessions.authenticateUser(bearerToken(req));
    if (!viewer) throw new AppError("UNAUTHENTICATED", say("auth.required"));
    const file = await account.export(viewer.id);
    return sendDownload(reply, ACCOUNT_EXPORT.response.mediaType, file.filename, file.stream);
  });
}
