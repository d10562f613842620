import { describe, expect, it } from "vitest";
import { loginPath, safeReturnPath } from "./return-to";

describe("safeReturnPath: only this site's pages are returned to after login", () => {
  it.each([
    ["/chat?model=x-ai/grok-4-fast:free", "/chat?model=x-ai/grok-4-fast:free"],
    ["/chat/cm9abc123", "/chat/cm9abc123"],
    ["/pricing", "/pricing"],
    ["/profile#security", "/profile#security"],
    ["/", "/"],
  ])("keeps %j", (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    "",
    "chat",
    "//evil.example",
    "//evil.example/chat",
    "/\\evil.example",
    "/\\/evil.example",
    "\\\\evil.example",
    "/chat\\..\\..\\evil",
    "/\t/evil.example",
    "/\n/evil.example",
    "https://evil.example/chat",
    "javascript:alert(1)",
    "http:/evil.example",
    " /chat",
    "/login",
    "/login?next=/chat",
  ])("refuses %j", (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });
});

describe("loginPath", () => {
  it("carries the page to return to, and nothing for the home page", () => {
    expect(loginPath("/chat?model=moonshotai/kimi-dev-72b:free")).toBe(
      "/login?next=%2Fchat%3Fmodel%3Dmoonshotai%2Fkimi-dev-72b%3Afree",
    );
    expect(loginPath("/")).toBe("/login");
    expect(loginPath("//evil.example")).toBe("/login");
    expect(loginPath()).toBe("/login");
    expect(loginPath("/chat", { session: "expired" })).toBe("/login?session=expired&next=%2Fchat");
  });
});
