import type { Element, ElementContent } from "hast";
import { memo } from "react";
import Markdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";
import { safeUrl } from "../utils/safe-url";
import { CodeBlock } from "./code-block";
import styles from "./markdown-reply.module.css";

const LINK_REL = "noopener noreferrer nofollow";

function textOf(nodes: readonly ElementContent[]): string {
  return nodes
    .map((node) => (node.type === "text" ? node.value : node.type === "element" ? textOf(node.children) : ""))
    .join("");
}

function languageOf(code: Element | undefined): string | null {
  const className = code?.properties?.className;
  const classes = Array.isArray(className) ? className.map(String) : typeof className === "string" ? [className] : [];
  return classes.find((name) => name.startsWith("language-"))?.slice("language-".length) ?? null;
}

/**
 * What each markdown element becomes. Raw HTML in a reply is never rendered
 * (react-markdown shows it as text); links and images pass `safeUrl` first
 * (urlTransform below), so only http(s) and mailto survive, and they open in
 * a new tab without access to this page. Images are not loaded (a model must
 * not make the browser fetch arbitrary URLs): they become links.
 */
const COMPONENTS: Components = {
  a: ({ href, children }) =>
    href ? (
      <a href={href} target="_blank" rel={LINK_REL}>
        {children}
      </a>
    ) : (
      <span className={styles.deadLink}>{children}</span>
    ),
  img: ({ src, alt }) => {
    const label = alt?.trim() || "image";
    return typeof src === "string" && src ? (
      <a href={src} target="_blank" rel={LINK_REL}>
        [{label}]
      </a>
    ) : (
      <span>[{label}]</span>
    );
  },
  pre: ({ node }) => {
    const code = node?.children.find((child): child is Element => child.type === "element" && child.tagName === "code");
    const text = textOf(code?.children ?? node?.children ?? []).replace(/\n$/, "");
    return <CodeBlock code={text} info={languageOf(code)} />;
  },
  table: ({ children }) => (
    <div className={styles.tableWrap}>
      <table>{children}</table>
    </div>
  ),
};

const REMARK_PLUGINS = [remarkGfm];

const transformUrl = (url: string) => safeUrl(url) ?? "";

/** An AI reply rendered as GitHub-flavoured markdown (DESIGN §2), safely (DESIGN §7). */
export const MarkdownReply = memo(function MarkdownReply({ text }: { text: string }) {
  return (
    <div className={styles.markdown}>
      <Markdown remarkPlugins={REMARK_PLUGINS} components={COMPONENTS} urlTransform={transformUrl}>
        {text}
      </Markdown>
    </div>
  );
});
