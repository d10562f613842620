import { I18nProvider } from "@lingui/react";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Citation } from "#shared/citations";
import { english, hindi } from "../utils/i18n.fixtures";
import { MarkdownReply } from "./markdown-reply";
import { ReplySources } from "./reply-sources";

const inI18n = (element: ReactNode, i18n = english) =>
  renderToStaticMarkup(<I18nProvider i18n={i18n}>{element}</I18nProvider>);
const cite = (extra: Partial<Citation> = {}): Citation => ({
  url: "https://www.example.com/a",
  title: "Example",
  snippet: "A snippet.",
  start: 0,
  end: 5,
  ...extra,
});

describe("markers in a reply with sources", () => {
  it("puts [n] after the cited span, linked to its source in this reply's list", () => {
    const html = inI18n(<MarkdownReply text="Rates rose. Then fell." citations={[cite({ end: 11 })]} replyId="r1" />);
    expect(html).toContain('href="#source-r1-1"');
    expect(html).toContain("[1]</a></sup> Then fell.");
    expect(html).toContain('aria-label="Source 1"');
  });

  it("leaves code blocks as written, and a reply without sources exactly as before", () => {
    const text = "Run:\n\n```sh\nnpm ci\n```";
    const cited = inI18n(<MarkdownReply text={text} citations={[cite({ end: text.indexOf("ci") })]} replyId="r1" />);
    expect(cited).not.toMatch(/\uE000|\uE001/);
    expect(cited).toContain("Run:");
    const plain = inI18n(<MarkdownReply text="Plain [1] text." />);
    expect(plain).toBe(inI18n(<MarkdownReply text="Plain [1] text." citations={[]} replyId="r1" />));
    expect(plain).not.toContain("<sup");
  });
});

describe("the Sources list", () => {
  it("links http(s) titles in a new tab without access to the page, and shows the rest as text", () => {
    const html = inI18n(
      <ReplySources
        replyId="r1"
        citations={[
          cite(),
          cite({ url: "javascript:alert(1)", title: "<img src=x onerror=alert(1)>Bad" }),
          cite({ url: "data:text/html,hi", title: "" }),
        ]}
      />,
    );
    expect(html).toContain('href="https://www.example.com/a"');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
    expect(html).not.toMatch(/javascript:|data:text|<img/i);
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;Bad");
    expect(html).toContain("example.com</span>");
    expect(html).toContain('id="source-r1-2"');
    expect(html).toContain("Untitled page");
  });

  it("names the markers in Hindi", () => {
    const html = inI18n(<MarkdownReply text="Rates rose." citations={[cite({ end: 11 })]} replyId="r1" />, hindi);
    expect(html).toContain('aria-label="स्रोत 1"');
  });

  it("speaks Hindi", () => {
    const html = inI18n(<ReplySources replyId="r1" citations={[cite()]} />, hindi);
    expect(html).toContain("स्रोत");
  });
});
