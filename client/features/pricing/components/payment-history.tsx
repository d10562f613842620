import { useState } from "react";
import { Button, ButtonLink } from "../../../components/button";
import { Card } from "../../../components/card";
import { ChevronDownIcon, ReceiptIcon } from "../../../components/icons";
import styles from "./payment-history.module.css";

const PANEL_ID = "payment-history-panel";

/** The history list arrives with the payment issue; until then the section explains what will be here. */
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
      <section id={PANEL_ID} hidden={!open} className={styles.panel} aria-label="Payment history">
        <Card>
          <div className={styles.empty}>
            <span className={styles.emptyIcon}>
              <ReceiptIcon size={24} />
            </span>
            {signedIn ? (
              <>
                <h2>No payment history yet</h2>
                <p className={styles.emptyText}>
                  When you buy or renew a plan, the date, plan, amount and status of each payment appear here.
                </p>
              </>
            ) : (
              <>
                <h2>Sign in to see your payments</h2>
                <p className={styles.emptyText}>Your payment history is available once you are logged in.</p>
                <ButtonLink to="/login" size="sm">
                  Log in
                </ButtonLink>
              </>
            )}
          </div>
        </Card>
      </section>
    </div>
  );
}
