import { PLANS } from "#shared/plans";
import { ROLE_LABEL, type Role } from "#shared/roles";
import { ButtonLink } from "../../../components/button";
import { ArrowRightIcon, CrownIcon, LockIcon } from "../../../components/icons";
import { formatPlanPrice } from "../../../lib/format-money";
import { PATHS } from "../../../lib/paths";
import styles from "./upgrade-panels.module.css";

type PaidTier = Exclude<Role, "starter">;

/** The All tab's invitation to the next plan up. */
export function UpgradeBanner({ tier, count }: { tier: PaidTier; count: number }) {
  const plan = PLANS[tier];
  return (
    <aside
      className={[styles.banner, tier === "enterprise" && styles.enterprise].filter(Boolean).join(" ")}
      aria-label={`Unlock ${plan.name} Models`}
    >
      <div className={styles.bannerText}>
        <span className={styles.bannerIcon}>
          <CrownIcon size={22} />
        </span>
        <div>
          <h2 className={styles.bannerTitle}>Unlock {plan.name} Models</h2>
          <p className={styles.bannerBody}>
            {count > 0 ? `Get ${count} more ${count === 1 ? "model" : "models"}` : "Get more models"} and{" "}
            {tier === "professional" ? "priority responses" : "the highest priority"} for {formatPlanPrice(plan.amount)}
            /month.
          </p>
        </div>
      </div>
      <ButtonLink to={PATHS.pricing} size="sm" trailingIcon={<ArrowRightIcon size={16} />}>
        Upgrade to {plan.name}
      </ButtonLink>
    </aside>
  );
}

/** What a locked tab shows: the tier needs a higher plan. */
export function UpgradeRequired({ tier }: { tier: PaidTier }) {
  return (
    <div className={styles.required}>
      <span className={styles.requiredIcon}>
        <LockIcon size={28} />
      </span>
      <h2 className={styles.requiredTitle}>Upgrade Required</h2>
      <p className={styles.requiredText}>
        {ROLE_LABEL[tier]} models are included in the {ROLE_LABEL[tier]} plan
        {tier === "professional" ? " and above" : ""}. Upgrade to start chatting with them today.
      </p>
      <ButtonLink to={PATHS.pricing}>View Plans</ButtonLink>
    </div>
  );
}
