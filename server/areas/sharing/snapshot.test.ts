import { describe, expect, it } from "vitest";
import { SHARE_MESSAGES_MAX } from "../../../shared/sharing";
import { fileRef, readSnapshot, takeSnapshot, viewerMessages } from "./snapshot";

type View = Parameters<typeof takeSnapshot>[0];
type Shown = View["messages"][number];

const at = new Date("2026-11-29T09:00:00Z");
const file = (id: string) => ({
  id,
  kind: "image" as const,
  name: "photo.png",
  mime: "image/webp",
  bytes: 10,
  width: 4,
  height: 3,
  pages: null,
  url: `/api/files/${id}/content?expires=1&signature=s`,
});

function message(role: "user" | "assistant", content: string, extra: Partial<Shown> = {}): Shown {
  return {
    id: `m-${content}`,
    parentId: null,
    role,
    content,
    model: role === "assistant" ? "openai/gpt-4o" : null,
    modelName: role === "assistant" ? "GPT-4o" : null,
    status: "complete",
    timestamp: at,
    versions: [],
    attachments: [],
    webSearch: false,
    citations: [],
    ...extra,
  } as Shown;
}

const view = (messages: Shown[]): View => ({ id: "c1", title: "T", updatedAt: at, webSearch: false, messages }) as View;

describe("a share link's snapshot (docs/product/sharing.md#what-a-snapshot-holds)", () => {
  it("keeps what was said, leaves out a reply being written and an empty failure, and no ids", () => {
    const snapshot = takeSnapshot(
      view([
        message("user", "Q1", { attachments: [file("a1")] }),
        message("assistant", "A1"),
        message("user", "Q2"),
        message("assistant", "", { status: "failed" }),
        message("assistant", "half a rep", { status: "streaming" }),
      ]),
      false,
    );
    expect(snapshot.messages.map((m) => m.content)).toEqual(["Q1", "A1", "Q2"]);
    expect(snapshot.messages[0]?.files).toEqual([]);
    expect(snapshot.messages[0]?.modelName).toBeNull();
    expect(JSON.stringify(snapshot)).not.toMatch(/m-Q1|c1|signature/);
  });

  it("numbers the included files from 1 across messages, at the link's own address, never by their ids", () => {
    const snapshot = takeSnapshot(
      view([
        message("user", "Q1", { attachments: [file("a1"), file("a2")] }),
        message("user", "Q2", { attachments: [file("a3")] }),
      ]),
      true,
    );
    const shown = viewerMessages("L1nk", snapshot);
    expect(shown.flatMap((m) => m.attachments.map((a) => [a.id, a.url]))).toEqual([
      ["1", "/api/share/L1nk/files/1"],
      ["2", "/api/share/L1nk/files/2"],
      ["3", "/api/share/L1nk/files/3"],
    ]);
    expect(JSON.stringify(shown)).not.toMatch(/"a[123]"|"ref"/);
    expect([1, 2, 3, 0, 4, -1, 1.5].map((n) => fileRef(snapshot, n))).toEqual([
      "a1",
      "a2",
      "a3",
      null,
      null,
      null,
      null,
    ]);
  });

  it(`holds the newest ${SHARE_MESSAGES_MAX} messages, and reads anything unreadable as empty`, () => {
    const many = Array.from({ length: SHARE_MESSAGES_MAX + 3 }, (_, i) => message("user", `Q${i}`));
    const snapshot = takeSnapshot(view(many), false);
    expect(snapshot.messages).toHaveLength(SHARE_MESSAGES_MAX);
    expect(snapshot.messages[0]?.content).toBe("Q3");
    expect(readSnapshot({ messages: [{ role: "system" }] })).toEqual({ messages: [] });
    expect(readSnapshot(null)).toEqual({ messages: [] });
    expect(readSnapshot(JSON.parse(JSON.stringify(snapshot)))).toEqual(snapshot);
  });
});
