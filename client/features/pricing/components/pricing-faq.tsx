import { WEB_SEARCH_CREDITS } from "#shared/citations";
import { CHARS_PER_TOKEN, PAGES_PER_CREDIT, TEXT_TOKENS_PER_CREDIT } from "#shared/files";
import { PLAN_PERIOD_DAYS } from "#shared/plans";
import { GRACE_DAYS, PRE_DEBIT_NOTICE_DAYS } from "#shared/subscription-periods";
import { Section } from "../../../components/section";
import { useT } from "../../../lib/i18n/use-t";
import styles from "./pricing-faq.module.css";

/** Questions and answers are catalogue keys, translated where they render; the figures come from the rules themselves. */
const FIGURES = {
  days: PLAN_PERIOD_DAYS,
  noticeDays: PRE_DEBIT_NOTICE_DAYS,
  graceDays: GRACE_DAYS,
  pages: PAGES_PER_CREDIT,
  characters: TEXT_TOKENS_PER_CREDIT * CHARS_PER_TOKEN,
  searchCredits: WEB_SEARCH_CREDITS,
};

const FAQ = [
  { question: "pricing.faq.freeQuestion", answer: "pricing.faq.freeAnswer" },
  { question: "pricing.faq.lengthQuestion", answer: "pricing.faq.lengthAnswer" },
  { question: "pricing.faq.cancelQuestion", answer: "pricing.faq.cancelAnswer" },
  { question: "pricing.faq.renewQuestion", answer: "pricing.faq.renewAnswer" },
  { question: "pricing.faq.upgradeQuestion", answer: "pricing.faq.upgradeAnswer" },
  { question: "pricing.faq.filesQuestion", answer: "pricing.faq.filesAnswer" },
  { question: "pricing.faq.searchQuestion", answer: "pricing.faq.searchAnswer" },
  { question: "pricing.faq.payQuestion", answer: "pricing.faq.payAnswer" },
  { question: "pricing.faq.receiptQuestion", answer: "pricing.faq.receiptAnswer" },
] as const;

export function PricingFaq() {
  const { t } = useT();
  return (
    <Section id="pricing-faq" eyebrow={t("pricing.faq.eyebrow")} title={t("pricing.faq.title")}>
      <dl className={styles.list}>
        {FAQ.map((item) => (
          <div key={item.question} className={styles.item}>
            <dt className={styles.question}>{t(item.question)}</dt>
            <dd className={styles.answer}>{t(item.answer, FIGURES)}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
