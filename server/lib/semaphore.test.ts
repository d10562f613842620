import { describe, expect, it } from "vitest";
import { createSemaphore } from "./semaphore";

function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe("semaphore", () => {
  it("runs at most `limit` tasks and admits waiting high-priority tasks before low ones", async () => {
    const run = createSemaphore(1);
    const order: string[] = [];
    const first = gate();
    const running = run(async () => {
      order.push("first");
      await first.opened;
    });
    const task = (name: string) => async () => {
      order.push(name);
    };
    const queued = [
      run(task("sign-up 1"), "low"),
      run(task("sign-up 2"), "low"),
      run(task("login 1"), "high"),
      run(task("login 2"), "high"),
    ];
    await Promise.resolve();
    expect(order).toEqual(["first"]);
    first.open();
    await Promise.all([running, ...queued]);
    expect(order).toEqual(["first", "login 1", "login 2", "sign-up 1", "sign-up 2"]);
  });

  it("frees the slot when a task fails", async () => {
    const run = createSemaphore(1);
    await expect(run(async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    await expect(run(async () => "next")).resolves.toBe("next");
  });
});
