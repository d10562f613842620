import { randomUUID } from "node:crypto";
import {
  allowanceResetsAt,
  allowanceSpentMessage,
  concurrentRepliesMessage,
  usageDay,
} from "../../../shared/allowance";
import { PLANS } from "../../../shared/plans";
import type { Role } from "../../../shared/roles";
import { say } from "../../../shared/server-messages";
import type { UsageSettings } from "../../../shared/usage";
import { AppError } from "../../core/errors";
import type { Db } from "../../lib/db";
import type { AdmissionMemory } from "./admission-memory";
import { type BilledWorkspace, capRefusal, type WorkspaceOutcome, workspaceBegin } from "./workspace-charge";

/** What a turn was charged, so that a turn that fails before its first token can be refunded exactly. */
export interface Charge {
  userId: string;
  day: string;
  credits: number;
  /** Web searches counted against the day's (0 or 1, issue #31). */
  searches?: number;
  /** The workspace the turn is billed to (issue #35): its member's day there is given back too. */
  workspaceId?: string;
}

/** An accepted turn: what it was charged, and the lease it holds while it runs. */
export interface Accepted {
  charge: Charge;
  lease: string;
}

type Outcome = "ok" | "concurrent" | "allowance" | "searches" | WorkspaceOutcome;

/** Past any plan's limits: a turn admitted from memory is confirmed whatever has happened meanwhile (D220). */
const NO_LIMIT = 1_000_000_000;

/**
 * A turn's admission (docs/product/usage.md): the day's credits, the day's searches and the replies in progress,
 * checked and charged in one statement under the person's lock, so the allowance holds across instances and
 * parallel requests. A personal turn the instance's memory can vouch for is admitted at once instead, its
 * statement confirming it while the prompt is on its way (docs/decisions.md D220).
 */
export function createReplyAdmission(deps: {
  db: Db;
  settings: () => Promise<UsageSettings>;
  allowance: (userId: string, plan: Role, at: Date) => Promise<{ limit: number; used: number; remaining: number }>;
  memory: AdmissionMemory;
  now: () => Date;
}) {
  const { db, memory, now } = deps;

  interface Turn {
    viewer: { id: string; role: Role };
    credits: number;
    leaseMs: number;
    searches: number;
    workspace?: BilledWorkspace;
  }

  /** Sends the statement that admits (or, `confirming`, only charges) a turn, and reads its answer. */
  async function ask(turn: Turn, at: Date, lease: string, confirming: boolean): Promise<Accepted> {
    const { viewer, credits, searches, workspace } = turn;
    const day = usageDay(at);
    const { dailyCredits, concurrentReplies, searchesPerDay } = await deps.settings();
    const values = [
      viewer.id,
      day,
      credits,
      confirming ? NO_LIMIT : dailyCredits[viewer.role],
      lease,
      at.toISOString(),
      new Date(at.getTime() + turn.leaseMs).toISOString(),
      confirming ? NO_LIMIT : concurrentReplies[viewer.role],
      searches,
      confirming ? NO_LIMIT : searchesPerDay[viewer.role],
    ];
    const asked = memory.asking(viewer.id, lease);
    let outcome: Outcome | undefined;
    let figures: { day: string; used: number; extra: number; others: number } | null = null;
    try {
      // A turn billed to a workspace is also charged there, within its caps, in the same step (workspace-charge.ts).
      if (workspace) {
        const { rows } = await db.$pool.query<{ outcome: Outcome }>(workspaceBegin(values, workspace));
        outcome = rows[0]?.outcome;
      } else {
        const { rows } = await db.$pool.query<{ outcome: Outcome; used: number; extra: number; others: number }>({
          name: "usage-admit-reply",
          text: `select outcome, used_now as used, extra_now as extra, others_now as others
                 from admit_reply($1, $2::date, $3, $4, $5, $6::timestamp, $7::timestamp, $8, $9, $10, $11::text[])`,
          values: [...values, asked.mine],
        });
        const row = rows[0];
        outcome = row?.outcome;
        if (row) figures = { day, used: row.used, extra: row.extra, others: row.others };
      }
    } finally {
      memory.answered(viewer.id, asked, { ok: outcome === "ok", lease, credits, counted: confirming, figures });
    }
    if (outcome === "ok") {
      const charge: Charge = { userId: viewer.id, day, credits, searches };
      return { charge: workspace ? { ...charge, workspaceId: workspace.workspaceId } : charge, lease };
    }
    throw await refusal(turn, at, outcome);
  }

  /** The 429 that says why a turn was refused, and when to try again. */
  async function refusal({ viewer, credits, workspace }: Turn, at: Date, outcome: Outcome | undefined) {
    const { concurrentReplies, searchesPerDay } = await deps.settings();
    const day = usageDay(at);
    if (workspace && (outcome === "member_cap" || outcome === "workspace_cap"))
      return capRefusal(db, outcome, { userId: viewer.id, day, credits, at }, workspace);
    // The day's credits and searches come back at the same moment: India's midnight.
    const resetsAt = allowanceResetsAt(at);
    const untilReset = Math.max(1, Math.ceil((resetsAt.getTime() - at.getTime()) / 1000));
    if (outcome === "searches")
      return new AppError(
        "TOO_MANY_REQUESTS",
        say("chat.webSearchDailyLimit", {
          plan: PLANS[viewer.role].name,
          limit: searchesPerDay[viewer.role],
          upgrade: viewer.role === "enterprise" ? "no" : "yes",
        }),
        {
          retryAfter: untilReset,
          extra: { limit: searchesPerDay[viewer.role], resetsAt: resetsAt.toISOString() },
        },
      );
    if (outcome === "concurrent")
      return new AppError("TOO_MANY_REQUESTS", concurrentRepliesMessage(viewer.role, concurrentReplies[viewer.role]), {
        retryAfter: 5,
        extra: { concurrent: concurrentReplies[viewer.role] },
      });
    const today = await deps.allowance(viewer.id, viewer.role, at);
    // The seat's allowance names the workspace that gives it (docs/product/workspaces.md#caps).
    const spent = workspace
      ? say("workspaceBilling.creditsSpent", {
          workspace: workspace.workspaceName,
          ...{ limit: today.limit, left: today.remaining, cost: credits },
        })
      : allowanceSpentMessage(viewer.role, today.limit, today.used, credits);
    return new AppError("TOO_MANY_REQUESTS", spent, {
      retryAfter: untilReset,
      extra: { limit: today.limit, used: today.used, resetsAt: resetsAt.toISOString() },
    });
  }

  return {
    /**
     * Accepts a turn: refuses it with a 429 when the plan's concurrent replies are all in progress, today's
     * allowance does not cover `credits` or (`searches` 1) the plan's searches of the day are used; else charges
     * it and holds a lease for the reply (begin_reply, see the reply_admission and web_search migrations).
     */
    begin(viewer: Turn["viewer"], credits: number, leaseMs: number, searches = 0, workspace?: BilledWorkspace) {
      return ask({ viewer, credits, leaseMs, searches, workspace }, now(), randomUUID(), false);
    },

    /**
     * A personal turn admitted from memory (D220), or null when the memory cannot vouch for it and the turn
     * must `begin` instead. `confirm` sends the statement that charges it: the caller sends the prompt first.
     */
    async beginAtOnce(
      viewer: Turn["viewer"],
      credits: number,
      leaseMs: number,
      searches = 0,
      workspace?: BilledWorkspace,
    ) {
      if (!memory.enabled || workspace || searches > 0) return null;
      const at = now();
      const { dailyCredits, concurrentReplies } = await deps.settings();
      const lease = randomUUID();
      const turn = { day: usageDay(at), credits, lease };
      const limits = { allowance: dailyCredits[viewer.role], maxActive: concurrentReplies[viewer.role] };
      if (!memory.admits(viewer.id, { ...turn, ...limits })) return null;
      return { confirm: () => ask({ viewer, credits, leaseMs, searches: 0 }, at, lease, true) };
    },

    /** The reply has ended: its place among the person's concurrent ones is free. */
    async end(lease: string): Promise<void> {
      await db.$pool.query({
        name: "usage-end-reply",
        text: `delete from "ReplyLease" where id = $1`,
        values: [lease],
      });
    },

    /** A turn admitted here has ended, its lease with it: this instance no longer counts it as in progress. */
    ended: (userId: string, lease: string) => memory.ended(userId, lease),
  };
}
