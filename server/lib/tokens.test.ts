import { afterEach, describe, expect, it, vi } from "vitest";
import { ACCESS_TOKEN_TTL_SECONDS, createTokenService, STEP_TOKEN_TTL_SECONDS } from "./tokens";

const secrets = { user: "u".repeat(40), admin: "a".repeat(40) };

afterEach(() => {
  vi.useRealTimers();
});

describe("access tokens", () => {
  it("verifies a token, then serves the same token from memory without loosening any check", async () => {
    const tokens = createTokenService(secrets);
    const token = await tokens.sign("user", "user-1", "session-1");
    const first = await tokens.verify("user", token);
    expect(first).toMatchObject({ subject: "user-1", sessionId: "session-1" });
    expect(await tokens.verify("user", token)).toEqual(first);

    // A remembered token is no key for anything else: other audience, one byte changed, other key.
    expect(await tokens.verify("admin", token)).toBeNull();
    const [header, payload, signature] = token.split(".");
    const flipped = `${signature?.startsWith("A") ? "B" : "A"}${signature?.slice(1)}`;
    expect(await tokens.verify("user", `${header}.${payload}.${flipped}`)).toBeNull();
    expect(await createTokenService({ ...secrets, user: "x".repeat(40) }).verify("user", token)).toBeNull();
  });

  it("stops accepting a remembered token when it expires, but refresh may still read it", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const tokens = createTokenService(secrets);
    const token = await tokens.sign("user", "user-1", "session-1");
    expect(await tokens.verify("user", token)).not.toBeNull();

    vi.setSystemTime(Date.now() + (ACCESS_TOKEN_TTL_SECONDS + 1) * 1000);
    expect(await tokens.verify("user", token)).toBeNull();
    expect(await tokens.verify("user", token, { allowExpiredFor: 3600 })).toMatchObject({ sessionId: "session-1" });
    expect(await tokens.verify("user", token)).toBeNull();
  });
});

describe("sign-in step tokens (two-factor)", () => {
  it("are good for their own audience and purpose only, never as access tokens, and for 5 minutes", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const tokens = createTokenService(secrets);
    const step = await tokens.signStep("user", "mfa", "user-1", true);
    expect(await tokens.verifyStep("user", "mfa", step)).toEqual({
      subject: "user-1",
      rememberMe: true,
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      expiresAt: expect.any(Date),
    });
    expect(await tokens.verifyStep("admin", "mfa", step)).toBeNull();
    expect(await tokens.verifyStep("user", "mfa-enrol", step)).toBeNull();
    expect(await tokens.verify("user", step)).toBeNull();
    expect(await tokens.verify("user", step, { allowExpiredFor: 3600 })).toBeNull();
    const access = await tokens.sign("user", "user-1", "session-1");
    expect(await tokens.verifyStep("user", "mfa", access)).toBeNull();

    vi.setSystemTime(Date.now() + (STEP_TOKEN_TTL_SECONDS + 1) * 1000);
    expect(await tokens.verifyStep("user", "mfa", step)).toBeNull();
  });
});
