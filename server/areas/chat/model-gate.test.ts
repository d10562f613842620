import { describe, expect, it } from "vitest";
import { ENTERPRISE_MODEL, FREE_MODEL, setupChatKit, silentLog } from "../../../tests/helpers/chat-kit";
import { AppError } from "../../core/errors";
import type { RateLimiter } from "../../lib/rate-limit";
import { createModelGate } from "./model-gate";
import { createRefusalLimit } from "./refusal-limit";

const kit = setupChatKit();

/** The gate on the real catalogue, with a refusal counter that allows `allowed` more refusals. */
async function gateWith(allowed: boolean) {
  const bus = await kit.bus();
  const counted: string[] = [];
  const limiter = {
    async hit(key: string) {
      counted.push(key);
      return { allowed, retryAfter: 30 };
    },
  } as unknown as RateLimiter;
  const { catalog } = kit.services(bus);
  let lookups = 0;
  const counting = {
    ...catalog,
    findByModelId: (id: string) => {
      lookups += 1;
      return catalog.findByModelId(id);
    },
  };
  const refusals = createRefusalLimit({ limiter, bus, log: silentLog });
  return { gate: createModelGate({ catalog: counting, refusals }), counted, lookups: () => lookups };
}

describe("the model gate", () => {
  it("gives a model the plan includes, looked up once, and counts nothing", async () => {
    const { gate, counted, lookups } = await gateWith(true);
    const viewer = { id: "person-1", role: "starter" as const };
    expect(await gate.allowedModel(viewer, FREE_MODEL)).toMatchObject({ modelId: FREE_MODEL, credits: 1 });
    expect(lookups()).toBe(1);
    expect(counted).toEqual([]);
  });

  it("refuses a model above the plan with a 403 that names the plan, and counts the refusal", async () => {
    const { gate, counted } = await gateWith(true);
    const error = await gate
      .allowedModel({ id: "person-2", role: "starter" }, ENTERPRISE_MODEL)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: "FORBIDDEN", options: { details: expect.stringContaining("enterprise") } });
    expect(counted).toEqual(["chat-refused:person-2"]);
  });

  it("answers an unknown model with the chat's 400, or with the error the path asks for", async () => {
    const { gate, counted } = await gateWith(true);
    const viewer = { id: "person-3", role: "enterprise" as const };
    await expect(gate.allowedModel(viewer, "no/such-model")).rejects.toMatchObject({ code: "BAD_REQUEST" });
    const own = new AppError("NOT_FOUND", "no such model");
    await expect(gate.allowedModel(viewer, "no/such-model", () => own)).rejects.toBe(own);
    // Not knowing a model is a mistake, not a refusal.
    expect(counted).toEqual([]);
  });

  it("turns away someone refused too often from memory, before any lookup", async () => {
    const { gate, lookups } = await gateWith(false);
    const viewer = { id: "person-4", role: "starter" as const };
    // The refusal that reaches the limit blocks the person.
    await expect(gate.allowedModel(viewer, ENTERPRISE_MODEL)).rejects.toMatchObject({ code: "FORBIDDEN" });
    const before = lookups();
    await expect(gate.allowedModel(viewer, FREE_MODEL)).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
      options: { retryAfter: expect.any(Number) },
    });
    expect(lookups()).toBe(before);
  });
});
