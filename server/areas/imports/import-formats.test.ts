import { describe, expect, it } from "vitest";
import { IMPORT_MESSAGES_MAX } from "../../../shared/imports";
import { candidateOf, conversationsOf } from "./import-formats";

// The two export formats read into whole conversations (docs/product/import.md#what-is-imported).

const node = (id: string, parent: string | null, role: string, text: string, extra: Record<string, unknown> = {}) => ({
  id,
  parent,
  children: [],
  message: {
    author: { role },
    content: { content_type: "text", parts: [text] },
    create_time: 1_732_000_000 + Number(id.replace(/\D/g, "") || 0),
    recipient: "all",
    metadata: {},
    ...extra,
  },
});

describe("a ChatGPT conversation", () => {
  it("without current_node, follows the newest leaf; a cycle of parents ends the walk", () => {
    const candidate = candidateOf("chatgpt", {
      id: "c1",
      title: "Loop",
      mapping: {
        n1: { ...node("n1", "n3", "user", "first"), children: ["n2"] },
        n2: { ...node("n2", "n1", "assistant", "second"), children: ["n3"] },
        n3: { ...node("n3", "n2", "user", "third"), children: [] },
      },
    });
    expect(candidate).toMatchObject({ kind: "conversation", importKey: "chatgpt:c1" });
    if (candidate.kind !== "conversation") return;
    expect(candidate.messages.map((m) => m.content)).toEqual(["first", "second", "third"]);
  });

  it("joins the text parts of a multimodal message, leaves images out, and removes NUL", () => {
    const candidate = candidateOf("chatgpt", {
      id: "c2",
      title: "Photo",
      current_node: "n1",
      mapping: {
        n1: node("n1", null, "user", "", {
          content: { content_type: "multimodal_text", parts: [{ asset_pointer: "file-1" }, "What is\u0000 this?"] },
        }),
      },
    });
    expect(candidate).toMatchObject({ kind: "conversation", messages: [{ role: "user", content: "What is this?" }] });
  });

  it("keeps the order of messages whose times are missing or go backwards", () => {
    const candidate = candidateOf("chatgpt", {
      id: "c3",
      title: "Times",
      current_node: "n2",
      mapping: {
        n1: node("n1", null, "user", "a", { create_time: 1_732_000_100 }),
        n2: node("n2", "n1", "assistant", "b", { create_time: 1_732_000_000 }),
      },
    });
    if (candidate.kind !== "conversation") throw new Error("not imported");
    const [first, second] = candidate.messages.map((message) => message.createdAt?.getTime() ?? 0);
    expect(second).toBeGreaterThan(first ?? 0);
  });

  it("is skipped when it has no id, no text, or too many messages", () => {
    expect(candidateOf("chatgpt", { title: "No id", mapping: {} })).toMatchObject({ reason: "invalid" });
    expect(candidateOf("chatgpt", "not a conversation")).toMatchObject({ reason: "invalid" });
    expect(candidateOf("chatgpt", { id: "c4", title: "Blank", mapping: {} })).toMatchObject({ reason: "empty" });
    const mapping: Record<string, unknown> = {};
    for (let i = 0; i <= IMPORT_MESSAGES_MAX; i += 1)
      mapping[`n${i}`] = node(`n${i}`, i === 0 ? null : `n${i - 1}`, i % 2 ? "assistant" : "user", `m${i}`);
    expect(
      candidateOf("chatgpt", { id: "c5", title: "Long", mapping, current_node: `n${IMPORT_MESSAGES_MAX}` }),
    ).toEqual({
      kind: "skipped",
      title: "Long",
      reason: "tooLong",
    });
  });
});

describe("our own export", () => {
  it("takes the newest message's chain, so an edited question's last version and its answer", () => {
    const at = (minute: number) => `2026-11-29T08:${String(minute).padStart(2, "0")}:00.000Z`;
    const candidate = candidateOf("nexgen", {
      id: "conv-1",
      title: "Versions",
      messages: [
        { id: "q1", parentId: null, role: "user", content: "Old question", createdAt: at(1) },
        {
          id: "a1",
          parentId: "q1",
          role: "assistant",
          content: "Old answer",
          model: "m/x",
          modelName: "X",
          createdAt: at(2),
        },
        { id: "q2", parentId: null, role: "user", content: "New question", createdAt: at(3) },
        {
          id: "a2",
          parentId: "q2",
          role: "assistant",
          content: "New answer",
          model: "m/x",
          modelName: "X",
          createdAt: at(4),
        },
      ],
    });
    expect(candidate).toMatchObject({
      kind: "conversation",
      importKey: "nexgen:conv-1",
      messages: [
        { role: "user", content: "New question" },
        { role: "assistant", content: "New answer", model: "m/x", modelName: "X" },
      ],
    });
  });

  it("is read only from an account.json of our format", () => {
    expect(conversationsOf("account.json", { format: "nexgen-account-export", conversations: [] })).toEqual({
      source: "nexgen",
      conversations: [],
    });
    expect(conversationsOf("account.json", { conversations: [] })).toBeNull();
    expect(conversationsOf("conversations.json", { conversations: [] })).toBeNull();
  });
});
