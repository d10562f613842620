import { ATTACHMENT_TEXT_TOKENS_PER_TURN, attachmentCredits, CHARS_PER_TOKEN } from "../../../shared/files";
import { PLANS } from "../../../shared/plans";
import { planIncludesTier, type Role } from "../../../shared/roles";
import { say } from "../../../shared/server-messages";
import { AppError } from "../../core/errors";
import type { ChatTurn, ContentPart } from "../../lib/ai-provider";
import { uuidv7 } from "../../lib/uuid7";
import type { CatalogService } from "../catalog";
import type { FilesService, TurnFile } from "../files";
import type { ContextTurn } from "./chat.store";
import type { ChatModel } from "./turn-types";

/** Images of earlier questions sent again with a turn, newest first; older ones are left out. */
const EARLIER_IMAGES = 5;
/** An earlier document is sent only if at least this much of its text fits what is left of the budget. */
const EARLIER_MIN_CHARS = 2_000;

/** A catalogue context such as "8K" or "1M" in tokens (unreadable: none assumed). */
export function contextTokens(context: string | undefined): number | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*([KM])?/i.exec(context ?? "");
  if (!match) return null;
  const scale = { K: 1_000, M: 1_000_000 }[(match[2] ?? "").toUpperCase() as "K" | "M"] ?? 1;
  return Math.floor(Number(match[1]) * scale);
}

/** Tokens of attachment text one turn sends: the budget, and never more than half the model's window. */
export function attachmentBudget(model: Pick<ChatModel, "context">): number {
  const window = contextTokens(model.context);
  return window ? Math.min(ATTACHMENT_TEXT_TOKENS_PER_TURN, Math.floor(window / 2)) : ATTACHMENT_TEXT_TOKENS_PER_TURN;
}

/** What a turn sends and charges because of its files. */
export interface AssembledTurn {
  messages: ChatTurn[];
  /** A document of the question was cut to fit the budget: the reply's meta says so. */
  truncated: boolean;
  /** Credits for files sent for the first time (shared/files.ts, the credits rule). */
  extraCredits: number;
  /** The question's files not yet tied to a message: its first write ties them. */
  newFileIds: string[];
  /** Files of the question an edited one replaces: its first write gives it copies (new ids, the same bytes). */
  carried: Array<{ id: string; from: string }>;
}

interface Entry {
  role: ChatTurn["role"];
  content: string;
  files: TurnFile[];
  asked: boolean;
}

/**
 * A turn's files on their way to the model (docs/product/files.md#to-the-model): images as data-URL parts
 * for a model that sees, documents as text within the turn's budget (the question's first, then earlier
 * questions' from the newest; what does not fit is cut, saying so, or for earlier ones left out), and the
 * refusal of an image to a model that cannot see, before anything is charged or sent.
 */
export function createTurnFiles(deps: {
  files: Pick<FilesService, "forTurn" | "ofContext" | "dataUrl">;
  catalog: Pick<CatalogService, "list">;
}) {
  const { files } = deps;

  /** The refusal, naming the first model of the person's plan that sees, or the plan that has one. */
  async function cannotSee(viewer: { role: Role }, model: ChatModel): Promise<AppError> {
    const seeing = (await deps.catalog.list()).filter((entry) => entry.vision);
    const allowed = seeing.find((entry) => planIncludesTier(viewer.role, entry.tier));
    const reason = "model_cannot_see_images";
    if (allowed)
      return new AppError(
        "BAD_REQUEST",
        say("chat.modelCannotSeeImages", { model: model.name, suggestion: allowed.name }),
        {
          extra: { reason, suggestedModelId: allowed.modelId },
        },
      );
    const elsewhere = seeing[0];
    if (elsewhere)
      return new AppError(
        "BAD_REQUEST",
        say("chat.modelCannotSeeImagesOnPlan", {
          model: model.name,
          suggestion: elsewhere.name,
          plan: PLANS[elsewhere.tier].name,
        }),
        { extra: { reason, suggestedModelId: null } },
      );
    return new AppError("BAD_REQUEST", say("chat.noModelSeesImages", { model: model.name }), {
      extra: { reason, suggestedModelId: null },
    });
  }

  /** A document as text: its header and as much of its text as `budget` tokens allow. */
  function documentPart(file: TurnFile, budgetChars: number, asked: boolean) {
    const header = `[Attached file: ${file.name}${file.pages ? `, ${file.pages} ${file.pages === 1 ? "page" : "pages"}` : ""}]`;
    const text = file.text ?? "";
    if (text.length <= budgetChars) return { text: `${header}\n${text}`, used: text.length, cut: false };
    if (!asked && budgetChars < EARLIER_MIN_CHARS) return null;
    const kept = text.slice(0, Math.max(0, budgetChars));
    return {
      text: `${header}\n${kept}\n[… truncated: the rest of ${file.name} was not sent]`,
      used: budgetChars,
      cut: asked,
    };
  }

  return {
    cannotSee,

    /** The image parts of a request's messages (`/v1`). */
    imagesIn: (messages: ChatTurn[]) =>
      messages.reduce(
        (count, message) =>
          count +
          (typeof message.content === "string"
            ? 0
            : message.content.filter((part) => part.type === "image_url").length),
        0,
      ),

    /** The files a question names, checked (the asker's, unsent or of this conversation) or one 404. */
    claim: (userId: string, ids: readonly string[] | undefined, conversationId: string | null) =>
      files.forTurn(userId, ids ?? [], conversationId),

    /**
     * The messages to send: `history` (the context), then the question (null: the last question of the
     * history is the one answered again), then `after` as they are.
     */
    async assemble(turn: {
      viewer: { role: Role };
      model: ChatModel;
      history: ContextTurn[];
      question: { content: string; files: TurnFile[] } | null;
      after?: ChatTurn[];
    }): Promise<AssembledTurn> {
      const { model, history, question } = turn;
      const after = turn.after ?? [];
      const plain = history.map(({ role, content }) => ({ role, content }));
      if (!history.some((entry) => entry.hasFiles) && !question?.files.length)
        return {
          messages: [...plain, ...(question ? [{ role: "user" as const, content: question.content }] : []), ...after],
          truncated: false,
          extraCredits: 0,
          newFileIds: [],
          carried: [],
        };
      const earlier = await files.ofContext(history.filter((entry) => entry.hasFiles).map((entry) => entry.id));
      const entries: Entry[] = history.map((entry) => ({
        role: entry.role,
        content: entry.content,
        files: earlier.get(entry.id) ?? [],
        asked: false,
      }));
      if (question) entries.push({ role: "user", content: question.content, files: question.files, asked: true });
      else {
        const last = entries.findLast((entry) => entry.role === "user");
        if (last) last.asked = true;
      }
      const asked = entries.find((entry) => entry.asked);
      if (asked?.files.some((file) => file.kind === "image") && !model.vision)
        throw await cannotSee(turn.viewer, model);

      let budgetChars = attachmentBudget(model) * CHARS_PER_TOKEN;
      let earlierImages = 0;
      let truncated = false;
      const partsOf = new Map<Entry, { images: ContentPart[]; documents: ContentPart[] }>();
      // The question's files first, then earlier questions' from the newest: the oldest are dropped first.
      for (const entry of [asked, ...entries.filter((candidate) => !candidate.asked).reverse()]) {
        if (!entry?.files.length) continue;
        const parts = { images: [] as ContentPart[], documents: [] as ContentPart[] };
        for (const file of entry.files) {
          if (file.kind === "image") {
            // An earlier image to a model that cannot see is left out, as are images beyond the few kept.
            if (!model.vision || (!entry.asked && earlierImages >= EARLIER_IMAGES)) continue;
            const url = await files.dataUrl(file);
            if (!url) continue;
            parts.images.push({ type: "image_url", image_url: { url } });
            if (!entry.asked) earlierImages += 1;
            continue;
          }
          const part = documentPart(file, budgetChars, entry.asked);
          if (!part) continue;
          parts.documents.push({ type: "text", text: part.text });
          budgetChars -= part.used;
          truncated ||= part.cut;
        }
        partsOf.set(entry, parts);
      }
      const messages: ChatTurn[] = entries.map((entry) => {
        const parts = partsOf.get(entry);
        if (!parts || parts.images.length + parts.documents.length === 0)
          return { role: entry.role, content: entry.content };
        return {
          role: entry.role,
          content: [{ type: "text", text: entry.content }, ...parts.images, ...parts.documents],
        };
      });
      const fresh = question?.files.filter((file) => !file.sent) ?? [];
      return {
        messages: [...messages, ...after],
        truncated,
        extraCredits: attachmentCredits(fresh),
        newFileIds: fresh.map((file) => file.id),
        carried: (question?.files ?? []).filter((file) => file.sent).map((file) => ({ id: uuidv7(), from: file.id })),
      };
    },
  };
}

export type TurnFiles = ReturnType<typeof createTurnFiles>;
