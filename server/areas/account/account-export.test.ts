import { describe, expect, it } from "vitest";
import { ConversationFileNames, conversationMarkdown } from "./account-export";

const day = new Date("2026-11-23T10:15:00Z");

describe("conversation file names", () => {
  it("keeps only lower-case ASCII letters, digits and dashes, under conversations/ with the day", () => {
    const names = new ConversationFileNames();
    expect(names.next("Trip to Goa!", day)).toBe("conversations/2026-11-23-trip-to-goa.md");
    expect(names.next("../../etc/passwd", day)).toBe("conversations/2026-11-23-etc-passwd.md");
    expect(names.next("Café crème à Paris", day)).toBe("conversations/2026-11-23-cafe-creme-a-paris.md");
    expect(names.next("नमस्ते", day)).toBe("conversations/2026-11-23-conversation.md");
    expect(names.next("CON", day)).toBe("conversations/2026-11-23-con.md");
    expect(names.next("a".repeat(200), day)).toBe(`conversations/2026-11-23-${"a".repeat(60)}.md`);
  });

  it("numbers names that would collide", () => {
    const names = new ConversationFileNames();
    expect(names.next("Trip to Goa", day)).toBe("conversations/2026-11-23-trip-to-goa.md");
    expect(names.next("trip to goa?", day)).toBe("conversations/2026-11-23-trip-to-goa-2.md");
    expect(names.next("Trip  to  Goa", day)).toBe("conversations/2026-11-23-trip-to-goa-3.md");
  });
});

describe("a conversation as Markdown", () => {
  it("has the title, times and models, then every message with its role, marking versions and unfinished replies", () => {
    const message = (id: string, parentId: string | null, role: string, content: string, extra = {}) => ({
      id,
      parentId,
      role,
      content,
      model: role === "assistant" ? "x-ai/grok-4-fast:free" : null,
      modelName: role === "assistant" ? "Grok 4 Fast" : null,
      status: "complete" as const,
      tokensIn: null,
      tokensOut: null,
      credits: 0,
      plan: null,
      createdAt: day,
      webSearch: false,
      citations: null,
      ...extra,
    });
    const text = conversationMarkdown({
      id: "c1",
      title: "Trip\nto Goa",
      createdAt: day,
      updatedAt: day,
      pinnedAt: null,
      archivedAt: null,
      projectId: null,
      file: "conversations/2026-11-23-trip-to-goa.md",
      messages: [
        message("m1", null, "user", "Plan a trip"),
        message("m2", "m1", "assistant", "Day 1: beaches"),
        message("m3", "m1", "assistant", "Day 1: forts", { status: "stopped" }),
      ],
    });
    expect(text).toMatch(/^# Trip to Goa\n/);
    expect(text).toContain("- Models: Grok 4 Fast");
    expect(text).toContain("**You** · 2026-11-23 15:45 IST\n\nPlan a trip");
    expect(text).toContain("**Assistant** · Grok 4 Fast · 2026-11-23 15:45 IST · version 1 of 2\n\nDay 1: beaches");
    expect(text).toContain("version 2 of 2 · stopped\n\nDay 1: forts");
  });
});
