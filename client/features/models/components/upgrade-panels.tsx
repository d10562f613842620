import { PLANS } from "#shared/plans";
import { ROLE_LABEL, type Role } from "#shared/roles";
import { ButtonLink } from "../../../components/button";
import { ArrowRightIcon, CrownIcon, LockIcon } from "../../../components/icons";
import { formatPlanPrice } from "../../../lib/format-money";
import { useT } from "../../../lib/i18n/use-t";
import { PATHS } from "../../../lib/paths";
import styles from "./upgrade-panels.module.css";

type PaidTier = Exclude<Role, "starter">;

/** Each plan promises its own priority, so each has its own sentence (docs/product/languages.md: no glued sentences). */
const BANNER_TEXT: Record<PaidTier, string> = {
  professional: "models.upgrade.bannerProfessional",
  enterprise: "models.upgrade.bannerEnterprise",
};

const REQUIRED_TEXT: Record<PaidTier, string> = {
  professional: "models.upgrade.requiredProfessional",
  enterprise: "models.upgrade.requiredEnterprise",
};

/** The All tab's invitation to the next plan up. */
export function UpgradeBanner({ tier, count }: { tier: PaidTier; count: number }) {
  const { t } = useT();
  const plan = PLANS[tier];
  const title = t("models.upgrade.bannerTitle", { plan: plan.name });
  return (
    <aside
      className={[styles.banner, tier === "enterprise" && styles.enterprise].filter(Boolean).join(" ")}
      aria-label={title}
    >
      <div className={styles.bannerText}>
        <span className={styles.bannerIcon}>
          <CrownIcon size={22} />
        </span>
        <div>
          <h2 className={styles.bannerTitle}>{title}</h2>
          <p className={styles.bannerBody}>{t(BANNER_TEXT[tier], { count, price: formatPlanPrice(plan.amount) })}</p>
        </div>
      </div>
      <ButtonLink to={PATHS.pricing} size="sm" trailingIcon={<ArrowRightIcon size={16} />}>
        {t("models.upgradeTo", { plan: plan.name })}
      </ButtonLink>
    </aside>
  );
}

/** What a locked tab shows: the tier needs a higher plan. */
export function UpgradeRequired({ tier }: { tier: PaidTier }) {
  const { t } = useT();
  return (
    <div className={styles.required}>
      <span className={styles.requiredIcon}>
        <LockIcon size={28} />
      </span>
      <h2 className={styles.requiredTitle}>{t("models.upgrade.requiredTitle")}</h2>
      <p className={styles.requiredText}>{t(REQUIRED_TEXT[tier], { plan: ROLE_LABEL[tier] })}</p>
      <ButtonLink to={PATHS.pricing}>{t("models.upgrade.viewPlans")}</ButtonLink>
    </div>
  );
}
