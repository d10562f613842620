import { z } from "zod";
import { plainText } from "./text";

/** Each of the two texts of custom instructions, in characters (issue #33, docs/product/rules.md). */
export const INSTRUCTIONS_MAX_LENGTH = 1500;

/** The field labels a 400 names (shared/messages/requests.ts `field.*`, so they read in Hindi too). */
export const INSTRUCTIONS_FIELDS = {
  about: "What the assistant should know about you",
  style: "How the assistant should answer",
} as const;

/**
 * Custom instructions, saved together from the profile's one form: two texts (empty is allowed, and
 * means nothing of that part is sent) and the switch that stops sending them without losing them.
 */
export const customInstructionsInput = z.object({
  about: plainText(INSTRUCTIONS_FIELDS.about, { max: INSTRUCTIONS_MAX_LENGTH, multiline: true }),
  style: plainText(INSTRUCTIONS_FIELDS.style, { max: INSTRUCTIONS_MAX_LENGTH, multiline: true }),
  // The text of "instructions.enabledBoolean" (shared/messages/account.ts), which the client reads in Hindi.
  enabled: z.boolean({ error: "enabled must be true or false" }),
});
export type CustomInstructions = z.infer<typeof customInstructionsInput>;

/** What a chat turn sends of them: only the texts, and only while switched on. */
export type TurnInstructions = Pick<CustomInstructions, "about" | "style">;
