import multipart, { type MultipartFile, type MultipartValue } from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import { IMPORT_UPLOAD_MAX_BYTES } from "../../../shared/imports";
import { say } from "../../../shared/server-messages";
import { stripBidiControls } from "../../../shared/text";
import { requireUser } from "../../core/context";
import { AppError } from "../../core/errors";
import type { SessionService } from "../../core/session.service";
import { handRoute } from "../../docs/operation";
import { readAll } from "../../lib/file-store";
import { isZip } from "./import-zip";
import { IMPORT_UPLOAD } from "./imports.openapi";
import type { ImportsService } from "./imports.service";

const noFile = () => new AppError("BAD_REQUEST", say("imports.noFile"));

/** The project a form names: the query's `projectId`, or a form field sent before the file. */
function projectOf(query: unknown, part: MultipartFile): string | null {
  const fromQuery = (query as { projectId?: unknown }).projectId;
  const field = part.fields.projectId as MultipartValue<unknown> | undefined;
  const given = typeof fromQuery === "string" ? fromQuery : field && typeof field.value === "string" ? field.value : "";
  const id = given.trim();
  if (id.length > 100) throw new AppError("NOT_FOUND", say("imports.projectNotFound"));
  return id || null;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
const CONTROL = /[\u0000-\u001F\u007F]/g;

/** The file's name as the report shows it: no control or direction characters, at most 200 characters. */
function shownName(name: string): string {
  return stripBidiControls(name.replace(CONTROL, "")).trim().slice(0, 200) || "export.zip";
}

/**
 * POST /api/imports (issue #33, docs/product/import.md): the zip is read whole (at most 50 MB), checked to be
 * a zip, kept in the file store and queued as a job; the answer is that job (202). In its own plugin scope so
 * the multipart parser applies to this route only.
 */
export async function importsRest(
  app: FastifyInstance,
  options: { imports: ImportsService; sessions: Pick<SessionService, "authenticateUser"> },
) {
  const { imports, sessions } = options;
  await app.register(multipart, {
    limits: {
      fileSize: IMPORT_UPLOAD_MAX_BYTES,
      files: 1,
      fields: 5,
      parts: 6,
      fieldSize: 1024,
      headerPairs: 100,
    },
  });

  handRoute(app, IMPORT_UPLOAD, async (request, reply) => {
    const viewer = await requireUser(sessions, request);
    if (!request.isMultipart()) throw noFile();
    const part = await request.file({ throwFileSizeLimit: false }).catch((error: unknown) => {
      throw new AppError("BAD_REQUEST", say("imports.noFile"), { cause: error });
    });
    if (part?.fieldname !== "file") {
      part?.file.resume();
      throw noFile();
    }
    let projectId: string | null;
    try {
      projectId = projectOf(request.query, part);
      // Refused before the bytes are read: another person's project, or an import still running.
      await imports.admit(viewer.id, projectId);
    } catch (error) {
      part.file.resume();
      throw error;
    }
    const bytes = await readAll(part.file);
    if (part.file.truncated)
      throw new AppError("PAYLOAD_TOO_LARGE", say("imports.tooLarge", { mb: IMPORT_UPLOAD_MAX_BYTES / 1024 / 1024 }));
    if (bytes.length === 0) throw noFile();
    if (!isZip(bytes)) throw new AppError("BAD_REQUEST", say("imports.notZip"));
    const job = await imports.start(viewer.id, { projectId, fileName: shownName(part.filename), bytes });
    return reply.status(202).send(job);
  });
}
