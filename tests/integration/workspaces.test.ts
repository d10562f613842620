// Workspaces (issue #35, docs/product/workspaces.md#roles): creating one with a checked GSTIN, reading it by role,
// my list, editing, members listed by role, roles changed by the owner only, removal and leaving; a stranger gets
// 404 everywhere and a member 403 for managing; a removed member's seat ends on a second instance within a second.
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../../server/app";
import { createAppDeps } from "../../server/deps";
import { createServices } from "../../server/services";
import { englishText } from "../../shared/server-messages";
import { get, post, put, signUp, trpcMutation, trpcQuery } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";
import { within1s } from "../helpers/instances";
import { addMember, createWorkspace, GSTIN_MH_WRONG_CHECK, giveSeats, workspaceDetails } from "../helpers/workspaces";

const t = setupTestApp();
let second: App;
let secondDeps: Awaited<ReturnType<typeof createAppDeps>>;
let secondServices: ReturnType<typeof createServices>;

beforeAll(async () => {
  // A second instance of the app on the same database, sharing nothing in memory with the first.
  const log = pino({ level: "silent" });
  secondDeps = await createAppDeps(t.config, t.database.db, log);
  second = await buildApp(secondDeps, { loggerInstance: log, clientDir: "/nonexistent" });
  await second.ready();
  secondServices = createServices(secondDeps, log);
});
afterAll(async () => {
  await second?.close();
  await secondDeps?.jobs.stop();
  await secondDeps?.limiter.close();
  await secondDeps?.bus.close();
});

const del = (url: string, token: string) =>
  t.app.inject({ method: "DELETE", url, headers: { authorization: `Bearer ${token}` } });

describe("creating a workspace", () => {
  it("makes its creator the owner, with no seats in force before a payment", async () => {
    const owner = await signUp(t);
    const created = await createWorkspace(t, owner.token, { gstin: " 27aapfu0939f1zv " });
    expect(created).toMatchObject({ name: "Sahyadri Traders Pvt Ltd", role: "owner", seats: 0, inForce: false });
    const row = await t.database.db.workspaceMember.findUniqueOrThrow({
      where: { workspaceId_userId: { workspaceId: created.id, userId: owner._id } },
    });
    expect(row.role).toBe("owner");
    const read = await get(t, `/api/workspaces/${created.id}`, owner.token);
    expect(read.json().manage).toMatchObject({ gstin: "27AAPFU0939F1ZV", billingState: "27", freeSeats: 0 });
  });

  it("refuses a GSTIN with a wrong check character, of another state, or of no state, saying which", async () => {
    const owner = await signUp(t);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ gstin: GSTIN_MH_WRONG_CHECK }, englishText("workspaces.gstinChecksum")],
      [{ billingState: "29" }, englishText("workspaces.gstinOtherState", { state: "27 Maharashtra" })],
      [{ gstin: "99AAPFU0939F1ZV" }, englishText("workspaces.gstinUnknownState")],
      [{ gstin: "27AAPFU0939" }, englishText("validation.gstin")],
      [{ billingState: "28" }, englishText("workspaces.billingState")],
      [{ name: "  " }, "Company name is required"],
    ];
    for (const [overrides, message] of cases) {
      const response = await post(t, "/api/workspaces", workspaceDetails(overrides), owner.token);
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.body).toContain(message);
    }
    const without = await post(t, "/api/workspaces", workspaceDetails({ gstin: "", billingState: "29" }), owner.token);
    expect(without.statusCode, without.body).toBe(201);
    expect(without.json().manage.gstin).toBeNull();
    expect(await t.database.db.workspace.count({ where: { members: { some: { userId: owner._id } } } })).toBe(1);
  });
});

describe("reading and editing", () => {
  it("shows members the summary, managers everything, and lists mine over REST and tRPC", async () => {
    const [owner, member] = [await signUp(t), await signUp(t)];
    const workspace = await createWorkspace(t, owner.token);
    await giveSeats(t, workspace.id, 5);
    await addMember(t, workspace.id, member._id);

    const asMember = await get(t, `/api/workspaces/${workspace.id}`, member.token);
    expect(asMember.statusCode, asMember.body).toBe(200);
    expect(asMember.json()).toMatchObject({ role: "member", seats: 5, inForce: true, manage: null });
    const asOwner = await trpcQuery(t, "workspaces.get", { workspaceId: workspace.id }, owner.token);
    expect(asOwner.json().result.data.manage).toMatchObject({ freeSeats: 3, pendingInvitations: 0 });

    const mine = await get(t, "/api/workspaces", member.token);
    expect(mine.json()).toEqual([expect.objectContaining({ id: workspace.id, role: "member", memberCount: 2 })]);
  });

  it("lets managers edit the details, checking the GSTIN against the state it will have", async () => {
    const [owner, admin, member] = [await signUp(t), await signUp(t), await signUp(t)];
    const workspace = await createWorkspace(t, owner.token);
    await addMember(t, workspace.id, admin._id, "admin");
    await addMember(t, workspace.id, member._id);

    const edited = await put(
      t,
      `/api/workspaces/${workspace.id}`,
      { billingEmail: "GST@Sahyadri.example" },
      admin.token,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().manage.billingEmail).toBe("gst@sahyadri.example");
    const otherState = await put(t, `/api/workspaces/${workspace.id}`, { billingState: "29" }, owner.token);
    expect(otherState.statusCode).toBe(400);
    const both = await put(t, `/api/workspaces/${workspace.id}`, { billingState: "29", gstin: "" }, owner.token);
    expect(both.json().manage).toMatchObject({ billingState: "29", gstin: null });

    const refused = await put(t, `/api/workspaces/${workspace.id}`, { name: "Mine now" }, member.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("workspaces.managersOnly");
  });
});

describe("members", () => {
  it("are all shown to managers, and only the count and themselves to a member", async () => {
    const [owner, admin, member] = [await signUp(t), await signUp(t), await signUp(t)];
    const workspace = await createWorkspace(t, owner.token);
    await addMember(t, workspace.id, member._id);
    await addMember(t, workspace.id, admin._id, "admin");

    const all = await get(t, `/api/workspaces/${workspace.id}/members`, admin.token);
    expect(all.json().count).toBe(3);
    expect(all.json().members.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
      [owner.email, "owner"],
      [admin.email, "admin"],
      [member.email, "member"],
    ]);
    const self = await get(t, `/api/workspaces/${workspace.id}/members`, member.token);
    expect(self.json()).toEqual({ count: 3, members: [expect.objectContaining({ userId: member._id })] });
  });

  it("get admins from the owner only, and nobody changes or removes the owner", async () => {
    const [owner, admin, member] = [await signUp(t), await signUp(t), await signUp(t)];
    const workspace = await createWorkspace(t, owner.token);
    await addMember(t, workspace.id, admin._id, "admin");
    await addMember(t, workspace.id, member._id);
    const role = (userId: string, value: string, token: string) =>
      put(t, `/api/workspaces/${workspace.id}/members/${userId}`, { role: value }, token);

    expect((await role(member._id, "admin", admin.token)).statusCode).toBe(403);
    const made = await role(member._id, "admin", owner.token);
    expect(made.json()).toEqual({ userId: member._id, role: "admin" });
    expect((await role(member._id, "member", owner.token)).statusCode).toBe(200);
    expect((await role(owner._id, "member", owner.token)).json().code).toBe("workspaces.ownerStays");
    expect((await role(member._id, "owner", owner.token)).statusCode).toBe(400);

    const removeOwner = await del(`/api/workspaces/${workspace.id}/members/${owner._id}`, admin.token);
    expect(removeOwner.statusCode).toBe(409);
    expect(removeOwner.json().message).toBe(englishText("workspaces.ownerStays"));
    expect((await del(`/api/workspaces/${workspace.id}/members/${admin._id}`, member.token)).statusCode).toBe(403);
    const leaveOwner = await post(t, `/api/workspaces/${workspace.id}/leave`, {}, owner.token);
    expect(leaveOwner.statusCode).toBe(409);
    const left = await post(t, `/api/workspaces/${workspace.id}/leave`, {}, admin.token);
    expect(left.json()).toEqual({ left: true });
    expect(await t.database.db.workspaceMember.count({ where: { workspaceId: workspace.id } })).toBe(2);
  });

  it("is handed by its owner to another member, who becomes the one owner; the old owner stays an admin", async () => {
    const [owner, admin, member, stranger] = [await signUp(t), await signUp(t), await signUp(t), await signUp(t)];
    const workspace = await createWorkspace(t, owner.token);
    await addMember(t, workspace.id, admin._id, "admin");
    await addMember(t, workspace.id, member._id);
    const hand = (userId: string, token: string) =>
      post(t, `/api/workspaces/${workspace.id}/members/${userId}/make-owner`, {}, token);
    const roles = async () =>
      Object.fromEntries(
        (await t.database.db.workspaceMember.findMany({ where: { workspaceId: workspace.id } })).map((row) => [
          row.userId,
          row.role,
        ]),
      );

    expect((await hand(member._id, admin.token)).statusCode).toBe(403);
    expect((await hand(owner._id, owner.token)).json().code).toBe("workspaces.alreadyOwner");
    expect((await hand(stranger._id, owner.token)).statusCode).toBe(404);
    const handed = await hand(member._id, owner.token);
    expect(handed.statusCode, handed.body).toBe(200);
    expect(handed.json()).toEqual({ userId: member._id, role: "owner" });
    expect(await roles()).toEqual({ [owner._id]: "admin", [admin._id]: "admin", [member._id]: "owner" });
    // The old owner is an admin now, and may no longer hand it on; the new owner may hand it back.
    expect((await hand(admin._id, owner.token)).statusCode).toBe(403);
    const back = await trpcMutation(
      t,
      "workspaces.members.transferOwnership",
      { workspaceId: workspace.id, memberId: owner._id },
      member.token,
    );
    expect(back.statusCode, back.body).toBe(200);
    expect(await roles()).toEqual({ [owner._id]: "owner", [admin._id]: "admin", [member._id]: "admin" });
  });

  it("a stranger gets 404 for every call of a workspace, a member 403 for every managing one", async () => {
    const [owner, member, stranger] = [await signUp(t), await signUp(t), await signUp(t)];
    const workspace = await createWorkspace(t, owner.token);
    await giveSeats(t, workspace.id, 5);
    await addMember(t, workspace.id, member._id);
    const invitation = await post(
      t,
      `/api/workspaces/${workspace.id}/invitations`,
      { email: "x@example.com" },
      owner.token,
    );
    const base = `/api/workspaces/${workspace.id}`;
    const invitationUrl = `${base}/invitations/${invitation.json().id}`;
    const calls = (token: string) => [
      get(t, base, token),
      put(t, base, { name: "Taken" }, token),
      post(t, `${base}/leave`, {}, token),
      get(t, `${base}/members`, token),
      put(t, `${base}/members/${owner._id}`, { role: "admin" }, token),
      del(`${base}/members/${owner._id}`, token),
      get(t, `${base}/invitations`, token),
      post(t, `${base}/invitations`, { email: "y@example.com" }, token),
      post(t, `${invitationUrl}/resend`, {}, token),
      del(invitationUrl, token),
    ];
    const strangers = await Promise.all(calls(stranger.token));
    expect(strangers.map((response) => response.statusCode)).toEqual(strangers.map(() => 404));
    expect(strangers[0]?.json().code).toBe("workspaces.notFound");
    // A member reads (the first and fourth), leaves last; everything managing is 403.
    const members = await Promise.all(calls(member.token).filter((_, index) => ![0, 2, 3].includes(index)));
    expect(members.map((response) => response.statusCode)).toEqual(members.map(() => 403));
    const mine = await trpcQuery(t, "workspaces.mine", undefined, stranger.token);
    expect(mine.json().result.data).toEqual([]);
  });

  it("a removed member loses the seat on a second instance within a second, and the removal publishes", async () => {
    const [owner, member] = [await signUp(t), await signUp(t)];
    const workspace = await createWorkspace(t, owner.token);
    await giveSeats(t, workspace.id, 3);
    await addMember(t, workspace.id, member._id);
    // The second instance reads the seat into its memory first, so only the bus can drop it.
    const seat = () => secondServices.workspaceAccess.seatFor(member._id, workspace.id);
    expect(await seat()).toMatchObject({ workspaceId: workspace.id, role: "member" });
    expect(await seat()).not.toBeNull();

    const removed = await trpcMutation(
      t,
      "workspaces.members.remove",
      { workspaceId: workspace.id, memberId: member._id },
      owner.token,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await within1s(async () => (await seat()) === null, true)).toBe(true);
    const onSecond = await second.inject({
      method: "GET",
      url: `/api/workspaces/${workspace.id}`,
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(onSecond.statusCode).toBe(404);
  });
});
