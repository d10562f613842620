import { WEB_SEARCH_PLANS } from "../../../shared/citations";
import { planIncludesTier, type Role } from "../../../shared/roles";
import { englishText, say } from "../../../shared/server-messages";
import { AppError } from "../../core/errors";
import type { CatalogService } from "../catalog";
import type { RefusalLimit } from "./refusal-limit";
import type { ChatModel } from "./turn-types";

/** How a path names a model the catalogue does not hold: the chat's 400, or `/v1`'s own 404. */
export type UnknownModel = (modelId: string) => AppError;

const unknownModel: UnknownModel = (modelId) =>
  new AppError("BAD_REQUEST", say("chat.unknownModel", { model: modelId }));

/**
 * The first step of every turn, on every path: someone refused too often is
 * turned away from memory, then the model is looked up (once, in the cached
 * catalogue) and checked against the plan in force. Refusals that count
 * toward the person's limit (refusal-limit.ts) are counted here too.
 */
export function createModelGate(deps: { catalog: CatalogService; refusals: RefusalLimit }) {
  const { catalog, refusals } = deps;

  /** A turn refused by the plan, the allowance, the replies at once or the wait in line: counted, then thrown. */
  async function refuse(userId: string, error: unknown): Promise<never> {
    if (error instanceof AppError && (error.code === "TOO_MANY_REQUESTS" || error.code === "FORBIDDEN"))
      await refusals.count(userId);
    throw error;
  }

  return {
    refuse,

    /** A model the person's plan includes, or the refusal that says why not. */
    async allowedModel(
      viewer: { id: string; role: Role },
      modelId: string,
      unknown: UnknownModel = unknownModel,
    ): Promise<ChatModel> {
      refusals.check(viewer.id);
      const model = await catalog.findByModelId(modelId);
      if (!model) throw unknown(modelId);
      if (!planIncludesTier(viewer.role, model.tier))
        return refuse(
          viewer.id,
          new AppError("FORBIDDEN", say("chat.modelForbidden"), {
            details: englishText("chat.modelNeedsPlan", { model: model.name, plan: model.tier }),
          }),
        );
      return model;
    },

    /**
     * Whether a turn may search the web (issue #31, docs/product/search.md): only on the plans that
     * include it and with a model whose switch is on. Checked before admission, so a refusal charges
     * and sends nothing; the daily limit is counted at admission (begin_reply).
     */
    async checkWebSearch(viewer: { id: string; role: Role }, model: ChatModel): Promise<void> {
      if (!(WEB_SEARCH_PLANS as readonly Role[]).includes(viewer.role))
        return refuse(viewer.id, new AppError("FORBIDDEN", say("chat.webSearchPlan")));
      if (model.webSearch === false)
        throw new AppError("BAD_REQUEST", say("chat.webSearchModel", { model: model.name }));
    },
  };
}

export type ModelGate = ReturnType<typeof createModelGate>;
