import { Suspense } from "react";
import { useSession } from "../hooks/use-session";
import { lazyComponent } from "../lib/lazy-component";

// Only a person on a paid plan can have a renewal in grace: for them the check (subscription.mine, and the
// query machinery the shell itself never needs) loads after the first render; visitors and Starters load
// nothing, so every page keeps its budget (docs/decisions.md D146).
const GraceCheck = lazyComponent(
  () => import("./grace-check"),
  (module) => module.GraceCheck,
);

/**
 * Every signed-in page's notice of a failed renewal (docs/product/subscriptions.md, "Screens"): nothing unless
 * the person's subscription is pending; the plan works until the grace ends, and the banner says how to fix it.
 */
export function SubscriptionGrace({ className }: { className?: string }) {
  const session = useSession();
  if (!session.isSignedIn || session.role === "starter") return null;
  return (
    <Suspense fallback={null}>
      <GraceCheck className={className} />
    </Suspense>
  );
}
