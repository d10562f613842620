import { z } from "zod";
import { DELETE_CONFIRMATION_WORD, deleteAccountInput, setLocaleInput } from "../../../shared/account";
import { customInstructionsInput, INSTRUCTIONS_MAX_LENGTH } from "../../../shared/instructions";
import { LOCALES } from "../../../shared/locales";
import { englishText } from "../../../shared/server-messages";
import { messageResponse } from "../../docs/common.schemas";
import { ok, sample, zipFile } from "../../docs/operation";
import { operationsOf } from "../../docs/rest-operation";
import type { accountRouter } from "./account.router";

const { restOperation, handOperation, table } = operationsOf<{ account: typeof accountRouter }>();

/** GET /api/users/export: "My data" as a zip (its route is account.rest.ts's). */
export const ACCOUNT_EXPORT = handOperation({
  method: "get",
  path: "/users/export",
  tag: "Accounts",
  summary: "Download my data (a zip)",
  description:
    "Everything stored about the signed-in user, as `nexgen-data-YYYY-MM-DD.zip`, the day in India (`Content-Disposition: attachment`): " +
    '`account.json` (shape in the README, "My data"; `version` says which) with the profile, every conversation with ' +
    "all its messages, payments, usage, API keys (name and prefix, never the key) and sessions; and " +
    "`conversations/<date>-<title>.md`, one Markdown file per conversation (dates and times in IST). No secret is ever included. " +
    "Streamed as it is compressed. 5 downloads an hour.",
  auth: "user",
  response: zipFile(
    "A zip archive.",
    "README.txt, account.json, conversations/2026-11-23-trip-to-goa.md, conversations/2026-11-23-trip-to-goa-2.md, …",
  ),
  errors: { 429: "More than 5 downloads in an hour (`Retry-After` says when to come back)." },
});

const EXAMPLE_INSTRUCTIONS = {
  about: "I am a chartered accountant in Pune. I work with small businesses.",
  style: "Answer in short bullet points. Quote the section of the Income Tax Act when it matters.",
  enabled: true,
};

/** "My data" (README): download everything, or erase the account. */
export const ACCOUNT_DATA_OPERATIONS = table([
  ACCOUNT_EXPORT,
  restOperation({
    method: "put",
    path: "/users/me/locale",
    tag: "Accounts",
    summary: "Choose my language",
    description:
      `The language of the site and of every e-mail the account receives (${LOCALES.join(", ")}). ` +
      "A new account starts in the language it signed up in. `/v1` and REST error bodies stay in English.",
    procedure: "account.setLocale",
    auth: "user",
    body: sample(setLocaleInput, { locale: "hi" }),
    response: ok("Saved.", z.object({ locale: z.enum(LOCALES) }), { locale: "hi" }),
    errors: { 400: "`locale` is not one of the languages the site speaks." },
  }),
  restOperation({
    method: "get",
    path: "/users/me/instructions",
    tag: "Accounts",
    summary: "My custom instructions",
    description:
      "What the assistant should know about the person (`about`) and how it should answer (`style`), and whether they are " +
      "sent (`enabled`). While on and not empty they go before the conversation with every chat turn of the site, " +
      "never with `/v1` (its callers send their own system messages).",
    procedure: "account.instructions",
    auth: "user",
    response: ok("The instructions.", customInstructionsInput, EXAMPLE_INSTRUCTIONS),
  }),
  restOperation({
    method: "put",
    path: "/users/me/instructions",
    tag: "Accounts",
    summary: "Save my custom instructions",
    description:
      `Both texts and the switch, together. Each text is trimmed and at most ${INSTRUCTIONS_MAX_LENGTH} characters; an empty ` +
      "one sends nothing. Switched off (`enabled: false`) they are kept and not sent. The next turn on every instance uses them.",
    procedure: "account.setInstructions",
    auth: "user",
    body: sample(customInstructionsInput, EXAMPLE_INSTRUCTIONS),
    response: ok("Saved.", z.object({ instructions: customInstructionsInput, message: z.string() }), {
      instructions: EXAMPLE_INSTRUCTIONS,
      message: englishText("instructions.saved"),
    }),
    errors: {
      400: `A text is longer than ${INSTRUCTIONS_MAX_LENGTH} characters or holds control characters, or \`enabled\` is not a boolean.`,
    },
  }),
  restOperation({
    method: "delete",
    path: "/users/me",
    tag: "Accounts",
    summary: "Delete my account and erase my data",
    description:
      `Needs the password, the two-factor code when the account has two-factor sign-in, and \`confirm: "${DELETE_CONFIRMATION_WORD}"\`. ` +
      "At once and for good: conversations, messages, sessions (on every instance), API keys, codes, usage and the profile are erased; " +
      "payments are kept for accounting without the person's name or e-mail. A confirmation goes to the e-mail address, " +
      "which can sign up again. The password and code count as one attempt toward the login lockout.",
    procedure: "account.delete",
    auth: "user",
    body: sample(deleteAccountInput, { password: "Tangerine-Otter-42", confirm: DELETE_CONFIRMATION_WORD }),
    response: ok("Erased.", messageResponse, { message: englishText("account.deleted") }),
    errors: {
      400: `The password (or the two-factor code) is wrong, or \`confirm\` is not "${DELETE_CONFIRMATION_WORD}".`,
      429: "Too many wrong passwords or codes from this client (the login lockout).",
    },
  }),
]);
