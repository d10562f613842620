// Importing conversations (issue #33, docs/product/import.md): real uploads through POST /api/imports, the
// real pg-boss worker of the conversation-import queue, real PostgreSQL. A ChatGPT export built here with
// fflate, and our own export made through the real "Download my data" route after chatting.
import { describe, expect, it, vi } from "vitest";
import { englishText } from "../../shared/server-messages";
import { eraseOwnAccount, get, post, signUp, trpcQuery } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";
import { bombZip, finishedImport, smallChatGptExport, uploadImport, zipOf } from "../helpers/imports";

const t = setupTestApp();
// Every test waits for jobs of the real worker, several in a row: on a busy 2-core machine that takes time, so
// the file's tests get a generous deadline (nothing here asserts how long anything took).
vi.setConfig({ testTimeout: 90_000 });

type Person = Awaited<ReturnType<typeof signUp>>;

async function importZip(person: Person, bytes: Buffer, projectId?: string) {
  const started = await uploadImport(t, person.token, bytes, projectId ? { projectId } : {});
  // A busy machine (both cores taken by other test files) is slow, never wrong: the deadline is generous.
  expect(started.statusCode, started.body).toBe(202);
  expect(started.json()).toMatchObject({ status: "queued", fileName: "export.zip" });
  return finishedImport(t, person.token, started.json().id);
}

async function search(person: Person, q: string) {
  const response = await trpcQuery(t, "chat.history", { q }, person.token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result.data.conversations as Array<{ id: string; title: string }>;
}

async function messagesOf(person: Person, id: string) {
  const response = await get(t, `/api/chat/conversation/${id}`, person.token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().conversation.messages as Array<{ role: string; content: string; modelName?: string | null }>;
}

function project(person: Person, name = "Imported") {
  return t.database.db.project.create({ data: { userId: person._id, name }, select: { id: true } });
}

describe("a ChatGPT export", () => {
  it("imports the branch on screen, skips empty conversations, and makes them searchable", async () => {
    const person = await signUp(t);
    const job = await importZip(person, zipOf({ "conversations.json": JSON.stringify(smallChatGptExport("alpha")) }));
    expect(job).toMatchObject({ status: "done", source: "chatgpt", total: 3, processed: 3, imported: 2, skipped: 1 });
    expect(job.report).toEqual({
      reasons: { duplicate: 0, empty: 1, tooLong: 0, invalid: 0 },
      items: [{ title: "Empty one", reason: "empty" }],
    });

    // By title, and by a message's text.
    const [goa] = await search(person, "Goa alpha");
    expect(goa?.title).toBe("Trip to Goa alpha");
    expect((await search(person, "Ponda")).map((c) => c.id)).toEqual([goa?.id]);
    // The edited question's first branch, the system message and the tool's call and output are not there.
    const messages = await messagesOf(person, goa?.id as string);
    expect(messages.map((m) => [m.role, m.content])).toEqual([
      ["user", "Plan a quiet monsoon trip alpha"],
      ["assistant", "Try the spice farms of Ponda alpha"],
    ]);
    expect(messages[1]?.modelName).toBe("gpt-4o");
    expect(await search(person, "beaches")).toEqual([]);
    // A conversation without a title is named from its first question.
    expect((await search(person, "GST input")).map((c) => c.title)).toEqual(["Explain GST input credit alpha"]);
  });

  it("imported twice, makes no duplicates and says why each was skipped", async () => {
    const person = await signUp(t);
    const zip = zipOf({ "conversations.json": JSON.stringify(smallChatGptExport("beta")) });
    expect((await importZip(person, zip)).imported).toBe(2);
    const again = await importZip(person, zip);
    expect(again).toMatchObject({ status: "done", imported: 0, skipped: 3 });
    expect(again.report.reasons).toEqual({ duplicate: 2, empty: 1, tooLong: 0, invalid: 0 });
    expect(again.report.items).toContainEqual({ title: "Trip to Goa beta", reason: "duplicate" });
    expect(await t.database.db.conversation.count({ where: { userId: person._id } })).toBe(2);

    const listed = await trpcQuery(t, "imports.list", undefined, person.token);
    expect(listed.json().result.data.map((job: { id: string }) => job.id)).toEqual([again.id, expect.any(String)]);
  });

  it("puts the conversations in the project picked, and refuses another person's project", async () => {
    const person = await signUp(t);
    const other = await signUp(t);
    const mine = await project(person);
    const theirs = await project(other);

    const refused = await uploadImport(t, person.token, zipOf({ "conversations.json": "[]" }), {
      projectId: theirs.id,
    });
    expect(refused.statusCode, refused.body).toBe(404);
    expect(refused.json()).toMatchObject({ code: "imports.projectNotFound" });

    const job = await importZip(
      person,
      zipOf({ "conversations.json": JSON.stringify(smallChatGptExport("g")) }),
      mine.id,
    );
    expect(job).toMatchObject({ status: "done", projectId: mine.id, imported: 2 });
    const rows = await t.database.db.conversation.findMany({
      where: { userId: person._id },
      select: { projectId: true },
    });
    expect(rows.map((row) => row.projectId)).toEqual([mine.id, mine.id]);
    expect(await t.database.db.conversation.count({ where: { projectId: theirs.id } })).toBe(0);
  });

  it("takes a project named in a form field before the file", async () => {
    const person = await signUp(t);
    const mine = await project(person);
    const boundary = "----nexgen-import-field";
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="projectId"\r\n\r\n${mine.id}\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="e.zip"\r\nContent-Type: application/zip\r\n\r\n`,
      ),
      zipOf({ "conversations.json": JSON.stringify(smallChatGptExport("field")) }),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const started = await t.app.inject({
      method: "POST",
      url: "/api/imports",
      payload,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${person.token}` },
    });
    expect(started.statusCode, started.body).toBe(202);
    expect((await finishedImport(t, person.token, started.json().id)).projectId).toBe(mine.id);
  });
});

describe("our own export", () => {
  it("brings back the conversations of Download my data, into another account and not twice", async () => {
    const author = await signUp(t);
    for (const message of ["Kerala backwaters itinerary", "Tamarind rice recipe"]) {
      const turn = await post(t, "/api/chat", { message, modelId: "x-ai/grok-4-fast:free" }, author.token);
      expect(turn.statusCode, turn.body).toBe(200);
    }
    const download = await get(t, "/api/users/export", author.token);
    expect(download.statusCode).toBe(200);
    const zip = download.rawPayload;

    const reader = await signUp(t);
    const job = await importZip(reader, zip);
    expect(job).toMatchObject({ status: "done", source: "nexgen", total: 2, imported: 2, skipped: 0 });
    const [found] = await search(reader, "backwaters");
    const messages = await messagesOf(reader, found?.id as string);
    expect(messages.map((m) => m.role)).toEqual(["user", "assistant"]);
    expect(messages[0]?.content).toBe("Kerala backwaters itinerary");

    const again = await importZip(reader, zip);
    expect(again).toMatchObject({ imported: 0, skipped: 2, report: { reasons: { duplicate: 2 } } });
    expect(await t.database.db.conversation.count({ where: { userId: reader._id } })).toBe(2);
  });
});

describe("refusals", () => {
  it("refuses what is not a zip, an empty part and no file with a clear 4xx", async () => {
    const person = await signUp(t);
    const notZip = await uploadImport(t, person.token, Buffer.from("just some text"));
    expect(notZip.statusCode).toBe(400);
    expect(notZip.json()).toMatchObject({ code: "imports.notZip", message: englishText("imports.notZip") });
    const wrongPart = await uploadImport(t, person.token, zipOf({ "a.txt": "x" }), { part: "upload" });
    expect(wrongPart.statusCode).toBe(400);
    expect(wrongPart.json()).toMatchObject({ code: "imports.noFile" });
    const json = await t.app.inject({
      method: "POST",
      url: "/api/imports",
      payload: {},
      headers: { authorization: `Bearer ${person.token}` },
    });
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
    expect((await uploadImport(t, "", zipOf({ "a.txt": "x" }))).statusCode).toBe(401);
  });

  it("refuses a file over 50 MB with a 413", async () => {
    const person = await signUp(t);
    const big = Buffer.alloc(50 * 1024 * 1024 + 10, 1);
    big.write("PK\u0003\u0004", 0, "latin1");
    const response = await uploadImport(t, person.token, big);
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json()).toMatchObject({ code: "imports.tooLarge" });
  });

  it("fails the job with a message a person can act on", async () => {
    const person = await signUp(t);
    const cases: Array<[Buffer, string]> = [
      [zipOf({ "notes.txt": "hello" }), englishText("imports.noConversationsFile")],
      [zipOf({ "conversations.json": "{ not json" }), englishText("imports.badFormat")],
      [zipOf({ "conversations.json": '{"a": 1}' }), englishText("imports.badFormat")],
      [zipOf({ "account.json": '{"format": "something-else"}' }), englishText("imports.badFormat")],
      [zipOf({ "conversations.json": "[]" }), englishText("imports.noConversationsFile")],
      [
        Buffer.concat([Buffer.from("PK\u0003\u0004", "latin1"), Buffer.alloc(200, 7)]),
        englishText("imports.unreadableZip"),
      ],
    ];
    for (const [zip, error] of cases) {
      const job = await importZip(person, zip);
      expect(job).toMatchObject({ status: "failed", error });
    }
    // Every zip is gone from the store once its job ended.
    const jobs = await t.database.db.importJob.findMany({
      where: { userId: person._id },
      select: { storageKey: true },
    });
    for (const { storageKey } of jobs) expect(await t.deps.files.stat(storageKey)).toBeNull();
  });

  it("fails an entry that unpacks past 300 MB without reading it all", async () => {
    const person = await signUp(t);
    // 301 MB of one byte deflates to a few hundred kilobytes: a small upload, a large unpacking.
    const bomb = bombZip("conversations.json", 301);
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    const started = await uploadImport(t, person.token, bomb);
    expect(started.statusCode, started.body).toBe(202);
    const job = await finishedImport(t, person.token, started.json().id, 170_000);
    expect(job).toMatchObject({ status: "failed", error: englishText("imports.entryTooLarge", { mb: 300 }) });
    // Making and unpacking 300 MB takes seconds alone and far longer on a busy machine: a deadline, not a timing.
  }, 180_000);

  it("fails an export of more than 10,000 conversations", async () => {
    const person = await signUp(t);
    const many = Array.from({ length: 10_001 }, (_, i) => ({ id: `c${i}`, title: "x", mapping: {} }));
    const job = await importZip(person, zipOf({ "conversations.json": JSON.stringify(many) }));
    expect(job).toMatchObject({
      status: "failed",
      error: englishText("imports.tooManyConversations", { count: 10_001, max: 10_000 }),
    });
  });

  it("refuses a second import while one is working, with a 409", async () => {
    const person = await signUp(t);
    await t.database.db.importJob.create({
      data: { userId: person._id, fileName: "first.zip", storageKey: "import-held", status: "running" },
    });
    const second = await uploadImport(t, person.token, zipOf({ "conversations.json": "[]" }));
    expect(second.statusCode, second.body).toBe(409);
    expect(second.json()).toMatchObject({ code: "imports.busy", message: englishText("imports.busy") });
  });

  it("never shows one person's import to another", async () => {
    const owner = await signUp(t);
    const stranger = await signUp(t);
    const job = await importZip(owner, zipOf({ "conversations.json": JSON.stringify(smallChatGptExport("p")) }));
    const peek = await get(t, `/api/imports/${job.id}`, stranger.token);
    expect(peek.statusCode).toBe(404);
    expect(peek.json()).toMatchObject({ code: "imports.notFound" });
    expect((await trpcQuery(t, "imports.get", { id: job.id }, stranger.token)).statusCode).toBe(404);
    expect((await get(t, "/api/imports", stranger.token)).json()).toEqual({ imports: [] });
  });
});

describe("erasure", () => {
  it("deletes the person's jobs and the zips they still keep", async () => {
    const person = await signUp(t);
    const done = await importZip(person, zipOf({ "conversations.json": JSON.stringify(smallChatGptExport("e")) }));
    // A job still waiting keeps its zip in the store until it runs.
    const waiting = await t.database.db.importJob.create({
      data: { userId: person._id, fileName: "later.zip", storageKey: "import-waiting-erase", status: "queued" },
      select: { id: true, storageKey: true },
    });
    await t.deps.files.put(waiting.storageKey, Buffer.from("PK\u0003\u0004"), "application/zip");
    await eraseOwnAccount(t, person);
    expect(await t.database.db.importJob.count({ where: { id: { in: [done.id, waiting.id] } } })).toBe(0);
    expect(await t.deps.files.stat(waiting.storageKey)).toBeNull();
  });
});
