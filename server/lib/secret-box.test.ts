import { describe, expect, it } from "vitest";
import { createSecretBox } from "./secret-box";

const box = createSecretBox("s".repeat(40), "two-factor-secret");

describe("secret box", () => {
  it("opens what it sealed, for the same context only", () => {
    const sealed = box.seal("JBSWY3DPEHPK3PXP", "user:1");
    expect(sealed).not.toContain("JBSWY3DPEHPK3PXP");
    expect(box.seal("JBSWY3DPEHPK3PXP", "user:1")).not.toBe(sealed);
    expect(box.open(sealed, "user:1")).toBe("JBSWY3DPEHPK3PXP");
    expect(box.open(sealed, "user:2")).toBeNull();
  });

  it("refuses a tampered value, another key's or purpose's, and garbage", () => {
    const sealed = box.seal("JBSWY3DPEHPK3PXP", "admin:1");
    const parts = sealed.split(".");
    const body = parts[3] as string;
    parts[3] = `${body.startsWith("A") ? "B" : "A"}${body.slice(1)}`;
    expect(box.open(parts.join("."), "admin:1")).toBeNull();
    expect(createSecretBox("t".repeat(40), "two-factor-secret").open(sealed, "admin:1")).toBeNull();
    expect(createSecretBox("s".repeat(40), "other").open(sealed, "admin:1")).toBeNull();
    expect(box.open("not-sealed", "admin:1")).toBeNull();
  });
});
