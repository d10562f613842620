import { ROLE_LABEL, type Role } from "#shared/roles";
import { useT } from "../lib/i18n/use-t";
import { Badge } from "./badge";

// Models of the starter tier are sold as "Free"; the paid tiers carry the plan name (in English in
// every language, docs/product/languages.md).
export function TierBadge({ tier, className }: { tier: Role; className?: string }) {
  const { t } = useT();
  return (
    <Badge tone={tier} className={className}>
      {tier === "starter" ? t("common.tier.free") : ROLE_LABEL[tier]}
    </Badge>
  );
}
