import { CHARS_PER_TOKEN } from "../../../shared/files";
import type { TurnInstructions } from "../../../shared/instructions";
import { PROJECT_FILES_TOKENS_PER_TURN } from "../../../shared/projects";
import { say } from "../../../shared/server-messages";
import { AppError } from "../../core/errors";
import type { ChatTurn } from "../../lib/ai-provider";
import type { ChatStore, ProjectContext } from "./chat.store";
import { contextTokens } from "./turn-files";
import { settling } from "./turn-reading";
import type { ChatModel } from "./turn-types";

/** Reads the person's custom instructions for a turn (from memory once read; null when off or empty). */
export type Instructions = (userId: string) => Promise<TurnInstructions | null>;

/** What a turn of the SPA tells the model before the conversation (docs/product/instructions.md). */
export interface TurnSystemSources {
  /** The person's custom instructions, when switched on and not empty. */
  custom: TurnInstructions | null;
  /** The conversation's project, when it is in one: its instructions and files follow the person's. */
  project?: ProjectContext | null;
}

/** Characters of reference files a turn to this model sends: the budget, and at most a quarter of its window. */
export function projectFilesBudget(model: Pick<ChatModel, "context">): number {
  const window = contextTokens(model.context);
  const tokens = window
    ? Math.min(PROJECT_FILES_TOKENS_PER_TURN, Math.floor(window / 4))
    : PROJECT_FILES_TOKENS_PER_TURN;
  return tokens * CHARS_PER_TOKEN;
}

/** A file cut to fit is sent only if at least this much of it fits; otherwise it is left out, by name. */
const MIN_CUT_CHARS = 1_000;

/** The words around the person's texts, in English like the rest of what the model is told. */
function customMessage({ about, style }: TurnInstructions): string | null {
  const parts = [
    about && `What the person you are talking with wants you to know about them:\n${about}`,
    style && `How they want you to answer:\n${style}`,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return `The person has set these custom instructions. Follow them unless they conflict with the conversation.\n\n${parts.join("\n\n")}`;
}

function projectMessage(instructions: string): string | null {
  const text = instructions.trim();
  if (!text) return null;
  return `This conversation belongs to one of the person's projects, which has these instructions. Follow them unless they conflict with the conversation.\n\n${text}`;
}

/** The reference files within the budget, oldest first: one cut to fit says so; those left out are named. */
function filesMessage(files: ProjectContext["files"], budgetChars: number): string | null {
  const sent: string[] = [];
  const left: string[] = [];
  let room = budgetChars;
  for (const file of files) {
    const text = file.text.trim();
    if (!text) continue;
    if (text.length <= room) {
      sent.push(`[File: ${file.name}]\n${text}`);
      room -= text.length;
    } else if (room >= MIN_CUT_CHARS) {
      sent.push(`[File: ${file.name}, cut to fit]\n${text.slice(0, room)}`);
      room = 0;
    } else left.push(file.name);
  }
  if (sent.length === 0) return null;
  const omitted = left.length ? `\n\nLeft out for want of room: ${left.join(", ")}.` : "";
  return `The project's reference files. Use them where they help answer.\n\n${sent.join("\n\n")}${omitted}`;
}

/**
 * The system part of a turn of the SPA, in the documented order (docs/product/instructions.md#the-order):
 * the person's custom instructions, then the project's instructions, then the project's reference files
 * within their budget, each its own system message, all before the conversation's messages. `/v1` never
 * calls this: its callers send their own system messages.
 */
export function turnSystem(sources: TurnSystemSources, model: Pick<ChatModel, "context"> = {}): ChatTurn[] {
  const { custom, project } = sources;
  const texts = [
    custom ? customMessage(custom) : null,
    project ? projectMessage(project.instructions) : null,
    project ? filesMessage(project.files, projectFilesBudget(model)) : null,
  ];
  return texts.filter((text): text is string => Boolean(text)).map((content) => ({ role: "system", content }));
}

/** Reads a turn's system part for a person (turn.ts). */
export function createSystemOf(store: ChatStore, instructions: Instructions) {
  /**
   * The system part of a turn of the SPA: the person's custom instructions, read alongside the turn's other
   * reads so it adds no round trip of its own before the first token (docs/architecture.md#a-chat-turns-road),
   * and the project's, read once the turn knows its project (in parallel with its context).
   */
  return (viewer: { id: string }) => {
    const custom = settling(instructions(viewer.id));
    let project: Promise<ProjectContext | null> = Promise.resolve(null);
    return {
      /** The turn is in a project: by the project a new chat starts in (the person's, else 404), or by its conversation. */
      inProject(by: { projectId: string } | { conversationId: string }) {
        const reading =
          "projectId" in by
            ? store.project({ userId: viewer.id, projectId: by.projectId }).then((found) => {
                if (!found) throw new AppError("NOT_FOUND", say("chat.projectNotFound"));
                return found;
              })
            : store.project(by);
        project = settling(reading);
      },
      async turns(model: ChatModel): Promise<ChatTurn[]> {
        return turnSystem({ custom: await custom, project: await project }, model);
      },
    };
  };
}

export type SystemOf = ReturnType<ReturnType<typeof createSystemOf>>;
