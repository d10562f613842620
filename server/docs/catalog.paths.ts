import { z } from "zod";
import { idInput, modelInput } from "../../shared/admin";
import { CATALOG_SEED, catalogModelSchema } from "../../shared/catalog";
import { CONTACT_SUCCESS, contactInputSchema } from "../../shared/contact";
import { EXAMPLE, messageResponse } from "./common.schemas";
import { type ApiOperation, created, ok, restOperation, sample } from "./operation";

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

const [GROK, , , , GEMMA] = CATALOG_SEED;
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
  tier: "professional",
} satisfies z.input<typeof modelInput>;

const modelPath = sample(idInput, { id: EXAMPLE.modelRowId });

/** The public catalogue and contact form, and the admin's catalogue editor. */
export const CATALOG_OPERATIONS: ApiOperation[] = [
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
  restOperation({
    method: "post",
    path: "/contact",
    tag: "Public",
    summary: "Send a message to the team",
    procedure: "contact.submit",
    auth: "none",
    body: sample(contactInputSchema, {
      name: "Vikram Iyer",
      email: "vikram.iyer@example.com",
      subject: "Team plan",
      message: "Can five of us share one Enterprise plan?",
    }),
    response: created("Stored for the admin panel.", messageResponse, { message: CONTACT_SUCCESS }),
    errors: {
      400: "A missing, too long or invalid field (control characters included).",
      429: "More than 5 messages from this address in an hour.",
    },
  }),
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
      "Without `sortOrder` it goes last; without `credits` a message costs its tier's default (Starter 1, Professional 2, Enterprise 5). Chat and /api/models see it at once.",
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
];
