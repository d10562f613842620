import { describe, expect, it } from "vitest";
import type { ChatMessage } from "./chat-message";
import { afterSettled, markOf, movedOn } from "./chat-screen-state";
import { type ChatTurn, initialChatState } from "./chat-state";
import { at, http, ids, message, meta, run, sendTurn, shown, stored } from "./chat-state.fixtures";
import { inEnglish } from "./i18n.fixtures";

describe("sending a question", () => {
  it("shows the question at once, empties the input and waits; the reply lands after its stored question", () => {
    const typed = run(shown, { type: "draft", text: "And now?" });
    const turn = sendTurn(typed, "And now?");
    const waiting = run(typed, { type: "started", turn });
    expect(ids(waiting)).toEqual(["q0", "a0", "q1", "a1", turn.kind === "send" ? turn.question.id : ""]);
    expect(waiting).toMatchObject({ phase: "waiting", draft: "", error: null, stopping: false });

    const named = run(waiting, { type: "meta", turn, meta: meta("a2", "q2"), at });
    expect(ids(named)).toEqual(["q0", "a0", "q1", "a1", "q2", "a2"]);
    expect(named.messages[5]).toMatchObject({ status: "streaming", text: "", parentId: "q2", timestamp: at });
    // Named, but no token yet: still "typing...".
    expect(named.phase).toBe("waiting");
  });

  it("knows the project of the conversation on screen: one started in it, one opened, none after New chat", () => {
    const started = run(initialChatState, {
      type: "started",
      turn: sendTurn(initialChatState, "Hi", { projectId: "p1" }),
    });
    expect(started.projectId).toBe("p1");
    const opened = run(started, { type: "shown", detail: { id: "c2", messages: [], projectId: "p2" } });
    expect(opened.projectId).toBe("p2");
    expect(run(opened, { type: "shown", detail: { id: "c3", messages: [] } }).projectId).toBeNull();
    expect(run(opened, { type: "newChat" }).projectId).toBeNull();
  });

  it("gives a new conversation the id the server named", () => {
    const turn = sendTurn(initialChatState, "Hi");
    const named = run(
      initialChatState,
      { type: "started", turn },
      { type: "meta", turn, meta: meta("a0", "q0", "", "new"), at },
    );
    expect(named.conversationId).toBe("new");
  });

  it("streams the deltas into the reply and ends it complete, then asks for the server's view", () => {
    const turn = sendTurn(shown, "More?");
    const streaming = run(
      shown,
      { type: "started", turn },
      { type: "queued", position: 2 },
      { type: "meta", turn, meta: meta("a2", "q2"), at },
      { type: "flowing" },
      { type: "text", replyId: "a2", text: "word0 " },
      { type: "text", replyId: "a2", text: "word0 word1 " },
    );
    expect(streaming).toMatchObject({ phase: "streaming", queuePosition: null });
    expect(streaming.messages.at(-1)).toMatchObject({ id: "a2", text: "word0 word1 ", status: "streaming" });

    const outcome = { kind: "ended", status: "complete", replyId: "a2", content: "word0 word1 word2" } as const;
    const ended = run(streaming, { type: "settled", turn, outcome });
    expect(ended).toMatchObject({ phase: "idle", stopping: false, queuePosition: null, error: null });
    expect(ended.messages.at(-1)).toMatchObject({ text: "word0 word1 word2", status: "complete" });
    expect(afterSettled(outcome)).toEqual({ unauthorized: false, reload: true });
  });

  it("shows its place in line while the service is busy", () => {
    const turn = sendTurn(shown, "Busy?");
    expect(run(shown, { type: "started", turn }, { type: "queued", position: 3 }).queuePosition).toBe(3);
  });

  it("keeps a refused question on screen with its error, and Retry asks it again", () => {
    const turn = sendTurn(shown, "Too much?");
    const failure = http(429, { planLimit: true, message: "Today's credits are used up." });
    const outcome = { kind: "refused", failure } as const;
    const refused = run(shown, { type: "started", turn }, { type: "settled", turn, outcome });
    const questionId = turn.kind === "send" ? turn.question.id : "";
    expect(ids(refused).at(-1)).toBe(questionId);
    expect(refused.error).toEqual({
      text: { raw: "Today's credits are used up." },
      retry: { kind: "send", text: "Too much?" },
      planLimit: true,
      messageId: questionId,
    });
    expect(refused.conversationId).toBe("c1");
    expect(afterSettled(outcome)).toEqual({ unauthorized: false, reload: false });
    expect(afterSettled({ kind: "refused", failure: http(401) }).unauthorized).toBe(true);
  });
});

describe("versions and branches", () => {
  it("edit: the new version replaces the question and what followed, listing the old one", () => {
    const turn = sendTurn(shown, "Why?", {
      base: shown.messages.slice(0, 2),
      editOf: "q1",
      question: message("local-edit", "user", "Why?", { versions: ["q1", "local-edit"] }),
    });
    const waiting = run(shown, { type: "started", turn });
    expect(ids(waiting)).toEqual(["q0", "a0", "local-edit"]);
    const named = run(waiting, { type: "meta", turn, meta: meta("a3", "q3"), at });
    expect(ids(named)).toEqual(["q0", "a0", "q3", "a3"]);
    expect(named.messages[2]?.versions).toEqual(["q1", "q3"]);

    // Refused, its Retry is an edit again.
    const refused = run(waiting, { type: "settled", turn, outcome: { kind: "refused", failure: http(500) } });
    expect(refused.error?.retry).toEqual({ kind: "send", text: "Why?", editOf: "q1" });
  });

  it("regenerate: the old reply leaves the screen and the new one is its sibling version", () => {
    const reply = shown.messages[3] as ChatMessage;
    const turn: ChatTurn = { kind: "regenerate", reply, before: shown.messages };
    const waiting = run(shown, { type: "started", turn });
    expect(ids(waiting)).toEqual(["q0", "a0", "q1"]);
    expect(waiting.phase).toBe("waiting");
    const named = run(waiting, { type: "meta", turn, meta: meta("a1b", "q1", "Also "), at });
    expect(named.messages.at(-1)).toMatchObject({ id: "a1b", text: "Also ", versions: ["a1", "a1b"] });
    // A meta with text already: the reply is streaming.
    expect(named.phase).toBe("streaming");
  });

  it("regenerate refused: the old reply comes back, with the error under it", () => {
    const reply = shown.messages[3] as ChatMessage;
    const turn: ChatTurn = { kind: "regenerate", reply, before: shown.messages };
    const refused = run(
      shown,
      { type: "started", turn },
      { type: "settled", turn, outcome: { kind: "refused", failure: http(403) } },
    );
    expect(refused.messages).toEqual(shown.messages);
    expect(refused.error).toMatchObject({ retry: { kind: "regenerate", replyId: "a1" }, messageId: "a1" });
    expect(inEnglish(refused.error?.text)).toBe("Access denied. You may not have permission to use this model.");
  });

  it("continue: the new version starts with the stopped reply's text", () => {
    const stopped = run(shown, {
      type: "settled",
      turn: { kind: "follow", replyId: "a1" },
      outcome: { kind: "ended", status: "stopped", replyId: "a1", content: "Fi" },
    });
    const reply = stopped.messages[3] as ChatMessage;
    expect(reply.status).toBe("stopped");
    const turn: ChatTurn = { kind: "continue", reply };
    const named = run(stopped, { type: "started", turn }, { type: "meta", turn, meta: meta("a1c", "q1", "Fi"), at });
    expect(ids(named)).toEqual(["q0", "a0", "q1", "a1c"]);
    expect(named.messages.at(-1)).toMatchObject({ text: "Fi", versions: ["a1", "a1c"] });
    const refused = run(
      stopped,
      { type: "started", turn },
      { type: "settled", turn, outcome: { kind: "refused", failure: http(503) } },
    );
    expect(refused.error?.retry).toEqual({ kind: "continue", replyId: "a1" });
  });

  it("another version shown replaces the branch below it, and a quiet reload begun before must not land", () => {
    const before = markOf(shown);
    const touched = run(shown, { type: "touched" });
    expect(movedOn(touched, before)).toBe(true);
    const mark = markOf(touched);
    const switched = run(touched, {
      type: "shown",
      detail: {
        id: "c1",
        messages: [stored("q0", "user", "Hi"), stored("a0b", "assistant", "Hey", { versions: ["a0", "a0b"] })],
      },
    });
    expect(ids(switched)).toEqual(["q0", "a0b"]);
    expect(switched.messages[1]?.versions).toEqual(["a0", "a0b"]);
    // The version's own answer has moved the list on too: a load begun at `mark` is older than the screen.
    expect(movedOn(switched, mark)).toBe(true);
    expect(movedOn(run(switched, { type: "draft", text: "typing" }), markOf(switched))).toBe(false);
    expect(run(touched, { type: "versionFailed", messageId: "a0b" }).error).toEqual({
      text: { key: "chat.error.switchVersion" },
      retry: { kind: "version", messageId: "a0b" },
      messageId: null,
    });
  });
});

describe("Stop", () => {
  it("before the server named the reply: the screen goes back and the question returns to the input", () => {
    const typed = run(shown, { type: "draft", text: "Oops" });
    const turn = sendTurn(typed, "Oops");
    const cancelled = run(typed, { type: "started", turn }, { type: "settled", turn, outcome: { kind: "cancelled" } });
    expect(cancelled.messages).toEqual(shown.messages);
    expect(cancelled).toMatchObject({ draft: "Oops", phase: "idle", error: null });
    // Something typed meanwhile is kept.
    const retyped = run(typed, { type: "started", turn }, { type: "draft", text: "Other" });
    expect(run(retyped, { type: "settled", turn, outcome: { kind: "cancelled" } }).draft).toBe("Other");
    expect(afterSettled({ kind: "cancelled" })).toEqual({ unauthorized: false, reload: false });
  });

  it("a regenerate stopped before it was named puts the old reply back", () => {
    const reply = shown.messages[3] as ChatMessage;
    const turn: ChatTurn = { kind: "regenerate", reply, before: shown.messages };
    const cancelled = run(shown, { type: "started", turn }, { type: "settled", turn, outcome: { kind: "cancelled" } });
    expect(cancelled.messages).toEqual(shown.messages);
  });

  it("after it was named: stopping until the server ends it, which keeps what arrived", () => {
    const turn = sendTurn(shown, "Long?");
    const stopping = run(
      shown,
      { type: "started", turn },
      { type: "meta", turn, meta: meta("a2", "q2"), at },
      { type: "flowing" },
      { type: "text", replyId: "a2", text: "Part" },
      { type: "stopping", value: true },
    );
    expect(stopping.stopping).toBe(true);
    const stopped = run(stopping, {
      type: "settled",
      turn,
      outcome: { kind: "ended", status: "stopped", replyId: "a2", content: "Part of it" },
    });
    expect(stopped).toMatchObject({ phase: "idle", stopping: false });
    expect(stopped.messages.at(-1)).toMatchObject({ text: "Part of it", status: "stopped" });
  });
});
