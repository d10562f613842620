import { Container } from "../../../components/container";
import { GradientText, PageHero } from "../../../components/page-hero";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { Trans, useT } from "../../../lib/i18n/use-t";
import { ContactDetails } from "./contact-details";
import { ContactForm } from "./contact-form";
import styles from "./contact-page.module.css";

export function ContactPage() {
  const { t } = useT();
  useDocumentTitle(t("contact.page.documentTitle"));
  return (
    <>
      <PageHero
        eyebrow={t("contact.page.eyebrow")}
        title={<Trans id="contact.page.title" components={{ 0: <GradientText>{null}</GradientText> }} />}
        lead={t("contact.page.lead")}
      />
      <Container className={styles.layout}>
        <ContactDetails />
        <ContactForm />
      </Container>
    </>
  );
}
