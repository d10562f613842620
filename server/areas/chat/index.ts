// The chat area's port: what other areas may use of it (docs/architecture.md, "Layers and areas").

export { abortOnDisconnect } from "./chat.rest";
export type { ChatEvent, ChatService } from "./chat.service";
export { toChatError } from "./chat-errors";
export type { ConversationCopies, CopiedConversation, CopiedMessage } from "./conversation-copy";
