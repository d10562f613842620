// Files in the chat turn (issue #30): the fake upstream records the content parts it receives, so these
// tests see exactly what a model would: an image as a re-encoded data URL without EXIF, a PDF's text with page
// markers, earlier questions' files in the context; and nothing at all for an image to a model that cannot see.
import { createTRPCClient, httpBatchStreamLink } from "@trpc/client";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import type { AppRouter } from "../../server/router";
import { get, post, signUp } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";
import type { RecordedPart } from "../helpers/fake-openrouter";
import { EXIF_SECRET, jpegWithExif, pdfWithPages, png, upload } from "../helpers/files";
import { addressOf } from "../helpers/streams";

const t = setupTestApp({ upstream: true });

const GROK = "x-ai/grok-4-fast:free";
const NEMOTRON = "nvidia/nemotron-nano-9b-v2:free";

async function attach(token: string, name: string, bytes: Buffer) {
  const response = await upload(t, token, name, bytes);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; url: string };
}

/** The parts of the last user message of the newest request upstream. */
function lastQuestionParts(): RecordedPart[] {
  const request = t.upstream.requests.at(-1);
  const content = request?.body.messages.findLast((message) => message.role === "user")?.content;
  expect(Array.isArray(content), JSON.stringify(content)).toBe(true);
  return content as RecordedPart[];
}

describe("a turn with files", () => {
  it("sends an image to a model that sees as a re-encoded data URL without its EXIF, after the question", async () => {
    const user = await signUp(t);
    const photo = await attach(user.token, "bill.jpg", await jpegWithExif(4000, 1000));
    const answer = await post(
      t,
      "/api/chat",
      { message: "What is on this bill?", modelId: GROK, attachments: [photo.id] },
      user.token,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const [text, image, ...rest] = lastQuestionParts();
    expect(text).toEqual({ type: "text", text: "What is on this bill?" });
    expect(rest).toEqual([]);
    expect(image?.type).toBe("image_url");
    const url = (image as Extract<RecordedPart, { type: "image_url" }>).image_url.url;
    expect(url).toMatch(/^data:image\/webp;base64,/);
    const bytes = Buffer.from(url.slice(url.indexOf(",") + 1), "base64");
    expect(bytes.includes(Buffer.from(EXIF_SECRET))).toBe(false);
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: "webp", width: 2048, height: 512 });
    expect(metadata.exif).toBeUndefined();
  });

  it("sends a PDF's text with page markers to any model, and keeps it in the context of later turns", async () => {
    const user = await signUp(t);
    const pdf = await attach(
      user.token,
      "report.pdf",
      pdfWithPages(["Revenue grew 12 percent", "Costs fell 3 percent"]),
    );
    const first = await post(
      t,
      "/api/chat",
      { message: "Summarise it", modelId: NEMOTRON, attachments: [pdf.id] },
      user.token,
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(lastQuestionParts()).toEqual([
      { type: "text", text: "Summarise it" },
      {
        type: "text",
        text: "[Attached file: report.pdf, 2 pages]\n[Page 1]\nRevenue grew 12 percent\n\n[Page 2]\nCosts fell 3 percent",
      },
    ]);
    const { conversationId } = first.json();
    const second = await post(
      t,
      "/api/chat",
      { message: "And the costs?", modelId: NEMOTRON, conversationId },
      user.token,
    );
    expect(second.statusCode, second.body).toBe(200);
    const messages = t.upstream.requests.at(-1)?.body.messages ?? [];
    expect(messages.map((message) => message.role)).toEqual(["user", "assistant", "user"]);
    expect(JSON.stringify(messages[0]?.content)).toContain("[Page 2]\\nCosts fell 3 percent");
    expect(messages[2]?.content).toBe("And the costs?");
  });

  it("refuses an image to a model that cannot see before anything goes upstream, naming one that can", async () => {
    const user = await signUp(t);
    const shot = await attach(user.token, "screenshot.png", await png());
    const before = t.upstream.requests.length;
    const refused = await post(
      t,
      "/api/chat",
      { message: "What error is this?", modelId: NEMOTRON, attachments: [shot.id] },
      user.token,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      success: false,
      error: "Nemotron Nano 9B V2 cannot see images: switch to Grok 4 Fast.",
      reason: "model_cannot_see_images",
      suggestedModelId: GROK,
    });
    expect(t.upstream.requests.length).toBe(before);
    expect(t.upstream.sawText("What error is this?")).toBe(false);
    // Nothing was charged, and the file is still the person's to send to the suggested model.
    expect((await get(t, "/api/usage", user.token)).json().used).toBe(0);
    const switched = await post(
      t,
      "/api/chat",
      { message: "What error is this?", modelId: GROK, attachments: [shot.id] },
      user.token,
    );
    expect(switched.statusCode, switched.body).toBe(200);
  });

  it("answers 404 for another person's file, a guessed id and a file already sent in another conversation", async () => {
    const [owner, other] = [await signUp(t), await signUp(t)];
    const file = await attach(owner.token, "notes.txt", Buffer.from("private notes"));
    const before = t.upstream.requests.length;
    const guessed = file.id.replace(/.$/, (c) => (c === "0" ? "1" : "0"));
    for (const [token, id] of [
      [other.token, file.id],
      [owner.token, guessed],
    ] as const) {
      const response = await post(t, "/api/chat", { message: "read it", modelId: GROK, attachments: [id] }, token);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe("An attached file was not found. Attach it again.");
    }
    expect(t.upstream.requests.length).toBe(before);
    const sent = await post(t, "/api/chat", { message: "read it", modelId: GROK, attachments: [file.id] }, owner.token);
    expect(sent.statusCode, sent.body).toBe(200);
    const again = await post(t, "/api/chat", { message: "again", modelId: GROK, attachments: [file.id] }, owner.token);
    expect(again.statusCode).toBe(404);
    const tooMany = await post(
      t,
      "/api/chat",
      { message: "x", modelId: GROK, attachments: [file.id, file.id] },
      owner.token,
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toBe("Each file can be attached only once");
  });

  it("charges 1 credit per image and per started 10 pages of a new document, besides the model's", async () => {
    const user = await signUp(t);
    const image = await attach(user.token, "a.png", await png());
    const pdf = await attach(
      user.token,
      "long.pdf",
      pdfWithPages(Array.from({ length: 11 }, (_, i) => `page ${i + 1}`)),
    );
    const answer = await post(
      t,
      "/api/chat",
      { message: "both", modelId: GROK, attachments: [image.id, pdf.id] },
      user.token,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const reply = await t.database.db.message.findUniqueOrThrow({
      where: { id: answer.json().messageId },
      select: { credits: true },
    });
    // Grok 1 + the image 1 + 11 pages (two started tens) 2.
    expect(reply.credits).toBe(4);
    // A later turn sends the same files again in its context, but charges only the model's credits.
    const later = await post(
      t,
      "/api/chat",
      { message: "more", modelId: GROK, conversationId: answer.json().conversationId },
      user.token,
    );
    expect(later.statusCode, later.body).toBe(200);
    const laterReply = await t.database.db.message.findUniqueOrThrow({
      where: { id: later.json().messageId },
      select: { credits: true },
    });
    expect(laterReply.credits).toBe(1);
    expect(JSON.stringify(t.upstream.requests.at(-1)?.body.messages[0]?.content)).toContain("data:image/webp;base64,");
  });

  it("cuts a document past the turn's budget, saying so in the text and in the reply's meta", async () => {
    const user = await signUp(t);
    const big = await attach(user.token, "big.txt", Buffer.from("lorem ipsum ".repeat(6_000)));
    const stream = await t.app.inject({
      method: "POST",
      url: "/api/chat/stream",
      payload: { message: "read", modelId: GROK, attachments: [big.id] },
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(stream.statusCode, stream.body).toBe(200);
    const meta = JSON.parse(/event: meta\ndata: (.*)\n/.exec(stream.body)?.[1] ?? "{}");
    expect(meta.attachmentsTruncated).toBe(true);
    const document = lastQuestionParts()[1] as Extract<RecordedPart, { type: "text" }>;
    expect(document.text.startsWith("[Attached file: big.txt]\nlorem ipsum")).toBe(true);
    expect(document.text.endsWith("\n[… truncated: the rest of big.txt was not sent]")).toBe(true);
    // Grok's 8K window: at most half of it, about 4,000 tokens of text.
    expect(document.text.length).toBeLessThan(16_200);
  });
});

describe("a conversation's files", () => {
  it("come back with the conversation with fresh signed addresses, and go with it", async () => {
    const user = await signUp(t);
    const shot = await attach(user.token, "screen.png", await png());
    const answer = await post(t, "/api/chat", { message: "look", modelId: GROK, attachments: [shot.id] }, user.token);
    const { conversationId } = answer.json();
    const loaded = await get(t, `/api/chat/conversation/${conversationId}`, user.token);
    expect(loaded.statusCode).toBe(200);
    const [question, reply] = loaded.json().conversation.messages;
    expect(question.attachments).toEqual([
      expect.objectContaining({
        id: shot.id,
        kind: "image",
        name: "screen.png",
        mime: "image/webp",
        width: 64,
        height: 48,
      }),
    ]);
    expect(reply.attachments).toEqual([]);
    const content = await t.app.inject({ method: "GET", url: question.attachments[0].url });
    expect(content.statusCode).toBe(200);
    // A sent file is removed with its conversation, not alone.
    const alone = await t.app.inject({
      method: "DELETE",
      url: `/api/files/${shot.id}`,
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(alone.statusCode).toBe(409);

    const deleted = await t.app.inject({
      method: "DELETE",
      url: `/api/chat/conversation/${conversationId}`,
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await t.app.inject({ method: "GET", url: question.attachments[0].url })).statusCode).toBe(404);
    expect(await t.deps.files.stat(shot.id)).toBeNull();
    expect(await t.database.db.attachment.count({ where: { id: shot.id } })).toBe(0);
  });
});

describe("the vision refusal over tRPC", () => {
  const trpc = (token: string) =>
    createTRPCClient<AppRouter>({
      links: [httpBatchStreamLink({ url: `${base}/trpc`, headers: () => ({ authorization: `Bearer ${token}` }) })],
    });
  let base = "";
  beforeAll(async () => {
    base = await addressOf(t);
  });

  it("carries the key, its values and the suggested model, for a question and for a reply answered again", async () => {
    const user = await signUp(t);
    const shot = await attach(user.token, "graph.png", await png());
    const answer = await post(
      t,
      "/api/chat",
      { message: "explain", modelId: GROK, attachments: [shot.id] },
      user.token,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const before = t.upstream.requests.length;
    const expected = {
      data: {
        httpStatus: 400,
        messageKey: "chat.modelCannotSeeImages",
        messageValues: { model: "Nemotron Nano 9B V2", suggestion: "Grok 4 Fast" },
        extra: { reason: "model_cannot_see_images", suggestedModelId: GROK },
      },
    };
    // A refusal before admission rejects the call itself, or its first read: either way nothing streams.
    const drain = async (call: Promise<AsyncIterable<unknown>>) => {
      for await (const _event of await call);
    };
    const another = await attach(user.token, "graph2.png", await png());
    await expect(
      drain(trpc(user.token).chat.send.mutate({ message: "and this?", modelId: NEMOTRON, attachments: [another.id] })),
    ).rejects.toMatchObject(expected);
    await expect(
      drain(trpc(user.token).chat.regenerate.mutate({ messageId: answer.json().messageId, modelId: NEMOTRON })),
    ).rejects.toMatchObject(expected);
    expect(t.upstream.requests.length).toBe(before);
  });
});

describe("an edited question", () => {
  it("keeps its files: copies on the new version, the same bytes, not charged or counted again", async () => {
    const user = await signUp(t);
    const pdf = await attach(user.token, "plan.pdf", pdfWithPages(["Budget is 40 lakh"]));
    const first = await post(
      t,
      "/api/chat",
      { message: "What is the budget?", modelId: NEMOTRON, attachments: [pdf.id] },
      user.token,
    );
    expect(first.statusCode, first.body).toBe(200);
    const { conversationId } = first.json();
    const [question] = (await get(t, `/api/chat/conversation/${conversationId}`, user.token)).json().conversation
      .messages;
    const edited = await post(
      t,
      "/api/chat",
      {
        message: "What is the budget, in rupees?",
        modelId: NEMOTRON,
        conversationId,
        editOf: question.id,
        attachments: [pdf.id],
      },
      user.token,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(JSON.stringify(lastQuestionParts())).toContain("[Page 1]\\nBudget is 40 lakh");
    const reply = await t.database.db.message.findUniqueOrThrow({
      where: { id: edited.json().messageId },
      select: { credits: true },
    });
    expect(reply.credits).toBe(1);
    const [newQuestion] = (await get(t, `/api/chat/conversation/${conversationId}`, user.token)).json().conversation
      .messages;
    expect(newQuestion.id).not.toBe(question.id);
    expect(newQuestion.attachments).toEqual([expect.objectContaining({ name: "plan.pdf", pages: 1 })]);
    expect(newQuestion.attachments[0].id).not.toBe(pdf.id);
    expect((await t.app.inject({ method: "GET", url: newQuestion.attachments[0].url })).statusCode).toBe(200);
    const rows = await t.database.db.attachment.findMany({ where: { userId: user._id }, select: { storageKey: true } });
    expect(rows.map((row) => row.storageKey)).toEqual([pdf.id, pdf.id]);

    await t.app.inject({
      method: "DELETE",
      url: `/api/chat/conversation/${conversationId}`,
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(await t.database.db.attachment.count({ where: { userId: user._id } })).toBe(0);
    expect(await t.deps.files.stat(pdf.id)).toBeNull();
  });
});
