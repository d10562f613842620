const ALLOWED_PROTOCOLS = new Set(["http:", "https:", "mailto:"]);

/**
 * The only links a reply may carry (docs/architecture.md#security-numbers: markdown never executes
 * `javascript:` links): absolute http(s) and mailto URLs. Returns the
 * normalised URL, or null for anything else (javascript:, data:, vbscript:,
 * file:, relative or protocol-relative paths, unparsable text). The URL parser
 * drops the tabs and newlines attackers hide inside "java\tscript:" and
 * lower-cases the scheme, so the check sees what a browser would run.
 */
export function safeUrl(url: string | null | undefined): string | null {
  if (typeof url !== "string") return null;
  const trimmed = url.trim();
  if (!trimmed) return null;
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    return null;
  }
  if (!ALLOWED_PROTOCOLS.has(parsed.protocol)) return null;
  if (parsed.protocol !== "mailto:" && !parsed.hostname) return null;
  return parsed.href;
}
