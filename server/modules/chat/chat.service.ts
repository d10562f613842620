import { randomUUID } from "node:crypto";
import { BUSY_MESSAGE } from "../../../shared/allowance";
import type { ChatSendInput } from "../../../shared/chat";
import { HISTORY_PAGE_SIZE } from "../../../shared/chat";
import { planIncludesTier, ROLE_RANK, type Role } from "../../../shared/roles";
import { hasControlCharacters, stripBidiControls } from "../../../shared/text";
import { type Admission, type AdmissionGate, AdmissionTimeout } from "../../lib/admission";
import type { AiProvider, ChatTurn } from "../../lib/ai-provider";
import type { Db } from "../../lib/db";
import { AppError } from "../../lib/errors";
import type { UserViewer } from "../auth/session.service";
import type { CatalogService } from "../catalog/catalog.service";
import { estimateUsage, type Metered } from "../usage/metering";
import type { Accepted, UsageService } from "../usage/usage.service";
import { isAbort, toChatError, UpstreamError } from "./chat-errors";

/** How many earlier messages go to the model as context. */
const CONTEXT_MESSAGES = 40;
const TITLE_LENGTH = 60;
const PREVIEW_LENGTH = 120;

export type ChatEvent =
  | { type: "meta"; conversationId: string; model: string; modelName: string; userMessageId: string }
  /** The instance is busy: the turn waits for a slot, `position` 1 being next. */
  | { type: "queued"; position: number }
  | { type: "delta"; content: string }
  | { type: "done"; messageId: string; conversationId: string };

/** Titles and previews are made from messages: bidirectional controls would reorder them on screen. */
function clip(text: string, length: number): string {
  const flat = stripBidiControls(text).replace(/\s+/g, " ").trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length);
  const space = cut.lastIndexOf(" ");
  return `${(space > length / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const notFound = () => new AppError("NOT_FOUND", "Conversation not found");

interface Cursor {
  updatedAt: Date;
  id: string;
}

const encodeCursor = (cursor: Cursor) =>
  Buffer.from(`${cursor.updatedAt.toISOString()}|${cursor.id}`).toString("base64url");

function decodeCursor(value: string): Cursor {
  const [iso, id] = Buffer.from(value, "base64url").toString().split("|");
  const updatedAt = new Date(iso ?? "");
  // The id goes to PostgreSQL, which refuses NUL: a forged cursor is bad input, not a 500.
  if (!id || hasControlCharacters(id) || Number.isNaN(updatedAt.getTime()))
    throw new AppError("BAD_REQUEST", "Invalid cursor");
  return { updatedAt, id };
}

/** "pyth code" → "pyth:* & code:*": every word must appear, as a prefix. */
function prefixQuery(q: string): string | null {
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length
    ? words
        .slice(0, 8)
        .map((word) => `${word}:*`)
        .join(" & ")
    : null;
}

interface ChatLog {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export function createChatService(deps: {
  db: Db;
  ai: AiProvider;
  catalog: CatalogService;
  usage: UsageService;
  /** This instance's upstream slots, the highest plan admitted first when they are all taken. */
  gate: AdmissionGate;
  /** How long an accepted turn may hold its place among the person's concurrent replies. */
  leaseMs: number;
  now: () => Date;
  log: ChatLog;
}) {
  const { db, ai, catalog, usage, gate, now, log } = deps;

  /**
   * A reply's usage when the upstream sent none (stopped, cut off): read after
   * the reply, so the model's prices are never on the path to the first token.
   */
  async function estimate(history: ChatTurn[], message: string, reply: string, modelId: string): Promise<Metered> {
    const prices = await db.model.findUnique({
      where: { modelId },
      select: { inputPriceMicroUsd: true, outputPriceMicroUsd: true },
    });
    const promptChars = history.reduce((sum, turn) => sum + turn.content.length, message.length);
    return estimateUsage(promptChars, reply.length, prices ?? { inputPriceMicroUsd: 0, outputPriceMicroUsd: 0 });
  }

  /** Yields the turn's place in line until a slot is free, and returns it. */
  async function* waitForSlot(role: Role, signal: AbortSignal): AsyncGenerator<ChatEvent, Admission> {
    const positions: number[] = [];
    let outcome: { slot: Admission } | { error: unknown } | null = null;
    let wake = () => {};
    gate
      .wait(
        ROLE_RANK.enterprise - ROLE_RANK[role],
        (position) => {
          positions.push(position);
          wake();
        },
        signal,
      )
      .then(
        (slot) => {
          outcome = { slot };
          wake();
        },
        (error: unknown) => {
          outcome = { error };
          wake();
        },
      );
    for (;;) {
      while (positions.length > 0) yield { type: "queued", position: positions.shift() as number };
      const settled = outcome as { slot: Admission } | { error: unknown } | null;
      if (settled) {
        if ("error" in settled) throw settled.error;
        return settled.slot;
      }
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
    }
  }

  /** The upstream's own words stay here: the person gets toChatError's generic next step. */
  function logFailure(failure: unknown, turn: { userId: string; conversationId: string; model: string }) {
    if (failure instanceof UpstreamError)
      log.warn(
        { ...turn, err: failure, kind: failure.kind, upstreamDetails: failure.details },
        "chat turn failed upstream",
      );
    else log.error({ ...turn, err: failure }, "chat turn failed");
  }

  async function ownedConversation(userId: string, id: string) {
    const conversation = await db.conversation.findFirst({ where: { id, userId }, select: { id: true } });
    if (!conversation) throw notFound();
    return conversation;
  }

  async function context(conversationId: string): Promise<ChatTurn[]> {
    const rows = await db.message.findMany({
      where: { conversationId, NOT: { content: "" } },
      orderBy: { createdAt: "desc" },
      take: CONTEXT_MESSAGES,
      select: { role: true, content: true },
    });
    return rows.reverse().map((row) => ({ role: row.role === "user" ? "user" : "assistant", content: row.content }));
  }

  /** The question, in one statement: a new conversation with its first message, or one more message. */
  async function saveQuestion(args: {
    userId: string;
    conversationId: string;
    isNew: boolean;
    id: string;
    content: string;
    at: Date;
  }) {
    const preview = clip(args.content, PREVIEW_LENGTH);
    if (!args.isNew) return saveMessage({ ...args, role: "user", status: "complete", preview });
    await db.$pool.query(
      `with conversation as (
         insert into "Conversation" (id, "userId", title, preview, "messageCount", "createdAt", "updatedAt")
         values ($1, $2, $3, $4, 1, $5, $5))
       insert into "Message" (id, "conversationId", role, content, status, "createdAt")
       values ($6, $1, 'user', $7, 'complete', $5)`,
      [
        args.conversationId,
        args.userId,
        clip(args.content, TITLE_LENGTH),
        preview,
        args.at.toISOString(),
        args.id,
        args.content,
      ],
    );
  }

  /** One more message, with the conversation's count, preview and time, in one statement. */
  async function saveMessage(args: {
    conversationId: string;
    id: string;
    role: "user" | "assistant";
    content: string;
    status: "complete" | "stopped" | "failed";
    at: Date;
    preview: string | null;
    model?: { modelId: string; name: string };
    meter?: (Metered & { generationId: string | null; credits: number; plan: Role }) | null;
  }) {
    await db.$pool.query(
      `with message as (
         insert into "Message" (id, "conversationId", role, content, model, "modelName", status, "tokensIn", "tokensOut",
                                "createdAt", "costMicroUsd", "generationId", "usageEstimated", credits, plan)
         values ($1, $2, $3, $4, $5, $6, $7::"MessageStatus", $8, $9, $10, $12, $13, $14, $15, $16::"Role"))
       update "Conversation"
       set "messageCount" = "messageCount" + 1, preview = coalesce($11, preview), "updatedAt" = $10
       where id = $2`,
      [
        args.id,
        args.conversationId,
        args.role,
        args.content,
        args.model?.modelId ?? null,
        args.model?.name ?? null,
        args.status,
        args.meter?.tokensIn ?? null,
        args.meter?.tokensOut ?? null,
        args.at.toISOString(),
        args.preview,
        args.meter?.costMicroUsd ?? null,
        args.meter?.generationId ?? null,
        args.meter?.estimated ?? false,
        args.meter?.credits ?? 0,
        args.meter?.plan ?? null,
      ],
    );
  }

  async function* turn(args: {
    viewer: UserViewer;
    input: ChatSendInput;
    signal: AbortSignal;
    model: { modelId: string; name: string; credits: number };
    isNew: boolean;
    conversationId: string;
    history: ChatTurn[];
  }): AsyncGenerator<ChatEvent> {
    const { viewer, input, signal, model, isNew, conversationId, history } = args;
    const userMessageId = randomUUID();
    const abort = new AbortController();
    const onAbort = () => abort.abort(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    if (signal.aborted) onAbort();

    const open = () => {
      const stream = ai
        .stream({
          model: model.modelId,
          messages: [...history, { role: "user", content: input.message }],
          signal: abort.signal,
        })
        [Symbol.asyncIterator]();
      const first = stream.next();
      first.catch(() => {});
      return { stream, first };
    };
    // With a slot free, the upstream request goes out before anything else and
    // the turn is accepted (allowance, concurrent replies) while it opens: the
    // database is never between the person and the first token, yet a refusal
    // comes before anything streams and closes the request.
    let slot = gate.tryAcquire();
    let upstream = slot ? open() : null;
    let accepted: Accepted;
    try {
      accepted = await usage.begin(viewer, model.credits, deps.leaseMs);
    } catch (error) {
      signal.removeEventListener("abort", onAbort);
      abort.abort();
      await upstream?.stream.return?.(undefined).catch(() => {});
      slot?.release();
      throw error;
    }
    const giveBack = () =>
      Promise.all([usage.refund(accepted.charge), usage.end(accepted.lease)]).catch((err: unknown) =>
        log.error({ err, charge: accepted.charge }, "could not give back an unanswered turn"),
      );

    yield { type: "meta", conversationId, model: model.modelId, modelName: model.name, userMessageId };

    if (!slot || !upstream) {
      try {
        slot = yield* waitForSlot(viewer.role, abort.signal);
      } catch (error) {
        // Nothing went upstream: nothing is charged, and nothing of the turn is kept.
        signal.removeEventListener("abort", onAbort);
        await giveBack();
        if (error instanceof AdmissionTimeout)
          throw new AppError("TOO_MANY_REQUESTS", BUSY_MESSAGE, { retryAfter: 10, extra: { busy: true } });
        if (abort.signal.aborted) return;
        throw error;
      }
      upstream = open();
    }
    const { stream, first: firstEvent } = upstream;
    const askedAt = now();
    // Written once the first token is out (or the turn ends without one): the
    // write's round trip then never delays the first token.
    let savingQuestion: Promise<unknown> | undefined;
    const saveQuestionOnce = () => {
      savingQuestion ??= saveQuestion({
        userId: viewer.id,
        conversationId,
        isNew,
        id: userMessageId,
        content: input.message,
        at: askedAt,
      }).then(
        () => null,
        (error: unknown) => error,
      );
      return savingQuestion;
    };

    let content = "";
    let reported: Metered | null = null;
    let generationId: string | null = null;
    let ended = false;
    let failure: unknown = null;
    const messageId = randomUUID();
    try {
      for (let next = await firstEvent; !next.done; next = await stream.next()) {
        const event = next.value;
        if (event.type === "delta") {
          content += event.content;
          yield event;
          void saveQuestionOnce();
        } else if (event.type === "generation") {
          generationId = event.id;
        } else {
          reported = {
            tokensIn: event.tokensIn,
            tokensOut: event.tokensOut,
            costMicroUsd: event.costMicroUsd ?? null,
            estimated: false,
          };
        }
      }
      ended = true;
    } catch (error) {
      if (!signal.aborted && !isAbort(error)) failure = error;
    } finally {
      // Reached on every way out, including the reader going away mid-yield:
      // the reply is saved with what arrived.
      signal.removeEventListener("abort", onAbort);
      if (!abort.signal.aborted) abort.abort();
      if (!ended) await stream.return?.(undefined).catch(() => {});
      const status = failure ? "failed" : ended ? "complete" : "stopped";
      slot.release();
      // Failed before its first token: the upstream charged nothing, nor do we. A stopped turn stays charged.
      if (failure && !content) await giveBack();
      // Awaited: the person's next message, sent the moment this one ends, must find its place free.
      else await usage.end(accepted.lease).catch((err: unknown) => log.error({ err }, "could not end a reply's lease"));
      const refunded = Boolean(failure && !content);
      const saveError = await saveQuestionOnce();
      if (saveError)
        failure = new AppError("UNAVAILABLE", "Your message could not be saved. Please try again.", {
          cause: saveError,
        });
      else
        await saveMessage({
          conversationId,
          id: messageId,
          role: "assistant",
          content,
          status,
          at: now(),
          preview: content ? clip(content, PREVIEW_LENGTH) : null,
          model,
          meter: {
            ...(reported ?? (await estimate(history, input.message, content, model.modelId))),
            generationId,
            credits: refunded ? 0 : accepted.charge.credits,
            plan: viewer.role,
          },
        });
    }

    if (failure) {
      logFailure(failure, { userId: viewer.id, conversationId, model: model.modelId });
      throw failure instanceof UpstreamError ? toChatError(failure) : failure;
    }
    if (ended) yield { type: "done", messageId, conversationId };
  }

  return {
    /**
     * One chat turn, as events: meta, deltas as they arrive, done. The user's
     * message is written once the first token is out (each write costs a
     * round trip and syscalls the first token should not wait for); the reply
     * is written when it ends: complete, stopped (the signal fired) or failed,
     * with whatever content arrived.
     */
    async send(viewer: UserViewer, input: ChatSendInput, signal: AbortSignal): Promise<AsyncGenerator<ChatEvent>> {
      // Refusals happen here, before anything streams, so they keep their status.
      const model = await catalog.findByModelId(input.modelId);
      if (!model) throw new AppError("BAD_REQUEST", `Unknown model "${input.modelId}". Choose a model from the list.`);
      if (!planIncludesTier(viewer.role, model.tier))
        throw new AppError("FORBIDDEN", "Access denied. You may not have permission to use this model.", {
          details: `${model.name} needs the ${model.tier} plan.`,
        });

      const isNew = !input.conversationId;
      const conversationId = input.conversationId ?? randomUUID();
      if (!isNew) await ownedConversation(viewer.id, conversationId);
      const history: ChatTurn[] = isNew
        ? (input.messageHistory ?? []).slice(-CONTEXT_MESSAGES)
        : await context(conversationId);
      return turn({ viewer, input, signal, model, isNew, conversationId, history });
    },
    /** Newest first, by pages (keyset on updatedAt, id), optionally filtered by full-text search. */
    async history(userId: string, options: { cursor?: string; limit?: number; q?: string }) {
      const limit = options.limit ?? HISTORY_PAGE_SIZE;
      const after = options.cursor ? decodeCursor(options.cursor) : null;
      const query = options.q ? prefixQuery(options.q) : null;
      const matchIds = query
        ? (
            await db.$queryRaw<Array<{ id: string }>>`
              select c.id from "Conversation" c
              where c."userId" = ${userId}
                and (c."titleSearch" @@ to_tsquery('english', ${query})
                  or exists (select 1 from "Message" m
                             where m."conversationId" = c.id and m."contentSearch" @@ to_tsquery('english', ${query})))`
          ).map((row) => row.id)
        : null;
      if (options.q && !query) return { conversations: [], nextCursor: null };

      // The sidebar's read, on every open: one keyset query on the raw pool
      // (userId, updatedAt desc, id desc is indexed).
      const { rows } = await db.$pool.query<{
        id: string;
        title: string;
        preview: string;
        updatedAt: Date;
        messageCount: number;
      }>({
        // Named: prepared once per connection, not parsed and planned on every page.
        name: "chat-history-page",
        text: `select id, title, preview, "updatedAt", "messageCount" from "Conversation"
         where "userId" = $1
           and ($2::text[] is null or id = any($2))
           and ($3::timestamp is null or ("updatedAt", id) < ($3, $4))
         order by "updatedAt" desc, id desc
         limit $5`,
        values: [userId, matchIds, after?.updatedAt.toISOString() ?? null, after?.id ?? "", limit + 1],
      });
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return { conversations: page, nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
    },

    async conversation(userId: string, id: string) {
      const conversation = await db.conversation.findFirst({
        where: { id, userId },
        select: {
          id: true,
          title: true,
          updatedAt: true,
          messages: {
            orderBy: { createdAt: "asc" },
            select: {
              id: true,
              role: true,
              content: true,
              model: true,
              modelName: true,
              status: true,
              createdAt: true,
            },
          },
        },
      });
      if (!conversation) throw notFound();
      return {
        ...conversation,
        messages: conversation.messages.map(({ createdAt, ...message }) => ({ ...message, timestamp: createdAt })),
      };
    },

    async rename(userId: string, id: string, title: string) {
      const { count } = await db.conversation.updateMany({ where: { id, userId }, data: { title } });
      if (count === 0) throw notFound();
      return db.conversation.findUniqueOrThrow({ where: { id }, select: { id: true, title: true, updatedAt: true } });
    },

    async remove(userId: string, id: string) {
      const { count } = await db.conversation.deleteMany({ where: { id, userId } });
      if (count === 0) throw notFound();
      return { id };
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
