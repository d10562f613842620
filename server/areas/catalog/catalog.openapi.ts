import { z } from "zod";
import { CATALOG_SEED, catalogModelSchema } from "../../../shared/catalog";
import { ok } from "../../docs/operation";
import { operationsOf } from "../../docs/rest-operation";
import type { catalogRouter } from "./catalog.router";

const { restOperation, table } = operationsOf<{ catalog: typeof catalogRouter }>();

const [GROK] = CATALOG_SEED;

/** The public catalogue. */
export const CATALOG_OPERATIONS = table([
  restOperation({
    method: "get",
    path: "/models",
    tag: "Public",
    summary: "The model catalogue",
    description: "Every model, lowest tier first. A model's `tier` is the lowest plan that may chat with it.",
    procedure: "catalog.list",
    output: (models) => ({ models }),
    auth: "none",
    response: ok("The catalogue.", z.object({ models: z.array(catalogModelSchema) }), {
      models: [GROK as z.input<typeof catalogModelSchema>],
    }),
  }),
]);
