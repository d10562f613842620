import { useLocation } from "react-router-dom";
import { PLANS } from "#shared/plans";
import { parseRole } from "#shared/roles";
import { formatLongDate } from "../lib/format-date";
import { useT } from "../lib/i18n/use-t";
import { PATHS } from "../lib/paths";
import type { RouterOutputs } from "../lib/trpc";
import { Alert } from "./alert";
import { ButtonLink, buttonClassName } from "./button";
import styles from "./grace-banner.module.css";

type Subscription = NonNullable<RouterOutputs["subscription"]["mine"]>;

/**
 * A pending renewal (docs/product/subscriptions.md, "Screens"): the plan works until `graceUntil` while
 * Razorpay retries; the person fixes the payment method on Razorpay's page for the subscription
 * (`shortUrl`), or, without one (the simulated gateway), in the profile's Subscription section.
 */
export function GraceBanner({ subscription, className }: { subscription: Subscription; className?: string }) {
  const { t } = useT();
  const plan = PLANS[parseRole(subscription.plan)].name;
  const date = formatLongDate(subscription.graceUntil ?? subscription.currentEnd);
  // On the profile the Subscription section is right below: no link to the page already open.
  const onProfile = useLocation().pathname === PATHS.profile;
  return (
    <div className={className ?? styles.banner}>
      <Alert
        tone="warning"
        title={t("common.grace.title")}
        actions={
          subscription.shortUrl || !onProfile ? (
            <>
              {subscription.shortUrl && (
                <a
                  href={subscription.shortUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClassName({ size: "sm" })}
                >
                  {t("common.grace.fix")}
                </a>
              )}
              {!onProfile && (
                <ButtonLink to={PATHS.profile} size="sm" variant={subscription.shortUrl ? "secondary" : "primary"}>
                  {subscription.shortUrl ? t("common.grace.manage") : t("common.grace.fix")}
                </ButtonLink>
              )}
            </>
          ) : undefined
        }
      >
        <p>{t("common.grace.body", { plan, date })}</p>
        {subscription.failureReason && <p>{t("common.grace.reason", { reason: subscription.failureReason })}</p>}
      </Alert>
    </div>
  );
}
