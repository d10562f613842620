import { say } from "../../../shared/server-messages";
import { AppError } from "../../core/errors";
import type { Db } from "../../lib/db";
import type { Accepted, Metered, UsageService } from "../usage";
import { isAbort, toChatError, UpstreamError } from "./chat-errors";
import type { Ending, LiveReply } from "./live-reply";
import { searchCostMicroUsd } from "./search-cost";
import type { TurnAdmission, Underway } from "./turn-admission";
import type { ChatLog, Recorder, Turn } from "./turn-types";
import { estimateReply } from "./upstream";

/**
 * Generates a reply to its end, whoever reads it: only Stop (the reply's own
 * signal) cuts it short. Tokens go to the reply as they arrive; the recorder
 * keeps the outcome (a conversation's reply, or an API call's usage).
 */
export function createGeneration(deps: { db: Db; usage: UsageService; admission: TurnAdmission; log: ChatLog }) {
  const { usage, admission, log } = deps;

  /** The upstream's own words stay here: the person gets toChatError's generic next step. */
  function logFailure(failure: unknown, turn: { userId: string; conversationId?: string; model: string }) {
    if (failure instanceof UpstreamError)
      log.warn(
        { ...turn, err: failure, kind: failure.kind, upstreamDetails: failure.details },
        "chat turn failed upstream",
      );
    else log.error({ ...turn, err: failure }, "chat turn failed");
  }

  return async function generate(
    plan: Turn,
    reply: LiveReply,
    accepted: Accepted,
    ready: Underway | null,
    recorder: Recorder,
  ): Promise<void> {
    const { viewer, model } = plan;
    const { conversationId } = reply.meta;
    const signal = reply.abort.signal;
    const underway = ready ?? (await admission.queue(plan, reply, accepted));
    if (!underway) return;
    const { slot, upstream } = underway;

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
        } else if (event.type === "annotations") {
          // Kept only for a turn that asked to search: sources the person did not ask for are not shown.
          if (plan.webSearch) reply.annotate(event.annotations);
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
    if (refunded) await admission.giveBack(accepted);

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
        meter: { ...meter, generationId, credits: refunded ? 0 : accepted.charge.credits, plan: viewer.role },
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
