import type { FastifyInstance } from "fastify";
import { shareFileInput } from "../../../shared/sharing";
import { handRoute } from "../../docs/operation";
import { sendStoredFile } from "../files";
import { SHARE_FILE } from "./sharing.openapi";
import type { SharingService } from "./sharing.service";

/** The shared files' route: bytes, which no procedure carries (docs/product/sharing.md#files). */
export async function sharingRest(app: FastifyInstance, options: { sharing: SharingService }) {
  handRoute(app, SHARE_FILE, async (request, reply) => {
    const { id, file } = shareFileInput.parse(request.params);
    const stored = await options.sharing.file(id, file);
    reply.header("x-robots-tag", "noindex");
    // Not kept by any cache: a removed link's files must stop at once.
    return sendStoredFile(reply, stored, "private, no-store");
  });
}
