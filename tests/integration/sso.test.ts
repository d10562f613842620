import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { englishText } from "../../shared/server-messages";
import { get, post, signUp } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";
import { type OidcProvider, signInAtProvider, startOidcProvider } from "../helpers/oidc-provider";
import { trpcCall } from "../helpers/two-factor";

// Single sign-on (issue #35, docs/product/workspaces.md#single-sign-on) against a real OpenID Connect provider on
// loopback: domains verified by an e-mailed link, the provider's settings, and signing in through it end to end.
const t = setupTestApp();
let idp: OidcProvider;
const CLIENT = { clientId: "nexgen-ai", clientSecret: "nexgen-client-secret-0123456789" };
const OTHER_CLIENT = { clientId: "another-app", clientSecret: "another-client-secret-0123456789" };
const DAY_MS = 24 * 60 * 60 * 1000;
const redirectUri = () => `${t.config.APP_ORIGIN}/api/sso/callback`;

beforeAll(async () => {
  idp = await startOidcProvider({ redirectUri: redirectUri(), clients: [CLIENT, OTHER_CLIENT] });
});
afterAll(async () => {
  await idp?.close();
  expect(t.internalErrors).toEqual([]);
});
afterEach(() => {
  t.clock.reset();
  idp.settings.idTokenSeconds = 3600;
  idp.settings.idTokenAudience = undefined;
});

let sequence = 0;

/** A workspace with paid seats (members take seats; docs/product/workspaces.md#seats) and its owner signed in. */
async function workspace(seats = 5) {
  sequence += 1;
  const owner = await signUp(t);
  const domain = `acme${sequence}-${Date.now().toString(36)}.example`;
  const row = await t.database.db.workspace.create({
    data: {
      name: `Acme ${sequence}`,
      billingAddress: "1 MG Road, Pune",
      billingState: "27",
      billingEmail: owner.email,
      seats,
      period: "monthly",
      paidUntil: new Date(Date.now() + 30 * DAY_MS),
      members: { create: { userId: owner._id, role: "owner" } },
    },
    select: { id: true, name: true },
  });
  return { owner, workspaceId: row.id, name: row.name, domain };
}

/** Adds the domain and opens the e-mailed link: the token in the link verifies it. */
async function addDomain(ws: Awaited<ReturnType<typeof workspace>>, domain = ws.domain) {
  const before = t.mail.messages.length;
  const added = await trpcCall(
    t,
    "sso.addDomain",
    { workspaceId: ws.workspaceId, domain, email: `it@${domain}` },
    ws.owner.token,
  );
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  const mail = await t.mail.next(`it@${domain}`, before);
  const token = /\/sso\/verify\/([\w-]+)/.exec(mail.text)?.[1];
  expect(token).toBeTruthy();
  return token as string;
}

async function verifiedWorkspace(options: { seats?: number; clientId?: string; required?: boolean } = {}) {
  const ws = await workspace(options.seats);
  const verified = await trpcCall(t, "sso.verifyDomain", { token: await addDomain(ws) });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  const saved = await trpcCall(
    t,
    "sso.saveSettings",
    {
      workspaceId: ws.workspaceId,
      issuer: idp.issuer,
      clientId: options.clientId ?? CLIENT.clientId,
      clientSecret: options.clientId === OTHER_CLIENT.clientId ? OTHER_CLIENT.clientSecret : CLIENT.clientSecret,
      required: options.required ?? false,
    },
    ws.owner.token,
  );
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return ws;
}

/** A person at the provider whose address is at `domain`. */
function personAt(domain: string, claims: Record<string, unknown> = {}) {
  sequence += 1;
  const login = `person-${sequence}`;
  const email = `meera.${sequence}@${domain}`;
  idp.accounts.set(login, {
    sub: `sub-${sequence}`,
    email,
    email_verified: true,
    name: `Meera ${sequence}`,
    ...claims,
  });
  return { login, email };
}

async function startAt(email: string, returnTo = "/chat") {
  const start = await get(t, `/api/sso/start?${new URLSearchParams({ email, returnTo })}`);
  expect(start.statusCode, start.body).toBe(303);
  return start.headers.location as string;
}

const landing = (location: string) => new URL(location, t.config.APP_ORIGIN);

async function returnTo(back: URL) {
  const response = await get(t, `${back.pathname}${back.search}`);
  expect(response.statusCode, response.body).toBe(303);
  return landing(response.headers.location as string);
}

function errorCode(page: URL) {
  expect(page.pathname).toBe("/sso/error");
  return page.searchParams.get("code");
}

describe("domains", () => {
  it("verifies a domain by the e-mailed link, once, and not for a second workspace", async () => {
    const first = await workspace();
    const token = await addDomain(first);
    const mail = t.mail.messages.at(-1);
    expect(mail?.subject).toContain(`verify ${first.domain}`);
    const verified = await trpcCall(t, "sso.verifyDomain", { token });
    expect(verified.body.result.data).toMatchObject({ domain: first.domain, workspaceName: first.name });
    expect((await trpcCall(t, "sso.verifyDomain", { token })).status).toBe(400);

    const second = await workspace();
    const taken = await trpcCall(
      t,
      "sso.addDomain",
      { workspaceId: second.workspaceId, domain: first.domain, email: `ops@${first.domain}` },
      second.owner.token,
    );
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe(englishText("sso.domainTaken", { domain: first.domain }));
    const listed = await get(t, `/api/workspaces/${first.workspaceId}/sso/domains`, first.owner.token);
    expect(listed.json()).toEqual([expect.objectContaining({ domain: first.domain, verifiedAt: expect.any(String) })]);
  });

  it("refuses public mail services, addresses elsewhere, expired links and people who do not manage", async () => {
    const ws = await workspace();
    const add = (domain: string, email: string, token = ws.owner.token) =>
      trpcCall(t, "sso.addDomain", { workspaceId: ws.workspaceId, domain, email }, token);
    const gmail = await add("gmail.com", "boss@gmail.com");
    expect(gmail.status).toBe(400);
    expect(gmail.body.error.message).toBe(englishText("sso.publicDomain", { domain: "gmail.com" }));
    expect((await add(ws.domain, "it@elsewhere.example")).status).toBe(400);
    const stranger = await signUp(t);
    expect((await add(ws.domain, `it@${ws.domain}`, stranger.token)).status).toBe(404);

    const token = await addDomain(ws);
    t.clock.advance(DAY_MS + 60_000);
    const late = await trpcCall(t, "sso.verifyDomain", { token });
    expect(late.status).toBe(400);
    expect(late.body.error.message).toBe(englishText("sso.verifyLinkInvalid"));
  });
});

describe("provider settings", () => {
  it("keeps the secret sealed and never sends it back; tests the connection", async () => {
    const ws = await verifiedWorkspace();
    const row = await t.database.db.workspace.findUniqueOrThrow({ where: { id: ws.workspaceId } });
    expect(row.ssoSecret).toBeTruthy();
    expect(row.ssoSecret).not.toContain(CLIENT.clientSecret);
    const read = await get(t, `/api/workspaces/${ws.workspaceId}/sso`, ws.owner.token);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({
      issuer: idp.issuer,
      clientId: CLIENT.clientId,
      secretSet: true,
      required: false,
      redirectUri: redirectUri(),
    });
    expect(read.body).not.toContain(CLIENT.clientSecret);
    const tested = await post(t, `/api/workspaces/${ws.workspaceId}/sso/test`, undefined, ws.owner.token);
    expect(tested.statusCode, tested.body).toBe(200);

    // A wrong issuer: a clear message, not a 500.
    await t.database.db.workspace.update({
      where: { id: ws.workspaceId },
      data: { ssoIssuer: `${idp.issuer}/nowhere` },
    });
    const failed = await post(t, `/api/workspaces/${ws.workspaceId}/sso/test`, undefined, ws.owner.token);
    expect(failed.statusCode).toBe(502);
    expect(failed.json().code).toBe("sso.connectionFailed");
    const http = await trpcCall(
      t,
      "sso.saveSettings",
      { workspaceId: ws.workspaceId, issuer: "http://id.acme.example", clientId: "x", required: false },
      ws.owner.token,
    );
    expect(http.status).toBe(400);
  });
});

describe("signing in", () => {
  it("discover tells only availability and the workspace's name, and nothing for unknown domains", async () => {
    const ws = await verifiedWorkspace();
    const known = await post(t, "/api/sso/discover", { email: `anyone@${ws.domain}` });
    expect(known.json()).toEqual({ available: true, workspaceName: ws.name });
    const unknown = await post(t, "/api/sso/discover", { email: "anyone@unknown-company.example" });
    expect(unknown.json()).toEqual({ available: false });
    // A domain added but not verified is unknown too.
    const pending = await workspace();
    await addDomain(pending);
    expect((await post(t, "/api/sso/discover", { email: `x@${pending.domain}` })).json()).toEqual({ available: false });
  });

  it("signs a new person in end to end: account, membership, identity and a working session", async () => {
    const ws = await verifiedWorkspace();
    const person = personAt(ws.domain);
    const page = await returnTo(
      await signInAtProvider(await startAt(person.email, "/chat/abc"), person.login, redirectUri()),
    );
    expect(page.pathname).toBe("/sso/signed-in");
    expect(page.searchParams.get("next")).toBe("/chat/abc");
    const session = new URLSearchParams(page.hash.slice(1));
    expect(session.get("email")).toBe(person.email);
    const profile = await get(t, "/api/users/profile", session.get("token") as string);
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json()).toMatchObject({ email: person.email, name: expect.stringContaining("Meera") });
    const user = await t.database.db.user.findUniqueOrThrow({ where: { email: person.email }, select: { id: true } });
    const member = await t.database.db.workspaceMember.findUnique({
      where: { workspaceId_userId: { workspaceId: ws.workspaceId, userId: user.id } },
    });
    expect(member?.role).toBe("member");
    expect(await t.database.db.ssoIdentity.count({ where: { userId: user.id, issuer: idp.issuer } })).toBe(1);

    // The next sign-in finds the same account by its identity.
    const again = await returnTo(await signInAtProvider(await startAt(person.email), person.login, redirectUri()));
    expect(again.pathname).toBe("/sso/signed-in");
    expect(await t.database.db.user.count({ where: { email: person.email } })).toBe(1);
  });

  it("refuses a replayed state: the same return twice opens one session", async () => {
    const ws = await verifiedWorkspace();
    const person = personAt(ws.domain);
    const back = await signInAtProvider(await startAt(person.email), person.login, redirectUri());
    expect((await returnTo(back)).pathname).toBe("/sso/signed-in");
    expect(errorCode(await returnTo(back))).toBe("sso.loginInvalid");
    const unknown = new URL(back);
    unknown.searchParams.set("state", "made-up-state");
    expect(errorCode(await returnTo(unknown))).toBe("sso.loginInvalid");
  });

  it("refuses an ID token for another audience", async () => {
    const ws = await verifiedWorkspace();
    const person = personAt(ws.domain);
    const back = await signInAtProvider(await startAt(person.email), person.login, redirectUri());
    // The provider signs the ID token for another client: openid-client's audience check refuses it.
    idp.settings.idTokenAudience = OTHER_CLIENT.clientId;
    expect(errorCode(await returnTo(back))).toBe("sso.providerRefused");
    expect(await t.database.db.user.count({ where: { email: person.email } })).toBe(0);
  });

  it("refuses a code the provider issued to another client", async () => {
    // The provider issues the code and token to another-app; the workspace's client is nexgen-ai.
    const ws = await verifiedWorkspace({ clientId: OTHER_CLIENT.clientId });
    const person = personAt(ws.domain);
    const back = await signInAtProvider(await startAt(person.email), person.login, redirectUri());
    await t.database.db.workspace.update({
      where: { id: ws.workspaceId },
      data: { ssoClientId: CLIENT.clientId },
    });
    const saved = await trpcCall(
      t,
      "sso.saveSettings",
      {
        workspaceId: ws.workspaceId,
        issuer: idp.issuer,
        clientId: CLIENT.clientId,
        clientSecret: CLIENT.clientSecret,
        required: false,
      },
      ws.owner.token,
    );
    expect(saved.status).toBe(200);
    expect(errorCode(await returnTo(back))).toBe("sso.providerRefused");
    expect(await t.database.db.user.count({ where: { email: person.email } })).toBe(0);
  });

  it("refuses an expired ID token", async () => {
    const ws = await verifiedWorkspace();
    const person = personAt(ws.domain);
    idp.settings.idTokenSeconds = 60;
    const back = await signInAtProvider(await startAt(person.email), person.login, redirectUri());
    // Five minutes on (the sign-in itself may take ten): the token's minute and openid-client's 30 s are over.
    t.clock.advance(5 * 60 * 1000);
    expect(errorCode(await returnTo(back))).toBe("sso.providerRefused");
    expect(await t.database.db.user.count({ where: { email: person.email } })).toBe(0);
  });

  it("refuses a person when no seat is free, leaving no account behind", async () => {
    const ws = await verifiedWorkspace({ seats: 1 });
    const person = personAt(ws.domain);
    const page = await returnTo(await signInAtProvider(await startAt(person.email), person.login, redirectUri()));
    expect(errorCode(page)).toBe("sso.noSeat");
    expect(page.searchParams.get("workspace")).toBe(ws.name);
    expect(await t.database.db.user.count({ where: { email: person.email } })).toBe(0);
  });

  it("takes the seat a pending invitation to the address holds, and accepts the invitation", async () => {
    const ws = await verifiedWorkspace({ seats: 2 });
    const person = personAt(ws.domain);
    const invitation = await t.database.db.workspaceInvitation.create({
      data: {
        workspaceId: ws.workspaceId,
        email: person.email,
        role: "admin",
        tokenHash: `test-${person.login}`,
        expiresAt: new Date(Date.now() + 7 * DAY_MS),
      },
    });
    const page = await returnTo(await signInAtProvider(await startAt(person.email), person.login, redirectUri()));
    expect(page.pathname).toBe("/sso/signed-in");
    const accepted = await t.database.db.workspaceInvitation.findUniqueOrThrow({ where: { id: invitation.id } });
    expect(accepted.acceptedAt).not.toBeNull();
    const user = await t.database.db.user.findUniqueOrThrow({ where: { email: person.email }, select: { id: true } });
    expect(accepted.acceptedBy).toBe(user.id);
    const member = await t.database.db.workspaceMember.findUniqueOrThrow({
      where: { workspaceId_userId: { workspaceId: ws.workspaceId, userId: user.id } },
    });
    expect(member.role).toBe("admin");
  });

  it("refuses an address outside the workspace's verified domains and an unverified one", async () => {
    const ws = await verifiedWorkspace();
    const outsider = personAt(ws.domain, { email: "meera@elsewhere.example" });
    const page = await returnTo(await signInAtProvider(await startAt(`x@${ws.domain}`), outsider.login, redirectUri()));
    expect(errorCode(page)).toBe("sso.emailMissing");
    const unverified = personAt(ws.domain, { email_verified: false });
    const second = await returnTo(
      await signInAtProvider(await startAt(unverified.email), unverified.login, redirectUri()),
    );
    expect(errorCode(second)).toBe("sso.emailUnverified");
  });

  it("refuses password login when the workspace requires single sign-on, over tRPC and REST", async () => {
    const ws = await verifiedWorkspace({ required: true });
    // Someone with a password account at the domain from before.
    const member = await signUp(t, { email: `old.hand.${Date.now()}@${ws.domain}` });
    const rest = await post(t, "/api/users/login", { email: member.email, password: member.password });
    expect(rest.statusCode).toBe(403);
    expect(rest.json().message).toBe(englishText("sso.useSso", { workspace: ws.name }));
    const trpc = await trpcCall(t, "auth.login", { email: member.email, password: member.password });
    expect(trpc.status).toBe(403);
    // Other domains log in as before.
    const other = await signUp(t);
    expect((await post(t, "/api/users/login", { email: other.email, password: other.password })).statusCode).toBe(200);
  });

  it("sends an address without a provider to the error page", async () => {
    const page = landing(
      (await get(t, "/api/sso/start?email=someone%40unknown-company.example")).headers.location as string,
    );
    expect(errorCode(page)).toBe("sso.notConfigured");
  });
});
