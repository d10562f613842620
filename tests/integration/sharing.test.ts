// Share links (issue #33, docs/product/sharing.md): a snapshot at /share/<id> that shows exactly what was said and
// nothing of its owner, through tRPC and REST; its owner updates, lists and removes it, and a removal holds at once
// on a second instance of the app on the same database; "Continue in my chats" copies it; files only when included.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { strFromU8, unzipSync } from "fflate";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../../server/app";
import { createAppDeps } from "../../server/deps";
import { englishText } from "../../shared/server-messages";
import { get, post, put, signUp, trpcMutation, trpcQuery } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";
import { png, upload } from "../helpers/files";

// The page's own index.html, so the link preview's tags have a <head> to go in.
const clientDir = mkdtempSync(path.join(os.tmpdir(), "nexgen-share-client-"));
writeFileSync(path.join(clientDir, "index.html"), readFileSync(path.resolve("client/index.html"), "utf8"));

const t = setupTestApp({ clientDir });
let second: App;
let secondDeps: Awaited<ReturnType<typeof createAppDeps>>;

beforeAll(async () => {
  // A second instance of the app on the same database, sharing nothing in memory with the first.
  const log = pino({ level: "silent" });
  secondDeps = await createAppDeps(t.config, t.database.db, log);
  second = await buildApp(secondDeps, { loggerInstance: log, clientDir });
  await second.ready();
});
afterAll(async () => {
  await second?.close();
  await secondDeps?.jobs.stop();
  await secondDeps?.limiter.close();
  await secondDeps?.bus.close();
});

const REMOVED = englishText("share.removed");
type Person = Awaited<ReturnType<typeof signUp>>;

/** A conversation of `owner` with these turns, written as a chat turn leaves them (the last on screen). */
async function conversation(owner: Person, title: string, turns: Array<[string, string]>) {
  const { db } = t.database;
  const created = await db.conversation.create({ data: { userId: owner._id, title }, select: { id: true } });
  let parentId: string | null = null;
  const ids: string[] = [];
  for (const [question, answer] of turns) {
    for (const [role, content] of [
      ["user", question],
      ["assistant", answer],
    ] as const) {
      const row: { id: string } = await db.message.create({
        data: {
          conversationId: created.id,
          parentId,
          role,
          content,
          ...(role === "assistant" ? { model: "openai/gpt-4o", modelName: "GPT-4o" } : {}),
        },
        select: { id: true },
      });
      parentId = row.id;
      ids.push(row.id);
    }
  }
  await db.conversation.update({ where: { id: created.id }, data: { leafId: parentId } });
  return { id: created.id, messageIds: ids };
}

const share = async (owner: Person, conversationId: string, includeFiles = false) => {
  const response = await post(t, "/api/share-links", { conversationId, includeFiles }, owner.token);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; path: string; revokedAt: string | null; messageCount: number };
};

const read = (id: string, app: App = t.app) => app.inject({ method: "GET", url: `/api/share/${id}` });
const remove = (owner: Person, id: string) =>
  t.app.inject({
    method: "DELETE",
    url: `/api/share-links/${id}`,
    headers: { authorization: `Bearer ${owner.token}` },
  });

describe("a share link", () => {
  it("shows exactly the snapshot, and nothing of its owner, to anyone without signing in", async () => {
    const owner = await signUp(t, { name: "Meera Secret-Surname" });
    const chat = await conversation(owner, "Trip to Goa", [
      ["Plan three days in Goa", "Day 1: the beaches of North Goa."],
      ["And the food?", "Try a fish thali."],
    ]);
    const link = await share(owner, chat.id);
    expect(link.id).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(link.id).not.toBe(chat.id);
    expect(link.path).toBe(`/share/${link.id}`);

    const response = await read(link.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      id: link.id,
      title: "Trip to Goa",
      sharedAt: expect.any(String),
      messages: [
        {
          role: "user",
          content: "Plan three days in Goa",
          modelName: null,
          createdAt: expect.any(String),
          citations: [],
          attachments: [],
        },
        {
          role: "assistant",
          content: "Day 1: the beaches of North Goa.",
          modelName: "GPT-4o",
          createdAt: expect.any(String),
          citations: [],
          attachments: [],
        },
        {
          role: "user",
          content: "And the food?",
          modelName: null,
          createdAt: expect.any(String),
          citations: [],
          attachments: [],
        },
        {
          role: "assistant",
          content: "Try a fish thali.",
          modelName: "GPT-4o",
          createdAt: expect.any(String),
          citations: [],
          attachments: [],
        },
      ],
    });
    for (const secret of [owner.name, owner.email, owner.username, owner._id, chat.id, ...chat.messageIds])
      expect(response.body).not.toContain(secret);

    // tRPC gives the same, without a token.
    const viaTrpc = await t.app.inject({
      method: "GET",
      url: `/trpc/sharing.view?input=${encodeURIComponent(JSON.stringify({ id: link.id }))}`,
    });
    expect(viaTrpc.statusCode, viaTrpc.body).toBe(200);
    expect(viaTrpc.json().result.data).toEqual(response.json());
  });

  it("keeps a conversation to one live link, and its owner's procedures to its owner", async () => {
    const owner = await signUp(t);
    const stranger = await signUp(t);
    const chat = await conversation(owner, "Budget", [["Q", "A"]]);
    const link = await share(owner, chat.id);
    expect((await share(owner, chat.id)).id).toBe(link.id);

    const mine = await get(t, `/api/share-links?conversationId=${chat.id}`, owner.token);
    expect(mine.json()).toEqual([expect.objectContaining({ id: link.id, title: "Budget", revokedAt: null })]);
    expect((await get(t, "/api/share-links", stranger.token)).json()).toEqual([]);

    // Another person can neither share the conversation, nor update or remove its link, nor open the conversation.
    expect((await post(t, "/api/share-links", { conversationId: chat.id }, stranger.token)).statusCode).toBe(404);
    expect((await put(t, `/api/share-links/${link.id}`, { includeFiles: true }, stranger.token)).statusCode).toBe(404);
    expect((await remove(stranger, link.id)).statusCode).toBe(404);
    expect((await trpcMutation(t, "sharing.revoke", { id: link.id }, stranger.token)).statusCode).toBe(404);
    expect((await get(t, `/api/chat/conversation/${chat.id}`, stranger.token)).statusCode).toBe(404);
    // Neither the link's id nor a message's id opens anything of the owner's.
    expect((await trpcQuery(t, "chat.conversation", { id: link.id }, stranger.token)).statusCode).toBe(404);
    expect((await read(chat.id)).statusCode).toBe(404);
    expect((await read(chat.messageIds[0] as string)).statusCode).toBe(404);
    // Signed out, the owner's procedures are refused.
    expect((await get(t, "/api/share-links")).statusCode).toBe(401);
    // An empty conversation has nothing to share.
    const empty = await t.database.db.conversation.create({ data: { userId: owner._id, title: "Empty" } });
    const refused = await post(t, "/api/share-links", { conversationId: empty.id }, owner.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe("share.nothingToShare");
  });

  it("is updated up to the latest message, and serves files only when they are included", async () => {
    const owner = await signUp(t);
    const chat = await conversation(owner, "Photo", [["What is this?", "A cat."]]);
    const uploaded = (await upload(t, owner.token, "cat.png", await png())).json() as { id: string };
    await t.database.db.attachment.update({
      where: { id: uploaded.id },
      data: { conversationId: chat.id, messageId: chat.messageIds[0] },
    });
    const link = await share(owner, chat.id);
    expect((await read(link.id)).json().messages[0].attachments).toEqual([]);
    expect((await t.app.inject({ method: "GET", url: `/api/share/${link.id}/files/1` })).statusCode).toBe(404);

    // The owner adds a turn and updates with files.
    const last = chat.messageIds.at(-1) as string;
    const more = await t.database.db.message.create({
      data: { conversationId: chat.id, parentId: last, role: "user", content: "Its name?" },
    });
    await t.database.db.conversation.update({ where: { id: chat.id }, data: { leafId: more.id } });
    const updated = await put(t, `/api/share-links/${link.id}`, { includeFiles: true }, owner.token);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ id: link.id, includeFiles: true, messageCount: 3 });

    const view = (await read(link.id)).json();
    expect(view.messages.map((message: { content: string }) => message.content)).toEqual([
      "What is this?",
      "A cat.",
      "Its name?",
    ]);
    const [file] = view.messages[0].attachments;
    expect(file).toMatchObject({ id: "1", name: "cat.png", kind: "image", url: `/api/share/${link.id}/files/1` });
    expect(JSON.stringify(view)).not.toContain(uploaded.id);
    const bytes = await t.app.inject({ method: "GET", url: file.url });
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers["content-type"]).toBe("image/webp");
    expect(bytes.headers["cache-control"]).toBe("private, no-store");
    // Only the snapshot's files, by their numbers: not the owner's file id, not a number past the last.
    for (const other of [uploaded.id, "2", "0"])
      expect((await t.app.inject({ method: "GET", url: `/api/share/${link.id}/files/${other}` })).statusCode).not.toBe(
        200,
      );
  });

  it("removed, says so at once on every instance, and its files and copies stop", async () => {
    const owner = await signUp(t);
    const chat = await conversation(owner, "Removed soon", [["Q", "A"]]);
    const link = await share(owner, chat.id, true);
    // Both instances read it first: a cache on either would now be stale.
    expect((await read(link.id)).statusCode).toBe(200);
    expect((await read(link.id, second)).statusCode).toBe(200);

    const removed = await remove(owner, link.id);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ link: { id: link.id, revokedAt: expect.any(String) } });

    for (const app of [t.app, second]) {
      const response = await read(link.id, app);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: REMOVED, code: "share.removed" });
    }
    const viaTrpc = await second.inject({
      method: "GET",
      url: `/trpc/sharing.view?input=${encodeURIComponent(JSON.stringify({ id: link.id }))}`,
    });
    expect(viaTrpc.statusCode).toBe(404);
    expect(viaTrpc.json().error.message).toBe(REMOVED);
    const viewer = await signUp(t);
    expect((await post(t, `/api/share/${link.id}/continue`, undefined, viewer.token)).statusCode).toBe(404);
    // The snapshot is gone from the database; the owner's list keeps the title, marked removed.
    const row = await t.database.db.shareLink.findUniqueOrThrow({ where: { id: link.id } });
    expect(row.snapshot).toEqual({ messages: [] });
    const listed = (await get(t, "/api/share-links", owner.token)).json();
    expect(listed).toEqual([
      expect.objectContaining({ id: link.id, title: "Removed soon", revokedAt: expect.any(String) }),
    ]);
    // Removing again changes nothing; updating a removed link is refused.
    expect((await remove(owner, link.id)).statusCode).toBe(200);
    expect((await put(t, `/api/share-links/${link.id}`, { includeFiles: false }, owner.token)).statusCode).toBe(404);
    // An unknown id reads the same as a removed one.
    expect((await read("AAAAAAAAAAAAAAAAAAAAAAAA")).json().message).toBe(REMOVED);
  });

  it("continues in the viewer's own chats as a new conversation", async () => {
    const owner = await signUp(t);
    const viewer = await signUp(t);
    const chat = await conversation(owner, "Recipes", [["Dal?", "Toor dal, turmeric."]]);
    const link = await share(owner, chat.id);
    expect((await post(t, `/api/share/${link.id}/continue`)).statusCode).toBe(401);

    const copied = await trpcMutation(t, "sharing.continue", { id: link.id }, viewer.token);
    expect(copied.statusCode, copied.body).toBe(200);
    const { conversationId } = copied.json().result.data as { conversationId: string };
    expect(conversationId).not.toBe(chat.id);
    const mine = await get(t, `/api/chat/conversation/${conversationId}`, viewer.token);
    expect(mine.statusCode, mine.body).toBe(200);
    const body = mine.json() as {
      conversation: { title: string; messages: Array<{ content: string; modelName: string | null }> };
    };
    expect(body.conversation.title).toBe("Recipes");
    expect(body.conversation.messages.map((message) => [message.content, message.modelName])).toEqual([
      ["Dal?", null],
      ["Toor dal, turmeric.", "GPT-4o"],
    ]);
    // The owner's conversation is untouched and still only theirs.
    expect((await get(t, `/api/chat/conversation/${chat.id}`, viewer.token)).statusCode).toBe(404);
  });

  it("has a page kept out of search engines, with a link preview of its title and nothing private", async () => {
    const owner = await signUp(t);
    const chat = await conversation(owner, `Tom & "Jerry" <script>`, [["Q", "A"]]);
    const link = await share(owner, chat.id);
    const page = await t.app.inject({ method: "GET", url: link.path });
    expect(page.statusCode).toBe(200);
    expect(page.headers["x-robots-tag"]).toContain("noindex");
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(page.body).toContain('<meta property="og:title" content="Tom &#38; &#34;Jerry&#34; &#60;script&#62;" />');
    expect(page.body).toContain('<meta property="og:description" content="A conversation shared from NexGen AI" />');
    expect(page.body).not.toContain("<script>");
    expect(page.body).not.toContain(owner.email);

    const hindi = await t.app.inject({ method: "GET", url: link.path, headers: { "accept-language": "hi" } });
    expect(hindi.body).toContain("NexGen AI से साझा की गई एक बातचीत");

    await remove(owner, link.id);
    const gone = await t.app.inject({ method: "GET", url: link.path });
    expect(gone.headers["x-robots-tag"]).toContain("noindex");
    expect(gone.body).not.toContain("Jerry");
    expect(gone.body).toContain('<meta property="og:title" content="NexGen AI" />');
  });

  it("is in its owner's data export, listed with its dates, removed or not", async () => {
    const owner = await signUp(t);
    const chat = await conversation(owner, "Exported", [["Q", "A"]]);
    const link = await share(owner, chat.id, true);
    const zip = await get(t, "/api/users/export", owner.token);
    expect(zip.statusCode).toBe(200);
    const data = JSON.parse(strFromU8(unzipSync(zip.rawPayload)["account.json"] as Uint8Array));
    expect(data.shareLinks).toEqual([
      {
        id: link.id,
        conversationId: chat.id,
        title: "Exported",
        includeFiles: true,
        createdAt: expect.any(String),
        sharedAt: expect.any(String),
        revokedAt: null,
      },
    ]);
  });

  it("lets a reader reach nothing beyond the snapshot, by any id, through tRPC or REST", async () => {
    const owner = await signUp(t);
    const reader = await signUp(t);
    const chat = await conversation(owner, "Private beyond the snapshot", [["Q1", "A1"]]);
    const uploaded = (await upload(t, owner.token, "secret.png", await png())).json() as { id: string };
    await t.database.db.attachment.update({
      where: { id: uploaded.id },
      data: { conversationId: chat.id, messageId: chat.messageIds[0] },
    });
    const link = await share(owner, chat.id, true);
    const other = await share(owner, (await conversation(owner, "Another", [["Q2", "A2"]])).id);
    const ids = [chat.id, ...chat.messageIds, uploaded.id];

    for (const id of ids) {
      // As a link: nothing, signed in or not.
      expect((await read(id)).statusCode).toBe(404);
      expect((await post(t, `/api/share/${id}/continue`, undefined, reader.token)).statusCode).toBe(404);
      expect((await t.app.inject({ method: "GET", url: `/api/share/${id}/files/1` })).statusCode).toBe(404);
      // As what they are: the owner's, never the reader's.
      expect((await trpcQuery(t, "chat.conversation", { id }, reader.token)).statusCode).toBe(404);
      expect((await get(t, `/api/chat/conversation/${id}`, reader.token)).statusCode).toBe(404);
      expect((await trpcMutation(t, "chat.selectVersion", { messageId: id }, reader.token)).statusCode).toBe(404);
      expect((await t.app.inject({ method: "GET", url: `/api/files/${id}/content` })).statusCode).toBe(404);
      expect((await trpcMutation(t, "sharing.update", { id, includeFiles: true }, reader.token)).statusCode).toBe(404);
    }
    // A file number of one link does not open another link's files, nor another's conversation.
    expect((await t.app.inject({ method: "GET", url: `/api/share/${other.id}/files/1` })).statusCode).toBe(404);
    expect((await trpcQuery(t, "sharing.list", { conversationId: chat.id }, reader.token)).json().result.data).toEqual(
      [],
    );
    // The owner deleting the conversation removes its links.
    const deleted = await t.app.inject({
      method: "DELETE",
      url: `/api/chat/conversation/${chat.id}`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await read(link.id)).json().message).toBe(REMOVED);
  });
});
