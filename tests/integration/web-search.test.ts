// Answers from the web (issue #31, docs/product/search.md): the fake upstream answers a request carrying the web
// plugin with url_citation annotations (in a delta or with a final message, per test) and records what it got.
import { createTRPCClient, httpBatchStreamLink } from "@trpc/client";
import { strFromU8, unzipSync } from "fflate";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { AppRouter } from "../../server/router";
import { WEB_SEARCH_CREDITS } from "../../shared/citations";
import type { Role } from "../../shared/roles";
import { get, post, signUp } from "../helpers/accounts";
import { setupTestApp, UNLIMITED_USAGE } from "../helpers/app";
import { FAKE_ANNOTATIONS } from "../helpers/fake-openrouter";
import { addressOf, parseEvents } from "../helpers/streams";

const t = setupTestApp({ upstream: true });

const PRO_MODEL = "google/gemma-3n-e2b-it:free";
const STARTER_MODEL = "x-ai/grok-4-fast:free";
const PRO_CREDITS = 2;

let base = "";
beforeAll(async () => {
  base = await addressOf(t);
});
const trpc = (token: string) =>
  createTRPCClient<AppRouter>({
    links: [httpBatchStreamLink({ url: `${base}/trpc`, headers: () => ({ authorization: `Bearer ${token}` }) })],
  });

afterEach(() => {
  t.upstream.web.place = "deltas";
  t.upstream.web.annotations = FAKE_ANNOTATIONS;
});

async function userOn(role: Role) {
  const user = await signUp(t);
  if (role !== "starter") {
    await t.database.db.user.update({
      where: { id: user._id },
      data: { role, planExpiresAt: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000) },
    });
    await t.deps.bus.publish("user", user._id);
  }
  return user;
}

async function stream(token: string, body: Record<string, unknown>) {
  const response = await post(t, "/api/chat/stream", { modelId: PRO_MODEL, ...body }, token);
  expect(response.statusCode, response.body).toBe(200);
  return parseEvents(response.body);
}

const pluginsOfLast = () => t.upstream.requests.at(-1)?.body.plugins;
const citationsOf = (events: ReturnType<typeof parseEvents>) =>
  events.filter((event) => event.event === "citations").at(-1)?.data.citations;
/** The done event's ids (the stream's last event). */
const doneOf = (events: ReturnType<typeof parseEvents>) =>
  (events.at(-1)?.data ?? {}) as { conversationId: string; messageId: string };
const usageDay = (userId: string) => t.database.db.usageDay.findFirst({ where: { userId } });

async function setSearchesPerDay(professional: number) {
  await t.database.db.setting.upsert({
    where: { key: "usage" },
    create: {
      key: "usage",
      value: { ...UNLIMITED_USAGE, searchesPerDay: { starter: 0, professional, enterprise: 200 } },
    },
    update: { value: { ...UNLIMITED_USAGE, searchesPerDay: { starter: 0, professional, enterprise: 200 } } },
  });
  await t.deps.bus.publish("settings", "usage");
}

describe("a turn that searches the web", () => {
  it("sends the web plugin, streams the sources, stores and charges them, and the conversation remembers", async () => {
    const user = await userOn("professional");
    const events = await stream(user.token, { message: "Today's repo rate?", webSearch: true });
    expect(pluginsOfLast()).toEqual([{ id: "web" }]);
    expect(events[0]?.data.webSearch).toBe(true);
    const expected = [
      {
        url: "https://example.com/repo-rate",
        title: "Repo rate",
        snippet: "The repo rate stays at 5.5%.",
        start: 0,
        end: 4,
      },
      { url: "https://news.example.org/cricket", title: "Cricket", snippet: "India won.", start: null, end: null },
    ];
    expect(citationsOf(events)).toEqual(expected);
    expect(events.at(-1)?.event).toBe("done");
    const { conversationId, messageId } = doneOf(events);

    const row = await t.database.db.message.findUniqueOrThrow({ where: { id: messageId } });
    expect(row).toMatchObject({ webSearch: true, citations: expected, credits: PRO_CREDITS + WEB_SEARCH_CREDITS });
    // The fake's whole cost (US$0.00123) is below the plugin's published US$0.02: the search's share is capped by it.
    expect(row.searchCostMicroUsd).toBe(1_230);
    expect(await usageDay(user._id)).toMatchObject({ used: PRO_CREDITS + WEB_SEARCH_CREDITS, searches: 1 });
    // The person's usage says so too, against the plan's searches a day.
    expect((await get(t, "/api/usage", user.token)).json()).toMatchObject({ searches: { used: 1, limit: 1_000_000 } });

    const detail = (await get(t, `/api/chat/conversation/${conversationId}`, user.token)).json().conversation;
    expect(detail.webSearch).toBe(true);
    expect(detail.messages[1]).toMatchObject({ webSearch: true, citations: expected });
    expect(detail.messages[0]).toMatchObject({ webSearch: false, citations: [] });

    // Left out, the choice is the conversation's; said, it is remembered.
    await stream(user.token, { message: "And last month?", conversationId });
    expect(pluginsOfLast()).toEqual([{ id: "web" }]);
    const plain = await stream(user.token, { message: "Thanks", conversationId, webSearch: false });
    expect(pluginsOfLast()).toBeUndefined();
    expect(plain[0]?.data.webSearch).toBe(false);
    expect(citationsOf(plain)).toBeUndefined();
    expect((await get(t, `/api/chat/conversation/${conversationId}`, user.token)).json().conversation.webSearch).toBe(
      false,
    );

    // Read again, a stored reply's sources come once.
    const again = await get(t, `/api/chat/messages/${messageId}/stream`, user.token);
    const read = parseEvents(again.body);
    expect(read.filter((event) => event.event === "citations").map((event) => event.data.citations)).toEqual([
      expected,
    ]);
    expect(read[0]?.data.webSearch).toBe(true);
  });

  it("takes the sources from a final message too, and a searched reply without any still works", async () => {
    const user = await userOn("enterprise");
    t.upstream.web.place = "end";
    const atEnd = await stream(user.token, { message: "News?", webSearch: true });
    expect(citationsOf(atEnd)).toHaveLength(2);
    t.upstream.web.place = "none";
    const none = await stream(user.token, { message: "More news?", webSearch: true });
    expect(citationsOf(none)).toBeUndefined();
    expect(none.at(-1)?.event).toBe("done");
    const { messageId } = doneOf(none);
    const row = await t.database.db.message.findUniqueOrThrow({ where: { id: messageId } });
    expect(row).toMatchObject({ webSearch: true, citations: [] });
  });

  it("sends no plugin when not asked, and nothing at all when the plan or the model may not search", async () => {
    const starter = await userOn("starter");
    const plain = await post(t, "/api/chat", { message: "hi", modelId: STARTER_MODEL }, starter.token);
    expect(plain.statusCode, plain.body).toBe(200);
    expect(pluginsOfLast()).toBeUndefined();
    expect(plain.json().aiMessage).toMatchObject({ webSearch: false, citations: [] });

    const before = t.upstream.requests.length;
    const refused = await post(
      t,
      "/api/chat",
      { message: "search-me", modelId: STARTER_MODEL, webSearch: true },
      starter.token,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe("Web search comes with Professional and Enterprise.");
    // Through tRPC the SPA gets the text's key, to show it in the reader's language.
    const drain = async (call: Promise<AsyncIterable<unknown>>) => {
      for await (const _event of await call);
    };
    await expect(
      drain(trpc(starter.token).chat.send.mutate({ message: "search-me", modelId: STARTER_MODEL, webSearch: true })),
    ).rejects.toMatchObject({ data: { messageKey: "chat.webSearchPlan" } });

    const pro = await userOn("professional");
    await t.database.db.model.update({ where: { modelId: PRO_MODEL }, data: { webSearch: false } });
    await t.deps.bus.publish("catalog", "models");
    try {
      const off = await post(t, "/api/chat", { message: "search-me", modelId: PRO_MODEL, webSearch: true }, pro.token);
      expect(off.statusCode, off.body).toBe(400);
      expect(off.json().error).toBe(
        "Gemma 3n 2B cannot search the web. Choose another model, or ask without searching.",
      );
    } finally {
      await t.database.db.model.update({ where: { modelId: PRO_MODEL }, data: { webSearch: true } });
      await t.deps.bus.publish("catalog", "models");
    }
    expect(t.upstream.requests.length).toBe(before);
    expect(t.upstream.sawText("search-me")).toBe(false);
    expect((await usageDay(starter._id))?.searches ?? 0).toBe(0);
  });

  it("gives back a searched turn's search and credits when the upstream fails before its first word", async () => {
    const user = await userOn("professional");
    const failed = await post(
      t,
      "/api/chat",
      { message: "status:500", modelId: PRO_MODEL, webSearch: true },
      user.token,
    );
    expect(failed.statusCode).toBeGreaterThanOrEqual(500);
    expect(pluginsOfLast()).toEqual([{ id: "web" }]);
    expect(await usageDay(user._id)).toMatchObject({ used: 0, searches: 0 });
  });

  it("puts a searched reply's sources in the data export", async () => {
    const user = await userOn("professional");
    const events = await stream(user.token, { message: "Export me", webSearch: true });
    const { messageId } = doneOf(events);
    const response = await get(t, "/api/users/export", user.token);
    expect(response.statusCode).toBe(200);
    const files = unzipSync(response.rawPayload);
    const data = JSON.parse(strFromU8(files["account.json"] as Uint8Array));
    const reply = data.conversations[0].messages.find((message: { id: string }) => message.id === messageId);
    expect(reply).toMatchObject({ webSearch: true, citations: citationsOf(events) });
    const markdown = Object.entries(files).find(([name]) => name.endsWith(".md") && name.startsWith("conversations/"));
    expect(strFromU8(markdown?.[1] as Uint8Array)).toContain("- [1] Repo rate: https://example.com/repo-rate");
  });

  it("makes unsafe annotations safe before they are streamed or stored", async () => {
    const user = await userOn("professional");
    t.upstream.web.annotations = [
      { type: "url_citation", url_citation: { url: "javascript:alert(1)", title: "x" } },
      { type: "url_citation", url_citation: { url: "data:text/html,<script>alert(1)</script>", title: "x" } },
      {
        type: "url_citation",
        url_citation: {
          url: "https://ok.example/",
          title: "<b>Bold</b> <script>alert(1)</script>",
          content: "<img src=x onerror=alert(1)>quote",
          start_index: 0,
          end_index: 99_999,
        },
      },
    ];
    const events = await stream(user.token, { message: "Unsafe?", webSearch: true });
    const safe = [{ url: "https://ok.example/", title: "Bold alert(1)", snippet: "quote", start: null, end: null }];
    expect(citationsOf(events)).toEqual(safe);
    const { messageId } = doneOf(events);
    expect((await t.database.db.message.findUniqueOrThrow({ where: { id: messageId } })).citations).toEqual(safe);
  });

  it("holds the daily search limit and the credits under 10 parallel turns", async () => {
    await setSearchesPerDay(3);
    try {
      const user = await userOn("professional");
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, n) =>
          post(t, "/api/chat", { message: `parallel ${n}`, modelId: PRO_MODEL, webSearch: true }, user.token),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429, 429, 429]);
      const refusal = answers.find((answer) => answer.statusCode === 429)?.json();
      expect(refusal).toMatchObject({ limit: 3, resetsAt: expect.any(String) });
      expect(refusal.error).toBe(
        "The Professional plan allows 3 web searches a day. You can search again after 00:00 IST, or upgrade for more.",
      );
      expect(await usageDay(user._id)).toMatchObject({ searches: 3, used: 3 * (PRO_CREDITS + WEB_SEARCH_CREDITS) });
      // A turn without searching still goes.
      const plain = await post(t, "/api/chat", { message: "no search", modelId: PRO_MODEL }, user.token);
      expect(plain.statusCode, plain.body).toBe(200);
    } finally {
      await setSearchesPerDay(1_000_000);
    }
  });

  it("keeps each version's sources through regenerate and switching versions", async () => {
    const user = await userOn("professional");
    const first = await stream(user.token, { message: "Who won?", webSearch: true });
    const { conversationId, messageId: firstId } = doneOf(first);
    t.upstream.web.annotations = [
      { type: "url_citation", url_citation: { url: "https://second.example/", title: "Second" } },
    ];
    const kinds: string[] = [];
    for await (const event of await trpc(user.token).chat.regenerate.mutate({ messageId: firstId, modelId: PRO_MODEL }))
      kinds.push(event.type);
    expect(kinds).toContain("citations");
    expect(pluginsOfLast()).toEqual([{ id: "web" }]);
    const detail = (await get(t, `/api/chat/conversation/${conversationId}`, user.token)).json().conversation;
    const reply = detail.messages[1];
    expect(reply.versions).toHaveLength(2);
    expect(reply.citations.map((citation: { url: string }) => citation.url)).toEqual(["https://second.example/"]);
    await trpc(user.token).chat.selectVersion.mutate({ messageId: firstId });
    const back = (await get(t, `/api/chat/conversation/${conversationId}`, user.token)).json().conversation;
    expect(back.messages[1].id).toBe(firstId);
    expect(back.messages[1].citations).toHaveLength(2);
  });
});
