import type { Role } from "#shared/roles";
import { Badge } from "./badge";

// Models of the starter tier are sold as "Free"; the paid tiers carry the plan name.
const TIER_BADGE_LABEL: Record<Role, string> = {
  starter: "Free",
  professional: "Professional",
  enterprise: "Enterprise",
};

export function TierBadge({ tier, className }: { tier: Role; className?: string }) {
  return (
    <Badge tone={tier} className={className}>
      {TIER_BADGE_LABEL[tier]}
    </Badge>
  );
}
