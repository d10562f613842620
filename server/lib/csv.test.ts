import { describe, expect, it } from "vitest";
import { csvCell, istTimestamp, toCsv } from "./csv";

describe("CSV cells", () => {
  it("quotes commas, quotes and line breaks, doubling quotes", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("Rao, Asha")).toBe('"Rao, Asha"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(24900)).toBe("24900");
    expect(csvCell(-5)).toBe("-5");
  });

  it.each(["=1+1", "+91 98765", "-2", "@SUM(A1)", "\tx", "\rx"])("keeps %j from running as a formula", (text) => {
    expect(csvCell(text).replace(/^"/, "")).toMatch(/^'/);
  });

  it("writes times in IST with the offset", () => {
    expect(istTimestamp(new Date("2026-11-23T10:35:09.500Z"))).toBe("2026-11-23T16:05:09+05:30");
    expect(csvCell(new Date("2026-11-23T18:30:00Z"))).toBe("2026-11-24T00:00:00+05:30");
  });

  it("joins a file: BOM, header, CRLF rows", () => {
    expect(
      toCsv(
        ["A", "B"],
        [
          ["x", 1],
          ["=y", null],
        ],
      ),
    ).toBe("\uFEFFA,B\r\nx,1\r\n'=y,\r\n");
  });
});
