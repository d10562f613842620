// What the chat area's admission tests share: a plain text turn, and what a person has used today.
import type { Db } from "../../server/lib/db";
import type { Role } from "../../shared/roles";
import { FREE_MODEL } from "./chat-kit";

/** A one-message turn to the free model, costing `credits`. */
export const textTurn = (viewer: { id: string; role: Role }, prompt: string, credits = 1) => ({
  viewer,
  model: { modelId: FREE_MODEL, name: "Grok 4 Fast", credits },
  messages: [{ role: "user" as const, content: prompt }],
  initial: "",
});

/** Credits the person has been charged, all days together (a test's days are today). */
export const usedToday = async (db: Db, userId: string) =>
  (await db.usageDay.findMany({ where: { userId }, select: { used: true } })).reduce((sum, row) => sum + row.used, 0);
