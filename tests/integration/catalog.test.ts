import { describe, expect, it } from "vitest";
import { seedCatalog } from "../../server/areas/catalog/catalog.service";
import { CATALOG_SEED } from "../../shared/catalog";
import { setupTestApp } from "../helpers/app";

const t = setupTestApp();

describe("model catalogue", () => {
  it("is seeded with the nine launch models, 4/4/1 by tier", async () => {
    const models = await t.database.db.model.findMany({ select: { modelId: true, tier: true } });
    expect(models).toHaveLength(9);
    const byTier = (tier: string) => models.filter((model) => model.tier === tier).length;
    expect([byTier("starter"), byTier("professional"), byTier("enterprise")]).toEqual([4, 4, 1]);
    expect(models.map((model) => model.modelId).sort()).toEqual(CATALOG_SEED.map((model) => model.modelId).sort());
  });

  it("seeding again adds nothing", async () => {
    expect(await seedCatalog(t.database.db)).toBe(0);
    expect(await t.database.db.model.count()).toBe(9);
  });

  it("GET /api/models lists every model, lowest tier first", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/models" });
    expect(response.statusCode).toBe(200);
    const { models } = response.json();
    expect(models).toHaveLength(9);
    expect(models[0]).toMatchObject({
      modelId: "x-ai/grok-4-fast:free",
      name: "Grok 4 Fast",
      provider: "xAI",
      tier: "starter",
    });
    expect(models.at(-1)).toMatchObject({
      modelId: "qwen/qwen3-235b-a22b:free",
      tier: "enterprise",
      context: "32K",
      credits: 5,
    });
    expect(Object.keys(models[0]).sort()).toEqual(
      [
        "capabilities",
        "capabilitiesHi",
        "category",
        "categoryHi",
        "context",
        "credits",
        "description",
        "descriptionHi",
        "fallbacks",
        "modelId",
        "name",
        "performance",
        "performanceHi",
        "provider",
        "sortOrder",
        "tier",
        "vision",
        "webSearch",
      ].sort(),
    );
  });

  it("catalog.list answers over tRPC with the same data", async () => {
    const response = await t.app.inject({ method: "GET", url: "/trpc/catalog.list" });
    expect(response.statusCode).toBe(200);
    expect(response.json().result.data).toHaveLength(9);
  });

  it("does not bring back a model an admin removed when seeding runs at the next start", async () => {
    await t.database.db.model.delete({ where: { modelId: "openai/gpt-oss-20b:free" } });
    expect(await seedCatalog(t.database.db)).toBe(0);
    expect(await t.database.db.model.count()).toBe(8);
  });
});
