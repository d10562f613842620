import { z } from "zod";
import { emailSchema, nameSchema, usernameSchema } from "./auth";
import { FALLBACKS_MAX } from "./catalog";
import { roleSchema } from "./role-schema";
import { plainText, requiredText } from "./text";

export const adminLoginInput = z.object({
  username: requiredText("Username", { max: 100 }),
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(1024),
  rememberMe: z.boolean().optional(),
});

const page = z.coerce.number().int().min(1).max(100_000).optional();
const pageSize = z.coerce.number().int().min(1).max(100).optional();

const search = plainText("Search", { max: 200 }).optional();

const sortDirection = z.enum(["asc", "desc"], { error: "dir must be asc or desc" }).optional();

/** The columns the users list sorts by (newest first when none is given). */
export const USER_SORTS = ["name", "username", "email", "role", "planExpiresAt", "createdAt", "lastLogin"] as const;
export type UserSort = (typeof USER_SORTS)[number];

/** The columns the payments list sorts by (newest first when none is given). */
export const PAYMENT_SORTS = ["user", "plan", "amount", "status", "paymentId", "createdAt", "paidAt"] as const;
export type PaymentSort = (typeof PAYMENT_SORTS)[number];

export type SortDirection = "asc" | "desc";

const sortOf = <T extends readonly [string, ...string[]]>(columns: T) =>
  z.enum(columns, { error: `sort must be one of: ${columns.join(", ")}` }).optional();

const userFilters = {
  q: search,
  role: roleSchema.optional(),
  sort: sortOf(USER_SORTS),
  dir: sortDirection,
};

export const adminUsersInput = z.object({ ...userFilters, page, pageSize });

/** Every user matching the list's filters, in its order: the CSV export. */
export const adminUsersExportInput = z.object(userFilters);

const paymentFilters = {
  q: search,
  status: z.enum(["created", "completed", "failed", "refunded"]).optional(),
  /** One user's payments, by the user's id (their details page). */
  user: plainText("user", { max: 100 }).optional(),
  sort: sortOf(PAYMENT_SORTS),
  dir: sortDirection,
};

export const adminPaymentsInput = z.object({ ...paymentFilters, page, pageSize });

/** Every payment matching the list's filters, in its order: the CSV export. */
export const adminPaymentsExportInput = z.object(paymentFilters);

export const pageInput = z.object({ page, pageSize });

export const idInput = z.object({ id: requiredText("id", { max: 100 }) });

export const adminUpdateUserInput = idInput.extend({
  name: nameSchema,
  username: usernameSchema,
  email: emailSchema,
  role: roleSchema,
});

export const modelInput = z.object({
  modelId: requiredText("Model ID", { max: 200 }).regex(
    /^[\w.-]+\/[\w.:-]+$/,
    "Model ID must look like provider/model-name",
  ),
  name: requiredText("Name", { max: 100, stripBidi: true }),
  description: requiredText("Description", { max: 1000, multiline: true }),
  provider: requiredText("Provider", { max: 100 }),
  capabilities: z
    .array(requiredText("Capability", { max: 60 }))
    .max(20)
    .default([]),
  performance: requiredText("Performance", { max: 40 }),
  context: requiredText("Context", { max: 40 }),
  category: requiredText("Category", { max: 60 }),
  /** Hindi beside the English; left empty, English shows to people reading in Hindi. */
  descriptionHi: plainText("Description (Hindi)", { max: 1000, multiline: true }).default(""),
  capabilitiesHi: z
    .array(requiredText("Capability (Hindi)", { max: 60 }))
    .max(20)
    .default([]),
  performanceHi: plainText("Performance (Hindi)", { max: 40 }).default(""),
  categoryHi: plainText("Category (Hindi)", { max: 60 }).default(""),
  tier: roleSchema,
  /** The model reads images (issue #30); left out: a new model does not, an edited one keeps its setting. */
  vision: z.boolean().optional(),
  /** The model may search the web (issue #31); left out: a new model may, an edited one keeps its setting. */
  webSearch: z.boolean().optional(),
  sortOrder: z.coerce.number().int().min(0).max(10_000).optional(),
  /**
   * The models that answer instead, in order (issue #34, docs/product/fallbacks.md); left out: a new model
   * gets the suggested ones (shared/catalog.ts), an edited one keeps its list.
   */
  fallbacks: z
    .array(requiredText("Fallback", { max: 200 }))
    .max(FALLBACKS_MAX, `List at most ${FALLBACKS_MAX} fallbacks`)
    .refine((ids) => new Set(ids).size === ids.length, "List each fallback once")
    .optional(),
  /** Left out: a new model costs its tier's default (shared/usage.ts), an edited one keeps its price. */
  credits: z.coerce
    .number({ error: "Credits per message must be a number" })
    .int("Credits per message must be a whole number")
    .min(0, "Credits per message cannot be negative")
    .max(1000, "Credits per message must be at most 1000")
    .optional(),
  /** The upstream's price per million tokens in millionths of a US dollar (estimates for stopped replies). */
  inputPriceMicroUsd: z.coerce
    .number({ error: "Input price must be a number" })
    .int("Input price must be a whole number of millionths of a dollar")
    .min(0, "Input price cannot be negative")
    .max(1_000_000_000, "Input price is too high")
    .optional(),
  outputPriceMicroUsd: z.coerce
    .number({ error: "Output price must be a number" })
    .int("Output price must be a whole number of millionths of a dollar")
    .min(0, "Output price cannot be negative")
    .max(1_000_000_000, "Output price is too high")
    .optional(),
});

export const modelUpdateInput = modelInput.extend(idInput.shape);

export const adminProfileInput = z.object({
  name: nameSchema,
  username: usernameSchema,
  email: emailSchema,
});

export const adminChangePasswordInput = z.object({
  currentPassword: z.string({ error: "All password fields are required" }).min(1, "All password fields are required"),
  newPassword: z
    .string({ error: "All password fields are required" })
    .min(8, "New password must be at least 8 characters long")
    .max(128, "New password must be at most 128 characters long"),
});
