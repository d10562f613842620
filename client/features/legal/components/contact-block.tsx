import { POSTAL_ADDRESS, SUPPORT_EMAIL } from "#shared/app";

/** The e-mail and postal address both legal pages end with. */
export function LegalContactBlock() {
  return (
    <address>
      E-mail: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
      <br />
      Post: {POSTAL_ADDRESS}
    </address>
  );
}
