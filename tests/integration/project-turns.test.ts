// A chat turn in a project (issue #33, docs/product/instructions.md#the-order): the person's custom instructions,
// then the project's instructions, then its reference files within their budget, then the conversation; on a
// new chat started in the project, a follow-up, a conversation moved in later, regenerate and continue; never
// with /v1; a project that is not the person's is a 404 with nothing sent.
import { beforeAll, describe, expect, it } from "vitest";
import { englishText } from "../../shared/server-messages";
import { put, signUp } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";
import { addressOf } from "../helpers/streams";
import { drainTurn, type SentMessage, turnHarness } from "../helpers/trpc-turns";

const t = setupTestApp({ upstream: true });
const FREE = "x-ai/grok-4-fast:free";
const ABOUT = "I am a chartered accountant in Pune.";
const RULES = "Cite the section of the GST Act for every claim.";
const RATES = "GST slabs: 5%, 12%, 18% and 28%.";

let base = "";
beforeAll(async () => {
  base = await addressOf(t);
});

const { api, lastMessages } = turnHarness(t, () => base);
const drain = drainTurn;
type Sent = SentMessage;

/** The three system messages in the documented order, then the conversation. */
function expectProjectOrder(messages: Sent[], conversation: string[]) {
  expect(messages.map((message) => message.role)).toEqual(["system", "system", "system", ...conversation]);
  expect(String(messages[0]?.content)).toContain(ABOUT);
  expect(String(messages[1]?.content)).toMatch(new RegExp(`${RULES.replaceAll(".", "\\.")}$`));
  expect(String(messages[2]?.content)).toContain(`[File: rates.txt]\n${RATES}`);
}

async function personWithProject() {
  const user = await signUp(t);
  const saved = await put(t, "/api/users/me/instructions", { about: ABOUT, style: "", enabled: true }, user.token);
  expect(saved.statusCode, saved.body).toBe(200);
  const project = await t.database.db.project.create({
    data: { userId: user._id, name: "GST", instructions: RULES },
  });
  await t.database.db.attachment.create({
    data: {
      userId: user._id,
      projectId: project.id,
      kind: "document",
      mime: "text/plain",
      name: "rates.txt",
      bytes: RATES.length,
      text: RATES,
      storageKey: "unused-by-turns",
    },
  });
  return { user, project };
}

describe("a chat turn in a project", () => {
  it("sends the person's, then the project's instructions and files, on a new chat, a follow-up, regenerate and continue", async () => {
    const { user, project } = await personWithProject();
    const chat = api(user.token).chat;

    const first = await drain(await chat.send.mutate({ message: "Hello", modelId: FREE, projectId: project.id }));
    expectProjectOrder(lastMessages(), ["user"]);
    const row = await t.database.db.conversation.findUniqueOrThrow({ where: { id: first.conversationId } });
    expect(row.projectId).toBe(project.id);

    await drain(await chat.send.mutate({ message: "More", modelId: FREE, conversationId: first.conversationId }));
    expectProjectOrder(lastMessages(), ["user", "assistant", "user"]);

    await drain(await chat.regenerate.mutate({ messageId: first.replyId, modelId: FREE }));
    expectProjectOrder(lastMessages(), ["user"]);

    let slowId = "";
    for await (const event of await chat.send.mutate({ message: "slow", modelId: FREE, projectId: project.id })) {
      if (event.type === "meta") slowId = event.replyId;
      if (event.type === "delta" && event.content.includes("word2")) await chat.stop.mutate({ messageId: slowId });
    }
    await drain(await chat.continue.mutate({ messageId: slowId }));
    expectProjectOrder(lastMessages(), ["user", "assistant", "user"]);
  });

  it("applies to a conversation moved into the project later, and stops when it leaves", async () => {
    const { user, project } = await personWithProject();
    const chat = api(user.token).chat;
    const first = await drain(await chat.send.mutate({ message: "Hello", modelId: FREE }));
    expect(lastMessages().filter((message) => message.role === "system")).toHaveLength(1);
    await t.database.db.conversation.update({ where: { id: first.conversationId }, data: { projectId: project.id } });
    await drain(await chat.send.mutate({ message: "Again", modelId: FREE, conversationId: first.conversationId }));
    expectProjectOrder(lastMessages(), ["user", "assistant", "user"]);
    await t.database.db.conversation.update({ where: { id: first.conversationId }, data: { projectId: null } });
    await drain(await chat.send.mutate({ message: "Out", modelId: FREE, conversationId: first.conversationId }));
    expect(lastMessages().filter((message) => message.role === "system")).toHaveLength(1);
  });

  it("refuses someone else's project with a 404 before anything is sent or stored", async () => {
    const { project } = await personWithProject();
    const stranger = await signUp(t);
    const before = t.upstream.requests.length;
    const response = await t.app.inject({
      method: "POST",
      url: "/api/chat",
      headers: { authorization: `Bearer ${stranger.token}` },
      payload: { message: "Let me in", modelId: FREE, projectId: project.id },
    });
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json()).toEqual({ success: false, error: englishText("chat.projectNotFound") });
    expect(t.upstream.requests.length).toBe(before);
    expect(await t.database.db.conversation.count({ where: { userId: stranger._id } })).toBe(0);
  });
});
