import type { RootContent } from "hast";
import type { ReactNode } from "react";
import { useT } from "../../../lib/i18n/use-t";
import { useHighlight } from "../hooks/use-highlight";
import { codeBlockLabel, highlightLanguageFor } from "../utils/code-language";
import styles from "./code-block.module.css";
import { CopyButton } from "./copy-button";

/** The highlighter's tree as React elements: spans with hljs-* classes and text, no HTML strings. */
function renderTree(nodes: readonly RootContent[]): ReactNode[] {
  return nodes.map((node, index) => {
    if (node.type === "text") return node.value;
    if (node.type !== "element") return null;
    const className = node.properties?.className;
    return (
      // biome-ignore lint/suspicious/noArrayIndexKey: a static tree, rebuilt whole when the code changes
      <span key={index} className={Array.isArray(className) ? className.join(" ") : undefined}>
        {renderTree(node.children)}
      </span>
    );
  });
}

interface CodeBlockProps {
  code: string;
  /** The fence's info string ("ts", "python"), if any. */
  info: string | null;
}

/** A fenced code block: language label, Copy button, and highlighting once the grammar has loaded. */
export function CodeBlock({ code, info }: CodeBlockProps) {
  const { t } = useT();
  const language = highlightLanguageFor(info);
  const tree = useHighlight(code, language);
  const label = codeBlockLabel(info) ?? t("chat.code.plainText");
  return (
    <figure className={styles.block}>
      <figcaption className={styles.header}>
        <span className={styles.language}>{label}</span>
        <CopyButton text={code} label={t("chat.code.copy", { language: label })} />
      </figcaption>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <pre className={styles.pre} tabIndex={0}>
        <code className={styles.code}>{tree ? renderTree(tree.children) : code}</code>
      </pre>
    </figure>
  );
}
