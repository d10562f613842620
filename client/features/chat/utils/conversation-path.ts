/** The address of a stored conversation: what history links point at, and what the first reply gives a new chat. */
export function conversationPath(id: string): string {
  return `/chat/${encodeURIComponent(id)}`;
}
