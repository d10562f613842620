import { z } from "zod";
import { pageInput } from "../../../shared/admin";
import { roleSchema } from "../../../shared/role-schema";
import { EXAMPLE, pageFields, timestamp } from "../../docs/common.schemas";
import { ok, sample } from "../../docs/operation";
import { operationsOf } from "../../docs/rest-operation";
import type { adminRouter } from "./admin.router";

const { restOperation, table } = operationsOf<{ admin: typeof adminRouter }>();

const money = {
  messages: z.number().int().describe("Replies, web and API together."),
  costMicroUsd: z.number().describe("Millionths of a US dollar, web and API together."),
  costPaise: z.number().int().describe("The cost in paise at `inrPaisePerUsd`."),
  apiMessages: z.number().int().describe("The replies of `messages` made through `/v1`."),
  apiCostMicroUsd: z.number().describe("The part of `costMicroUsd` spent through `/v1`."),
  apiCostPaise: z.number().int().describe("The part of `costPaise` spent through `/v1`."),
  searches: z.number().int().describe("The replies of `messages` that searched the web (issue #31)."),
  searchCostMicroUsd: z
    .number()
    .describe("The web searches' part of `costMicroUsd` (docs/product/search.md#cost: estimated, never above it)."),
  searchCostPaise: z.number().int().describe("The web searches' part of `costPaise`."),
};

const usageReport = z.object({
  from: z.string().describe("The first day, YYYY-MM-DD (IST)."),
  to: z.string().describe("Today, YYYY-MM-DD (IST)."),
  inrPaisePerUsd: z.number().int(),
  apiShare: z.number().describe("The API's share of the period's cost, 0 to 1."),
  searchCostMicroUsd: z.number().describe("The web searches' part of the period's cost (issue #31)."),
  days: z.array(z.object({ day: z.string(), tokens: z.number(), revenuePaise: z.number(), ...money })),
  plans: z.array(
    z.object({
      plan: roleSchema,
      payments: z.number().int(),
      revenuePaise: z.number(),
      marginPaise: z.number().describe("Revenue less cost."),
      ...money,
    }),
  ),
  topUsers: z.array(z.object({ userId: z.string(), name: z.string(), email: z.string(), ...money })),
  models: z.array(z.object({ model: z.string(), modelName: z.string(), tokens: z.number(), ...money })),
});

const USAGE_REPORT = {
  from: "2026-10-25",
  to: "2026-11-23",
  inrPaisePerUsd: 8400,
  apiShare: 0.12,
  searchCostMicroUsd: 48_000,
  days: [
    {
      day: "2026-11-23",
      messages: 1840,
      tokens: 2_310_000,
      costMicroUsd: 412_000,
      costPaise: 3461,
      apiMessages: 120,
      apiCostMicroUsd: 52_000,
      apiCostPaise: 437,
      searches: 0,
      searchCostMicroUsd: 0,
      searchCostPaise: 0,
      revenuePaise: 108_600,
    },
  ],
  plans: [
    {
      plan: "professional" as const,
      messages: 12_400,
      payments: 212,
      revenuePaise: 5_278_800,
      costMicroUsd: 2_900_000,
      costPaise: 24_360,
      apiMessages: 0,
      apiCostMicroUsd: 0,
      apiCostPaise: 0,
      searches: 0,
      searchCostMicroUsd: 0,
      searchCostPaise: 0,
      marginPaise: 5_254_440,
    },
  ],
  topUsers: [
    {
      userId: EXAMPLE.userId,
      name: "Asha Rao",
      email: "asha.rao@example.com",
      messages: 640,
      costMicroUsd: 98_000,
      costPaise: 823,
      apiMessages: 40,
      apiCostMicroUsd: 9_000,
      apiCostPaise: 76,
      searches: 0,
      searchCostMicroUsd: 0,
      searchCostPaise: 0,
    },
  ],
  models: [
    {
      model: "qwen/qwen3-235b-a22b:free",
      modelName: "Qwen3 235B A22B",
      messages: 910,
      tokens: 1_200_000,
      costMicroUsd: 210_000,
      costPaise: 1764,
      apiMessages: 60,
      apiCostMicroUsd: 14_000,
      apiCostPaise: 118,
      searches: 0,
      searchCostMicroUsd: 0,
      searchCostPaise: 0,
    },
  ],
};

const byDay = <T extends z.ZodRawShape>(shape: T) => z.array(z.object({ date: z.iso.date(), ...shape }));

const PAGE = sample(pageInput, { page: 1, pageSize: 20 });

/** The admin panel's figures, the contact messages and the audit log. */
export const ADMIN_REPORT_OPERATIONS = table([
  restOperation({
    method: "get",
    path: "/admin/stats",
    tag: "Administration",
    summary: "User counts by plan, and the last 30 days",
    description:
      "People are counted by the plan in force: a paid plan past its end counts as Starter; a plan an administrator set without an end counts as that plan.",
    procedure: "admin.stats",
    auth: "admin",
    response: ok(
      "Counts; the by-day series cover the last 30 days, oldest first (revenue in paise).",
      z.object({
        totalUsers: z.number().int(),
        enterpriseUsers: z.number().int(),
        professionalUsers: z.number().int(),
        starterUsers: z.number().int(),
        recentUsers: z.number().int().describe("Sign-ups in the last 30 days."),
        signupsByDay: byDay({ count: z.number().int() }),
        revenueByDay: byDay({ amount: z.number().int() }),
      }),
      {
        totalUsers: 1284,
        enterpriseUsers: 37,
        professionalUsers: 212,
        starterUsers: 1035,
        recentUsers: 164,
        signupsByDay: [
          { date: "2025-06-11", count: 6 },
          { date: "2025-06-12", count: 9 },
        ],
        revenueByDay: [
          { date: "2025-06-11", amount: 74700 },
          { date: "2025-06-12", amount: 108600 },
        ],
      },
    ),
  }),
  restOperation({
    method: "get",
    path: "/admin/usage",
    tag: "Administration",
    summary: "AI cost against revenue, the last 30 days",
    description:
      "Days are India's (00:00 IST). Costs are the upstream's own (`usage.cost`, or an estimate for stopped replies) in millionths of a US dollar, and in paise at the settings' rate; revenue is completed payments, in paise. A plan's cost is that of the replies sold under it. Replies and costs include `/v1` API calls; the `api…` fields give their part.",
    procedure: "admin.usage.report",
    auth: "admin",
    response: ok("The report.", usageReport, USAGE_REPORT),
  }),
  restOperation({
    method: "get",
    path: "/admin/contact-messages",
    tag: "Administration",
    summary: "Messages sent through the contact form, newest first",
    procedure: "admin.contactMessages",
    auth: "admin",
    query: PAGE,
    response: ok(
      "One page of messages.",
      z.object({
        messages: z.array(
          z.object({
            id: z.string(),
            name: z.string(),
            email: z.string(),
            subject: z.string(),
            message: z.string(),
            createdAt: timestamp,
          }),
        ),
        ...pageFields,
      }),
      {
        messages: [
          {
            id: "0196f3d1-4a7b-7c2e-8f91-5b3d7e9a1c08",
            name: "Vikram Iyer",
            email: "vikram.iyer@example.com",
            subject: "Team plan",
            message: "Can five of us share one Enterprise plan?",
            createdAt: "2025-06-12T07:20:44.019Z",
          },
        ],
        total: 1,
        page: 1,
        pageSize: 20,
      },
    ),
    errors: { 400: "An invalid page or page size." },
  }),
  restOperation({
    method: "get",
    path: "/admin/audit-log",
    tag: "Administration",
    summary: "Every admin change (who, what, when, before and after), newest first",
    procedure: "admin.auditLog",
    auth: "admin",
    query: PAGE,
    response: ok(
      "One page of entries.",
      z.object({
        entries: z.array(
          z.object({
            id: z.string(),
            action: z.string(),
            entity: z.string(),
            entityId: z.string().nullable(),
            before: z.unknown().describe("The record before the change (JSON), or null."),
            after: z.unknown().describe("The record after the change (JSON), or null."),
            createdAt: timestamp,
            adminName: z.string().describe("`N/A` once the administrator is deleted."),
            entityName: z
              .string()
              .nullable()
              .describe("Who or what the entry is about in words: a user's name and e-mail, a payment's payer."),
          }),
        ),
        ...pageFields,
      }),
      {
        entries: [
          {
            id: "0196f3e2-9b1c-7d4a-a6e3-2c8f0b5d7e19",
            action: "user.update",
            entity: "User",
            entityId: EXAMPLE.userId,
            before: { role: "starter" },
            after: { role: "professional" },
            createdAt: EXAMPLE.updatedAt,
            adminName: "Ops Team",
            entityName: "Asha Rao <asha.rao@example.com>",
          },
        ],
        total: 1,
        page: 1,
        pageSize: 20,
      },
    ),
    errors: { 400: "An invalid page or page size." },
  }),
]);
