import { DEFAULT_MODEL_CREDITS } from "../../../shared/allowance";
import { suggestedFallbacks } from "../../../shared/catalog";
import { englishText, say } from "../../../shared/server-messages";
import { recordAudit } from "../../core/audit";
import type { ChangeBus } from "../../core/change-bus";
import { AppError } from "../../core/errors";
import { uniqueViolation } from "../../core/prisma-errors";
import type { AdminViewer } from "../../core/session.service";
import type { Db, Tx } from "../../lib/db";
import { catalogSelect } from "../catalog";

// Prices are the business's own figures: admins see them, /api/models does not.
const adminModelSelect = { id: true, ...catalogSelect, inputPriceMicroUsd: true, outputPriceMicroUsd: true } as const;

type ModelFields = {
  modelId: string;
  name: string;
  description: string;
  provider: string;
  capabilities: string[];
  performance: string;
  context: string;
  category: string;
  tier: "starter" | "professional" | "enterprise";
  sortOrder?: number;
  credits?: number;
  vision?: boolean;
  webSearch?: boolean;
  fallbacks?: string[];
  inputPriceMicroUsd?: number;
  outputPriceMicroUsd?: number;
};

const notFound = () => new AppError("NOT_FOUND", say("admin.modelNotFound"));
const conflict = () => new AppError("CONFLICT", say("admin.modelExists"));

/** A fallback list names other models of the catalogue (docs/product/fallbacks.md#the-list). */
async function checkFallbacks(tx: Tx, modelId: string, fallbacks: string[] | undefined) {
  if (!fallbacks?.length) return;
  if (fallbacks.includes(modelId)) throw new AppError("BAD_REQUEST", say("admin.fallbackSelf"));
  const known = await tx.model.findMany({ where: { modelId: { in: fallbacks } }, select: { modelId: true } });
  const missing = fallbacks.find((id) => !known.some((model) => model.modelId === id));
  if (missing) throw new AppError("BAD_REQUEST", say("admin.fallbackUnknown", { model: missing }));
}

/**
 * The catalogue, edited. Chat gating and the public /models page read the same
 * table, so a tier change moves the model for everyone; every instance's
 * cached copy is dropped when the edit commits (change bus).
 */
export function createAdminCatalogService(deps: { db: Db; bus: ChangeBus }) {
  const { db, bus } = deps;

  async function write<T>(run: (tx: Tx) => Promise<T>): Promise<T> {
    try {
      return await bus.transaction((tx, publish) => {
        publish("catalog");
        return run(tx);
      });
    } catch (error) {
      if (uniqueViolation(error)) throw conflict();
      throw error;
    }
  }

  return {
    list() {
      return db.model.findMany({
        select: adminModelSelect,
        orderBy: [{ tier: "asc" }, { sortOrder: "asc" }, { name: "asc" }],
      });
    },

    create(admin: AdminViewer, input: ModelFields) {
      return write(async (tx) => {
        const last = await tx.model.aggregate({ _max: { sortOrder: true } });
        const sortOrder = input.sortOrder ?? (last._max.sortOrder ?? 0) + 1;
        const credits = input.credits ?? DEFAULT_MODEL_CREDITS[input.tier];
        await checkFallbacks(tx, input.modelId, input.fallbacks);
        const others = await tx.model.findMany({
          select: { modelId: true, tier: true, credits: true, sortOrder: true },
        });
        const model = await tx.model.create({
          data: {
            ...input,
            sortOrder,
            credits,
            fallbacks: input.fallbacks ?? suggestedFallbacks({ ...input, credits }, others),
          },
          select: adminModelSelect,
        });
        await recordAudit(tx, {
          adminId: admin.id,
          action: "model.create",
          entity: "Model",
          entityId: model.id,
          after: model,
        });
        return model;
      });
    },

    update(admin: AdminViewer, input: ModelFields & { id: string }) {
      const { id, ...fields } = input;
      return write(async (tx) => {
        const before = await tx.model.findUnique({ where: { id }, select: adminModelSelect });
        if (!before) throw notFound();
        await checkFallbacks(tx, fields.modelId, fields.fallbacks);
        const model = await tx.model.update({
          where: { id },
          data: { ...fields, sortOrder: fields.sortOrder ?? before.sortOrder },
          select: adminModelSelect,
        });
        // A new Model ID: the lists that named the old one name the new one.
        if (before.modelId !== model.modelId)
          await tx.$executeRaw`update "Model" set fallbacks = array_replace(fallbacks, ${before.modelId}, ${model.modelId})
                               where ${before.modelId} = any(fallbacks)`;
        await recordAudit(tx, {
          adminId: admin.id,
          action: "model.update",
          entity: "Model",
          entityId: id,
          before,
          after: model,
        });
        return model;
      });
    },

    remove(admin: AdminViewer, id: string) {
      return write(async (tx) => {
        const before = await tx.model.findUnique({ where: { id }, select: adminModelSelect });
        if (!before) throw notFound();
        await tx.model.delete({ where: { id } });
        // No list names a model that is gone.
        await tx.$executeRaw`update "Model" set fallbacks = array_remove(fallbacks, ${before.modelId})
                             where ${before.modelId} = any(fallbacks)`;
        await recordAudit(tx, { adminId: admin.id, action: "model.delete", entity: "Model", entityId: id, before });
        return { message: englishText("admin.modelDeleted") };
      });
    },
  };
}
