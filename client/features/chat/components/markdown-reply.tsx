import type { Element, ElementContent } from "hast";
import { createContext, memo, useContext } from "react";
import Markdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";
import type { Citation } from "#shared/citations";
import { splitThinkBlocks } from "#shared/think-blocks";
import { useT } from "../../../lib/i18n/use-t";
import { rehypeCitationMarks } from "../utils/citation-marks";
import { placeMarkers } from "../utils/citations";
import { safeUrl } from "../utils/safe-url";
import { sourceId } from "../utils/source-id";
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

/** The sources list's ids start with this reply's (`sourceId`), so a marker links to its own reply's list. */
const SourcesOf = createContext<string>("");

/** A citation marker: [n], a link to the source in the list under the reply. */
function CitationMark({ number }: { number: string }) {
  const { t } = useT();
  const replyId = useContext(SourcesOf);
  return (
    <sup className={styles.cite}>
      <a href={`#${sourceId(replyId, number)}`} aria-label={t("chat.sources.marker", { number })}>
        {`[${number}]`}
      </a>
    </sup>
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
  sup: ({ node, children }) => {
    const number = node?.properties?.dataCite;
    return typeof number === "string" ? <CitationMark number={number} /> : <sup>{children}</sup>;
  },
  table: ({ children }) => (
    <div className={styles.tableWrap}>
      <table>{children}</table>
    </div>
  ),
};

const REMARK_PLUGINS = [remarkGfm];
const REHYPE_PLUGINS = [rehypeCitationMarks];

const transformUrl = (url: string) => safeUrl(url) ?? "";

function MarkdownText({ text, cited }: { text: string; cited: boolean }) {
  return (
    <Markdown
      remarkPlugins={REMARK_PLUGINS}
      rehypePlugins={cited ? REHYPE_PLUGINS : undefined}
      components={COMPONENTS}
      urlTransform={transformUrl}
    >
      {text}
    </Markdown>
  );
}

interface MarkdownReplyProps {
  text: string;
  /** Whether the reply is still arriving: a reasoning block that has not closed yet is then in progress. */
  streaming?: boolean;
  /** The reply's sources (issue #31): markers after the spans they support, linking to the list. */
  citations?: readonly Citation[];
  /** The reply's id, for the markers' links. */
  replyId?: string;
}

/**
 * An AI reply rendered as GitHub-flavoured markdown (docs/product.md#changes-from-the-original-specification), safely (docs/architecture.md#security-numbers).
 * A model's reasoning (`<think>…</think>`) is folded into a closed "Reasoning"
 * disclosure, so the answer comes first but nothing the model wrote is hidden for good.
 */
export const MarkdownReply = memo(function MarkdownReply({
  text,
  streaming = false,
  citations,
  replyId = "",
}: MarkdownReplyProps) {
  const { t } = useT();
  // Markers go into the raw text (their places index it), before the reasoning is split off.
  const cited = Boolean(citations?.length);
  const parts = splitThinkBlocks(cited && citations ? placeMarkers(text, citations) : text, streaming);
  return (
    <div className={styles.markdown}>
      <SourcesOf.Provider value={replyId}>
        {parts.map((part, index) =>
          part.kind === "answer" ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: parts only ever grow at the end while a reply streams
            <MarkdownText key={index} text={part.text} cited={cited} />
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
                  <MarkdownText text={part.text} cited={cited} />
                ) : (
                  <p className={styles.reasoningEmpty}>{t("chat.markdown.thinking")}</p>
                )}
              </div>
            </details>
          ),
        )}
      </SourcesOf.Provider>
    </div>
  );
});
