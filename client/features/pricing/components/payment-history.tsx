import { useState } from "react";
import { formatRupees } from "../../../../shared/format";
import { PLANS } from "../../../../shared/plans";
import { ROLES, type Role } from "../../../../shared/roles";
import { Alert } from "../../../components/alert";
import { Badge } from "../../../components/badge";
import { Button, ButtonLink } from "../../../components/button";
import { Card } from "../../../components/card";
import { ChevronDownIcon, ReceiptIcon } from "../../../components/icons";
import { Spinner } from "../../../components/spinner";
import { formatLongDate } from "../../../lib/format-date";
import { usePaymentHistory } from "../api/use-payment-history";
import { PRICING_TEXT } from "../utils/messages";
import { paymentStatusLook } from "../utils/payment-status";
import styles from "./payment-history.module.css";

const PANEL_ID = "payment-history-panel";

/** The payment history toggle of SPEC §2 Pricing; the list is fetched when first opened. */
export function PaymentHistory({ signedIn }: { signedIn: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <div className={[styles.wrap, open && styles.open].filter(Boolean).join(" ")}>
      <Button
        variant="ghost"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpen((value) => !value)}
        icon={<ReceiptIcon size={18} />}
      >
        {open ? "Hide Payment History" : "Show Payment History"}
        <ChevronDownIcon size={16} className={styles.chevron} />
      </Button>
      <section id={PANEL_ID} hidden={!open} className={styles.panel} aria-labelledby="payment-history-title">
        <Card>
          <h2 id="payment-history-title" className={styles.title}>
            Payment History
          </h2>
          {signedIn ? <HistoryList enabled={open} /> : <SignInPrompt />}
        </Card>
      </section>
    </div>
  );
}

function SignInPrompt() {
  return (
    <div className={styles.empty}>
      <span className={styles.emptyIcon}>
        <ReceiptIcon size={24} />
      </span>
      <p className={styles.emptyHeading}>Sign in to see your payments</p>
      <p className={styles.emptyText}>Your payment history is available once you are logged in.</p>
      <ButtonLink to="/login" size="sm">
        Log in
      </ButtonLink>
    </div>
  );
}

function planLabel(plan: string): { label: string; tone: Role | "neutral" } {
  const role = (ROLES as readonly string[]).includes(plan) ? (plan as Role) : null;
  return role ? { label: PLANS[role].name, tone: role } : { label: plan, tone: "neutral" };
}

function paymentDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "-" : formatLongDate(date);
}

function HistoryList({ enabled }: { enabled: boolean }) {
  const history = usePaymentHistory(enabled);

  if (history.isError) {
    return (
      <Alert
        tone="danger"
        title={PRICING_TEXT.historyFailed}
        actions={
          <Button size="sm" variant="secondary" busy={history.isFetching} onClick={() => void history.refetch()}>
            Retry
          </Button>
        }
      />
    );
  }
  if (!history.data) {
    return (
      <div className={styles.loading} role="status">
        <Spinner size="sm" decorative />
        {PRICING_TEXT.historyLoading}
      </div>
    );
  }
  if (history.data.length === 0) {
    return (
      <div className={styles.empty}>
        <span className={styles.emptyIcon}>
          <ReceiptIcon size={24} />
        </span>
        <p className={styles.emptyHeading}>No payment history yet</p>
        <p className={styles.emptyText}>
          When you buy or renew a plan, the date, plan, amount and status of each payment appear here.
        </p>
      </div>
    );
  }
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">Your payments, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Plan</th>
          <th scope="col" className={styles.numeric}>
            Amount
          </th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {history.data.map((payment) => {
          const plan = planLabel(payment.plan);
          const status = paymentStatusLook(payment.status);
          return (
            <tr key={payment.id}>
              <td className={styles.date}>{paymentDate(payment.createdAt)}</td>
              <td>
                <Badge tone={plan.tone}>{plan.label}</Badge>
              </td>
              <td className={`${styles.numeric} ${styles.amount}`}>{formatRupees(payment.amount)}</td>
              <td>
                <Badge tone={status.tone}>{status.label}</Badge>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
