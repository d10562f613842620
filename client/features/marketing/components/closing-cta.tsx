import { ButtonLink } from "../../../components/button";
import { Section } from "../../../components/section";
import { PATHS } from "../../../lib/paths";
import styles from "./closing-cta.module.css";

export function ClosingCta() {
  return (
    <Section tight>
      <div className={styles.panel}>
        <h2 className={styles.title}>Ready to work smarter with AI?</h2>
        <p className={styles.text}>
          Create a free account in under a minute. No card needed, and you can upgrade or stay free for as long as you
          like.
        </p>
        <div className={styles.actions}>
          <ButtonLink to={PATHS.login} size="lg">
            Get Started
          </ButtonLink>
          <ButtonLink to={PATHS.about} size="lg" variant="secondary">
            Learn More
          </ButtonLink>
        </div>
      </div>
    </Section>
  );
}
