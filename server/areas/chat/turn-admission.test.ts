import { describe, expect, it } from "vitest";
import { textTurn, usedToday as usedTodayIn } from "../../../tests/helpers/admission";
import { setupChatKit, silentLog } from "../../../tests/helpers/chat-kit";
import { unlimited } from "../../lib/rate-limit";
import { createAdmissionGate } from "./admission";
import { LiveReply } from "./live-reply";
import { createRefusalLimit } from "./refusal-limit";
import { createTurnAdmission } from "./turn-admission";

const kit = setupChatKit();

async function admissionWith(capacity: number, timeoutMs = 2_000) {
  const bus = await kit.bus();
  const { usage } = kit.services(bus);
  const gate = createAdmissionGate({ capacity, timeoutMs });
  const refusals = createRefusalLimit({ limiter: unlimited, bus, log: silentLog });
  const admission = createTurnAdmission({ ai: kit.provider(), usage, gate, leaseMs: 60_000, refusals, log: silentLog });
  return { admission, gate, usage };
}

const turn = textTurn;
const usedToday = (userId: string) => usedTodayIn(kit.database.db, userId);

describe("admitting a turn", () => {
  it("charges an accepted turn and sends its prompt upstream at once", async () => {
    const { admission } = await admissionWith(2);
    const viewer = await kit.user();
    const { accepted, underway } = await admission.admit(turn(viewer, "admitted prompt one"));
    expect(accepted.charge.credits).toBe(1);
    expect(underway).not.toBeNull();
    const first = await underway?.upstream.first;
    expect(first?.done).toBe(false);
    expect(kit.upstream.sawText("admitted prompt one")).toBe(true);
    expect(await usedToday(viewer.id)).toBe(1);
    await underway?.upstream.stream.return?.(undefined);
    underway?.slot.release();
  });

  it("sends no byte of a refused turn's prompt, for the allowance and for the replies at once", async () => {
    const { admission, gate, usage } = await admissionWith(2);
    const viewer = await kit.user();
    // Over the day's credits (a starter has 30).
    await expect(admission.admit(turn(viewer, "over the allowance", 31))).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
    });
    // A starter's one reply at a time is taken.
    const held = await usage.begin(viewer, 1, 60_000);
    await expect(admission.admit(turn(viewer, "one reply too many"))).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
    });
    await usage.end(held.lease);
    expect(kit.upstream.sawText("over the allowance")).toBe(false);
    expect(kit.upstream.sawText("one reply too many")).toBe(false);
    // The slots taken meanwhile were given back.
    expect(gate.active).toBe(0);
  });

  it("lets a turn that found every slot taken wait in line, and gives back its charge when the wait runs out", async () => {
    const { admission, gate } = await admissionWith(1, 300);
    const slot = gate.tryAcquire();
    const viewer = await kit.user("professional");
    const plan = turn(viewer, "waits in line");
    const { accepted, underway } = await admission.admit(plan);
    expect(underway).toBeNull();
    expect(await usedToday(viewer.id)).toBe(1);
    const reply = new LiveReply(
      { conversationId: "", userMessageId: "", model: "m", modelName: "M", replyId: "r" },
      viewer.id,
      "",
    );
    const positions: number[] = [];
    const read = (async () => {
      for await (const event of reply.read()) if (event.type === "queued") positions.push(event.position);
    })().catch((error: unknown) => error);
    expect(await admission.queue(plan, reply, accepted)).toBeNull();
    expect(await read).toMatchObject({ code: "TOO_MANY_REQUESTS", options: { extra: { busy: true } } });
    expect(positions).toEqual([1]);
    expect(await usedToday(viewer.id)).toBe(0);
    expect(kit.upstream.sawText("waits in line")).toBe(false);
    slot?.release();
  });

  it("starts a waiting turn's call once a slot is free", async () => {
    const { admission, gate } = await admissionWith(1);
    const slot = gate.tryAcquire();
    const viewer = await kit.user("enterprise");
    const plan = turn(viewer, "admitted after waiting");
    const { accepted } = await admission.admit(plan);
    const reply = new LiveReply(
      { conversationId: "", userMessageId: "", model: "m", modelName: "M", replyId: "r2" },
      viewer.id,
      "",
    );
    const queued = admission.queue(plan, reply, accepted);
    setTimeout(() => slot?.release(), 50);
    const underway = await queued;
    expect((await underway?.upstream.first)?.done).toBe(false);
    expect(kit.upstream.sawText("admitted after waiting")).toBe(true);
    await underway?.upstream.stream.return?.(undefined);
    underway?.slot.release();
  });
});
