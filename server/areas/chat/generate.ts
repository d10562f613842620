import { englishText, say } from "../../../shared/server-messages";
import { AppError } from "../../core/errors";
import type { ChatMeter } from "../../core/metrics";
import type { AiProvider } from "../../lib/ai-provider";
import type { Db } from "../../lib/db";
import type { Accepted, Metered, UsageService } from "../usage";
import { isAbort, toChatError, UpstreamError } from "./chat-errors";
import { FALLBACK_WINDOW_MS, type Fallbacks, movesOn } from "./fallbacks";
import type { Ending, LiveReply } from "./live-reply";
import type { ModelHealth } from "./model-health";
import { searchCostMicroUsd } from "./search-cost";
import type { TurnAdmission, Underway } from "./turn-admission";
import type { ChatLog, ChatModel, Recorder, Turn } from "./turn-types";
import { estimateReply, openUpstream, type Upstream } from "./upstream";

/** What one upstream call gave the reply. */
interface Attempt {
  ended: boolean;
  failure: unknown;
  reported: Metered | null;
  generationId: string | null;
}

/** A model that answered with nothing: nobody pays for it, and another model may answer (issue #34). */
const emptyReply = () =>
  new AppError("UPSTREAM_FAILED", say("chat.emptyReply"), { details: englishText("chat.next.retry") });

/**
 * Generates a reply to its end, whoever reads it: only Stop (the reply's own
 * signal) cuts it short. Tokens go to the reply as they arrive; the recorder
 * keeps the outcome (a conversation's reply, or an API call's usage). A model
 * that fails before its first word hands the turn to its fallbacks
 * (docs/product/fallbacks.md).
 */
export function createGeneration(deps: {
  db: Db;
  ai: AiProvider;
  usage: UsageService;
  admission: TurnAdmission;
  fallbacks: Fallbacks;
  health: ModelHealth;
  /** The operator's figures (docs/operations.md#metrics): first tokens, failures, fallbacks, credits. */
  meter: ChatMeter;
  log: ChatLog;
}) {
  // `figures`: the local `meter` is a reply's metered usage.
  const { usage, admission, health, meter: figures, log } = deps;

  /** The upstream's own words stay here: the person gets toChatError's generic next step. */
  function logFailure(failure: unknown, turn: { userId: string; conversationId?: string; model: string }) {
    if (failure instanceof UpstreamError)
      log.warn(
        { ...turn, err: failure, kind: failure.kind, upstreamDetails: failure.details },
        "chat turn failed upstream",
      );
    else log.error({ ...turn, err: failure }, "chat turn failed");
  }

  /** Reads one upstream call into the reply, to its end, its failure or Stop. */
  async function read(upstream: Upstream, plan: Turn, model: ChatModel, reply: LiveReply, recorder: Recorder) {
    const attempt: Attempt = { ended: false, failure: null, reported: null, generationId: null };
    const startedAt = performance.now();
    let begun: NodeJS.Immediate | null = null;
    const { stream, first } = upstream;
    try {
      for (let next = await first; !next.done; next = await stream.next()) {
        const event = next.value;
        if (event.type === "delta") {
          reply.append(event.content);
          // After the readers have sent it on: the write's own work must not come before the first token.
          if (!begun) {
            begun = setImmediate(() => recorder.started());
            health.succeeded(model.modelId);
            figures.firstToken(model.modelId, (performance.now() - startedAt) / 1000);
          }
        } else if (event.type === "generation") {
          attempt.generationId = event.id;
        } else if (event.type === "finish") {
          reply.finishReason = event.reason;
        } else if (event.type === "annotations") {
          // Kept only for a turn that asked to search: sources the person did not ask for are not shown.
          if (plan.webSearch) reply.annotate(event.annotations);
        } else {
          attempt.reported = {
            tokensIn: event.tokensIn,
            tokensOut: event.tokensOut,
            costMicroUsd: event.costMicroUsd ?? null,
            estimated: false,
          };
        }
      }
      attempt.ended = true;
    } catch (error) {
      if (!reply.abort.signal.aborted && !isAbort(error)) attempt.failure = error;
    }
    if (!attempt.ended) await stream.return?.(undefined).catch(() => {});
    return attempt;
  }

  /** Why a call that wrote nothing failed, when the model is to blame: another model may answer. */
  function modelFailure(attempt: Attempt): UpstreamError["kind"] | "empty" | null {
    if (attempt.failure instanceof UpstreamError) return attempt.failure.kind;
    return attempt.ended && !attempt.failure ? "empty" : null;
  }

  return async function generate(
    plan: Turn,
    reply: LiveReply,
    accepted: Accepted,
    ready: Underway | null,
    recorder: Recorder,
  ): Promise<void> {
    const { viewer } = plan;
    const { conversationId } = reply.meta;
    const signal = reply.abort.signal;
    const underway = ready ?? (await admission.queue(plan, reply, accepted));
    if (!underway) return;
    const { slot } = underway;
    const initialLength = reply.content.length;
    const startedAt = Date.now();
    let upstream = underway.upstream;
    let model = plan.model;
    let waiting = plan.fallbackQueue ?? null;
    let attempt: Attempt;
    for (;;) {
      attempt = await read(upstream, plan, model, reply, recorder);
      if (reply.content.length > initialLength || signal.aborted) break;
      const kind = modelFailure(attempt);
      if (!kind) break;
      // A chat turn says the reply was empty; `/v1` returns what the model sent (charging nothing, below).
      if (kind === "empty" && plan.fallBack) attempt.failure = emptyReply();
      health.failed(model.modelId);
      figures.upstreamFailed(model.modelId, kind);
      if (!plan.fallBack || !movesOn(kind) || Date.now() - startedAt > FALLBACK_WINDOW_MS) break;
      waiting ??= await deps.fallbacks.candidates(plan);
      const next = waiting.shift();
      if (!next) break;
      log.warn({ userId: viewer.id, model: model.modelId, fallback: next.modelId, kind }, "chat turn falls back");
      reply.fallBack(next, plan.fallbackFrom ?? plan.model.name);
      figures.fellBack(model.modelId, next.modelId);
      model = next;
      upstream = openUpstream(deps.ai, { ...plan, model: next, upstreamModelId: undefined }, signal);
    }
    slot.release();
    let { failure } = attempt;
    const { ended, reported, generationId } = attempt;
    const added = reply.content.length - initialLength;
    // Failed or empty before its first token: nobody pays for nothing (the upstream charged nothing either).
    // A stopped turn stays charged.
    const refunded = (Boolean(failure) || ended) && added === 0;
    if (refunded) await admission.giveBack(accepted);
    // A fallback costs what it costs, never more than the model asked (fallbacks.ts): the difference goes back.
    const cheaper = refunded ? 0 : Math.max(0, plan.model.credits - model.credits);
    if (cheaper > 0) await admission.giveBackCredits(accepted, cheaper);

    figures.charged(viewer.role, refunded ? 0 : accepted.charge.credits - cheaper);
    const status = failure ? "failed" : ended ? "complete" : "stopped";
    const meter = reported ?? (await estimateReply(deps.db, plan.messages, added, model.modelId));
    // The lease ends with the write that keeps the reply, before the reply's last event: the
    // person's next message, sent the moment this one ends, must find its place free.
    const lease = refunded ? null : accepted.lease;
    let saveError: unknown = null;
    let kept = false;
    // A searched turn's sources against its whole text, and the search's share of its cost (none when refunded).
    const searched = plan.webSearch === true && !refunded;
    try {
      saveError = await recorder.finish({
        content: reply.content,
        status,
        meter: {
          ...meter,
          generationId,
          credits: refunded ? 0 : accepted.charge.credits - cheaper,
          plan: viewer.role,
        },
        lease,
        citations: plan.webSearch ? reply.settleCitations() : null,
        searchCostMicroUsd: searched ? searchCostMicroUsd(plan.plugins, meter.costMicroUsd) : null,
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
          : new AppError("UNAVAILABLE", say("chat.saveFailed"), { cause: saveError });
    let ending: Ending = { status: ended ? "complete" : "stopped" };
    if (failure) {
      // A conversation deleted meanwhile is the person's doing, not a failure to log.
      if (!(failure instanceof AppError && failure.status < 500))
        logFailure(failure, { userId: viewer.id, conversationId: conversationId || undefined, model: model.modelId });
      ending = { status: "failed", error: failure instanceof UpstreamError ? toChatError(failure) : failure };
    }
    reply.end(ending);
  };
}
