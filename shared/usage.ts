import { z } from "zod";
import { PLANS } from "./plans";
import { roleSchema } from "./role-schema";
import type { Role } from "./roles";

/**
 * Daily allowances per plan (docs/product.md#changes-from-the-original-specification: plans keep their promises), edited by
 * admins in Settings and stored in the Setting table; until then the defaults
 * below hold.
 */
const perPlan = (label: string, max: number) =>
  z.object(
    Object.fromEntries(
      roleSchema.options.map((role) => [
        role,
        z.coerce
          .number({ error: `${label} for ${PLANS[role].name} must be a number` })
          .int(`${label} for ${PLANS[role].name} must be a whole number`)
          .min(0, `${label} for ${PLANS[role].name} cannot be negative`)
          .max(max, `${label} for ${PLANS[role].name} must be at most ${max}`),
      ]),
    ) as Record<Role, z.ZodCoercedNumber<unknown>>,
  );

/** One plan's limit where an empty value (or null) means none: how the admin form shows "unlimited". */
const limitOrUnlimited = (label: string, role: Role, max: number) =>
  z.preprocess(
    (value) => (value === "" || value === undefined ? null : value),
    z.coerce
      .number({ error: `${label} for ${PLANS[role].name} must be a number` })
      .int(`${label} for ${PLANS[role].name} must be a whole number`)
      .min(0, `${label} for ${PLANS[role].name} cannot be negative`)
      .max(max, `${label} for ${PLANS[role].name} must be at most ${max}`)
      .nullable(),
  );

/** Like perPlan, each plan's value a number or null for unlimited. */
const perPlanOrUnlimited = (label: string, max: number) =>
  z.object(
    Object.fromEntries(roleSchema.options.map((role) => [role, limitOrUnlimited(label, role, max)])) as Record<
      Role,
      ReturnType<typeof limitOrUnlimited>
    >,
  );

export const usageSettingsSchema = z.object({
  /** Credits a day per plan. */
  dailyCredits: perPlan("Daily credits", 1_000_000),
  /** Replies one person may have in progress at once, per plan. */
  concurrentReplies: perPlan("Concurrent replies", 1_000),
  /** Files a person may upload a day (IST), per plan (issue #30, docs/product/files.md). */
  filesPerDay: perPlan("Files a day", 1_000_000),
  /** Megabytes of attached files a person may keep, per plan. */
  storageMb: perPlan("Storage (MB)", 10_000_000),
  /** Turns that search the web a person may ask a day (IST), per plan (issue #31, docs/product/search.md). */
  searchesPerDay: perPlan("Searches a day", 1_000_000),
  /** Projects a person may have, archived ones included; null: unlimited (issue #33, docs/product/projects.md#limits). */
  projects: perPlanOrUnlimited("Projects", 100_000),
  /** What a US dollar of AI cost is in rupees, in paise (8,400 = ₹84.00), for setting costs against revenue. */
  inrPaisePerUsd: z.coerce
    .number({ error: "The dollar rate must be a number" })
    .int("The dollar rate must be a whole number of paise")
    .min(1, "The dollar rate must be at least 1 paisa")
    .max(100_000, "The dollar rate must be at most ₹1,000"),
});
export type UsageSettings = z.infer<typeof usageSettingsSchema>;

export const DEFAULT_USAGE_SETTINGS: UsageSettings = {
  dailyCredits: { starter: 30, professional: 300, enterprise: 1_500 },
  concurrentReplies: { starter: 1, professional: 3, enterprise: 5 },
  filesPerDay: { starter: 20, professional: 200, enterprise: 1_000 },
  storageMb: { starter: 100, professional: 2_048, enterprise: 10_240 },
  // Starter's 0 is also its plan's rule (shared/citations.ts WEB_SEARCH_PLANS): an admin raising it gives nothing.
  searchesPerDay: { starter: 0, professional: 50, enterprise: 200 },
  projects: { starter: 3, professional: 50, enterprise: null },
  inrPaisePerUsd: 8_400,
};

export const grantCreditsInput = z.object({
  userId: z.string({ error: "User is required" }).trim().min(1, "User is required").max(100),
  credits: z.coerce
    .number({ error: "Credits must be a number" })
    .int("Credits must be a whole number")
    .min(1, "Grant at least 1 credit")
    .max(1_000_000, "Grant at most 1,000,000 credits"),
  /** True: added to every day's allowance; false: for today only. */
  standing: z.boolean().default(false),
});

/** The ranges the profile's Usage tab offers: the last 7, 30 or 90 days in India, today included. */
export const USAGE_HISTORY_RANGES = [7, 30, 90] as const;
export type UsageHistoryRange = (typeof USAGE_HISTORY_RANGES)[number];
export const DEFAULT_USAGE_HISTORY_DAYS: UsageHistoryRange = 30;

const RANGE_MESSAGE = `Days must be ${USAGE_HISTORY_RANGES.slice(0, -1).join(", ")} or ${USAGE_HISTORY_RANGES.at(-1)}`;

/** usage.history and GET /api/usage/history: how many days back (30 when not given). */
/**
 * Today's allowance for what a chat is billed to (issue #35): the person's own plan, or a workspace where they hold a
 * seat, whose allowance is Enterprise's (docs/product/workspaces.md#billing-context).
 */
export const usageTodayInput = z.object({
  workspaceId: z.string({ error: "Workspace is required" }).trim().min(1, "Workspace is required").max(100).optional(),
});

export const usageHistoryInput = z.object({
  days: z.coerce
    .number({ error: RANGE_MESSAGE })
    .pipe(z.literal(USAGE_HISTORY_RANGES, { error: RANGE_MESSAGE }))
    .default(DEFAULT_USAGE_HISTORY_DAYS),
});
