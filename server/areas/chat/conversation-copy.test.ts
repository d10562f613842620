import { describe, expect, it } from "vitest";
import { setupChatKit } from "../../../tests/helpers/chat-kit";
import { createConversationCopies } from "./conversation-copy";

const kit = setupChatKit();

describe("a whole conversation written at once (share's Continue, import)", () => {
  it("writes one chain with its last message on screen, the count and the preview", async () => {
    const viewer = await kit.user();
    const copies = createConversationCopies({ db: kit.database.db, now: () => new Date("2026-11-29T09:00:00Z") });
    const made = await copies.copy({
      userId: viewer.id,
      title: "Tax\u202E question",
      messages: [
        { role: "user", content: "What is GST?" },
        { role: "assistant", content: "<think>hmm</think>A tax on  goods\nand services.", modelName: "GPT-4o" },
      ],
    });
    expect(made).not.toBeNull();
    const row = await kit.database.db.conversation.findUniqueOrThrow({
      where: { id: made?.id ?? "" },
      include: { messages: { orderBy: { createdAt: "asc" } } },
    });
    expect(row).toMatchObject({ title: "Tax question", messageCount: 2, preview: "A tax on goods and services." });
    const [question, reply] = row.messages;
    expect(question).toMatchObject({ role: "user", parentId: null, modelName: null });
    expect(reply).toMatchObject({ role: "assistant", parentId: question?.id, modelName: "GPT-4o", status: "complete" });
    expect(row.leafId).toBe(reply?.id);
  });

  it("skips a second copy with the same import key, for that person only", async () => {
    const [one, two] = [await kit.user(), await kit.user()];
    const copies = createConversationCopies({ db: kit.database.db, now: () => new Date() });
    const input = { title: "Trip", importKey: "chatgpt:abc", messages: [{ role: "user" as const, content: "Hi" }] };
    expect(await copies.copy({ ...input, userId: one.id })).not.toBeNull();
    expect(await copies.copy({ ...input, userId: one.id })).toBeNull();
    expect(await copies.copy({ ...input, userId: two.id })).not.toBeNull();
    expect(await kit.database.db.conversation.count({ where: { userId: one.id } })).toBe(1);
    expect(await kit.database.db.message.count({ where: { conversation: { userId: one.id } } })).toBe(1);
  });
});
