import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MarkdownReply } from "./markdown-reply";

const render = (text: string) => renderToStaticMarkup(<MarkdownReply text={text} />);

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
