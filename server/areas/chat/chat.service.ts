import { randomUUID } from "node:crypto";
import { BUSY_MESSAGE } from "../../../shared/allowance";
import type { ChatSendInput, RegenerateInput } from "../../../shared/chat";
import { planIncludesTier, ROLE_RANK, type Role } from "../../../shared/roles";
import { stripBidiControls } from "../../../shared/text";
import { answerText } from "../../../shared/think-blocks";
import type { ChangeBus } from "../../core/change-bus";
import { AppError } from "../../core/errors";
import type { UserViewer } from "../../core/session.service";
import type { AiProvider, ChatTurn, CompletionParams } from "../../lib/ai-provider";
import type { Db } from "../../lib/db";
import type { RateLimiter } from "../../lib/rate-limit";
import { uuidv7, uuidv7Time } from "../../lib/uuid7";
import type { CatalogService } from "../catalog";
import type { Accepted, UsageService } from "../usage";
import { estimateUsage, type Metered } from "../usage";
import { type Admission, type AdmissionGate, AdmissionTimeout } from "./admission";
import { createChatStore, type ReplyStart } from "./chat.store";
import { isAbort, toChatError, UpstreamError } from "./chat-errors";
import { conversationDeleted, conversationNotFound, createConversationsService } from "./conversations.service";
import { type ChatEvent, type Ending, LiveReply, readReply } from "./live-reply";
import { createRefusalLimit } from "./refusal-limit";

const TITLE_LENGTH = 60;
const PREVIEW_LENGTH = 120;
/** How long a reader on another instance waits for a new reply's first write (see ownedReply). */
const FIRST_WRITE_MS = 10_000;
/** The model is asked to go on from a stopped reply's last word. */
const CONTINUE_PROMPT = "Continue exactly where your previous reply stopped, without repeating anything.";

/** Titles and previews are made from messages: bidirectional controls would reorder them on screen. */
function clip(text: string, length: number): string {
  const flat = stripBidiControls(text).replace(/\s+/g, " ").trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length);
  const space = cut.lastIndexOf(" ");
  return `${(space > length / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const stopReason = () => new DOMException("stopped", "AbortError");

/** A reply's first write refused for want of its conversation (foreign key violation): it was deleted. */
const conversationGone = (error: unknown) => (error as { code?: string })?.code === "23503";

interface ChatLog {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

type ChatModel = { modelId: string; name: string; credits: number };

/** What any turn needs, decided before anything is charged or sent: who asks, the model, what goes upstream. */
interface Turn {
  viewer: { id: string; role: Role };
  model: ChatModel;
  messages: ChatTurn[];
  params?: CompletionParams;
  /** What the reply starts with: a continued reply's earlier text. */
  initial: string;
}

/** A chat turn: a turn that is kept in a conversation. */
interface TurnPlan extends Turn {
  viewer: UserViewer;
  conversationId: string;
  newConversation: { title: string } | null;
  /** The question, when the turn asks one (regenerate and continue answer an existing one). */
  question: { id: string; parentId: string | null; content: string } | null;
  userMessageId: string;
  askedAt: Date;
}

type TurnOutcome = {
  content: string;
  status: "complete" | "stopped" | "failed";
  meter: Metered & { generationId: string | null; credits: number; plan: Role };
  /** The turn's lease, to end with the write that keeps it (null: already ended). */
  lease: string | null;
};

/** Where a turn's outcome is kept: its conversation (chat), or only its usage (the API stores no text). */
interface Recorder {
  /** The first token is out. */
  started(): void;
  /**
   * The reply has ended; resolves with the error when it could not be kept. The
   * write that keeps it also ends its lease; when that write does not happen,
   * the caller ends the lease.
   */
  finish(outcome: TurnOutcome): Promise<unknown>;
}

export function createChatService(deps: {
  db: Db;
  bus: ChangeBus;
  ai: AiProvider;
  catalog: CatalogService;
  usage: UsageService;
  /** Counts refused turns per person across instances (see refusal-limit.ts). */
  limiter: RateLimiter;
  /** This instance's upstream slots, the highest plan admitted first when they are all taken. */
  gate: AdmissionGate;
  /** How long an accepted turn may hold its place among the person's concurrent replies. */
  leaseMs: number;
  now: () => Date;
  log: ChatLog;
  /** How often a streaming reply's text is written for readers elsewhere (not per token: docs/architecture.md#performance-budgets). */
  flushMs?: number;
  /** A streaming reply with no write for this long lost its server (a flush also touches it when idle). */
  staleMs?: number;
}) {
  const { db, bus, ai, catalog, usage, gate, now, log } = deps;
  const flushMs = deps.flushMs ?? 1_000;
  const staleMs = deps.staleMs ?? 30_000;
  const store = createChatStore(db, bus);
  const refusals = createRefusalLimit({ limiter: deps.limiter, bus, log });
  /** A turn refused by the plan, the allowance, the replies at once or the wait in line: counted, then thrown. */
  const refuse = async (userId: string, error: unknown): Promise<never> => {
    if (error instanceof AppError && (error.code === "TOO_MANY_REQUESTS" || error.code === "FORBIDDEN"))
      await refusals.count(userId);
    throw error;
  };
  /** Replies being written by this instance. */
  const live = new Map<string, LiveReply>();
  /** Readers here of replies written elsewhere, woken when one is written to. */
  const remoteReaders = new Map<string, Set<() => void>>();

  bus.subscribe("reply", (id) => {
    for (const wake of remoteReaders.get(id) ?? []) wake();
  });
  bus.subscribe("reply-stop", (id) => live.get(id)?.abort.abort(stopReason()));
  // Nobody can keep these replies any more, whether or not their first words were stored yet.
  bus.subscribe("conversation-deleted", (conversationId) => {
    for (const reply of live.values())
      if (reply.meta.conversationId === conversationId) reply.abort.abort(conversationDeleted());
  });

  const isStale = (updatedAt: Date) => now().getTime() - updatedAt.getTime() > staleMs;
  const settleAbandoned = (id: string) =>
    void store
      .settleAbandoned(id, new Date(now().getTime() - staleMs))
      .catch((err: unknown) => log.error({ err, id }, "could not settle an abandoned reply"));

  const conversations = createConversationsService({
    db,
    store,
    liveContent: (id) => live.get(id)?.content,
    isStale,
    settleAbandoned,
    stopReplies: (conversationId) => bus.publish("conversation-deleted", conversationId),
  });

  /**
   * A model the person's plan includes, or the refusal that says why not. The
   * first step of every turn, so someone refused too often is turned away here.
   */
  async function allowedModel(viewer: { id: string; role: Role }, modelId: string): Promise<ChatModel> {
    refusals.check(viewer.id);
    const model = await catalog.findByModelId(modelId);
    if (!model) throw new AppError("BAD_REQUEST", `Unknown model "${modelId}". Choose a model from the list.`);
    if (!planIncludesTier(viewer.role, model.tier))
      return refuse(
        viewer.id,
        new AppError("FORBIDDEN", "Access denied. You may not have permission to use this model.", {
          details: `${model.name} needs the ${model.tier} plan.`,
        }),
      );
    return model;
  }

  /**
   * A reply's usage when the upstream sent none (stopped, cut off): read after
   * the reply, so the model's prices are never on the path to the first token.
   */
  async function estimate(messages: ChatTurn[], replyChars: number, modelId: string): Promise<Metered> {
    const prices = await db.model.findUnique({
      where: { modelId },
      select: { inputPriceMicroUsd: true, outputPriceMicroUsd: true },
    });
    const promptChars = messages.reduce((sum, turn) => sum + turn.content.length, 0);
    return estimateUsage(promptChars, replyChars, prices ?? { inputPriceMicroUsd: 0, outputPriceMicroUsd: 0 });
  }

  /** Waits for a slot, telling the reply its place in line. */
  async function waitForSlot(role: Role, reply: LiveReply): Promise<Admission> {
    return gate.wait(ROLE_RANK.enterprise - ROLE_RANK[role], (position) => reply.wait(position), reply.abort.signal);
  }

  /** The upstream's own words stay here: the person gets toChatError's generic next step. */
  function logFailure(failure: unknown, turn: { userId: string; conversationId?: string; model: string }) {
    if (failure instanceof UpstreamError)
      log.warn(
        { ...turn, err: failure, kind: failure.kind, upstreamDetails: failure.details },
        "chat turn failed upstream",
      );
    else log.error({ ...turn, err: failure }, "chat turn failed");
  }

  /** The upstream call; with `admitted`, prepared at once but sent only once the turn is admitted. */
  function openUpstream(turn: Turn, signal: AbortSignal, admitted?: Promise<boolean>) {
    const stream = ai
      .stream({ model: turn.model.modelId, messages: turn.messages, params: turn.params, signal, admitted })
      [Symbol.asyncIterator]();
    const first = stream.next();
    first.catch(() => {});
    return { stream, first };
  }
  type Upstream = ReturnType<typeof openUpstream>;

  /**
   * Writes the reply as it goes: once when its first token is out (never
   * before: the write's round trip must not delay it), then at most every
   * `flushMs` while text arrives (also a sign of life while it does not),
   * then once at the end. All in order, one at a time.
   */
  function replyWriter(plan: TurnPlan, reply: LiveReply) {
    let chain: Promise<unknown> = Promise.resolve();
    let begun: Promise<unknown> | null = null;
    let written = reply.content.length;
    let writtenAt = 0;
    let timer: NodeJS.Timeout | undefined;
    const enqueue = (write: () => Promise<unknown>) => {
      const next = chain.then(write);
      chain = next.catch(() => {});
      return next;
    };
    const flush = () => {
      const at = now();
      // Nothing new: written again only as a sign of life, well before readers would think it abandoned.
      if (reply.content.length === written && at.getTime() - writtenAt < staleMs / 3) return;
      written = reply.content.length;
      writtenAt = at.getTime();
      void enqueue(() => store.flush(reply.meta.replyId, reply.content, at)).then(
        // Gone: its conversation was deleted, and the notice to stop it did not come (the bus was down).
        (present) => present || reply.abort.abort(stopReason()),
        (err: unknown) => log.warn({ err, replyId: reply.meta.replyId }, "could not flush a streaming reply"),
      );
    };
    return {
      begin() {
        if (begun) return begun;
        // The question was asked before its answer began, even within one millisecond: versions are ordered by time.
        const at = new Date(Math.max(now().getTime(), plan.askedAt.getTime() + 1));
        const start: ReplyStart = {
          userId: plan.viewer.id,
          conversationId: plan.conversationId,
          newConversation: plan.newConversation,
          question: plan.question && { ...plan.question, at: plan.askedAt },
          reply: {
            id: reply.meta.replyId,
            parentId: plan.userMessageId,
            content: reply.content,
            model: plan.model,
            at,
          },
          preview: clip(plan.question?.content ?? answerText(reply.content), PREVIEW_LENGTH),
        };
        written = reply.content.length;
        writtenAt = at.getTime();
        begun = enqueue(() => store.begin(start));
        // Its conversation is gone (and the notice to stop did not come): nothing of it can be kept.
        begun.catch((error: unknown) => conversationGone(error) && reply.abort.abort(stopReason()));
        timer = setInterval(flush, flushMs);
        timer.unref();
        return begun;
      },
      /**
       * Why the reply could not be kept, or null: its first write failed (a question that could not
       * be stored must say so), or its conversation was deleted meanwhile (the write kept nothing).
       */
      async end(write: () => Promise<boolean>): Promise<unknown> {
        clearInterval(timer);
        const failed = await this.begin().then(
          () => null,
          (error: unknown) => error,
        );
        if (failed) return conversationGone(failed) ? conversationDeleted() : failed;
        return (await enqueue(write)) ? null : conversationDeleted();
      },
    };
  }

  /** A chat turn's reply is kept in its conversation, written as it goes. */
  function conversationRecorder(plan: TurnPlan, reply: LiveReply): Recorder {
    const writer = replyWriter(plan, reply);
    return {
      started: () => void writer.begin().catch(() => {}),
      finish: ({ content, status, meter, lease }) =>
        writer.end(() =>
          store.end({
            conversationId: plan.conversationId,
            id: reply.meta.replyId,
            content,
            status,
            at: now(),
            // A model's reasoning is not what the reply says: the history shows the answer.
            preview: answerText(content) ? clip(answerText(content), PREVIEW_LENGTH) : null,
            meter,
            lease,
          }),
        ),
    };
  }

  /** Generates the reply to its end, whoever reads it: only Stop (the reply's own signal) cuts it short. */
  async function generate(
    plan: Turn,
    reply: LiveReply,
    accepted: Accepted,
    admitted: { slot: Admission; upstream: Upstream } | null,
    recorder: Recorder,
  ): Promise<void> {
    const { viewer, model } = plan;
    const { conversationId } = reply.meta;
    const signal = reply.abort.signal;
    const giveBack = () =>
      Promise.all([usage.refund(accepted.charge), usage.end(accepted.lease)]).catch((err: unknown) =>
        log.error({ err, charge: accepted.charge }, "could not give back an unanswered turn"),
      );

    let slot: Admission;
    let upstream: Upstream;
    if (admitted) ({ slot, upstream } = admitted);
    else {
      try {
        slot = await waitForSlot(viewer.role, reply);
      } catch (error) {
        // Nothing went upstream: nothing is charged, and nothing of the turn is kept.
        await giveBack();
        if (error instanceof AdmissionTimeout) await refusals.count(viewer.id);
        const busy = new AppError("TOO_MANY_REQUESTS", BUSY_MESSAGE, { retryAfter: 10, extra: { busy: true } });
        // Aborted: stopped, or its conversation deleted while it waited (the abort's reason says which).
        const aborted: Ending =
          signal.reason instanceof AppError ? { status: "failed", error: signal.reason } : { status: "stopped" };
        reply.end(
          error instanceof AdmissionTimeout
            ? { status: "failed", error: busy }
            : signal.aborted
              ? aborted
              : { status: "failed", error },
        );
        return;
      }
      upstream = openUpstream(plan, signal);
    }

    let begun: NodeJS.Immediate | null = null;
    const initialLength = reply.content.length;
    let reported: Metered | null = null;
    let generationId: string | null = null;
    let ended = false;
    let failure: unknown = null;
    const { stream, first } = upstream;
    try {
      for (let next = await first; !next.done; next = await stream.next()) {
        const event = next.value;
        if (event.type === "delta") {
          reply.append(event.content);
          // After the readers have sent it on: the write's own work must not come before the first token.
          if (!begun) begun = setImmediate(() => recorder.started());
        } else if (event.type === "generation") {
          generationId = event.id;
        } else if (event.type === "finish") {
          reply.finishReason = event.reason;
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
    }
    if (!ended) await stream.return?.(undefined).catch(() => {});
    slot.release();
    const added = reply.content.length - initialLength;
    // Failed before its first token: the upstream charged nothing, nor do we. A stopped turn stays charged.
    const refunded = Boolean(failure) && added === 0;
    if (refunded) await giveBack();

    const status = failure ? "failed" : ended ? "complete" : "stopped";
    const meter = reported ?? (await estimate(plan.messages, added, model.modelId));
    // The lease ends with the write that keeps the reply, before the reply's last event: the
    // person's next message, sent the moment this one ends, must find its place free.
    const lease = refunded ? null : accepted.lease;
    let saveError: unknown = null;
    let kept = false;
    try {
      saveError = await recorder.finish({
        content: reply.content,
        status,
        meter: { ...meter, generationId, credits: refunded ? 0 : accepted.charge.credits, plan: viewer.role },
        lease,
      });
      kept = !saveError;
    } finally {
      if (lease && !kept)
        await usage.end(lease).catch((err: unknown) => log.error({ err }, "could not end a reply's lease"));
    }
    reply.metered = meter;
    if (saveError)
      failure =
        saveError instanceof AppError
          ? saveError
          : new AppError("UNAVAILABLE", "Your message could not be saved. Please try again.", { cause: saveError });
    let ending: Ending = { status: ended ? "complete" : "stopped" };
    if (failure) {
      // A conversation deleted meanwhile is the person's doing, not a failure to log.
      if (!(failure instanceof AppError && failure.status < 500))
        logFailure(failure, { userId: viewer.id, conversationId: conversationId || undefined, model: model.modelId });
      ending = { status: "failed", error: failure instanceof UpstreamError ? toChatError(failure) : failure };
    }
    reply.end(ending);
  }

  /**
   * Accepts a turn (allowance, concurrent replies: refusals are thrown) and
   * starts generating it; from then on the reply belongs to the server.
   */
  async function accept(
    plan: Turn,
    meta: { conversationId: string; userMessageId: string },
    record: (reply: LiveReply) => Recorder,
  ): Promise<LiveReply> {
    const abort = new AbortController();
    // With a slot free, the upstream request is prepared (a connection opened if
    // none is idle) while the turn is accepted, and its body, the prompt, goes
    // out the moment it is: a refused turn sends nothing upstream (issue #27).
    const slot = gate.tryAcquire();
    const outcome: { accepted?: Accepted; refusal?: unknown } = {};
    const admitted = usage.begin(plan.viewer, plan.model.credits, deps.leaseMs).then(
      (accepted) => {
        outcome.accepted = accepted;
        return true;
      },
      (refusal: unknown) => {
        outcome.refusal = refusal;
        return false;
      },
    );
    // The upstream waits on `admitted` before this function does, so on a yes the prompt is written
    // first, before the turn's own events (meta) go out: nothing else comes before the first token.
    const upstream = slot ? openUpstream(plan, abort.signal, admitted) : null;
    await admitted;
    const { accepted } = outcome;
    if (!accepted) {
      abort.abort();
      await upstream?.stream.return?.(undefined).catch(() => {});
      slot?.release();
      return refuse(plan.viewer.id, outcome.refusal);
    }
    // A kept-alive connection is handed to the request on the next tick, and only then is the prompt
    // written: let that happen before the turn's own work (its meta event, the stream's headers).
    if (upstream) await new Promise((resolve) => setImmediate(resolve));
    const reply = new LiveReply(
      { ...meta, model: plan.model.modelId, modelName: plan.model.name, replyId: uuidv7() },
      plan.viewer.id,
      plan.initial,
    );
    reply.abort.signal.addEventListener("abort", () => abort.abort(reply.abort.signal.reason), { once: true });
    live.set(reply.meta.replyId, reply);
    reply.settled = generate(plan, reply, accepted, slot && upstream ? { slot, upstream } : null, record(reply))
      .catch((error: unknown) => {
        log.error({ err: error }, "chat turn failed");
        reply.end({ status: "failed", error });
      })
      .finally(() => live.delete(reply.meta.replyId));
    return reply;
  }

  /**
   * Starts a chat turn and reads it. Until the turn is accepted (allowance,
   * concurrent replies) the request's signal can still call it off; from its
   * first event on, the reply belongs to the server and the request is only
   * its first reader.
   */
  async function* start(plan: TurnPlan, signal: AbortSignal): AsyncGenerator<ChatEvent> {
    const meta = { conversationId: plan.conversationId, userMessageId: plan.userMessageId };
    const reply = await accept(plan, meta, (created) => conversationRecorder(plan, created));
    yield* reply.read(signal);
  }

  /**
   * Wakes for a reply written on another instance: on each of its flushes
   * (announced on the change bus), or by polling while the bus is down. Set up
   * before the reply is first read, so no flush falls between the two.
   */
  function watchElsewhere(id: string, signal?: AbortSignal) {
    let dirty = false;
    let wake: (() => void) | null = null;
    const reader = () => {
      dirty = true;
      wake?.();
    };
    const readers = remoteReaders.get(id) ?? new Set();
    readers.add(reader);
    remoteReaders.set(id, readers);
    signal?.addEventListener("abort", reader, { once: true });
    return {
      async next() {
        if (!dirty) {
          let timer: NodeJS.Timeout | undefined;
          await new Promise<void>((resolve) => {
            wake = resolve;
            timer = setTimeout(resolve, bus.live ? flushMs * 5 : flushMs);
          });
          clearTimeout(timer);
        }
        dirty = false;
        wake = null;
      },
      close() {
        signal?.removeEventListener("abort", reader);
        readers.delete(reader);
        if (readers.size === 0) remoteReaders.delete(id);
      },
    };
  }

  /** A reply written on another instance (or by nobody any more), read from its flushes. */
  async function* readElsewhere(
    reply: {
      id: string;
      conversationId: string;
      parentId: string | null;
      model: string | null;
      modelName: string | null;
    },
    row: { content: string; status: string; updatedAt: Date },
    watch: ReturnType<typeof watchElsewhere>,
    signal?: AbortSignal,
  ): AsyncGenerator<ChatEvent> {
    const view = {
      meta: {
        conversationId: reply.conversationId,
        model: reply.model ?? "",
        modelName: reply.modelName ?? "",
        userMessageId: reply.parentId ?? "",
        replyId: reply.id,
      },
      content: row.content,
      queued: null,
      ending: null as Ending | null,
    };
    const settle = (current: { content: string; status: string; updatedAt: Date }) => {
      view.content = current.content;
      if (current.status === "streaming" && isStale(current.updatedAt)) {
        settleAbandoned(reply.id);
        view.ending = { status: "stopped" };
      } else if (current.status === "failed")
        view.ending = {
          status: "failed",
          error: new AppError("UPSTREAM_FAILED", "The reply could not be completed.", {
            details: "Please try again, or choose another model.",
          }),
        };
      else if (current.status !== "streaming") view.ending = { status: current.status as "complete" | "stopped" };
    };
    settle(row);
    try {
      yield* readReply(
        view,
        async () => {
          await watch.next();
          const current = await store.reply(reply.id);
          if (current) settle(current);
          // Gone while read: its conversation was deleted.
          else view.ending = { status: "failed", error: conversationDeleted() };
        },
        signal,
      );
    } finally {
      watch.close();
    }
  }

  /** Reads a reply here if it is written here, otherwise from the database as it is flushed. */
  async function read(viewer: UserViewer, messageId: string, signal?: AbortSignal) {
    const here = live.get(messageId);
    if (here && here.userId === viewer.id) return here.read(signal);
    const watch = watchElsewhere(messageId, signal);
    try {
      const reply = await ownedReply(viewer, messageId, { watch, signal });
      return readElsewhere(reply, reply, watch, signal);
    } catch (error) {
      watch.close();
      throw error;
    }
  }

  /**
   * The viewer's reply. A reply's row is first written once its first words
   * are out (so the question's statements never delay them), so a reader on
   * another instance may ask before that write commits: given `first`, an id
   * minted moments ago waits for it (its notice wakes `first.watch`).
   */
  async function ownedReply(
    viewer: UserViewer,
    messageId: string,
    first?: { watch: { next(): Promise<void> }; signal?: AbortSignal },
  ) {
    for (;;) {
      const message = await store.message(viewer.id, messageId);
      if (message?.role === "assistant") return message;
      const minted = uuidv7Time(messageId);
      const waiting = first && !first.signal?.aborted && minted !== null && Date.now() - minted < FIRST_WRITE_MS;
      // Someone else's message is not going to become the viewer's: no wait for it.
      if (message || !waiting || (await store.exists(messageId))) throw new AppError("NOT_FOUND", "Reply not found");
      await first.watch.next();
    }
  }

  /** The turn that answers `questionId` again: its context is the path up to it. */
  async function answerAgain(
    viewer: UserViewer,
    reply: { conversationId: string; parentId: string | null },
    model: ChatModel,
    extra: { initial: string; messages: ChatTurn[] },
  ): Promise<TurnPlan> {
    if (!reply.parentId) throw new AppError("BAD_REQUEST", "This reply answers no question.");
    return {
      viewer,
      model,
      conversationId: reply.conversationId,
      newConversation: null,
      question: null,
      userMessageId: reply.parentId,
      messages: [...(await store.context(reply.conversationId, reply.parentId)), ...extra.messages],
      initial: extra.initial,
      askedAt: now(),
    };
  }

  const stillWriting = () =>
    new AppError("CONFLICT", "This reply is still being written. Stop it first, or wait for it to finish.");

  return {
    ...conversations,

    /**
     * One chat turn, as events: meta, deltas as they arrive, done. The question
     * follows `parentId` (default: the branch on screen), or is a new version
     * of `editOf`. Refusals come before anything streams, so they keep their status.
     */
    async send(viewer: UserViewer, input: ChatSendInput, signal: AbortSignal): Promise<AsyncGenerator<ChatEvent>> {
      const model = await allowedModel(viewer, input.modelId);
      const conversationId = input.conversationId ?? randomUUID();
      let parentId: string | null = null;
      let messages: ChatTurn[];
      if (!input.conversationId) {
        if (input.parentId || input.editOf)
          throw new AppError("BAD_REQUEST", "Name the conversation the message belongs to.");
        messages = input.messageHistory ?? [];
      } else {
        const anchorId = input.editOf ?? input.parentId ?? null;
        const conversation = await store.conversation(viewer.id, conversationId, anchorId);
        if (!conversation) throw conversationNotFound();
        parentId = conversation.leafId;
        if (anchorId) {
          const { anchor } = conversation;
          if (!anchor) throw new AppError("NOT_FOUND", "Message not found in this conversation");
          if (input.editOf && anchor.role !== "user")
            throw new AppError("BAD_REQUEST", "Only a question can be edited.");
          parentId = input.editOf ? anchor.parentId : anchor.id;
        }
        messages = await store.context(conversationId, parentId);
      }
      const question = { id: randomUUID(), parentId, content: input.message };
      return start(
        {
          viewer,
          model,
          conversationId,
          newConversation: input.conversationId ? null : { title: clip(input.message, TITLE_LENGTH) },
          question,
          userMessageId: question.id,
          messages: [...messages, { role: "user", content: input.message }],
          initial: "",
          askedAt: now(),
        },
        signal,
      );
    },

    /**
     * A turn of the OpenAI-compatible API: admitted, charged and metered like
     * a chat turn (refusals are thrown before anything is sent), but only its
     * usage is kept, never its text. Unlike a chat reply it belongs to its
     * request: the caller going away stops the upstream call.
     */
    async complete(
      caller: { id: string; role: Role; keyId: string },
      input: { modelId: string; messages: ChatTurn[]; params: CompletionParams },
      signal: AbortSignal,
    ) {
      const model = await allowedModel(caller, input.modelId);
      const turn = { viewer: caller, model, messages: input.messages, params: input.params, initial: "" };
      const reply = await accept(turn, { conversationId: "", userMessageId: "" }, () => ({
        started() {},
        finish: ({ status, meter, lease }) =>
          usage
            .recordApi({ userId: caller.id, apiKeyId: caller.keyId, model: model.modelId, status, meter }, lease)
            .then(
              () => null,
              // The answer is out and charged: a lost usage row is logged, not turned into a failed reply.
              async (err: unknown) => {
                log.error({ err, userId: caller.id, model: model.modelId }, "could not meter an API turn");
                if (lease)
                  await usage.end(lease).catch((error: unknown) => log.error({ err: error }, "could not end a lease"));
                return null;
              },
            ),
      }));
      const stop = () => reply.abort.abort(stopReason());
      signal.addEventListener("abort", stop, { once: true });
      if (signal.aborted) stop();
      void reply.settled.finally(() => signal.removeEventListener("abort", stop));
      return { events: reply.read(), usage: () => reply.metered, finishReason: () => reply.finishReason };
    },

    /** Another answer to a reply's question, kept beside it as a version; charged like any turn. */
    async regenerate(viewer: UserViewer, input: RegenerateInput, signal: AbortSignal) {
      // Before its row is read: a reply's row is written with its first word, which may still be on its way.
      if (live.get(input.messageId)?.userId === viewer.id) throw stillWriting();
      const [model, reply] = await Promise.all([
        allowedModel(viewer, input.modelId),
        ownedReply(viewer, input.messageId),
      ]);
      if (live.has(reply.id) || reply.status === "streaming") throw stillWriting();
      return start(await answerAgain(viewer, reply, model, { initial: "", messages: [] }), signal);
    },

    /** Goes on from where a stopped reply ended, as a new version that starts with its text. */
    async continue(viewer: UserViewer, messageId: string, signal: AbortSignal) {
      if (live.get(messageId)?.userId === viewer.id) throw stillWriting();
      const reply = await ownedReply(viewer, messageId);
      if (live.has(reply.id) || reply.status === "streaming") throw stillWriting();
      if (!reply.content || reply.status === "complete" || !reply.model)
        throw new AppError("BAD_REQUEST", "Only a reply that was stopped or cut off can be continued.");
      const model = await allowedModel(viewer, reply.model);
      const plan = await answerAgain(viewer, reply, model, {
        initial: reply.content,
        messages: [
          { role: "assistant", content: reply.content },
          { role: "user", content: CONTINUE_PROMPT },
        ],
      });
      return start(plan, signal);
    },

    /**
     * Reads a reply from where it is now: while it is written (here or on
     * another instance) what arrived so far, then the rest as it comes; once
     * written, all of it.
     */
    follow: read,

    /** Stop: ends the reply wherever it is being written, keeping what arrived. Resolves once it is stored. */
    async stop(viewer: UserViewer, messageId: string) {
      const here = live.get(messageId);
      if (here && here.userId === viewer.id) {
        here.abort.abort(stopReason());
        await here.settled;
        return { stopped: true };
      }
      // Written elsewhere: wait (briefly) for its server to store it as stopped.
      const deadline = AbortSignal.timeout(flushMs * 5);
      const watch = watchElsewhere(messageId, deadline);
      const reply = await ownedReply(viewer, messageId, { watch, signal: deadline }).catch((error: unknown) => {
        watch.close();
        throw error;
      });
      if (reply.status !== "streaming") {
        watch.close();
        return { stopped: false };
      }
      await bus.publish("reply-stop", messageId);
      try {
        for await (const _event of readElsewhere(reply, reply, watch, deadline)) {
          // Read only to learn when it has ended.
        }
      } catch {
        // It failed instead: ended all the same.
      }
      return { stopped: true };
    },

    /** Stops every reply written here and waits until each is stored (the instance is shutting down). */
    async drain() {
      const replies = [...live.values()];
      for (const reply of replies) reply.abort.abort(stopReason());
      await Promise.all(replies.map((reply) => reply.settled));
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
export type { ChatEvent };
