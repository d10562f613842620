import { Readable } from "node:stream";
import { strToU8, Zip, ZipDeflate } from "fflate";
import { EXPORT_FORMAT_VERSION } from "../../../shared/account";
import { storedCitations } from "../../../shared/citations";
import { istDateTime, istDay } from "../../../shared/time";
import type { Db } from "../../lib/db";
import { apiKeyListSelect } from "../api";
import { profileSelect } from "../auth";
import { paymentHistorySelect } from "../billing";
import { customInstructionsOf } from "./custom-instructions.service";

/**
 * What "Download my data" holds (issue #17): everything stored about the
 * person, and never a secret (password hash, API key hashes, tokens, code
 * hashes). The shape is `account.json` in the zip, documented in the README;
 * EXPORT_FORMAT_VERSION changes whenever a field changes meaning or goes.
 */
const accountSelect = { ...profileSelect, bonusCredits: true } as const;
// Custom instructions (issue #33) are the person's words: exported as they are, switched on or off.
const instructionsSelect = { customAbout: true, customStyle: true, customInstructionsOn: true } as const;

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
  // A searched reply's sources, safe already (issue #31, docs/product/search.md).
  webSearch: true,
  citations: true,
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

// What is known of an attached file; its extracted text is the person's file again, and the file itself is in the zip.
const attachmentSelect = {
  id: true,
  conversationId: true,
  messageId: true,
  // A project's reference file (issue #33): neither a conversation's nor a message's.
  projectId: true,
  kind: true,
  name: true,
  mime: true,
  bytes: true,
  width: true,
  height: true,
  pages: true,
  createdAt: true,
  storageKey: true,
} as const;

// Share links (issue #33, docs/product/sharing.md): which conversations the person made readable by link, and
// when; the snapshots are copies of messages already in the export.
const shareLinkSelect = {
  id: true,
  conversationId: true,
  title: true,
  includeFiles: true,
  createdAt: true,
  sharedAt: true,
  revokedAt: true,
} as const;

// Projects (issue #33, docs/product/projects.md): the person's folders, their instructions as written.
const projectSelect = {
  id: true,
  name: true,
  emoji: true,
  colour: true,
  instructions: true,
  archivedAt: true,
  createdAt: true,
  updatedAt: true,
} as const;

const apiUsageSelect = { id: true, apiKeyId: true, model: true, ...meteredSelect } as const;

/** The person's rows of one table, oldest first (ties broken by id, so an export reads the same twice). */
const ownRowsOldestFirst = <S>(userId: string, select: S) => ({
  where: { userId },
  orderBy: [{ createdAt: "asc" as const }, { id: "asc" as const }],
  select,
});

/** Waits for an object's reads together, keeping their names. */
async function allOf<T extends Record<string, Promise<unknown>>>(reads: T): Promise<{ [K in keyof T]: Awaited<T[K]> }> {
  const entries = await Promise.all(Object.entries(reads).map(async ([name, read]) => [name, await read] as const));
  return Object.fromEntries(entries) as { [K in keyof T]: Awaited<T[K]> };
}

/** Every row of the person's, read in one snapshot (a repeatable-read transaction). */
export async function collectAccountData(db: Db, userId: string, exportedAt: Date) {
  const data = await db.$transaction(
    async (tx) => {
      const user = await tx.user.findUnique({
        where: { id: userId },
        select: { ...accountSelect, ...instructionsSelect },
      });
      if (!user) return null;
      const { customAbout, customStyle, customInstructionsOn, ...profile } = user;
      const instructions = customInstructionsOf({ customAbout, customStyle, customInstructionsOn });
      const rows = await allOf({
        conversations: tx.conversation.findMany(
          ownRowsOldestFirst(userId, {
            id: true,
            title: true,
            createdAt: true,
            updatedAt: true,
            // Issue #33: whether the person pinned or archived it (null when not).
            pinnedAt: true,
            archivedAt: true,
            projectId: true,
          }),
        ),
        messages: tx.message.findMany({
          where: { conversation: { userId } },
          orderBy: [{ createdAt: "asc" }, { id: "asc" }],
          select: messageSelect,
        }),
        payments: tx.payment.findMany(ownRowsOldestFirst(userId, paymentHistorySelect)),
        usageDays: tx.usageDay.findMany({
          where: { userId },
          orderBy: { day: "asc" },
          select: { day: true, used: true, granted: true },
        }),
        apiUsage: tx.apiUsage.findMany(ownRowsOldestFirst(userId, apiUsageSelect)),
        apiKeys: tx.apiKey.findMany(ownRowsOldestFirst(userId, apiKeyListSelect)),
        sessions: tx.session.findMany(ownRowsOldestFirst(userId, sessionSelect)),
        attachments: tx.attachment.findMany(ownRowsOldestFirst(userId, attachmentSelect)),
        shareLinks: tx.shareLink.findMany(ownRowsOldestFirst(userId, shareLinkSelect)),
        projects: tx.project.findMany(ownRowsOldestFirst(userId, projectSelect)),
      });
      return { profile, instructions, ...rows };
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
  const attachments = data.attachments.map(({ storageKey, ...attachment }) => ({
    ...attachment,
    // By its bytes' key: an edited question's copy names the same file as its original.
    file: attachmentFileName({ id: storageKey, name: attachment.name }),
    storageKey,
  }));
  return {
    format: "nexgen-account-export" as const,
    version: EXPORT_FORMAT_VERSION,
    exportedAt,
    profile: data.profile,
    instructions: data.instructions,
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
    /** Files attached to questions (and ones uploaded but not sent), each in the zip at `file`. */
    attachments,
    shareLinks: data.shareLinks,
    projects: data.projects,
  };
}

/** `files/<id>-<name>`: the id keeps two files of one name apart; the name in safe ASCII, as the conversations'. */
function attachmentFileName(attachment: { id: string; name: string }): string {
  const safe = attachment.name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/^[.-]+/, "")
    .slice(0, 80);
  return `files/${attachment.id}-${safe || "file"}`;
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
export function conversationMarkdown(
  conversation: AccountData["conversations"][number],
  attachedTo?: Map<string, Array<{ name: string; file: string }>>,
): string {
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
    const attached = (attachedTo?.get(message.id) ?? []).map((file) => `- Attached: ${file.name} (${file.file})`);
    // Its sources (issue #31), numbered as the reply's markers are; stored safe, written as text.
    const sources = storedCitations(message.citations).map(
      (source, index) => `- [${index + 1}] ${source.title || source.url}: ${source.url}`,
    );
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
      ...(attached.length > 0 ? [...attached, ""] : []),
      ...(sources.length > 0 ? ["Sources:", "", ...sources, ""] : []),
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
    "files/        the files you attached (images as the server keeps them: WebP, without EXIF).",
    "",
  ].join("\r\n");

/**
 * The zip, compressed as it is sent: each file is deflated when the reader
 * asks for more, so a large history never sits in memory twice.
 */
export function accountZip(data: AccountData, readFile: (storageKey: string) => Promise<Buffer | null>): Readable {
  const attachedTo = new Map<string, Array<{ name: string; file: string }>>();
  for (const attachment of data.attachments)
    if (attachment.messageId)
      attachedTo.set(attachment.messageId, [...(attachedTo.get(attachment.messageId) ?? []), attachment]);
  // The storage key is the server's own address of the bytes: not part of what the person reads.
  const shown = { ...data, attachments: data.attachments.map(({ storageKey: _, ...attachment }) => attachment) };
  const files: Array<[name: string, bytes: () => Uint8Array | Promise<Uint8Array | null>]> = [
    ["README.txt", () => strToU8(README(data))],
    ["account.json", () => strToU8(JSON.stringify(shown, null, 2))],
    ...data.conversations.map((conversation): [string, () => Uint8Array] => [
      conversation.file,
      () => strToU8(conversationMarkdown(conversation, attachedTo)),
    ]),
    // One file in memory at a time (at most 20 MB), read as the zip reaches it.
    ...data.attachments.map((attachment): [string, () => Promise<Uint8Array | null>] => [
      attachment.file,
      () => readFile(attachment.storageKey),
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
      const added = new Set<string>();
      for (const [name, read] of files) {
        if (added.has(name)) continue;
        added.add(name);
        const bytes = await read();
        // A file whose bytes are gone (a failed delete's leftover row) is listed in account.json, not zipped.
        if (!bytes) continue;
        const entry = new ZipDeflate(name, { level: 6 });
        entry.mtime = data.exportedAt;
        zip.add(entry);
        entry.push(bytes, true);
        yield* drain();
      }
      zip.end();
      yield* drain();
    })(),
    { objectMode: false },
  );
}
