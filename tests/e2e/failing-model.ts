import { afterAll, expect, inject } from "vitest";

/**
 * The model the fallback journeys make fail through the fake upstream's control (`POST <upstream>/__models`): no
 * other journey uses it, so its breaker's mark (a minute) touches nothing else. Healed after the calling file.
 */
export const FAILING_MODEL = "openai/gpt-oss-20b:free";

export function setupFailingModel() {
  const upstreamUrl = inject("upstreamUrl");
  async function failModel(how: "503" | null) {
    const response = await fetch(`${upstreamUrl}/__models`, {
      method: "POST",
      body: JSON.stringify({ model: FAILING_MODEL, how }),
    });
    expect(response.status).toBe(204);
  }
  afterAll(() => failModel(null));
  return failModel;
}
