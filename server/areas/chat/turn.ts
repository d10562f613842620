import { randomUUID } from "node:crypto";
import type { ChatSendInput, RegenerateInput } from "../../../shared/chat";
import type { Role } from "../../../shared/roles";
import { say } from "../../../shared/server-messages";
import { AppError } from "../../core/errors";
import type { ChatMeter } from "../../core/metrics";
import type { UserViewer } from "../../core/session.service";
import type { ChatTurn, CompletionParams, UpstreamPlugin } from "../../lib/ai-provider";
import { uuidv7 } from "../../lib/uuid7";
import type { BilledWorkspace, UsageService } from "../usage";
import type { ChatStore, ContextTurn } from "./chat.store";
import { conversationNotFound } from "./conversations.service";
import type { Fallbacks } from "./fallbacks";
import type { Follower } from "./follower";
import type { createGeneration } from "./generate";
import type { LiveReplies } from "./live-replies";
import { type ChatEvent, LiveReply } from "./live-reply";
import type { ModelGate, UnknownModel } from "./model-gate";
import type { ModelHealth } from "./model-health";
import { clip, conversationRecorder, type WriterDeps } from "./reply-writer";
import type { TurnAdmission } from "./turn-admission";
import type { Payer, TurnBilling } from "./turn-billing";
import type { TurnFiles } from "./turn-files";
import { lazily } from "./turn-reading";
import { createSystemOf, type Instructions, type SystemOf } from "./turn-system";
import type { ChatLog, ChatModel, Recorder, Turn, TurnPlan } from "./turn-types";
import { stopReason } from "./turn-types";

const TITLE_LENGTH = 60;

/** OpenRouter's web plugin, as the chat asks for it (docs/decisions.md: the plugin, not the `:online` suffix). */
const WEB_PLUGIN: UpstreamPlugin[] = [{ id: "web" }];
const searching = (webSearch: boolean) => (webSearch ? { webSearch: true, plugins: WEB_PLUGIN } : { webSearch: false });

/** The model is asked to go on from a stopped reply's last word. */
const CONTINUE_PROMPT = "Continue exactly where your previous reply stopped, without repeating anything.";

/**
 * The one road of a turn, for every path (the SPA's tRPC, REST and SSE, and
 * `/v1`): the model gate, the plan of the turn (its context from the
 * conversation), admission, then generation, which belongs to the server from
 * the first event on (docs/architecture.md#a-chat-turns-road).
 */
export function createTurns(deps: {
  store: ChatStore;
  usage: UsageService;
  live: LiveReplies;
  gate: ModelGate;
  admission: TurnAdmission;
  generate: ReturnType<typeof createGeneration>;
  follower: Follower;
  writer: WriterDeps;
  files: TurnFiles;
  instructions: Instructions;
  fallbacks: Fallbacks;
  health: ModelHealth;
  /** A turn sent around a marked model is a fallback too, in the operator's figures (docs/decisions.md D181). */
  meter: ChatMeter;
  billing: TurnBilling;
  now: () => Date;
  log: ChatLog;
}) {
  const { store, usage, live, gate, admission, generate, follower, files, now, log } = deps;

  const systemOf = createSystemOf(store, deps.instructions);

  /**
   * Accepts a turn (allowance, concurrent replies: refusals are counted and
   * thrown, nothing sent) and starts generating it; from then on the reply
   * belongs to the server.
   */
  async function accept(
    asked: Turn,
    meta: { conversationId: string; userMessageId: string },
    record: (reply: LiveReply) => Recorder,
  ): Promise<LiveReply> {
    const plan = asked.fallBack && deps.health.degraded(asked.model.modelId) ? await routeAround(asked) : asked;
    const { accepted, underway, abort } = await admission
      .admit(plan)
      .catch((refusal: unknown) => gate.refuse(plan.viewer.id, refusal));
    if (plan !== asked) deps.meter.fellBack(asked.model.modelId, plan.model.modelId);
    const reply = new LiveReply(
      {
        ...meta,
        model: plan.model.modelId,
        modelName: plan.model.name,
        replyId: uuidv7(),
        webSearch: plan.webSearch === true,
        ...(plan.attachmentsTruncated ? { attachmentsTruncated: true } : {}),
        ...(plan.fallbackFrom ? { fallbackFrom: plan.fallbackFrom } : {}),
      },
      plan.viewer.id,
      plan.initial,
    );
    reply.abort.signal.addEventListener("abort", () => abort.abort(reply.abort.signal.reason), { once: true });
    live.add(reply);
    reply.settled = generate(plan, reply, accepted, underway, record(reply))
      .catch((error: unknown) => {
        log.error({ err: error }, "chat turn failed");
        reply.end({ status: "failed", error });
      })
      .finally(() => {
        live.delete(reply.meta.replyId);
        usage.ended(plan.viewer.id, accepted.lease);
      });
    return reply;
  }

  /**
   * A turn whose model is marked unavailable goes straight to its first fallback, charged at that model's
   * credits; with none that may answer, the model asked is tried anyway (docs/product/fallbacks.md).
   */
  async function routeAround<T extends Turn>(plan: T): Promise<T> {
    const queue = await deps.fallbacks.candidates(plan);
    const first = queue.shift();
    if (!first) return plan;
    return { ...plan, model: first, upstreamModelId: undefined, fallbackFrom: plan.model.name, fallbackQueue: queue };
  }

  /**
   * Starts a chat turn and reads it. Until the turn is accepted (allowance,
   * concurrent replies) the request's signal can still call it off; from its
   * first event on, the reply belongs to the server and the request is only
   * its first reader.
   */
  function start(plan: TurnPlan, signal: AbortSignal): AsyncGenerator<ChatEvent> {
    const meta = { conversationId: plan.conversationId, userMessageId: plan.userMessageId };
    return lazily(async () => {
      const reply = await accept(plan, meta, (created) => conversationRecorder(deps.writer, plan, created));
      return reply.read(signal);
    });
  }

  /** The turn that answers `questionId` again: its context is the path up to it. */
  async function answerAgain(
    { viewer, workspace }: Payer<UserViewer>,
    reply: { conversationId: string; parentId: string | null },
    model: ChatModel,
    extra: { initial: string; messages: ChatTurn[]; webSearch: boolean; system: SystemOf },
  ): Promise<TurnPlan> {
    if (!reply.parentId) throw new AppError("BAD_REQUEST", say("chat.noQuestion"));
    extra.system.inProject({ conversationId: reply.conversationId });
    // The question answered again keeps its files (sent already: not charged again).
    const assembled = await files.assemble({
      viewer,
      model,
      history: await store.context(reply.conversationId, reply.parentId),
      question: null,
      after: extra.messages,
    });
    return {
      viewer,
      model,
      conversationId: reply.conversationId,
      newConversation: null,
      question: null,
      userMessageId: reply.parentId,
      messages: [...(await extra.system.turns(model)), ...assembled.messages],
      initial: extra.initial,
      askedAt: now(),
      attachmentsTruncated: assembled.truncated,
      fallBack: true,
      workspace,
      ...searching(extra.webSearch),
    };
  }

  /** Who answers again in a reply's conversation: it keeps what it is billed to (issue #35). */
  const payerOf = async (viewer: UserViewer, conversationId: string) =>
    deps.billing.payer(viewer, await deps.billing.workspaceOf(conversationId), true);

  /** Whether a chat turn searches the web, refused before admission when it may not (issue #31). */
  async function searchChoice(viewer: UserViewer, model: ChatModel, asked: boolean): Promise<boolean> {
    if (asked) await gate.checkWebSearch(viewer, model);
    return asked;
  }

  const stillWriting = () => new AppError("CONFLICT", say("chat.stillWriting"));

  /** A reply of the viewer's that is not being written (here or elsewhere), to answer again. */
  async function settledReply(viewer: UserViewer, messageId: string) {
    // Before its row is read: a reply's row is written with its first word, which may still be on its way.
    if (live.get(messageId)?.userId === viewer.id) throw stillWriting();
    const reply = await follower.ownedReply(viewer, messageId);
    if (live.has(reply.id) || reply.status === "streaming") throw stillWriting();
    return reply;
  }

  return {
    /**
     * One chat turn, as events: meta, deltas as they arrive, done. The question
     * follows `parentId` (default: the branch on screen), or is a new version
     * of `editOf`. Refusals come before anything streams, so they keep their status.
     */
    async send(asker: UserViewer, input: ChatSendInput, signal: AbortSignal): Promise<AsyncGenerator<ChatEvent>> {
      const system = systemOf(asker);
      if (!input.conversationId && input.projectId) system.inProject({ projectId: input.projectId });
      const conversationId = input.conversationId ?? randomUUID();
      const anchorId = input.editOf ?? input.parentId ?? null;
      const conversation = input.conversationId ? await store.conversation(asker.id, conversationId, anchorId) : null;
      if (input.conversationId && !conversation) throw conversationNotFound();
      // A conversation keeps what it is billed to; only a new one takes it from the input (issue #35).
      const billed = conversation ? conversation.workspaceId : input.workspaceId;
      const { viewer, workspace } = await deps.billing.payer(asker, billed, conversation !== null);
      const model = await gate.allowedModel(viewer, input.modelId);
      let parentId: string | null = null;
      let messages: ContextTurn[];
      let remembered = false;
      // Checked before the context is read: someone else's or an unknown file is a 404 (issue #30).
      const attached = await files.claim(viewer.id, input.attachments, input.conversationId ?? null);
      if (!conversation) {
        if (input.parentId || input.editOf) throw new AppError("BAD_REQUEST", say("chat.nameConversation"));
        messages = (input.messageHistory ?? []).map((turn) => ({ ...turn, id: "", hasFiles: false }));
      } else {
        parentId = conversation.leafId;
        remembered = conversation.webSearch;
        if (conversation.projectId) system.inProject({ conversationId });
        if (anchorId) {
          const { anchor } = conversation;
          if (!anchor) throw new AppError("NOT_FOUND", say("chat.messageNotInConversation"));
          if (input.editOf && anchor.role !== "user")
            throw new AppError("BAD_REQUEST", say("chat.onlyQuestionEditable"));
          parentId = input.editOf ? anchor.parentId : anchor.id;
        }
        messages = await store.context(conversationId, parentId);
      }
      const webSearch = await searchChoice(viewer, model, input.webSearch ?? remembered);
      // Images to a model that cannot see are refused here, before admission: nothing is charged or sent.
      const assembled = await files.assemble({
        viewer,
        model,
        history: messages,
        question: { content: input.message, files: attached },
      });
      const question = {
        id: randomUUID(),
        parentId,
        content: input.message,
        attachments: assembled.newFileIds,
        carried: assembled.carried,
      };
      return start(
        {
          viewer,
          model,
          conversationId,
          newConversation: input.conversationId
            ? null
            : {
                title: clip(input.message, TITLE_LENGTH),
                projectId: input.projectId ?? null,
                workspaceId: workspace?.workspaceId ?? null,
              },
          question,
          userMessageId: question.id,
          messages: [...(await system.turns(model)), ...assembled.messages],
          initial: "",
          askedAt: now(),
          extraCredits: assembled.extraCredits,
          attachmentsTruncated: assembled.truncated,
          fallBack: true,
          workspace,
          ...searching(webSearch),
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
      caller: { id: string; role: Role; keyId: string; workspace?: BilledWorkspace },
      input: {
        modelId: string;
        messages: ChatTurn[];
        params: CompletionParams;
        unknownModel?: UnknownModel;
        /** The caller searches the web (issue #31): its plugins, or the model id with `:online` it sent. */
        webSearch?: boolean;
        plugins?: UpstreamPlugin[];
        upstreamModelId?: string;
        /** Work on the messages once the model is allowed and sees what they hold (`/v1` re-encodes images). */
        prepare?: (messages: ChatTurn[]) => Promise<ChatTurn[]>;
        /** The models to fall back to, in order, when the caller asked for them (OpenRouter's `models`, issue #34). */
        fallbacks?: string[];
      },
      signal: AbortSignal,
    ) {
      const model = await gate.allowedModel(caller, input.modelId, input.unknownModel);
      // Images (data URLs, checked and re-encoded by the API area) only to a model that sees; 1 credit each.
      const images = files.imagesIn(input.messages);
      if (images > 0 && !model.vision) throw await files.cannotSee(caller, model);
      if (input.webSearch) await gate.checkWebSearch(caller, model);
      const turn = {
        viewer: caller,
        // Only a caller who listed fallbacks gets them: a program chose its model (docs/product/fallbacks.md).
        model: input.fallbacks ? { ...model, fallbacks: input.fallbacks } : model,
        fallBack: Boolean(input.fallbacks?.length),
        messages: input.prepare ? await input.prepare(input.messages) : input.messages,
        params: input.params,
        initial: "",
        extraCredits: images,
        webSearch: input.webSearch === true,
        plugins: input.plugins,
        upstreamModelId: input.upstreamModelId,
        workspace: caller.workspace,
      };
      const reply = await accept(turn, { conversationId: "", userMessageId: "" }, () => ({
        started() {},
        finish: ({ status, meter, lease, searchCostMicroUsd }) =>
          usage
            .recordApi(
              {
                userId: caller.id,
                apiKeyId: caller.keyId,
                workspaceId: caller.workspace?.workspaceId ?? null,
                model: model.modelId,
                status,
                meter,
                webSearch: input.webSearch === true,
                searchCostMicroUsd: searchCostMicroUsd ?? null,
              },
              lease,
            )
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
      return {
        events: reply.read(),
        usage: () => reply.metered,
        finishReason: () => reply.finishReason,
        /** The upstream's annotations as it sent them (issue #31): `/v1` returns them as OpenRouter does. */
        annotations: () => reply.upstreamAnnotations,
        /** The model answering: the one asked, or a fallback the caller listed (known by the first word). */
        model: () => reply.meta.model,
      };
    },

    /** Another answer to a reply's question, kept beside it as a version; charged like any turn. */
    async regenerate(viewer: UserViewer, input: RegenerateInput, signal: AbortSignal) {
      if (live.get(input.messageId)?.userId === viewer.id) throw stillWriting();
      const system = systemOf(viewer);
      const reply = await settledReply(viewer, input.messageId);
      const payer = await payerOf(viewer, reply.conversationId);
      const model = await gate.allowedModel(payer.viewer, input.modelId);
      const webSearch = await searchChoice(
        payer.viewer,
        model,
        input.webSearch ?? (await store.webSearchOf(reply.conversationId)),
      );
      return start(await answerAgain(payer, reply, model, { initial: "", messages: [], webSearch, system }), signal);
    },

    /** Goes on from where a stopped reply ended, as a new version that starts with its text. */
    async continue(viewer: UserViewer, messageId: string, signal: AbortSignal) {
      const system = systemOf(viewer);
      const reply = await settledReply(viewer, messageId);
      if (!reply.content || reply.status === "complete" || !reply.model)
        throw new AppError("BAD_REQUEST", say("chat.onlyStoppedContinues"));
      const payer = await payerOf(viewer, reply.conversationId);
      const model = await gate.allowedModel(payer.viewer, reply.model);
      const plan = await answerAgain(payer, reply, model, {
        initial: reply.content,
        system,
        // Going on from a reply does not search again: its sources are the stopped version's.
        webSearch: false,
        messages: [
          { role: "assistant", content: reply.content },
          { role: "user", content: CONTINUE_PROMPT },
        ],
      });
      return start(plan, signal);
    },
  };
}
