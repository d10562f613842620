/**
 * The part of ICU MessageFormat the server's texts use (shared/server-messages.ts): `{name}`,
 * `{n, plural, =0 {…} one {# thing} other {# things}}`, `{x, select, a {…} other {…}}`, `#` and the
 * apostrophe rules Lingui follows (`''` is one apostrophe, `'{…}'` is literal text). It writes a
 * message in English on the server, and reads one back: `icuPattern` turns a message into a regular
 * expression that recovers the values from a text it produced, so a text that arrives without its key
 * (a form's own check, a list of problems) can still be shown in the reader's language.
 */

export type IcuNode =
  | string
  | { arg: string }
  | { pound: true }
  | { arg: string; kind: "plural" | "select"; branches: Record<string, IcuNode[]> };

export type IcuValues = Readonly<Record<string, string | number>>;

function parseMessage(text: string, at: number, inPlural: boolean, nested: boolean): [IcuNode[], number] {
  const nodes: IcuNode[] = [];
  let literal = "";
  const flush = () => {
    if (literal) nodes.push(literal);
    literal = "";
  };
  let i = at;
  while (i < text.length) {
    const char = text[i] as string;
    if (char === "'") {
      const next = text[i + 1];
      if (next === "'") {
        literal += "'";
        i += 2;
      } else if (next === "{" || next === "}" || (inPlural && next === "#")) {
        const end = text.indexOf("'", i + 1);
        literal += text.slice(i + 1, end === -1 ? text.length : end).replace(/''/g, "'");
        i = end === -1 ? text.length : end + 1;
      } else {
        literal += char;
        i += 1;
      }
    } else if (char === "{") {
      flush();
      const [node, end] = parseArgument(text, i + 1);
      nodes.push(node);
      i = end;
    } else if (char === "}") {
      if (!nested) throw new Error(`unmatched "}" at ${i} in "${text}"`);
      flush();
      return [nodes, i + 1];
    } else if (char === "#" && inPlural) {
      flush();
      nodes.push({ pound: true });
      i += 1;
    } else {
      literal += char;
      i += 1;
    }
  }
  if (nested) throw new Error(`unclosed "{" in "${text}"`);
  flush();
  return [nodes, i];
}

function parseArgument(text: string, at: number): [IcuNode, number] {
  const close = text.indexOf("}", at);
  const comma = text.indexOf(",", at);
  if (close === -1) throw new Error(`unclosed "{" in "${text}"`);
  if (comma === -1 || close < comma) return [{ arg: text.slice(at, close).trim() }, close + 1];
  const arg = text.slice(at, comma).trim();
  const typeEnd = text.indexOf(",", comma + 1);
  const kind = text.slice(comma + 1, typeEnd).trim();
  if (typeEnd === -1 || (kind !== "plural" && kind !== "select"))
    throw new Error(`unsupported argument "${arg}" in "${text}"`);
  const branches: Record<string, IcuNode[]> = {};
  let i = typeEnd + 1;
  for (;;) {
    while (/\s/.test(text[i] ?? "")) i += 1;
    if (text[i] === "}") return [{ arg, kind, branches }, i + 1];
    const open = text.indexOf("{", i);
    if (open === -1) throw new Error(`unclosed "${arg}" in "${text}"`);
    const selector = text.slice(i, open).trim();
    const [branch, end] = parseMessage(text, open + 1, kind === "plural", true);
    branches[selector] = branch;
    i = end;
  }
}

const cache = new Map<string, IcuNode[]>();

/** The message's parts; throws on a message outside the subset (the registry's test runs every one). */
export function parseIcu(message: string): IcuNode[] {
  let nodes = cache.get(message);
  if (!nodes) {
    nodes = parseMessage(message, 0, false, false)[0];
    cache.set(message, nodes);
  }
  return nodes;
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralOf(locale: string, count: number): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

function render(nodes: IcuNode[], values: IcuValues, locale: string, pound: string): string {
  let out = "";
  for (const node of nodes) {
    if (typeof node === "string") out += node;
    else if ("pound" in node) out += pound;
    else if (!("kind" in node)) out += String(values[node.arg] ?? `{${node.arg}}`);
    else if (node.kind === "select") {
      const chosen = node.branches[String(values[node.arg])] ?? node.branches.other ?? [];
      out += render(chosen, values, locale, pound);
    } else {
      const count = Number(values[node.arg]);
      const chosen = node.branches[`=${count}`] ?? node.branches[pluralOf(locale, count)] ?? node.branches.other ?? [];
      out += render(chosen, values, locale, String(count));
    }
  }
  return out;
}

/** The message with its values: numbers as they are (no grouping), as the texts were always written. */
export function formatIcu(message: string, values: IcuValues = {}, locale = "en"): string {
  return render(parseIcu(message), values, locale, "#");
}

/** How a capturing group of a pattern gives a value back. */
type Slot =
  | { kind: "arg"; arg: string }
  | { kind: "pound"; arg: string }
  | { kind: "branch"; arg: string; selector: string; plural: boolean };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function source(nodes: IcuNode[], slots: Slot[], plural: string | undefined): string {
  let out = "";
  for (const node of nodes) {
    if (typeof node === "string") out += escapeRegExp(node);
    else if ("pound" in node) {
      slots.push({ kind: "pound", arg: plural ?? "" });
      out += "(-?\\d+(?:\\.\\d+)?)";
    } else if (!("kind" in node)) {
      slots.push({ kind: "arg", arg: node.arg });
      out += "([\\s\\S]+?)";
    } else {
      const options = Object.entries(node.branches).map(([selector, branch]) => {
        slots.push({ kind: "branch", arg: node.arg, selector, plural: node.kind === "plural" });
        return `(${source(branch, slots, node.kind === "plural" ? node.arg : plural)})`;
      });
      out += `(?:${options.join("|")})`;
    }
  }
  return out;
}

export interface IcuPattern {
  /** The message's literal characters: the more a pattern has, the more specific it is. */
  literalLength: number;
  /** The values that would write `text` with this message, or null when it cannot have. */
  read(text: string): Record<string, string | number> | null;
}

const countLiteral = (nodes: IcuNode[]): number =>
  nodes.reduce(
    (sum, node) =>
      sum +
      (typeof node === "string"
        ? node.length
        : "kind" in node
          ? Math.min(...Object.values(node.branches).map(countLiteral))
          : 0),
    0,
  );

/** A message as a pattern that reads its values back from a text it wrote (`formatIcu`'s inverse). */
export function icuPattern(message: string): IcuPattern {
  const nodes = parseIcu(message);
  const slots: Slot[] = [];
  const regex = new RegExp(`^${source(nodes, slots, undefined)}$`);
  return {
    literalLength: countLiteral(nodes),
    read(text) {
      const match = regex.exec(text);
      if (!match) return null;
      const values: Record<string, string | number> = {};
      slots.forEach((slot, index) => {
        const captured = match[index + 1];
        if (captured === undefined || slot.arg in values) return;
        if (slot.kind === "arg") values[slot.arg] = /^\d+$/.test(captured) ? Number(captured) : captured;
        else if (slot.kind === "pound") values[slot.arg] = Number(captured);
        else if (!slot.plural) values[slot.arg] = slot.selector;
        else if (slot.selector.startsWith("=")) values[slot.arg] = Number(slot.selector.slice(1));
      });
      return values;
    },
  };
}
