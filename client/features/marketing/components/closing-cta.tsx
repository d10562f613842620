import { ButtonLink } from "../../../components/button";
import { Section } from "../../../components/section";
import { useT } from "../../../lib/i18n/use-t";
import { PATHS } from "../../../lib/paths";
import styles from "./closing-cta.module.css";

export function ClosingCta() {
  const { t } = useT();
  return (
    <Section tight>
      <div className={styles.panel}>
        <h2 className={styles.title}>{t("marketing.cta.title")}</h2>
        <p className={styles.text}>{t("marketing.cta.text")}</p>
        <div className={styles.actions}>
          <ButtonLink to={PATHS.login} size="lg">
            {t("marketing.cta.getStarted")}
          </ButtonLink>
          <ButtonLink to={PATHS.about} size="lg" variant="secondary">
            {t("marketing.cta.learnMore")}
          </ButtonLink>
        </div>
      </div>
    </Section>
  );
}
