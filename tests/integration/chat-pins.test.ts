import { describe, expect, it } from "vitest";
import { PINNED_CONVERSATIONS_MAX } from "../../shared/chat";
import { get, signUp, trpcMutation } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";

// Issue #33: pins and archive (docs/product/screens.md, docs/decisions.md D152).
const t = setupTestApp();

const MINUTE = 60_000;

/** `count` conversations of the person's, the first the oldest, a minute apart; their ids, oldest first. */
async function conversations(userId: string, titles: string[]) {
  const start = Date.now() - titles.length * MINUTE;
  const ids: string[] = [];
  for (const [index, title] of titles.entries()) {
    const row = await t.database.db.conversation.create({
      data: { userId, title, updatedAt: new Date(start + index * MINUTE) },
      select: { id: true },
    });
    ids.push(row.id);
  }
  return ids;
}

const call = (method: "PUT" | "DELETE", id: string, what: "pin" | "archive", token: string) =>
  t.app.inject({ method, url: `/api/chat/conversation/${id}/${what}`, headers: { authorization: `Bearer ${token}` } });

async function historyIds(token: string, query = "") {
  const response = await get(t, `/api/chat/history${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().conversations as Array<{ id: string }>).map((c) => c.id);
}

describe("pins", () => {
  it("puts pinned conversations first, newest pin first, and unpinning puts one back in its dated place", async () => {
    const user = await signUp(t);
    const [a, b, c, d] = await conversations(user._id, ["A", "B", "C", "D"]);
    expect(await historyIds(user.token)).toEqual([d, c, b, a]);

    const pinned = await call("PUT", a as string, "pin", user.token);
    expect(pinned.statusCode, pinned.body).toBe(200);
    expect(pinned.json()).toEqual({
      success: true,
      conversation: { id: a, pinnedAt: expect.any(String), archivedAt: null },
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await call("PUT", b as string, "pin", user.token)).statusCode).toBe(200);
    expect(await historyIds(user.token)).toEqual([b, a, d, c]);

    // Pinning does not touch updatedAt: the dated place is kept.
    const row = await t.database.db.conversation.findUniqueOrThrow({ where: { id: a as string } });
    expect(Date.now() - row.updatedAt.getTime()).toBeGreaterThan(3 * MINUTE);

    expect((await call("DELETE", b as string, "pin", user.token)).json().conversation.pinnedAt).toBeNull();
    expect(await historyIds(user.token)).toEqual([a, d, c, b]);
  });

  it("pages across the pinned run and the dated run without losing or repeating one", async () => {
    const user = await signUp(t);
    const ids = await conversations(user._id, ["one", "two", "three", "four", "five"]);
    for (const id of [ids[0], ids[2]]) {
      expect((await call("PUT", id as string, "pin", user.token)).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `?limit=1${cursor ? `&cursor=${cursor}` : ""}`;
      const page = (await get(t, `/api/chat/history${query}`, user.token)).json();
      expect(page.conversations).toHaveLength(1);
      seen.push(page.conversations[0].id);
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([ids[2], ids[0], ids[4], ids[3], ids[1]]);
  });

  it(`refuses a pin past ${PINNED_CONVERSATIONS_MAX} with a 409 the person can act on; re-pinning one is no change`, async () => {
    const user = await signUp(t);
    const ids = await conversations(
      user._id,
      Array.from({ length: PINNED_CONVERSATIONS_MAX + 1 }, (_, index) => `Chat ${index}`),
    );
    for (const id of ids.slice(0, PINNED_CONVERSATIONS_MAX))
      expect((await call("PUT", id, "pin", user.token)).statusCode).toBe(200);
    const again = await call("PUT", ids[0] as string, "pin", user.token);
    expect(again.statusCode).toBe(200);

    const refused = await call("PUT", ids.at(-1) as string, "pin", user.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: `You can pin at most ${PINNED_CONVERSATIONS_MAX} conversations. Unpin one first.`,
    });
    const overTrpc = await trpcMutation(t, "chat.pin", { id: ids.at(-1) }, user.token);
    expect(overTrpc.statusCode).toBe(409);
    expect(overTrpc.json().error.data).toMatchObject({
      messageKey: "chat.tooManyPinned",
      messageValues: { max: PINNED_CONVERSATIONS_MAX },
    });
    expect(await t.database.db.conversation.count({ where: { userId: user._id, pinnedAt: { not: null } } })).toBe(
      PINNED_CONVERSATIONS_MAX,
    );

    // Two pins at once with one place left: one is refused, never 21.
    expect((await call("DELETE", ids[0] as string, "pin", user.token)).statusCode).toBe(200);
    const both = await Promise.all([ids[0], ids.at(-1)].map((id) => call("PUT", id as string, "pin", user.token)));
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await t.database.db.conversation.count({ where: { userId: user._id, pinnedAt: { not: null } } })).toBe(
      PINNED_CONVERSATIONS_MAX,
    );
    // Back to the first 20 pinned, whichever won.
    const winner = both[0]?.statusCode === 200 ? ids[0] : ids.at(-1);
    expect((await call("DELETE", winner as string, "pin", user.token)).statusCode).toBe(200);
    expect((await call("PUT", ids[0] as string, "pin", user.token)).statusCode).toBe(200);

    // Archiving one frees its place.
    expect((await call("PUT", ids[1] as string, "archive", user.token)).statusCode).toBe(200);
    expect((await call("PUT", ids.at(-1) as string, "pin", user.token)).statusCode).toBe(200);
  });
});

describe("archive", () => {
  it("leaves the history, stays searchable and opens; the archived view lists it; unarchive brings it back", async () => {
    const user = await signUp(t);
    const [monsoon, recipe] = await conversations(user._id, ["Monsoon haiku", "Dosa recipe"]);
    expect((await call("PUT", monsoon as string, "pin", user.token)).statusCode).toBe(200);

    const archived = await call("PUT", monsoon as string, "archive", user.token);
    expect(archived.statusCode, archived.body).toBe(200);
    // Archiving unpins.
    expect(archived.json().conversation).toMatchObject({ pinnedAt: null, archivedAt: expect.any(String) });

    expect(await historyIds(user.token)).toEqual([recipe]);
    expect(await historyIds(user.token, "?view=archived")).toEqual([monsoon]);
    const found = (await get(t, "/api/chat/history?q=monso", user.token)).json();
    expect(found.conversations).toEqual([
      expect.objectContaining({ id: monsoon, title: "Monsoon haiku", archivedAt: expect.any(String) }),
    ]);
    // A search inside the archived view looks only there.
    expect(await historyIds(user.token, "?view=archived&q=dosa")).toEqual([]);
    expect((await get(t, `/api/chat/conversation/${monsoon}`, user.token)).statusCode).toBe(200);

    const back = await trpcMutation(t, "chat.unarchive", { id: monsoon }, user.token);
    expect(back.statusCode, back.body).toBe(200);
    expect(await historyIds(user.token)).toEqual([recipe, monsoon]);
    expect(await historyIds(user.token, "?view=archived")).toEqual([]);

    // Pinning an archived conversation brings it back too.
    await call("PUT", recipe as string, "archive", user.token);
    const repinned = (await call("PUT", recipe as string, "pin", user.token)).json();
    expect(repinned.conversation).toMatchObject({ pinnedAt: expect.any(String), archivedAt: null });
  });

  it("refuses a forged cursor with a 400, and an unknown view", async () => {
    const user = await signUp(t);
    const forged = Buffer.from("x|2026-01-01T00:00:00.000Z|id").toString("base64url");
    expect((await get(t, `/api/chat/history?cursor=${forged}`, user.token)).statusCode).toBe(400);
    expect((await get(t, "/api/chat/history?view=deleted", user.token)).statusCode).toBe(400);
  });
});

describe("someone else's conversation", () => {
  it("is a 404 for pin, unpin, archive and unarchive, over REST and tRPC, and nothing changes", async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const [id] = await conversations(owner._id, ["Private"]);
    for (const method of ["PUT", "DELETE"] as const)
      for (const what of ["pin", "archive"] as const) {
        const response = await call(method, id as string, what, other.token);
        expect(response.statusCode, `${method} ${what}`).toBe(404);
        expect(response.json()).toMatchObject({ error: "Conversation not found" });
      }
    for (const procedure of ["chat.pin", "chat.unpin", "chat.archive", "chat.unarchive"])
      expect((await trpcMutation(t, procedure, { id }, other.token)).statusCode, procedure).toBe(404);
    expect(await t.database.db.conversation.findUniqueOrThrow({ where: { id: id as string } })).toMatchObject({
      pinnedAt: null,
      archivedAt: null,
    });
    const unsigned = await t.app.inject({ method: "PUT", url: `/api/chat/conversation/${id}/pin` });
    expect(unsigned.statusCode).toBe(401);
  });

  it("exports the two flags with the account's data", async () => {
    const user = await signUp(t);
    const [pinned, archived] = await conversations(user._id, ["Pinned one", "Archived one"]);
    await call("PUT", pinned as string, "pin", user.token);
    await call("PUT", archived as string, "archive", user.token);
    const { collectAccountData } = await import("../../server/areas/account/account-export");
    const data = await collectAccountData(t.database.db, user._id, new Date());
    const byId = new Map(data?.conversations.map((c) => [c.id, c]));
    expect(byId.get(pinned as string)).toMatchObject({ pinnedAt: expect.any(Date), archivedAt: null });
    expect(byId.get(archived as string)).toMatchObject({ pinnedAt: null, archivedAt: expect.any(Date) });
  });
});
