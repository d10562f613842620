import type { TestApp } from "./app";

/** A listening address for the app, for tests that need real HTTP connections to come and go. */
export async function addressOf(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: "127.0.0.1" }).catch(() => {});
  const { port } = t.app.server.address() as { port: number };
  return `http://127.0.0.1:${port}`;
}

/** The events of a server-sent-event text, in order. */
export function parseEvents(text: string): Array<{ event: string; data: Record<string, unknown> }> {
  return text
    .split("\n\n")
    .filter((block) => block.startsWith("event: "))
    .map((block) => {
      const [eventLine = "", dataLine = ""] = block.split("\n");
      return { event: eventLine.slice("event: ".length), data: JSON.parse(dataLine.slice("data: ".length)) };
    });
}

/** The reply a stream carries: the content the meta event resumes from, then every delta. */
export function streamedText(events: ReturnType<typeof parseEvents>): string {
  const deltas = events.filter((event) => event.event === "delta").map((event) => event.data.content);
  return String(events[0]?.data.content) + deltas.join("");
}

/**
 * Reads a server-sent-event response until `marker` has arrived (or to its
 * end without one), then disconnects, as a closed tab would.
 */
export async function readUntil(response: Response, controller: AbortController, marker?: string) {
  const reader = response.body?.getReader();
  let received = "";
  while (!marker || !received.includes(marker)) {
    const chunk = await reader?.read();
    if (!chunk || chunk.done) {
      if (marker) throw new Error(`stream ended early: ${received}`);
      break;
    }
    received += new TextDecoder().decode(chunk.value);
  }
  controller.abort();
  return received;
}

/**
 * Opens a chat stream over real HTTP and reads it until `marker` has arrived,
 * then disconnects. Resolves with what was read and the reply's id.
 */
export async function streamUntilThenDisconnect(
  t: TestApp | string,
  token: string,
  message: string,
  marker: string,
  body: Record<string, unknown> = {},
) {
  const base = typeof t === "string" ? t : await addressOf(t);
  const controller = new AbortController();
  const response = await fetch(`${base}/api/chat/stream`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ message, modelId: "x-ai/grok-4-fast:free", ...body }),
    signal: controller.signal,
  });
  const received = await readUntil(response, controller, marker);
  const meta = parseEvents(received).find((event) => event.event === "meta")?.data;
  return { received, replyId: String(meta?.replyId), conversationId: String(meta?.conversationId) };
}
