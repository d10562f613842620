import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureAdmin } from "../../server/areas/admin/admin-auth.service";
import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { call, type Instance, instanceEnv, signUpAcross, startInstance, stopAll, within1s } from "../helpers/instances";
import { type SmtpSink, startSmtpSink } from "../helpers/smtp-sink";

// Two real app processes (server/main.ts) on one database: a session ended on one is refused by the other.
const ADMIN = { username: "sessions_multi", password: "Harbour-Lantern-2026!" };
const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

let database: TestDatabase;
let mail: SmtpSink;
const instances: Instance[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  mail = await startSmtpSink();
  await ensureAdmin(database.db, ADMIN);
  const env = () => instanceEnv({ databaseUrl: database.url, smtpUrl: mail.url }, { RATE_LIMITS: "off" });
  instances.push(...(await Promise.all([startInstance(env()), startInstance(env())])));
}, 120_000);

afterAll(() => stopAll(instances, database, mail));

/** A login from a phone, as a second device of the same account. */
async function loginFromPhone(base: string, url: string, body: object) {
  const response = await fetch(`${base}${url}`, {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": PHONE },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

type Session = { id: string; device: string; current: boolean };

async function sessionsOf(base: string, url: string, token: string): Promise<Session[]> {
  const response = await call(base, "GET", url, undefined, token);
  expect(response.status).toBe(200);
  return response.json as unknown as Session[];
}

describe("a session ended on one instance", () => {
  it("is refused by another within a second: a person's, one by one and all the others", async () => {
    const [a = "", b = ""] = instances.map((instance) => instance.url);
    const account = await signUpAcross(mail, { codeOn: a, registerOn: a }, { name: "Lost Phone" });
    const laptop = account.token;
    const credentials = { email: account.email, password: account.password };
    const phone = await loginFromPhone(b, "/api/users/login", credentials);
    const profileOnB = async () => (await call(b, "GET", "/api/users/profile", undefined, phone)).status;
    // B now holds the phone's session in memory: only the notification can make it let go within the second.
    expect(await profileOnB()).toBe(200);

    const phoneSession = (await sessionsOf(a, "/api/users/sessions", laptop)).find((session) => !session.current);
    expect(phoneSession?.device).toBe("Safari on iPhone");
    expect((await call(a, "DELETE", `/api/users/sessions/${phoneSession?.id}`, undefined, laptop)).status).toBe(200);
    expect(await within1s(profileOnB, 401)).toBe(401);
    expect((await call(a, "GET", "/api/users/profile", undefined, laptop)).status).toBe(200);

    // "Sign out all other sessions" on B, felt on A.
    const tablet = await loginFromPhone(a, "/api/users/login", credentials);
    const tabletOnA = async () => (await call(a, "GET", "/api/users/profile", undefined, tablet)).status;
    expect(await tabletOnA()).toBe(200);
    const others = await call(b, "POST", "/api/users/sessions/end-others", undefined, laptop);
    expect(others.json).toMatchObject({ ended: 1 });
    expect(await within1s(tabletOnA, 401)).toBe(401);
    expect((await call(a, "GET", "/api/users/profile", undefined, laptop)).status).toBe(200);
  });

  it("is refused by another within a second: an administrator's", async () => {
    const [a = "", b = ""] = instances.map((instance) => instance.url);
    const desk = (await call(a, "POST", "/api/admin/login", ADMIN)).json.token as string;
    const phone = await loginFromPhone(b, "/api/admin/login", ADMIN);
    const profileOnB = async () => (await call(b, "GET", "/api/admin/profile", undefined, phone)).status;
    expect(await profileOnB()).toBe(200);
    const phoneSession = (await sessionsOf(a, "/api/admin/sessions", desk)).find((session) => !session.current);
    expect((await call(a, "DELETE", `/api/admin/sessions/${phoneSession?.id}`, undefined, desk)).status).toBe(200);
    expect(await within1s(profileOnB, 401)).toBe(401);
    expect((await call(b, "GET", "/api/admin/profile", undefined, desk)).status).toBe(200);
  });
});
