import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createChangeBus } from "../../server/core/change-bus";
import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { type FakeOpenRouter, startFakeOpenRouter } from "../helpers/fake-openrouter";
import { call, type Instance, instanceEnv, signUpAcross, startInstance, stopAll } from "../helpers/instances";
import { type SmtpSink, startSmtpSink } from "../helpers/smtp-sink";

// Issue #35: removing a member takes their seat away at once on every instance (docs/product/workspaces.md#seats).
// The removal commits here, as instance A would (the row deleted and "workspace" published in one transaction);
// instance B, a real server process that has the seat in memory, refuses the member's next turn and API call.
const ENTERPRISE_MODEL = "qwen/qwen3-235b-a22b:free";
let database: TestDatabase;
let mail: SmtpSink;
let upstream: FakeOpenRouter;
const instances: Instance[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  mail = await startSmtpSink();
  upstream = await startFakeOpenRouter();
  instances.push(
    await startInstance(instanceEnv({ databaseUrl: database.url, smtpUrl: mail.url, upstreamUrl: upstream.baseUrl })),
  );
}, 90_000);

afterAll(() => stopAll(instances, database, mail, upstream));

/** Reads until `done` says so, for at most a second; the last answer. */
async function within1s<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 1_000;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await read();
  }
  return value;
}

describe("a member removed on one instance", () => {
  it("has their next turn and API call refused on another within a second, naming the workspace", async () => {
    const b = instances[0]?.url ?? "";
    const member = await signUpAcross(mail, { codeOn: b, registerOn: b }, { name: "Seated Member" });
    const workspace = await database.db.workspace.create({
      data: {
        name: "Kaveri Logistics",
        billingAddress: "4 Residency Road, Bengaluru",
        billingState: "29",
        billingEmail: "billing@kaveri.test",
        seats: 3,
        period: "monthly",
        paidUntil: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000),
        members: { create: { userId: member.id, role: "member" } },
      },
    });
    // B reads the seat (and keeps it in memory) for a turn and for a key's call.
    const first = await call(
      b,
      "POST",
      "/api/chat",
      { message: "hello", modelId: ENTERPRISE_MODEL, workspaceId: workspace.id },
      member.token,
    );
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    const conversationId = first.json.conversationId as string;
    const created = await call(
      b,
      "POST",
      "/trpc/apiKeys.create",
      { name: "team", workspaceId: workspace.id },
      member.token,
    );
    expect(created.status, JSON.stringify(created.json)).toBe(200);
    const key = (created.json.result as { data: { key: string } }).data.key;
    const completion = () =>
      fetch(`${b}/v1/chat/completions`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${key}` },
        body: JSON.stringify({ model: ENTERPRISE_MODEL, messages: [{ role: "user", content: "hi" }] }),
      }).then(async (response) => ({ status: response.status, body: await response.json() }));
    expect((await completion()).status).toBe(200);

    const bus = createChangeBus({ db: database.db, log: { info() {}, warn() {}, error() {} }, listen: false });
    await bus.transaction(async (tx, publish) => {
      await tx.workspaceMember.delete({
        where: { workspaceId_userId: { workspaceId: workspace.id, userId: member.id } },
      });
      publish("workspace", workspace.id);
    });
    await bus.close();

    const requestsBefore = upstream.requests.length;
    const turn = await within1s(
      () => call(b, "POST", "/api/chat", { message: "after", modelId: ENTERPRISE_MODEL, conversationId }, member.token),
      (answer) => answer.status !== 200,
    );
    expect(turn.status).toBe(403);
    expect(turn.json.error).toBe(
      "You no longer have a seat in Kaveri Logistics. Ask its owner or admins for one, or start a personal chat.",
    );
    const refused = await within1s(completion, (answer) => answer.status !== 200);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      error: {
        message:
          "This API key bills to Kaveri Logistics, where you no longer have a seat. Ask its owner or admins for one, or use a personal key.",
        type: expect.any(String),
      },
    });
    // Refused before anything went upstream.
    expect(upstream.requests.length).toBe(requestsBefore);
  });
});
