import { compileMessage } from "@lingui/message-utils/compileMessage";
import { TRPCClientError } from "@trpc/client";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { loginInput } from "#shared/auth";
import { loadServerMessages } from "../messages/server";
import { errorList, errorMessage, serverText } from "./errors";
import { i18n } from "./i18n/i18n";
import { localizeFieldErrors, serverFieldErrors, validate } from "./validate";

/** A tRPC error as the client receives it, with the data the server's formatter adds (server/core/trpc.ts). */
const trpcError = (message: string, data: Record<string, unknown>) =>
  new TRPCClientError(message, { result: { error: { message, code: -32600, data } } } as never);

beforeAll(async () => {
  // The build compiles the catalogues (scripts/vite-catalogues.ts); the tests read the JSON as it is.
  i18n.setMessagesCompiler(compileMessage);
  i18n.load("en", (await loadServerMessages("en")).default);
  i18n.load("hi", (await loadServerMessages("hi")).default);
});

afterEach(() => i18n.activate("en"));

describe("the server's texts, for a Hindi reader", () => {
  it("shows an error by the key and values the server sent", () => {
    i18n.activate("hi");
    const error = trpcError("Please wait 30 seconds before requesting another code.", {
      httpStatus: 429,
      messageKey: "otp.wait",
      messageValues: { seconds: 30 },
    });
    expect(errorMessage(error, "fallback")).toBe("नया कोड मँगाने से पहले कृपया 30 सेकंड रुकें।");
  });

  it("finds the key from the English text when the error came without one, labels included", () => {
    i18n.activate("hi");
    expect(errorMessage(trpcError("Name is required", { httpStatus: 400 }), "fallback")).toBe("नाम ज़रूरी है");
    expect(
      errorList(
        trpcError("Password does not meet the requirements", {
          httpStatus: 400,
          errors: ["Password must be at least 8 characters long", "Password must contain at least one number"],
        }),
      ),
    ).toEqual(["पासवर्ड कम से कम 8 कैरेक्टर का होना चाहिए", "पासवर्ड में कम से कम एक अंक होना चाहिए"]);
    expect(serverText("Signed out of 2 other sessions.")).toBe("2 दूसरे सेशन से लॉग आउट कर दिया गया।");
  });

  it("keeps a text of no entry, and the caller's fallback for a fault or no answer", () => {
    i18n.activate("hi");
    expect(errorMessage(trpcError("Something only a dependency says", { httpStatus: 400 }), "x")).toBe(
      "Something only a dependency says",
    );
    expect(errorMessage(trpcError("Internal server error", { httpStatus: 500 }), "कुछ गड़बड़ हो गई")).toBe(
      "कुछ गड़बड़ हो गई",
    );
    expect(errorMessage(new TypeError("Failed to fetch"), "कुछ गड़बड़ हो गई")).toBe("कुछ गड़बड़ हो गई");
    const unknownKey = trpcError("Invalid email or password", { httpStatus: 401, messageKey: "auth.fromTheFuture" });
    expect(errorMessage(unknownKey, "x")).toBe("ईमेल या पासवर्ड गलत है");
  });

  it("gives a form's own check and the server's field messages in Hindi, and English again after a switch", () => {
    i18n.activate("hi");
    const checked = validate(loginInput, { email: "", password: "" });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors).toEqual({ email: "ईमेल ज़रूरी है", password: "पासवर्ड ज़रूरी है" });
    expect(
      serverFieldErrors(trpcError("Invalid email format", { fieldErrors: { email: ["Invalid email format"] } })),
    ).toEqual({ email: "ईमेल का फ़ॉर्मेट सही नहीं है" });
    i18n.activate("en");
    expect(localizeFieldErrors(checked.errors)).toEqual({
      email: "Email is required",
      password: "Password is required",
    });
  });
});

describe("the server's texts, for an English reader", () => {
  it("are the server's own English", () => {
    const error = trpcError("Please wait 30 seconds before requesting another code.", {
      httpStatus: 429,
      messageKey: "otp.wait",
      messageValues: { seconds: 30 },
    });
    expect(errorMessage(error, "fallback")).toBe("Please wait 30 seconds before requesting another code.");
    expect(serverText("Signed out of 2 other sessions.")).toBe("Signed out of 2 other sessions.");
    const checked = validate(loginInput, { email: "", password: "" });
    expect(checked.ok ? {} : checked.errors).toEqual({ email: "Email is required", password: "Password is required" });
  });
});
