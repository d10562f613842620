import { describe, expect, it } from "vitest";
import { ensureAdmin } from "../../server/areas/admin/admin-auth.service";
import { get, post, signUp } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";

const t = setupTestApp();

const MAC_CHROME =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const ADMIN = { username: "sessions_admin", password: "Harbour-Lantern-2026!" };

type Session = {
  id: string;
  device: string;
  deviceType: string;
  ip: string | null;
  createdAt: string;
  lastUsedAt: string;
  expiresAt: string;
  current: boolean;
};

/** Signs in again from another device: a second session of the same account. */
async function loginFrom(userAgent: string, body: object, url = "/api/users/login") {
  const response = await t.app.inject({
    method: "POST",
    url,
    payload: body,
    headers: { "user-agent": userAgent },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().token as string;
}

async function list(token: string, url = "/api/users/sessions"): Promise<Session[]> {
  const response = await get(t, url, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

function end(token: string, sessionId: string, base = "/api/users/sessions") {
  return t.app.inject({
    method: "DELETE",
    url: `${base}/${sessionId}`,
    headers: { authorization: `Bearer ${token}` },
  });
}

/** Whether a user token still opens the profile (warms the session cache on the way). */
const profileStatus = async (token: string) => (await get(t, "/api/users/profile", token)).statusCode;

async function twoDevices() {
  const user = await signUp(t);
  const credentials = { email: user.email, password: user.password };
  const laptop = await loginFrom(MAC_CHROME, credentials);
  const phone = await loginFrom(IPHONE_SAFARI, credentials);
  return { user, laptop, phone };
}

describe("a person's sessions", () => {
  it("lists the live ones with device, address and dates, this one first and marked", async () => {
    const { user, laptop, phone } = await twoDevices();
    const sessions = await list(laptop);
    // Sign-up opened one too (no user agent).
    expect(sessions).toHaveLength(3);
    expect(sessions[0]).toMatchObject({ device: "Chrome on macOS", deviceType: "desktop", current: true });
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    expect(sessions.map((session) => session.device).sort()).toEqual([
      "Chrome on macOS",
      "Safari on iPhone",
      "Unknown device",
    ]);
    for (const session of sessions) {
      expect(Object.keys(session).sort()).toEqual(
        ["createdAt", "current", "device", "deviceType", "expiresAt", "id", "ip", "lastUsedAt"].sort(),
      );
      expect(session.ip).toBe("127.0.0.1");
      expect(new Date(session.lastUsedAt).getTime()).toBeGreaterThanOrEqual(new Date(session.createdAt).getTime());
    }
    // From the phone, the phone is "this device".
    const fromPhone = await list(phone);
    expect(fromPhone[0]).toMatchObject({ device: "Safari on iPhone", deviceType: "mobile", current: true });
    // Over tRPC too, the same answer.
    const trpc = await get(t, "/trpc/sessions.list", user.token);
    expect(trpc.statusCode).toBe(200);
    expect(trpc.json().result.data).toHaveLength(3);
  });

  it("leaves out signed-out, idle and ended sessions", async () => {
    const { user, laptop, phone } = await twoDevices();
    const tablet = await loginFrom(IPHONE_SAFARI, { email: user.email, password: user.password });
    const currentId = async (token: string) => (await list(token))[0]?.id;
    const past = new Date(Date.now() - 1000);
    await t.database.db.session.update({ where: { id: await currentId(phone) }, data: { idleExpiresAt: past } });
    await t.database.db.session.update({ where: { id: await currentId(tablet) }, data: { expiresAt: past } });
    expect(await list(laptop)).toHaveLength(2);
    expect((await post(t, "/api/users/logout", undefined, user.token)).statusCode).toBe(200);
    expect((await list(laptop)).map((session) => session.current)).toEqual([true]);
  });

  it("ends another session: its token is refused at once, this one keeps working", async () => {
    const { laptop, phone } = await twoDevices();
    expect(await profileStatus(phone)).toBe(200);
    const phoneSession = (await list(phone))[0] as Session;
    const ended = await end(laptop, phoneSession.id);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toEqual({ message: "The session was ended.", current: false });
    expect(await profileStatus(phone)).toBe(401);
    // Nor can it be renewed.
    expect((await post(t, "/api/users/refresh", undefined, phone)).statusCode).toBe(401);
    expect(await profileStatus(laptop)).toBe(200);
    expect((await list(laptop)).map((session) => session.id)).not.toContain(phoneSession.id);
    // Ending it again: it is no longer there.
    expect((await end(laptop, phoneSession.id)).statusCode).toBe(404);
  });

  it("ending this session signs this device out", async () => {
    const { laptop } = await twoDevices();
    const [own] = await list(laptop);
    const ended = await end(laptop, own?.id ?? "");
    expect(ended.json()).toEqual({ message: "You are signed out on this device.", current: true });
    expect(await profileStatus(laptop)).toBe(401);
  });

  it("answers 404 for another person's session, and leaves it alone", async () => {
    const mine = await twoDevices();
    const theirs = await twoDevices();
    expect(await profileStatus(theirs.phone)).toBe(200);
    const [theirPhone] = await list(theirs.phone);
    const refused = await end(mine.laptop, theirPhone?.id ?? "");
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toMatch(/not one of yours/);
    expect(await profileStatus(theirs.phone)).toBe(200);
    expect((await end(mine.laptop, "0196f0a7-9b3c-7e41-8a52-6d7e8f9a0b1c")).statusCode).toBe(404);
    // Over tRPC as well, and an empty id is a 400 that says so.
    const trpc = await post(t, "/trpc/sessions.end", { sessionId: theirPhone?.id }, mine.laptop);
    expect(trpc.statusCode).toBe(404);
    const empty = await post(t, "/trpc/sessions.end", { sessionId: " " }, mine.laptop);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe("sessionId is required");
    expect(await profileStatus(theirs.phone)).toBe(200);
  });

  it("ends every other session, and says how many", async () => {
    const { user, laptop, phone } = await twoDevices();
    for (const token of [user.token, phone]) expect(await profileStatus(token)).toBe(200);
    const response = await post(t, "/api/users/sessions/end-others", undefined, laptop);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: "Signed out of 2 other sessions.", ended: 2 });
    for (const token of [user.token, phone]) expect(await profileStatus(token)).toBe(401);
    expect(await profileStatus(laptop)).toBe(200);
    expect(await list(laptop)).toHaveLength(1);
    const again = await post(t, "/trpc/sessions.endOthers", {}, laptop);
    expect(again.json().result.data).toEqual({ message: "There were no other sessions to end.", ended: 0 });
  });

  it("moves last active on a token refresh, not on every call", async () => {
    const { laptop } = await twoDevices();
    const [before] = await list(laptop);
    t.clock.advance(60_000);
    try {
      expect(await profileStatus(laptop)).toBe(200);
      expect((await list(laptop))[0]?.lastUsedAt).toBe(before?.lastUsedAt);
      const renewed = (await post(t, "/api/users/refresh", undefined, laptop)).json().token as string;
      const [after] = await list(renewed);
      expect(after?.id).toBe(before?.id);
      expect(
        new Date(after?.lastUsedAt ?? 0).getTime() - new Date(before?.lastUsedAt ?? 0).getTime(),
      ).toBeGreaterThanOrEqual(60_000);
    } finally {
      t.clock.reset();
    }
  });

  it("needs the person's own token", async () => {
    expect((await get(t, "/api/users/sessions")).statusCode).toBe(401);
    await ensureAdmin(t.database.db, ADMIN);
    const admin = await loginFrom(MAC_CHROME, ADMIN, "/api/admin/login");
    expect((await get(t, "/api/users/sessions", admin)).statusCode).toBe(401);
  });
});

describe("an administrator's own sessions", () => {
  it("are listed and ended like a person's, audited, and never include a user's", async () => {
    await ensureAdmin(t.database.db, ADMIN);
    const desk = await loginFrom(MAC_CHROME, ADMIN, "/api/admin/login");
    const phone = await loginFrom(IPHONE_SAFARI, ADMIN, "/api/admin/login");
    const user = await twoDevices();
    const sessions = await list(desk, "/api/admin/sessions");
    expect(sessions[0]).toMatchObject({ device: "Chrome on macOS", current: true });
    expect(sessions.map((session) => session.device)).toContain("Safari on iPhone");
    expect(await list(user.laptop)).not.toEqual(
      expect.arrayContaining([expect.objectContaining({ id: sessions[0]?.id })]),
    );
    // A user's token does not open the admin's list, nor can the admin end a user's session.
    expect((await get(t, "/api/admin/sessions", user.laptop)).statusCode).toBe(401);
    const [userSession] = await list(user.laptop);
    expect((await end(desk, userSession?.id ?? "", "/api/admin/sessions")).statusCode).toBe(404);

    expect((await get(t, "/api/admin/profile", phone)).statusCode).toBe(200);
    const phoneSession = sessions.find((session) => session.device === "Safari on iPhone") as Session;
    const ended = await end(desk, phoneSession.id, "/api/admin/sessions");
    expect(ended.statusCode, ended.body).toBe(200);
    expect((await get(t, "/api/admin/profile", phone)).statusCode).toBe(401);
    expect((await get(t, "/api/admin/profile", desk)).statusCode).toBe(200);

    await loginFrom(IPHONE_SAFARI, ADMIN, "/api/admin/login");
    const others = await post(t, "/api/admin/sessions/end-others", undefined, desk);
    expect(others.json().ended).toBeGreaterThanOrEqual(1);
    expect(await list(desk, "/api/admin/sessions")).toHaveLength(1);

    const audit = (await get(t, "/api/admin/audit-log", desk)).json().entries as Array<{
      action: string;
      after: Record<string, unknown>;
    }>;
    expect(audit.find((entry) => entry.action === "admin.session.end")?.after).toEqual({
      sessionId: phoneSession.id,
      ended: 1,
    });
    expect(audit.find((entry) => entry.action === "admin.session.endOthers")?.after).toEqual({
      ended: others.json().ended,
    });
  });
});
