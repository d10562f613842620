import { describe, expect, it } from "vitest";
import { SIGNAL_ECHO_MS, stopRequests } from "./stop-signals";

describe("stopRequests", () => {
  it("takes a repeat within the echo window for the same request, and a later one as insistence", () => {
    let clock = 1_000;
    const classify = stopRequests(() => clock);
    expect(classify()).toBe("first");
    clock += 5;
    expect(classify()).toBe("echo");
    clock += SIGNAL_ECHO_MS - 10;
    expect(classify()).toBe("echo");
    clock += 10;
    expect(classify()).toBe("again");
    expect(classify()).toBe("again");
  });
});
