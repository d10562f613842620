import { describe, expect, it } from "vitest";
import { AdmissionTimeout, createAdmissionGate } from "./admission";

const never = new AbortController().signal;

describe("admission gate", () => {
  it("admits at once while there is room, then queues higher priorities first, in order within one", async () => {
    const gate = createAdmissionGate({ capacity: 2, timeoutMs: 5_000 });
    const first = gate.tryAcquire();
    const second = gate.tryAcquire();
    expect(first && second).toBeTruthy();
    expect(gate.tryAcquire()).toBeNull();

    const admitted: string[] = [];
    const positions: Record<string, number[]> = {};
    // Each waiter, once admitted, finishes its call at once and frees its slot for the next.
    const enter = (name: string, priority: number) => {
      positions[name] = [];
      return gate
        .wait(priority, (position) => positions[name]?.push(position), never)
        .then((slot) => {
          admitted.push(name);
          slot.release();
        });
    };
    const waits = [
      enter("starter-1", 2),
      enter("pro-1", 1),
      enter("starter-2", 2),
      enter("enterprise-1", 0),
      enter("pro-2", 1),
      enter("enterprise-2", 0),
    ];
    expect(gate.waiting).toBe(6);
    // Each newcomer of a higher plan moved the first Starter back a place.
    expect(positions["starter-1"]).toEqual([1, 2, 3, 4, 5]);
    expect(positions["enterprise-2"]).toEqual([2]);

    first?.release();
    second?.release();
    await Promise.all(waits);
    expect(admitted).toEqual(["enterprise-1", "enterprise-2", "pro-1", "pro-2", "starter-1", "starter-2"]);
    expect(gate.active).toBe(0);
  });

  it("gives up after its time-out, and on abort, and frees the place in line", async () => {
    const gate = createAdmissionGate({ capacity: 1, timeoutMs: 30 });
    const held = gate.tryAcquire();
    await expect(gate.wait(0, () => {}, never)).rejects.toBeInstanceOf(AdmissionTimeout);
    const controller = new AbortController();
    const aborted = gate.wait(0, () => {}, controller.signal);
    controller.abort(new Error("stopped"));
    await expect(aborted).rejects.toThrow("stopped");
    expect(gate.waiting).toBe(0);
    held?.release();
    expect(gate.tryAcquire()).not.toBeNull();
  });
});
