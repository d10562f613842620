import { describe, expect, it } from "vitest";
import { formatDate } from "../../../lib/format-date";
import { expiryFromDay, localDay } from "./api-key-expiry";

describe("an API key's expiry day (issue #15)", () => {
  it("ends at the last moment of the picked day in the device's zone, so the list shows that same day", () => {
    const expiry = new Date(expiryFromDay("2027-01-31"));
    expect(localDay(expiry)).toBe("2027-01-31");
    expect(formatDate(expiry)).toBe("31/01/2027");
    expect(localDay(new Date(expiry.getTime() + 1))).toBe("2027-02-01");
  });

  it("is a datetime with an offset, as the server's input asks", () => {
    expect(expiryFromDay("2027-01-31")).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it("writes a local day with leading zeros, as a date input's min wants", () => {
    expect(localDay(new Date(2026, 0, 5, 23, 30))).toBe("2026-01-05");
  });
});
