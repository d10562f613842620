import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeOpenRouter, startFakeOpenRouter } from "../../tests/helpers/fake-openrouter";
import { type CompletionEvent, createOpenRouterProvider, NotAdmitted } from "./ai-provider";

let upstream: FakeOpenRouter;
beforeAll(async () => {
  upstream = await startFakeOpenRouter();
});
afterAll(() => upstream.close());

/** A fresh provider: its agent holds no kept-alive connection yet, so the request is made (and connects) at once. */
const provider = () =>
  createOpenRouterProvider({
    baseUrl: upstream.baseUrl,
    apiKey: "sk-or-test",
    appName: "NexGen AI",
    appOrigin: "http://localhost:3000",
    idleTimeoutMs: 5_000,
    totalTimeoutMs: 10_000,
    retryDelayMs: 10,
  });

/** A promise settled from outside, standing for an admission being decided. */
function decision() {
  let decide = (_admitted: boolean) => {};
  const admitted = new Promise<boolean>((resolve) => {
    decide = resolve;
  });
  return { admitted, decide };
}

async function readAll(events: AsyncIterable<CompletionEvent>) {
  let text = "";
  for await (const event of events) if (event.type === "delta") text += event.content;
  return text;
}

describe("the upstream request and the turn's admission", () => {
  it("sends nothing before the admission, then the whole request once it is given", async () => {
    const { admitted, decide } = decision();
    const connectionsBefore = upstream.connections();
    const reading = readAll(
      provider().stream({
        model: "x-ai/grok-4-fast:free",
        messages: [{ role: "user", content: "admitted later" }],
        signal: new AbortController().signal,
        admitted,
      }),
    );
    // No connection was idle: it is opened at once, while the admission is decided, and nothing is written on it.
    await expect.poll(() => upstream.connections(), { timeout: 10_000 }).toBe(connectionsBefore + 1);
    expect(upstream.received.length).toBe(0);
    decide(true);
    expect(await reading).toBe("Echo: admitted later");
    expect(upstream.sawText("admitted later")).toBe(true);
  });

  it("sends no byte of a refused turn, on a new connection and on a kept-alive one", async () => {
    const ai = provider();
    // The first call finds no idle connection: its request connects while the admission is decided.
    // The second runs after a finished reply left one idle: it waits for the admission before taking it.
    await readAll(
      ai.stream({
        model: "x-ai/grok-4-fast:free",
        messages: [{ role: "user", content: "warm" }],
        signal: new AbortController().signal,
      }),
    );
    for (const prompt of ["refused on a kept-alive connection", "refused again"]) {
      const { admitted, decide } = decision();
      const reading = readAll(
        ai.stream({
          model: "x-ai/grok-4-fast:free",
          messages: [{ role: "user", content: prompt }],
          signal: new AbortController().signal,
          admitted,
        }),
      );
      decide(false);
      await expect(reading).rejects.toBeInstanceOf(NotAdmitted);
    }
    const fresh = decision();
    const refusedFresh = readAll(
      provider().stream({
        model: "x-ai/grok-4-fast:free",
        messages: [{ role: "user", content: "refused on a new connection" }],
        signal: new AbortController().signal,
        admitted: fresh.admitted,
      }),
    );
    fresh.decide(false);
    await expect(refusedFresh).rejects.toBeInstanceOf(NotAdmitted);
    // A request answered after them has been read whole: anything they had sent would have arrived first.
    const after = await readAll(
      ai.stream({
        model: "x-ai/grok-4-fast:free",
        messages: [{ role: "user", content: "after the refusals" }],
        signal: new AbortController().signal,
      }),
    );
    expect(after).toBe("Echo: after the refusals");
    expect(upstream.sawText("refused")).toBe(false);
  });
});
