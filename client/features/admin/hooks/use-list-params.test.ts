import { describe, expect, it } from "vitest";
import { isListCurrent, type RouterPosition } from "./use-list-params";

const at = (pathname: string, to?: string): RouterPosition => ({
  location: { pathname },
  navigation: to === undefined ? { state: "idle" } : { state: "loading", location: { pathname: to } },
});

describe("an admin list writes its settled search to the address only while it is the page", () => {
  it("writes when the router rests on the list", () => {
    expect(isListCurrent("/admin/users", at("/admin/users"))).toBe(true);
  });

  it("writes during a navigation within the list (another page of it, a filter)", () => {
    expect(isListCurrent("/admin/users", at("/admin/users", "/admin/users"))).toBe(true);
  });

  it("never while a navigation to another page is under way: the write would cancel it", () => {
    expect(isListCurrent("/admin/users", at("/admin/users", "/admin/users/u1"))).toBe(false);
    expect(isListCurrent("/admin/users", at("/admin/users", "/admin/users/u1/edit"))).toBe(false);
    expect(isListCurrent("/admin/payments", at("/admin/payments", "/admin/dashboard"))).toBe(false);
  });

  it("never once the router has moved on, even if the list is still on screen", () => {
    expect(isListCurrent("/admin/users", at("/admin/users/u1"))).toBe(false);
    expect(isListCurrent("/admin/users", at("/admin/users/u1", "/admin/users"))).toBe(false);
  });
});
