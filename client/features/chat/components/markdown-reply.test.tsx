import { I18nProvider } from "@lingui/react";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { english, hindi } from "../utils/i18n.fixtures";
import { MarkdownReply } from "./markdown-reply";

const inI18n = (element: ReactNode, i18n = english) =>
  renderToStaticMarkup(<I18nProvider i18n={i18n}>{element}</I18nProvider>);
const render = (text: string) => inI18n(<MarkdownReply text={text} />);

describe("MarkdownReply renders model output inert", () => {
  it("shows raw HTML as text, never as elements", () => {
    const html = render(
      'Hi <img src=x onerror="alert(1)"> <script>alert(2)</script> <b>bold?</b> <iframe src="https://evil.example"></iframe>',
    );
    expect(html).not.toMatch(/<(img|script|iframe|b)[\s>]/i);
    expect(html).toContain("&lt;script&gt;");
  });

  it("drops javascript: and data: links, and opens safe ones without access to the page", () => {
    const html = render(
      "[a](javascript:alert(1)) [b](JAVASCRIPT:alert(1)) [c](data:text/html,<script>alert(1)</script>) [d](https://example.com)",
    );
    expect(html).not.toMatch(/javascript:|data:text/i);
    expect(html).toContain('href="https://example.com/"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
    expect(html).toContain('target="_blank"');
  });

  it("never loads images from a reply", () => {
    const html = render("![tracker](https://evil.example/pixel.png) ![x](javascript:alert(1))");
    expect(html).not.toMatch(/<img/i);
    expect(html).not.toMatch(/javascript:/i);
  });

  it("renders GFM tables and task lists", () => {
    const html = render("| a | b |\n|---|---|\n| 1 | 2 |\n\n- [x] done\n- [ ] open");
    expect(html).toContain("<table>");
    expect(html).toContain('type="checkbox"');
  });
});

describe("MarkdownReply keeps code and folds reasoning (docs/product.md#changes-from-the-original-specification)", () => {
  it("keeps code in backticks, inline and fenced, in a Qwen3 reply", () => {
    const html = render("Use `rm -rf` carefully.\n\n```bash\nrm -rf ./build\n```\n\nDone.");
    expect(html).toContain("<code>rm -rf</code>");
    expect(html).toContain("rm -rf ./build");
    expect(html).toContain("Done.");
  });

  it("shows a <think> block collapsed as Reasoning, after leading whitespace, with the answer outside it", () => {
    const html = render("\n\n  <think>\nThe user wants **a greeting**.\n</think>\n\nHello there!");
    expect(html).toMatch(/<details[^>]*><summary[^>]*>Reasoning<\/summary>/);
    expect(html).not.toMatch(/<details[^>]*\sopen/);
    expect(html).toMatch(/<details[\s\S]*<strong>a greeting<\/strong>[\s\S]*<\/details>/);
    expect(html).toMatch(/<\/details><p>Hello there!<\/p>/);
    expect(html).not.toContain("&lt;think&gt;");
  });

  it("folds every block of a reply and shows nothing for an empty one", () => {
    const html = render(
      "<think>first</think>\nStep one.\n<think>\nsecond\n</think>\nStep two.\n<think>\n\n</think>\nEnd.",
    );
    expect(html.match(/<details/g)).toHaveLength(2);
    expect(html).toContain("<p>Step one.</p>");
    expect(html).toContain("<p>Step two.</p>");
    expect(html).toContain("<p>End.</p>");
  });

  it("shows an unclosed block as reasoning in progress while streaming, and as plain Reasoning once stopped", () => {
    const live = inI18n(<MarkdownReply text={"<think>\nLet me check the </thi"} streaming />);
    expect(live).toMatch(/<summary[^>]*><span[^>]*>Reasoning…<\/span><\/summary>/);
    expect(live).toContain("Let me check the");
    expect(live).not.toContain("&lt;/thi");

    const stopped = render("<think>\nLet me check");
    expect(stopped).toMatch(/<summary[^>]*>Reasoning<\/summary>/);
  });

  it("leaves a tag inside code or mid-sentence alone", () => {
    const html = render("Models wrap thoughts in <think> tags.\n\n```xml\n<think>\nx\n</think>\n```");
    expect(html).not.toContain("<details");
    expect(html).toContain("&lt;think&gt; tags.");
  });

  it("does not flash the first characters of an opening tag while it streams in", () => {
    const html = inI18n(<MarkdownReply text={"\n<thi"} streaming />);
    expect(html).not.toContain("thi");
  });
});

describe("MarkdownReply in Hindi", () => {
  it("names the reasoning, a code block and its Copy button in the reader's language", () => {
    const html = inI18n(<MarkdownReply text={"<think>\nसोचना\n</think>\n\n```\nls\n```"} />, hindi);
    expect(html).toMatch(/<summary[^>]*>सोच-विचार<\/summary>/);
    expect(html).toContain("टेक्स्ट कोड कॉपी करें");
    expect(html).toContain(">कॉपी करें<");
  });
});
