import { PROJECT_FILES_MAX, type ProjectFile } from "../../../shared/projects";
import type { Role } from "../../../shared/roles";
import { say } from "../../../shared/server-messages";
import { AppError } from "../../core/errors";
import type { Db } from "../../lib/db";
import type { FileUrls } from "./file-url";
import type { FilesService, IncomingFile } from "./files.service";

const tooManyFiles = () => new AppError("CONFLICT", say("projects.tooManyFiles", { max: PROJECT_FILES_MAX }));

const projectFileColumns = {
  id: true,
  userId: true,
  name: true,
  mime: true,
  bytes: true,
  pages: true,
  tokens: true,
  truncated: true,
  createdAt: true,
} as const;

/**
 * A project's reference files (issue #33, docs/product/projects.md#reference-files): Attachment rows with
 * `projectId`, uploaded through the same checks and limits as any file, at most PROJECT_FILES_MAX a project,
 * documents only (their text is what a turn carries). The caller has checked the project is the person's.
 */
export function createProjectFiles(deps: { db: Db; files: Pick<FilesService, "upload" | "forget">; urls: FileUrls }) {
  const { db, files, urls } = deps;

  const count = (projectId: string) => db.attachment.count({ where: { projectId } });

  /** Removes an upload that did not become a reference file, rows then bytes. */
  async function discard(id: string) {
    const gone = await db.attachment.deleteMany({ where: { id } });
    if (gone.count > 0) await files.forget([id]);
  }

  return {
    async list(projectId: string): Promise<ProjectFile[]> {
      const rows = await db.attachment.findMany({
        where: { projectId },
        select: projectFileColumns,
        orderBy: { id: "asc" },
      });
      return rows.map(({ userId, createdAt, ...row }) => ({
        ...row,
        createdAt: createdAt.toISOString(),
        url: urls.url(row.id, userId),
      }));
    },

    /** Uploads a file into a project: refused at once when the project is full, then checked as every upload is. */
    async add(viewer: { id: string; role: Role }, projectId: string, file: IncomingFile): Promise<ProjectFile> {
      if ((await count(projectId)) >= PROJECT_FILES_MAX) {
        file.stream.resume();
        throw tooManyFiles();
      }
      const uploaded = await files.upload(viewer, file);
      if (uploaded.kind === "image") {
        await discard(uploaded.id);
        throw new AppError("BAD_REQUEST", say("projects.fileNotDocument"));
      }
      // Counted and tied under one lock per project: two uploads at once cannot make 21.
      const tied = await db.$transaction(async (tx) => {
        await tx.$executeRaw`select pg_advisory_xact_lock(hashtextextended(${`project-files:${projectId}`}, 0))`;
        if ((await tx.attachment.count({ where: { projectId } })) >= PROJECT_FILES_MAX) return null;
        return tx.attachment.update({ where: { id: uploaded.id }, data: { projectId }, select: projectFileColumns });
      });
      if (!tied) {
        await discard(uploaded.id);
        throw tooManyFiles();
      }
      const { userId, createdAt, ...row } = tied;
      return { ...row, createdAt: createdAt.toISOString(), url: uploaded.url };
    },

    /** One reference file, rows then bytes; another project's or person's is not found. */
    async remove(userId: string, projectId: string, fileId: string): Promise<void> {
      const rows = await db.$queryRaw<Array<{ storageKey: string }>>`
        delete from "Attachment" where id = ${fileId} and "userId" = ${userId} and "projectId" = ${projectId}
        returning "storageKey"`;
      if (rows.length === 0) throw new AppError("NOT_FOUND", say("projects.fileNotFound"));
      await files.forget(rows.map((row) => row.storageKey));
    },

    /** All of a project's reference files, before the project goes (the rows would cascade, the bytes would not). */
    async removeAll(userId: string, projectId: string): Promise<void> {
      const rows = await db.$queryRaw<Array<{ storageKey: string }>>`
        delete from "Attachment" where "userId" = ${userId} and "projectId" = ${projectId} returning "storageKey"`;
      await files.forget(rows.map((row) => row.storageKey));
    },
  };
}

export type ProjectFiles = ReturnType<typeof createProjectFiles>;
