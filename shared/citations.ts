import { z } from "zod";

/**
 * A reply's sources when it searched the web (issue #31, docs/product/search.md): what OpenRouter's web
 * plugin returns as `url_citation` annotations, made safe once on the server before it is streamed,
 * stored or exported. The client still treats every field as untrusted text.
 */
export interface Citation {
  url: string;
  title: string;
  snippet: string;
  /** Where in the reply's text the cited span starts and ends; null when not given or not within it. */
  start: number | null;
  end: number | null;
}

/** Added to a searched turn's credits (docs/product/search.md#credits). */
export const WEB_SEARCH_CREDITS = 2;
/** The plans that may search the web; the others are refused before anything is charged or sent. */
export const WEB_SEARCH_PLANS = ["professional", "enterprise"] as const;

export const CITATION_TITLE_MAX = 300;
export const CITATION_SNIPPET_MAX = 1_000;
export const CITATION_URL_MAX = 2_048;
/** More sources than a person reads; the bound keeps a stored reply's row small whatever the upstream sends. */
export const CITATIONS_MAX = 50;

/** A stored citation, as the API answers with it (detail, stream event, export). */
export const citationSchema = z.object({
  url: z.string().describe("An http(s) address; others are dropped by the server."),
  title: z.string().describe(`Plain text, at most ${CITATION_TITLE_MAX} characters.`),
  snippet: z.string().describe(`The quoted passage, plain text, at most ${CITATION_SNIPPET_MAX} characters.`),
  start: z.number().int().nullable().describe("Start of the cited span in the reply's text, or null."),
  end: z.number().int().nullable().describe("End of the cited span in the reply's text, or null."),
}) satisfies z.ZodType<Citation>;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };
const TAGS = /<[^>]*>?/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
const CONTROLS = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,6});/gi, (whole, name: string) => {
    if (name.startsWith("#")) {
      const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * Text from a web page as plain text: tags removed, entities decoded, and tags removed again (an escaped
 * `&lt;script&gt;` becomes no tag either), control and direction characters dropped, white space
 * collapsed, cut to `max` characters.
 */
export function plainCitationText(value: unknown, max: number): string {
  if (typeof value !== "string") return "";
  const text = decodeEntities(value.slice(0, max * 4).replace(TAGS, " "))
    .replace(TAGS, " ")
    .replace(CONTROLS, " ")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** The address when it is http(s) and well formed (normalised), else null: `javascript:`, `data:` and the rest go. */
export function safeCitationUrl(value: unknown): string | null {
  if (typeof value !== "string" || value.length > CITATION_URL_MAX) return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  return url.href.length > CITATION_URL_MAX ? null : url.href;
}

const index = (value: unknown) => (typeof value === "number" && Number.isInteger(value) ? value : null);

/**
 * The `url_citation` annotations of an upstream message or delta (OpenAI's and OpenRouter's shape:
 * `{ type: "url_citation", url_citation: { url, title, content, start_index, end_index } }`), made safe:
 * other annotations and unsafe addresses dropped, texts plain, indexes kept only when
 * 0 ≤ start ≤ end ≤ `contentLength`.
 */
export function citationsFrom(annotations: unknown, contentLength: number): Citation[] {
  if (!Array.isArray(annotations)) return [];
  const kept: Citation[] = [];
  for (const annotation of annotations.slice(0, CITATIONS_MAX * 4)) {
    if (!annotation || typeof annotation !== "object") continue;
    const { type, url_citation: cited } = annotation as { type?: unknown; url_citation?: unknown };
    if (type !== "url_citation" || !cited || typeof cited !== "object") continue;
    const fields = cited as Record<string, unknown>;
    const url = safeCitationUrl(fields.url);
    if (!url) continue;
    const start = index(fields.start_index);
    const end = index(fields.end_index);
    const inRange = start !== null && end !== null && start >= 0 && start <= end && end <= contentLength;
    kept.push({
      url,
      title: plainCitationText(fields.title, CITATION_TITLE_MAX),
      snippet: plainCitationText(fields.content, CITATION_SNIPPET_MAX),
      start: inRange ? start : null,
      end: inRange ? end : null,
    });
    if (kept.length === CITATIONS_MAX) break;
  }
  return kept;
}

const sameCitation = (a: Citation, b: Citation) => a.url === b.url && a.start === b.start && a.end === b.end;

/** `known` with those of `more` it does not hold yet (a final message often repeats the deltas' annotations). */
export function mergeCitations(known: readonly Citation[], more: readonly Citation[]): Citation[] {
  const merged = [...known];
  for (const citation of more) {
    if (merged.length >= CITATIONS_MAX) break;
    if (!merged.some((held) => sameCitation(held, citation))) merged.push(citation);
  }
  return merged;
}

/** Stored citations read back (a JSON column): anything not of the shape is left out rather than shown. */
export function storedCitations(value: unknown): Citation[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const parsed = citationSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}
