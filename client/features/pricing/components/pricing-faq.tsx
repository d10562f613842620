import { PLAN_PERIOD_DAYS } from "#shared/plans";
import { Section } from "../../../components/section";
import { useT } from "../../../lib/i18n/use-t";
import styles from "./pricing-faq.module.css";

/** Questions and answers are catalogue keys, translated where they render. */
const FAQ = [
  { question: "pricing.faq.freeQuestion", answer: "pricing.faq.freeAnswer" },
  { question: "pricing.faq.lengthQuestion", answer: "pricing.faq.lengthAnswer" },
  { question: "pricing.faq.renewQuestion", answer: "pricing.faq.renewAnswer" },
  { question: "pricing.faq.upgradeQuestion", answer: "pricing.faq.upgradeAnswer" },
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
            <dd className={styles.answer}>{t(item.answer, { days: PLAN_PERIOD_DAYS })}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
