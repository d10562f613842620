import { TRPCClientError } from "@trpc/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { UploadedFile } from "#shared/attachments";
import { CATALOG_SEED } from "#shared/catalog";
import { MAX_ATTACHMENTS } from "#shared/files";
import { formatFileSize } from "../../../lib/format-number";
import { i18n } from "../../../lib/i18n/i18n";
import {
  admit,
  attachmentReducer,
  attachmentSummary,
  type PendingFile,
  refusalOf,
  restored,
  typeLabel,
} from "./attachment-list";
import { chatErrorText, toChatFailure } from "./chat-errors";
import { placeReply } from "./chat-message";
import { type ChatTurn, chatReducer, errorFor, initialChatState } from "./chat-state";
import { stored } from "./chat-state.fixtures";
import { ACCEPTED_FILES, fileFamily } from "./file-types";
import { hindi, inEnglish } from "./i18n.fixtures";
import { showText } from "./messages";
import { visionNotice } from "./vision";

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe("the limits, checked before an upload (issue #30)", () => {
  it("takes images, PDFs and text, source code by its name", () => {
    expect(fileFamily(file("a.png", "image/png"))).toBe("image");
    expect(fileFamily(file("a.JPG", "image/jpeg"))).toBe("image");
    expect(fileFamily(file("report.pdf", "application/pdf"))).toBe("pdf");
    expect(fileFamily(file("sales.csv", "text/csv"))).toBe("text");
    expect(fileFamily(file("notes.md", ""))).toBe("text");
    expect(fileFamily(file("main.py", "text/x-python"))).toBe("text");
    expect(fileFamily(file("data.json", "application/json"))).toBe("text");
  });

  it("refuses SVG, HTML, archives and programs, whatever their names say", () => {
    for (const refused of [
      file("logo.svg", "image/svg+xml"),
      file("page.html", "text/html"),
      file("page.png", "text/html"),
      file("all.zip", "application/zip"),
      file("setup.exe", "application/x-msdownload"),
      file("photo.heic", "image/heic"),
      file("README", ""),
    ]) {
      expect(fileFamily(refused), refused.name).toBeNull();
      expect(inEnglish(refusalOf(refused, 0))).toBe(
        "Only images (PNG, JPEG, WebP, GIF), PDFs and text files can be attached.",
      );
    }
  });

  it("holds each family to its size: 10 MB images, 20 MB PDFs, 1 MB text; nothing empty", () => {
    expect(refusalOf(file("a.png", "image/png", 10 * MB), 0)).toBeNull();
    expect(inEnglish(refusalOf(file("a.png", "image/png", 10 * MB + 1), 0))).toBe(
      "Too large: images can be up to 10 MB.",
    );
    expect(refusalOf(file("a.pdf", "application/pdf", 20 * MB), 0)).toBeNull();
    expect(inEnglish(refusalOf(file("a.pdf", "application/pdf", 20 * MB + 1), 0))).toBe(
      "Too large: PDFs can be up to 20 MB.",
    );
    expect(inEnglish(refusalOf(file("a.txt", "text/plain", MB + 1), 0))).toBe(
      "Too large: text files can be up to 1 MB.",
    );
    expect(inEnglish(refusalOf(file("a.txt", "text/plain", 0), 0))).toBe("This file is empty.");
  });

  it("lets five files count, refusing the sixth; refused files do not take a place", () => {
    const chosen = Array.from({ length: 7 }, (_, index) =>
      index === 1 ? file("logo.svg", "image/svg+xml") : file(`shot-${index}.png`, "image/png"),
    );
    const list = admit(chosen, []);
    expect(list.map((item) => item.status)).toEqual([
      "uploading",
      "refused",
      "uploading",
      "uploading",
      "uploading",
      "uploading",
      "refused",
    ]);
    expect(inEnglish(list[6]?.refusal)).toBe(`Not attached: a message can carry up to ${MAX_ATTACHMENTS} files.`);
    // Removing one makes room again.
    const after = attachmentReducer(list, { type: "removed", key: list[0]?.key ?? "" });
    expect(admit([file("again.png", "image/png")], after)[0]?.status).toBe("uploading");
  });

  it("lists every accepted type for the picker, images among them so phones offer the camera", () => {
    for (const type of ["image/png", "image/jpeg", "image/webp", "image/gif", "application/pdf", ".md", ".py"])
      expect(ACCEPTED_FILES.split(",")).toContain(type);
    expect(ACCEPTED_FILES).not.toContain("svg");
  });
});

describe("the tray's state", () => {
  const uploaded: UploadedFile = {
    id: "0190a0b0-0000-7000-8000-000000000001",
    kind: "image",
    name: "shot.webp",
    mime: "image/webp",
    bytes: 2048,
    width: 800,
    height: 600,
    pages: null,
    truncated: false,
    url: "/api/files/0190a0b0-0000-7000-8000-000000000001/content?expires=1&signature=x",
  };

  it("moves progress forward only, then takes the server's answer; Send waits until then", () => {
    let list: PendingFile[] = admit([file("shot.png", "image/png", 5000), file("a.pdf", "application/pdf")], []);
    const key = list[0]?.key ?? "";
    list = attachmentReducer(list, { type: "progress", key, progress: 0.5 });
    list = attachmentReducer(list, { type: "progress", key, progress: 0.2 });
    expect(list[0]?.progress).toBe(0.5);
    expect(attachmentSummary(list)).toMatchObject({ uploading: true, hasImage: true, ready: [] });
    list = attachmentReducer(list, { type: "uploaded", key, file: uploaded });
    list = attachmentReducer(list, {
      type: "refused",
      key: list[1]?.key ?? "",
      refusal: { server: "You have used today's 20 files." },
    });
    expect(list[0]).toMatchObject({ status: "ready", progress: 1, name: "shot.webp", mime: "image/webp" });
    expect(attachmentSummary(list)).toEqual({ uploading: false, hasImage: true, ready: [uploaded] });
    expect(attachmentReducer(list, { type: "cleared" })).toEqual([]);
  });

  it("offers a failed upload again with the same file, and not a file the server refused for what it is", () => {
    let list: PendingFile[] = admit([file("a.pdf", "application/pdf"), file("b.png", "image/png")], []);
    const [first, second] = [list[0]?.key ?? "", list[1]?.key ?? ""];
    list = attachmentReducer(list, {
      type: "refused",
      key: first,
      refusal: { key: "chat.files.uploadFailed" },
      retryable: true,
    });
    list = attachmentReducer(list, { type: "refused", key: second, refusal: { server: "Not a picture." } });
    expect(list.map((item) => item.retryable)).toEqual([true, false]);
    // Retry: uploading again from nothing, the reason gone; a refusal for the file itself stays as it was.
    list = attachmentReducer(list, { type: "retried", key: first });
    list = attachmentReducer(list, { type: "retried", key: second });
    expect(list[0]).toMatchObject({ status: "uploading", progress: 0, refusal: null, retryable: false });
    expect(list[1]).toMatchObject({ status: "refused", refusal: { server: "Not a picture." } });
    expect(attachmentSummary(list).uploading).toBe(true);
  });

  it("refuses a retry once five other files fill the question meanwhile", () => {
    let list: PendingFile[] = admit([file("late.pdf", "application/pdf")], []);
    const key = list[0]?.key ?? "";
    list = attachmentReducer(list, {
      type: "refused",
      key,
      refusal: { key: "chat.files.serverFailed" },
      retryable: true,
    });
    list = attachmentReducer(list, {
      type: "added",
      files: admit(
        Array.from({ length: MAX_ATTACHMENTS }, (_, index) => file(`${index}.txt`, "text/plain")),
        list,
      ),
    });
    list = attachmentReducer(list, { type: "retried", key });
    expect(list[0]).toMatchObject({ status: "refused", retryable: false });
    expect(inEnglish(list[0]?.refusal ?? null)).toBe(
      `Not attached: a message can carry up to ${MAX_ATTACHMENTS} files.`,
    );
  });

  it("says the type in a few letters", () => {
    expect(typeLabel({ name: "a.pdf", mime: "application/pdf" })).toBe("PDF");
    expect(typeLabel({ name: "shot", mime: "image/jpeg" })).toBe("JPEG");
    expect(typeLabel({ name: "main.py", mime: "" })).toBe("PY");
    expect(typeLabel({ name: "sales.csv", mime: "text/csv" })).toBe("CSV");
  });
});

describe("sizes per language", () => {
  let before = "";
  beforeEach(() => {
    before = i18n.locale;
  });
  afterEach(() => {
    i18n.load(before || "en", {});
    i18n.activate(before || "en");
  });

  it("writes bytes, kB and MB with Latin digits and Indian grouping", () => {
    i18n.load("en", {});
    i18n.activate("en");
    expect(formatFileSize(820)).toBe("820 bytes");
    expect(formatFileSize(34 * 1024)).toBe("34 kB");
    expect(formatFileSize(2.44 * MB)).toBe("2.4 MB");
    expect(formatFileSize(1024 * 1023.9)).toBe("1 MB");
    i18n.load("hi", {});
    i18n.activate("hi");
    expect(formatFileSize(820)).toBe("820 बाइट");
    expect(formatFileSize(10 * MB)).toBe("10 MB");
  });
});

describe("a model that cannot see images (issue #30)", () => {
  // The seeded catalogue: `vision` true only for Grok 4 Fast.
  const models = CATALOG_SEED;
  const nemotron = models.find((model) => model.name === "Nemotron Nano 9B V2") ?? null;
  const grok = models.find((model) => model.name === "Grok 4 Fast") ?? null;

  it("offers the first vision model the plan allows, in the selector's order", () => {
    const notice = visionNotice(models, "starter", nemotron, true);
    expect(notice).toEqual({
      kind: "switch",
      model: "Nemotron Nano 9B V2",
      suggestion: expect.objectContaining({ modelId: "x-ai/grok-4-fast:free", name: "Grok 4 Fast" }),
    });
  });

  it("says nothing for a vision model or without an image", () => {
    expect(visionNotice(models, "starter", grok, true)).toBeNull();
    expect(visionNotice(models, "starter", nemotron, false)).toBeNull();
  });

  it("names the plan that has one when the person's does not, else says to remove the images", () => {
    const onlyEnterprise = models.map((model) => ({
      ...model,
      vision: model.tier === "enterprise",
    }));
    expect(visionNotice(onlyEnterprise, "starter", nemotron, true)).toEqual({
      kind: "upgrade",
      model: "Nemotron Nano 9B V2",
      plan: "enterprise",
    });
    const blind = models.map((model) => ({ ...model, vision: false }));
    expect(visionNotice(blind, "enterprise", nemotron, true)).toEqual({ kind: "none", model: "Nemotron Nano 9B V2" });
  });

  it("shows the server's refusal in the same words, with the switch, in both languages", () => {
    const failure = {
      kind: "http" as const,
      status: 400,
      code: "model_cannot_see_images",
      key: "chat.modelCannotSeeImages",
      message: "Nemotron Nano 9B V2 cannot see images: switch to Grok 4 Fast.",
      values: { model: "Nemotron Nano 9B V2", suggestion: "Grok 4 Fast" },
      suggestedModelId: "x-ai/grok-4-fast:free",
    };
    expect(inEnglish(chatErrorText(failure))).toBe("Nemotron Nano 9B V2 cannot see images: switch to Grok 4 Fast.");
    expect(showText(hindi._.bind(hindi), chatErrorText(failure))).toBe(
      "Nemotron Nano 9B V2 तस्वीरें नहीं देख सकता: Grok 4 Fast चुनें।",
    );
    expect(errorFor(failure, { kind: "send", text: "What is this?" }, "q1").switchTo).toBe("x-ai/grok-4-fast:free");
    // No vision model on the plan: the server's own words (which name the plan), found in its registry.
    const onPlan = {
      ...failure,
      key: "chat.modelCannotSeeImagesOnPlan",
      message: "Nemotron Nano 9B V2 cannot see images. Qwen3 VL can, on the Professional plan.",
    };
    expect(chatErrorText(onPlan)).toEqual({ server: onPlan.message });
  });

  it("reads the refusal from the server's tRPC error: its key, values and suggested model", () => {
    const error = TRPCClientError.from({
      error: {
        message: "Nemotron Nano 9B V2 cannot see images: switch to Grok 4 Fast.",
        code: -32600,
        data: {
          httpStatus: 400,
          messageKey: "chat.modelCannotSeeImages",
          messageValues: { model: "Nemotron Nano 9B V2", suggestion: "Grok 4 Fast" },
          extra: { reason: "model_cannot_see_images", suggestedModelId: "x-ai/grok-4-fast:free" },
        },
      },
    });
    const failure = toChatFailure(error);
    expect(failure).toMatchObject({
      kind: "http",
      status: 400,
      code: "model_cannot_see_images",
      suggestedModelId: "x-ai/grok-4-fast:free",
    });
    expect(inEnglish(chatErrorText(failure))).toBe("Nemotron Nano 9B V2 cannot see images: switch to Grok 4 Fast.");
  });
});

describe("a question refused for its files", () => {
  const screenshot = {
    id: "0190a0b0-0000-7000-8000-000000000001",
    kind: "image" as const,
    name: "error.png",
    mime: "image/webp",
    bytes: 2048,
    width: 800,
    height: 600,
    pages: null,
    url: "/api/files/0190a0b0-0000-7000-8000-000000000001/content?expires=1&signature=x",
  };
  const turn: ChatTurn = {
    kind: "send",
    question: {
      id: "local-1",
      parentId: null,
      text: "What is this?",
      sender: "user",
      model: null,
      modelName: null,
      timestamp: "2026-11-29T03:00:00.000Z",
      status: "complete",
      versions: ["local-1"],
      attachments: [screenshot],
    },
    base: [],
    restore: [],
    conversationId: "c1",
  };
  const refused = (failure: Parameters<typeof errorFor>[0]) => {
    const started = chatReducer({ ...initialChatState, conversationId: "c1" }, { type: "started", turn });
    return chatReducer(started, { type: "settled", turn, outcome: { kind: "refused", failure } });
  };

  it("keeps the files for Retry, and a missing file does not read as a deleted conversation", () => {
    const state = refused({
      kind: "http",
      status: 404,
      key: "chat.attachmentNotFound",
      message: "An attached file was not found. Attach it again.",
    });
    expect(state.conversationId).toBe("c1");
    expect(state.error?.retry).toEqual({ kind: "send", text: "What is this?", attachments: [screenshot] });
    expect(inEnglish(state.error?.text)).toBe("An attached file was not found. Attach it again.");
    // A 404 without that key is still the conversation gone.
    expect(refused({ kind: "http", status: 404 }).conversationId).toBeNull();
  });

  it("gives the question and its files back when Stop called it off before the server took it", () => {
    const started = chatReducer({ ...initialChatState, conversationId: "c1" }, { type: "started", turn });
    const back = chatReducer(started, { type: "settled", turn, outcome: { kind: "cancelled" } });
    expect(back).toMatchObject({ draft: "What is this?", returnedFiles: [screenshot] });
    expect(restored(back.returnedFiles ?? [])).toEqual([
      expect.objectContaining({ status: "ready", name: "error.png", uploaded: { ...screenshot, truncated: false } }),
    ]);
    // Something typed since stays, and the tray keeps what was chosen since.
    const typed = chatReducer(started, { type: "draft", text: "Another question" });
    expect(chatReducer(typed, { type: "settled", turn, outcome: { kind: "cancelled" } })).toMatchObject({
      draft: "Another question",
      returnedFiles: null,
    });
    // The next question starts with nothing to give back.
    expect(chatReducer(back, { type: "started", turn }).returnedFiles).toBeNull();
  });
});

describe("a reply that read only part of a long document", () => {
  it("says so from its meta on, and still after the screen takes the server's view", () => {
    const meta = {
      conversationId: "c1",
      model: "x-ai/grok-4-fast:free",
      modelName: "Grok 4 Fast",
      userMessageId: "q1",
      replyId: "a1",
      content: "",
      attachmentsTruncated: true,
    };
    const question = stored("q1", "user", "Summarise the report");
    let state = chatReducer(initialChatState, { type: "shown", detail: { id: "c1", messages: [question] } });
    state = { ...state, messages: placeReply(state.messages, meta, { at: "2026-11-29T03:00:00.000Z" }) };
    expect(state.messages[1]).toMatchObject({ id: "a1", filesCut: true });
    const reply = stored("a1", "assistant", "The report says…", { parentId: "q1" });
    state = chatReducer(state, { type: "shown", detail: { id: "c1", messages: [question, reply] } });
    expect(state.messages[1]).toMatchObject({ id: "a1", filesCut: true });
    const whole = { ...meta, attachmentsTruncated: false };
    expect(placeReply([], whole, { at: "" })[0]?.filesCut).toBeUndefined();
  });
});
