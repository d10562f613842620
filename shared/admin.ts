import { z } from "zod";
import { emailSchema, nameSchema, usernameSchema } from "./auth";
import { roleSchema } from "./roles";

export const adminLoginInput = z.object({
  username: z.string({ error: "Username is required" }).trim().min(1, "Username is required").max(100),
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(1024),
  rememberMe: z.boolean().optional(),
});

const page = z.coerce.number().int().min(1).max(100_000).optional();
const pageSize = z.coerce.number().int().min(1).max(100).optional();

export const adminUsersInput = z.object({
  q: z.string().trim().max(200).optional(),
  role: roleSchema.optional(),
  page,
  pageSize,
});

export const adminPaymentsInput = z.object({
  q: z.string().trim().max(200).optional(),
  status: z.enum(["created", "completed", "failed", "refunded"]).optional(),
  page,
  pageSize,
});

export const pageInput = z.object({ page, pageSize });

export const idInput = z.object({ id: z.string({ error: "id is required" }).trim().min(1, "id is required").max(100) });

export const adminUpdateUserInput = idInput.extend({
  name: nameSchema,
  username: usernameSchema,
  email: emailSchema,
  role: roleSchema,
});

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const modelInput = z.object({
  modelId: text("Model ID", 200).regex(/^[\w.-]+\/[\w.:-]+$/, "Model ID must look like provider/model-name"),
  name: text("Name", 100),
  description: text("Description", 1000),
  provider: text("Provider", 100),
  capabilities: z.array(z.string().trim().min(1).max(60)).max(20).default([]),
  performance: text("Performance", 40),
  context: text("Context", 40),
  category: text("Category", 60),
  tier: roleSchema,
  sortOrder: z.coerce.number().int().min(0).max(10_000).optional(),
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
