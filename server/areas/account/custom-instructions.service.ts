import type { CustomInstructions, TurnInstructions } from "../../../shared/instructions";
import { englishText, say } from "../../../shared/server-messages";
import type { ChangeBus } from "../../core/change-bus";
import { AppError } from "../../core/errors";
import type { Db } from "../../lib/db";

const select = { customAbout: true, customStyle: true, customInstructionsOn: true } as const;

/** The columns' names, as the account's export and its readers see them. */
export const customInstructionsOf = (row: {
  customAbout: string;
  customStyle: string;
  customInstructionsOn: boolean;
}) => ({
  about: row.customAbout,
  style: row.customStyle,
  enabled: row.customInstructionsOn,
});

/**
 * Custom instructions (issue #33, docs/product/instructions.md): read and saved from the profile, and read
 * by every chat turn of the SPA from memory (docs/architecture.md#a-chat-turns-road: no round trip of its
 * own on the way to the first token once cached). A save announces the account's change (`user`), which
 * drops every instance's copy when it commits.
 */
export function createCustomInstructions(deps: { db: Db; bus: ChangeBus }) {
  const { db, bus } = deps;
  // Small (two texts of at most 1,500 characters) and read on every turn; the bus drops a changed one.
  const cache = bus.cache<TurnInstructions | null>({ ttlMs: 5 * 60_000, maxEntries: 20_000 });
  bus.subscribe("user", (userId) => cache.delete(userId));

  async function load(userId: string): Promise<TurnInstructions | null> {
    const row = await db.user.findUnique({ where: { id: userId }, select });
    if (!row?.customInstructionsOn || (!row.customAbout && !row.customStyle)) return null;
    return { about: row.customAbout, style: row.customStyle };
  }

  return {
    async get(userId: string): Promise<CustomInstructions> {
      const row = await db.user.findUnique({ where: { id: userId }, select });
      if (!row) throw new AppError("UNAUTHENTICATED", say("auth.failed"));
      return customInstructionsOf(row);
    },

    async save(userId: string, input: CustomInstructions) {
      const row = await bus.transaction(async (tx, publish) => {
        publish("user", userId);
        return tx.user.update({
          where: { id: userId },
          data: { customAbout: input.about, customStyle: input.style, customInstructionsOn: input.enabled },
          select,
        });
      });
      return { instructions: customInstructionsOf(row), message: englishText("instructions.saved") };
    },

    /** What a chat turn sends of them: null when switched off or empty. */
    forTurn(userId: string): Promise<TurnInstructions | null> {
      return cache.get(userId, () => load(userId));
    },
  };
}

export type CustomInstructionsService = ReturnType<typeof createCustomInstructions>;
