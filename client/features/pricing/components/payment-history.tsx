import { Suspense, useState } from "react";
import { Button } from "../../../components/button";
import { ChevronDownIcon, ReceiptIcon } from "../../../components/icons";
import { useLatch } from "../../../hooks/use-latch";
import { useT } from "../../../lib/i18n/use-t";
import { lazyComponent } from "../../../lib/lazy-component";
import { loadHistoryMessages } from "../messages/history";
import styles from "./payment-history.module.css";

// The panel's content (the visitor's prompt to log in, or the list with its rows, badges and dates) loads
// when it is first opened, with its texts: most visitors to /pricing never open it, and the page must fit
// the public budget (docs/architecture.md#performance-budgets).
const HistoryPanel = lazyComponent(
  () => import("./history-panel"),
  (module) => module.HistoryPanel,
  loadHistoryMessages,
);

const PANEL_ID = "payment-history-panel";
// The title is drawn by the panel's content (history-panel.tsx), which names the region once loaded.
const TITLE_ID = "payment-history-title";

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
      <section id={PANEL_ID} hidden={!open} className={styles.panel} aria-labelledby={TITLE_ID}>
        {opened && (
          <Suspense fallback={null}>
            <HistoryPanel signedIn={signedIn} open={open} />
          </Suspense>
        )}
      </section>
    </div>
  );
}
