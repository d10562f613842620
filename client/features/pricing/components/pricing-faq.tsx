import { PLAN_PERIOD_DAYS } from "#shared/plans";
import { Section } from "../../../components/section";
import styles from "./pricing-faq.module.css";

const FAQ = [
  {
    question: "Is the Starter plan really free?",
    answer: "Yes. Starter costs nothing, needs no card and never expires. Upgrade only when you want more models.",
  },
  {
    question: "How long does a paid plan last?",
    answer: `Each payment covers ${PLAN_PERIOD_DAYS} days. There is no automatic renewal: when the period ends you are back on Starter until you buy again.`,
  },
  {
    question: "Can I renew before my plan ends?",
    answer: `Yes. Buy your current plan again at any time with "Extend by ${PLAN_PERIOD_DAYS} days": the ${PLAN_PERIOD_DAYS} days are added to your current end date, so no paid day is lost.`,
  },
  {
    question: "Can I move from Professional to Enterprise?",
    answer:
      "Yes, at any time, and Enterprise applies at once. The unused days of Professional are not lost: they are converted into extra days of Enterprise at the two plans' daily prices (29 unused days of Professional become 12 extra days of Enterprise). You see the new end date before you pay. Lower plans are not sold while a higher one runs.",
  },
  {
    question: "How do I pay?",
    answer:
      "Payments are processed securely by Razorpay in Indian rupees, by card, UPI or net banking. We never see or store your card details.",
  },
  {
    question: "Do I get a receipt?",
    answer:
      "Yes. A numbered receipt is e-mailed to you after every payment, and each one can be opened, printed or saved as a PDF from the payment history on this page.",
  },
];

export function PricingFaq() {
  return (
    <Section id="pricing-faq" eyebrow="FAQ" title="Questions, answered">
      <dl className={styles.list}>
        {FAQ.map((item) => (
          <div key={item.question} className={styles.item}>
            <dt className={styles.question}>{item.question}</dt>
            <dd className={styles.answer}>{item.answer}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
