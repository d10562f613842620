import { strFromU8, unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { usageDay } from "../../shared/allowance";
import { get, post, signUp, trpcMutation, trpcQuery } from "../helpers/accounts";
import { setupTestApp, UNLIMITED_USAGE } from "../helpers/app";

// Issue #35 (docs/product/workspaces.md#billing-context, #caps): turns and API calls billed to a workspace run on
// Enterprise's terms for a seated member, are charged to WorkspaceUsageDay with the person's allowance, within caps.
const t = setupTestApp({ upstream: true });
const FREE = "x-ai/grok-4-fast:free";
const ENTERPRISE_MODEL = "qwen/qwen3-235b-a22b:free";
const DAY = 24 * 60 * 60 * 1000;
type Person = Awaited<ReturnType<typeof signUp>>;

let creditsOf: (modelId: string) => Promise<number>;
beforeAll(() => {
  creditsOf = async (modelId) =>
    (await t.database.db.model.findUniqueOrThrow({ where: { modelId }, select: { credits: true } })).credits;
});

/** A workspace paid a month ahead with these members (Starter people: the seat alone gives Enterprise). */
async function workspaceWith(members: Person[], caps: { memberDailyCap?: number; monthlyCap?: number } = {}) {
  const { db } = t.database;
  const workspace = await db.workspace.create({
    data: {
      name: `Acme Analytics ${Math.random().toString(36).slice(2, 7)}`,
      billingAddress: "12 MG Road, Bengaluru",
      billingState: "29",
      billingEmail: "billing@acme.test",
      seats: 10,
      period: "monthly",
      paidUntil: new Date(Date.now() + 30 * DAY),
      ...caps,
    },
  });
  await db.workspaceMember.createMany({
    data: members.map((member, index) => ({
      workspaceId: workspace.id,
      userId: member._id,
      role: index === 0 ? ("owner" as const) : ("member" as const),
    })),
  });
  return workspace;
}

/** What the member used in the workspace today. */
async function usedToday(workspaceId: string, userId: string) {
  const day = new Date(`${usageDay(new Date())}T00:00:00.000Z`);
  const row = await t.database.db.workspaceUsageDay.findUnique({
    where: { workspaceId_userId_day: { workspaceId, userId, day } },
  });
  return row?.used ?? 0;
}

/** Reads until it gives `expected`, for at most a second. */
async function settled<T>(read: () => Promise<T>, expected: T): Promise<T> {
  const deadline = Date.now() + 1_000;
  let value = await read();
  while (value !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await read();
  }
  return value;
}

const chat = (person: Person, body: Record<string, unknown>) => post(t, "/api/chat", body, person.token);

describe("a turn billed to a workspace", () => {
  it("runs a seated member on Enterprise's terms, charged to the workspace, and the conversation keeps it", async () => {
    const asha = await signUp(t);
    const workspace = await workspaceWith([asha]);
    // Her own plan (Starter) does not include the model.
    expect((await chat(asha, { message: "personal", modelId: ENTERPRISE_MODEL })).statusCode).toBe(403);

    const first = await chat(asha, { message: "hello team", modelId: ENTERPRISE_MODEL, workspaceId: workspace.id });
    expect(first.statusCode, first.body).toBe(200);
    const credits = await creditsOf(ENTERPRISE_MODEL);
    expect(await usedToday(workspace.id, asha._id)).toBe(credits);
    const { conversationId } = first.json();
    const stored = await t.database.db.conversation.findUniqueOrThrow({ where: { id: conversationId } });
    expect(stored.workspaceId).toBe(workspace.id);
    const reply = await t.database.db.message.findFirstOrThrow({ where: { conversationId, role: "assistant" } });
    expect(reply.plan).toBe("enterprise");

    // A follow-up is billed to the conversation's workspace, whatever the input says.
    const again = await chat(asha, { message: "and again", modelId: ENTERPRISE_MODEL, conversationId });
    expect(again.statusCode, again.body).toBe(200);
    expect(await usedToday(workspace.id, asha._id)).toBe(2 * credits);

    // The conversation says what it is billed to (the chat's chip).
    const view = await trpcQuery(t, "chat.conversation", { id: conversationId }, asha.token);
    expect(view.json().result.data.workspace).toEqual({ id: workspace.id, name: workspace.name });
    // And the switch offers the workspace.
    const choices = await trpcQuery(t, "chat.workspaceChoices", undefined, asha.token);
    expect(choices.json().result.data).toEqual([{ id: workspace.id, name: workspace.name }]);
    expect((await get(t, "/api/chat/workspaces", asha.token)).json()).toEqual([
      { id: workspace.id, name: workspace.name },
    ]);
  });

  it("is a 404 for a stranger, and a 403 naming the workspace once the seat is gone", async () => {
    const [owner, stranger] = [await signUp(t), await signUp(t)];
    const workspace = await workspaceWith([owner]);
    const refused = await chat(stranger, { message: "hi", modelId: FREE, workspaceId: workspace.id });
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain(workspace.name);

    const started = await chat(owner, { message: "hi", modelId: FREE, workspaceId: workspace.id });
    expect(started.statusCode).toBe(200);
    await t.deps.bus.transaction(async (tx, publish) => {
      await tx.workspace.update({ where: { id: workspace.id }, data: { paidUntil: new Date(Date.now() - DAY) } });
      publish("workspace", workspace.id);
    });
    const before = t.upstream.requests.length;
    const late = await chat(owner, { message: "still?", modelId: FREE, conversationId: started.json().conversationId });
    expect(late.statusCode).toBe(403);
    expect(late.json().error).toBe(
      `You no longer have a seat in ${workspace.name}. Ask its owner or admins for one, or start a personal chat.`,
    );
    expect(t.upstream.requests.length).toBe(before);
    // The conversation stays readable.
    const view = await trpcQuery(t, "chat.conversation", { id: started.json().conversationId }, owner.token);
    expect(view.statusCode).toBe(200);
  });

  it("shows the chat's allowance for what it is billed to: Enterprise's with a seat, the person's own without", async () => {
    const [owner, stranger] = [await signUp(t), await signUp(t)];
    const workspace = await workspaceWith([owner]);
    const today = async (person: Person, input?: object) =>
      (await trpcQuery(t, "usage.today", input, person.token)).json().result.data as { plan: string; limit: number };
    expect((await today(owner)).plan).toBe("starter");
    const seated = await today(owner, { workspaceId: workspace.id });
    expect(seated.plan).toBe("enterprise");
    // No seat, no Enterprise: a stranger naming the workspace reads their own plan, and so does REST.
    expect((await today(stranger, { workspaceId: workspace.id })).plan).toBe("starter");
    const rest = await get(t, `/api/usage?workspaceId=${workspace.id}`, owner.token);
    expect(rest.json().plan).toBe("enterprise");
  });

  it("never passes a member's daily cap under parallel turns, and the refusal names the workspace", async () => {
    const member = await signUp(t);
    const credits = await creditsOf(FREE);
    const workspace = await workspaceWith([member], { memberDailyCap: 3 * credits });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        chat(member, { message: `parallel ${index}`, modelId: FREE, workspaceId: workspace.id }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    expect(await usedToday(workspace.id, member._id)).toBe(3 * credits);
    const refusal = answers.find((answer) => answer.statusCode === 429)?.json();
    expect(refusal.error).toBe(
      `Your daily cap in ${workspace.name} is ${3 * credits} credits and 0 are left today; this message needs ${credits}. The cap renews at 00:00 IST, and the workspace's owner or admins can raise it.`,
    );
  });

  it("never passes the workspace's monthly cap under parallel turns of several members", async () => {
    const people = [await signUp(t), await signUp(t), await signUp(t)];
    const credits = await creditsOf(FREE);
    const workspace = await workspaceWith(people, { monthlyCap: 4 * credits });
    const answers = await Promise.all(
      people.flatMap((person, who) =>
        Array.from({ length: 3 }, (_, index) =>
          chat(person, { message: `month ${who}.${index}`, modelId: FREE, workspaceId: workspace.id }),
        ),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(4);
    const refusal = answers.find((answer) => answer.statusCode === 429)?.json();
    expect(refusal.error).toBe(
      `${workspace.name} has 0 of its ${4 * credits} credits for this month left; this message needs ${credits}. The workspace's owner or admins can raise the monthly cap.`,
    );
    const rows = await t.database.db.workspaceUsageDay.findMany({ where: { workspaceId: workspace.id } });
    expect(rows.reduce((sum, row) => sum + row.used, 0)).toBe(4 * credits);
  });

  it("names the workspace when the seat's daily allowance is spent", async () => {
    const member = await signUp(t);
    const workspace = await workspaceWith([member]);
    const credits = await creditsOf(FREE);
    const day = new Date(`${usageDay(new Date())}T00:00:00.000Z`);
    const { enterprise } = UNLIMITED_USAGE.dailyCredits;
    await t.database.db.usageDay.create({ data: { userId: member._id, day, used: enterprise - credits + 1 } });
    const refused = await chat(member, { message: "one more", modelId: FREE, workspaceId: workspace.id });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(
      `You have used today's ${enterprise} credits of the Enterprise seat ${workspace.name} gives you (${credits - 1} left; this message needs ${credits}). They renew at 00:00 IST.`,
    );
    expect(await usedToday(workspace.id, member._id)).toBe(0);
  });

  it("gives the workspace its credits back for a failed reply and an empty API answer", async () => {
    const member = await signUp(t);
    const workspace = await workspaceWith([member]);
    const failed = await chat(member, { message: "status:503", modelId: FREE, workspaceId: workspace.id });
    expect(failed.statusCode).toBeGreaterThanOrEqual(500);
    // Given back as the reply ends, which may be just after its answer went out.
    expect(await settled(() => usedToday(workspace.id, member._id), 0)).toBe(0);
    // An API call (no fallbacks unless asked) that gets an empty reply costs nothing either.
    const created = await trpcMutation(t, "apiKeys.create", { name: "ci", workspaceId: workspace.id }, member.token);
    expect(created.statusCode, created.body).toBe(200);
    t.upstream.failModel(ENTERPRISE_MODEL, "empty");
    try {
      const call = await t.app.inject({
        method: "POST",
        url: "/v1/chat/completions",
        headers: { authorization: `Bearer ${created.json().result.data.key}` },
        payload: { model: ENTERPRISE_MODEL, messages: [{ role: "user", content: "nothing" }] },
      });
      expect(call.statusCode, call.body).toBe(200);
    } finally {
      t.upstream.healModel(ENTERPRISE_MODEL);
    }
    expect(await settled(() => usedToday(workspace.id, member._id), 0)).toBe(0);
    const day = new Date(`${usageDay(new Date())}T00:00:00.000Z`);
    const own = await t.database.db.usageDay.findUnique({ where: { userId_day: { userId: member._id, day } } });
    expect(own?.used ?? 0).toBe(0);
  });
});

describe("an API key billed to a workspace", () => {
  it("is made by a seated member, bills its calls there on Enterprise's terms, and records the workspace", async () => {
    const member = await signUp(t);
    const workspace = await workspaceWith([member]);
    // No personal key on Starter; a workspace's key needs only the seat (sudo mode: just signed up).
    const personal = await trpcMutation(t, "apiKeys.create", { name: "mine" }, member.token);
    expect(personal.statusCode).toBe(403);
    const created = await trpcMutation(t, "apiKeys.create", { name: "team", workspaceId: workspace.id }, member.token);
    expect(created.statusCode, created.body).toBe(200);
    const { key } = created.json().result.data;
    // The key's list names what it bills to.
    const listed = await trpcQuery(t, "apiKeys.list", undefined, member.token);
    expect(listed.json().result.data).toEqual([
      expect.objectContaining({ name: "team", workspaceId: workspace.id, workspace: { name: workspace.name } }),
    ]);
    const call = await t.app.inject({
      method: "POST",
      url: "/v1/chat/completions",
      headers: { authorization: `Bearer ${key}` },
      payload: { model: ENTERPRISE_MODEL, messages: [{ role: "user", content: "hello" }] },
    });
    expect(call.statusCode, call.body).toBe(200);
    const usage = await t.database.db.apiUsage.findFirstOrThrow({ where: { userId: member._id } });
    expect(usage).toMatchObject({ workspaceId: workspace.id, plan: "enterprise" });
    expect(await usedToday(workspace.id, member._id)).toBe(usage.credits);

    // A stranger cannot make one.
    const stranger = await signUp(t);
    const refused = await trpcMutation(t, "apiKeys.create", { name: "x", workspaceId: workspace.id }, stranger.token);
    expect(refused.statusCode).toBe(404);
  });
});

describe("conversations stay private to their author", () => {
  it("a member never reads another member's conversation through any procedure", async () => {
    const [asha, ravi] = [await signUp(t), await signUp(t)];
    const workspace = await workspaceWith([asha, ravi]);
    const secret = `quarterly plan ${Math.random().toString(36).slice(2)}`;
    const sent = await chat(asha, { message: secret, modelId: FREE, workspaceId: workspace.id });
    expect(sent.statusCode).toBe(200);
    const { conversationId, messageId } = sent.json();

    expect((await trpcQuery(t, "chat.conversation", { id: conversationId }, ravi.token)).statusCode).toBe(404);
    expect((await get(t, `/api/chat/conversation/${conversationId}`, ravi.token)).statusCode).toBe(404);
    const history = await trpcQuery(t, "chat.history", {}, ravi.token);
    expect(JSON.stringify(history.json())).not.toContain(conversationId);
    const search = await get(t, `/api/chat/history?q=${encodeURIComponent("quarterly")}`, ravi.token);
    expect(search.statusCode).toBe(200);
    expect(search.body).not.toContain(conversationId);
    expect((await get(t, `/api/chat/messages/${messageId}/stream`, ravi.token)).statusCode).toBe(404);
    const share = await post(t, "/api/share-links", { conversationId }, ravi.token);
    expect(share.statusCode).toBe(404);
    const shareTrpc = await trpcMutation(t, "sharing.create", { conversationId }, ravi.token);
    expect(shareTrpc.statusCode).toBe(404);
    const exported = await get(t, "/api/users/export", ravi.token);
    expect(exported.statusCode).toBe(200);
    const files = unzipSync(exported.rawPayload);
    const everything = Object.values(files)
      .map((bytes) => strFromU8(bytes))
      .join("\n");
    expect(everything).not.toContain(secret);
    expect(everything).not.toContain(conversationId);
  });
});
