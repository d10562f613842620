import { TRPCClientError } from "@trpc/client";
import { CONVERSATION_DELETED } from "#shared/chat-text";
import { MODEL_CANNOT_SEE_IMAGES } from "./file-types";
import type { ChatKey, ChatText } from "./messages";

/**
 * What went wrong with a chat call, reduced to what the error texts of docs/product/errors.md#error-catalogue
 * depend on. `http`: the server answered (before or while streaming) with a
 * status; `network`: no answer at all (offline, connection cut, time-out);
 * `other`: anything else, e.g. a bug on our side.
 */
export type ChatFailure =
  | {
      kind: "http";
      status: number;
      message?: string;
      details?: string;
      /** A plan's limit (today's credits, replies at once) or a busy service refused the turn: its message says what to do. */
      planLimit?: boolean;
      /** The server's reason where the screen acts on it (`conversation_deleted`, `model_cannot_see_images`). */
      code?: string;
      /** The server's text by its key in shared/server-messages.ts, and its values. */
      key?: string;
      values?: Record<string, string>;
      /** A vision model the plan allows, for a turn with an image its model could not see. */
      suggestedModelId?: string;
    }
  | { kind: "network" }
  | { kind: "other"; message?: string };

function text(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() ? value : undefined;
}

function stringValues(value: unknown): Record<string, string> | undefined {
  if (!value || typeof value !== "object") return undefined;
  const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string");
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/** Classifies an error thrown by `chat.send` (or while iterating its stream). */
export function toChatFailure(error: unknown): ChatFailure {
  if (error instanceof TRPCClientError) {
    const data: unknown = error.data;
    const record = data && typeof data === "object" ? (data as Record<string, unknown>) : undefined;
    const status = record?.httpStatus;
    if (typeof status === "number") {
      const extra = record?.extra && typeof record.extra === "object" ? (record.extra as Record<string, unknown>) : {};
      const planLimit = status === 429 && ("limit" in extra || "concurrent" in extra || "busy" in extra);
      const suggestedModelId = text(extra.suggestedModelId);
      const values = stringValues(record?.messageValues);
      const key = text(record?.messageKey);
      return {
        kind: "http",
        status,
        message: text(error.message),
        details: text(record?.details),
        planLimit,
        code: text(extra.code) ?? (extra.reason === MODEL_CANNOT_SEE_IMAGES ? MODEL_CANNOT_SEE_IMAGES : undefined),
        ...(key ? { key } : {}),
        ...(values ? { values } : {}),
        ...(suggestedModelId ? { suggestedModelId } : {}),
      };
    }
    // A TRPCClientError without server data: the fetch failed or the stream broke off.
    return { kind: "network" };
  }
  if (error instanceof TypeError) return { kind: "network" };
  return { kind: "other", message: error instanceof Error ? text(error.message) : undefined };
}

/** The conversation was deleted while its reply was being written (in another tab, say): nothing was kept. */
export const conversationDeleted = (failure: ChatFailure) =>
  failure.kind === "http" && failure.code === CONVERSATION_DELETED;

/** The server's key of the refusal that names a vision model the person's plan allows. */
const VISION_SWITCH = "chat.modelCannotSeeImages";

/** A question's file is gone (removed in another tab, or its conversation deleted): the conversation is not. */
export const attachmentMissing = (failure: ChatFailure) =>
  failure.kind === "http" && failure.key === "chat.attachmentNotFound";

/** The model could not see the question's image (issue #30): the same notice as before sending, with its switch. */
export const cannotSeeImages = (failure: ChatFailure) =>
  failure.kind === "http" && failure.code === MODEL_CANNOT_SEE_IMAGES;

/** The server's refusals of a web search (issue #31): the plan, the model's switch, the plan's searches a day. */
const WEB_SEARCH_REFUSALS = new Set(["chat.webSearchPlan", "chat.webSearchModel", "chat.webSearchDailyLimit"]);
export const webSearchRefused = (failure: ChatFailure) =>
  failure.kind === "http" && failure.key !== undefined && WEB_SEARCH_REFUSALS.has(failure.key);

/** A refusal a higher plan would not have made: the plans page is offered beside it. */
export const higherPlanHelps = (failure: ChatFailure) =>
  failure.kind === "http" &&
  (Boolean(failure.planLimit) || failure.key === "chat.webSearchPlan" || failure.key === "chat.webSearchDailyLimit");

/** The fixed texts of docs/product/errors.md#error-catalogue by status (their English is shared/chat-text.ts's). */
const STATUS_TEXT: Partial<Record<number, ChatKey>> = {
  401: "chat.error.status401",
  403: "chat.error.status403",
  429: "chat.error.status429",
  500: "chat.error.status500",
  503: "chat.error.status503",
};

/**
 * The text docs/product/errors.md#error-catalogue shows for a failed chat call, by status: 401, 403, 429,
 * 500 and 503 have fixed texts; any other status shows the server's error
 * plus ': ' and its details, else 'Failed to get response from AI service.'
 */
export function chatErrorText(failure: ChatFailure): ChatText {
  switch (failure.kind) {
    case "network":
      return { key: "chat.error.network" };
    case "other":
      return failure.message ? { raw: failure.message } : { key: "chat.error.unexpected" };
    case "http": {
      // A workspace's refusals (no seat, a cap) name the workspace, in the reader's language (issue #35).
      if (failure.key?.startsWith("workspaceBilling.") && failure.message) return { server: failure.message };
      // The spec's 429 text is for rate limits; a plan's limit has its own message (docs/product.md#changes-from-the-original-specification: allowances).
      if (failure.planLimit && failure.message) return { raw: failure.message };
      if (conversationDeleted(failure)) return { key: "chat.error.conversationDeleted" };
      if (attachmentMissing(failure) && failure.message) return { server: failure.message };
      // Its own words (which plan, which model, how many a day), in the reader's language by the registry.
      if (webSearchRefused(failure) && failure.message) return { server: failure.message };
      if (cannotSeeImages(failure)) {
        // Worded as the notice before sending; the other cases (the plan that has one, none at all) in the server's.
        const { model, suggestion } = failure.values ?? {};
        if (failure.key === VISION_SWITCH && model && suggestion)
          return { key: "chat.vision.switch", values: { model, suggestion } };
        if (failure.message) return { server: failure.message };
      }
      const fixed = STATUS_TEXT[failure.status];
      if (fixed) return { key: fixed };
      if (!failure.message) return { key: "chat.error.otherStatus" };
      if (!failure.details || failure.details === failure.message) return { raw: failure.message };
      // "The model failed." + details reads "The model failed: details", not "failed.: details".
      return { raw: `${failure.message.replace(/\.\s*$/, "")}: ${failure.details}` };
    }
  }
}
