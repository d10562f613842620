import { useState } from "react";
import { WEB_SEARCH_PLANS } from "#shared/citations";
import type { Role } from "#shared/roles";
import type { ChatModel } from "../utils/model-choice";

/**
 * Why the globe is not a plain on/off toggle: the plan does not include it, the chosen model may not search, or
 * today's searches are used up ("spent", until 00:00 IST).
 */
export type WebSearchState = "on" | "off" | "locked" | "unavailable" | "spent";

export const planSearches = (plan: Role) => (WEB_SEARCH_PLANS as readonly string[]).includes(plan);

/** The globe's state: what the plan, the model and the day allow first, then the person's choice. */
export function webSearchState(
  plan: Role,
  model: Pick<ChatModel, "webSearch"> | null | undefined,
  left: number | null,
  chosen: boolean,
): WebSearchState {
  if (!planSearches(plan)) return "locked";
  if (model && !model.webSearch) return "unavailable";
  if (left === 0) return "spent";
  return chosen ? "on" : "off";
}

/**
 * "Search the web" for the next question: what the person chose on this screen, else what the conversation
 * remembers (its last question's choice). A choice belongs to the conversation it was made in (`screen`: its id
 * and the chat's generation, so New Chat and opening another one start from their own remembered value
 * again). `left`: the day's searches left (`usage.today`), null until known. The server checks it all again.
 */
export function useWebSearch(
  screen: string,
  remembered: boolean,
  plan: Role,
  model: ChatModel | null | undefined,
  left: number | null,
) {
  const [choice, setChoice] = useState<{ screen: string; on: boolean } | null>(null);
  const chosen = choice && choice.screen === screen ? choice.on : remembered;
  const state = webSearchState(plan, model, left, chosen);
  return {
    state,
    /** The day's searches left, once known. */
    left,
    /** What the next question asks for. */
    on: state === "on",
    toggle: () => {
      if (state === "on" || state === "off") setChoice({ screen, on: state === "off" });
    },
  };
}
