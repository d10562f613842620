import type { z } from "zod";
import { PLANS } from "../../../shared/plans";
import type {
  ProjectColour,
  ProjectDetail,
  ProjectSummary,
  projectCreateInput,
  projectUpdateInput,
} from "../../../shared/projects";
import type { Role } from "../../../shared/roles";
import { say } from "../../../shared/server-messages";
import { AppError } from "../../core/errors";
import type { Db } from "../../lib/db";
import type { IncomingFile, ProjectFiles } from "../files";
import type { UsageService } from "../usage";

export const projectNotFound = () => new AppError("NOT_FOUND", say("chat.projectNotFound"));

const summaryColumns = {
  id: true,
  name: true,
  emoji: true,
  colour: true,
  archivedAt: true,
  updatedAt: true,
  _count: { select: { conversations: true } },
} as const;

type SummaryRow = {
  id: string;
  name: string;
  emoji: string;
  colour: string;
  archivedAt: Date | null;
  updatedAt: Date;
  _count: { conversations: number };
};

const summaryOf = (row: SummaryRow): ProjectSummary => ({
  id: row.id,
  name: row.name,
  emoji: row.emoji,
  colour: row.colour as ProjectColour,
  archived: row.archivedAt !== null,
  conversationCount: row._count.conversations,
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * Projects (issue #33, docs/product/projects.md): a person's folders of conversations, with instructions and
 * reference files. Every call names the person: another's project is not found, whatever the call.
 */
export function createProjectsService(deps: {
  db: Db;
  usage: Pick<UsageService, "settings">;
  files: ProjectFiles;
  /** Deletes one conversation the way "Delete" in the history does (its files' bytes, its live replies). */
  removeConversation: (userId: string, conversationId: string) => Promise<unknown>;
}) {
  const { db } = deps;

  async function owned(userId: string, projectId: string): Promise<{ id: string; instructions: string } | null> {
    return db.project.findFirst({ where: { id: projectId, userId }, select: { id: true, instructions: true } });
  }

  async function mustOwn(userId: string, projectId: string) {
    const project = await owned(userId, projectId);
    if (!project) throw projectNotFound();
    return project;
  }

  async function summary(userId: string, id: string): Promise<ProjectSummary> {
    const row = await db.project.findFirst({ where: { id, userId }, select: summaryColumns });
    if (!row) throw projectNotFound();
    return summaryOf(row);
  }

  /** Archive and unarchive: plain SQL, so `updatedAt` (the list's order) stays where it was. */
  async function setArchived(userId: string, id: string, archived: boolean) {
    const count = await db.$executeRaw`
      update "Project"
      set "archivedAt" = case when ${archived} then coalesce("archivedAt", ${new Date().toISOString()}::timestamp) else null end
      where id = ${id} and "userId" = ${userId}`;
    if (count === 0) throw projectNotFound();
    return summary(userId, id);
  }

  return {
    /** The person's projects, the unarchived first, most recently changed first. */
    async list(userId: string): Promise<ProjectSummary[]> {
      const rows = await db.project.findMany({
        where: { userId },
        orderBy: [{ archivedAt: { sort: "desc", nulls: "first" } }, { updatedAt: "desc" }],
        select: summaryColumns,
      });
      return rows.map(summaryOf);
    },

    /** The project when it is the person's, else null: every procedure that takes a project id asks this. */
    owned,

    /** A project opened: its settings and its reference files. */
    async get(userId: string, id: string): Promise<ProjectDetail> {
      const row = await db.project.findFirst({
        where: { id, userId },
        select: { ...summaryColumns, instructions: true },
      });
      if (!row) throw projectNotFound();
      return { ...summaryOf(row), instructions: row.instructions, files: await deps.files.list(id) };
    },

    /**
     * A new project, within the plan's number (archived ones count: they keep their instructions and files
     * and come back with a click). Counted under a per-person lock, so two at once cannot pass it together.
     */
    async create(viewer: { id: string; role: Role }, input: z.output<typeof projectCreateInput>) {
      const limit = (await deps.usage.settings()).projects[viewer.role];
      const id = await db.$transaction(async (tx) => {
        await tx.$executeRaw`select pg_advisory_xact_lock(hashtextextended(${`projects:${viewer.id}`}, 0))`;
        if (limit !== null && (await tx.project.count({ where: { userId: viewer.id } })) >= limit)
          throw new AppError(
            "FORBIDDEN",
            say("projects.limit", {
              plan: PLANS[viewer.role].name,
              limit,
              upgrade: viewer.role === "enterprise" ? "no" : "yes",
            }),
          );
        const row = await tx.project.create({ data: { userId: viewer.id, ...input }, select: { id: true } });
        return row.id;
      });
      return summary(viewer.id, id);
    },

    /** Changes the fields given. */
    async update(userId: string, input: z.output<typeof projectUpdateInput>) {
      const { id, ...fields } = input;
      const { count } = await db.project.updateMany({ where: { id, userId }, data: fields });
      if (count === 0) throw projectNotFound();
      return summary(userId, id);
    },

    archive: (userId: string, id: string) => setArchived(userId, id, true),
    unarchive: (userId: string, id: string) => setArchived(userId, id, false),

    /**
     * Deletes a project and its reference files. Its conversations go back to the history, or, when asked,
     * are deleted one by one the way the history deletes one (their files' bytes too, their replies stopped).
     */
    async remove(userId: string, input: { id: string; withConversations: boolean }) {
      await mustOwn(userId, input.id);
      if (input.withConversations) {
        const conversations = await db.conversation.findMany({
          where: { userId, projectId: input.id },
          select: { id: true },
        });
        // Deleted meanwhile (another tab) is what was asked for.
        for (const conversation of conversations)
          await deps.removeConversation(userId, conversation.id).catch((error: unknown) => {
            if (!(error instanceof AppError && error.status === 404)) throw error;
          });
      }
      await deps.files.removeAll(userId, input.id);
      await db.project.deleteMany({ where: { id: input.id, userId } });
      return { id: input.id, withConversations: input.withConversations };
    },

    /**
     * Moves a conversation into a project, or out of any (`projectId: null`). Plain SQL: the conversation
     * keeps its `updatedAt`, so it keeps its place by date.
     */
    async move(userId: string, input: { conversationId: string; projectId: string | null }) {
      if (input.projectId) await mustOwn(userId, input.projectId);
      const count = await db.$executeRaw`
        update "Conversation" set "projectId" = ${input.projectId}
        where id = ${input.conversationId} and "userId" = ${userId}`;
      if (count === 0) throw new AppError("NOT_FOUND", say("chat.conversationNotFound"));
      // The project moves up its list, as a change to it does; timestamps are UTC as Prisma writes them.
      if (input.projectId)
        await db.$executeRaw`update "Project" set "updatedAt" = ${new Date().toISOString()}::timestamp where id = ${input.projectId}`;
      return { conversationId: input.conversationId, projectId: input.projectId };
    },

    async files(userId: string, id: string) {
      await mustOwn(userId, id);
      return deps.files.list(id);
    },

    async addFile(viewer: { id: string; role: Role }, id: string, file: IncomingFile) {
      await mustOwn(viewer.id, id).catch((error: unknown) => {
        file.stream.resume();
        throw error;
      });
      return deps.files.add(viewer, id, file);
    },

    async removeFile(userId: string, input: { id: string; fileId: string }) {
      await mustOwn(userId, input.id);
      await deps.files.remove(userId, input.id, input.fileId);
      return { id: input.fileId };
    },
  };
}

export type ProjectsService = ReturnType<typeof createProjectsService>;
