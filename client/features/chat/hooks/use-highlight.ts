import type { Root } from "hast";
import type { LanguageFn } from "highlight.js";
import type { createLowlight } from "lowlight";
import { useEffect, useMemo, useState } from "react";
import type { HighlightLanguage } from "../utils/code-language";

type Lowlight = ReturnType<typeof createLowlight>;

/**
 * One dynamic import per grammar, so a reply with Python code loads the
 * highlighter core and the Python grammar only (docs/architecture.md#performance-budgets: all of
 * highlight.js is ~314 KB gzip).
 */
const GRAMMARS: Record<HighlightLanguage, () => Promise<{ default: LanguageFn }>> = {
  javascript: () => import("highlight.js/lib/languages/javascript"),
  typescript: () => import("highlight.js/lib/languages/typescript"),
  python: () => import("highlight.js/lib/languages/python"),
  bash: () => import("highlight.js/lib/languages/bash"),
  json: () => import("highlight.js/lib/languages/json"),
  xml: () => import("highlight.js/lib/languages/xml"),
  css: () => import("highlight.js/lib/languages/css"),
  sql: () => import("highlight.js/lib/languages/sql"),
  java: () => import("highlight.js/lib/languages/java"),
  go: () => import("highlight.js/lib/languages/go"),
  rust: () => import("highlight.js/lib/languages/rust"),
  yaml: () => import("highlight.js/lib/languages/yaml"),
  cpp: () => import("highlight.js/lib/languages/cpp"),
  diff: () => import("highlight.js/lib/languages/diff"),
};

let lowlight: Lowlight | null = null;
let core: Promise<Lowlight> | null = null;
const loading = new Map<HighlightLanguage, Promise<void>>();

function loadLanguage(language: HighlightLanguage): Promise<void> {
  let pending = loading.get(language);
  if (!pending) {
    core ??= import("lowlight").then((module) => {
      lowlight = module.createLowlight();
      return lowlight;
    });
    pending = Promise.all([core, GRAMMARS[language]()]).then(([instance, grammar]) => {
      if (!instance.registered(language)) instance.register(language, grammar.default);
    });
    // A failed download (offline) may be tried again by the next code block.
    pending.catch(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}

function isReady(language: HighlightLanguage | null): boolean {
  return Boolean(language && lowlight?.registered(language));
}

/**
 * The syntax tree of `code` in `language` (hast: spans with hljs-* classes
 * and text, never HTML strings), or null while the grammar loads, for an
 * unknown language, or if it could not be loaded: the caller then shows
 * plain text.
 */
export function useHighlight(code: string, language: HighlightLanguage | null): Root | null {
  // Bumped when a grammar arrives, to highlight with it.
  const [loaded, setLoaded] = useState(0);

  useEffect(() => {
    if (!language || isReady(language)) return;
    let live = true;
    loadLanguage(language).then(
      () => {
        if (live) setLoaded((count) => count + 1);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [language]);

  return useMemo(() => {
    if (loaded < 0 || !language || !lowlight || !isReady(language)) return null;
    try {
      return lowlight.highlight(language, code);
    } catch {
      return null;
    }
  }, [loaded, language, code]);
}
