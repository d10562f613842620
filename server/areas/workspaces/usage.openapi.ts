import { z } from "zod";
import { englishText } from "../../../shared/server-messages";
import { USAGE_HISTORY_RANGES } from "../../../shared/usage";
import {
  WORKSPACE_CAP_MAX,
  workspaceCapsInput,
  workspaceMemberCapInput,
  workspaceUsageInput,
} from "../../../shared/workspace-usage";
import { EXAMPLE } from "../../docs/common.schemas";
import { csvFile, ok, sample } from "../../docs/operation";
import { operationsOf } from "../../docs/rest-operation";
import type { workspaceUsageRouter } from "./usage.router";

const { restOperation, table } = operationsOf<{ workspaceUsage: typeof workspaceUsageRouter }>();

// A workspace's caps and usage dashboard (issue #35, docs/product/workspaces.md#caps and #usage-dashboard).

const WORKSPACE_ID = "0196f5d0-1c2b-7a3d-9e4f-5a6b7c8d9e01";
const MEMBER_ID = "0196f5d2-3e4f-7b5a-8c6d-7e8f9a0b1c23";
const day = z.string().describe("YYYY-MM-DD, India's calendar.");
const int = () => z.number().int();
const cap = () => int().nullable();
const role = z.enum(["owner", "admin", "member"]);
const counts = {
  messages: int().describe("Replies: assistant messages of the workspace's conversations and its API calls."),
  apiMessages: int().describe("The API calls' part of `messages`."),
  tokensIn: int(),
  tokensOut: int(),
  credits: int(),
};
const COUNTS = { messages: 6, apiMessages: 1, tokensIn: 900, tokensOut: 4200, credits: 30 };
const NONE = { messages: 0, apiMessages: 0, tokensIn: 0, tokensOut: 0, credits: 0 };
const GROK = { model: "x-ai/grok-4-fast:free", modelName: "Grok 4 Fast" };

const dashboardResponse = z.object({
  workspace: z.object({ id: z.string(), name: z.string() }),
  role: role.describe("The caller's role."),
  manage: z.boolean().describe("Owner or admin: every member's figures; otherwise only the caller's own."),
  from: day,
  to: day,
  caps: z.object({ memberDailyCap: cap(), monthlyCap: cap() }).describe("In credits; null: no cap."),
  month: z
    .object({ from: day, used: int().nullable().describe("null for members."), cap: cap() })
    .describe("This calendar month's credits against the monthly cap."),
  membersAtCap: int().describe("Members whose use today has reached their daily cap."),
  days: z.array(z.object({ day, ...counts })).describe("Every day of the range, today last."),
  members: z.array(
    z.object({
      userId: z.string(),
      name: z.string(),
      email: z.string(),
      role: role.nullable().describe("null: used the workspace in the range and has left it since."),
      dailyCap: cap().describe("The member's own cap; null: the workspace's."),
      cap: cap().describe("The cap in force for the member today."),
      usedToday: int(),
      atCap: z.boolean(),
      ...counts,
    }),
  ),
  models: z.array(z.object({ model: z.string(), modelName: z.string(), ...counts })),
  rows: z.array(z.object({ day, userId: z.string(), model: z.string(), modelName: z.string(), ...counts })),
});

const DASHBOARD_EXAMPLE = {
  workspace: { id: WORKSPACE_ID, name: "Sahyadri Textiles Pvt Ltd" },
  role: "owner" as const,
  manage: true,
  from: "2026-11-23",
  to: "2026-11-29",
  caps: { memberDailyCap: 200, monthlyCap: 20_000 },
  month: { from: "2026-11-01", used: 4_310, cap: 20_000 },
  membersAtCap: 0,
  days: [
    ...["23", "24", "25", "26", "27", "28"].map((date) => ({ day: `2026-11-${date}`, ...NONE })),
    { day: "2026-11-29", ...COUNTS },
  ],
  members: [
    {
      userId: EXAMPLE.userId,
      name: "Asha Rao",
      email: "asha.rao@example.com",
      role: "owner" as const,
      dailyCap: null,
      cap: 200,
      usedToday: 30,
      atCap: false,
      ...COUNTS,
    },
  ],
  models: [{ ...GROK, ...COUNTS }],
  rows: [{ day: "2026-11-29", userId: EXAMPLE.userId, ...GROK, ...COUNTS }],
};

const workspacePath = sample(z.object({ workspaceId: workspaceCapsInput.shape.workspaceId }), {
  workspaceId: WORKSPACE_ID,
});
const RANGE = `the last \`days\` days (${USAGE_HISTORY_RANGES.join(", ")}; 30 when not given) in India's calendar, today included`;
const NOT_FOUND = "No such workspace, or the caller is not a member of it.";
const CAPS_400 = `A cap that is not a whole number from 0 to ${WORKSPACE_CAP_MAX.toLocaleString("en-IN")}.`;

export const WORKSPACE_USAGE_OPERATIONS = table([
  restOperation({
    method: "get",
    path: "/workspaces/{workspaceId}/usage",
    tag: "Workspaces",
    summary: "A workspace's use and caps",
    description: `Replies, tokens and credits billed to the workspace over ${RANGE}: per day, per member and per model, and the rows per day, member and model; today's credits of each member against their daily cap and the month's against the monthly cap. Owners and admins see every member (name and e-mail; \`memberId\` keeps one); a member sees only their own figures and the caps. No message content, and no upstream cost: credits are the unit.`,
    procedure: "workspaceUsage.dashboard",
    input: (request) => ({ ...(request.query as object), workspaceId: request.params.workspaceId }),
    auth: "user",
    params: workspacePath,
    query: sample(workspaceUsageInput.omit({ workspaceId: true }), { days: 7 }),
    response: ok("Oldest day first.", dashboardResponse, DASHBOARD_EXAMPLE),
    errors: {
      400: "`days` is not one of the ranges offered.",
      403: `A member asked for another member's figures (\`${englishText("workspaceUsage.ownFiguresOnly")}\`).`,
      404: NOT_FOUND,
    },
  }),
  restOperation({
    method: "get",
    path: "/workspaces/{workspaceId}/usage/export.csv",
    tag: "Workspaces",
    summary: "A workspace's use as CSV",
    description: `The dashboard's rows: one per day, member and model over ${RANGE}, with the member's name and e-mail (a member gets only their own). UTF-8 with a byte-order mark, CRLF line ends; text a spreadsheet would run as a formula is prefixed with an apostrophe.`,
    procedure: "workspaceUsage.exportCsv",
    input: (request) => ({ ...(request.query as object), workspaceId: request.params.workspaceId }),
    auth: "user",
    params: workspacePath,
    query: sample(workspaceUsageInput.omit({ workspaceId: true }), { days: 30 }),
    response: csvFile(
      "A CSV file (`content-disposition: attachment`).",
      "\uFEFFDay,Name,Email,Model,Model name,Replies,API replies,Tokens in,Tokens out,Credits\r\n2026-11-29,Asha Rao,asha.rao@example.com,x-ai/grok-4-fast:free,Grok 4 Fast,6,1,900,4200,30\r\n",
    ),
    errors: { 400: "`days` is not one of the ranges offered.", 403: "A member named another member.", 404: NOT_FOUND },
  }),
  restOperation({
    method: "put",
    path: "/workspaces/{workspaceId}/caps",
    tag: "Workspaces",
    summary: "Set the members' daily cap and the workspace's monthly cap",
    description:
      "Owners and admins. In credits; `null` or an empty string removes the cap; a cap not given stays. Every instance holds the next turn to the new caps at once.",
    procedure: "workspaceUsage.setCaps",
    input: (request) => ({ ...(request.body as object), workspaceId: request.params.workspaceId }),
    auth: "user",
    params: workspacePath,
    body: sample(workspaceCapsInput.omit({ workspaceId: true }), { memberDailyCap: 200, monthlyCap: 20_000 }),
    response: ok("Saved.", z.object({ memberDailyCap: cap(), monthlyCap: cap(), message: z.string() }), {
      memberDailyCap: 200,
      monthlyCap: 20_000,
      message: englishText("workspaceUsage.capsSaved"),
    }),
    errors: { 400: CAPS_400, 403: "The caller is a member, not an owner or admin.", 404: NOT_FOUND },
  }),
  restOperation({
    method: "put",
    path: "/workspaces/{workspaceId}/members/{memberId}/cap",
    tag: "Workspaces",
    summary: "Set one member's daily cap",
    description: "Owners and admins. In credits; `null` or an empty string gives the member the workspace's cap again.",
    procedure: "workspaceUsage.setMemberCap",
    input: (request) => ({
      ...(request.body as object),
      workspaceId: request.params.workspaceId,
      memberId: request.params.memberId,
    }),
    auth: "user",
    params: sample(workspaceMemberCapInput.pick({ workspaceId: true, memberId: true }), {
      workspaceId: WORKSPACE_ID,
      memberId: MEMBER_ID,
    }),
    body: sample(workspaceMemberCapInput.pick({ dailyCap: true }), { dailyCap: 50 }),
    response: ok("Saved.", z.object({ userId: z.string(), dailyCap: cap(), message: z.string() }), {
      userId: MEMBER_ID,
      dailyCap: 50,
      message: englishText("workspaceUsage.memberCapSaved"),
    }),
    errors: {
      400: CAPS_400,
      403: "The caller is a member, not an owner or admin.",
      404: `${NOT_FOUND} Or the person is not a member (\`workspaces.memberNotFound\`).`,
    },
  }),
]);
