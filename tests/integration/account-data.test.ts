import os from "node:os";
import path from "node:path";
import { strFromU8, unzipSync } from "fflate";
import pino from "pino";
import { beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app";
import { createAppDeps } from "../../server/deps";
import { DELETED_USER_LABEL, EXPORT_FORMAT_VERSION } from "../../shared/account";
import { englishText } from "../../shared/server-messages";
import { get, post, put, signInAdmin, signUp } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";

// "My data" (issue #17): the export holds exactly the person's rows, and erasure leaves none but anonymised payments.
const t = setupTestApp();
let adminToken = "";

beforeAll(async () => {
  adminToken = await signInAdmin(t, "eraser");
});

type Person = Awaited<ReturnType<typeof signUp>>;

function del(url: string, payload: unknown, token: string) {
  return t.app.inject({
    method: "DELETE",
    url,
    payload: payload as object,
    headers: { authorization: `Bearer ${token}` },
  });
}

/** Another app instance on the same database, with its own session cache and change bus. */
async function otherInstance(config = t.config) {
  const log = pino({ level: "silent" });
  const deps = { ...(await createAppDeps(config, t.database.db, log)), now: t.clock.now };
  const app = await buildApp(deps, { loggerInstance: log, clientDir: path.join(os.tmpdir(), "nexgen-no-client") });
  await app.ready();
  return {
    app,
    deps,
    async close() {
      await app.close();
      await deps.jobs.stop();
      await deps.limiter.close();
      await deps.bus.close();
    },
  };
}

let orders = 0;

/** Conversations (two with one title), payments, an API key with usage, a contact message and a lockout counter. */
async function withData(person: Person) {
  const { db } = t.database;
  for (const message of ["Trip to Goa", "Trip to Goa", `Notes for ${person.username}`]) {
    const turn = await post(t, "/api/chat", { message, modelId: "x-ai/grok-4-fast:free" }, person.token);
    expect(turn.statusCode, turn.body).toBe(200);
  }
  for (const status of ["completed", "refunded"] as const) {
    orders += 1;
    await db.payment.create({
      data: {
        userId: person._id,
        plan: "professional",
        amount: 24900,
        razorpayOrderId: `order_data_${orders}`,
        status,
        paidAt: new Date(),
        receiptNumber: 9000 + orders,
      },
    });
  }
  const key = await db.apiKey.create({
    data: {
      userId: person._id,
      name: `Laptop of ${person.username}`,
      prefix: "ngk_abc123",
      hash: `hash-${person._id}`,
    },
  });
  await db.apiUsage.create({
    data: {
      userId: person._id,
      apiKeyId: key.id,
      model: "x-ai/grok-4-fast:free",
      status: "complete",
      tokensIn: 3,
      tokensOut: 5,
      plan: "enterprise",
    },
  });
  const contact = await post(t, "/api/contact", {
    name: person.name,
    email: person.email.toUpperCase(),
    subject: "A question",
    message: "How do I export my data?",
  });
  expect(contact.statusCode, contact.body).toBe(201);
  await db.rateLimitBucket.create({
    data: { key: `login-attempt:${person.email}:127.0.0.1`, count: 1, resetAt: new Date(Date.now() + 60_000) },
  });
}

/** Every row, in every table of the app's schema, whose text holds the person's id, e-mail or username. */
async function rowsNaming(person: Person) {
  const tables = await t.database.db.$queryRaw<Array<{ table_name: string }>>`
    select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`;
  expect(tables.length).toBeGreaterThan(15);
  const found: Record<string, number> = {};
  for (const { table_name: table } of tables) {
    const [row] = await t.database.db.$queryRawUnsafe<Array<{ count: number }>>(
      `select count(*)::int as count from "${table}" t
       where strpos(lower(t::text), $1) > 0 or strpos(lower(t::text), $2) > 0 or strpos(lower(t::text), $3) > 0`,
      person._id.toLowerCase(),
      person.email.toLowerCase(),
      person.username.toLowerCase(),
    );
    if (row && row.count > 0) found[table] = row.count;
  }
  return found;
}

async function download(person: Person) {
  const response = await get(t, "/api/users/export", person.token);
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

describe("Download my data", () => {
  let asha: Person;
  let ravi: Person;

  beforeAll(async () => {
    asha = await signUp(t);
    ravi = await signUp(t);
    await withData(asha);
    await withData(ravi);
  });

  it("is one zip with account.json and a Markdown file per conversation, named for the day", async () => {
    const response = await download(asha);
    expect(response.headers["content-type"]).toBe("application/zip");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="nexgen-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = unzipSync(response.rawPayload);
    const names = Object.keys(files).sort();
    expect(names).toContain("account.json");
    const markdown = names.filter((name) => name.startsWith("conversations/"));
    expect(markdown).toHaveLength(3);
    for (const name of markdown) expect(name).toMatch(/^conversations\/\d{4}-\d{2}-\d{2}-[a-z0-9-]+\.md$/);
    // Two conversations with one title get two files.
    expect(markdown.filter((name) => name.includes("trip-to-goa"))).toHaveLength(2);
    const goa = strFromU8(files[markdown.find((name) => name.includes("trip-to-goa")) as string] as Uint8Array);
    expect(goa).toMatch(/^# Trip to Goa\n/);
    expect(goa).toContain("**You** ·");
    expect(goa).toContain("**Assistant** ·");
  });

  it("holds exactly the person's rows, as SQL has them, and none of anyone else's", async () => {
    const { db } = t.database;
    const files = unzipSync((await download(asha)).rawPayload);
    const data = JSON.parse(strFromU8(files["account.json"] as Uint8Array));
    expect(data.version).toBe(EXPORT_FORMAT_VERSION);
    expect(data.profile).toMatchObject({ id: asha._id, email: asha.email, username: asha.username, name: asha.name });

    const ids = (rows: Array<{ id: string }>) => rows.map((row) => row.id).sort();
    const mine = { userId: asha._id };
    expect(ids(data.conversations)).toEqual(ids(await db.conversation.findMany({ where: mine, select: { id: true } })));
    expect(ids(data.conversations.flatMap((c: { messages: Array<{ id: string }> }) => c.messages))).toEqual(
      ids(await db.message.findMany({ where: { conversation: mine }, select: { id: true } })),
    );
    expect(ids(data.payments)).toEqual(ids(await db.payment.findMany({ where: mine, select: { id: true } })));
    expect(ids(data.apiKeys)).toEqual(ids(await db.apiKey.findMany({ where: mine, select: { id: true } })));
    expect(ids(data.usage.api)).toEqual(ids(await db.apiUsage.findMany({ where: mine, select: { id: true } })));
    expect(ids(data.sessions)).toEqual(ids(await db.session.findMany({ where: mine, select: { id: true } })));
    expect(data.usage.days.map((day: { day: string }) => day.day)).toEqual(
      (await db.usageDay.findMany({ where: mine, orderBy: { day: "asc" } })).map((row) =>
        row.day.toISOString().slice(0, 10),
      ),
    );
    expect(data.conversations.length).toBe(3);
    expect(data.payments.length).toBe(2);
    expect(data.apiKeys[0]).toMatchObject({ name: `Laptop of ${asha.username}`, prefix: "ngk_abc123" });

    // Nothing of Ravi's, and no secret, in any file of the zip.
    const everything = Object.values(files)
      .map((file) => strFromU8(file))
      .join("\n");
    const raviRows = [
      ravi._id,
      ravi.email,
      ravi.username,
      ...(await db.conversation.findMany({ where: { userId: ravi._id }, select: { id: true } })).map((row) => row.id),
      ...(await db.message.findMany({ where: { conversation: { userId: ravi._id } }, select: { id: true } })).map(
        (row) => row.id,
      ),
      ...(await db.payment.findMany({ where: { userId: ravi._id }, select: { id: true } })).map((row) => row.id),
      ...(await db.session.findMany({ where: { userId: ravi._id }, select: { id: true } })).map((row) => row.id),
    ];
    for (const value of raviRows) expect(everything).not.toContain(value);
    const secrets = await db.user.findUniqueOrThrow({ where: { id: asha._id }, select: { passwordHash: true } });
    expect(everything).not.toContain(secrets.passwordHash);
    expect(everything).not.toContain(`hash-${asha._id}`);
    expect(everything).not.toContain(asha.token);
    expect(everything).not.toMatch(/passwordHash|codeHash|"hash"/);
  });

  it("allows 5 downloads an hour, and its counter goes with the account", async () => {
    const person = await signUp(t);
    // This file turns rate limits off; an instance with them on counts in the same database.
    const limited = await otherInstance({ ...t.config, RATE_LIMITS: "on" });
    try {
      const exportOnce = () =>
        limited.app.inject({ url: "/api/users/export", headers: { authorization: `Bearer ${person.token}` } });
      for (let i = 0; i < 5; i += 1) expect((await exportOnce()).statusCode).toBe(200);
      const refused = await exportOnce();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/5 times an hour/);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
    expect(await t.database.db.rateLimitBucket.count({ where: { key: `export:${person._id}` } })).toBe(1);
    const deleted = await del("/api/users/me", { password: person.password, confirm: "DELETE" }, person.token);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await rowsNaming(person)).toEqual({});
  }, 60_000);

  it("needs the person's own token", async () => {
    expect((await get(t, "/api/users/export")).statusCode).toBe(401);
    expect((await get(t, "/api/users/export", adminToken)).statusCode).toBe(401);
  });
});

describe("Delete my account", () => {
  it("refuses a wrong password or a missing DELETE, and erases nothing", async () => {
    const person = await signUp(t);
    const wrong = await del("/api/users/me", { password: "Not-The-Password-1", confirm: "DELETE" }, person.token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(englishText("account.wrongPassword"));
    const unconfirmed = await del("/api/users/me", { password: person.password, confirm: "delete" }, person.token);
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().message).toBe("Type DELETE to confirm");
    expect((await get(t, "/api/users/profile", person.token)).statusCode).toBe(200);
    expect(await t.database.db.user.count({ where: { id: person._id } })).toBe(1);
  });

  it("erases every row of the person's at once, keeps payments without them, mails them, and frees the e-mail", async () => {
    const { db } = t.database;
    const person = await signUp(t);
    const bystander = await signUp(t);
    await withData(person);
    await withData(bystander);
    // An admin edit leaves the person's e-mail in an audit snapshot.
    const edited = await put(
      t,
      `/api/users/${person._id}`,
      { name: person.name, username: person.username, email: person.email, role: "professional" },
      adminToken,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const otherSession = (await post(t, "/api/users/login", { email: person.email, password: person.password })).json()
      .token as string;
    const payments = await db.payment.findMany({ where: { userId: person._id }, select: { id: true } });
    expect(await rowsNaming(person)).not.toEqual({});
    // A second instance holds the session in its cache; only the erasure's announcement can end it there.
    const other = await otherInstance();
    const heard: string[] = [];
    other.deps.bus.subscribe("user", (userId) => heard.push(userId));
    const otherProfile = async () =>
      (await other.app.inject({ url: "/api/users/profile", headers: { authorization: `Bearer ${person.token}` } }))
        .statusCode;
    expect(await otherProfile()).toBe(200);
    heard.length = 0;

    const sent = t.mail.messages.length;
    const deleted = await del("/api/users/me", { password: person.password, confirm: "DELETE" }, person.token);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ message: englishText("account.deleted") });

    // Table by table, no row holds the person's id, e-mail or username.
    expect(await rowsNaming(person)).toEqual({});
    const kept = await db.payment.findMany({ where: { id: { in: payments.map((p) => p.id) } } });
    expect(kept).toHaveLength(2);
    for (const payment of kept) expect(payment.userId).toBeNull();
    // Another person's data is untouched.
    expect(await db.conversation.count({ where: { userId: bystander._id } })).toBe(3);
    expect(await db.payment.count({ where: { userId: bystander._id } })).toBe(2);
    expect(await db.contactMessage.count({ where: { email: { equals: bystander.email, mode: "insensitive" } } })).toBe(
      1,
    );

    // Every session ended.
    expect((await get(t, "/api/users/profile", person.token)).statusCode).toBe(401);
    expect((await get(t, "/api/users/profile", otherSession)).statusCode).toBe(401);
    expect((await get(t, "/api/users/profile", bystander.token)).statusCode).toBe(200);
    try {
      await expect.poll(() => heard.includes(person._id), { timeout: 15_000 }).toBe(true);
      expect(await otherProfile()).toBe(401);
    } finally {
      await other.close();
    }

    const [mail] = await t.mail.until((m) => m.to.includes(person.email) && /deleted/.test(m.subject));
    expect(t.mail.messages.length).toBeGreaterThan(sent);
    expect(mail?.text).toContain("as you asked");
    expect(mail?.text).toContain(person.name);

    // Admin lists and exports still work, showing who paid as a deleted user.
    const listed = (await get(t, "/api/admin/payments?pageSize=100", adminToken)).json() as Array<{
      _id: string;
      userId: unknown;
    }>;
    expect(listed.filter((row) => kept.some((p) => p.id === row._id)).map((row) => row.userId)).toEqual([null, null]);
    const csv = await get(t, "/api/admin/payments/export.csv", adminToken);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(DELETED_USER_LABEL);
    expect((await get(t, "/api/admin/billing-stats", adminToken)).statusCode).toBe(200);
    expect((await get(t, "/api/admin/audit-log", adminToken)).statusCode).toBe(200);

    // The same e-mail and username can sign up again.
    const again = await signUp(t, { email: person.email, username: person.username });
    expect(again._id).not.toBe(person._id);
  }, 60_000);

  it("is the same erasure when an administrator deletes the user, audited without naming them", async () => {
    const { db } = t.database;
    const person = await signUp(t);
    await withData(person);
    const deleted = await del("/api/users/delete", { userId: person._id }, adminToken);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await rowsNaming(person)).toEqual({});
    expect(
      await db.payment.count({
        where: { userId: null, razorpayOrderId: { in: [`order_data_${orders - 1}`, `order_data_${orders}`] } },
      }),
    ).toBe(2);
    expect((await get(t, "/api/users/profile", person.token)).statusCode).toBe(401);
    const [mail] = await t.mail.until((m) => m.to.includes(person.email) && /deleted/.test(m.subject));
    expect(mail?.text).toContain("An administrator deleted your");
    const audit = await db.auditLog.findFirst({ where: { action: "user.delete" }, orderBy: { createdAt: "desc" } });
    expect(audit).toMatchObject({
      entity: "User",
      entityId: null,
      before: expect.objectContaining({ name: DELETED_USER_LABEL }),
    });
    expect((await del("/api/users/delete", { userId: person._id }, adminToken)).statusCode).toBe(404);
  });
});
