import { useEffect, useRef } from "react";
import { Alert } from "../../../components/alert";
import { Button } from "../../../components/button";
import { errorMessage } from "../../../lib/errors";
import { useT } from "../../../lib/i18n/use-t";
import type { Translate } from "../utils/plan-action";
import type { PurchaseOutcome } from "../utils/purchase-steps";
import styles from "./pricing-page.module.css";

/** A failure's title, worded when it shows so it follows a change of language. */
function failureTitle(outcome: Extract<PurchaseOutcome, { kind: "failure" }>, t: Translate): string {
  switch (outcome.reason) {
    // The server's reason when it refused the order (e.g. a lower plan while a higher one runs).
    case "order":
      return errorMessage(outcome.error, t("pricing.failure.payment"));
    case "payment":
      return t("pricing.failure.payment");
    case "verify":
      return t("pricing.failure.verify");
    case "blocked":
      return t("pricing.failure.blocked");
  }
}

/**
 * docs/product/errors.md#error-catalogue's purchase failures, in the page instead of `alert()`. The plan
 * cards sit far below on a phone, so the message is brought into view and
 * focused (the alert role also announces it).
 */
export function PurchaseFailure({
  outcome,
  onDismiss,
}: {
  outcome: Extract<PurchaseOutcome, { kind: "failure" }>;
  onDismiss: () => void;
}) {
  const { t } = useT();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: "center" });
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div ref={ref} tabIndex={-1} className={styles.notice}>
      <Alert
        tone="danger"
        title={failureTitle(outcome, t)}
        actions={
          <Button size="sm" variant="secondary" onClick={onDismiss}>
            {t("pricing.failure.dismiss")}
          </Button>
        }
      >
        {outcome.reason === "blocked" && t("pricing.failure.blockedDetail")}
      </Alert>
    </div>
  );
}
