import { describe, expect, it } from "vitest";
import { CHAT_DELETED_TEXT, CONVERSATION_DELETED } from "#shared/chat-text";
import { afterSettled, liveReplyId, markOf, movedOn } from "./chat-screen-state";
import { type ChatTurn, initialChatState } from "./chat-state";
import { at, http, ids, meta, run, sendTurn, shown, stored } from "./chat-state.fixtures";
import { inEnglish } from "./i18n.fixtures";

describe("a reply that fails", () => {
  const streaming = (turn: ChatTurn) =>
    run(shown, { type: "started", turn }, { type: "meta", turn, meta: meta("a2", "q2", "Par"), at });

  it("failed on the server: marked failed, Retry regenerates it, the server's view is loaded", () => {
    const turn = sendTurn(shown, "Fail?");
    const outcome = { kind: "failed", failure: http(502), replyId: "a2", content: "Part" } as const;
    const failed = run(streaming(turn), { type: "settled", turn, outcome });
    expect(failed.messages.at(-1)).toMatchObject({ text: "Part", status: "failed" });
    expect(failed.error).toMatchObject({ retry: { kind: "regenerate", replyId: "a2" }, messageId: "a2" });
    expect(failed.conversationId).toBe("c1");
    expect(afterSettled(outcome)).toEqual({ unauthorized: false, reload: true });
    expect(afterSettled({ ...outcome, failure: http(401) }).unauthorized).toBe(true);
  });

  it("lost by the network: not marked failed (it may still be written), Retry reads it again, nothing reloaded", () => {
    const turn = sendTurn(shown, "Lost?");
    const outcome = { kind: "failed", failure: { kind: "network" }, replyId: "a2", content: "Part" } as const;
    const lost = run(streaming(turn), { type: "reconnecting", value: true }, { type: "settled", turn, outcome });
    expect(lost.messages.at(-1)).toMatchObject({ text: "Part", status: "streaming" });
    expect(lost.error).toEqual({
      text: { key: "chat.error.network" },
      retry: { kind: "follow", replyId: "a2" },
      planLimit: false,
      messageId: "a2",
    });
    expect(afterSettled(outcome)).toEqual({ unauthorized: false, reload: false });
  });
});

describe("a conversation deleted mid-reply", () => {
  it("while its reply was written: the screen keeps it, not stored; Retry starts a new chat", () => {
    const turn = sendTurn(shown, "Still there?");
    const failure = http(409, { code: CONVERSATION_DELETED, message: CHAT_DELETED_TEXT });
    const outcome = { kind: "failed", failure, replyId: "a2", content: "Par" } as const;
    const deleted = run(
      shown,
      { type: "started", turn },
      { type: "meta", turn, meta: meta("a2", "q2", "Par"), at },
      { type: "settled", turn, outcome },
    );
    expect(deleted.conversationId).toBeNull();
    expect(ids(deleted)).toEqual(["q0", "a0", "q1", "a1", "q2", "a2"]);
    expect(deleted.messages.at(-1)?.status).toBe("failed");
    expect(deleted.error).toMatchObject({
      text: { key: "chat.error.conversationDeleted" },
      retry: { kind: "newChat" },
    });
    // The server's words, in the catalogue: they read the same in English, and in Hindi too.
    expect(inEnglish(deleted.error?.text)).toBe(CHAT_DELETED_TEXT);
    expect(afterSettled(outcome)).toEqual({ unauthorized: false, reload: false });
    const fresh = run(deleted, { type: "newChat" });
    expect(fresh).toMatchObject({ messages: [], conversationId: null, error: null, phase: "idle" });
  });

  it("before a question reached it: a 404 leaves the conversation, and the retry starts a new one", () => {
    const turn = sendTurn(shown, "Anyone?");
    const refused = run(
      shown,
      { type: "started", turn },
      { type: "settled", turn, outcome: { kind: "refused", failure: http(404) } },
    );
    expect(refused.conversationId).toBeNull();
    expect(refused.error?.retry).toEqual({ kind: "send", text: "Anyone?" });
  });
});

describe("following a live reply", () => {
  const live = run(initialChatState, {
    type: "shown",
    detail: {
      id: "c1",
      messages: [
        stored("q0", "user", "Hi"),
        stored("a0", "assistant", "word0 ", { parentId: "q0", status: "streaming" }),
      ],
    },
  });

  it("finds a reply still being written at the end of a conversation, and only then", () => {
    expect(liveReplyId(live.messages)).toBe("a0");
    expect(liveReplyId(shown.messages)).toBeUndefined();
    expect(liveReplyId([])).toBeUndefined();
  });

  it("reads it on: its meta carries all the text so far, so nothing is doubled", () => {
    const turn: ChatTurn = { kind: "follow", replyId: "a0" };
    const following = run(
      { ...live, error: { text: { raw: "x" }, retry: { kind: "follow", replyId: "a0" }, messageId: "a0" } },
      {
        type: "started",
        turn,
      },
    );
    expect(following).toMatchObject({ phase: "streaming", error: null });
    // A follow does not change the list by intent: a reload begun before it may still land.
    expect(movedOn(following, markOf(live))).toBe(false);
    const caughtUp = run(
      following,
      { type: "meta", turn, meta: meta("a0", "q0", "word0 word1 "), at },
      { type: "flowing" },
      { type: "text", replyId: "a0", text: "word0 word1 word2 " },
      {
        type: "settled",
        turn,
        outcome: { kind: "ended", status: "complete", replyId: "a0", content: "word0 word1 word2 " },
      },
    );
    expect(ids(caughtUp)).toEqual(["q0", "a0"]);
    expect(caughtUp.messages[1]).toMatchObject({ text: "word0 word1 word2 ", status: "complete" });
  });

  it("a refused follow leaves the screen as it was", () => {
    const turn: ChatTurn = { kind: "follow", replyId: "a0" };
    const refused = run(
      live,
      { type: "started", turn },
      { type: "settled", turn, outcome: { kind: "refused", failure: http(404) } },
    );
    expect(refused).toMatchObject({ messages: live.messages, error: null, phase: "idle", conversationId: "c1" });
  });
});

describe("opening, New Chat and errors about the screen", () => {
  it("opening a conversation stops the reading's notices and makes loads begun before it stale", () => {
    const reading = run(
      shown,
      { type: "queued", position: 1 },
      { type: "reconnecting", value: true },
      { type: "stopping", value: true },
    );
    const opening = run(reading, { type: "opening", conversationId: "c2" });
    expect(opening).toMatchObject({
      loadingId: "c2",
      phase: "idle",
      stopping: false,
      queuePosition: null,
      reconnecting: false,
    });
    expect(opening.generation).toBe(reading.generation + 1);
    expect(run(opening, { type: "opened" }).loadingId).toBeNull();
    expect(run(opening, { type: "openFailed", conversationId: "c2" }).error).toEqual({
      text: { key: "chat.error.loadConversation" },
      retry: { kind: "load", conversationId: "c2" },
      messageId: null,
    });
  });

  it("New Chat empties the screen and the address's conversation", () => {
    const fresh = run(run(shown, { type: "opening", conversationId: "c2" }), { type: "newChat" });
    expect(fresh).toMatchObject({ messages: [], conversationId: null, loadingId: null, error: null });
    expect(movedOn(fresh, markOf(shown))).toBe(true);
  });

  it("without a token: the error says so, and its Retry only dismisses it", () => {
    const signedOut = run(shown, { type: "signedOut" });
    expect(signedOut.error).toEqual({
      text: { key: "chat.error.authRequired" },
      retry: { kind: "dismiss" },
      messageId: null,
    });
    expect(run(signedOut, { type: "dismissError" }).error).toBeNull();
  });
});
