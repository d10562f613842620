import { z } from "zod";
import { idInput, modelInput } from "../../../shared/admin";
import { CATALOG_SEED, catalogModelSchema } from "../../../shared/catalog";
import { EXAMPLE, messageResponse } from "../../docs/common.schemas";
import { created, ok, sample } from "../../docs/operation";
import { operationsOf } from "../../docs/rest-operation";
import type { adminRouter } from "./admin.router";

const { restOperation, table } = operationsOf<{ admin: typeof adminRouter }>();

const adminModel = catalogModelSchema.extend({
  id: z.string(),
  inputPriceMicroUsd: z
    .number()
    .int()
    .describe("Upstream price per million input tokens, in millionths of a US dollar."),
  outputPriceMicroUsd: z
    .number()
    .int()
    .describe("Upstream price per million output tokens, in millionths of a US dollar."),
});

const [, , , , GEMMA] = CATALOG_SEED;
const ADMIN_MODEL = {
  id: EXAMPLE.modelRowId,
  ...(GEMMA as z.input<typeof catalogModelSchema>),
  inputPriceMicroUsd: 0,
  outputPriceMicroUsd: 0,
};
const { sortOrder: _, ...MODEL_FIELDS } = ADMIN_MODEL;
const NEW_MODEL = {
  modelId: "mistralai/mistral-small-3.2-24b-instruct:free",
  name: "Mistral Small 3.2 24B",
  description: "Mistral's small instruction model, quick at structured answers and function calling.",
  provider: "Mistral AI",
  capabilities: ["Instruction following", "Function calling"],
  performance: "Fast",
  context: "32K",
  category: "General",
  descriptionHi: "Mistral का छोटा निर्देश-मॉडल, व्यवस्थित जवाबों और फ़ंक्शन कॉलिंग में तेज़।",
  capabilitiesHi: ["निर्देशों का पालन", "फ़ंक्शन कॉलिंग"],
  performanceHi: "तेज़",
  categoryHi: "सामान्य",
  tier: "professional",
} satisfies z.input<typeof modelInput>;

const modelPath = sample(idInput, { id: EXAMPLE.modelRowId });

/** The admin's catalogue editor. */
export const ADMIN_CATALOG_OPERATIONS = table([
  restOperation({
    method: "get",
    path: "/admin/models",
    tag: "Administration",
    summary: "The catalogue, for editing",
    procedure: "admin.models.list",
    auth: "admin",
    response: ok("Every model, lowest tier first, with its row id.", z.array(adminModel), [ADMIN_MODEL]),
  }),
  restOperation({
    method: "post",
    path: "/admin/models",
    tag: "Administration",
    summary: "Add a model",
    description:
      "Without `sortOrder` it goes last; without `credits` a message costs its tier's default (Starter 1, Professional 2, Enterprise 5); without `vision` it does not read images; without `webSearch` it may search the web; without `fallbacks` it gets the suggested ones (other models of its tier, then lower tiers, none costing more credits). Chat and /api/models see it at once.",
    procedure: "admin.models.create",
    auth: "admin",
    body: sample(modelInput, NEW_MODEL),
    response: created("Added (and audited).", adminModel, {
      ...NEW_MODEL,
      id: "0196f4a0-6c2d-7b8e-9a13-4f5e7d1c3b20",
      sortOrder: 10,
      credits: 1,
      inputPriceMicroUsd: 0,
      outputPriceMicroUsd: 0,
      vision: false,
      webSearch: true,
      fallbacks: ["google/gemma-3n-e2b-it:free", "meta-llama/llama-3.3-8b-instruct:free"],
    }),
    errors: { 409: "A model with this Model ID exists." },
  }),
  restOperation({
    method: "put",
    path: "/admin/models/{id}",
    tag: "Administration",
    summary: "Edit a model",
    description: "A tier change moves the model for chat gating and /api/models.",
    procedure: "admin.models.update",
    auth: "admin",
    params: modelPath,
    body: sample(modelInput, { ...MODEL_FIELDS, tier: "starter" }),
    response: ok("Saved (and audited).", adminModel, { ...ADMIN_MODEL, tier: "starter" }),
    errors: { 404: "No such model.", 409: "Another model has this Model ID." },
  }),
  restOperation({
    method: "delete",
    path: "/admin/models/{id}",
    tag: "Administration",
    summary: "Remove a model",
    procedure: "admin.models.delete",
    auth: "admin",
    params: modelPath,
    response: ok("Removed (and audited).", messageResponse, { message: "Model deleted successfully" }),
    errors: { 404: "No such model." },
  }),
]);
