import { describe, expect, it } from "vitest";
import { CATALOG_SEED } from "#shared/catalog";
import { CHAT_ERROR_TEXT } from "#shared/chat-text";
import { answerText } from "#shared/think-blocks";
import { chatErrorText } from "./chat-errors";
import { inEnglish } from "./i18n.fixtures";
import { chooseModel, lockedModelNotice } from "./model-choice";
import { plainPreview } from "./plain-preview";
import { safeUrl } from "./safe-url";

describe("safeUrl: the only links a reply may render", () => {
  it("keeps http(s) and mailto links", () => {
    expect(safeUrl("https://example.com/a?b=1")).toBe("https://example.com/a?b=1");
    expect(safeUrl("http://example.com")).toBe("http://example.com/");
    expect(safeUrl("mailto:support@example.com")).toBe("mailto:support@example.com");
  });

  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "java\tscript:alert(1)",
    " javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "file:///etc/passwd",
    "/relative/path",
    "//evil.example.com",
    "",
    null,
  ])("drops %j", (url) => {
    expect(safeUrl(url)).toBeNull();
  });
});

describe("chat error texts (docs/product/errors.md#error-catalogue)", () => {
  it.each([
    [401, "Authentication failed. Please log in again."],
    [403, "Access denied. You may not have permission to use this model."],
    [429, "Rate limit exceeded. Please wait a moment and try again."],
    [500, "Server error. The AI service is temporarily unavailable. Please try again in a few minutes."],
    [503, "Service unavailable. The AI service is temporarily offline. Please try again later."],
  ])("%i → fixed text", (status, text) => {
    expect(inEnglish(chatErrorText({ kind: "http", status, message: "whatever" }))).toBe(text);
    // The server's texts of the same statuses (shared/chat-text.ts) are these words too.
    expect(CHAT_ERROR_TEXT[status as keyof typeof CHAT_ERROR_TEXT]).toBe(text);
  });

  it("other statuses show the server's error and details, else the default", () => {
    expect(
      inEnglish(
        chatErrorText({
          kind: "http",
          status: 504,
          message: "The AI model took too long to respond.",
          details: "No data for 30000 ms",
        }),
      ),
    ).toBe("The AI model took too long to respond: No data for 30000 ms");
    expect(inEnglish(chatErrorText({ kind: "http", status: 502 }))).toBe("Failed to get response from AI service.");
    expect(inEnglish(chatErrorText({ kind: "network" }))).toBe(
      "Network error. Please check your internet connection and try again.",
    );
    expect(inEnglish(chatErrorText({ kind: "other" }))).toBe("An unexpected error occurred. Please try again.");
    // A plan's limit says what to do in the server's own words.
    expect(
      chatErrorText({ kind: "http", status: 429, planLimit: true, message: "Today's credits are used up." }),
    ).toEqual({
      raw: "Today's credits are used up.",
    });
  });
});

describe("model choice (docs/product/data.md#states-and-transitions)", () => {
  it("takes an allowed ?model=, else the first model of the plan's highest tier", () => {
    expect(chooseModel(CATALOG_SEED, "starter", "deepseek/deepseek-chat-v3.1:free")?.modelId).toBe(
      "deepseek/deepseek-chat-v3.1:free",
    );
    expect(chooseModel(CATALOG_SEED, "starter", "moonshotai/kimi-dev-72b:free")?.modelId).toBe("x-ai/grok-4-fast:free");
    expect(chooseModel(CATALOG_SEED, "professional")?.modelId).toBe("google/gemma-3n-e2b-it:free");
    expect(chooseModel(CATALOG_SEED, "enterprise", "made/up")?.modelId).toBe("qwen/qwen3-235b-a22b:free");
  });
});

describe("a ?model= the plan does not include (issue #13)", () => {
  const kimi = "moonshotai/kimi-dev-72b:free";
  const grok = { name: "Grok 4 Fast" };

  it("names the model, the plan that unlocks it and the model used meanwhile", () => {
    expect(lockedModelNotice(CATALOG_SEED, "starter", kimi, grok)).toEqual({
      modelName: "Kimi Dev 72B",
      plan: "professional",
      instead: "Grok 4 Fast",
    });
    expect(lockedModelNotice(CATALOG_SEED, "professional", "qwen/qwen3-235b-a22b:free", null)).toEqual({
      modelName: "Qwen3 235B A22B",
      plan: "enterprise",
      instead: null,
    });
  });

  it("says nothing when the plan includes it, it is unknown, or none was asked for", () => {
    expect(lockedModelNotice(CATALOG_SEED, "professional", kimi, grok)).toBeNull();
    expect(lockedModelNotice(CATALOG_SEED, "enterprise", kimi, grok)).toBeNull();
    expect(lockedModelNotice(CATALOG_SEED, "starter", "made/up", grok)).toBeNull();
    expect(lockedModelNotice(CATALOG_SEED, "starter", null, grok)).toBeNull();
    expect(lockedModelNotice([], "starter", kimi, null)).toBeNull();
  });
});

describe("plainPreview: a history preview without markup or reasoning", () => {
  it("drops a reasoning block, even one the preview cut off", () => {
    expect(plainPreview("<think>\nLet me see.\n</think>\n**Kaveri**, 800 km")).toBe("Kaveri, 800 km");
    expect(plainPreview("<think>\nLet me see what the user")).toBe("");
  });
});

describe("answerText: a reply without its reasoning, the server's preview", () => {
  it("drops closed and unfinished reasoning blocks and keeps code", () => {
    expect(answerText("<think>\nThe user wants a river.\n</think>\nThe `Kaveri`.")).toBe("The `Kaveri`.");
    expect(answerText("<think>\nStill thinking about it")).toBe("");
    expect(answerText("Use `<think>` tags inline, and:\n```\n<think>\n```")).toBe(
      "Use `<think>` tags inline, and:\n```\n<think>\n```",
    );
  });
});
