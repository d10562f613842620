// Custom instructions (issue #33, docs/product/instructions.md): saved from the profile (tRPC and REST), sent
// upstream as the first system message of every turn of the SPA (send, edit, regenerate, continue), before the
// conversation, never with /v1; switched off they are kept and not sent; the export holds them, erasure removes them.
import { strFromU8, unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import hindi from "../../client/messages/server/hi.json";
import { INSTRUCTIONS_FIELDS, INSTRUCTIONS_MAX_LENGTH } from "../../shared/instructions";
import { englishText, fieldLabelKey, matchServerText } from "../../shared/server-messages";
import { eraseOwnAccount, get, put, signUp, signUpEnterprise, trpcMutation } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";
import { addressOf } from "../helpers/streams";
import { drainTurn, type SentMessage, turnHarness } from "../helpers/trpc-turns";

const t = setupTestApp({ upstream: true });
const FREE = "x-ai/grok-4-fast:free";
const ABOUT = "I am a chartered accountant in Pune.";
const STYLE = "Answer in short bullet points.";

let base = "";
beforeAll(async () => {
  base = await addressOf(t);
});

const { api, lastMessages } = turnHarness(t, () => base);
const drain = drainTurn;
type Sent = SentMessage;
const systemOf = (messages: Sent[]) => messages.filter((message) => message.role === "system");

/** The custom instructions' system message: the texts, in the documented order, and nothing before it. */
function expectInstructionsFirst(messages: Sent[]) {
  expect(messages[0]?.role).toBe("system");
  const text = String(messages[0]?.content);
  expect(text.indexOf(ABOUT)).toBeGreaterThan(0);
  expect(text.indexOf(STYLE)).toBeGreaterThan(text.indexOf(ABOUT));
  expect(systemOf(messages)).toHaveLength(1);
}

async function save(token: string, input: { about: string; style: string; enabled: boolean }) {
  const response = await put(t, "/api/users/me/instructions", input, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { instructions: typeof input; message: string };
}

describe("custom instructions", () => {
  it("are saved together, trimmed, and read back over REST and tRPC", async () => {
    const user = await signUp(t);
    const fresh = await get(t, "/api/users/me/instructions", user.token);
    expect(fresh.json()).toEqual({ about: "", style: "", enabled: true });
    const saved = await save(user.token, { about: `  ${ABOUT}\n`, style: STYLE, enabled: false });
    expect(saved).toEqual({
      instructions: { about: ABOUT, style: STYLE, enabled: false },
      message: englishText("instructions.saved"),
    });
    expect((await api(user.token).account.instructions.query()).about).toBe(ABOUT);
  });

  it("go upstream first, before the conversation, on send, edit, regenerate and continue", async () => {
    const user = await signUp(t);
    await save(user.token, { about: ABOUT, style: STYLE, enabled: true });
    const chat = api(user.token).chat;

    const first = await drain(await chat.send.mutate({ message: "Hello there", modelId: FREE }));
    const sent = lastMessages();
    expectInstructionsFirst(sent);
    expect(sent.slice(1)).toEqual([{ role: "user", content: "Hello there" }]);

    // A later turn: instructions, then the conversation so far, then the question.
    await drain(await chat.send.mutate({ message: "And then?", modelId: FREE, conversationId: first.conversationId }));
    expectInstructionsFirst(lastMessages());
    expect(
      lastMessages()
        .slice(1)
        .map((message) => message.role),
    ).toEqual(["user", "assistant", "user"]);

    const question = (await t.database.db.message.findUniqueOrThrow({ where: { id: first.replyId } })).parentId ?? "";
    await drain(
      await chat.send.mutate({
        message: "Hi again",
        modelId: FREE,
        conversationId: first.conversationId,
        editOf: question,
      }),
    );
    expectInstructionsFirst(lastMessages());
    expect(lastMessages().slice(1)).toEqual([{ role: "user", content: "Hi again" }]);

    await drain(await chat.regenerate.mutate({ messageId: first.replyId, modelId: FREE }));
    expectInstructionsFirst(lastMessages());
    expect(lastMessages().slice(1)).toEqual([{ role: "user", content: "Hello there" }]);

    let slowId = "";
    for await (const event of await chat.send.mutate({ message: "slow", modelId: FREE })) {
      if (event.type === "meta") slowId = event.replyId;
      if (event.type === "delta" && event.content.includes("word2")) await chat.stop.mutate({ messageId: slowId });
    }
    await drain(await chat.continue.mutate({ messageId: slowId }));
    expectInstructionsFirst(lastMessages());
    expect(lastMessages().at(-1)?.content).toMatch(/^Continue exactly where/);
  });

  it("send only the part that is filled in", async () => {
    const user = await signUp(t);
    await save(user.token, { about: "", style: STYLE, enabled: true });
    await drain(await api(user.token).chat.send.mutate({ message: "Hello", modelId: FREE }));
    const [system] = systemOf(lastMessages());
    expect(String(system?.content)).toContain(STYLE);
    expect(String(system?.content)).not.toContain("know about them");
  });

  it("switched off, are kept and send nothing, on this turn already", async () => {
    const user = await signUp(t);
    const chat = api(user.token).chat;
    await save(user.token, { about: ABOUT, style: STYLE, enabled: true });
    // The first turn reads them into memory; turning them off must drop that copy.
    await drain(await chat.send.mutate({ message: "Hello", modelId: FREE }));
    expectInstructionsFirst(lastMessages());
    await save(user.token, { about: ABOUT, style: STYLE, enabled: false });
    await drain(await chat.send.mutate({ message: "Hello again", modelId: FREE }));
    expect(systemOf(lastMessages())).toEqual([]);
    expect((await get(t, "/api/users/me/instructions", user.token)).json()).toEqual({
      about: ABOUT,
      style: STYLE,
      enabled: false,
    });
  });

  it("never go with /v1, whose callers send their own system messages", async () => {
    const user = await signUpEnterprise(t);
    await save(user.token, { about: ABOUT, style: STYLE, enabled: true });
    const created = await trpcMutation(t, "apiKeys.create", { name: "SDK" }, user.token);
    expect(created.statusCode, created.body).toBe(200);
    const key = (created.json().result.data as { key: string }).key;
    const response = await fetch(`${base}/v1/chat/completions`, {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      body: JSON.stringify({
        model: FREE,
        messages: [
          { role: "system", content: "You are a terse bot." },
          { role: "user", content: "Hi" },
        ],
      }),
    });
    expect(response.status).toBe(200);
    expect(lastMessages()).toEqual([
      { role: "system", content: "You are a terse bot." },
      { role: "user", content: "Hi" },
    ]);
  });

  it("refuse a text over the limit with a 400 that names the field, in English and by its key", async () => {
    const user = await signUp(t);
    await save(user.token, { about: ABOUT, style: "", enabled: true });
    const long = "a".repeat(INSTRUCTIONS_MAX_LENGTH + 1);
    const refused = await put(t, "/api/users/me/instructions", { about: long, style: "", enabled: true }, user.token);
    expect(refused.statusCode).toBe(400);
    const text = `${INSTRUCTIONS_FIELDS.about} must be at most ${INSTRUCTIONS_MAX_LENGTH} characters`;
    expect(refused.body).toContain(text);
    // The SPA shows it in Hindi from its key, with the field's label (client/messages/server/hi.json).
    expect(matchServerText(text)).toEqual({
      key: "validation.tooLong",
      values: { field: INSTRUCTIONS_FIELDS.about, max: INSTRUCTIONS_MAX_LENGTH },
    });
    for (const label of Object.values(INSTRUCTIONS_FIELDS)) {
      const key = fieldLabelKey(label);
      expect(key && (hindi as Record<string, string>)[key]).toMatch(/[\u0900-\u097F]/);
    }
    const style = await trpcMutation(
      t,
      "account.setInstructions",
      { about: "", style: "b".repeat(INSTRUCTIONS_MAX_LENGTH + 1), enabled: true },
      user.token,
    );
    expect(style.statusCode).toBe(400);
    expect(style.body).toContain(`${INSTRUCTIONS_FIELDS.style} must be at most ${INSTRUCTIONS_MAX_LENGTH} characters`);
    const notBoolean = await put(t, "/api/users/me/instructions", { about: "", style: "", enabled: "yes" }, user.token);
    expect(notBoolean.statusCode).toBe(400);
    expect(notBoolean.body).toContain(englishText("instructions.enabledBoolean"));
    // Exactly the limit is accepted; nothing of the refused saves was stored.
    expect((await get(t, "/api/users/me/instructions", user.token)).json().about).toBe(ABOUT);
    await save(user.token, { about: "a".repeat(INSTRUCTIONS_MAX_LENGTH), style: "", enabled: true });
    expect((await get(t, "/api/users/me/instructions")).statusCode).toBe(401);
  });

  it("are in the account's export and go with its erasure", async () => {
    const user = await signUp(t);
    await save(user.token, { about: ABOUT, style: STYLE, enabled: false });
    const zip = await get(t, "/api/users/export", user.token);
    expect(zip.statusCode).toBe(200);
    const data = JSON.parse(strFromU8(unzipSync(zip.rawPayload)["account.json"] as Uint8Array));
    expect(data.instructions).toEqual({ about: ABOUT, style: STYLE, enabled: false });
    expect(data.profile).not.toHaveProperty("customAbout");
    await eraseOwnAccount(t, user);
    expect(await t.database.db.user.findUnique({ where: { id: user._id }, select: { customAbout: true } })).toBeNull();
  });
});
