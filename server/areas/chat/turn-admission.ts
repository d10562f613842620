import { BUSY_MESSAGE } from "../../../shared/allowance";
import { WEB_SEARCH_CREDITS } from "../../../shared/citations";
import { ROLE_RANK } from "../../../shared/roles";
import { AppError } from "../../core/errors";
import type { AiProvider } from "../../lib/ai-provider";
import type { Accepted, UsageService } from "../usage";
import { type Admission, type AdmissionGate, AdmissionTimeout } from "./admission";
import type { Ending, LiveReply } from "./live-reply";
import type { RefusalLimit } from "./refusal-limit";
import type { ChatLog, Turn } from "./turn-types";
import { openUpstream, type Upstream } from "./upstream";

/** A turn's way upstream: this instance's slot and the call already on its way. */
export interface Underway {
  slot: Admission;
  upstream: Upstream;
}

/** An accepted turn, and its way upstream when a slot was free (null: it waits in line, see `queue`). */
export interface Admitted {
  accepted: Accepted;
  underway: Underway | null;
  /** Ends the call already on its way (the reply's Stop is tied to it). */
  abort: AbortController;
}

/**
 * Admission, in two parts: the person's (one PostgreSQL call, `begin_reply`:
 * the day's credits and the replies in progress, under a per-person lock) and
 * this instance's (its upstream slots, `admission.ts`, the highest plan first
 * when they are all taken). No byte of the prompt leaves before both say yes.
 */
export function createTurnAdmission(deps: {
  ai: AiProvider;
  usage: UsageService;
  gate: AdmissionGate;
  /** How long an accepted turn may hold its place among the person's concurrent replies. */
  leaseMs: number;
  refusals: RefusalLimit;
  log: ChatLog;
}) {
  const { ai, usage, gate, log } = deps;

  /** Gives back what an unanswered turn was charged, and its place among the person's replies. */
  const giveBack = (accepted: Accepted) =>
    Promise.all([usage.refund(accepted.charge), usage.end(accepted.lease)]).then(
      () => {},
      (err: unknown) => log.error({ err, charge: accepted.charge }, "could not give back an unanswered turn"),
    );

  return {
    giveBack,

    /** Gives back part of a turn's charge: a fallback that costs fewer credits than the model asked (issue #34). */
    giveBackCredits: (accepted: Accepted, credits: number) =>
      usage
        .refund({ ...accepted.charge, credits, searches: 0 })
        .catch((err: unknown) => log.error({ err, charge: accepted.charge, credits }, "could not give back credits")),

    /**
     * Accepts a turn (allowance, concurrent replies) or throws the refusal, uncounted. With a slot
     * free, the upstream request is prepared (a connection opened if none is idle) while the turn
     * is accepted, and its body goes out the moment it is: a refused turn sends nothing.
     */
    async admit(turn: Turn): Promise<Admitted> {
      const abort = new AbortController();
      const slot = gate.tryAcquire();
      // A searched turn costs WEB_SEARCH_CREDITS more and counts against the day's searches (docs/product/search.md).
      const searches = turn.webSearch ? 1 : 0;
      const credits = turn.model.credits + (turn.extraCredits ?? 0) + searches * WEB_SEARCH_CREDITS;
      const atOnce = slot && (await usage.beginAtOnce(turn.viewer, credits, deps.leaseMs, searches, turn.workspace));
      if (slot && atOnce) {
        // Admitted from what this instance knows (docs/decisions.md D220): the prompt leaves first, the charge
        // is confirmed meanwhile, as before issue #27. Its refusal can only mean the person is gone.
        const upstream = openUpstream(ai, turn, abort.signal);
        const accepted = await atOnce.confirm().catch(async (refusal: unknown) => {
          abort.abort();
          await upstream.stream.return?.(undefined).catch(() => {});
          slot.release();
          throw refusal;
        });
        return { accepted, underway: { slot, upstream }, abort };
      }
      const outcome: { accepted?: Accepted; refusal?: unknown } = {};
      const admitted = usage.begin(turn.viewer, credits, deps.leaseMs, searches, turn.workspace).then(
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
      const upstream = slot ? openUpstream(ai, turn, abort.signal, admitted) : null;
      await admitted;
      const { accepted } = outcome;
      if (!accepted) {
        abort.abort();
        await upstream?.stream.return?.(undefined).catch(() => {});
        slot?.release();
        throw outcome.refusal;
      }
      // A kept-alive connection is handed to the request on the next tick, and only then is the prompt
      // written: let that happen before the turn's own work (its meta event, the stream's headers).
      if (upstream) await new Promise((resolve) => setImmediate(resolve));
      return { accepted, underway: slot && upstream ? { slot, upstream } : null, abort };
    },

    /**
     * An accepted turn that found every slot taken waits in line, telling its reply its place; then
     * its call starts. Null when it never got one (the wait ran out, Stop, its conversation
     * deleted): the charge is given back and the reply ended with the reason.
     */
    async queue(turn: Turn, reply: LiveReply, accepted: Accepted): Promise<Underway | null> {
      const signal = reply.abort.signal;
      try {
        const priority = ROLE_RANK.enterprise - ROLE_RANK[turn.viewer.role];
        const slot = await gate.wait(priority, (position) => reply.wait(position), signal);
        return { slot, upstream: openUpstream(ai, turn, signal) };
      } catch (error) {
        // Nothing went upstream: nothing is charged, and nothing of the turn is kept.
        await giveBack(accepted);
        if (error instanceof AdmissionTimeout) await deps.refusals.count(turn.viewer.id);
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
        return null;
      }
    },
  };
}

export type TurnAdmission = ReturnType<typeof createTurnAdmission>;
