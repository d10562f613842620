import { useCallback, useState } from "react";
import { readStorage, writeStorage } from "../../../lib/storage";
import { useMediaQuery } from "./use-media-query";

/** From this width the history stays beside the chat; below it, it is a drawer over it. Keep in step with the CSS. */
const DOCKED_QUERY = "(min-width: 1024px)";
const COLLAPSED_KEY = "chatHistoryCollapsed";

/** Element ids the focus moves between when the panel opens and closes (one chat screen per page). */
export const HISTORY_PANEL_IDS = {
  panel: "chat-history",
  search: "chat-history-search",
  close: "chat-history-close",
  open: "chat-history-open",
} as const;

// After React has put the target on screen (it may have been hidden until this update).
export const focusSoon = (id: string) => window.requestAnimationFrame(() => document.getElementById(id)?.focus());

/**
 * Where the history sidebar is and whether it shows: docked beside the chat
 * on desktops, expanded unless the person collapsed it (remembered across
 * visits); a drawer on phones and tablets, closed until asked for.
 */
export function useHistoryPanel() {
  const docked = useMediaQuery(DOCKED_QUERY);
  const [collapsed, setCollapsedState] = useState(() => readStorage(COLLAPSED_KEY) === "1");
  const [drawerOpen, setDrawerOpen] = useState(false);

  const setCollapsed = useCallback((value: boolean) => {
    setCollapsedState(value);
    writeStorage(COLLAPSED_KEY, value ? "1" : null);
  }, []);

  /** The menu's "Chat History": the drawer on phones; on desktops the sidebar, expanded, ready to search. */
  const show = useCallback(() => {
    if (!docked) {
      setDrawerOpen(true);
      return;
    }
    setCollapsed(false);
    focusSoon(HISTORY_PANEL_IDS.search);
  }, [docked, setCollapsed]);

  /** The toggles: the sidebar's own button and, while collapsed, the header's. Focus stays on the visible one. */
  const expand = useCallback(() => {
    setCollapsed(false);
    focusSoon(HISTORY_PANEL_IDS.close);
  }, [setCollapsed]);

  const hide = useCallback(() => {
    if (!docked) {
      setDrawerOpen(false);
      return;
    }
    setCollapsed(true);
    focusSoon(HISTORY_PANEL_IDS.open);
  }, [docked, setCollapsed]);

  /** After picking a conversation or a new chat, a drawer gets out of the way; a docked sidebar stays. */
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  return {
    docked,
    open: docked ? !collapsed : drawerOpen,
    /** Docked and collapsed: the header shows the button that brings it back. */
    collapsed: docked && collapsed,
    show,
    expand,
    hide,
    closeDrawer,
  };
}
