/** The languages whose grammars the chat can load (docs/architecture.md#performance-budgets: only these, and only when a reply needs one). */
export const HIGHLIGHT_LANGUAGES = [
  "javascript",
  "typescript",
  "python",
  "bash",
  "json",
  "xml",
  "css",
  "sql",
  "java",
  "go",
  "rust",
  "yaml",
  "cpp",
  "diff",
] as const;
export type HighlightLanguage = (typeof HIGHLIGHT_LANGUAGES)[number];

const ALIASES: Record<string, HighlightLanguage> = {
  js: "javascript",
  jsx: "javascript",
  mjs: "javascript",
  cjs: "javascript",
  node: "javascript",
  ts: "typescript",
  tsx: "typescript",
  mts: "typescript",
  py: "python",
  python3: "python",
  sh: "bash",
  shell: "bash",
  zsh: "bash",
  console: "bash",
  shellscript: "bash",
  jsonc: "json",
  json5: "json",
  html: "xml",
  htm: "xml",
  svg: "xml",
  vue: "xml",
  postgres: "sql",
  postgresql: "sql",
  mysql: "sql",
  golang: "go",
  rs: "rust",
  yml: "yaml",
  c: "cpp",
  h: "cpp",
  cc: "cpp",
  hpp: "cpp",
  "c++": "cpp",
  patch: "diff",
};

const KNOWN = new Set<string>(HIGHLIGHT_LANGUAGES);

/**
 * The grammar for a fenced block's info string ("ts", "language-python", "Bash"):
 * its canonical name, or null when the chat does not highlight that language.
 */
export function highlightLanguageFor(info: string | null | undefined): HighlightLanguage | null {
  const name = (info ?? "")
    .trim()
    .toLowerCase()
    .replace(/^language-/, "");
  if (!name) return null;
  if (KNOWN.has(name)) return name as HighlightLanguage;
  return ALIASES[name] ?? null;
}

/** The label shown on a code block: what the author wrote, or null when nothing was given (the block then says "text"). */
export function codeBlockLabel(info: string | null | undefined): string | null {
  const name = (info ?? "").trim().replace(/^language-/, "");
  return name || null;
}
