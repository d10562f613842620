import { POSTAL_ADDRESS, SUPPORT_EMAIL } from "#shared/app";
import { useT } from "../../../lib/i18n/use-t";

/** The e-mail and postal address both legal pages end with. */
export function LegalContactBlock() {
  const { t } = useT();
  return (
    <address>
      {t("legal.contact.email")} <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
      <br />
      {t("legal.contact.post")} {POSTAL_ADDRESS}
    </address>
  );
}
