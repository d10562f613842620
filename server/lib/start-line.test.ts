import { describe, expect, it } from "vitest";
import { openingUrl, runningLine } from "./start-line";

describe("the start line", () => {
  it("names an address a browser can open: the host itself, or localhost for every interface", () => {
    expect(openingUrl("127.0.0.1", 3000)).toBe("http://127.0.0.1:3000");
    expect(openingUrl("0.0.0.0", 8080)).toBe("http://localhost:8080");
    expect(openingUrl("::", 8080)).toBe("http://localhost:8080");
    expect(openingUrl("::1", 3000)).toBe("http://[::1]:3000");
    expect(openingUrl("nexgen.internal", 3000)).toBe("http://nexgen.internal:3000");
  });

  it("says where the site and its admin panel are, on one line", () => {
    expect(runningLine("NexGen AI", "http://127.0.0.1:3000")).toBe(
      "NexGen AI is running at http://127.0.0.1:3000 (admin: http://127.0.0.1:3000/admin)",
    );
  });
});
