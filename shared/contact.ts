import { z } from "zod";
import { requiredText } from "./text";

export const contactInputSchema = z.object({
  name: requiredText("Name", { max: 100 }),
  email: requiredText("Email", { max: 254 }).pipe(z.email("Please enter a valid email address")),
  subject: requiredText("Subject", { max: 200 }),
  message: requiredText("Message", { max: 5000, multiline: true }),
  // A honeypot: the form hides it from people (off-screen, out of the tab order and the
  // accessibility tree), so only bots fill it in. Any text is accepted, so a bot learns
  // nothing from a 400; a filled-in message is answered like any other and not stored.
  website: z
    .string()
    .optional()
    .meta({ description: "Leave this out: a message that fills it in is treated as spam and not stored." }),
});
export type ContactInput = z.infer<typeof contactInputSchema>;
