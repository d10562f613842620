// A workspace's caps and usage dashboard (issue #35, docs/product/workspaces.md#caps and #usage-dashboard): the
// figures from the workspace's replies and API calls only (not a personal conversation, not another workspace's),
// a member seeing only their own, the caps' checks, a cap change felt by a second instance's seat within a second,
// the CSV, and never a message's content.
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWorkspaceAccess } from "../../server/areas/workspaces/access";
import { createAppDeps } from "../../server/deps";
import { usageDay } from "../../shared/allowance";
import { DAY_MS } from "../../shared/time";
import { get, put, signUp, trpcMutation, trpcQuery } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";
import { within1s } from "../helpers/instances";

const t = setupTestApp();
type Person = Awaited<ReturnType<typeof signUp>>;

const SECRET = "SECRET-CONTENT-never-on-the-dashboard";
const A = { model: "x-ai/grok-4-fast:free", modelName: "Grok 4 Fast" };
const B = { model: "openai/gpt-4o-mini", modelName: "GPT-4o mini" };

let owner: Person;
let member: Person;
let stranger: Person;
let workspaceId: string;
let otherWorkspaceId: string;
let secondDeps: Awaited<ReturnType<typeof createAppDeps>>;

async function workspace(name: string, people: Array<[Person, "owner" | "admin" | "member"]>) {
  const created = await t.database.db.workspace.create({
    data: {
      name,
      billingAddress: "12 MG Road, Pune",
      billingState: "27",
      billingEmail: "accounts@example.com",
      seats: 5,
      period: "monthly",
      paidUntil: new Date(Date.now() + 30 * DAY_MS),
      members: { create: people.map(([person, role]) => ({ userId: person._id, role })) },
    },
  });
  return created.id;
}

/** A conversation of `person` billed to `billedTo` with one question and reply per entry, `daysAgo` back. */
async function chat(
  person: Person,
  billedTo: string | null,
  replies: Array<{ daysAgo: number; model: typeof A; credits: number; tokensIn: number; tokensOut: number }>,
) {
  const { db } = t.database;
  const conversation = await db.conversation.create({
    data: { userId: person._id, title: SECRET, workspaceId: billedTo },
  });
  for (const reply of replies) {
    const at = new Date(t.clock.now().getTime() - reply.daysAgo * DAY_MS);
    const question = await db.message.create({
      data: { conversationId: conversation.id, role: "user", content: SECRET, createdAt: at },
    });
    await db.message.create({
      data: {
        conversationId: conversation.id,
        parentId: question.id,
        role: "assistant",
        content: SECRET,
        ...reply.model,
        credits: reply.credits,
        tokensIn: reply.tokensIn,
        tokensOut: reply.tokensOut,
        costMicroUsd: 1234,
        plan: "enterprise",
        createdAt: at,
      },
    });
  }
}

const today = () => usageDay(t.clock.now());
const dayBack = (days: number) => usageDay(new Date(t.clock.now().getTime() - days * DAY_MS));

beforeAll(async () => {
  [owner, member, stranger] = await Promise.all([signUp(t), signUp(t), signUp(t)]);
  workspaceId = await workspace("Sahyadri Textiles", [
    [owner, "owner"],
    [member, "member"],
  ]);
  otherWorkspaceId = await workspace("Konkan Exports", [
    [owner, "owner"],
    [stranger, "member"],
  ]);
  await chat(owner, workspaceId, [
    { daysAgo: 0, model: A, credits: 5, tokensIn: 10, tokensOut: 20 },
    { daysAgo: 0, model: A, credits: 5, tokensIn: 10, tokensOut: 20 },
    { daysAgo: 1, model: B, credits: 2, tokensIn: 3, tokensOut: 4 },
  ]);
  await chat(member, workspaceId, [
    { daysAgo: 0, model: B, credits: 2, tokensIn: 1, tokensOut: 2 },
    { daysAgo: 3, model: A, credits: 5, tokensIn: 100, tokensOut: 200 },
  ]);
  // Neither counts: the member's personal conversation, and the owner's in another workspace.
  await chat(member, null, [{ daysAgo: 0, model: A, credits: 5, tokensIn: 999, tokensOut: 999 }]);
  await chat(owner, otherWorkspaceId, [{ daysAgo: 0, model: A, credits: 5, tokensIn: 888, tokensOut: 888 }]);
  const { db } = t.database;
  await db.apiUsage.createMany({
    data: [
      { userId: member._id, workspaceId, tokensIn: 7, tokensOut: 11 },
      { userId: member._id, workspaceId: null, tokensIn: 70, tokensOut: 110 },
    ].map((row) => ({
      ...row,
      model: A.model,
      status: "complete" as const,
      credits: 5,
      plan: "enterprise" as const,
      createdAt: t.clock.now(),
    })),
  });
  // What the turn charged against the caps (ws-billing writes these as turns are accepted).
  await db.workspaceUsageDay.createMany({
    data: [
      { workspaceId, userId: owner._id, day: new Date(`${today()}T00:00:00Z`), used: 10 },
      { workspaceId, userId: member._id, day: new Date(`${today()}T00:00:00Z`), used: 12 },
      { workspaceId, userId: owner._id, day: new Date(`${dayBack(1)}T00:00:00Z`), used: 2 },
      { workspaceId: otherWorkspaceId, userId: owner._id, day: new Date(`${today()}T00:00:00Z`), used: 5 },
    ],
  });
  const log = pino({ level: "silent" });
  secondDeps = await createAppDeps(t.config, t.database.db, log);
});

afterAll(async () => {
  await secondDeps?.jobs.stop();
  await secondDeps?.limiter.close();
  await secondDeps?.bus.close();
});

const dashboardOf = async (person: Person, input: Record<string, unknown>) => {
  const response = await trpcQuery(t, "workspaceUsage.dashboard", { workspaceId, ...input }, person.token);
  return { status: response.statusCode, body: response.body, data: response.json().result?.data };
};

describe("the usage dashboard", () => {
  it("counts the workspace's replies and API calls per day, member and model, and nothing else", async () => {
    const { status, body, data } = await dashboardOf(owner, { days: 7 });
    expect(status, body).toBe(200);
    expect(body).not.toContain("SECRET");
    expect(body).not.toContain("costMicroUsd");
    expect(data).toMatchObject({ manage: true, role: "owner", from: dayBack(6), to: today() });
    expect(data.days).toHaveLength(7);
    const byDay = Object.fromEntries(data.days.map((day: { day: string }) => [day.day, day]));
    // Today: the owner's two on A, the member's one on B and one API call on A.
    expect(byDay[today()]).toEqual({
      day: today(),
      messages: 4,
      apiMessages: 1,
      tokensIn: 28,
      tokensOut: 53,
      credits: 17,
    });
    expect(byDay[dayBack(1)]).toMatchObject({ messages: 1, credits: 2 });
    expect(byDay[dayBack(3)]).toMatchObject({ messages: 1, tokensIn: 100, credits: 5 });
    expect(byDay[dayBack(2)]).toMatchObject({ messages: 0, credits: 0 });

    const people = Object.fromEntries(data.members.map((person: { userId: string }) => [person.userId, person]));
    expect(people[owner._id]).toMatchObject({
      name: owner.name,
      email: owner.email,
      role: "owner",
      messages: 3,
      credits: 12,
      usedToday: 10,
    });
    expect(people[member._id]).toMatchObject({
      role: "member",
      messages: 3,
      apiMessages: 1,
      credits: 12,
      usedToday: 12,
    });
    expect(data.members).toHaveLength(2);
    expect(data.models).toEqual([
      { ...A, messages: 4, apiMessages: 1, tokensIn: 127, tokensOut: 251, credits: 20 },
      { ...B, messages: 2, apiMessages: 0, tokensIn: 4, tokensOut: 6, credits: 4 },
    ]);
    expect(data.rows).toContainEqual({
      day: today(),
      userId: member._id,
      ...A,
      messages: 1,
      apiMessages: 1,
      tokensIn: 7,
      tokensOut: 11,
      credits: 5,
    });
    expect(data.rows).toHaveLength(5);
    // The month: this workspace's charged credits (the day before may fall in last month on the 1st).
    expect(data.month.used).toBe(today().slice(0, 7) === dayBack(1).slice(0, 7) ? 24 : 22);

    // The 90-day range holds the same replies; 30 days too.
    const wide = await dashboardOf(owner, { days: 90 });
    expect(wide.data.days).toHaveLength(90);
    expect(wide.data.rows).toEqual(data.rows);
  });

  it("shows a member only their own figures and the caps", async () => {
    const { status, body, data } = await dashboardOf(member, { days: 30 });
    expect(status, body).toBe(200);
    expect(body).not.toContain("SECRET");
    expect(body).not.toContain(owner.email);
    expect(data).toMatchObject({ manage: false, role: "member", caps: { memberDailyCap: null, monthlyCap: null } });
    expect(data.month.used).toBeNull();
    expect(data.members.map((person: { userId: string }) => person.userId)).toEqual([member._id]);
    expect(new Set(data.rows.map((row: { userId: string }) => row.userId))).toEqual(new Set([member._id]));
    expect(data.days.reduce((sum: number, day: { credits: number }) => sum + day.credits, 0)).toBe(12);

    // Another member's figures by id: refused; a stranger's workspace: not found.
    const asked = await dashboardOf(member, { days: 7, memberId: owner._id });
    expect(asked.status).toBe(403);
    expect(asked.body).toContain("Members see only their own use");
    expect((await dashboardOf(stranger, { days: 7 })).status).toBe(404);

    // REST twin, same answer.
    const rest = await get(t, `/api/workspaces/${workspaceId}/usage?days=30`, member.token);
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().members).toHaveLength(1);
    expect(
      (await get(t, `/api/workspaces/${workspaceId}/usage?days=30&memberId=${owner._id}`, member.token)).statusCode,
    ).toBe(403);
    // A manager may narrow the dashboard to one member.
    const one = await dashboardOf(owner, { days: 7, memberId: member._id });
    expect(one.data.members.map((person: { userId: string }) => person.userId)).toEqual([member._id]);
    expect((await get(t, `/api/workspaces/${workspaceId}/usage?days=14`, owner.token)).statusCode).toBe(400);
  });

  it("downloads the rows per day, member and model as CSV", async () => {
    const response = await get(t, `/api/workspaces/${workspaceId}/usage/export.csv?days=7`, owner.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toContain("text/csv");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="workspace-usage-${dayBack(6)}-to-${today()}.csv"`,
    );
    expect(response.body).not.toContain("SECRET");
    const lines = response.body
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe("Day,Name,Email,Model,Model name,Replies,API replies,Tokens in,Tokens out,Credits");
    expect(lines).toHaveLength(6);
    expect(lines).toContain(`${today()},${member.name},${member.email},${A.model},${A.modelName},1,1,7,11,5`);
    expect(lines).toContain(`${dayBack(3)},${member.name},${member.email},${A.model},${A.modelName},1,0,100,200,5`);

    const mine = await trpcQuery(t, "workspaceUsage.exportCsv", { workspaceId, days: 7 }, member.token);
    const csv: string = mine.json().result.data.csv;
    expect(csv).not.toContain(owner.email);
    expect(csv.trimEnd().split("\r\n")).toHaveLength(4);
  });
});

describe("caps", () => {
  const setCaps = (person: Person, body: Record<string, unknown>) =>
    put(t, `/api/workspaces/${workspaceId}/caps`, body, person.token);

  it("takes whole numbers from 0, empty for none, with a clear 400 otherwise", async () => {
    for (const [body, text] of [
      [{ memberDailyCap: -1 }, "Daily cap per member cannot be negative"],
      [{ memberDailyCap: "lots" }, "Daily cap per member must be a number"],
      [{ monthlyCap: 2.5 }, "Monthly cap must be a whole number"],
      [{ monthlyCap: 100_000_001 }, "Monthly cap must be at most 100000000"],
    ] as const) {
      const response = await setCaps(owner, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.body).toContain(text);
    }
    const memberCap = await put(
      t,
      `/api/workspaces/${workspaceId}/members/${member._id}/cap`,
      { dailyCap: "-3" },
      owner.token,
    );
    expect(memberCap.statusCode).toBe(400);
    expect(memberCap.body).toContain("Daily cap cannot be negative");

    const saved = await setCaps(owner, { memberDailyCap: "", monthlyCap: 0 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ memberDailyCap: null, monthlyCap: 0, message: "Caps saved." });
    const partly = await setCaps(owner, { memberDailyCap: 40 });
    expect(partly.json()).toMatchObject({ memberDailyCap: 40, monthlyCap: 0 });
    await setCaps(owner, { memberDailyCap: null, monthlyCap: null });
  });

  it("are set by owners and admins only, and only for members", async () => {
    expect((await setCaps(member, { monthlyCap: 10 })).statusCode).toBe(403);
    expect((await setCaps(stranger, { monthlyCap: 10 })).statusCode).toBe(404);
    const notMember = await put(
      t,
      `/api/workspaces/${workspaceId}/members/${stranger._id}/cap`,
      { dailyCap: 5 },
      owner.token,
    );
    expect(notMember.statusCode).toBe(404);
    expect(notMember.body).toContain("not a member of the workspace");
    const byMember = await trpcMutation(
      t,
      "workspaceUsage.setMemberCap",
      { workspaceId, memberId: member._id, dailyCap: 1000 },
      member.token,
    );
    expect(byMember.statusCode).toBe(403);
  });

  it("reach a second instance's seat within a second, and show a member at their cap", async () => {
    const elsewhere = createWorkspaceAccess({ db: t.database.db, bus: secondDeps.bus, now: t.clock.now });
    const capThere = async () => (await elsewhere.seatFor(member._id, workspaceId))?.dailyCap ?? null;
    const monthlyThere = async () => (await elsewhere.seatFor(member._id, workspaceId))?.monthlyCap ?? null;
    // Read once so the second instance holds the seat in memory: only the bus can make it let go.
    expect(await capThere()).toBeNull();

    expect((await setCaps(owner, { memberDailyCap: 100, monthlyCap: 5000 })).statusCode).toBe(200);
    expect(await within1s(capThere, 100)).toBe(100);
    expect(await within1s(monthlyThere, 5000)).toBe(5000);

    const own = await put(t, `/api/workspaces/${workspaceId}/members/${member._id}/cap`, { dailyCap: 12 }, owner.token);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ userId: member._id, dailyCap: 12 });
    expect(await within1s(capThere, 12)).toBe(12);

    const { data } = await dashboardOf(owner, { days: 7 });
    expect(data.caps).toEqual({ memberDailyCap: 100, monthlyCap: 5000 });
    expect(data.membersAtCap).toBe(1);
    const people = Object.fromEntries(data.members.map((person: { userId: string }) => [person.userId, person]));
    expect(people[member._id]).toMatchObject({ dailyCap: 12, cap: 12, usedToday: 12, atCap: true });
    expect(people[owner._id]).toMatchObject({ dailyCap: null, cap: 100, usedToday: 10, atCap: false });

    // Back to the workspace's cap.
    await put(t, `/api/workspaces/${workspaceId}/members/${member._id}/cap`, { dailyCap: null }, owner.token);
    expect(await within1s(capThere, 100)).toBe(100);
  });
});
