import { describe, expect, it } from "vitest";
import type { Citation } from "#shared/citations";
import { MARK_CLOSE, MARK_OPEN, placeMarkers, sourceDomain, sourceHref, sourceLetter } from "./citations";

const cite = (end: number | null, start: number | null = end === null ? null : 0): Citation => ({
  url: "https://example.com/a",
  title: "Example",
  snippet: "",
  start,
  end,
});
const m = (...numbers: number[]) => numbers.map((n) => `${MARK_OPEN}${n}${MARK_CLOSE}`).join("");

describe("sourceHref: only http(s) sources are links", () => {
  it("keeps http and https", () => {
    expect(sourceHref("https://example.com/x?y=1")).toBe("https://example.com/x?y=1");
    expect(sourceHref(" http://example.com ")).toBe("http://example.com/");
  });
  it.each([
    "javascript:alert(1)",
    "JAVA\tSCRIPT:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "mailto:a@b.c",
    "/relative",
    "//example.com",
    "not a url",
    "",
  ])("refuses %s", (url) => {
    expect(sourceHref(url)).toBeNull();
  });
  it("refuses what is not a string", () => {
    expect(sourceHref(undefined)).toBeNull();
    expect(sourceHref(42)).toBeNull();
  });
});

describe("sourceDomain and sourceLetter: what a source shows instead of a fetched icon", () => {
  it("names the site without www.", () => {
    expect(sourceDomain("https://www.RBI.org.in/Scripts/x.aspx")).toBe("rbi.org.in");
    expect(sourceDomain("http://espncricinfo.com:8080/a")).toBe("espncricinfo.com");
    expect(sourceDomain("garbage")).toBeNull();
  });
  it("draws its letter from the site, else the title, else a question mark", () => {
    expect(sourceLetter({ url: "https://www.rbi.org.in", title: "Repo" })).toBe("R");
    expect(sourceLetter({ url: "nope", title: "  «भारत» news" })).toBe("भ");
    expect(sourceLetter({ url: "nope", title: "" })).toBe("?");
  });
});

describe("placeMarkers: numbered markers after the cited spans", () => {
  it("puts each marker at its citation's end, numbered by the list", () => {
    const text = "Rates rose. Then they fell.";
    expect(placeMarkers(text, [cite(11), cite(27)])).toBe(`Rates rose.${m(1)} Then they fell.${m(2)}`);
  });
  it("groups citations that end at the same place, and keeps a text without places as it is", () => {
    expect(placeMarkers("One claim.", [cite(10), cite(10)])).toBe(`One claim.${m(1, 2)}`);
    expect(placeMarkers("One claim.", [cite(null), cite(null)])).toBe("One claim.");
  });
  it("ignores out-of-range and inverted indexes (they stay in the list only)", () => {
    const text = "Short.";
    expect(placeMarkers(text, [cite(99), cite(-1), cite(3, 5), cite(2.5), cite(6)])).toBe(`Short.${m(5)}`);
  });
  it("handles overlapping spans in order of their ends", () => {
    const text = "Alpha beta gamma.";
    expect(placeMarkers(text, [cite(17, 0), cite(10, 6), cite(5, 0)])).toBe(`Alpha${m(3)} beta${m(2)} gamma.${m(1)}`);
  });
  it("attaches a marker to the end of the cited words, not to the next line", () => {
    const text = "A claim.\n\n- item";
    expect(placeMarkers(text, [cite(10)])).toBe(`A claim.${m(1)}\n\n- item`);
  });
  it("never puts a marker inside a fenced code block (it goes before it)", () => {
    const text = "Run this:\n\n```js\nconst a = 1;\n```\nDone.";
    const inCode = text.indexOf("= 1");
    expect(placeMarkers(text, [cite(inCode)])).toBe(`Run this:${m(1)}\n\n\`\`\`js\nconst a = 1;\n\`\`\`\nDone.`);
    // A reply that opens with code has no place before it: the list alone shows the source.
    expect(placeMarkers("```\ncode\n```", [cite(6)])).toBe("```\ncode\n```");
  });
  it("keeps a still-open fence (a reply arriving) whole", () => {
    const text = "See:\n```py\nprint(1)";
    expect(placeMarkers(text, [cite(text.length)])).toBe(`See:${m(1)}\n\`\`\`py\nprint(1)`);
  });
  it("moves a marker out of inline code, a link's address and an emphasis run", () => {
    const code = "Use `npm ci` now.";
    expect(placeMarkers(code, [cite(7)])).toBe(`Use \`npm ci\`${m(1)} now.`);
    const link = "Read [the docs](https://x.dev/a) today.";
    expect(placeMarkers(link, [cite(link.indexOf("x.dev"))])).toBe(`Read [the docs](https://x.dev/a)${m(1)} today.`);
    const bold = "It is **big** now.";
    expect(placeMarkers(bold, [cite(12)])).toBe(`It is **big**${m(1)} now.`);
  });
  it("keeps a marker out of a bare address", () => {
    const text = "See https://example.com";
    expect(placeMarkers(text, [cite(text.length)])).toBe(`See https://example.com ${m(1)}`);
  });
});
