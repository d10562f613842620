import { Suspense } from "react";
import { ButtonLink } from "../../../components/button";
import { Card } from "../../../components/card";
import { ReceiptIcon } from "../../../components/icons";
import { useT } from "../../../lib/i18n/use-t";
import { lazyComponent } from "../../../lib/lazy-component";
import { PATHS } from "../../../lib/paths";
import { loginPath } from "../../../lib/return-to";
import { loadAccountMessages } from "../../../messages/account";
import { loadSignedInMessages } from "../messages/signed-in";
import { HistoryLoading } from "./history-loading";
import styles from "./history-panel.module.css";

// The list (its rows, badges, dates) loads for a signed-in person only: a visitor sees the prompt to log in.
const HistoryList = lazyComponent(
  () => import("./payment-history-list"),
  (module) => module.HistoryList,
  loadSignedInMessages,
  loadAccountMessages,
);

// payment-history.tsx names its region by this id.
const TITLE_ID = "payment-history-title";

/**
 * The payment history panel's content, drawn once the panel is first opened (payment-history.tsx): its code,
 * styles and texts load then, not with /pricing, whose readers mostly never open it.
 */
export function HistoryPanel({ signedIn, open }: { signedIn: boolean; open: boolean }) {
  const { t } = useT();
  return (
    <Card>
      <h2 id={TITLE_ID} className={styles.title}>
        {t("pricing.historyBody.title")}
      </h2>
      {signedIn ? (
        <Suspense fallback={<HistoryLoading />}>
          <HistoryList enabled={open} />
        </Suspense>
      ) : (
        <SignInPrompt />
      )}
    </Card>
  );
}

function SignInPrompt() {
  const { t } = useT();
  return (
    <div className={styles.empty}>
      <span className={styles.emptyIcon}>
        <ReceiptIcon size={24} />
      </span>
      <p className={styles.emptyHeading}>{t("pricing.historyBody.signInHeading")}</p>
      <p className={styles.emptyText}>{t("pricing.historyBody.signInText")}</p>
      <ButtonLink to={loginPath(PATHS.pricing)} size="sm">
        {t("pricing.historyBody.logIn")}
      </ButtonLink>
    </div>
  );
}
