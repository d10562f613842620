import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWorkspaceAccess } from "../../server/areas/workspaces/access";
import { createAppDeps } from "../../server/deps";
import { DAY_MS } from "../../shared/time";
import { get, post, signInAdmin, signUp } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";
import { within1s } from "../helpers/instances";
import { addMember, makeWorkspace, pendingInvitation } from "../helpers/workspaces";

// Issue #35, our admin (docs/product/workspaces.md#our-admin): the workspaces list, its MRR, and suspending one,
// which stops its seats on another instance of the app within a second.
const t = setupTestApp();
let second: Awaited<ReturnType<typeof createAppDeps>>;
let adminToken: string;

beforeAll(async () => {
  // A second instance's bus and seat cache on the same database, sharing nothing in memory with the first.
  second = await createAppDeps(t.config, t.database.db, pino({ level: "silent" }));
  adminToken = await signInAdmin(t, "workspaces_admin");
});
afterAll(async () => {
  await second?.jobs.stop();
  await second?.limiter.close();
  await second?.bus.close();
});

const list = (query = "") => get(t, `/api/admin/workspaces${query}`, adminToken);

describe("our admin's workspaces", () => {
  it("lists seats, members, invitations, standing and MRR, with search, pages and the total MRR", async () => {
    const owner = await signUp(t, { email: `lead.${Date.now()}@kestrel.example` });
    const monthly = await makeWorkspace(t, owner._id, { name: "Kestrel Monthly", seats: 3 });
    await addMember(t, monthly.id, (await signUp(t))._id);
    await pendingInvitation(t, monthly.id, "new.hire@kestrel.example");
    await makeWorkspace(t, (await signUp(t))._id, {
      name: "Kestrel Yearly",
      seats: 2,
      period: "yearly",
      paidUntil: new Date(Date.now() + 300 * DAY_MS),
    });
    const lapsed = await makeWorkspace(t, (await signUp(t))._id, {
      name: "Kestrel Lapsed",
      seats: 4,
      paidUntil: new Date(Date.now() - DAY_MS),
    });
    await makeWorkspace(t, (await signUp(t))._id, { name: "Osprey New" });

    const all = await list("?q=kestrel");
    expect(all.statusCode, all.body).toBe(200);
    const body = all.json();
    expect(body.total).toBe(3);
    // Monthly: 3 × ₹599; yearly: 2 × ₹5,990 / 12 = ₹998.33…; lapsed: nothing. In paise, rounded once.
    expect(body.mrr).toBe(Math.round(3 * 59900 + (2 * 599000) / 12));
    const byName = Object.fromEntries(body.workspaces.map((row: { name: string }) => [row.name, row]));
    expect(byName["Kestrel Monthly"]).toMatchObject({
      ownerEmail: owner.email,
      seats: 3,
      members: 2,
      pending: 1,
      period: "monthly",
      status: "active",
      mrr: 179700,
    });
    expect(byName["Kestrel Yearly"]).toMatchObject({ seats: 2, status: "active", mrr: 99833 });
    expect(byName["Kestrel Lapsed"]).toMatchObject({ seats: 0, status: "lapsed", mrr: 0 });
    expect(lapsed.id).toBe(byName["Kestrel Lapsed"].id);

    // The owner's e-mail finds it too; `%` is a character, not a wildcard; pages of one.
    expect((await list(`?q=${encodeURIComponent(owner.email)}`)).json().workspaces).toHaveLength(1);
    expect((await list("?q=%25")).json().total).toBe(0);
    const page2 = (await list("?q=kestrel&page=2&pageSize=1")).json();
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 1 });
    expect(page2.workspaces).toHaveLength(1);

    // The revenue card counts the workspaces' MRR in the MRR, and on its own.
    const stats = (await get(t, "/api/admin/billing-stats", adminToken)).json();
    expect(stats.workspaceRecurringRevenue).toBe(body.mrr);
    expect(stats.monthlyRecurringRevenue).toBeGreaterThanOrEqual(body.mrr);
    expect((await list("")).statusCode).toBe(200);
    const person = await signUp(t);
    expect((await get(t, "/api/admin/workspaces", person.token)).statusCode).toBe(401);
  });

  it("suspends with a reason (audited): the seat is gone on a second instance within a second, back on restore", async () => {
    const owner = await signUp(t);
    const workspace = await makeWorkspace(t, owner._id, { seats: 3 });
    const access = createWorkspaceAccess({ db: t.database.db, bus: second.bus, now: () => new Date() });
    const seated = () => access.seatFor(owner._id, workspace.id).then((seat) => seat !== null);
    // Read (and cached) on the second instance before the change.
    expect(await seated()).toBe(true);

    const url = `/api/admin/workspaces/${workspace.id}/suspend`;
    expect((await post(t, url, { reason: "" }, adminToken)).statusCode).toBe(400);
    const suspended = await post(t, url, { reason: "Chargeback on the last payment" }, adminToken);
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(await within1s(seated, false)).toBe(false);
    expect((await post(t, url, { reason: "again" }, adminToken)).statusCode).toBe(409);
    const audit = await t.database.db.auditLog.findFirstOrThrow({
      where: { entityId: workspace.id, action: "workspace.suspend" },
    });
    expect(audit.after).toMatchObject({ suspendReason: "Chargeback on the last payment" });
    const row = (await list(`?q=${encodeURIComponent(owner.email)}`)).json().workspaces[0];
    expect(row).toMatchObject({
      status: "suspended",
      seats: 0,
      mrr: 0,
      suspendReason: "Chargeback on the last payment",
    });

    const restored = await post(t, `/api/admin/workspaces/${workspace.id}/restore`, undefined, adminToken);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await within1s(seated, true)).toBe(true);
    expect(await t.database.db.auditLog.count({ where: { entityId: workspace.id, action: "workspace.restore" } })).toBe(
      1,
    );
    expect((await post(t, "/api/admin/workspaces/nope/restore", undefined, adminToken)).statusCode).toBe(404);
  });
});
