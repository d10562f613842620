import { describe, expect, it } from "vitest";
import { apiKeyStatus } from "./api-keys-table";

const NOW = Date.parse("2026-11-23T10:00:00Z");

describe("apiKeyStatus: what a key's row says about it (issue #15)", () => {
  it("is active without an expiry, or with one still ahead", () => {
    expect(apiKeyStatus({ revokedAt: null, expiresAt: null }, NOW)).toBe("active");
    expect(apiKeyStatus({ revokedAt: null, expiresAt: "2026-11-23T10:00:01Z" }, NOW)).toBe("active");
  });

  it("is expired from the moment of its expiry, as the server refuses it", () => {
    expect(apiKeyStatus({ revokedAt: null, expiresAt: "2026-11-23T10:00:00Z" }, NOW)).toBe("expired");
  });

  it("says revoked when someone revoked it, even once it has also expired", () => {
    expect(apiKeyStatus({ revokedAt: "2026-11-01T00:00:00Z", expiresAt: null }, NOW)).toBe("revoked");
    expect(apiKeyStatus({ revokedAt: "2026-11-01T00:00:00Z", expiresAt: "2026-11-02T00:00:00Z" }, NOW)).toBe("revoked");
  });
});
