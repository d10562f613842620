import { z } from "zod";
import { roleSchema } from "../../../shared/role-schema";
import { USAGE_HISTORY_RANGES, usageHistoryInput, usageTodayInput } from "../../../shared/usage";
import { EXAMPLE, timestamp } from "../../docs/common.schemas";
import { ok, sample } from "../../docs/operation";
import { operationsOf } from "../../docs/rest-operation";
import type { usageRouter } from "./usage.router";

const { restOperation, table } = operationsOf<{ usage: typeof usageRouter }>();

// A person's own usage: today's credits and the days behind them (the profile's Usage tab).

const day = z.string().describe("YYYY-MM-DD, India's calendar.");
const int = () => z.number().int();
/** Replies and tokens, in and out and together. */
const counts = { messages: int(), tokensIn: int(), tokensOut: int(), tokens: int().describe("tokensIn + tokensOut") };
const apiPart = { apiMessages: int(), apiTokens: int() };

const usageHistoryResponse = z.object({
  from: day,
  to: day,
  days: z.array(z.object({ day, ...counts, ...apiPart })).describe("Every day of the range, today last."),
  models: z
    .array(
      z.object({ model: z.string(), modelName: z.string(), ...counts, credits: int(), ...apiPart, apiCredits: int() }),
    )
    .describe("The range's use per model, the most credits first."),
  apiKeys: z.array(
    z.object({ id: z.string(), name: z.string(), prefix: z.string(), requests: int(), tokens: int(), credits: int() }),
  ),
  analytics: z.boolean().describe("Enterprise: `rows` holds the per-day, per-model rows."),
  rows: z.array(
    z.object({
      day,
      model: z.string(),
      modelName: z.string(),
      messages: int(),
      tokensIn: int(),
      tokensOut: int(),
      credits: int(),
      ...apiPart,
      apiCredits: int(),
    }),
  ),
});

const GROK = { model: "x-ai/grok-4-fast:free", modelName: "Grok 4 Fast" };
const USAGE_HISTORY_EXAMPLE = {
  from: "2026-11-19",
  to: "2026-11-25",
  days: [
    ...["19", "20", "21", "22", "23", "24"].map((date) => ({
      day: `2026-11-${date}`,
      messages: 0,
      tokensIn: 0,
      tokensOut: 0,
      tokens: 0,
      apiMessages: 0,
      apiTokens: 0,
    })),
    { day: "2026-11-25", messages: 4, tokensIn: 410, tokensOut: 1900, tokens: 2310, apiMessages: 1, apiTokens: 640 },
  ],
  models: [
    {
      ...GROK,
      messages: 4,
      tokensIn: 410,
      tokensOut: 1900,
      tokens: 2310,
      credits: 4,
      apiMessages: 1,
      apiTokens: 640,
      apiCredits: 1,
    },
  ],
  apiKeys: [{ id: EXAMPLE.userId, name: "CI pipeline", prefix: "ngk_4f9a", requests: 1, tokens: 640, credits: 1 }],
  analytics: false,
  rows: [],
};

export const USAGE_OPERATIONS = table([
  restOperation({
    method: "get",
    path: "/usage",
    tag: "Accounts",
    summary: "Today's credits",
    description:
      "The daily allowance of the plan in force, or with `workspaceId` of a workspace where the person holds a seat, Enterprise's (issue #35) (Starter 30, Professional 300, Enterprise 1,500 credits unless the admins changed them; plus any credits granted), what is used, and when it renews (00:00 IST). Each model costs credits per message (`credits` in /api/models).",
    procedure: "usage.today",
    auth: "user",
    query: sample(usageTodayInput, {}),
    response: ok(
      "Today's allowance.",
      z.object({
        plan: roleSchema,
        limit: int(),
        used: int(),
        remaining: int(),
        resetsAt: timestamp,
        searches: z
          .object({ limit: int(), used: int() })
          .describe("Web searches today against the plan's searches a day (issue #31); they renew with the credits."),
      }),
      {
        plan: "starter",
        limit: 30,
        used: 12,
        remaining: 18,
        resetsAt: "2026-11-23T18:30:00.000Z",
        searches: { limit: 0, used: 0 },
      },
    ),
  }),
  restOperation({
    method: "get",
    path: "/usage/history",
    tag: "Accounts",
    summary: "Use over the last days",
    description: `The last \`days\` days (${USAGE_HISTORY_RANGES.join(", ")}; 30 when not given) in India's calendar, today included: replies and tokens in and out per day, replies, tokens and credits per model, web and API together with the API's part alongside, and use per API key. Enterprise also gets \`rows\`: one per day and model, the profile's tables and CSV.`,
    procedure: "usage.history",
    auth: "user",
    query: sample(usageHistoryInput, { days: 7 }),
    response: ok("Oldest day first.", usageHistoryResponse, USAGE_HISTORY_EXAMPLE),
    errors: { 400: "`days` is not one of the ranges offered." },
  }),
]);
