import type { TurnInstructions } from "../../../shared/instructions";
import type { ChatTurn } from "../../lib/ai-provider";

/** Reads the person's custom instructions for a turn (from memory once read; null when off or empty). */
export type Instructions = (userId: string) => Promise<TurnInstructions | null>;

/** What a turn of the SPA tells the model before the conversation (docs/product/instructions.md). */
export interface TurnSystemSources {
  /** The person's custom instructions, when switched on and not empty. */
  custom: TurnInstructions | null;
  /** A project's instructions (issue #33, a later slice): they follow the person's. */
  project?: string | null;
}

/** The words around the person's texts, in English like the rest of what the model is told. */
function customMessage({ about, style }: TurnInstructions): string | null {
  const parts = [
    about && `What the person you are talking with wants you to know about them:\n${about}`,
    style && `How they want you to answer:\n${style}`,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return `The person has set these custom instructions. Follow them unless they conflict with the conversation.\n\n${parts.join("\n\n")}`;
}

/**
 * The system part of a turn of the SPA, in the documented order (docs/product/instructions.md#the-order):
 * the person's custom instructions first, then the project's, each its own system message, all before the
 * conversation's messages. `/v1` never calls this: its callers send their own system messages.
 */
export function turnSystem(sources: TurnSystemSources): ChatTurn[] {
  const texts = [sources.custom ? customMessage(sources.custom) : null, sources.project?.trim() || null];
  return texts.filter((text): text is string => Boolean(text)).map((content) => ({ role: "system", content }));
}
