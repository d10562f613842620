import type { TestApp } from "./app";

/**
 * Opens a chat stream over real HTTP and reads it until `marker` has arrived,
 * then disconnects, as a closed tab would. Resolves with what was read.
 */
export async function streamUntilThenDisconnect(t: TestApp, token: string, message: string, marker: string) {
  await t.app.listen({ port: 0, host: "127.0.0.1" }).catch(() => {});
  const { port } = t.app.server.address() as { port: number };
  const controller = new AbortController();
  const response = await fetch(`http://127.0.0.1:${port}/api/chat/stream`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ message, modelId: "x-ai/grok-4-fast:free" }),
    signal: controller.signal,
  });
  const reader = response.body?.getReader();
  let received = "";
  while (!received.includes(marker)) {
    const chunk = await reader?.read();
    if (!chunk || chunk.done) throw new Error(`stream ended early: ${received}`);
    received += new TextDecoder().decode(chunk.value);
  }
  controller.abort();
  return received;
}
