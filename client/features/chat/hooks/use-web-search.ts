import { useState } from "react";
import { WEB_SEARCH_PLANS } from "#shared/citations";
import type { Role } from "#shared/roles";
import type { ChatModel } from "../utils/model-choice";

/** Why the globe is not a plain on/off toggle: the plan does not include it, or the chosen model may not search. */
export type WebSearchState = "on" | "off" | "locked" | "unavailable";

export const planSearches = (plan: Role) => (WEB_SEARCH_PLANS as readonly string[]).includes(plan);

/**
 * "Search the web" for the next question: what the person chose on this screen, else what the conversation
 * remembers (its last question's choice). A choice belongs to the conversation it was made in (`screen`: its id
 * and the chat's generation, so New Chat and opening another one start from their own remembered value
 * again). The server checks it all again.
 */
export function useWebSearch(screen: string, remembered: boolean, plan: Role, model: ChatModel | null | undefined) {
  const [choice, setChoice] = useState<{ screen: string; on: boolean } | null>(null);
  const chosen = choice && choice.screen === screen ? choice.on : remembered;
  const state: WebSearchState = !planSearches(plan)
    ? "locked"
    : model && !model.webSearch
      ? "unavailable"
      : chosen
        ? "on"
        : "off";
  return {
    state,
    /** What the next question asks for. */
    on: state === "on",
    toggle: () => {
      if (state === "on" || state === "off") setChoice({ screen, on: state === "off" });
    },
  };
}
