import { z } from "zod";
import { identityProofInput } from "./auth";
import { LOCALES } from "./locales";
import { identityProofWithCode } from "./two-factor";

/** The word a person types to confirm that their account is to be erased. */
export const DELETE_CONFIRMATION_WORD = "DELETE";

/**
 * "Delete my account": the password, the second-factor code when the account
 * has one (a one-time or backup code; ignored until two-factor sign-in exists),
 * and the typed word, so a stray click or a borrowed unlocked laptop cannot do it.
 */
export const deleteAccountInput = identityProofInput.extend({
  confirm: z.literal(DELETE_CONFIRMATION_WORD, { error: `Type ${DELETE_CONFIRMATION_WORD} to confirm` }),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountInput>;

/** The word as a person types it: spaces around it do not count. */
const typedWord = z.string().trim().pipe(deleteAccountInput.shape.confirm);

/**
 * The dialog's form, which sends nothing until it passes: the same fields, the typed word, and with
 * two-factor sign-in on the code as well.
 */
export const deleteAccountForm = {
  withCode: /* @__PURE__ */ deleteAccountInput.extend({ code: identityProofWithCode.shape.code, confirm: typedWord }),
  withoutCode: /* @__PURE__ */ deleteAccountInput.extend({ confirm: typedWord }),
};

/** "हिन्दी" / "English" in the header or footer of a signed-in person: their e-mails follow it too. */
export const setLocaleInput = z.object({
  locale: z.enum(LOCALES, { error: `Choose one of the languages the site speaks: ${LOCALES.join(", ")}.` }),
});

/** How a payment (or an audit entry) whose person erased their account names them. */
export const DELETED_USER_LABEL = "Deleted user";

/** The version of the export's JSON shape (`account.json`); raised whenever a field changes meaning or goes. */
export const EXPORT_FORMAT_VERSION = 1;
