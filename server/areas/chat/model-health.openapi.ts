import { z } from "zod";
import { ok } from "../../docs/operation";
import { operationsOf } from "../../docs/rest-operation";
import type { chatRouter } from "./chat.router";

const { restOperation, table } = operationsOf<{ chat: typeof chatRouter }>();

/** Model health (issue #34, docs/product/fallbacks.md#model-health): the REST twin of chat.modelHealth. */
export const MODEL_HEALTH_OPERATIONS = table([
  restOperation({
    method: "get",
    path: "/chat/models/health",
    tag: "Chat",
    summary: "The models marked unavailable now",
    description:
      "A model that failed three times within a minute is marked for a minute on every server: turns asking for it go straight to its fallbacks. The first turn after that minute tries it again.",
    procedure: "chat.modelHealth",
    auth: "user",
    response: ok("The marked models' ids (empty when all are well).", z.object({ degraded: z.array(z.string()) }), {
      degraded: ["deepseek/deepseek-chat-v3.1:free"],
    }),
  }),
]);
