import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate, useParams } from "react-router-dom";
import { conversationPath, PATHS } from "../../../lib/paths";
import type { ChatMessage, ChatSession } from "./use-chat-session";

type AddressedSession = Pick<ChatSession, "conversationId" | "loadingId" | "openConversation" | "newChat">;

/**
 * Keeps the address and the conversation on screen in step: /chat is a new
 * chat, /chat/<id> that conversation, so reloads, Back/Forward and bookmarks
 * work. The address leads: any change of it (a history link, Back, New Chat)
 * opens what it names. The moves the other way: a new chat getting its id
 * from the server with its first reply (its address is swapped in place,
 * without reloading what the session already holds), and a conversation
 * deleted under it (from another tab) leaving for /chat the same way.
 */
export function useConversationAddress(chat: AddressedSession, onOpened: (messages: ChatMessage[]) => void) {
  const routeId = useParams().conversationId ?? null;
  const navigate = useNavigate();
  const { search } = useLocation();
  const [missingId, setMissingId] = useState<string | null>(null);

  // The effect below runs on address and session changes only; everything else it reads is the latest.
  const latest = useRef({ chat, onOpened, search, routeId });
  latest.current = { chat, onOpened, search, routeId };
  // undefined: the first run, which opens what the address names (a reload, a bookmark).
  const seenRoute = useRef<string | null | undefined>(undefined);
  const seenSession = useRef(chat.conversationId);
  const sessionId = chat.conversationId;

  useEffect(() => {
    const routeMoved = seenRoute.current !== routeId;
    const sessionBefore = seenSession.current;
    seenRoute.current = routeId;
    seenSession.current = sessionId;
    const session = latest.current.chat;

    if (routeMoved) {
      if (routeId === null) {
        if (sessionId !== null || session.loadingId !== null) session.newChat();
        return;
      }
      // Already on screen (the address just caught up with a first reply) needs nothing, unless another
      // conversation is still loading and would replace it (Back pressed while it loads).
      const loadingOther = session.loadingId !== null && session.loadingId !== routeId;
      if (routeId === sessionId && !loadingOther) return;
      setMissingId(null);
      void session.openConversation(routeId).then((result) => {
        if (latest.current.routeId !== routeId) return;
        if (Array.isArray(result)) latest.current.onOpened(result);
        else if (result?.notFound) setMissingId(routeId);
      });
      return;
    }

    if (sessionBefore !== null && sessionId === null && routeId === sessionBefore) {
      // The conversation on screen is gone (deleted elsewhere while its reply was written, or before a
      // question reached it): the address says so too, so that a reload is not "not found". What is on
      // screen stays, and the next message starts a new conversation.
      navigate({ pathname: PATHS.chat, search: latest.current.search }, { replace: true });
      return;
    }
    if (sessionBefore === null && sessionId !== null && sessionId !== routeId) {
      // Replace, not push: Back should leave the conversation, not return to its id-less first moment.
      navigate({ pathname: conversationPath(sessionId), search: latest.current.search }, { replace: true });
    }
  }, [routeId, sessionId, navigate]);

  return {
    /** The conversation the address names, or null on /chat. */
    routeId,
    /** The address names a conversation this person does not have (deleted, someone else's, mistyped). */
    notFound: missingId !== null && missingId === routeId,
  };
}
