import { PLAN_PERIOD_DAYS } from "../../../../shared/plans";
import { Section } from "../../../components/section";
import styles from "./pricing-faq.module.css";

const FAQ = [
  {
    question: "Is the Starter plan really free?",
    answer: "Yes. Starter costs nothing, needs no card and never expires. Upgrade only when you want more models.",
  },
  {
    question: "How long does a paid plan last?",
    answer: `Each payment covers ${PLAN_PERIOD_DAYS} days. There is no automatic renewal: when the period ends you are back on Starter until you renew.`,
  },
  {
    question: "How do I pay?",
    answer:
      "Payments are processed securely by Razorpay in Indian rupees, by card, UPI or net banking. We never see or store your card details.",
  },
  {
    question: "Can I move from Professional to Enterprise?",
    answer:
      "Yes. You can upgrade to Enterprise at any time from Starter or Professional, and the new plan applies at once.",
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
