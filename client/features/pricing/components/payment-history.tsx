import { Suspense, useState } from "react";
import { Button, ButtonLink } from "../../../components/button";
import { Card } from "../../../components/card";
import { ChevronDownIcon, ReceiptIcon } from "../../../components/icons";
import { useLatch } from "../../../hooks/use-latch";
import { useT } from "../../../lib/i18n/use-t";
import { lazyComponent } from "../../../lib/lazy-component";
import { PATHS } from "../../../lib/paths";
import { loginPath } from "../../../lib/return-to";
import { loadAccountMessages } from "../../../messages/account";
import { loadSignedInMessages } from "../messages/signed-in";
import { HistoryLoading } from "./history-loading";
import styles from "./payment-history.module.css";

// The list (its rows, badges, dates) loads when a signed-in person first opens the panel: most
// visitors to /pricing never do, and the page must fit the public budget (docs/architecture.md#performance-budgets).
const HistoryList = lazyComponent(
  () => import("./payment-history-list"),
  (module) => module.HistoryList,
  loadSignedInMessages,
  loadAccountMessages,
);

const PANEL_ID = "payment-history-panel";

/** The payment history toggle of docs/product/screens.md Pricing; the list is fetched when first opened. */
export function PaymentHistory({ signedIn }: { signedIn: boolean }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const opened = useLatch(open);
  return (
    <div className={[styles.wrap, open && styles.open].filter(Boolean).join(" ")}>
      <Button
        variant="ghost"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpen((value) => !value)}
        icon={<ReceiptIcon size={18} />}
      >
        {open ? t("pricing.historyPanel.hide") : t("pricing.historyPanel.show")}
        <ChevronDownIcon size={16} className={styles.chevron} />
      </Button>
      <section id={PANEL_ID} hidden={!open} className={styles.panel} aria-labelledby="payment-history-title">
        <Card>
          <h2 id="payment-history-title" className={styles.title}>
            {t("pricing.historyPanel.title")}
          </h2>
          {!signedIn ? (
            <SignInPrompt />
          ) : (
            opened && (
              <Suspense fallback={<HistoryLoading />}>
                <HistoryList enabled={open} />
              </Suspense>
            )
          )}
        </Card>
      </section>
    </div>
  );
}

function SignInPrompt() {
  const { t } = useT();
  return (
    <div className={styles.empty}>
      <span className={styles.emptyIcon}>
        <ReceiptIcon size={24} />
      </span>
      <p className={styles.emptyHeading}>{t("pricing.historyPanel.signInHeading")}</p>
      <p className={styles.emptyText}>{t("pricing.historyPanel.signInText")}</p>
      <ButtonLink to={loginPath(PATHS.pricing)} size="sm">
        {t("pricing.historyPanel.logIn")}
      </ButtonLink>
    </div>
  );
}
