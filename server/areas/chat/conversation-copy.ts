import { stripBidiControls } from "../../../shared/text";
import { answerText } from "../../../shared/think-blocks";
import type { Db } from "../../lib/db";
import { uuidv7 } from "../../lib/uuid7";
import { clip, PREVIEW_LENGTH } from "./reply-writer";

/** One message of a conversation written whole, oldest first: the branch on screen, no versions. */
export interface CopiedMessage {
  role: "user" | "assistant";
  content: string;
  /** The model that wrote a reply, as its catalogue name ("GPT-4o"); the id where known. */
  modelName?: string | null;
  model?: string | null;
  createdAt?: Date;
}

export interface CopiedConversation {
  userId: string;
  title: string;
  projectId?: string | null;
  /** Where it came from ("chatgpt:<id>", "nexgen:<id>"): a second copy with the same key is skipped. */
  importKey?: string | null;
  messages: CopiedMessage[];
  /** When it was last active (its last message's time when left out). */
  updatedAt?: Date;
}

/**
 * Writes a whole conversation at once, for "Continue in my chats" (a share link's snapshot) and for import
 * (docs/product/sharing.md, import.md): one chain of messages, its last one on screen, the preview and count
 * kept as a turn keeps them, in one transaction. With an import key already used by the person, nothing is
 * written and null comes back, so importing the same export twice makes no duplicates.
 */
export function createConversationCopies(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;

  return {
    async copy(input: CopiedConversation): Promise<{ id: string } | null> {
      const at = now();
      let parentId: string | null = null;
      const messages = input.messages.map((message, index) => {
        const id = uuidv7();
        // Times keep their order even when the source has none (or equal ones): a millisecond apart.
        const createdAt = message.createdAt ?? new Date(at.getTime() - (input.messages.length - index));
        const row = {
          id,
          parentId,
          role: message.role,
          content: message.content,
          model: message.role === "assistant" ? (message.model ?? null) : null,
          modelName: message.role === "assistant" ? (message.modelName ?? null) : null,
          status: "complete" as const,
          createdAt,
          updatedAt: createdAt,
        };
        parentId = id;
        return row;
      });
      const last = input.messages.at(-1);
      const preview = last ? clip(last.role === "user" ? last.content : answerText(last.content), PREVIEW_LENGTH) : "";
      const id = uuidv7();
      const created = await db.$transaction(async (tx) => {
        const inserted = await tx.$executeRaw`
          insert into "Conversation" (id, "userId", title, preview, "messageCount", "leafId", "projectId", "importKey",
                                      "createdAt", "updatedAt")
          values (${id}, ${input.userId}, ${clip(stripBidiControls(input.title), 200)}, ${preview}, ${messages.length},
                  ${parentId}, ${input.projectId ?? null}, ${input.importKey ?? null},
                  ${messages[0]?.createdAt ?? at}, ${input.updatedAt ?? messages.at(-1)?.createdAt ?? at})
          on conflict ("userId", "importKey") do nothing`;
        if (inserted === 0) return false;
        await tx.message.createMany({ data: messages.map((message) => ({ ...message, conversationId: id })) });
        return true;
      });
      return created ? { id } : null;
    },
  };
}

export type ConversationCopies = ReturnType<typeof createConversationCopies>;
