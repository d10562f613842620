import { Container } from "../../../components/container";
import { GradientText, PageHero } from "../../../components/page-hero";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { ContactDetails } from "./contact-details";
import { ContactForm } from "./contact-form";
import styles from "./contact-page.module.css";

export function ContactPage() {
  useDocumentTitle("Contact");
  return (
    <>
      <PageHero
        eyebrow="Contact us"
        title={
          <>
            We'd love to <GradientText>hear from you</GradientText>
          </>
        }
        lead="Questions about plans, billing, a model or a partnership? Send us a message and our team will reply within one business day."
      />
      <Container className={styles.layout}>
        <ContactDetails />
        <ContactForm />
      </Container>
    </>
  );
}
