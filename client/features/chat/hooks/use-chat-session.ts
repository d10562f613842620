import { useCallback, useRef, useState } from "react";
import { type ChatAction, type ChatState, chatReducer, initialChatState } from "../utils/chat-state";
import { useChatActions } from "./use-chat-actions";
import { useReplyConnection } from "./use-reply-connection";

export type { ChatMessage } from "../utils/chat-message";
export type { ChatError, ChatPhase, ChatRetry } from "../utils/chat-state";

interface ChatSessionOptions {
  /** Called when the server says the session is gone (a 401 the token refresh could not cure). */
  onUnauthorized: () => void;
}

/**
 * The reducer's state, readable as it is now: the actions decide from the state an earlier action of the
 * same event just changed (the list a turn starts from, whether a load still belongs on screen).
 */
function useChatStore() {
  const [state, setState] = useState(initialChatState);
  const stateRef = useRef(state);
  const dispatch = useCallback((action: ChatAction) => {
    stateRef.current = chatReducer(stateRef.current, action);
    setState(stateRef.current);
  }, []);
  const current = useCallback((): ChatState => stateRef.current, []);
  return { state, current, dispatch };
}

/**
 * The conversation on screen and the reply being read (docs/product/data.md#states-and-transitions "Sending",
 * "New Chat", opening a conversation): the message tree in a pure reducer (utils/chat-state.ts), the reading
 * in a connection (use-reply-connection.ts), what the person does in actions (use-chat-actions.ts).
 * A reply belongs to the server: leaving the page, opening another conversation or losing the network only
 * stops reading it (and the reading resumes by itself); only Stop ends it.
 */
export function useChatSession({ onUnauthorized }: ChatSessionOptions) {
  const { state, current, dispatch } = useChatStore();
  const connection = useReplyConnection(dispatch);
  const actions = useChatActions({ state: current, dispatch, connection, onUnauthorized });

  return {
    messages: state.messages,
    conversationId: state.conversationId,
    phase: state.phase,
    busy: state.phase !== "idle",
    /** Stop was pressed and the server is ending the reply. */
    stopping: state.stopping,
    error: state.error,
    draft: state.draft,
    /** The files of a question called off before the server took it, for the composer to show again. */
    returnedFiles: state.returnedFiles,
    loadingId: state.loadingId,
    queuePosition: state.queuePosition,
    reconnecting: state.reconnecting,
    /** The turn searches the web and has no token yet. */
    searching: state.searching,
    /** "Search the web" as the conversation on screen remembers it. */
    rememberedSearch: state.rememberedSearch,
    /** The project the conversation on screen is in (issue #33), or null. */
    projectId: state.projectId,
    /** The workspace the conversation on screen is billed to (issue #35), or null. */
    workspace: state.workspace,
    /** Bumped by New Chat and by opening a conversation: what was chosen on the screen before does not carry over. */
    generation: state.generation,
    ...actions,
  };
}

export type ChatSession = ReturnType<typeof useChatSession>;
