import { useInfiniteQuery } from "@tanstack/react-query";
import type { HistoryView } from "#shared/chat";
import { useTRPC } from "../../../lib/trpc";

/** Conversations per page of the history sidebar. */
export const HISTORY_PAGE_LIMIT = 20;

/**
 * chat.history, newest first, a page at a time (nextCursor), optionally
 * filtered by the search words (`q`, prefix matching, archived ones included);
 * pinned ones first; `view: "archived"` lists only the archived (issue #33).
 * Fetched only while the sidebar shows it; invalidating it elsewhere refetches
 * it the next time.
 */
export function useChatHistory(options: { q: string; enabled: boolean; view?: HistoryView; projectId?: string }) {
  const trpc = useTRPC();
  const q = options.q.trim();
  return useInfiniteQuery(
    trpc.chat.history.infiniteQueryOptions(
      {
        limit: HISTORY_PAGE_LIMIT,
        ...(q ? { q } : {}),
        ...(options.view === "archived" ? { view: "archived" } : {}),
        // A project's own conversations (issue #33); the history without it leaves them to their project.
        ...(options.projectId ? { projectId: options.projectId } : {}),
      },
      {
        enabled: options.enabled,
        getNextPageParam: (page) => page.nextCursor ?? undefined,
        staleTime: 0,
      },
    ),
  );
}

export type ConversationSummary = NonNullable<
  ReturnType<typeof useChatHistory>["data"]
>["pages"][number]["conversations"][number];
