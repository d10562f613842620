import type { Element, ElementContent } from "hast";
import { memo } from "react";
import Markdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";
import { splitThinkBlocks } from "#shared/think-blocks";
import { useT } from "../../../lib/i18n/use-t";
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

/** An image of a reply, never loaded: a link to it, named by its alternative text. */
function ReplyImage({ src, alt }: { src?: unknown; alt?: string }) {
  const { t } = useT();
  // In brackets, as a reader of plain text would write an image they cannot show.
  const label = `[${alt?.trim() || t("chat.markdown.image")}]`;
  return typeof src === "string" && src ? (
    <a href={src} target="_blank" rel={LINK_REL}>
      {label}
    </a>
  ) : (
    <span>{label}</span>
  );
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
  img: ({ src, alt }) => <ReplyImage src={src} alt={alt} />,
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

function MarkdownText({ text }: { text: string }) {
  return (
    <Markdown remarkPlugins={REMARK_PLUGINS} components={COMPONENTS} urlTransform={transformUrl}>
      {text}
    </Markdown>
  );
}

interface MarkdownReplyProps {
  text: string;
  /** Whether the reply is still arriving: a reasoning block that has not closed yet is then in progress. */
  streaming?: boolean;
}

/**
 * An AI reply rendered as GitHub-flavoured markdown (docs/product.md#changes-from-the-original-specification), safely (docs/architecture.md#security-numbers).
 * A model's reasoning (`<think>…</think>`) is folded into a closed "Reasoning"
 * disclosure, so the answer comes first but nothing the model wrote is hidden for good.
 */
export const MarkdownReply = memo(function MarkdownReply({ text, streaming = false }: MarkdownReplyProps) {
  const { t } = useT();
  const parts = splitThinkBlocks(text, streaming);
  return (
    <div className={styles.markdown}>
      {parts.map((part, index) =>
        part.kind === "answer" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts only ever grow at the end while a reply streams
          <MarkdownText key={index} text={part.text} />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above; the key keeps an opened disclosure open as text arrives
          <details key={index} className={styles.reasoning}>
            <summary className={styles.reasoningSummary}>
              {!part.closed && streaming ? (
                <span className={styles.reasoningLive}>{t("chat.markdown.reasoningLive")}</span>
              ) : (
                t("chat.markdown.reasoning")
              )}
            </summary>
            <div className={styles.reasoningBody}>
              {part.text ? (
                <MarkdownText text={part.text} />
              ) : (
                <p className={styles.reasoningEmpty}>{t("chat.markdown.thinking")}</p>
              )}
            </div>
          </details>
        ),
      )}
    </div>
  );
});
