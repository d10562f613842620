// The registry of the server's texts (shared/server-messages.ts, issue #29): every entry is ICU Lingui
// reads the same way as the server's own formatter, every text it writes is found again from the text
// alone, and every message the shared schemas can give, and every English copy the client still holds,
// is an entry's: so a Hindi reader sees all of them in Hindi (client/messages/server/hi.json).
import { readdirSync } from "node:fs";
import path from "node:path";
import { setupI18n } from "@lingui/core";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../../server/app";
import { CHAT_DELETED_TEXT, CHAT_ERROR_TEXT } from "../../shared/chat-text";
import { formatIcu, type IcuNode, parseIcu } from "../../shared/icu";
import { PASSWORD_RULES, passwordProblems } from "../../shared/password";
import {
  englishText,
  fieldLabelKey,
  matchServerText,
  SERVER_MESSAGES,
  type ServerMessageKey,
} from "../../shared/server-messages";

const ENTRIES = Object.entries(SERVER_MESSAGES) as Array<[ServerMessageKey, string]>;

/** Values that visit every branch of a message's selects and plurals over a few variants. */
function sampleValues(english: string): Array<Record<string, string | number>> {
  const args = new Map<string, { plural: boolean; selectors: string[] }>();
  const visit = (nodes: IcuNode[]) => {
    for (const node of nodes) {
      if (typeof node === "string" || "pound" in node) continue;
      const seen = args.get(node.arg) ?? { plural: false, selectors: [] };
      args.set(node.arg, seen);
      if (!("kind" in node)) continue;
      if (node.kind === "plural") seen.plural = true;
      else seen.selectors.push(...Object.keys(node.branches).filter((selector) => selector !== "other"));
      for (const branch of Object.values(node.branches)) visit(branch);
    }
  };
  visit(parseIcu(english));
  const variants = Math.max(2, ...[...args.values()].map((arg) => arg.selectors.length + 1));
  return Array.from({ length: variants }, (_, variant) =>
    Object.fromEntries(
      [...args].map(([arg, { plural, selectors }]) => [
        arg,
        plural
          ? ([1, 7][variant % 2] ?? 7)
          : selectors.length > 0
            ? (selectors[variant] ?? "other")
            : `${arg}-${variant}`,
      ]),
    ),
  );
}

describe("the server's texts", () => {
  it("are ICU that Lingui compiles and writes as the server does, each English text once", () => {
    const english = setupI18n();
    english.load("en", Object.fromEntries(ENTRIES.map(([key, text]) => [key, compileMessageOrThrow(text)])));
    english.activate("en");
    for (const [key, text] of ENTRIES)
      for (const values of sampleValues(text))
        expect(formatIcu(text, values), `${key} ${JSON.stringify(values)}`).toBe(english._(key, values));
    const texts = ENTRIES.map(([, text]) => text);
    expect(texts.filter((text, index) => texts.indexOf(text) !== index)).toEqual([]);
  });

  it("are found again from the English text alone, with their values", () => {
    for (const [key, text] of ENTRIES)
      for (const values of sampleValues(text)) {
        const written = formatIcu(text, values);
        const found = matchServerText(written);
        expect(found?.key, written).toBe(key);
        expect(found && englishText(found), written).toBe(written);
      }
  });

  it("keep the English the tests and the specification use", () => {
    expect(englishText("otp.wait", { seconds: 287 })).toBe("Please wait 287 seconds before requesting another code.");
    expect(englishText("request.tooManyFromAddress", { seconds: 1 })).toBe(
      "Too many requests from your address. Try again in 1 second.",
    );
    expect(englishText("session.endedOthers", { count: 2 })).toBe("Signed out of 2 other sessions.");
    expect(englishText("admin.refunded", { amount: "₹499.00", named: "no", name: "" })).toBe(
      "Refunded ₹499.00 to the customer.",
    );
    expect(englishText("usage.concurrent", { plan: "Starter", count: 1, upgrade: "yes" })).toBe(
      "The Starter plan answers 1 reply at a time. Wait for the current one to finish, or upgrade to have more at once.",
    );
  });

  it("hold the English the client still keeps for itself", () => {
    expect(CHAT_ERROR_TEXT).toEqual({
      401: englishText("auth.failed"),
      403: englishText("chat.modelForbidden"),
      429: englishText("chat.rateLimited"),
      500: englishText("chat.serverError"),
      503: englishText("chat.unavailable"),
    });
    expect(CHAT_DELETED_TEXT).toBe(englishText("chat.deleted"));
    for (const rule of PASSWORD_RULES) expect(matchServerText(rule.message)?.key, rule.message).toBeDefined();
  });
});

interface ZodDef {
  type?: string;
  error?: (issue: { input: unknown }) => unknown;
  checks?: Array<{ _zod: { def: ZodDef } }>;
  [part: string]: unknown;
}

/** Every message a schema (zod 4) can give: its own and its checks' `error`, through the schemas it is made of. */
function schemaMessages(value: unknown, into: Set<string>, seen = new Set<unknown>()): Set<string> {
  if (!value || typeof value !== "object" || seen.has(value)) return into;
  seen.add(value);
  const def = (value as { _zod?: { def?: ZodDef } })._zod?.def;
  if (!def) {
    // A table of schemas (twoFactorCodeForm, deleteAccountForm).
    if (Object.getPrototypeOf(value) === Object.prototype)
      for (const part of Object.values(value)) schemaMessages(part, into, seen);
    return into;
  }
  const say = (error: ZodDef["error"]) => {
    for (const input of [undefined, "", "starter", "x", 0]) {
      const said = error?.({ input });
      const text = typeof said === "string" ? said : (said as { message?: string } | undefined)?.message;
      if (text) into.add(text);
    }
  };
  say(def.error);
  for (const check of def.checks ?? []) say(check._zod.def.error);
  for (const part of ["innerType", "in", "out", "element", "left", "right", "keyType", "valueType"])
    schemaMessages(def[part], into, seen);
  for (const list of ["options", "items"])
    for (const part of (def[list] as unknown[]) ?? []) schemaMessages(part, into, seen);
  for (const part of Object.values((def.shape as Record<string, unknown>) ?? {})) schemaMessages(part, into, seen);
  return into;
}

describe("the shared schemas' messages", () => {
  it("are every one an entry's, `{field}` a label the registry translates", async () => {
    const messages = new Set<string>(passwordProblems("x".repeat(200)));
    const shared = path.join(PROJECT_ROOT, "shared");
    for (const file of readdirSync(shared).filter((name) => /^[\w-]+\.ts$/.test(name) && !name.endsWith(".test.ts"))) {
      const module: Record<string, unknown> = await import(path.join(shared, file));
      for (const value of Object.values(module)) schemaMessages(value, messages);
    }
    expect(messages.size).toBeGreaterThan(80);
    const unknown = [...messages].filter((message) => !matchServerText(message));
    expect(unknown).toEqual([]);
    const labels = [...messages]
      .map((message) => matchServerText(message)?.values?.field)
      .filter((field): field is string => typeof field === "string");
    expect(labels.filter((label) => !fieldLabelKey(label))).toEqual([]);
  });
});
