import { describe, expect, it } from "vitest";
import {
  CITATION_SNIPPET_MAX,
  CITATION_TITLE_MAX,
  CITATIONS_MAX,
  citationsFrom,
  mergeCitations,
  plainCitationText,
  safeCitationUrl,
  storedCitations,
} from "../../shared/citations";

const cite = (fields: Record<string, unknown>) => ({ type: "url_citation", url_citation: fields });

describe("citations from url_citation annotations", () => {
  it("keeps http(s) sources with their text and span", () => {
    expect(
      citationsFrom(
        [cite({ url: "https://example.com/a", title: "A", content: "quoted", start_index: 2, end_index: 7 })],
        10,
      ),
    ).toEqual([{ url: "https://example.com/a", title: "A", snippet: "quoted", start: 2, end: 7 }]);
  });

  it("drops javascript:, data: and other addresses, malformed ones and other annotation types", () => {
    const annotations = [
      cite({ url: "javascript:alert(1)", title: "x" }),
      cite({ url: " JavaScript:alert(1)", title: "x" }),
      cite({ url: "data:text/html,<script>alert(1)</script>", title: "x" }),
      cite({ url: "ftp://example.com/file", title: "x" }),
      cite({ url: "not a url", title: "x" }),
      cite({ url: 42, title: "x" }),
      { type: "file_citation", url_citation: { url: "https://example.com" } },
      null,
      "https://example.com",
      cite({ url: "http://example.org/ok", title: "ok" }),
    ];
    expect(citationsFrom(annotations, 0).map((citation) => citation.url)).toEqual(["http://example.org/ok"]);
    expect(safeCitationUrl(`https://example.com/${"a".repeat(3_000)}`)).toBeNull();
  });

  it("reduces HTML in titles and snippets to text, and caps their length", () => {
    const [citation] = citationsFrom(
      [
        cite({
          url: "https://example.com",
          title: '<img src=x onerror="alert(1)"><b>Repo</b> &amp; rate &lt;script&gt;alert(1)&lt;/script&gt;',
          content: "line\u0000one\u202Eevil <a href='javascript:x'>link</a>",
        }),
      ],
      0,
    );
    expect(citation?.title).toBe("Repo & rate alert(1)");
    expect(citation?.snippet).toBe("line one evil link");
    expect(plainCitationText("t".repeat(1_000), CITATION_TITLE_MAX)).toHaveLength(CITATION_TITLE_MAX);
    expect(plainCitationText("s ".repeat(5_000), CITATION_SNIPPET_MAX).length).toBeLessThanOrEqual(
      CITATION_SNIPPET_MAX,
    );
    expect(plainCitationText({ html: true }, 10)).toBe("");
  });

  it("nulls indexes outside the reply's text, reversed, negative or not whole numbers", () => {
    const spans = [
      [0, 5],
      [3, 2],
      [-1, 4],
      [2, 11],
      [1.5, 4],
      ["1", "4"],
      [undefined, 3],
      [10, 10],
    ];
    const citations = citationsFrom(
      spans.map(([start, end]) => cite({ url: "https://example.com", start_index: start, end_index: end })),
      10,
    );
    expect(citations.map(({ start, end }) => [start, end])).toEqual([
      [0, 5],
      [null, null],
      [null, null],
      [null, null],
      [null, null],
      [null, null],
      [null, null],
      [10, 10],
    ]);
  });

  it("keeps at most CITATIONS_MAX, and merging adds only what is new", () => {
    const many = Array.from({ length: 80 }, (_, n) => cite({ url: `https://example.com/${n}` }));
    expect(citationsFrom(many, 0)).toHaveLength(CITATIONS_MAX);
    const first = citationsFrom([cite({ url: "https://a.example", start_index: 0, end_index: 1 })], 5);
    const again = citationsFrom(
      [cite({ url: "https://a.example", start_index: 0, end_index: 1 }), cite({ url: "https://b.example" })],
      5,
    );
    expect(mergeCitations(first, again).map((citation) => citation.url)).toEqual([
      "https://a.example/",
      "https://b.example/",
    ]);
  });

  it("reads stored citations back, leaving out what is not of the shape", () => {
    const good = { url: "https://example.com/", title: "t", snippet: "s", start: null, end: null };
    expect(storedCitations([good, { url: 1 }, "x"])).toEqual([good]);
    expect(storedCitations(null)).toEqual([]);
  });
});
