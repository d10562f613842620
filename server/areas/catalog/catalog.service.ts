import { CATALOG_SEED, type CatalogModel } from "../../../shared/catalog";
import type { ChangeBus } from "../../core/change-bus";
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
  descriptionHi: true,
  capabilitiesHi: true,
  performanceHi: true,
  categoryHi: true,
  tier: true,
  sortOrder: true,
  credits: true,
  vision: true,
  webSearch: true,
  fallbacks: true,
} as const;

/** How long a read is served from memory; edits drop it everywhere at once (change bus), this only bounds a surprise. */
const CACHE_MS = 5_000;

export function createCatalogService(deps: { db: Db; bus: ChangeBus }) {
  const { db, bus } = deps;
  // Nine rows read on every chat turn and every /models visit.
  const cache = bus.cache<CatalogModel[]>({ ttlMs: CACHE_MS });
  bus.subscribe("catalog", () => cache.clear());

  function load(): Promise<CatalogModel[]> {
    return cache.get(
      "all",
      () =>
        db.model.findMany({
          select: catalogSelect,
          orderBy: [{ tier: "asc" }, { sortOrder: "asc" }, { name: "asc" }],
        }) as Promise<CatalogModel[]>,
    );
  }

  return {
    /** Every model, lowest tier first, in the catalogue's own order. */
    list: load,

    async findByModelId(modelId: string): Promise<CatalogModel | undefined> {
      return (await load()).find((model) => model.modelId === modelId);
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
