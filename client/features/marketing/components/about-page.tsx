import { ButtonLink } from "../../../components/button";
import { Card } from "../../../components/card";
import headingText from "../../../components/heading-text.module.css";
import { CompassIcon, HeartIcon, SparklesIcon, ZapIcon } from "../../../components/icons";
import { GradientText, PageHero } from "../../../components/page-hero";
import { Section } from "../../../components/section";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { APP_NAME } from "../../../lib/app-name";
import { Trans, useT } from "../../../lib/i18n/use-t";
import { PATHS } from "../../../lib/paths";
import styles from "./about-page.module.css";
import { FeatureGrid, type FeatureItem } from "./feature-grid";

/** Texts are catalogue keys, translated where they render. */
const JOURNEY = [
  {
    label: "marketing.about.journey.problemLabel",
    title: "marketing.about.journey.problemTitle",
    text: "marketing.about.journey.problemText",
  },
  {
    label: "marketing.about.journey.ideaLabel",
    title: "marketing.about.journey.ideaTitle",
    text: "marketing.about.journey.ideaText",
  },
  {
    label: "marketing.about.journey.launchLabel",
    title: "marketing.about.journey.launchTitle",
    text: "marketing.about.journey.launchText",
  },
  {
    label: "marketing.about.journey.nextLabel",
    title: "marketing.about.journey.nextTitle",
    text: "marketing.about.journey.nextText",
  },
];

const VALUES: FeatureItem[] = [
  {
    title: "marketing.about.values.innovationTitle",
    icon: <ZapIcon size={24} />,
    text: "marketing.about.values.innovationText",
  },
  {
    title: "marketing.about.values.accessibilityTitle",
    icon: <HeartIcon size={24} />,
    text: "marketing.about.values.accessibilityText",
  },
  {
    title: "marketing.about.values.simplicityTitle",
    icon: <CompassIcon size={24} />,
    text: "marketing.about.values.simplicityText",
  },
];

export function AboutPage() {
  const { t } = useT();
  useDocumentTitle(t("marketing.about.documentTitle"));
  const values = VALUES.map((value) => ({ ...value, title: t(value.title), text: t(value.text) }));
  return (
    <>
      <PageHero
        eyebrow={t("marketing.about.eyebrow", { appName: APP_NAME })}
        title={<Trans id="marketing.about.title" components={{ 0: <GradientText>{null}</GradientText> }} />}
        lead={t("marketing.about.lead")}
      />

      <Section>
        <div className={styles.split}>
          <div className={styles.prose}>
            <p className={headingText.eyebrow}>{t("marketing.about.vision.eyebrow")}</p>
            <h2 className={styles.heading}>{t("marketing.about.vision.title")}</h2>
            <p>
              <Trans id="marketing.about.vision.text" values={{ appName: APP_NAME }} components={{ 0: <strong /> }} />
            </p>
            <p>{t("marketing.about.vision.audience")}</p>
          </div>
          <Card highlight>
            <p className={headingText.eyebrow}>{t("marketing.about.founder.eyebrow")}</p>
            <span className={styles.quoteMark} aria-hidden="true">
              {"\u201c"}
            </span>
            <blockquote className={styles.quote}>
              {t("marketing.about.founder.quote", { appName: APP_NAME })}
            </blockquote>
            <p className={styles.attribution}>{t("marketing.about.founder.attribution", { appName: APP_NAME })}</p>
          </Card>
        </div>
      </Section>

      <Section id="journey" eyebrow={t("marketing.about.journey.eyebrow")} title={t("marketing.about.journey.title")}>
        <ol className={styles.timeline}>
          {JOURNEY.map((step) => (
            <li key={step.label} className={styles.step}>
              <p className={styles.stepLabel}>{t(step.label)}</p>
              <h3 className={styles.stepTitle}>{t(step.title)}</h3>
              <p className={styles.stepText}>{t(step.text)}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section
        id="commitment"
        eyebrow={t("marketing.about.values.eyebrow")}
        title={t("marketing.about.values.title")}
        lead={t("marketing.about.values.lead")}
      >
        <FeatureGrid items={values} />
      </Section>

      <Section tight>
        <Card highlight className={styles.prose}>
          <p className={headingText.eyebrow}>{t("marketing.about.join.eyebrow")}</p>
          <h2 className={styles.heading}>{t("marketing.about.join.title")}</h2>
          <p>{t("marketing.about.join.text")}</p>
          <div>
            <ButtonLink to={PATHS.models} trailingIcon={<SparklesIcon size={16} />}>
              {t("marketing.about.join.explore")}
            </ButtonLink>
          </div>
        </Card>
      </Section>
    </>
  );
}
