import { Link } from "react-router-dom";
import { PLAN_PERIOD_DAYS, PLANS } from "#shared/plans";
import { APP_NAME } from "../../../lib/app-name";
import { formatPlanPrice } from "../../../lib/format-money";
import { Trans } from "../../../lib/i18n/use-t";
import { PATHS } from "../../../lib/paths";

/**
 * One paragraph of a legal document from the catalogue: `<0>` links to the Privacy Policy, `<1>` is
 * bold, and the figures (prices, the plan period, the product's name) come from the same constants
 * the rest of the site uses, so the documents never disagree with the pricing page.
 */
export function LegalText({ id }: { id: string }) {
  return (
    <Trans
      id={id}
      values={{
        appName: APP_NAME,
        periodDays: PLAN_PERIOD_DAYS,
        professionalPrice: formatPlanPrice(PLANS.professional.amount),
        enterprisePrice: formatPlanPrice(PLANS.enterprise.amount),
      }}
      components={{ 0: <Link to={PATHS.privacy} />, 1: <strong /> }}
    />
  );
}
