import type { Element, ElementContent, Root, RootContent } from "hast";
import { MARK_PATTERN } from "./citations";

// placeMarkers (citations.ts) leaves each marker in the reply's text as private-use characters around its
// number; after markdown has read the text, this turns them into `<sup data-cite>` elements the renderer shows
// as links to the sources. Inside code, pre or a link a marker is dropped (a link cannot hold a link, code is
// shown as written); placeMarkers keeps them out of there, this is the net under it.

const NO_MARKS = new Set(["code", "pre", "a"]);
const STRAY = /[\uE000\uE001]/g;

function split(value: string): ElementContent[] {
  const parts: ElementContent[] = [];
  let from = 0;
  for (const match of value.matchAll(MARK_PATTERN)) {
    if (match.index > from) parts.push({ type: "text", value: value.slice(from, match.index) });
    parts.push({
      type: "element",
      tagName: "sup",
      properties: { dataCite: match[1] },
      children: [{ type: "text", value: match[1] ?? "" }],
    });
    from = match.index + match[0].length;
  }
  if (from < value.length) parts.push({ type: "text", value: value.slice(from) });
  return parts.map((part) => (part.type === "text" ? { ...part, value: part.value.replace(STRAY, "") } : part));
}

function strip(node: Element) {
  for (const child of node.children) {
    if (child.type === "text") child.value = child.value.replace(STRAY, "");
    else if (child.type === "element") strip(child);
  }
}

function walk(node: Root | Element) {
  const children: (RootContent | ElementContent)[] = [];
  for (const child of node.children) {
    if (child.type === "text") children.push(...split(child.value));
    else if (child.type === "element") {
      if (NO_MARKS.has(child.tagName)) strip(child);
      else walk(child);
      children.push(child);
    } else children.push(child);
  }
  node.children = children as typeof node.children;
}

/** The rehype plugin: markers in the text become `sup` elements with their number. */
export function rehypeCitationMarks() {
  return (tree: Root) => walk(tree);
}
