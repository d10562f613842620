// Every error the SPA shows carries its message's key and values beside the English (issue #29,
// shared/server-messages.ts): tRPC in `data.messageKey`/`data.messageValues`, REST as `code`.
import { describe, expect, it } from "vitest";
import { englishText } from "../../shared/server-messages";
import { newAccount, post, signUp } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";

const t = setupTestApp();

const trpc = (path: string, input: unknown) =>
  t.app.inject({
    method: "POST",
    url: `/trpc/${path}`,
    headers: { "content-type": "application/json" },
    payload: input as object,
  });

describe("the key of an error's message", () => {
  it("comes with a tRPC error: the entry, its values, and the English it writes", async () => {
    const user = await signUp(t);
    const wrong = await trpc("auth.login", { email: user.email, password: "Wrong-Password-1" });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toMatchObject({
      message: "Invalid email or password",
      data: { messageKey: "auth.invalidCredentials", messageValues: {} },
    });

    const { email } = newAccount();
    expect((await trpc("otp.sendPasswordReset", { email })).statusCode).toBe(200);
    const again = await trpc("otp.sendPasswordReset", { email });
    expect(again.statusCode).toBe(429);
    const { message, data } = again.json().error;
    expect(data.messageKey).toBe("otp.wait");
    expect(data.messageValues).toEqual({ seconds: expect.any(Number) });
    expect(message).toBe(englishText("otp.wait", data.messageValues));
  });

  it("comes with a tRPC validation error, found from the schema's text, its label a value", async () => {
    const invalid = await trpc("auth.login", { email: " ", password: "x" });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error).toMatchObject({
      message: "Email is required",
      data: { messageKey: "validation.required", messageValues: { field: "Email" }, errors: ["Email is required"] },
    });
  });

  it("is a REST error body's code, beside its English message", async () => {
    const user = await signUp(t);
    const wrong = await post(t, "/api/users/login", { email: user.email, password: "Wrong-Password-1" });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: "Invalid email or password", code: "auth.invalidCredentials" });

    const weak = await post(t, "/api/users/pre-register", { ...newAccount(), password: "short" });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ message: "Password does not meet the requirements", code: "password.rules" });
    expect(weak.json().errors).toContain("Password must be at least 8 characters long");

    const invalid = await post(t, "/api/users/login", { email: "not an address", password: "x" });
    expect(invalid.json()).toMatchObject({ message: "Invalid email format", code: "validation.emailFormat" });

    const { email } = newAccount();
    await post(t, "/api/otp/send-password-reset-otp", { email });
    const again = await post(t, "/api/otp/send-password-reset-otp", { email });
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: "otp.wait", cooldown: expect.any(Number) });
  });
});
