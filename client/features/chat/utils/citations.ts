import type { Citation } from "#shared/citations";

// Every field of a citation came from a web page through the upstream: it is untrusted text. These functions
// decide what of it becomes a link, and where its markers go in the reply, without rendering anything.

/** The address a source links to: http(s) only (no javascript:, data:, relative or unparsable addresses). */
export function sourceHref(url: unknown): string | null {
  if (typeof url !== "string") return null;
  try {
    const parsed = new URL(url.trim());
    return (parsed.protocol === "http:" || parsed.protocol === "https:") && parsed.hostname ? parsed.href : null;
  } catch {
    return null;
  }
}

/** The site a source is from ("www." left off), or null when its address has none. */
export function sourceDomain(url: unknown): string | null {
  if (typeof url !== "string") return null;
  try {
    const host = new URL(url.trim()).hostname.toLowerCase();
    return host ? host.replace(/^www\./, "") : null;
  } catch {
    return null;
  }
}

/** The letter of a source's avatar (drawn, never fetched): its site's, else its title's, else "?". */
export function sourceLetter(citation: Pick<Citation, "url" | "title">): string {
  const from = sourceDomain(citation.url) ?? (typeof citation.title === "string" ? citation.title.trim() : "");
  const first = Array.from(from).find((char) => /[\p{L}\p{N}]/u.test(char));
  return first ? first.toLocaleUpperCase() : "?";
}

/** Markers travel through markdown as these private-use characters around the number, then become links. */
export const MARK_OPEN = "\uE000";
export const MARK_CLOSE = "\uE001";
export const MARK_PATTERN = /\uE000(\d+)\uE001/g;

type Range = [start: number, end: number];

const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** Fenced code blocks, from the opening fence's line to the end of the closing one (or of the text, still open). */
function fencedRanges(text: string): Range[] {
  const ranges: Range[] = [];
  let open: { start: number; fence: string } | null = null;
  let lineStart = 0;
  while (lineStart <= text.length) {
    const newline = text.indexOf("\n", lineStart);
    const lineEnd = newline === -1 ? text.length : newline;
    const line = text.slice(lineStart, lineEnd);
    const fence = FENCE.exec(line)?.[1];
    if (!open && fence) open = { start: lineStart, fence };
    else if (
      open &&
      fence &&
      fence[0] === open.fence[0] &&
      fence.length >= open.fence.length &&
      !line.trim().slice(fence.length).trim()
    ) {
      ranges.push([open.start, lineEnd]);
      open = null;
    }
    if (newline === -1) break;
    lineStart = newline + 1;
  }
  if (open) ranges.push([open.start, text.length]);
  return ranges;
}

function matchRanges(text: string, pattern: RegExp): Range[] {
  return Array.from(text.matchAll(pattern), (match) => [match.index, match.index + match[0].length] as Range);
}

const inside = (position: number, [start, end]: Range) => position > start && position < end;

/**
 * Where a marker for a span ending at `end` can go without changing how the markdown reads: never inside a code
 * block or span, a link's address or a run of emphasis marks; after the span's last word rather than at the
 * start of the next line. Null when there is no such place (a code block the reply opens with).
 */
function markerPlace(text: string, end: number, fences: Range[], spans: Range[]): number | null {
  let position = end;
  const fence = fences.find((range) => position > range[0] && position <= range[1]);
  if (fence) position = fence[0];
  const span = spans.find((range) => inside(position, range));
  if (span) position = span[1];
  while (position > 0 && /\s/.test(text[position - 1] ?? "")) position--;
  while (/[*_~]/.test(text[position - 1] ?? "") && /[*_~]/.test(text[position] ?? "")) position++;
  if (position === 0) return null;
  if (fences.some((range) => position > range[0] && position <= range[1])) return null;
  return position;
}

/**
 * The reply's text with a marker after each cited span (by its `end`, in the list's numbering: the first
 * citation is 1). Citations without a place, or with one outside the text (a reply still arriving, an index the
 * upstream got wrong), get no marker: the list under the reply still shows them.
 */
export function placeMarkers(text: string, citations: readonly Citation[]): string {
  const fences = fencedRanges(text);
  const spans = [
    ...matchRanges(text, /(`+)(?!`)[\s\S]*?[^`]\1(?!`)/g),
    ...matchRanges(text, /\]\([^)\n]*\)/g),
    ...matchRanges(text, /<[a-z][a-z0-9+.-]*:[^\s>]*>/gi),
  ];
  const marks = new Map<number, number[]>();
  citations.forEach((citation, index) => {
    const { start, end } = citation;
    if (!Number.isInteger(end) || (end as number) < 0 || (end as number) > text.length) return;
    if (start !== null && (!Number.isInteger(start) || start < 0 || start > (end as number))) return;
    const place = markerPlace(text, end as number, fences, spans);
    if (place === null) return;
    marks.set(place, [...(marks.get(place) ?? []), index + 1]);
  });
  if (!marks.size) return text;
  let result = "";
  let from = 0;
  for (const place of [...marks.keys()].sort((a, b) => a - b)) {
    const before = text.slice(from, place);
    // A bare address would take the marker into itself (GFM links it up to the next space).
    const gap = /(?:https?:\/\/|www\.)[^\s)>]*$/i.test(text.slice(0, place)) ? " " : "";
    const numbers = [...new Set(marks.get(place))];
    result += before + gap + numbers.map((number) => `${MARK_OPEN}${number}${MARK_CLOSE}`).join("");
    from = place;
  }
  return result + text.slice(from);
}
