import type { z } from "zod";
import { usageDay } from "../../../shared/allowance";
import { say } from "../../../shared/server-messages";
import { DAY_MS } from "../../../shared/time";
import type { workspaceUsageInput } from "../../../shared/workspace-usage";
import { AppError } from "../../core/errors";
import { toCsv } from "../../lib/csv";
import type { Db } from "../../lib/db";
import { MANAGERS, requireWorkspaceRole } from "./roles";
import { type UsageRow, workspaceCapUse, workspaceUsageRows } from "./usage-figures";

type DashboardInput = z.output<typeof workspaceUsageInput>;

type Counted = Pick<UsageRow, "messages" | "apiMessages" | "tokensIn" | "tokensOut" | "credits">;
const ZERO: Counted = { messages: 0, apiMessages: 0, tokensIn: 0, tokensOut: 0, credits: 0 };
const add = (sum: Counted, row: Counted): Counted => ({
  messages: sum.messages + row.messages,
  apiMessages: sum.apiMessages + row.apiMessages,
  tokensIn: sum.tokensIn + row.tokensIn,
  tokensOut: sum.tokensOut + row.tokensOut,
  credits: sum.credits + row.credits,
});
const sumOf = (rows: readonly Counted[]) => rows.reduce(add, ZERO);

/**
 * A workspace's usage dashboard (docs/product/workspaces.md#usage-dashboard): the last 7, 30 or 90 days in
 * India's calendar, per day, member and model, in replies, tokens and credits; today's use of each member against
 * their daily cap and the month's against the monthly cap. Owners and admins see every member (name and e-mail);
 * a member sees their own figures and the caps. Never a message's content, and no upstream cost
 * (docs/decisions.md D197).
 */
export function createWorkspaceUsage(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;

  async function dashboard(viewerId: string, input: DashboardInput) {
    const { workspaceId, days: length } = input;
    const role = await requireWorkspaceRole(db, workspaceId, viewerId);
    const manage = MANAGERS.includes(role);
    if (!manage && input.memberId && input.memberId !== viewerId)
      throw new AppError("FORBIDDEN", say("workspaceUsage.ownFiguresOnly"));
    const only = manage ? (input.memberId ?? null) : viewerId;

    const at = now();
    const dayOf = (index: number) => usageDay(new Date(at.getTime() - (length - 1 - index) * DAY_MS));
    const from = dayOf(0);
    const today = usageDay(at);
    const monthStart = `${today.slice(0, 8)}01`;
    const [workspace, rows, members, capUse] = await Promise.all([
      db.workspace.findUniqueOrThrow({
        where: { id: workspaceId },
        select: { id: true, name: true, memberDailyCap: true, monthlyCap: true },
      }),
      workspaceUsageRows(db, { workspaceId, from, to: today, userId: only }),
      db.workspaceMember.findMany({
        where: { workspaceId, ...(only ? { userId: only } : {}) },
        select: { userId: true, role: true, dailyCap: true, user: { select: { name: true, email: true } } },
        orderBy: { createdAt: "asc" },
      }),
      workspaceCapUse(db, workspaceId, monthStart, today),
    ]);

    // People who used the workspace in the range and have left it since still show, without a role.
    const known = new Set(members.map((member) => member.userId));
    const formerIds = [...new Set(rows.map((row) => row.userId))].filter((id) => !known.has(id));
    const former = formerIds.length
      ? await db.user.findMany({ where: { id: { in: formerIds } }, select: { id: true, name: true, email: true } })
      : [];
    const people = [
      ...members.map((member) => ({
        userId: member.userId,
        name: member.user.name,
        email: member.user.email,
        role: member.role,
        dailyCap: member.dailyCap,
        cap: member.dailyCap ?? workspace.memberDailyCap,
      })),
      ...former.map((user) => ({
        userId: user.id,
        name: user.name,
        email: user.email,
        role: null,
        dailyCap: null,
        cap: null,
      })),
    ].map((person) => {
      const usedToday = capUse.today.get(person.userId) ?? 0;
      return {
        ...person,
        usedToday,
        atCap: person.role !== null && person.cap !== null && usedToday >= person.cap,
        ...sumOf(rows.filter((row) => row.userId === person.userId)),
      };
    });

    const models = [...new Set(rows.map((row) => row.model))]
      .map((model) => {
        const ofModel = rows.filter((row) => row.model === model);
        return { model, modelName: ofModel[0]?.modelName ?? model, ...sumOf(ofModel) };
      })
      .sort((a, b) => b.credits - a.credits || b.messages - a.messages || a.modelName.localeCompare(b.modelName));

    return {
      workspace: { id: workspace.id, name: workspace.name },
      role,
      manage,
      from,
      to: today,
      caps: { memberDailyCap: workspace.memberDailyCap, monthlyCap: workspace.monthlyCap },
      // The workspace's month is the managers' to see; a member sees the cap alone (docs/product/workspaces.md#roles).
      month: { from: monthStart, used: manage ? capUse.month : null, cap: workspace.monthlyCap },
      membersAtCap: people.filter((person) => person.atCap).length,
      days: Array.from({ length }, (_, index) => {
        const day = dayOf(index);
        return { day, ...sumOf(rows.filter((row) => row.day === day)) };
      }),
      members: people,
      models,
      rows,
    };
  }

  return {
    dashboard,

    /** The dashboard's rows (per day, member and model) as a CSV file, with the member's name and e-mail. */
    async exportCsv(viewerId: string, input: DashboardInput) {
      const figures = await dashboard(viewerId, input);
      const people = new Map(figures.members.map((person) => [person.userId, person]));
      const csv = toCsv(
        ["Day", "Name", "Email", "Model", "Model name", "Replies", "API replies", "Tokens in", "Tokens out", "Credits"],
        figures.rows.map((row) => [
          row.day,
          people.get(row.userId)?.name,
          people.get(row.userId)?.email,
          row.model,
          row.modelName,
          row.messages,
          row.apiMessages,
          row.tokensIn,
          row.tokensOut,
          row.credits,
        ]),
      );
      return { filename: `workspace-usage-${figures.from}-to-${figures.to}.csv`, rows: figures.rows.length, csv };
    },
  };
}

export type WorkspaceUsage = ReturnType<typeof createWorkspaceUsage>;
