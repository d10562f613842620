import { ButtonLink } from "../../../components/button";
import { Card } from "../../../components/card";
import headingText from "../../../components/heading-text.module.css";
import { CompassIcon, HeartIcon, SparklesIcon, ZapIcon } from "../../../components/icons";
import { GradientText, PageHero } from "../../../components/page-hero";
import { Section } from "../../../components/section";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { APP_NAME } from "../../../lib/app-name";
import { PATHS } from "../../../lib/paths";
import styles from "./about-page.module.css";
import { FeatureGrid, type FeatureItem } from "./feature-grid";

const JOURNEY = [
  {
    label: "The problem",
    title: "Too many tabs, too many bills",
    text: "Every month brought a new model that was better at something. Keeping up meant juggling a handful of accounts, subscriptions priced in dollars and interfaces that all worked differently.",
  },
  {
    label: "The idea",
    title: "One window for every model",
    text: "We built a single chat that talks to many models through one routing API, so switching from a fast model to a deep thinker takes one click instead of a new sign-up.",
  },
  {
    label: "The launch",
    title: "Free to start, fair to grow",
    text: "We launched with a genuinely useful free plan and two paid plans priced for India, paid in rupees through a trusted payment gateway.",
  },
  {
    label: "What's next",
    title: "Better answers, less effort",
    text: "Streaming replies, smarter history, usage insights and an API for teams are rolling out now, and we add new models as soon as they prove themselves.",
  },
];

const VALUES: FeatureItem[] = [
  {
    title: "Innovation",
    icon: <ZapIcon size={24} />,
    text: "We track the fast-moving model landscape so you don't have to, and bring the best new models to your plan as soon as they are reliable.",
  },
  {
    title: "Accessibility",
    icon: <HeartIcon size={24} />,
    text: "Advanced AI should not need a corporate budget. A free plan that stays free, Indian pricing, and an interface that works with a keyboard and a screen reader.",
  },
  {
    title: "Simplicity",
    icon: <CompassIcon size={24} />,
    text: "One account, one chat, one bill. No API keys to manage and no settings you need a manual for: type your question and pick a model.",
  },
];

export function AboutPage() {
  useDocumentTitle("About");
  return (
    <>
      <PageHero
        eyebrow={`About ${APP_NAME}`}
        title={
          <>
            Making advanced AI <GradientText>simple and affordable</GradientText>
          </>
        }
        lead="We started with a simple belief: everyone deserves access to the best AI models, without the complexity or the cost."
      />

      <Section>
        <div className={styles.split}>
          <div className={styles.prose}>
            <p className={headingText.eyebrow}>Our vision</p>
            <h2 className={styles.heading}>The best model for every question</h2>
            <p>
              No single AI model is best at everything. Some are lightning fast, some reason deeply, some write better
              code. <strong>{APP_NAME}</strong> puts them side by side so you can choose the right one for the task in
              front of you, in seconds.
            </p>
            <p>
              We want students, developers, writers and small businesses across India to use the same AI as the world's
              largest companies, at a price that makes sense here.
            </p>
          </div>
          <Card highlight>
            <p className={headingText.eyebrow}>From our founder</p>
            <span className={styles.quoteMark} aria-hidden="true">
              “
            </span>
            <blockquote className={styles.quote}>
              I kept paying for four AI subscriptions and still copy-pasting between them. {APP_NAME} is the tool I
              wanted: every good model in one place, and a price my friends could afford.
            </blockquote>
            <p className={styles.attribution}>
              Founder, {APP_NAME}. A software engineer from Bengaluru who spent a decade building developer tools before
              starting the company.
            </p>
          </Card>
        </div>
      </Section>

      <Section id="journey" eyebrow="Our journey" title="How we got here">
        <ol className={styles.timeline}>
          {JOURNEY.map((step) => (
            <li key={step.label} className={styles.step}>
              <p className={styles.stepLabel}>{step.label}</p>
              <h3 className={styles.stepTitle}>{step.title}</h3>
              <p className={styles.stepText}>{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section
        id="commitment"
        eyebrow="Our commitment"
        title="What we promise"
        lead="Three principles guide every feature we ship and every model we add."
      >
        <FeatureGrid items={VALUES} />
      </Section>

      <Section tight>
        <Card highlight className={styles.prose}>
          <p className={headingText.eyebrow}>Join us</p>
          <h2 className={styles.heading}>Try it free today</h2>
          <p>Explore the models on the free plan, and upgrade only if and when you need more.</p>
          <div>
            <ButtonLink to={PATHS.models} trailingIcon={<SparklesIcon size={16} />}>
              Explore AI Models
            </ButtonLink>
          </div>
        </Card>
      </Section>
    </>
  );
}
