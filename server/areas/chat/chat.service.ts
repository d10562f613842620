import type { ChangeBus } from "../../core/change-bus";
import { type ChatMeter, NO_CHAT_METER } from "../../core/metrics";
import type { AiProvider } from "../../lib/ai-provider";
import type { Db } from "../../lib/db";
import type { RateLimiter } from "../../lib/rate-limit";
import type { CatalogService } from "../catalog";
import type { FilesService } from "../files";
import type { UsageService } from "../usage";
import type { AdmissionGate } from "./admission";
import { createChatStore } from "./chat.store";
import { createConversationsService } from "./conversations.service";
import { createFallbacks } from "./fallbacks";
import { createFollower } from "./follower";
import { createGeneration } from "./generate";
import { LiveReplies } from "./live-replies";
import type { ChatEvent } from "./live-reply";
import { createModelGate } from "./model-gate";
import { createModelHealth } from "./model-health";
import { createRefusalLimit } from "./refusal-limit";
import type { WriterDeps } from "./reply-writer";
import { createStopping } from "./stopping";
import { createTurns } from "./turn";
import { createTurnAdmission } from "./turn-admission";
import { createTurnBilling, type SeatLookup } from "./turn-billing";
import { createTurnFiles } from "./turn-files";
import type { Instructions } from "./turn-system";
import type { ChatLog } from "./turn-types";

/**
 * The chat area's service, put together from its pieces (docs/architecture.md#a-chat-turns-road):
 * the model gate, admission, the upstream call, the reply writer, the follower and stopping,
 * with one turn pipeline for the SPA, REST, SSE and `/v1`, and the conversations.
 */
export function createChatService(deps: {
  db: Db;
  bus: ChangeBus;
  /** Attached files (issue #30): checked and sent with a turn, shown with the messages, deleted with the conversation. */
  files: FilesService;
  /** The person's custom instructions as a turn of the SPA sends them (issue #33), from memory once read. */
  instructions: Instructions;
  ai: AiProvider;
  catalog: CatalogService;
  usage: UsageService;
  /** The seat a person holds in a workspace now (issue #35): what a turn billed to a workspace runs on. */
  seatFor: SeatLookup;
  /** Counts refused turns per person across instances (see refusal-limit.ts). */
  limiter: RateLimiter;
  /** This instance's upstream slots, the highest plan admitted first when they are all taken. */
  gate: AdmissionGate;
  /** The operator's figures (issue #34); none when left out. */
  meter?: ChatMeter;
  /** How long an accepted turn may hold its place among the person's concurrent replies. */
  leaseMs: number;
  now: () => Date;
  log: ChatLog;
  /** How often a streaming reply's text is written for readers elsewhere (not per token: docs/architecture.md#performance-budgets). */
  flushMs?: number;
  /** A streaming reply with no write for this long lost its server (a flush also touches it when idle). */
  staleMs?: number;
}) {
  const { db, bus, usage, now, log } = deps;
  const flushMs = deps.flushMs ?? 1_000;
  const staleMs = deps.staleMs ?? 30_000;
  const store = createChatStore(db, bus);
  const refusals = createRefusalLimit({ limiter: deps.limiter, bus, log });
  const live = new LiveReplies(
    (id) =>
      void store.announce(id).catch((err: unknown) => log.warn({ err, replyId: id }, "could not announce a reply")),
  );

  const isStale = (updatedAt: Date) => now().getTime() - updatedAt.getTime() > staleMs;
  const settleAbandoned = (id: string) =>
    void store
      .settleAbandoned(id, new Date(now().getTime() - staleMs))
      .catch((err: unknown) => log.error({ err, id }, "could not settle an abandoned reply"));

  const follower = createFollower({ store, bus, live, flushMs, isStale, settleAbandoned });
  const stopping = createStopping({ bus, live, follower, flushMs });
  const admission = createTurnAdmission({
    ai: deps.ai,
    usage,
    gate: deps.gate,
    leaseMs: deps.leaseMs,
    refusals,
    log,
  });
  const writer: WriterDeps = { store, now, log, flushMs, staleMs, listening: () => bus.live };
  // Models that keep failing are marked unavailable on every instance, and turns go to their fallbacks (issue #34).
  const health = createModelHealth({ bus, now: () => now().getTime(), log });
  const fallbacks = createFallbacks({ catalog: deps.catalog, health });
  const meter = deps.meter ?? NO_CHAT_METER;
  const billing = createTurnBilling({ db, seatFor: deps.seatFor, now });
  const turns = createTurns({
    store,
    usage,
    live,
    gate: createModelGate({ catalog: deps.catalog, refusals }),
    admission,
    generate: createGeneration({
      db,
      ai: deps.ai,
      usage,
      admission,
      fallbacks,
      health,
      meter,
      log,
    }),
    follower,
    writer,
    files: createTurnFiles({ files: deps.files, catalog: deps.catalog }),
    instructions: deps.instructions,
    fallbacks,
    health,
    meter,
    billing,
    now,
    log,
  });
  const conversations = createConversationsService({
    db,
    store,
    liveContent: (id) => live.get(id)?.content,
    isStale,
    settleAbandoned,
    stopReplies: stopping.stopConversation,
    files: deps.files,
  });

  return {
    ...conversations,
    ...turns,

    /**
     * Reads a reply from where it is now: while it is written (here or on
     * another instance) what arrived so far, then the rest as it comes; once
     * written, all of it.
     */
    follow: follower.follow,
    stop: stopping.stop,
    drain: stopping.drain,
    /** The models marked unavailable now (issue #34): the model picker says so. */
    modelHealth: () => ({ degraded: health.degradedModels() }),
    /** Every breaker mark with its end, for the admin System page. */
    breakers: () => health.marks(),
    /** The workspaces a new chat or an API key may be billed to (issue #35), and a key's refusal without a seat. */
    billing,
    /** This instance's replies in progress and its upstream slots, for the operator's figures. */
    load: () => ({ streams: live.size, queued: deps.gate.waiting, active: deps.gate.active }),
  };
}

export type ChatService = ReturnType<typeof createChatService>;
export type { ChatEvent };
