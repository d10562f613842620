import { Suspense } from "react";
import { useMySubscription } from "../hooks/use-my-subscription";
import { lazyComponent } from "../lib/lazy-component";
import { loadGraceMessages } from "../messages/grace";

// Drawn only while a renewal has failed: its code and texts load then, so the pages it sits on stay in their
// budget (docs/decisions.md D146).
const GraceBanner = lazyComponent(
  () => import("./grace-banner"),
  (module) => module.GraceBanner,
  loadGraceMessages,
);

/**
 * Every signed-in page's notice of a failed renewal (docs/product/subscriptions.md, "Screens"): nothing unless
 * the person's subscription is pending; the plan works until the grace ends, and the banner says how to fix it.
 */
export function SubscriptionGrace({ className }: { className?: string }) {
  const { data } = useMySubscription();
  if (data?.status !== "pending") return null;
  return (
    <Suspense fallback={null}>
      <GraceBanner subscription={data} className={className} />
    </Suspense>
  );
}
