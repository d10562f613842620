import { describe, expect, it } from "vitest";
import * as chat from "./chat-message";
import { at, message } from "./chat-state.fixtures";

const meta = (replyId: string, userMessageId: string, content = "") => ({
  conversationId: "c1",
  model: "x/model",
  modelName: "Model X",
  userMessageId,
  replyId,
  content,
});

describe("placeReply: a reply's meta on the screen", () => {
  it("gives a new question its stored id and puts the reply after it", () => {
    const local = chat.localId();
    const list = [message("q0", "user", "Hi"), message("a0", "ai", "Hello"), message(local, "user", "Next?")];
    const placed = chat.placeReply(list, meta("a1", "q1"), { localQuestionId: local, at });
    expect(placed.map((m) => [m.id, m.status, m.versions])).toEqual([
      ["q0", "complete", ["q0"]],
      ["a0", "complete", ["a0"]],
      ["q1", "complete", ["q1"]],
      ["a1", "streaming", ["a1"]],
    ]);
    expect(placed[3]).toMatchObject({
      parentId: "q1",
      model: "x/model",
      modelName: "Model X",
      text: "",
      timestamp: at,
    });
  });

  it("keeps an edited question's earlier versions when it is stored", () => {
    const local = chat.localId();
    const list = [message(local, "user", "Better question", { versions: ["q0", local] })];
    expect(chat.placeReply(list, meta("a1", "q1"), { localQuestionId: local, at })[0]?.versions).toEqual(["q0", "q1"]);
  });

  it("replaces the text of a reply already on screen with the meta's (a reload or reconnect), nothing doubled", () => {
    const list = [message("q0", "user", "Hi"), message("a0", "ai", "word0 word1 ", { status: "streaming" })];
    const placed = chat.placeReply(list, meta("a0", "q0", "word0 word1 word2 "), { at });
    expect(placed).toHaveLength(2);
    expect(placed[1]).toMatchObject({ id: "a0", text: "word0 word1 word2 ", status: "streaming" });
  });

  it("puts a new version in place of the one it answers again, listing both", () => {
    const stopped = message("a0", "ai", "Half an ans", { status: "stopped" });
    const list = [message("q0", "user", "Hi"), stopped];
    // Continue: the stopped reply is still on screen, and the new one starts with its text.
    const continued = chat.placeReply(list, meta("a1", "q0", "Half an ans"), { at });
    expect(continued.map((m) => m.id)).toEqual(["q0", "a1"]);
    expect(continued[1]).toMatchObject({ text: "Half an ans", versions: ["a0", "a1"] });
    // Regenerate: the old reply left the screen while the new one was asked for.
    const regenerated = chat.placeReply([list[0] as chat.ChatMessage], meta("a2", "q0"), { replaces: stopped, at });
    expect(regenerated[1]?.versions).toEqual(["a0", "a2"]);
  });

  it("does not list a reply that failed before saying anything as a version", () => {
    const failed = message("a0", "ai", "", { status: "failed", versions: ["a-old", "a0"] });
    const placed = chat.placeReply([message("q0", "user", "Hi")], meta("a1", "q0"), { replaces: failed, at });
    expect(placed[1]?.versions).toEqual(["a-old", "a1"]);
  });
});

describe("conversation helpers", () => {
  it("maps the server's messages, statuses and versions", () => {
    const [question, reply] = chat.fromServer([
      {
        id: "q0",
        parentId: null,
        role: "user",
        content: "Hi",
        model: null,
        modelName: null,
        fallbackFrom: null,
        status: "complete",
        timestamp: "2026-11-23T10:00:00.000Z",
        versions: ["q0"],
        attachments: [],
        webSearch: false,
        citations: [],
      },
      {
        id: "a1",
        parentId: "q0",
        role: "assistant",
        content: "word0 ",
        model: "m",
        modelName: "M",
        fallbackFrom: null,
        status: "streaming",
        timestamp: "2026-11-23T10:00:01.000Z",
        versions: ["a0", "a1"],
        attachments: [],
        webSearch: false,
        citations: [],
      },
    ]);
    expect(question).toMatchObject({ sender: "user", text: "Hi", versions: ["q0"] });
    expect(reply).toMatchObject({ sender: "ai", status: "streaming", parentId: "q0", versions: ["a0", "a1"] });
  });

  it("tells questions not stored yet apart, and finds the newest stored message", () => {
    const local = chat.localId();
    expect(chat.isLocalId(local)).toBe(true);
    expect(chat.isLocalId("0190d5a2-7c3e-7000-8000-000000000000")).toBe(false);
    expect(
      chat.lastStoredId([message("q0", "user", "Hi"), message("a0", "ai", "Hello"), message(local, "user", "?")]),
    ).toBe("a0");
    expect(chat.lastStoredId([])).toBeUndefined();
  });

  it("updates a reply's text and status and nothing else", () => {
    const list = [message("q0", "user", "Hi"), message("a0", "ai", "He", { status: "streaming" })];
    const updated = chat.updateReply(list, "a0", { text: "Hello", status: "complete" });
    expect(updated[1]).toMatchObject({ text: "Hello", status: "complete" });
    expect(updated[0]).toBe(list[0]);
    expect(chat.updateReply(list, "a0", { text: "Hel" })[1]?.status).toBe("streaming");
  });
});
