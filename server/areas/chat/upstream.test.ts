import { describe, expect, it } from "vitest";
import { FREE_MODEL, setupChatKit } from "../../../tests/helpers/chat-kit";
import { NotAdmitted } from "../../lib/ai-provider";
import { estimateReply, openUpstream } from "./upstream";

const kit = setupChatKit();

const turn = (prompt: string) => ({
  viewer: { id: "someone", role: "starter" as const },
  model: { modelId: FREE_MODEL, name: "Grok 4 Fast", credits: 1 },
  messages: [{ role: "user" as const, content: prompt }],
  params: { max_tokens: 50 },
  initial: "",
});

async function drain(upstream: ReturnType<typeof openUpstream>) {
  const events = [];
  for (let next = await upstream.first; !next.done; next = await upstream.stream.next()) events.push(next.value);
  return events;
}

describe("the upstream call", () => {
  it("is on its way at once, with the turn's model, messages and parameters", async () => {
    const events = await drain(openUpstream(kit.provider(), turn("straight away"), new AbortController().signal));
    expect(events.some((event) => event.type === "delta")).toBe(true);
    const request = kit.upstream.requests.find((sent) => sent.body.messages.at(-1)?.content === "straight away");
    expect(request?.body).toMatchObject({ model: FREE_MODEL, stream: true, max_tokens: 50 });
  });

  it("waits for admission: a yes sends the prompt, a no ends with NotAdmitted and sends nothing", async () => {
    let admit: (yes: boolean) => void = () => {};
    const admitted = new Promise<boolean>((resolve) => {
      admit = resolve;
    });
    const yes = openUpstream(kit.provider(), turn("sent once admitted"), new AbortController().signal, admitted);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(kit.upstream.sawText("sent once admitted")).toBe(false);
    admit(true);
    expect((await drain(yes)).length).toBeGreaterThan(0);
    expect(kit.upstream.sawText("sent once admitted")).toBe(true);

    const no = openUpstream(kit.provider(), turn("never sent"), new AbortController().signal, Promise.resolve(false));
    await expect(no.first).rejects.toBeInstanceOf(NotAdmitted);
    expect(kit.upstream.sawText("never sent")).toBe(false);
  });
});

describe("a reply's estimated usage", () => {
  it("prices the prompt and the reply at the model's prices, read from the catalogue", async () => {
    await kit.database.db.model.update({
      where: { modelId: FREE_MODEL },
      data: { inputPriceMicroUsd: 2_000_000, outputPriceMicroUsd: 4_000_000 },
    });
    const prompt = [{ role: "user" as const, content: "x".repeat(400) }];
    // 100 tokens in at $2 a million and 200 out at $4 a million: 1,000 millionths of a dollar.
    expect(await estimateReply(kit.database.db, prompt, 800, FREE_MODEL)).toEqual({
      tokensIn: 100,
      tokensOut: 200,
      costMicroUsd: 1_000,
      estimated: true,
    });
    // A model gone from the catalogue meanwhile costs nothing rather than failing the reply.
    expect(await estimateReply(kit.database.db, prompt, 800, "no/such-model")).toMatchObject({ costMicroUsd: 0 });
  });
});
