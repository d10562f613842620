import { z } from "zod";

export const MESSAGE_MAX_LENGTH = 16_000;
export const HISTORY_PAGE_SIZE = 30;

/** The spec's `messageHistory`: prior client messages, used as context when no conversation is named. */
const historyEntry = z
  .object({
    sender: z.string().optional(),
    role: z.string().optional(),
    text: z.string().optional(),
    content: z.string().optional(),
  })
  .transform((entry) => ({
    role: (entry.sender ?? entry.role) === "user" ? ("user" as const) : ("assistant" as const),
    content: (entry.text ?? entry.content ?? "").slice(0, MESSAGE_MAX_LENGTH),
  }));

export const chatSendInput = z.object({
  message: z
    .string({ error: "Message is required" })
    .trim()
    .min(1, "Message is required")
    .max(MESSAGE_MAX_LENGTH, `Message must be at most ${MESSAGE_MAX_LENGTH} characters`),
  modelId: z.string({ error: "Model is required" }).trim().min(1, "Model is required").max(200),
  conversationId: z.string().trim().min(1).max(100).optional(),
  messageHistory: z.array(historyEntry).max(200).optional(),
});
export type ChatSendInput = z.infer<typeof chatSendInput>;

export const conversationIdInput = z.object({ id: z.string().trim().min(1).max(100) });

export const renameInput = conversationIdInput.extend({
  title: z
    .string({ error: "Title is required" })
    .trim()
    .min(1, "Title is required")
    .max(200, "Title must be at most 200 characters"),
});

export const historyInput = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  q: z.string().trim().max(200).optional(),
});
