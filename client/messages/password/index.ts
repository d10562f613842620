import type { CatalogueLoader } from "../../lib/i18n/i18n";

/**
 * The password field's texts (its label, show and hide, the change-password labels) and "Remember me":
 * only the sign-in, sign-up and reset forms, the profile's password and delete dialogs, "Confirm it's you"
 * and the admin panel's forms draw them, so they load with those (`lazyPage`, `lazyComponent`), not with
 * the shell's catalogue every page waits for.
 */
export const loadPasswordMessages: CatalogueLoader = (locale) =>
  locale === "hi" ? import("./hi.json") : import("./en.json");
