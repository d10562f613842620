// Projects (issue #33, docs/product/projects.md): CRUD over tRPC and REST, ownership, moving conversations,
// deleting with or without them, the history inside a project, the plans' limits and reference files.
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { PROJECT_FILES_MAX } from "../../shared/projects";
import { DEFAULT_USAGE_SETTINGS } from "../../shared/usage";
import { get, post, put, signInAdmin, signUp, trpcMutation, trpcQuery } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";
import { multipartBody, png, upload } from "../helpers/files";

// The product's own allowances: Starter 3 projects, Professional 50, Enterprise unlimited.
const t = setupTestApp({ allowances: "default" });

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const del = (url: string, token: string) => t.app.inject({ method: "DELETE", url, headers: auth(token) });

async function createProject(token: string, body: Record<string, unknown> = {}) {
  const response = await post(t, "/api/projects", { name: "GST filings", ...body }, token);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; name: string; archived: boolean; conversationCount: number };
}

function uploadTo(projectId: string, token: string, name: string, bytes: Buffer) {
  const body = multipartBody(name, bytes);
  return t.app.inject({
    method: "POST",
    url: `/api/projects/${projectId}/files`,
    payload: body.payload,
    headers: { ...body.headers, ...auth(token) },
  });
}

async function conversation(userId: string, title: string, minutesAgo: number) {
  const row = await t.database.db.conversation.create({
    data: { userId, title, updatedAt: new Date(Date.now() - minutesAgo * 60_000) },
    select: { id: true },
  });
  return row.id;
}

const move = (conversationId: string, projectId: string | null, token: string) =>
  put(t, `/api/projects/conversations/${conversationId}`, { projectId }, token);

async function historyIds(token: string, query = "") {
  const response = await get(t, `/api/chat/history${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().conversations as Array<{ id: string }>).map((c) => c.id);
}

async function setRole(userId: string, role: "starter" | "professional" | "enterprise") {
  await t.database.db.user.update({
    where: { id: userId },
    data: { role, planExpiresAt: role === "starter" ? null : new Date(Date.now() + 30 * 86_400_000) },
  });
  await t.deps.bus.publish("user", userId);
}

describe("projects", () => {
  it("are created, listed, opened, renamed, archived and unarchived over REST, and the same over tRPC", async () => {
    const user = await signUp(t);
    const created = await createProject(user.token, {
      name: "  GST filings ",
      emoji: "🧾",
      colour: "amber",
      instructions: "Quote the CGST Act.",
    });
    expect(created).toMatchObject({ name: "GST filings", emoji: "🧾", colour: "amber", archived: false });

    const opened = await get(t, `/api/projects/${created.id}`, user.token);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({ id: created.id, instructions: "Quote the CGST Act.", files: [] });

    const renamed = await put(t, `/api/projects/${created.id}`, { name: "GST 2026", colour: "green" }, user.token);
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: "GST 2026", colour: "green", emoji: "🧾" });

    const badColour = await put(t, `/api/projects/${created.id}`, { colour: "mauve" }, user.token);
    expect(badColour.statusCode).toBe(400);
    const blank = await post(t, "/api/projects", { name: "   " }, user.token);
    expect(blank.statusCode).toBe(400);

    const archived = await t.app.inject({
      method: "PUT",
      url: `/api/projects/${created.id}/archive`,
      headers: auth(user.token),
    });
    expect(archived.json()).toMatchObject({ archived: true });
    const second = await createProject(user.token, { name: "Trip to Goa" });
    const list = (await get(t, "/api/projects", user.token)).json() as Array<{ id: string; archived: boolean }>;
    expect(list.map((p) => p.id)).toEqual([second.id, created.id]);
    expect((await del(`/api/projects/${created.id}/archive`, user.token)).json()).toMatchObject({ archived: false });

    const viaTrpc = await trpcMutation(t, "projects.create", { name: "Recipes", colour: "pink" }, user.token);
    expect(viaTrpc.statusCode, viaTrpc.body).toBe(200);
    const listed = await trpcQuery(t, "projects.list", undefined, user.token);
    expect(listed.json().result.data.map((p: { name: string }) => p.name)).toContain("Recipes");
  });

  it("answer another person 404 for everything, and their conversations cannot be moved in", async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const project = await createProject(owner.token);
    const file = await uploadTo(project.id, owner.token, "notes.txt", Buffer.from("Quarterly returns are due."));
    expect(file.statusCode, file.body).toBe(201);
    const theirs = await conversation(other._id, "Theirs", 1);
    const mine = await conversation(owner._id, "Mine", 1);

    const refusals = [
      await get(t, `/api/projects/${project.id}`, other.token),
      await put(t, `/api/projects/${project.id}`, { name: "Mine now" }, other.token),
      await t.app.inject({ method: "PUT", url: `/api/projects/${project.id}/archive`, headers: auth(other.token) }),
      await del(`/api/projects/${project.id}/archive`, other.token),
      await del(`/api/projects/${project.id}?withConversations=true`, other.token),
      await get(t, `/api/projects/${project.id}/files`, other.token),
      await uploadTo(project.id, other.token, "x.txt", Buffer.from("x")),
      await del(`/api/projects/${project.id}/files/${file.json().id}`, other.token),
      await move(theirs, project.id, owner.token),
      await move(mine, project.id, other.token),
      await get(t, `/api/chat/history?projectId=${project.id}`, other.token),
      await trpcQuery(t, "projects.get", { id: project.id }, other.token),
    ];
    for (const response of refusals) expect(response.statusCode, response.body).toBe(404);
    // Nothing changed.
    const row = await t.database.db.project.findUniqueOrThrow({ where: { id: project.id } });
    expect(row).toMatchObject({ name: "GST filings", archivedAt: null });
    expect(await t.database.db.attachment.count({ where: { projectId: project.id } })).toBe(1);
  });

  it("move conversations in and out, keep their dates, and the history shows a project's only inside it", async () => {
    const user = await signUp(t);
    const project = await createProject(user.token);
    const monsoon = await conversation(user._id, "Monsoon haiku", 30);
    const tax = await conversation(user._id, "Tax on monsoon sales", 20);
    const plain = await conversation(user._id, "Plain chat", 10);
    const before = await t.database.db.conversation.findUniqueOrThrow({ where: { id: tax } });

    for (const id of [monsoon, tax]) {
      const moved = await move(id, project.id, user.token);
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json()).toEqual({ conversationId: id, projectId: project.id });
    }
    const after = await t.database.db.conversation.findUniqueOrThrow({ where: { id: tax } });
    expect(after.updatedAt.toISOString()).toBe(before.updatedAt.toISOString());

    expect(await historyIds(user.token)).toEqual([plain]);
    expect(await historyIds(user.token, `?projectId=${project.id}`)).toEqual([tax, monsoon]);
    // A search inside the project looks only there; a search of everything finds both.
    expect(await historyIds(user.token, `?projectId=${project.id}&q=monsoon`)).toEqual([tax, monsoon]);
    expect(await historyIds(user.token, `?projectId=${project.id}&q=plain`)).toEqual([]);
    expect(await historyIds(user.token, "?q=chat")).toEqual([plain]);
    expect((await historyIds(user.token, "?q=monsoon")).sort()).toEqual([monsoon, tax].sort());
    const viaTrpc = await trpcQuery(t, "chat.history", { projectId: project.id }, user.token);
    expect(viaTrpc.json().result.data.conversations.map((c: { id: string }) => c.id)).toEqual([tax, monsoon]);

    expect((await get(t, "/api/projects", user.token)).json()[0].conversationCount).toBe(2);
    const out = await move(monsoon, null, user.token);
    expect(out.json()).toEqual({ conversationId: monsoon, projectId: null });
    expect(await historyIds(user.token)).toEqual([plain, monsoon]);
  });

  it("deleted without its conversations sends them back to the history; with them, deletes them and their files' bytes", async () => {
    const user = await signUp(t);
    const kept = await createProject(user.token, { name: "Kept chats" });
    const keptChat = await conversation(user._id, "Keep me", 5);
    await move(keptChat, kept.id, user.token);
    const keptFile = (await uploadTo(kept.id, user.token, "brief.txt", Buffer.from("The brief."))).json();

    const gone = await del(`/api/projects/${kept.id}`, user.token);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json()).toMatchObject({ id: kept.id, withConversations: false, message: "Project deleted." });
    expect(await historyIds(user.token)).toEqual([keptChat]);
    expect(await t.deps.files.stat(keptFile.id)).toBeNull();

    const doomed = await createProject(user.token, { name: "Doomed" });
    const doomedChat = await conversation(user._id, "Delete me", 3);
    await move(doomedChat, doomed.id, user.token);
    const attached = (await upload(t, user.token, "photo.png", await png())).json();
    await t.database.db.attachment.update({ where: { id: attached.id }, data: { conversationId: doomedChat } });

    const all = await trpcMutation(t, "projects.remove", { id: doomed.id, withConversations: true }, user.token);
    expect(all.statusCode, all.body).toBe(200);
    expect(await t.database.db.conversation.count({ where: { id: doomedChat } })).toBe(0);
    expect(await t.database.db.attachment.count({ where: { id: attached.id } })).toBe(0);
    expect(await t.deps.files.stat(attached.id)).toBeNull();
    expect(await historyIds(user.token)).toEqual([keptChat]);
    expect((await get(t, `/api/projects/${doomed.id}`, user.token)).statusCode).toBe(404);
  });
});

describe("plan limits", () => {
  it(`hold at Starter's ${DEFAULT_USAGE_SETTINGS.projects.starter}, archived ones included, with a 403 naming the plan and the number`, async () => {
    const user = await signUp(t);
    const ids: string[] = [];
    for (const name of ["One", "Two", "Three"]) ids.push((await createProject(user.token, { name })).id);
    await t.app.inject({ method: "PUT", url: `/api/projects/${ids[0]}/archive`, headers: auth(user.token) });

    const refused = await post(t, "/api/projects", { name: "Four" }, user.token);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toMatchObject({
      code: "projects.limit",
      message:
        "The Starter plan allows 3 projects, archived ones included. Delete a project you no longer need, or upgrade for more.",
    });
    const viaTrpc = await trpcMutation(t, "projects.create", { name: "Four" }, user.token);
    expect(viaTrpc.statusCode).toBe(403);
    expect(viaTrpc.json().error.data).toMatchObject({ messageKey: "projects.limit" });

    expect((await del(`/api/projects/${ids[1]}`, user.token)).statusCode).toBe(200);
    await createProject(user.token, { name: "Four" });
  });

  it("follow the plan: Professional past Starter's number, Enterprise without one, and a downgrade keeps what exists", async () => {
    const user = await signUp(t);
    await setRole(user._id, "professional");
    const ids: string[] = [];
    for (const name of ["A", "B", "C", "D", "E"]) ids.push((await createProject(user.token, { name })).id);

    await setRole(user._id, "starter");
    const refused = await post(t, "/api/projects", { name: "F" }, user.token);
    expect(refused.statusCode).toBe(403);
    // Existing projects keep working: opened, renamed, used.
    expect((await get(t, `/api/projects/${ids[4]}`, user.token)).statusCode).toBe(200);
    expect((await put(t, `/api/projects/${ids[4]}`, { name: "E2" }, user.token)).statusCode).toBe(200);
    const chat = await conversation(user._id, "Still movable", 1);
    expect((await move(chat, ids[4] as string, user.token)).statusCode).toBe(200);

    await setRole(user._id, "enterprise");
    for (const name of ["F", "G"]) await createProject(user.token, { name });
  });

  it("are the administrator's to edit: an empty field is unlimited", async () => {
    const admin = await signInAdmin(t, "projects_admin");
    const settings = await trpcQuery(t, "admin.usage.settings", undefined, admin);
    expect(settings.json().result.data.projects).toEqual({ starter: 3, professional: 50, enterprise: null });

    const invalid = await trpcMutation(
      t,
      "admin.usage.updateSettings",
      { projects: { starter: -1, professional: 50, enterprise: "" } },
      admin,
    );
    expect(invalid.statusCode).toBe(400);
    const saved = await trpcMutation(
      t,
      "admin.usage.updateSettings",
      { projects: { starter: "1", professional: "50", enterprise: "" } },
      admin,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().result.data.projects).toEqual({ starter: 1, professional: 50, enterprise: null });

    try {
      const user = await signUp(t);
      await createProject(user.token);
      const refused = await post(t, "/api/projects", { name: "Second" }, user.token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toContain("allows 1 project,");

      await trpcMutation(
        t,
        "admin.usage.updateSettings",
        { projects: { starter: "", professional: 50, enterprise: "" } },
        admin,
      );
      for (const name of ["Second", "Third", "Fourth"]) await createProject(user.token, { name });
    } finally {
      await trpcMutation(t, "admin.usage.updateSettings", { projects: DEFAULT_USAGE_SETTINGS.projects }, admin);
    }
  });
});

describe("reference files", () => {
  it("are uploaded, listed, opened with the project and removed with their bytes", async () => {
    const user = await signUp(t);
    const project = await createProject(user.token);
    const added = await uploadTo(project.id, user.token, "rules.md", Buffer.from("# GST rules\nFile by the 20th."));
    expect(added.statusCode, added.body).toBe(201);
    const file = added.json();
    expect(file).toMatchObject({ name: "rules.md", mime: "text/plain", truncated: false });
    expect(file.tokens).toBeGreaterThan(0);
    expect((await t.app.inject({ method: "GET", url: file.url })).statusCode).toBe(200);

    const listed = await get(t, `/api/projects/${project.id}/files`, user.token);
    expect(listed.json().map((f: { id: string }) => f.id)).toEqual([file.id]);
    expect((await get(t, `/api/projects/${project.id}`, user.token)).json().files).toHaveLength(1);

    // Not an unsent attachment: the files' own removal and a question's attachments do not reach it.
    expect((await del(`/api/files/${file.id}`, user.token)).statusCode).toBe(404);

    // Kept past the day unsent uploads are kept.
    await t.database.db.attachment.update({
      where: { id: file.id },
      data: { createdAt: new Date(Date.now() - 3 * 86_400_000) },
    });
    expect((await upload(t, user.token, "draft.txt", Buffer.from("draft"))).statusCode).toBe(201);
    expect(await t.database.db.attachment.count({ where: { id: file.id } })).toBe(1);

    // The person's data export holds the project, its conversations' place in it and its reference file.
    const chat = await conversation(user._id, "Filing dates", 1);
    expect((await move(chat, project.id, user.token)).statusCode).toBe(200);
    const zip = await get(t, "/api/users/export", user.token);
    expect(zip.statusCode).toBe(200);
    const unpacked = unzipSync(zip.rawPayload);
    const data = JSON.parse(strFromU8(unpacked["account.json"] as Uint8Array));
    expect(data.projects).toEqual([
      expect.objectContaining({ id: project.id, name: "GST filings", instructions: "", archivedAt: null }),
    ]);
    expect(data.conversations).toEqual([expect.objectContaining({ id: chat, projectId: project.id })]);
    const exported = data.attachments.find((a: { id: string }) => a.id === file.id);
    expect(exported).toMatchObject({ projectId: project.id, conversationId: null, name: "rules.md" });
    expect(strFromU8(unpacked[exported.file] as Uint8Array)).toContain("File by the 20th.");

    const removed = await del(`/api/projects/${project.id}/files/${file.id}`, user.token);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await t.deps.files.stat(file.id)).toBeNull();
    expect((await del(`/api/projects/${project.id}/files/${file.id}`, user.token)).statusCode).toBe(404);
  });

  it(`refuse images, and a ${PROJECT_FILES_MAX + 1}th file with a 409`, async () => {
    const user = await signUp(t);
    const project = await createProject(user.token);
    const image = await uploadTo(project.id, user.token, "photo.png", await png());
    expect(image.statusCode).toBe(400);
    expect(image.json().code).toBe("projects.fileNotDocument");
    expect(await t.database.db.attachment.count({ where: { userId: user._id } })).toBe(0);

    await t.database.db.attachment.createMany({
      data: Array.from({ length: PROJECT_FILES_MAX }, (_, index) => {
        const id = `0196f4a1-2b3c-7d4e-8f50-${String(index).padStart(12, "0")}`;
        return {
          id,
          userId: user._id,
          projectId: project.id,
          kind: "document" as const,
          mime: "text/plain",
          name: `note-${index}.txt`,
          bytes: 4,
          text: "note",
          tokens: 1,
          storageKey: id,
        };
      }),
    });
    const full = await uploadTo(project.id, user.token, "one-more.txt", Buffer.from("more"));
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({
      code: "projects.tooManyFiles",
      message: `A project can hold at most ${PROJECT_FILES_MAX} reference files. Delete one to add another.`,
    });
  });
});
