import { Readable } from "node:stream";
import { strToU8, Zip, ZipDeflate } from "fflate";
import { EXPORT_FORMAT_VERSION } from "../../../shared/account";
import { istDateTime, istDay } from "../../../shared/time";
import type { Db } from "../../lib/db";
import { apiKeyListSelect } from "../api";
import { profileSelect } from "../auth";
import { paymentHistorySelect } from "../billing";

/**
 * What "Download my data" holds (issue #17): everything stored about the
 * person, and never a secret (password hash, API key hashes, tokens, code
 * hashes). The shape is `account.json` in the zip, documented in the README;
 * EXPORT_FORMAT_VERSION changes whenever a field changes meaning or goes.
 */
const accountSelect = { ...profileSelect, bonusCredits: true } as const;

// Costs and upstream generation ids are the business's, not facts about the person.
const meteredSelect = {
  status: true,
  tokensIn: true,
  tokensOut: true,
  credits: true,
  plan: true,
  createdAt: true,
} as const;

const messageSelect = {
  id: true,
  conversationId: true,
  parentId: true,
  role: true,
  content: true,
  model: true,
  modelName: true,
  ...meteredSelect,
} as const;

const sessionSelect = {
  id: true,
  createdAt: true,
  lastUsedAt: true,
  idleExpiresAt: true,
  expiresAt: true,
  revokedAt: true,
  rememberMe: true,
  userAgent: true,
  ip: true,
} as const;

const apiUsageSelect = { id: true, apiKeyId: true, model: true, ...meteredSelect } as const;

/** The person's rows of one table, oldest first (ties broken by id, so an export reads the same twice). */
const ownRowsOldestFirst = <S>(userId: string, select: S) => ({
  where: { userId },
  orderBy: [{ createdAt: "asc" as const }, { id: "asc" as const }],
  select,
});

/** Every row of the person's, read in one snapshot (a repeatable-read transaction). */
export async function collectAccountData(db: Db, userId: string, exportedAt: Date) {
  const data = await db.$transaction(
    async (tx) => {
      const profile = await tx.user.findUnique({ where: { id: userId }, select: accountSelect });
      if (!profile) return null;
      const [conversations, messages, payments, usageDays, apiUsage, apiKeys, sessions] = await Promise.all([
        tx.conversation.findMany(
          ownRowsOldestFirst(userId, { id: true, title: true, createdAt: true, updatedAt: true }),
        ),
        tx.message.findMany({
          where: { conversation: { userId } },
          orderBy: [{ createdAt: "asc" }, { id: "asc" }],
          select: messageSelect,
        }),
        tx.payment.findMany(ownRowsOldestFirst(userId, paymentHistorySelect)),
        tx.usageDay.findMany({
          where: { userId },
          orderBy: { day: "asc" },
          select: { day: true, used: true, granted: true },
        }),
        tx.apiUsage.findMany(ownRowsOldestFirst(userId, apiUsageSelect)),
        tx.apiKey.findMany(ownRowsOldestFirst(userId, apiKeyListSelect)),
        tx.session.findMany(ownRowsOldestFirst(userId, sessionSelect)),
      ]);
      return { profile, conversations, messages, payments, usageDays, apiUsage, apiKeys, sessions };
    },
    { isolationLevel: "RepeatableRead" },
  );
  if (!data) return null;
  const byConversation = new Map<string, Array<Omit<(typeof data.messages)[number], "conversationId">>>();
  for (const { conversationId, ...message } of data.messages) {
    const list = byConversation.get(conversationId);
    if (list) list.push(message);
    else byConversation.set(conversationId, [message]);
  }
  const files = new ConversationFileNames();
  return {
    format: "nexgen-account-export" as const,
    version: EXPORT_FORMAT_VERSION,
    exportedAt,
    profile: data.profile,
    conversations: data.conversations.map((conversation) => ({
      ...conversation,
      file: files.next(conversation.title, conversation.createdAt),
      messages: byConversation.get(conversation.id) ?? [],
    })),
    payments: data.payments,
    usage: {
      days: data.usageDays.map((row) => ({ ...row, day: row.day.toISOString().slice(0, 10) })),
      api: data.apiUsage,
    },
    apiKeys: data.apiKeys,
    sessions: data.sessions,
  };
}

export type AccountData = NonNullable<Awaited<ReturnType<typeof collectAccountData>>>;

/**
 * `conversations/2026-11-23-trip-to-goa.md`: the day it began and its title in
 * safe ASCII (nothing a file system or an unzip tool could misread: no
 * separators, dots, control characters or reserved names), numbered when two
 * would collide.
 */
export class ConversationFileNames {
  private readonly taken = new Set<string>();

  next(title: string, createdAt: Date): string {
    const slug =
      title
        .normalize("NFKD")
        .replace(/[\u0300-\u036f]/g, "")
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-+|-+$/g, "")
        .slice(0, 60)
        .replace(/-+$/, "") || "conversation";
    const base = `conversations/${istDay(createdAt)}-${slug}`;
    let name = `${base}.md`;
    for (let n = 2; this.taken.has(name); n += 1) name = `${base}-${n}.md`;
    this.taken.add(name);
    return name;
  }
}

const ROLE_LABELS: Record<string, string> = { user: "You", assistant: "Assistant" };

/** A conversation as Markdown: title, models, times, then every message (every version) in order. */
export function conversationMarkdown(conversation: AccountData["conversations"][number]): string {
  const models = [...new Set(conversation.messages.flatMap((message) => message.modelName ?? message.model ?? []))];
  // Versions of one message (regenerated replies, edited questions) share a parent.
  const siblings = new Map<string, number>();
  const version = new Map<string, number>();
  for (const message of conversation.messages) {
    const count = (siblings.get(message.parentId ?? "") ?? 0) + 1;
    siblings.set(message.parentId ?? "", count);
    version.set(message.id, count);
  }
  const lines = [
    `# ${conversation.title.replace(/\r?\n/g, " ")}`,
    "",
    `- Started: ${istDateTime(conversation.createdAt)}`,
    `- Last updated: ${istDateTime(conversation.updatedAt)}`,
    `- Models: ${models.length > 0 ? models.join(", ") : "none"}`,
    `- Messages: ${conversation.messages.length}`,
    "",
  ];
  for (const message of conversation.messages) {
    const versions = siblings.get(message.parentId ?? "") ?? 1;
    const details = [
      message.role === "assistant" && (message.modelName ?? message.model),
      istDateTime(message.createdAt),
      versions > 1 && `version ${version.get(message.id)} of ${versions}`,
      message.status !== "complete" && message.status,
    ].filter(Boolean);
    lines.push(
      "---",
      "",
      `**${ROLE_LABELS[message.role] ?? message.role}** · ${details.join(" · ")}`,
      "",
      message.content,
      "",
    );
  }
  return lines.join("\n");
}

const README = (data: AccountData) =>
  [
    "Your data",
    "",
    `Exported ${istDateTime(data.exportedAt)}.`,
    "",
    "account.json  everything stored about you: profile, conversations with every message,",
    "              payments, usage, API keys (name and prefix only), sessions.",
    `              Shape version ${data.version}.`,
    "conversations/ one Markdown file per conversation, readable in any text editor.",
    "",
  ].join("\r\n");

/**
 * The zip, compressed as it is sent: each file is deflated when the reader
 * asks for more, so a large history never sits in memory twice.
 */
export function accountZip(data: AccountData): Readable {
  const files: Array<[name: string, text: () => string]> = [
    ["README.txt", () => README(data)],
    ["account.json", () => JSON.stringify(data, null, 2)],
    ...data.conversations.map((conversation): [string, () => string] => [
      conversation.file,
      () => conversationMarkdown(conversation),
    ]),
  ];
  return Readable.from(
    (async function* () {
      let chunks: Uint8Array[] = [];
      let failure: Error | null = null;
      const zip = new Zip((error, chunk) => {
        if (error) failure = error;
        else chunks.push(chunk);
      });
      const drain = () => {
        if (failure) throw failure;
        const ready = chunks;
        chunks = [];
        return ready;
      };
      for (const [name, text] of files) {
        const entry = new ZipDeflate(name, { level: 6 });
        entry.mtime = data.exportedAt;
        zip.add(entry);
        entry.push(strToU8(text()), true);
        yield* drain();
      }
      zip.end();
      yield* drain();
    })(),
    { objectMode: false },
  );
}
