import { describe, expect, it } from "vitest";
import type { Citation } from "#shared/citations";
import { webSearchState } from "../hooks/use-web-search";
import { chatErrorText } from "./chat-errors";
import { errorFor } from "./chat-state";
import { at, http, meta, run, sendTurn, shown, stored } from "./chat-state.fixtures";
import { ReplyReader, type ReplyStream } from "./reply-reader";

const source = (n: number): Citation => ({
  url: `https://example.com/${n}`,
  title: `Page ${n}`,
  snippet: "…",
  start: 0,
  end: 5,
});

describe("a turn that searches the web (issue #31)", () => {
  it("says it is searching from its start until its first token, as the turn and then the server say", () => {
    const turn = sendTurn(shown, "Score?", { webSearch: true });
    const started = run(shown, { type: "started", turn });
    expect(started.searching).toBe(true);
    const named = run(started, { type: "meta", turn, meta: { ...meta("a2", "q2"), webSearch: true }, at });
    expect(named.searching).toBe(true);
    expect(named.messages.at(-1)).toMatchObject({ id: "a2", webSearch: true });
    expect(named.rememberedSearch).toBe(true);
    expect(run(named, { type: "flowing" }).searching).toBe(false);
  });

  it("does not say so for a turn that does not search", () => {
    const turn = sendTurn(shown, "Hi");
    const state = run(shown, { type: "started", turn }, { type: "meta", turn, meta: meta("a2", "q2"), at });
    expect(state.searching).toBe(false);
    expect(state.messages.at(-1)?.citations).toBeUndefined();
  });

  it("replaces the reply's sources with each grown list, and keeps them when the reply ends", () => {
    const turn = sendTurn(shown, "Rates?", { webSearch: true });
    const state = run(
      shown,
      { type: "started", turn },
      { type: "meta", turn, meta: meta("a2", "q2"), at },
      { type: "citations", replyId: "a2", citations: [source(1)] },
      { type: "citations", replyId: "a2", citations: [source(1), source(2)] },
      { type: "settled", turn, outcome: { kind: "ended", status: "complete", replyId: "a2", content: "Rates" } },
    );
    expect(state.messages.at(-1)?.citations?.map((c) => c.url)).toEqual([
      "https://example.com/1",
      "https://example.com/2",
    ]);
    expect(state.searching).toBe(false);
  });

  it("reads stored sources and the remembered toggle from the conversation (reload, versions)", () => {
    const detail = {
      id: "c1",
      webSearch: true,
      messages: [
        stored("q0", "user", "Rates?"),
        { ...stored("a0", "assistant", "Rates rose.", { parentId: "q0" }), citations: [source(1)], webSearch: true },
        stored("q1", "user", "Thanks", { parentId: "a0" }),
        { ...stored("a1", "assistant", "Welcome", { parentId: "q1" }), citations: [] },
      ],
    };
    const state = run(shown, { type: "shown", detail });
    expect(state.rememberedSearch).toBe(true);
    expect(state.messages[1]).toMatchObject({ webSearch: true, citations: [source(1)] });
    // A reply without sources looks as it always did: no list.
    expect(state.messages[3]?.citations).toBeUndefined();
    expect(run(state, { type: "newChat" }).rememberedSearch).toBe(false);
  });

  it("shows the server's refusals in its own words, with the plans beside a plan's", () => {
    const plan = http(403, {
      key: "chat.webSearchPlan",
      message: "Web search comes with Professional and Enterprise.",
    });
    expect(chatErrorText(plan)).toEqual({ server: "Web search comes with Professional and Enterprise." });
    expect(errorFor(plan, { kind: "dismiss" }, null).planLimit).toBe(true);
    const model = http(400, { key: "chat.webSearchModel", message: "This model cannot search the web." });
    expect(chatErrorText(model)).toEqual({ server: "This model cannot search the web." });
    expect(errorFor(model, { kind: "dismiss" }, null).planLimit).toBe(false);
  });
});

describe("ReplyReader passes the citations event on", () => {
  it("hands over each whole list, and the text as before", async () => {
    const lists: number[] = [];
    async function* events() {
      yield { type: "meta", ...meta("a1", "q1"), webSearch: true };
      yield { type: "citations", citations: [source(1)] };
      yield { type: "delta", content: "Hi" };
      yield { type: "citations", citations: [source(1), source(2)] };
      yield { type: "done", messageId: "a1", conversationId: "c1" };
    }
    const reader = new ReplyReader({
      open: async () => events() as unknown as ReplyStream,
      follow: async () => events() as unknown as ReplyStream,
      firstEventTimeoutMs: 10_000,
      onMeta: () => {},
      onQueued: () => {},
      onText: () => {},
      onCitations: (citations) => lists.push(citations.length),
    });
    const outcome = await reader.read();
    expect(outcome).toMatchObject({ kind: "ended", status: "complete", content: "Hi" });
    expect(lists).toEqual([1, 2]);
  });
});

describe("the globe's state (issue #31)", () => {
  const searching = { webSearch: true };
  it("is the person's choice while the plan, the model and the day's searches allow it", () => {
    expect(webSearchState("professional", searching, 12, true)).toBe("on");
    expect(webSearchState("professional", searching, 12, false)).toBe("off");
    // Not known yet (usage.today on its way): the choice stands, and the server checks.
    expect(webSearchState("enterprise", searching, null, true)).toBe("on");
  });

  it("is disabled, whatever was chosen, once the day's searches are used up", () => {
    expect(webSearchState("professional", searching, 0, true)).toBe("spent");
    expect(webSearchState("professional", searching, 0, false)).toBe("spent");
    // What the plan and the model say comes first: those are not a matter of waiting a day.
    expect(webSearchState("starter", searching, 0, true)).toBe("locked");
    expect(webSearchState("professional", { webSearch: false }, 0, true)).toBe("unavailable");
  });
});
