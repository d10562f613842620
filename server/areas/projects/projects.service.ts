import type { ProjectColour, ProjectSummary } from "../../../shared/projects";
import type { Db } from "../../lib/db";

/** Projects (issue #33, docs/product/projects.md): a person's folders of conversations. */
export function createProjectsService(deps: { db: Db }) {
  const { db } = deps;

  return {
    /** The person's projects, the unarchived first, most recently changed first. */
    async list(userId: string): Promise<ProjectSummary[]> {
      const rows = await db.project.findMany({
        where: { userId },
        orderBy: [{ archivedAt: { sort: "desc", nulls: "first" } }, { updatedAt: "desc" }],
        select: {
          id: true,
          name: true,
          emoji: true,
          colour: true,
          archivedAt: true,
          updatedAt: true,
          _count: { select: { conversations: true } },
        },
      });
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        emoji: row.emoji,
        colour: row.colour as ProjectColour,
        archived: row.archivedAt !== null,
        conversationCount: row._count.conversations,
        updatedAt: row.updatedAt.toISOString(),
      }));
    },

    /** The project when it is the person's, else null: every procedure that takes a project id asks this. */
    owned(userId: string, projectId: string): Promise<{ id: string; instructions: string } | null> {
      return db.project.findFirst({ where: { id: projectId, userId }, select: { id: true, instructions: true } });
    },
  };
}

export type ProjectsService = ReturnType<typeof createProjectsService>;
