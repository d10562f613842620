import { CATALOG_SEED } from "../../../shared/catalog";
import type { Db } from "../../lib/db";

/** The public fields of a catalogue entry (the admin view adds id and timestamps). */
export const catalogSelect = {
  modelId: true,
  name: true,
  provider: true,
  description: true,
  capabilities: true,
  performance: true,
  context: true,
  category: true,
  tier: true,
  sortOrder: true,
} as const;

export function createCatalogService(deps: { db: Db }) {
  const { db } = deps;
  return {
    /** Every model, lowest tier first, in the catalogue's own order. */
    list() {
      return db.model.findMany({
        select: catalogSelect,
        orderBy: [{ tier: "asc" }, { sortOrder: "asc" }, { name: "asc" }],
      });
    },

    findByModelId(modelId: string) {
      return db.model.findUnique({ where: { modelId }, select: catalogSelect });
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;

/**
 * Fills an empty catalogue with the nine launch models. Only an empty one: once
 * admins have edited the catalogue, a restart must not bring deleted models back
 * or undo their edits. Two instances starting together cannot duplicate rows
 * (modelId is unique and duplicates are skipped).
 */
export async function seedCatalog(db: Db): Promise<number> {
  if ((await db.model.count()) > 0) return 0;
  const { count } = await db.model.createMany({ data: [...CATALOG_SEED], skipDuplicates: true });
  return count;
}
